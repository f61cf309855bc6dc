"""Ports: what the core needs from the outside world, as protocols the adapters implement."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Mapping
from contextlib import AbstractAsyncContextManager
from datetime import UTC, datetime
from typing import Any, Protocol

from models import LogEntry, Reply


class Transaction(Protocol):
    """One atomic unit of work on one game, holding the game's lock until it ends."""

    async def dedup_reply(self, dedup_key: str) -> Reply | None:
        """Return the reply stored for a dedup key seen before, else None."""

    async def load(self) -> dict[str, Any] | None:
        """Return the game's state as JSON, or None for a game not yet opened."""

    async def load_head(self) -> dict[str, Any] | None:
        """Return the game's head: its state without the entities (assistant.state.grain), or None."""

    async def save(self, state: dict[str, Any]) -> None:
        """Replace the game's state, its entities included."""

    async def save_changes(self, head: dict[str, Any], rows: Mapping[tuple[str, str], dict[str, Any] | None]) -> None:
        """Replace the game's head and the entities given by place (field, key); None removes one."""

    async def archive(self, duels: Mapping[str, dict[str, Any]]) -> None:
        """Keep ended duels out of the state, by id, where a command that names one still reads it."""

    async def archived(self, duel_id: str) -> dict[str, Any] | None:
        """Return an archived duel, or None."""

    async def append(self, entry: LogEntry) -> None:
        """Append one entry to the game's log."""

    async def remember(self, dedup_key: str, reply: Reply) -> None:
        """Store the reply under its dedup key; a second store of the key must fail."""

    async def recent(self, limit: int) -> list[LogEntry]:
        """Return the newest log entries, newest first."""


class Storage(Protocol):
    """Durable games: transactions for the engine, reads for the doors."""

    def transaction(self, game_id: str) -> AbstractAsyncContextManager[Transaction]:
        """Open a transaction on one game; commit on normal exit, roll back on error."""

    async def read_state(self, game_id: str) -> dict[str, Any] | None:
        """Return a game's committed state as JSON, or None."""

    async def read_head(self, game_id: str) -> dict[str, Any] | None:
        """Return a game's committed head (its state but the entities) as JSON, or None: what says it changed."""

    async def read_log(self, game_id: str, after: int = 0, limit: int = 100) -> list[LogEntry]:
        """Return a game's log entries with seq > after, oldest first."""

    async def game_ids(self) -> list[str]:
        """Return the ids of every stored game."""

    async def forget_replies(self, before: datetime) -> int:
        """Delete the dedup replies stored before a time; return how many."""

    async def close(self) -> None:
        """Release connections."""


class Records(Protocol):
    """A door's own durable records beside the games, in a table it owns (the Telegram door's deliveries): what the
    core does with them is forget them with the replies, whose redeliveries they serve."""

    async def forget(self, before: datetime) -> None:
        """Delete what was recorded before a time."""


class Clock(Protocol):
    """The time the game is played at."""

    def now(self) -> datetime:
        """Return the current time, timezone-aware."""


class SystemClock:
    """The machine's clock, in UTC."""

    def now(self) -> datetime:
        """Return the current UTC time."""
        return datetime.now(UTC)


class Timeline(Clock, Protocol):
    """The clock a waiting task sleeps on: the time now, and a sleep until a moment that a wake-up cuts short."""

    async def sleep_until(self, when: datetime, wake: asyncio.Event) -> None:
        """Return at ``when`` (at once if it has passed), or earlier once ``wake`` is set."""


class WallTimeline:
    """Sleeps in real time, reading the time from a clock (the machine's by default)."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.clock = clock or SystemClock()

    def now(self) -> datetime:
        """Return the clock's time."""
        return self.clock.now()

    async def sleep_until(self, when: datetime, wake: asyncio.Event) -> None:
        """Sleep until a moment or a wake-up, whichever comes first."""
        delay = (when - self.now()).total_seconds()
        if delay > 0:
            try:
                await asyncio.wait_for(wake.wait(), delay)
            except TimeoutError:
                return


async def aiter_log(storage: Storage, game_id: str, page: int = 500) -> AsyncIterator[LogEntry]:
    """Yield a game's whole log, oldest first, a page at a time."""
    after = 0
    while batch := await storage.read_log(game_id, after=after, limit=page):
        for entry in batch:
            yield entry
        after = batch[-1].seq
