"""What a game offers the voice door: its spells, command words and roster, built into the core's grammar.

The grammar itself (assistant/reader/grammar.py) is the core's: what an utterance may say and how the matcher
reads it. This module only chooses, from the game as it stands, what goes into it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from assistant.errors import Refusal
from assistant.reader.grammar import COMMAND_OF, Grammar, Knows, build_grammar
from assistant.reader.voice_lexicon import COMMAND_WORDS, VoiceLexicon
from assistant.rulesets import get_ruleset
from models import GameState


def _ergs_spells(state: GameState[Any, Any] | None) -> list[str]:
    from assistant.rulesets.ergs.tables import base_tables, catalogue
    from models.ergs import ErgsState

    return catalogue(state) if isinstance(state, ErgsState) else list(base_tables().spells)


#: Ruleset id → the spell ids of a game's spellbook; other rulesets offer every spell the lexicon knows.
SPELLBOOKS: dict[str, Callable[[GameState[Any, Any] | None], list[str]]] = {"ergs": _ergs_spells}


def spellbook(state: GameState[Any, Any] | None, ruleset: str, lexicon: VoiceLexicon) -> list[str]:
    """Return the spells a game's players may cast by voice."""
    rules = state.ruleset if state is not None else ruleset
    if rules in SPELLBOOKS:
        return SPELLBOOKS[rules](state)
    return sorted({*lexicon.spells, *lexicon.written} - {"dodge"})


def command_words(state: GameState[Any, Any] | None, ruleset: str) -> list[str]:
    """Return the command words whose commands the game's ruleset has."""
    try:
        offered = set(get_ruleset(state.ruleset if state else ruleset).commands())
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
