"""Natural phrasing to commands: 'ile mam PZ?', 'je lance Stupéfix sur Drago' → the Command a slash would make.

The words are data: each locale's ``locales/<loc>/intents.ftl`` lists, per intent, the key phrases that
ask for it (``intent-<name>``), the other words it may carry (``intent-<name>-fill``), and shared lists:
fillers, prepositions before a target, words between duel sides, reason markers, pool nouns, numerals and
case endings. A phrase's words must come in order (other words may sit between); ``word*`` matches any
ending; ``@list`` matches any entry of ``intent-list``. A message is a command only when every word in it
is accounted for (a key word, a spell, a character, a number, a filler): banter never triggers an action.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache, lru_cache
from importlib import resources
from importlib.abc import Traversable
from typing import Any

from fluent.syntax import FluentParser, ast

from assistant import names
from assistant.errors import ParseError
from assistant.i18n import LOCALES
from assistant.lexicon import default_lexicon, distance, inflects_word
from assistant.parser import MAX_LINE, parse
from assistant.rulesets import get_ruleset
from models import Command, GameState

_PREFIX = "intent-"
_FILL = "-fill"
#: Dice as people type them: 2d6, k20, 3к6+1, 4d6kh3.
_TOKEN = re.compile(
    r"(?P<dice>(?<!\w)\d*[dkкд]\d+(?:k[hl]\d+)?(?:[+\-]\d+)*(?!\w))|(?P<word>\w+(?:['’]\w+)*)|(?P<mark>[?:])",
    re.IGNORECASE,
)
_DIE_LETTER = re.compile(r"(?:^|(?<=[\d+\-]))[kкд](?=\d)", re.IGNORECASE)
#: An elided article or pronoun before an apostrophe ("j'esquive", "l'initiative") is a word of its own.
_ELISION = 2
#: A name word this long or longer may carry one typo and still be recognized.
_NAME_TYPO_FROM = 5
#: The most words a spell name spans.
_SPELL_WORDS = 5

Phrase = tuple[str, ...]


@dataclass(frozen=True)
class Token:
    """One word, dice expression or question mark of a message, with where it stands."""

    raw: str
    key: str
    kind: str
    start: int
    end: int
    colon: bool = False


@dataclass(frozen=True)
class Vocabulary:
    """One locale's words for commands, read from its intents.ftl."""

    locale: str
    lists: Mapping[str, tuple[Phrase, ...]]
    numbers: Mapping[str, int]
    endings: frozenset[str]

    def phrases(self, name: str) -> tuple[Phrase, ...]:
        """Return the phrases of a list (an intent's key phrases, its fill, or a shared list)."""
        return self.lists.get(name, ())

    def has(self, name: str) -> bool:
        """Say whether the locale defines a list."""
        return name in self.lists


@dataclass(frozen=True)
class Intent:
    """What a kind of message asks for: the commands it maps to and the slots it may fill."""

    name: str
    commands: tuple[str, ...]
    slots: frozenset[str] = frozenset()
    keyless: bool = False


@dataclass(frozen=True)
class NameHit:
    """A character named in a message: where, who, and whether a colon made them the one acting."""

    index: int
    length: int
    key: str
    name: str
    colon: bool


@dataclass
class Found:
    """What one intent read from a message."""

    intent: Intent
    key_length: int = 0
    spell: str | None = None
    spell_at: int = -1
    names: list[NameHit] = field(default_factory=list)
    numbers: list[int] = field(default_factory=list)
    dice: str | None = None
    reason: str | None = None
    targets: set[int] = field(default_factory=set)
    sides: list[int] = field(default_factory=list)


