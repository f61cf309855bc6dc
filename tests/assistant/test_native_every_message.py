"""Every message of every ruleset, rendered in pl, ru, fr and cs as a player reads it, with representative arguments:
a man's and a woman's name, counts 0, 1, 2 and 5, and each outcome a message chooses among (each variant of each of
its selectors). No rendering may show:

- a Latin command id (``/cast``) or option id (``reason=``) where the locale has its own word for it (the words the
  reader accepts: ``word-command-*``, ``word-option-*``);
- a rule tag (``[feniks.hp]``) or an internal id (``feniks.hp``, ``(w3)``, ``form=``);
- a slash-gender form (``zrobił(a)``, ``sam(a)``) while the gender of every name it names is known;
- in French, one of « : ; ! ? % » » without the no-break space before it, or « without one after it.

The message ids rendered are those of the shipped files: a new message is checked the day it is written.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast, visitor

from assistant.language import words
from assistant.language.translator import MASK, Translator
from assistant.reading import name_keys
from models import Person
from tests.assistant.i18n_support import PLURAL_KEYS, Message, needs
from tests.assistant.i18n_support import messages as read_messages
from tests.assistant.test_native_replies import INTERNAL, SLASH_FORMS

#: The locales a native reads (English keeps the Latin ids).
NATIVE = ("pl", "ru", "fr", "cs")
#: Messages that are word lists the reader reads, not replies (and Telegram's menu, which needs the Latin ids).
NOT_REPLIES = ("word-", "intent-", "voice-command-", "spell-", "cmd-", "voice-grammar-", "rule-")
#: The arguments that name a character: each is rendered as a man's name and as a woman's.
NAMES = frozenset(
    {
        "name", "target", "attacker", "by", "teacher", "learner", "caster", "duellist", "who", "holder", "winner",
        "loser", "other", "giver", "owner", "first", "second", "from", "to", "defender", "mover", "character",
    }
)  # fmt: skip
#: The arguments that name a spell by its id.
SPELLS = frozenset({"spell", "shield_spell", "spell_text", "attack_spell"})
#: A man and a woman of a roster, their genders set by the GM.
PEOPLE = {
    "Harry": Person(name="Harry", gender="m"),
    "Hermiona": Person(name="Hermiona", gender="f"),
}
COUNTS = (0, 1, 2, 5)
#: The options of spell points' /cast and /odds (extra=, casts=), beside the ones every ruleset shares.
SPELL_POINT_OPTIONS = "word-sp-option-"
#: What Telegram makes a command of: Latin letters, digits and the underscore.
TELEGRAM_COMMAND = re.compile(r"[a-z0-9_]+")
#: Choices joined by a bar («/obrona tarcza|unik|brak», «KOD|IMIĘ»), which a player cannot type: the locales whose
#: replies and usage lines name each choice in words («/obrona tarcza, /obrona unik albo /obrona brak»).
WORDS_NOT_BARS = ("pl",)
BAR = re.compile(r"(?<=[^\s|])\|(?=[^\s|])")
#: French punctuation that takes a no-break space before it (U+00A0 or the narrow U+202F), and the guillemets.
FRENCH_BEFORE = re.compile(r"(?:(?<= )[:;!?%»]|(?<=\w)[;!?])")
FRENCH_AFTER = re.compile(r"«(?![\u00a0\u202f])")
#: English placeholders of a syntax line (key=value), a Latin x between two placeholders (LENGTHxWIDTH, ДЛИНАxШИРИНА).
ENGLISH_PLACEHOLDER = re.compile(r"\bkey=value\b|[^\W\d_a-z]{2,}x[^\W\d_a-z]{2,}")
#: A space before a semicolon, which only French writes (with a no-break space: « ; »).
SPACED_SEMICOLON = re.compile(r"(?<=\S) ;")
#: A command a reply writes after a slash (not a fraction's or an either/or's slash: those follow a letter or digit).
SLASHED = re.compile(r"(?<![\w/])/([^\W\d_]\w*)")
#: The locales whose commands are Latin words, which a reply must write as Telegram can tap them (/utrat, not /utrať).
LATIN_COMMANDS = ("pl", "fr", "cs")


class _Selectors(visitor.Visitor):
    """Collect each variable a select expression chooses on, with its variants' keys."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: dict[str, set[str]] = {}

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            found = self.keys.setdefault(node.selector.id.name, set())
            found |= {v.key.name if isinstance(v.key, ast.Identifier) else v.key.value for v in node.variants}
        self.generic_visit(node)


