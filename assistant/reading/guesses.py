"""Did you mean: the closest readings of a line addressed to the bot that could not be played as it was written.

A slash command of no name the game's rules know ('/cats Harry: stupefy Draco') is guessed as the nearest command
names by edit distance (the rules' own, and every locale's words for them), the rest of the line kept. Natural words
the reader could not place ('rzucm Drętwote na Drakoo teraz') are guessed as the same line with one word changed to
the nearest word the reader knows (a command word, a spell's word, a character's name) or left out, each read again
by the same reader; those it reads are offered, the nearest first. A guess is offered as a ``Choice``: the full
command line that is played, and a label in the reader's words (the command named in their language).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from assistant.language import words
from assistant.reading import name_keys, phrases, slash
from assistant.reading.scene import scene_of
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import ENGINE_COMMANDS
from models import Actor, Command, GameState

#: The most choices offered.
MOST = 3
#: The farthest a typed word may be from a word it is guessed as (edit distance).
FARTHEST = 2
#: A line of more words than this is not guessed at (it is talk, and each word tried costs a reading).
LONGEST = 10
#: A line of more words than this is not guessed at with two of them left out (the pairs grow as its square).
LONGEST_PAIRED = 9
#: What leaving a word out costs, against a typo's distance: a changed word is guessed first.
LEFT_OUT = FARTHEST + 1
#: The shortest word a typo is guessed in (shorter ones are too near to everything).
SHORTEST = 3
#: The language the slash commands are named in: its labels keep their names.
COMMANDS_NAMED_IN = "en"


@dataclass(frozen=True)
class Choice:
    """One reading offered for a line not understood: the line played when chosen, and how its reader reads it."""

    label: str  #: the line in the reader's words (the command named in their language): itself a line the reader plays
    line: str  #: the command line played when chosen


def guesses(
    text: str, state: GameState[Any, Any] | None, actor: Actor, locale: str, ruleset: str
) -> tuple[Choice, ...]:
    """Return up to MOST choices for a line addressed to the bot that was not played: the nearest first."""
    text = text.strip()
    if not text or len(text) > slash.MAX_LINE:
        return ()
    lines = _slash(text, ruleset) if text.startswith("/") else _natural(text, state, actor, locale)
    return tuple(Choice(label(line, locale), line) for line in lines[:MOST])


def line_of(command: Command) -> str:
    """Return the slash line that plays a command: '/cast Harry: stupefy Draco extra=2'."""
    options = dict(command.options)
    acting = options.pop("as", None)
    head = [f"/{command.name}", *([f"{_quoted(acting)}:"] if acting else [])]
    return " ".join([*head, *map(_quoted, command.args), *(f"{k}={_quoted(v)}" for k, v in options.items())])


def label(line: str, locale: str) -> str:
    """Return a line in the reader's words: its command and spells named as their language names them ('/cast stupefy
    Draco' → '/rzuć Drętwota Draco'), where it does; a line the reader plays as the line itself."""
    name, *rest = line.split(" ")
    named = _local_names(locale).get(name.removeprefix("/")) if locale != COMMANDS_NAMED_IN else None
    spells = _spell_names(locale)
    return " ".join([f"/{named}" if named else name, *(_quoted(spells[w]) if w in spells else w for w in rest)])


def _quoted(word: str) -> str:
    """Return a word as a slash line reads it back as one: in quotes where it holds a space or a quote."""
    if word and not any(c.isspace() or c in "\"'" for c in word):
        return word
    return '"' + word.replace('"', "'") + '"'


@cache
def _spell_names(locale: str) -> dict[str, str]:
    """Return spell id → the name a language gives it."""
    named = words.messages(locale, "spells.ftl").items()
    return {k.removeprefix("spell-"): v for k, v in named if k.startswith("spell-") and not k.endswith("-aliases")}


@cache
def _local_names(locale: str) -> dict[str, str]:
    """Return command → the name a language gives it after a slash: the word its replies write (``written-<id>``, one
    Telegram can tap: /utrat, not /utrať) where it has one of its own, else its list's first name (/потратить)."""
    named: dict[str, str] = {}
    written = words.messages(locale, "commands.ftl")
    for command, entries in words.prefixed(locale, words.COMMANDS).items():
        own = written.get(f"written-{command}", "").removeprefix("/")
        if own and own != command:
            named[command] = own
            continue
        fit = [n for n in words.slash_names(entries) if " " not in n and words.command_named(n) == command]
        if fit:  # the list's first name, written with its diacritics where the list has them ('rzuc', 'rzuć')
            same = [n for n in fit if name_keys.key(n) == name_keys.key(fit[0])]
            named[command] = max(same, key=lambda n: n != name_keys.key(n))
    return named


