"""What a game offers the voice door: its spells, command words and roster, built into the core's grammar.

The grammar itself (assistant/reader/grammar.py) is the core's: what an utterance may say and how the matcher
reads it. This module only chooses, from the game as it stands, what goes into it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from assistant.errors import Refusal
from assistant.reading.intents import SAID
from assistant.reading.roster_names import written_names
from assistant.reading.speech_grammar import Grammar, Knows, build_grammar
from assistant.reading.voice_lexicon import VoiceLexicon
from assistant.rulesets import get_ruleset, view_of
from assistant.rulesets.game_view import GameView
from models import GameState

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
    """Return the command words (the intents said) whose commands the game's ruleset has."""
    try:
        offered = set(_view(state, ruleset).commands)
    except Refusal:
        return []
    return [i.name for i in SAID if i.command in offered]


def roster(state: GameState[Any, Any] | None) -> dict[str, str]:
    """Return a game's roster: key → name."""
    return {k: str(c.name) for k, c in state.characters.items()} if state else {}


def known_spells(state: GameState[Any, Any] | None) -> dict[str, frozenset[str]]:
    """Return the spells each wizard of a game's roster may cast, by roster key."""
    if state is None:
        return {}
    rules = get_ruleset(state.ruleset)
    return {key: frozenset(rules.known_spells(state, key)) for key in state.characters}


def game_grammar(
    state: GameState[Any, Any] | None,
    ruleset: str,
    lexicon: VoiceLexicon,
    aliases: Mapping[str, Sequence[str]] | None = None,
    knows: Knows | None = None,
    hands_free: bool = False,
) -> Grammar:
    """Build the grammar of a game as it stands (a game not opened yet: its ruleset's spells, no names).

    A name the model's language writes in another script is heard as that language writes it, in every case
    (Harry as «гарри» by a Russian model), besides the sound-alikes the session gives."""
    spells, commands = spellbook(state, ruleset, lexicon), command_words(state, ruleset)
    heard = heard_names(state, lexicon.language, aliases)
    return build_grammar(lexicon, spells, roster(state), commands, heard, knows, hands_free, macros(state))


def macros(state: GameState[Any, Any] | None) -> dict[str, str]:
    """Return a game's macros: key → name (the words a player says to play one)."""
    return {key: kept.name for key, kept in state.macros.items()} if state else {}


def heard_names(
    state: GameState[Any, Any] | None, language: str, aliases: Mapping[str, Sequence[str]] | None = None
) -> dict[str, tuple[str, ...]]:
    """Return, by roster key, what else a model hears for a name: the session's sound-alikes, then the name as the
    model's language writes it (where it writes it otherwise)."""
    written = written_names(state, language)
    given = dict(aliases or {})
    return {k: (*given.get(k, ()), *written.get(k, ())) for k in {*given, *written}}