INTENTS: tuple[Intent, ...] = (
    Intent("cast", ("cast",), frozenset({"spell", "names"}), keyless=True),
    Intent("pool", ("pool", "status"), frozenset({"names"})),
    Intent("dodge", ("dodge", "defend"), frozenset({"names"})),
    Intent("defend", ("defend", "cast"), frozenset({"spell", "names"})),
    Intent("recover", ("recover",), frozenset({"names"})),
    Intent("grab", ("grab",), frozenset({"names"})),
    Intent("duel", ("duel",), frozenset({"names"})),
    Intent("init", ("init",), frozenset({"number"})),
    Intent("end", ("end",), frozenset({"number"})),
    Intent("undo", ("undo",)),
    Intent("cycle", ("cycle",)),
    Intent("gain", ("gain",), frozenset({"names", "number", "reason"})),
    Intent("spend", ("spend",), frozenset({"names", "number", "reason"})),
    Intent("rest", ("rest",), frozenset({"names", "number"})),
    Intent("status", ("status",), frozenset({"number"})),
    Intent("help", ("help",)),
    Intent("roll", ("roll",), frozenset({"dice"})),
)

#: Slots an intent cannot go without.
_REQUIRED: dict[str, Callable[[Found], bool]] = {
    "cast": lambda f: f.spell is not None,
    "duel": lambda f: len(f.names) >= 2,
    "gain": lambda f: bool(f.numbers) and len(f.names) <= 1,
    "spend": lambda f: bool(f.numbers) and len(f.names) <= 1,
    "roll": lambda f: f.dice is not None,
    "pool": lambda f: len(f.names) <= 1,
    "dodge": lambda f: len(f.names) <= 1,
    "recover": lambda f: all(h.colon or h.index == 0 for h in f.names),
    "rest": lambda f: len(f.names) <= 1 and len(f.numbers) == 1,
}


# ---------------------------------------------------------------- vocabulary


def _text_of(message: ast.Message) -> str:
    if message.value is None:
        return ""
    return "".join(el.value for el in message.value.elements if isinstance(el, ast.TextElement))


def _terms(word: str) -> list[str]:
    """Return the terms a written word stands for, split as the tokenizer splits ('c'est' → c, est)."""
    if word.startswith("@"):
        return [word]
    star = "*" if word.endswith("*") else ""
    parts = [t.key for t in tokenize(word.removesuffix("*"))]
    return [*parts[:-1], parts[-1] + star] if parts else []


def _phrases(text: str) -> tuple[Phrase, ...]:
    found = (tuple(t for w in part.split() for t in _terms(w)) for part in text.replace("\n", ",").split(","))
    return tuple(p for p in found if p)


def _numbers(text: str) -> dict[str, int]:
    return {names.key(form): value for value, entry in enumerate(text.split(",")) for form in entry.split("|")}


def read_vocabulary(locale: str, root: Traversable | None = None) -> Vocabulary:
    """Read a locale's intents.ftl into a vocabulary (empty when the locale has none)."""
    item = (root or resources.files("locales")).joinpath(locale).joinpath("intents.ftl")
    text = item.read_text(encoding="utf-8") if item.is_file() else ""
    messages = {
        e.id.name.removeprefix(_PREFIX): _text_of(e)
        for e in FluentParser().parse(text).body
        if isinstance(e, ast.Message) and e.id.name.startswith(_PREFIX)
    }
    endings = frozenset({"", *(names.key(e) for e in messages.pop("endings", "").split(",") if e.strip())})
    numbers = _numbers(messages.pop("numbers", ""))
    return Vocabulary(locale, {k: _phrases(v) for k, v in messages.items()}, numbers, endings)


@cache
def vocabulary(locale: str) -> Vocabulary:
    """Return a shipped locale's vocabulary, read once."""
    return read_vocabulary(locale)


# ---------------------------------------------------------------- tokens


def tokenize(text: str) -> list[Token]:
    """Split a message into words, dice and question marks; a colon marks the word before it."""
    tokens: list[Token] = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup or "word"
        if kind == "mark" and match.group() == ":":
            if tokens:
                tokens[-1] = replace(tokens[-1], colon=True)
            continue
        tokens.extend(_split_elision(match.group(), kind, match.start()))
    return tokens


@lru_cache(maxsize=256)
def _tokens(text: str) -> tuple[Token, ...]:
    return tuple(tokenize(text))


