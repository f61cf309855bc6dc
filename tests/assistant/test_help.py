"""/help: a line with an example for each command of the rules, in every locale; /help COMMAND explains one.

Each line starts with the command as the reader writes it (/czar, /sort, /sesli; the id where the locale has no word
Telegram can make a command of) and gives an example the reader may type."""

from __future__ import annotations

import pytest

from assistant.language import words
from assistant.language.replies import reply_lines
from assistant.language.translator import LOCALES, Translator
from assistant.reading.slash import parse
from assistant.reading.spells import default_lexicon
from assistant.rulesets import RULESET_IDS, get_ruleset
from assistant.rulesets.base import ENGINE_COMMANDS
from tests.assistant.rulesets.kit import GM, open_app
from tests.fakes import FakeClock

#: What follows "Example" before the example: French sets a no-break space before its colon.
COLON = {locale: "\u00a0: " if locale == "fr" else ": " for locale in LOCALES}


def named(word: str) -> str:
    """Return the command a word names, as the reader reads it: its id, or a locale's word for it (/czar, /sort)."""
    return words.command_named(word.lstrip("/")) or word.lstrip("/")


@pytest.fixture(scope="module")
def translator() -> Translator:
    return Translator()


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_each_command_has_a_line_with_an_example_of_it(translator: Translator, ruleset: str, locale: str) -> None:
    word = translator.format("help-example", locale)
    for name in [*get_ruleset(ruleset).commands(), *ENGINE_COMMANDS]:
        for key in (f"help-{name}", f"usage-{name}"):
            assert translator.has(key, locale), f"{key} missing in {locale}"
        line = translator.format(f"help-{name}", locale, {"ruleset": ruleset})
        description = translator.format(f"cmd-{name}", locale, {"ruleset": ruleset})
        shown, rest = line.split(" — ", 1)
        assert named(shown) == name and rest.startswith(f"{description}. {word}{COLON[locale]}"), line
        example = line.split(f"{word}{COLON[locale]}", 1)[1]
        assert named(parse(example).name) == name, f"{ruleset}/{locale}: {example!r} is no /{name}"
        usage = translator.format(f"usage-{name}", locale, {"ruleset": ruleset})
        assert shown in usage and "{" not in usage


#: A sheet each ruleset accepts, for the characters an example names.
SHEETS = {
    "feniks": "age=15",
    "duel_club": "sortileges=60",
    "ergs": "age=15",
    "spell_points": "level=3 ability=14 pearls=2",
}
#: What may stop a help example in a game just opened: only what the game lacks yet, never the example itself.
NOT_YET = frozenset(
    {"refusal-no-character", "refusal-who", "refusal-no-running-duel", "refusal-no-duel", "refusal-remind-none"}
    | {"refusal-not-in-duel", "ergs-refusal-full", "sp-refusal-full", "ergs-refusal-not-drained"}  # a fresh sheet
    | {"ergs-refusal-teach-group"}  # a new wizard is a student, who teaches nobody
    | {"refusal-claim-where"}  # a claim link is the Telegram bot's to make
    | {"refusal-topic-none"}  # /topic is said in a forum topic, which a game played by the engine alone has none of
)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("ruleset", RULESET_IDS)
async def test_each_example_plays_in_its_rules(translator: Translator, ruleset: str, locale: str) -> None:
    """Played by a GM in a new game of its rules, an example is applied, or refused only for what that game lacks
    (a character, a duel): no example names a command, a spell or a word its rules do not know."""
    app = await open_app(ruleset, locale, FakeClock())
    word, colon = translator.format("help-example", locale), COLON[locale]
    lexicon = default_lexicon()
    for name in get_ruleset(ruleset).commands():
        example = translator.format(f"help-{name}", locale, {"ruleset": ruleset}).split(f"{word}{colon}", 1)[1]
        game = f"{ruleset}-{name}"
        for who in {w for w in example.split() if w[:1].isupper() and not lexicon.named_exactly(w)}:
            assert (await app.engine.handle(parse(f"/char {who} {SHEETS[ruleset]}"), GM, game)).ok  # the cast
        typed = parse(example)
        reply = await app.engine.handle(typed.model_copy(update={"name": named(typed.name)}), GM, game)
        assert reply.ok or (reply.refusal is not None and reply.refusal.key in NOT_YET), (example, reply.refusal)


@pytest.mark.parametrize(
    ("ruleset", "locale", "said"),
    [
        ("feniks", "en", ["/odds is missing the question: hit, dodge, or the caster's name.", "Usage: /odds"]),
        ("feniks", "cs", ["Příkazu /sance chybí otázka: zásah, úhyb nebo jméno sesilatele.", "Zápis: /sance"]),
        ("feniks", "ru", ["В команде /odds не хватает вопроса: попадание, уклонение или имя колдующего.", "Синтаксис"]),
        ("spell_points", "cs", ["Příkazu /sance chybí kouzlo.", "Zápis: /sance"]),  # its spell read as /cast reads it
    ],
)
async def test_a_command_short_of_words_is_answered_with_its_usage(ruleset: str, locale: str, said: list[str]) -> None:
    """Not the code's own placeholder ('A B …', 'key=value'): the command's usage line, in the reader's language."""
    app = await open_app(ruleset, locale, FakeClock())
    reply = await app.engine.handle(parse("/odds"), GM, "g")
    assert reply.refusal is not None and reply.refusal.key == "refusal-missing-arg"
    lines = reply_lines(reply, app.translator)
    assert len(lines) == 2 and lines[0] == said[0] and lines[1].startswith(said[1])


async def test_a_wand_larp_wizard_without_an_age_is_told_how_to_give_one() -> None:
    app = await open_app("ergs", "pl", FakeClock())
    reply = await app.engine.handle(parse("/char Harry"), GM, "g")
    assert reply_lines(reply, app.translator) == [
        "Aby utworzyć postać o imieniu Harry, podaj wiek: /postac Harry wiek=15 (zasada: zapas ergów)."
    ]
