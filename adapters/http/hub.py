"""Live change notices: commits in this process wake pages at once, and so do other replicas' where the storage
tells of them (PostgreSQL's NOTIFY, see adapters.http.live.watch_replicas); others are found by polling."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import datetime
from typing import Any

from assistant.state.ports import Storage, Transaction
from models import LogEntry


class Hub:
    """One event per game, set and replaced each time the game commits here."""

    def __init__(self) -> None:
        self._events: dict[str, asyncio.Event] = {}

    def waiter(self, game: str) -> asyncio.Event:
        """Return the event the game's next commit sets; take it before reading, so no commit slips by."""
        return self._events.setdefault(game, asyncio.Event())

    def notify(self, game: str) -> None:
        """Wake everyone waiting on a game."""
        event = self._events.pop(game, None)
        if event is not None:
            event.set()

    @staticmethod
    async def wait(event: asyncio.Event, timeout: float) -> bool:
        """Wait for an event at most timeout seconds; say whether it was set."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(event.wait(), timeout)
        return event.is_set()


class NotifyingStorage:
    """The storage port, telling the hub after each commit; every other call goes straight through."""

    def __init__(self, inner: Storage, hub: Hub) -> None:
        self.inner = inner
        self.hub = hub

    def transaction(self, game_id: str) -> AbstractAsyncContextManager[Transaction]:
        """Open the inner transaction; notify once it has committed."""
        return self._transaction(game_id)

    @asynccontextmanager
    async def _transaction(self, game_id: str) -> AsyncIterator[Transaction]:
        async with self.inner.transaction(game_id) as tx:
            yield tx
        self.hub.notify(game_id)

    async def read_state(self, game_id: str) -> dict[str, Any] | None:
        """Return a game's committed state."""
        return await self.inner.read_state(game_id)

    async def read_log(self, game_id: str, after: int = 0, limit: int = 100) -> list[LogEntry]:
        """Return log entries after a position."""
        return await self.inner.read_log(game_id, after, limit)

    async def game_ids(self) -> list[str]:
        """Return every game's id."""
        return await self.inner.game_ids()

    async def forget_replies(self, before: datetime) -> int:
        """Delete the replies stored before a time."""
        return await self.inner.forget_replies(before)

    async def close(self) -> None:
        """Close the inner storage."""
        await self.inner.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)