def _split_elision(raw: str, kind: str, start: int) -> list[Token]:
    parts = re.split(r"['’]", raw, maxsplit=1)
    if kind == "word" and len(parts) == 2 and len(parts[0]) <= _ELISION:
        head, tail = parts
        return [_token(head, kind, start), _token(tail, kind, start + len(head) + 1)]
    return [_token(raw, kind, start)]


def _token(raw: str, kind: str, start: int) -> Token:
    key = raw if kind == "mark" else names.key(raw).replace("'", "")
    return Token(raw=raw, key=key, kind=kind, start=start, end=start + len(raw))


def dice_text(raw: str) -> str:
    """Return a typed dice expression in d notation: 'k20' → '1d20', '2к6+1' → '2d6+1'."""
    text = _DIE_LETTER.sub("d", raw.lower())
    return "1" + text if text.startswith("d") else text


# ---------------------------------------------------------------- reading one message


@dataclass
class Reading:
    """One message being read against one locale's vocabulary; ``used`` marks the accounted words."""

    text: str
    tokens: list[Token]
    vocab: Vocabulary
    roster: list[tuple[str, str]]
    spells: list[str]
    used: set[int] = field(default_factory=set)

    def free(self, i: int) -> bool:
        """Say whether token i is not yet accounted for."""
        return 0 <= i < len(self.tokens) and i not in self.used

    def term_length(self, term: str, i: int, anywhere: bool = False) -> int:
        """Return how many tokens from i a phrase term covers (0: none); ``anywhere`` looks at used tokens too."""
        if term.startswith("@"):
            return max((self.phrase_length(p, i, anywhere) for p in self.vocab.phrases(term[1:])), default=0)
        usable = self.free(i) or (anywhere and 0 <= i < len(self.tokens))
        return 1 if usable and _word_matches(term, self.tokens[i].key) else 0

    def phrase_length(self, phrase: Phrase, i: int, anywhere: bool = False) -> int:
        """Return how many tokens from i a phrase covers word after word, or 0."""
        n = 0
        for term in phrase:
            k = self.term_length(term, i + n, anywhere)
            if not k:
                return 0
            n += k
        return n

    def find(self, phrase: Phrase, start: int = 0) -> list[int] | None:
        """Find a phrase's terms in order (other words may sit between); return the tokens it covers."""
        if not phrase:
            return []
        for i in range(start, len(self.tokens)):
            k = self.term_length(phrase[0], i)
            rest = self.find(phrase[1:], i + k) if k else None
            if rest is not None:
                return [*range(i, i + k), *rest]
        return None

    def take_list(self, name: str, anywhere: bool = False) -> list[int]:
        """Mark every run of tokens (free ones, or any) that is an entry of a list; return where they start."""
        starts: list[int] = []
        for i in range(len(self.tokens)):
            k = max((self.phrase_length(p, i, anywhere) for p in self.vocab.phrases(name)), default=0)
            if k:
                self.used.update(range(i, i + k))
                starts.append(i)
        return starts


def _word_matches(term: str, key: str) -> bool:
    return key.startswith(term[:-1]) if term.endswith("*") else key == term


# ---------------------------------------------------------------- slots


def _take_key(reading: Reading, intent: Intent) -> int | None:
    for phrase in sorted(reading.vocab.phrases(intent.name), key=len, reverse=True):
        covered = reading.find(phrase)
        if covered is not None:
            reading.used.update(covered)
            return len(covered)
    return 0 if intent.keyless else None


def _spell_words(found: Found) -> int:
    return 0 if found.spell is None else 1


def _take_names(reading: Reading, found: Found, worst: int = 2) -> None:
    i = 0
    while i < len(reading.tokens):
        hit = _name_at(reading, i, worst)
        if hit is None:
            i += 1
            continue
        reading.used.update(range(hit.index, hit.index + hit.length))
        found.names.append(hit)
        found.names.sort(key=lambda h: h.index)
        i += hit.length


def _take_sure_names(reading: Reading, found: Found) -> None:
    _take_names(reading, found, worst=1)