# ---------------------------------------------------------------- a slash command of an unknown name


def _slash(text: str, ruleset: str) -> list[str]:
    """Return the line with its command name changed to the nearest names of the rules, nearest first."""
    head, _, rest = text.partition(" ")
    typed = name_keys.key(head.removeprefix("/").split("@")[0])
    known = {*get_ruleset(ruleset).commands(), *ENGINE_COMMANDS}
    if not typed or typed in known:
        return []
    named = {word: command for word, command in words.command_names().items() if command in known}
    near = _nearest(typed, {**named, **{c: c for c in known}})
    return [f"/{command} {rest}".rstrip() for command in near]


def _nearest(typed: str, index: dict[str, str]) -> list[str]:
    """Return what the words of an index nearest a typed key stand for (within FARTHEST), nearest first, once each."""
    limit = min(FARTHEST, max(1, len(typed) // 3))
    scored = sorted((name_keys.distance(typed, word, limit), word) for word in index)
    return list(dict.fromkeys(index[word] for cost, word in scored if cost <= limit))


# ---------------------------------------------------------------- natural words


def _natural(text: str, state: GameState[Any, Any] | None, actor: Actor, locale: str) -> list[str]:
    """Return the lines of the commands the reader reads in the line with one word changed or left out."""
    tokens = [t for t in phrases.tokenize(text) if t.kind == "word"]
    if not tokens or len(tokens) > LONGEST:
        return []
    pool = _pool(locale, state, actor)
    found = _read(sorted(_variants(text, tokens, pool), key=lambda v: v[0]), state, actor, locale)
    if found or len(tokens) > LONGEST_PAIRED:
        return found
    return _read(_pairs_left_out(text, tokens), state, actor, locale)


def _read(
    variants: Iterable[tuple[int, str]], state: GameState[Any, Any] | None, actor: Actor, locale: str
) -> list[str]:
    """Return the lines of the first MOST distinct commands the reader reads in the variants of a line, in order."""
    found: dict[str, None] = {}
    for _, variant in variants:
        command = phrases.understand(variant, locale, state, actor=actor)
        if command is not None:
            found.setdefault(line_of(command))
        if len(found) >= MOST:
            break
    return list(found)


def _pairs_left_out(text: str, tokens: list[phrases.Token]) -> Iterator[tuple[int, str]]:
    """Yield the line with two of its words left out (two asides: 'en ce moment précis'), the later ones first."""
    for second in reversed(range(len(tokens))):
        for first in reversed(range(second)):
            yield 2 * LEFT_OUT, _spliced(_spliced(text, tokens[second], ""), tokens[first], "")


def _variants(text: str, tokens: list[phrases.Token], pool: frozenset[str]) -> Iterator[tuple[int, str]]:
    """Yield (cost, line) for each word changed to a near word of the pool, and left out."""
    for token in tokens:
        if len(token.key) >= SHORTEST and token.key not in pool:  # a word the reader knows is no typo
            for cost, word in _near_words(token.key, pool):
                yield cost, _spliced(text, token, word)
        if len(tokens) > 1:
            yield LEFT_OUT, _spliced(text, token, "")


def _near_words(typed: str, pool: Iterable[str]) -> list[tuple[int, str]]:
    """Return the words of a pool within a typo or two of a typed key, beginning as it does (as the reader forgives
    typos), nearest first."""
    limit = min(FARTHEST, name_keys.typos_allowed(len(typed)) or 1)
    near = (w for w in pool if abs(len(w) - len(typed)) <= limit and name_keys.same_start(typed, w))
    scored = ((name_keys.distance(typed, word, limit), word) for word in near)
    return sorted((cost, word) for cost, word in scored if cost <= limit)[:MOST]


def _spliced(text: str, token: phrases.Token, word: str) -> str:
    return " ".join(f"{text[: token.start]}{word}{text[token.end :]}".split())


def _pool(locale: str, state: GameState[Any, Any] | None, actor: Actor) -> frozenset[str]:
    """Return the words a typed word may be guessed as: the language's command words, the game's spells' words and
    its characters' names."""
    scene = scene_of(state, actor, locale)
    names = (word for person in scene.people for word in person.key.split())
    return _command_words(locale) | scene.spell_words | frozenset(names)


@cache
def _command_words(locale: str) -> frozenset[str]:
    return frozenset(name_keys.key(w) for w in phrases.known_words(locale) if w and " " not in w)
