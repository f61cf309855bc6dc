"""Hidden pools: the numbers of an NPC a GM keeps secret (``/char Goyle hidden=yes``) are masked for the players."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from assistant import grain
from models import ArgValue, Event, GameState, Reply

#: What the players read instead of a hidden character's number.
MASK = "?"
#: Events that say a character was hidden or shown: they carry no pool.
ABOUT_HIDING = frozenset({"char-hidden", "char-shown"})


def hidden_names(state: GameState[Any, Any]) -> frozenset[str]:
    """Return the names and keys of the characters whose pools only GMs see."""
    return frozenset(n for key, c in grain.peek(state.characters) if c.hidden for n in (key, str(c.name)))


def for_players(reply: Reply, state: GameState[Any, Any]) -> Reply:
    """Return a reply as the players read it: each event naming a hidden character shows no numbers, no dice."""
    hidden = hidden_names(state)
    if not hidden:
        return reply
    return reply.model_copy(update={"events": [_masked(event, hidden) for event in reply.events]})


def _masked(event: Event, hidden: frozenset[str]) -> Event:
    if event.key in ABOUT_HIDING or not any(isinstance(v, str) and v in hidden for v in event.args.values()):
        return event
    args: dict[str, ArgValue] = {
        k: MASK if isinstance(v, int | float) and not isinstance(v, bool) else v for k, v in event.args.items()
    }
    return replace(event, args=args, rolls=[])
