"""Turn reminders: the player whose move it is gets a reminder once the time a GM set is up (``/defaults
remind=10m``). When each awaited move began is kept in the game's state (stamped as each command commits), so the
scheduler derives the next reminder from durable state and a restart loses none."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from assistant.errors import ParseError
from assistant.language.words import NO, meaning, means
from assistant.rulesets.base import GAME_SETTINGS, Ruleset
from assistant.rulesets.game_view import Boundary
from models import Command, GameState, TurnWait

#: The game setting that holds the reminder's delay.
SETTING = "remind"
#: The shortest and longest delays a GM may set.
SHORTEST, LONGEST = timedelta(minutes=1), timedelta(days=7)
#: The words of each unit of a delay in every locale (``word-delay-m = m, min, minuta, minuty, minut``).
UNIT_WORDS = "word-delay-"
_DELAY = re.compile(r"^(\d{1,5})\s*(\D*)$")
#: Hours and minutes written together, as French and others write them (``1h30``, ``1 h 30 min``).
_HOURS_MINUTES = re.compile(r"^(\d{1,3})\s*h\s*(\d{1,2})\s*(?:m|min)?$")
#: Seconds in each unit a delay is kept in ("min": as a game kept minutes before the units had words).
_UNITS = {"s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400}


def delay_text(value: str) -> str:
    """Return a delay as the setting keeps it ("10m", "2h"); "" turns reminders off (off, or no in any language: nie,
    нет); refuse anything else."""
    text = value.strip().lower()
    if text in ("", "0", "off") or means(NO, text):
        return ""
    if (mixed := _HOURS_MINUTES.match(text)) is not None:  # 1h30: kept in minutes
        text = f"{int(mixed.group(1)) * 60 + int(mixed.group(2))}m"
    found = _DELAY.match(text)
    unit = (meaning(UNIT_WORDS, found.group(2).strip(" .")) if found.group(2) else "m") if found else None
    delay = timedelta(seconds=int(found.group(1)) * _UNITS[unit]) if found and unit in _UNITS else None
    if found is None or delay is None:
        raise ParseError("refusal-remind-delay", rule="turns.remind", value=value)
    if not SHORTEST <= delay <= LONGEST:  # a delay, but too short or too long
        too = "long" if delay > LONGEST else "short"
        raise ParseError("refusal-remind-range", rule="turns.remind", value=value, too=too)
    return f"{int(found.group(1))}{unit}"


def delay_said(text: str) -> tuple[int, str] | None:
    """Return a kept delay as a reply says it, in the unit it was typed in: (2, "m") for "2m" (two minutes), not
    120 seconds; None while reminders are off."""
    found = _DELAY.match(text)
    if found is None or found.group(2) not in _UNITS:
        return None
    return int(found.group(1)), "m" if found.group(2) == "min" else found.group(2)


def delay(state: GameState[Any, Any]) -> timedelta | None:
    """Return how long a move may wait before its player is reminded; None: reminders are off."""
    said = delay_said(state.defaults.get(GAME_SETTINGS, {}).get(SETTING, ""))
    return timedelta(seconds=said[0] * _UNITS[said[1]]) if said else None


def stamp(state: GameState[Any, Any], ruleset: Ruleset[Any], now: datetime) -> None:
    """Record when each duel's awaited move began (a move still awaited keeps its time); nothing while reminders
    are off."""
    if delay(state) is None:
        if state.waiting:
            state.waiting = {}
        return
    movers: dict[str, str] = {}
    for turn in ruleset.turns(state):
        movers.setdefault(turn.duel, turn.character)
    kept = {
        duel: old if (old := state.waiting.get(duel)) and old.character == who else TurnWait(character=who, since=now)
        for duel, who in movers.items()
    }
    if kept != state.waiting:
        state.waiting = kept


def boundary(state: GameState[Any, Any]) -> Boundary | None:
    """Return the next reminder due in a game: the oldest move not reminded yet, once the delay is up."""
    after = delay(state)
    due = [(wait.since + after, duel) for duel, wait in state.waiting.items() if not wait.reminded] if after else []
    if not due:
        return None
    at, duel = min(due)
    return Boundary(at=at, duel=duel, command=Command(name="remind", args=[duel], text=f"/remind {duel}", at=at))


def earliest(*boundaries: Boundary | None) -> Boundary | None:
    """Return the earliest of some boundaries; None when there is none."""
    known = [b for b in boundaries if b is not None]
    return min(known, key=lambda b: b.at) if known else None