def _name_at(reading: Reading, i: int, worst: int) -> NameHit | None:
    best: list[tuple[int, NameHit]] = []
    for key, name in reading.roster:
        words = key.split()
        span = reading.tokens[i : i + len(words)]
        if len(span) < len(words) or not all(reading.free(i + j) for j in range(len(words))):
            continue
        grade = _name_grade([t.key for t in span], words, reading.vocab.endings)
        if grade is not None and grade <= worst:
            best.append((grade, NameHit(i, len(words), key, name, span[-1].colon)))
    best.sort(key=lambda g: (g[0], -g[1].length))
    if not best or (len(best) > 1 and best[1][0] == best[0][0] and best[1][1].length == best[0][1].length):
        return None
    return best[0][1]


def _name_grade(said: Sequence[str], words: Sequence[str], endings: frozenset[str]) -> int | None:
    grades = [_word_grade(s, w, endings) for s, w in zip(said, words, strict=True)]
    return None if None in grades else max(g for g in grades if g is not None)


def _word_grade(said: str, word: str, endings: frozenset[str]) -> int | None:
    if said == word:
        return 0
    if inflects_word(said, word, endings) or inflects_word(said, _fleeting(word), endings):
        return 1
    if len(word) >= _NAME_TYPO_FROM and distance(said, word, 1) <= 1:
        return 2
    return None


def _fleeting(word: str) -> str:
    """Return a name without its fleeting e: Marek → Mark(a), Pavel → Pavl(a), Павел → Павл(а)."""
    if len(word) >= 4 and word[-2] in "eе" and word[-1] not in "aeiouyаеиоуыэюя":
        return word[:-2] + word[-1]
    return word


def _take_spell(reading: Reading, found: Found) -> None:
    lexicon = default_lexicon()
    best: tuple[int, int, int, str] | None = None
    for i in range(len(reading.tokens)):
        run = _free_words(reading, i)
        for n in range(len(run), 0, -1):
            hit = lexicon.closest(" ".join(t.raw for t in run[:n]), reading.spells)
            if hit and (best is None or (hit[0], -n) < (best[0], -best[2])):
                best = (hit[0], i, n, hit[1])
        if best and best[0] == 0:
            break
    if best is None or (best[0] and not found.key_length):
        return
    _, i, n, spell = best
    reading.used.update(range(i, i + n))
    found.spell, found.spell_at = spell, i


def _free_words(reading: Reading, i: int) -> list[Token]:
    run: list[Token] = []
    while reading.free(i) and reading.tokens[i].kind == "word" and len(run) < _SPELL_WORDS:
        run.append(reading.tokens[i])
        i += 1
    return run


def _take_numbers(reading: Reading, found: Found) -> None:
    for i, token in enumerate(reading.tokens):
        value = _number(token.key, reading.vocab)
        if reading.free(i) and value is not None:
            reading.used.add(i)
            found.numbers.append(value)


def _number(key: str, vocab: Vocabulary) -> int | None:
    return int(key) if key.isdigit() else vocab.numbers.get(key)


def _take_dice(reading: Reading, found: Found) -> None:
    for i, token in enumerate(reading.tokens):
        if reading.free(i) and token.kind == "dice" and found.dice is None:
            reading.used.add(i)
            found.dice = dice_text(token.raw)


def _take_reason(reading: Reading, found: Found) -> None:
    """Take everything after a reason marker ('za', 'pour', 'because') as the reason, unless a name follows it."""
    for i in range(1, len(reading.tokens)):
        k = max((reading.phrase_length(p, i) for p in reading.vocab.phrases("reason")), default=0)
        if k and i + k < len(reading.tokens) and _name_at(reading, i + k, 1) is None:
            found.reason = reading.text[reading.tokens[i + k].start :].strip(" .!?\"'«»„”“")
            reading.used.update(range(i, len(reading.tokens)))
            return


_SLOTS: tuple[tuple[str, Callable[[Reading, Found], None]], ...] = (
    ("reason", _take_reason),
    ("names", _take_sure_names),
    ("spell", _take_spell),
    ("names", _take_names),
    ("dice", _take_dice),
    ("number", _take_numbers),
)


