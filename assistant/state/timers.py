"""Each game's timer: its next boundary (a bout's call, a turn's reminder) kept as a row indexed by time.

The engine computes a game's timer from the game as each command leaves it and, where it moved, writes it in the
command's own transaction: the row always says what the stored game says, whichever replica committed it. The
rulesets decide the boundary (``Ruleset.boundary``) and the reminders theirs (``reminders.boundary``); the timer is
the earliest of them. Its command is kept without a time: the scheduler sends it at its due time, or at once with
the time it is sent where the boundary was missed (a bout's single tick then announces every call since).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from assistant.conversation import reminders
from assistant.rulesets import RULESETS, get_ruleset
from assistant.rulesets.base import Ruleset
from assistant.state.ports import Timer
from models import Command, GameState


def next_timer(game_id: str, state: GameState[Any, Any], now: datetime) -> Timer | None:
    """Return a game's timer: the earliest of its ruleset's boundary and its reminders'; None: time decides nothing.

    ``now`` is what the ruleset is asked at; the timer does not depend on it (its command is kept without a time).
    """
    boundary = reminders.earliest(get_ruleset(state.ruleset).boundary(state, now), reminders.boundary(state))
    if boundary is None:
        return None
    return Timer(game_id, boundary.at, boundary.duel, boundary.command.model_copy(update={"at": None}))


def stored_timer(game_id: str, data: dict[str, Any], now: datetime) -> Timer | None:
    """Return the timer of a game stored as JSON (an import, a backfill); None for one whose ruleset is unknown."""
    if data.get("ruleset") not in RULESETS:
        return None
    state: GameState[Any, Any] = get_ruleset(data["ruleset"]).parse_state(data)
    return next_timer(game_id, state, now)


def may_have_timer(head: dict[str, Any]) -> bool:
    """Say whether a stored game's head may give it a timer: a move awaited (reminders), or a ruleset with timers.

    Read before the game is parsed, so a backfill parses only the games that may have one.
    """
    if head.get("waiting"):
        return True
    ruleset_id = str(head.get("ruleset"))
    return ruleset_id in RULESETS and type(get_ruleset(ruleset_id)).boundary is not Ruleset.boundary


def dedup_key(timer: Timer) -> str:
    """Return the dedup key of a timer's command: the same in every process that sends it."""
    return f"timer:{timer.game_id}:{timer.duel}:{timer.due.isoformat()}"


def command_at(timer: Timer, now: datetime, source: str) -> Command:
    """Return the command a timer sends now, from a door: at its due time, or now where that has passed."""
    return timer.command.model_copy(update={"at": max(timer.due, now), "source": source})
