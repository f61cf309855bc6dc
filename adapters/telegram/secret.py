"""Who reads in private what a group may not (``assistant.hidden`` decides what that is): a secret roll's roller
and the GMs, a hidden pool's GMs; the deep link that lets the bot write to them first."""

from __future__ import annotations

from typing import Any

from adapters.telegram.identity import user_of
from models import Actor, GameState

#: What a deep link to the bot's private chat starts it with.
START = "secret"


def gms(state: GameState[Any, Any] | None, admins: frozenset[int], bot_id: int) -> list[int]:
    """Return the GMs of a chat who are people: granted, or its admins not revoked."""
    granted = state.gms if state is not None else []
    revoked = set(state.revoked) if state is not None else set()
    found = [u for u in (user_of(g) for g in granted) if u is not None and u > 0]
    found += [a for a in sorted(admins) if f"tg:{a}" not in revoked]
    return [u for u in dict.fromkeys(found) if u != bot_id]


def readers(state: GameState[Any, Any] | None, roller: Actor, admins: frozenset[int], bot_id: int) -> list[int]:
    """Return the users who read a secret roll: the roller, then the GMs."""
    roller_id = user_of(roller.id)
    first = [roller_id] if roller_id is not None and roller_id > 0 else []
    return list(dict.fromkeys([*first, *gms(state, admins, bot_id)]))


def link(username: str | None) -> str:
    """Return the deep link that opens the bot's private chat, ready to receive secret rolls."""
    return f"https://t.me/{username}?start={START}"
