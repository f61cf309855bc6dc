"""The grammar of one game: its spells, its roster's names and the locale's command words, as the model hears them.

Vosk decodes only the phrases of the grammar (plus the model's unknown-word token), which makes a small
model fast and hard to fool; a phrase with a word the model does not know is left out (and `voice check`
lists such words). The same entries, as phonetic keys, are what the matcher compares transcripts with.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from adapters.voice import phonetic
from adapters.voice.lexicon import COMMAND_WORDS, VoiceLexicon
from assistant.errors import Refusal
from assistant.rulesets import get_ruleset, view_of
from assistant.view import GameView
from models import GameState

#: Tokens models use for a word outside the grammar, in the order they are tried.
UNKNOWN_TOKENS = ("[unk]", "<UNK>", "<unk>", "<SPOKEN_NOISE>")
#: The command each command word is for.
COMMAND_OF = {"dodge": "dodge", "cycle": "cycle", "halt": "bout", "pool": "pool"}

Knows = Callable[[str], bool]


@dataclass(frozen=True)
class Entry:
    """One thing a player may say: a spell, a command word, a name, or a word before a target."""

    kind: str  #: 'spell', 'command', 'name' or 'to'
    value: str  #: the spell id, command word, roster key, or the word itself
    phrase: str  #: the words, as the model spells them
    key: str  #: the phrase's phonetic key


@dataclass(frozen=True)
class Grammar:
    """Everything one game's players may say, for the recognizer and for the matcher."""

    language: str  #: the model's language
    cores: tuple[Entry, ...]  #: spells and command words: what an utterance must contain
    names: tuple[Entry, ...]  #: the roster's names (and their sound-alikes)
    to_words: tuple[Entry, ...]  #: words allowed between a spell and its target
    unknown: frozenset[str] = field(default_factory=lambda: frozenset({"[unk]"}))  #: the model's unknown tokens

    def phrases(self) -> list[str]:
        """Return the recognizer's grammar: every phrase once, then the unknown tokens."""
        spoken = [e.phrase for e in (*self.cores, *self.names, *self.to_words)]
        return [*dict.fromkeys(spoken), *sorted(self.unknown)]

    def json(self) -> str:
        """Return the grammar as Vosk's SetGrammar takes it."""
        return json.dumps(self.phrases(), ensure_ascii=False)

    def name_of(self, key: str) -> str:
        """Return the roster name a name entry stands for (its first phrase)."""
        return next(e.phrase for e in self.names if e.value == key)


def _entry(kind: str, value: str, phrase: str, language: str) -> Entry:
    return Entry(kind, value, phrase, phonetic.key(phrase, language))


def _usable(phrase: str, knows: Knows | None) -> bool:
    return bool(phrase.split()) and (knows is None or all(knows(w) for w in phrase.split()))


def _entries(kind: str, table: Mapping[str, Sequence[str]], language: str, knows: Knows | None) -> list[Entry]:
    return [_entry(kind, v, p, language) for v, phrases in table.items() for p in phrases if _usable(p, knows)]


def build_grammar(
    lexicon: VoiceLexicon,
    spells: Iterable[str],
    roster: Mapping[str, str],
    commands: Iterable[str] = COMMAND_WORDS,
    aliases: Mapping[str, Sequence[str]] | None = None,
    knows: Knows | None = None,
) -> Grammar:
    """Build a game's grammar: its spells' phrases, its command words, its roster (key → name) and aliases."""
    lang, wanted = lexicon.language, set(commands)
    spell_table = {s: lexicon.spell_phrases(s) for s in spells if lexicon.spell_phrases(s)}
    command_table = {c: p for c, p in lexicon.commands.items() if c in wanted}
    name_table = {k: [n.lower(), *(aliases or {}).get(k, ())] for k, n in roster.items()}
    return Grammar(
        language=lang,
        cores=tuple([*_entries("spell", spell_table, lang, knows), *_entries("command", command_table, lang, knows)]),
        names=tuple(_entries("name", name_table, lang, knows)),
        to_words=tuple(_entry("to", w, w, lang) for w in lexicon.to_words if _usable(w, knows)),
        unknown=unknown_tokens(knows),
    )


def unknown_tokens(knows: Knows | None) -> frozenset[str]:
    """Return the unknown-word tokens a model knows ('[unk]' where there is no model to ask)."""
    if knows is None:
        return frozenset({UNKNOWN_TOKENS[0]})
    return frozenset(t for t in UNKNOWN_TOKENS if knows(t))


def missing_words(lexicon: VoiceLexicon, knows: Knows) -> list[str]:
    """Return the words of a lexicon's phrases that a model does not know, in order."""
    return [w for w in lexicon.words() if not knows(w)]


def unheard_names(roster: Mapping[str, str], knows: Knows) -> list[str]:
    """Return the roster names with a word the model does not know (they need an alias to be heard)."""
    return [n for n in roster.values() if not _usable(n.lower(), knows)]


# ---------------------------------------------------------------- what a game offers


#: The moment the grammar's views are taken at: the spellbook and the commands depend on no time.
_TIMELESS = datetime(2000, 1, 1, tzinfo=UTC)


def _view(state: GameState[Any, Any] | None, ruleset: str) -> GameView:
    """Return what a game shows, or what a new game of its ruleset shows (one not opened yet)."""
    game = state if state is not None else get_ruleset(ruleset).new_state("", "en", 0, _TIMELESS)
    return view_of(game, _TIMELESS, keys=())


def spellbook(state: GameState[Any, Any] | None, ruleset: str, lexicon: VoiceLexicon) -> list[str]:
    """Return the spells a game's players may cast by voice: its view's spellbook (the lexicon's phrases say how)."""
    return list(_view(state, ruleset).spellbook)


def command_words(state: GameState[Any, Any] | None, ruleset: str) -> list[str]:
    """Return the command words whose commands the game's ruleset has."""
    try:
        offered = set(_view(state, ruleset).commands)
    except Refusal:
        return []
    return [w for w in COMMAND_WORDS if COMMAND_OF[w] in offered]


def roster(state: GameState[Any, Any] | None) -> dict[str, str]:
    """Return a game's roster: key → name."""
    return {k: str(c.name) for k, c in state.characters.items()} if state else {}


def game_grammar(
    state: GameState[Any, Any] | None,
    ruleset: str,
    lexicon: VoiceLexicon,
    aliases: Mapping[str, Sequence[str]] | None = None,
    knows: Knows | None = None,
) -> Grammar:
    """Build the grammar of a game as it stands (a game not opened yet: its ruleset's spells, no names)."""
    return build_grammar(
        lexicon, spellbook(state, ruleset, lexicon), roster(state), command_words(state, ruleset), aliases, knows
    )