# ---------------------------------------------------------------- roles of the names


def _roles(reading: Reading, found: Found) -> None:
    """Mark which names are targets (after a preposition, or after the spell) and where duel sides split."""
    to_words = set(reading.take_list("to", anywhere=True))
    found.sides = reading.take_list("versus", anywhere=True)
    for hit in found.names:
        after_to = hit.index - 1 in to_words
        after_spell = found.spell is not None and hit.index > found.spell_at
        if after_to or (after_spell and not hit.colon):
            found.targets.add(hit.index)


def _leftovers_are_fill(reading: Reading, found: Found) -> bool:
    """Say whether every word is accounted for; a message with no key phrase may hold no filler at all."""
    if found.key_length:
        for name in (f"{found.intent.name}{_FILL}", "fill", "and"):
            reading.take_list(name)
    return all(i in reading.used or t.kind == "mark" for i, t in enumerate(reading.tokens))


# ---------------------------------------------------------------- building the command


def _subject(found: Found) -> NameHit | None:
    """Return the character acting: named first with a colon, or first of all before the rest of the message."""
    first = found.names[0] if found.names else None
    if first is None or first.index in found.targets:
        return None
    return first if first.colon or first.index == 0 else None


def _cast_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    subject = _subject(found)
    others = [h for h in found.names if h is not subject]
    marked = [h for h in others if h.index in found.targets]
    args = [str(found.spell), *(h.name for h in (marked or others)[:1])]
    return args, ({"as": subject.name} if subject else {})


def _who_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    return [h.name for h in found.names[:1]], {}


def _dodge_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    if "dodge" not in game.commands and "defend" in game.commands:
        return ["dodge"], ({"as": found.names[0].name} if found.names else {})
    return _who_args(found, game)


def _defend_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    subject = _subject(found)
    options = {"as": subject.name} if subject else {}
    if _casts_its_shield(found, game):
        return [str(found.spell)], options
    return ["shield", *([found.spell] if found.spell else [])], options


def _casts_its_shield(found: Found, game: Game) -> bool:
    """Say whether a defence is cast like any spell: the ruleset has no /defend (duel club's Protego)."""
    return found.spell is not None and "defend" not in game.commands and "cast" in game.commands


def _acting_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    subject = _subject(found)
    return [], ({"as": subject.name} if subject else {})


def _duel_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    names_ = [h.name for h in found.names]
    cut = sum(1 for h in found.names if h.index < found.sides[0]) if found.sides else len(names_) // 2
    return [*names_[:cut], "vs", *names_[cut:]], {}


def _numbered_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    return [], ({"duel": str(found.numbers[0])} if found.numbers else {})


def _amount_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    args = [*(h.name for h in found.names[:1]), str(found.numbers[0])]
    return args, ({"reason": found.reason} if found.reason else {})


def _rest_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    return [*(h.name for h in found.names[:1]), *(str(n) for n in found.numbers[:1])], {}


def _plain_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    return [], {}


def _roll_args(found: Found, game: Game) -> tuple[list[str], dict[str, str]]:
    return [str(found.dice)], {}


_BUILDERS: dict[str, Callable[[Found, Game], tuple[list[str], dict[str, str]]]] = {
    "cast": _cast_args,
    "pool": _who_args,
    "dodge": _dodge_args,
    "defend": _defend_args,
    "recover": _acting_args,
    "grab": _acting_args,
    "duel": _duel_args,
    "init": _numbered_args,
    "end": _numbered_args,
    "undo": _plain_args,
    "cycle": _plain_args,
    "gain": _amount_args,
    "spend": _amount_args,
    "rest": _rest_args,
    "status": _numbered_args,
    "help": _plain_args,
    "roll": _roll_args,
}


# ---------------------------------------------------------------- the entry points


