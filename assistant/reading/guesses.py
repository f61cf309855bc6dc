"""Did you mean: the closest readings of a line addressed to the bot that could not be played as it was written.

A slash command of no name the game's rules know ('/cats Harry: stupefy Draco') is guessed as the nearest command
names (the rules' own, and every locale's words for them), the rest of the line kept; '/help' of a command it does not
know is guessed as help of the nearest one. Natural words the reader could not place ('rzucm Drętwote na Drakoo teraz')
are guessed as the same line with one word changed to the nearest word the reader knows (a command word, a spell's
word, a character's name) or left out, each read again by the same reader; those it reads are offered, the nearest
first. Nothing far from what was typed is offered, nor the line that was typed.

A guess never does the opposite of what was said, nor changes the game for a question. A question ('jsem unavená?',
a question mark or a question word of ``word-asking``) is offered only commands that read the game (``ASKED``): for
any other reading, the help of that command and the pool of whom it names. A word of ``word-negation`` ('není',
'не') or of ``word-ending`` ('přestávám') is never changed or left out: a line that says one is offered its reading
turned about (``/rest … begin`` → ``/rest … end``, ``/fatigue Tordek`` → ``/restore Tordek``) where the rules have
that, else nothing.

A guess is offered as a ``Choice``: the full command line that is played, and a label in the reader's words (the
command as replies write it, ``written-<id>`` of commands.ftl: a word Telegram makes a command of; the options and
their values in the reader's words).
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
#: How alike a typed command name must be to a command's name to be guessed as it: 1 - distance / the longer length
#: ('chra' → 'char' 0.75, 'spnd' → 'spend' 0.8; 'config' → 'cofnij' 0.67 is not offered).
ALIKE = 0.75
#: A line of more words than this is not guessed at (it is talk, and each word tried costs a reading).
LONGEST = 10
#: A line of more words than this is not guessed at with two of them left out (the pairs grow as its square).
LONGEST_PAIRED = 9
#: What leaving a word out costs, against a typo's distance: a changed word is guessed first.
LEFT_OUT = FARTHEST + 1
#: The shortest word a typo is guessed in (shorter ones are too near to everything).
SHORTEST = 3
#: The commands that only read the game: the ones a question may be offered.
ASKED = frozenset({"pool", "odds", "help", "status"})
#: The value of a command turned about by a line that ends it ('přestávám odpočívat': rest begin → rest end).
ENDED = {"begin": "end", "start": "stop"}
#: The command that undoes a state a line says is over ('Tordek už není unavený': fatigue → restore).
UNDONE_BY = {"fatigue": "restore"}
#: The word lists of words.ftl: question words, and the words that deny or end what follows them.
ASKING, NEGATION, ENDING = "word-asking", "word-negation", "word-ending"
#: The reader's list of a past tense's auxiliaries (intents.ftl): 'a' of 'a tout bloqué'.
AUXILIARY = "intent-aux"
#: The words lists of words.ftl that name options (``extra=``), as against those that name their values.
OPTION_LISTS = ("-option-", "-field-")


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
    lines = _slash(text, ruleset) if text.startswith("/") else _natural(text, state, actor, locale, ruleset)
    return tuple(Choice(label(line, locale), line) for line in lines[:MOST])


def line_of(command: Command) -> str:
    """Return the slash line that plays a command: '/cast Harry: stupefy Draco extra=2'."""
    options = dict(command.options)
    acting = options.pop("as", None)
    head = [f"/{command.name}", *([f"{_quoted(acting)}:"] if acting else [])]
    return " ".join([*head, *map(_quoted, command.args), *(f"{k}={_quoted(v)}" for k, v in options.items())])


def label(line: str, locale: str) -> str:
    """Return a line in the reader's words: its command as replies write it, its spells, options and their values as
    their language names them ('/rest Mia begin' → '/odpocinek Mia začátek', '/cast stupefy Draco' → '/czar Drętwota
    Draco'), where it has words for them."""
    name, *rest = line.split(" ")
    command = name.removeprefix("/")
    if command == "help" and rest:  # help of a command: the command as the help names it ('/pomoc odpocinek')
        return " ".join([words.written(command, locale), words.written(rest[0], locale).removeprefix("/"), *rest[1:]])
    return " ".join([words.written(command, locale), *(_word(w, locale) for w in rest)])


def _word(word: str, locale: str) -> str:
    """Return one word of a line in the reader's words: a spell's name, an option's and a value's word, or itself."""
    spells = _spell_names(locale)
    if word in spells:
        return _quoted(spells[word])
    key, is_option, value = word.partition("=")
    if is_option:
        return f"{_said(key, locale, options=True)}={_said(value, locale, options=False) if value else value}"
    return _said(word, locale, options=False)


def _said(ident: str, locale: str, options: bool) -> str:
    """Return an option's or a value's id as the first one-word entry of its list in a locale, where that word means
    the id in every locale (so the line reads as it did); else the id."""
    for prefix in _lists_of(ident, locale, options):
        said = [w for w in words.word_list(locale, f"{prefix}{ident}") if " " not in w]
        if said and words.meaning(prefix, said[0]) == ident:
            return said[0]
    return ident


def _lists_of(ident: str, locale: str, options: bool) -> list[str]:
    """Return the prefixes of a locale's word lists ``<prefix><ident>`` of options, or of values."""
    found = [p for p, ids in _prefixes(locale).items() if ident in ids]
    return [p for p in found if any(mark in f"-{p}" for mark in OPTION_LISTS) == options]


@cache
def _prefixes(locale: str) -> dict[str, frozenset[str]]:
    """Return the prefixes of a locale's word lists of words.ftl ('word-sp-rest-') and the ids under each."""
    found: dict[str, set[str]] = {}
    for ident in words.messages(locale, "words.ftl"):
        prefix, _, last = ident.rpartition("-")
        if prefix.startswith("word-"):
            found.setdefault(f"{prefix}-", set()).add(last)
    return {prefix: frozenset(ids) for prefix, ids in found.items()}


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


# ---------------------------------------------------------------- a slash command of an unknown name


def _slash(text: str, ruleset: str) -> list[str]:
    """Return the line with its command name changed to the nearest names of the rules, nearest first; for help of
    a command the rules do not know, help of the nearest ones."""
    head, _, rest = text.partition(" ")
    typed = name_keys.key(head.removeprefix("/").split("@")[0])
    known = {*get_ruleset(ruleset).commands(), *ENGINE_COMMANDS}
    named = {word: command for word, command in words.command_names().items() if command in known}
    index = {**named, **{c: c for c in known}}
    if typed in index:  # a command the rules know, refused for what follows its name
        asked = name_keys.key(rest.split(" ")[0].removeprefix("/")) if index[typed] == "help" else ""
        return [f"/help {command}" for command in _nearest(asked, index)] if asked not in index else []
    return [f"/{command} {rest}".rstrip() for command in _nearest(typed, index)]


def _nearest(typed: str, index: dict[str, str]) -> list[str]:
    """Return what the words of an index alike to a typed key stand for (ALIKE), the most alike first, once each."""
    if not typed:
        return []
    scored = sorted((-_alike(typed, word), word) for word in index)
    return list(dict.fromkeys(index[word] for score, word in scored if -score >= ALIKE))


def _alike(typed: str, word: str) -> float:
    """Return how alike two keys are: 1 less their edit distance (a swap counts one) over the longer one's length."""
    longest = max(len(typed), len(word))
    return 1 - name_keys.distance(typed, word, longest) / longest


# ---------------------------------------------------------------- natural words


def _natural(text: str, state: GameState[Any, Any] | None, actor: Actor, locale: str, ruleset: str) -> list[str]:
    """Return the lines offered for natural words: the commands read with a word changed or left out, never one
    doing the opposite of what was said (turned about instead), only ones that read the game for a question."""
    tokens = _words(text)
    asked = _asks(text, tokens, locale)
    if not tokens or len(tokens) > LONGEST or (_told(tokens, locale) and not asked):
        return []
    ending = any(t.key in _listed(locale, ENDING) for t in tokens)
    denial = frozenset(t.key for t in tokens if t.key in _listed(locale, NEGATION) | _listed(locale, ENDING))
    kept = denial | frozenset(t.key for t in tokens if t.key in _listed(locale, words.AND))  # no two names glued
    commands = _commands(text, kept, state, actor, locale)
    if not commands and denial:  # read without its words of denial, then turned about
        bare = " ".join(t.raw for t in tokens if t.key not in denial)
        positive = _commands(bare, kept - denial, state, actor, locale, itself=True)
        commands = [c for found in positive if (c := _turned(found, ending, state, ruleset)) is not None]
    if asked:
        commands = [c for found in commands for c in _for_a_question(found, state, ruleset)]
    return list(dict.fromkeys(map(line_of, commands)))


def _words(text: str) -> list[phrases.Token]:
    return [t for t in phrases.tokenize(text) if t.kind == "word"]


def _commands(
    text: str,
    kept: frozenset[str],
    state: GameState[Any, Any] | None,
    actor: Actor,
    locale: str,
    itself: bool = False,
) -> list[Command]:
    """Return the commands the reader reads in a line with one word changed or left out (two left out where none
    is read), the nearest first; where ``itself``, the line's own reading alone if it has one (else the line's own
    reading, one the rules refused, is never offered back). A word of ``kept`` is never changed nor left out."""
    tokens = _words(text)
    if not tokens:
        return []
    typed = phrases.understand(text, locale, state, actor=actor)
    if itself and typed is not None:
        return [typed]
    pool = _pool(locale, state, actor)
    variants = sorted(_variants(text, tokens, pool, kept), key=lambda v: v[0])
    found = [c for c in _read(variants, state, actor, locale) if typed is None or line_of(c) != line_of(typed)]
    if found or len(tokens) > LONGEST_PAIRED:
        return found
    return _read(_pairs_left_out(text, tokens, kept), state, actor, locale)


def _told(tokens: list[phrases.Token], locale: str) -> bool:
    """Say whether a line tells what happened, as the reader reads a past tense: a command's key word one or two
    words after an auxiliary ('le Protego de Drago a tout bloqué'). It is offered nothing."""
    aux, keys = _listed(locale, AUXILIARY), _key_words(locale)
    return any(t.key in aux and any(u.key in keys for u in tokens[i + 1 : i + 3]) for i, t in enumerate(tokens))


@cache
def _key_words(locale: str) -> frozenset[str]:
    """Return the words of the commands' key phrases of a locale (the lists an intent's fillers go with)."""
    lists = phrases.vocabulary(locale).lists
    terms = (t for name in lists if f"{name}-fill" in lists for phrase in lists[name] for t in phrase)
    return frozenset(name_keys.key(t.removesuffix("*")) for t in terms if not t.startswith("@"))


def _asks(text: str, tokens: list[phrases.Token], locale: str) -> bool:
    """Say whether a line is a question: a question mark in it, or a question word of its language."""
    return "?" in text or any(t.key in _listed(locale, ASKING) for t in tokens)


def _turned(command: Command, ending: bool, state: GameState[Any, Any] | None, ruleset: str) -> Command | None:
    """Return a command turned about, as a line that denies it or ends it means it (None: the rules cannot)."""
    known = get_ruleset(ruleset).commands()
    undoing = UNDONE_BY.get(command.name)
    if undoing in known:
        return Command(name=undoing, args=_named(command, state))
    begun = [i for i, arg in enumerate(command.args) if arg in ENDED]
    if ending and begun:
        args = [ENDED.get(arg, arg) if i == begun[0] else arg for i, arg in enumerate(command.args)]
        return command.model_copy(update={"args": args, "text": ""})
    return None


def _for_a_question(command: Command, state: GameState[Any, Any] | None, ruleset: str) -> list[Command]:
    """Return what a question may be offered for a reading of it: the reading where it only reads the game, else
    the help of its command and the pool of whom it names."""
    if command.name in ASKED:
        return [command]
    pool = [Command(name="pool", args=_named(command, state))] if "pool" in get_ruleset(ruleset).commands() else []
    return [Command(name="help", args=[command.name]), *pool]


def _named(command: Command, state: GameState[Any, Any] | None) -> list[str]:
    """Return the character a command is about: who acts (``as``), else its first argument that is a character's
    name (none: the speaker's own)."""
    names = {c.name for c in state.characters.values()} if state is not None else set()
    acting = command.options.get("as")
    return [acting] if acting else [arg for arg in command.args if arg in names][:1]


@cache
def _listed(locale: str, message: str) -> frozenset[str]:
    """Return the keys of a word list of a locale (its words, case and diacritics aside)."""
    return words.keys(words.word_list(locale, message))


def _read(
    variants: Iterable[tuple[int, str]], state: GameState[Any, Any] | None, actor: Actor, locale: str
) -> list[Command]:
    """Return the first MOST distinct commands the reader reads in the variants of a line, in order."""
    found: dict[str, Command] = {}
    for _, variant in variants:
        command = phrases.understand(variant, locale, state, actor=actor)
        if command is not None:
            found.setdefault(line_of(command), command)
        if len(found) >= MOST:
            break
    return list(found.values())


def _pairs_left_out(text: str, tokens: list[phrases.Token], kept: frozenset[str]) -> Iterator[tuple[int, str]]:
    """Yield the line with two of its words left out (two asides: 'en ce moment précis'), the later ones first."""
    free = [i for i, token in enumerate(tokens) if token.key not in kept]
    for second in reversed(free):
        for first in reversed([i for i in free if i < second]):
            yield 2 * LEFT_OUT, _spliced(_spliced(text, tokens[second], ""), tokens[first], "")


def _variants(
    text: str, tokens: list[phrases.Token], pool: frozenset[str], kept: frozenset[str]
) -> Iterator[tuple[int, str]]:
    """Yield (cost, line) for each word changed to a near word of the pool, and left out (a kept word neither)."""
    for token in tokens:
        if token.key in kept:
            continue
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