@cache
def messages(locale: str) -> dict[str, Message]:
    """Return a locale's messages (read once)."""
    return read_messages(locale)


@cache
def selectors(locale: str) -> dict[str, dict[str, set[str]]]:
    """Return each message's selected variables and their variant keys, by message id."""
    from importlib import resources

    found: dict[str, dict[str, set[str]]] = {}
    folder = resources.files("locales").joinpath(locale)
    for item in sorted(f for f in folder.iterdir() if f.name.endswith(".ftl")):
        for entry in FluentParser().parse(item.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                seen = _Selectors()
                seen.visit(entry)
                found[entry.id.name] = seen.keys
    return found


def _base(variable: str, counted: frozenset[str], name: str) -> str | int:
    if variable in counted:
        return 2
    if variable in NAMES:
        return name
    if variable in SPELLS:
        return "stupefy"
    if variable == "command":
        return "cast"  # a command the reader writes in its own word in pl, fr and cs
    return 3 if variable in ("n", "value", "total", "duel", "seq", "level", "hp", "max") else "Luna"


def samples(locale: str, key: str) -> Iterator[dict[str, str | int]]:
    """Yield the arguments a message is rendered with: each name's gender, each count, each variant of each choice."""
    found = messages(locale)
    message = needs(key, found)
    choices = {k: v for ref in (key, *found[key].references) for k, v in selectors(locale).get(ref, {}).items()}
    for name in PEOPLE:
        base = {v: _base(v, message.counted, name) for v in message.variables}
        yield base
        for variable in message.counted:
            yield from ({**base, variable: n} for n in COUNTS)
        for variable, keys in choices.items():
            for choice in sorted(keys - PLURAL_KEYS - {"other"}):
                value: str | int = int(choice) if re.fullmatch(r"-?\d+", choice) else choice
                yield {**base, variable: value}


@cache
def translator() -> Translator:
    return Translator()


@cache
def latin(locale: str) -> re.Pattern[str]:
    """Return what a locale's replies must not write: the ids of the commands and options it has its own words for.

    A command's own word counts where Telegram can make a command of it (Latin letters: /czar, /sort, /sesli): a
    Russian word cannot be tapped as a command, so Russian replies keep /cast, as Russian players type it.
    """
    slashed = {c: words.slash_names(listed) for c, listed in words.prefixed(locale, words.COMMANDS).items()}
    commands = {
        c
        for c, names in slashed.items()
        if c not in _keys(names) and any(TELEGRAM_COMMAND.fullmatch(name_keys.key(w)) for w in names)
    }
    lists = {**words.prefixed(locale, SPELL_POINT_OPTIONS), **words.prefixed(locale, words.OPTIONS)}
    options = {o for o, listed in lists.items() if o not in _keys(listed)}
    found = [rf"(?<![\w/])/({'|'.join(sorted(commands))})(?![\w@])"] if commands else []
    found += [rf"(?<![\w=])({'|'.join(sorted(options))})="] if options else []
    return re.compile("|".join(found) or "(?!)")


def _keys(listed: list[str]) -> set[str]:
    return {w.lower() for w in listed}


def faults(locale: str, text: str) -> list[str]:
    """Return what a rendered line shows that a native player should not read."""
    found = [f"latin id {m.group(0)!r}" for m in latin(locale).finditer(text)]
    found += [f"internal {m.group(0)!r}" for m in INTERNAL.finditer(text)]
    found += [f"slash form {m.group(0)!r}" for m in SLASH_FORMS.finditer(text)]
    found += [f"English placeholder {m.group(0)!r}" for m in ENGLISH_PLACEHOLDER.finditer(text)]
    found += [f"space before ';' in {text[max(0, m.start() - 8) : m.end()]!r}" for m in SPACED_SEMICOLON.finditer(text)]
    if locale in LATIN_COMMANDS:
        slashed = (m.group(0) for m in SLASHED.finditer(text))
        found += [f"untappable command {c!r}" for c in slashed if not TELEGRAM_COMMAND.fullmatch(c[1:].lower())]
    if locale in WORDS_NOT_BARS:
        found += [f"bar {text[max(0, m.start() - 12) : m.end() + 12]!r}" for m in BAR.finditer(text)]
    if locale == "fr":
        spaced = [m for m in FRENCH_BEFORE.finditer(text) if not _url_or_time(text, m.start())]
        found += [f"no no-break space before {text[max(0, m.start() - 8) : m.end()]!r}" for m in spaced]
        found += [f"no no-break space after {text[m.start() : m.end() + 8]!r}" for m in FRENCH_AFTER.finditer(text)]
    return found


def _url_or_time(text: str, at: int) -> bool:
    """Say whether a colon is a time's (12:00), a URL's (https://) or a dice breakdown's, not a sentence's."""
    return text[at] == ":" and (text[at + 1 : at + 2].isdigit() or text[at + 1 : at + 3] == "//")


def rendered(locale: str) -> Iterator[tuple[str, str]]:
    """Yield each message id with each of its renderings."""
    people = PEOPLE
    for key in sorted(messages(locale)):
        if key.startswith(NOT_REPLIES):
            continue
        for args in samples(locale, key):
            yield key, translator().format(key, locale, args, people)


@pytest.mark.parametrize("locale", NATIVE)
def test_every_message_reads_as_a_native_player_writes(locale: str) -> None:
    found: dict[str, set[str]] = {}
    count = 0
    for key, text in rendered(locale):
        count += 1
        for fault in faults(locale, text):
            found.setdefault(key, set()).add(f"{fault} in {text!r}")
    assert count > 1000
    assert {k: sorted(v) for k, v in sorted(found.items())} == {}


def test_the_checks_catch_what_they_name() -> None:
    assert faults("pl", "Atak: /cast ZAKLĘCIE CEL.") == ["latin id '/cast'"]
    assert faults("pl", "Podaj kategorię: category=zaklęcia.") == ["latin id 'category='"]
    assert faults("pl", "Atak: /atak ZAKLĘCIE CEL, kategoria=zaklęcia.") == []
    assert faults("ru", 'Например reason="зелье".') == ["latin id 'reason='"]
    assert faults("pl", "Odmowa [feniks.hp].") != []
    assert faults("pl", "Harry zrobił(a) unik.") == ["slash form '(a)'"]
    assert faults("cs", "Pošli ji odpočívat: /odpočinek 8h.") == ["untappable command '/odpočinek'"]
    assert faults("cs", "Pošli ji odpočívat: /odpocinek 8h, zbývá 10/23, pohlaví m/ž.") == []
    assert faults("pl", "Obrona: /obrona tarcza|unik|brak.") != []
    assert faults("pl", "Obrona: /obrona tarcza, /obrona unik albo /obrona brak.") == []
    assert faults("fr", "Exemple : /aide.") == ["no no-break space before 'Exemple :'"]
    assert faults("fr", "Exemple\u00a0: /aide, à 12:00.") == []
    assert faults("fr", "« Expelliarmus »") != []
    assert faults("fr", "«\u00a0Expelliarmus\u00a0»") == []
    assert faults("ru", "Синтаксис: /protocol [key=value …]") == ["English placeholder 'key=value'"]
    assert faults("ru", "Запишите поле как ДЛИНАxШИРИНА") == ["English placeholder 'ДЛИНАxШИРИНА'"]
    assert faults("ru", "Поле как ДЛИНА×ШИРИНА, например поле=40x12") == []
    assert faults("ru", "Макрос «атака»: /cycle ; /status.") == ["space before ';' in ': /cycle ;'"]


@pytest.mark.parametrize("locale", NATIVE)
def test_each_command_a_reply_writes_is_one_the_reader_takes(locale: str) -> None:
    """A reply's /czar, /sort, /sesli is a word the reader reads as that command and Telegram makes a command of."""
    listed = words.messages(locale, "commands.ftl")
    shown = {k.removeprefix("written-"): v for k, v in listed.items() if k.startswith("written-")}
    assert shown
    for command, word in shown.items():
        assert TELEGRAM_COMMAND.fullmatch(word.removeprefix("/")), word
        assert words.command_named(word.removeprefix("/")) == command, (command, word)


#: Messages that word a hidden number instead of writing «?» (KNOWN(): «Sortilèges plus élevés», «PV cachés»).
WORDED = frozenset({"duel_club-hit", "duel_club-cast", "duel_club-initiative"})


@pytest.mark.parametrize("locale", NATIVE)
def test_a_hidden_number_reads_as_a_count_of_many(locale: str) -> None:
    """A hidden NPC's number reads «?» to a player, and the words around it agree as they do with five («? punktów
    życia», «? очков здоровья», «? životů»), never with a fraction («? punktu») nor as a count of none («za darmo»)."""
    checked = 0
    for key in sorted(messages(locale)):
        if key.startswith(NOT_REPLIES) or key in WORDED:
            continue
        for variable in sorted(needs(key, messages(locale)).counted):
            args = {**next(samples(locale, key)), variable: 5}
            five = translator().format(key, locale, args, PEOPLE)
            masked = translator().format(key, locale, {**args, variable: MASK}, PEOPLE)
            if five.count("5") == 1:
                checked += 1
                assert masked == five.replace("5", MASK), (key, variable, masked, five)
    assert checked > 100


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("pl", "Goyle dołącza do klubu pojedynków: Zaklęcia ?/100, ? punktów zdrowia."),
        ("ru", "Гойл вступает в дуэльный клуб: Чары ?/100, ? очков здоровья."),
        ("fr", "Goyle rejoint le club de duel\u00a0: Sortilèges ?/100, ? points de vie."),
        ("cs", "Goyle vstupuje do soubojového klubu: Kouzla ?/100, ? životů."),
    ],
)
def test_a_player_reads_a_hidden_npcs_pool_in_words_that_agree(locale: str, said: str) -> None:
    args = {"name": "Goyle", "skill": MASK, "pv": MASK}
    assert (
        translator().format("duel_club-char-created", locale, args, {"Goyle": Person(name="Goyle", gender="m")}) == said
    )


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("pl", "Goyle rzuca Crucio na Harry’ego (? ergów, w zapasie ?)."),
        ("ru", "Гойл накладывает Круцио на Гарри (? эргов, осталось ?)."),
        ("cs", "Goyle sesílá na Harryho kouzlo Crucio (? ergů, zbývá ?)."),
    ],
)
def test_a_hidden_npcs_spell_is_not_read_as_free(locale: str, said: str) -> None:
    args = {"name": "Goyle", "spell": "crucio", "target": "Harry", "n": MASK, "ergs": MASK}
    people = {"Goyle": Person(name="Goyle", gender="m"), **PEOPLE}
    assert translator().format("ergs-cast", locale, args, people) == said


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("pl", "Goyle używa perły mocy (nieznanego poziomu): +? punktów magii, ?/?."),
        ("ru", "Гойл использует жемчужину силы (неизвестного уровня): +? очков заклинаний, ?/?."),
        ("fr", "Goyle utilise une perle de thaumaturgie (niveau inconnu)\u00a0: +? points de sort, ?/?."),
        ("cs", "Goyle používá perlu moci neznámé úrovně: +? bodů kouzel, ?/?."),
    ],
)
def test_a_hidden_npcs_level_is_said_in_words_not_as_a_masked_ordinal(locale: str, said: str) -> None:
    # Left over from review round 2: «perły mocy (?. poziomu)».
    args = {"name": "Goyle", "level": MASK, "gained": MASK, "points": MASK, "max": MASK}
    assert translator().format("sp-pearl", locale, args, {"Goyle": Person(name="Goyle", gender="m")}) == said
    assert "3" in translator().format("sp-pearl", locale, {**args, "level": 3}, {})