@dataclass(frozen=True)
class Game:
    """What reading needs from a game: its roster, its ruleset's commands and spells."""

    roster: list[tuple[str, str]]
    commands: list[str]
    spells: list[str]

    @classmethod
    def of(cls, state: GameState[Any, Any] | None) -> Game:
        """Describe a game's state (None: a game not opened yet)."""
        spells = sorted(default_lexicon().names)
        if state is None:
            return cls([], [], spells)
        roster = [(k, str(c.name)) for k, c in state.characters.items()]
        return cls(roster, get_ruleset(state.ruleset).commands(), spells)


def read(text: str, vocab: Vocabulary, game: Game, intent: Intent) -> Found | None:
    """Read a message as one intent in one locale; None unless every word is accounted for."""
    reading = Reading(text, list(_tokens(text)), vocab, game.roster, game.spells)
    if not reading.tokens or not vocab.has(intent.name):
        return None
    key_length = _take_key(reading, intent)
    if key_length is None:
        return None
    found = Found(intent, key_length)
    for slot, take in _SLOTS:
        if slot in intent.slots:
            take(reading, found)
    _roles(reading, found)
    if not _leftovers_are_fill(reading, found) or not _REQUIRED.get(intent.name, _anything)(found):
        return None
    return found


def _anything(found: Found) -> bool:
    return True


def understand(
    text: str, locale: str, state: GameState[Any, Any] | None, at: datetime | None = None, source: str = ""
) -> Command | None:
    """Return the command natural words ask for, in the game's locale first, then any other; None for chat."""
    return interpret(text, locale, Game.of(state), at, source)


def interpret(text: str, locale: str, game: Game, at: datetime | None = None, source: str = "") -> Command | None:
    """Return the command natural words ask for in a described game, trying the game's locale first."""
    if len(text) > MAX_LINE:
        return None
    for loc in _locales(locale):
        found = _best([f for i in INTENTS if (f := read(text, vocabulary(loc), game, i))])
        if found is not None:
            return _command(found, game, text, at, source)
    return None


def _locales(first: str) -> list[str]:
    return [first, *(loc for loc in LOCALES if loc != first)] if first in LOCALES else list(LOCALES)


def _best(found: list[Found]) -> Found | None:
    if not found:
        return None
    ranked = sorted(found, key=_rank)
    if len(ranked) > 1 and _rank(ranked[1]) == _rank(ranked[0]):
        return None
    return ranked[0]


def _rank(found: Found) -> tuple[int, int]:
    """Rank readings: the longest key phrase first; at a tie, one read from key words beats one needing a spell."""
    return -found.key_length, _spell_words(found)


def _command(found: Found, game: Game, text: str, at: datetime | None, source: str) -> Command:
    name = next((c for c in found.intent.commands if c in game.commands), found.intent.commands[0])
    if found.intent.name == "defend" and not _casts_its_shield(found, game):
        name = "defend"
    args, options = _BUILDERS[found.intent.name](found, game)
    return Command(name=name, args=args, options=options, text=text.strip(), at=at, source=source)


def parse_text(
    text: str,
    locale: str,
    state: GameState[Any, Any] | None,
    bot_username: str | None = None,
    at: datetime | None = None,
    source: str = "",
) -> Command | None:
    """Return the command a message asks for: a slash command, or natural words in any locale; None for chat."""
    stripped = text.strip()
    if stripped.startswith("/"):
        return parse(stripped, bot_username, at, source)
    return understand(stripped, locale, state, at, source)


def require_command(
    text: str, locale: str, state: GameState[Any, Any] | None, at: datetime | None = None, source: str = ""
) -> Command:
    """Return the command a message asks for, or refuse text that is not one (for doors that answer everything)."""
    command = parse_text(text, locale, state, at=at, source=source)
    if command is None:
        raise ParseError("refusal-not-command", rule="syntax")
    return command


def known_words(locale: str) -> Iterable[str]:
    """Yield every word of a locale's command vocabulary (for a voice grammar)."""
    for phrases in vocabulary(locale).lists.values():
        for phrase in phrases:
            yield from (t.removesuffix("*") for t in phrase if not t.startswith("@"))
