"""Ports: what the core needs from the outside world, as protocols the adapters implement."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import UTC, datetime
from typing import Any, NamedTuple, Protocol

from models import Command, LogEntry, Reply


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

    async def set_timer(self, timer: Timer | None) -> None:
        """Replace the game's timer with the transaction's writes (None: it has none); a hold on the old one ends."""


class Timer(NamedTuple):
    """A game's next boundary as the storage keeps it, a row per game: what every replica's scheduler takes once it
    falls due (assistant.state.timers)."""

    game_id: str
    due: datetime  #: when time decides: the boundary's moment
    duel: str  #: the duel it is in
    command: Command  #: what is sent then, without its time (set as it is sent: the due time, or later if missed)

    @property
    def kind(self) -> str:
        """Return what the timer does, by its command's name (a bout's "bout", a reminder's "remind")."""
        return self.command.name


class Since(NamedTuple):
    """A game's committed head, and its log entries after a seq, read together."""

    head: dict[str, Any] | None
    entries: list[LogEntry]


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

    async def read_head_since(self, game_id: str, after: int, limit: int) -> Since:
        """Return a game's committed head and its log entries with after < seq <= after + limit, oldest first, read
        together: what a process keeping the game parsed checks its copy against, and catches it up by."""

    async def game_ids(self) -> list[str]:
        """Return the ids of every stored game."""

    async def forget_replies(self, before: datetime) -> int:
        """Delete the dedup replies stored before a time; return how many."""

    async def watch_commits(self, changed: Callable[[str], None]) -> Callable[[], Awaitable[None]]:
        """Tell a function the id of each game any process commits on this database from now on, as the database
        tells it (PostgreSQL's LISTEN/NOTIFY); return what stops telling. A storage that cannot tell (SQLite, memory)
        tells nothing: its readers poll."""

    # --- timers: each game's next boundary, a row indexed by time (assistant.state.timers) ---------------------

    async def claim_timers(self, now: datetime, until: datetime, limit: int) -> list[Timer]:
        """Take at most ``limit`` timers due by ``now`` that no one holds (or whose hold has lapsed), the earliest
        first, holding them until ``until``, in one write: a timer is taken by one taker at a time."""

    async def next_due(self) -> datetime | None:
        """Return the first moment a timer may be taken: the earliest due of those free, or the end of a hold."""

    async def release_timers(self, fired: Sequence[Timer]) -> None:
        """Remove fired timers that are still as they were taken (a command since may have set the game another)."""

    async def timers(self, limit: int = 100) -> list[Timer]:
        """Return the stored timers, the earliest due first."""

    async def close(self) -> None:
        """Release connections."""


async def nothing() -> None:
    """Stop nothing: what a storage that cannot tell of commits returns from watch_commits."""


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
