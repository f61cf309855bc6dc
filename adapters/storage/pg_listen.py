"""Commits of every replica, as PostgreSQL tells them: each command transaction that writes sends its game's id on
a channel of its schema (NOTIFY, delivered at COMMIT, never for a rollback), and a process that watches LISTENs on
one connection of its own, kept open: lost, it is opened again after a pause that grows, and the readers poll
meanwhile, as they always may."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg
import structlog

log = structlog.get_logger(__name__)

#: Seconds before the first try to open a lost listening connection again, and the longest pause between tries.
RETRY_S = 0.5
RETRY_MAX_S = 30.0
#: The statement a command transaction ends its writes with: the game's id on the schema's channel.
NOTIFY = "SELECT pg_notify($1, $2)"

#: Told the id of a game some process committed.
Changed = Callable[[str], None]


def channel_of(search_path: str) -> str:
    """Return the channel of a schema's commits: replicas on one schema share it, tests on scratch schemas do not
    wake each other (a channel is a name of at most 63 bytes)."""
    return "games_" + hashlib.blake2b(search_path.encode(), digest_size=12).hexdigest()


class Listener:
    """One LISTEN connection, opened again whenever it is lost, telling a function of each game committed."""

    def __init__(
        self, dsn: str, settings: dict[str, str], channel: str, changed: Changed, retry_s: float = RETRY_S
    ) -> None:
        self._dsn, self._settings, self._channel = dsn, settings, channel
        self._changed = changed
        self._retry_s = retry_s
        self._lost = asyncio.Event()
        self._conn: asyncpg.Connection | None = None
        self._task: asyncio.Task[None] | None = None

    @property
    def pid(self) -> int | None:
        """Return the server process of the listening connection, while one is open."""
        return self._conn.get_server_pid() if self._conn is not None else None

    async def start(self) -> Callable[[], Awaitable[None]]:
        """Listen now where the server answers (else keep trying in the background); return what stops it."""
        try:
            await self._open()
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            log.warning("storage.listen_failed", error=repr(exc))
            self._lost.set()
        self._task = asyncio.create_task(self._keep(), name="pg-listen")
        return self.stop

    async def stop(self) -> None:
        """Stop listening and close the connection."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        await self._close()

    async def _open(self) -> None:
        conn = await asyncpg.connect(self._dsn, server_settings=self._settings)
        conn.add_termination_listener(self._terminated)
        try:
            await conn.add_listener(self._channel, self._heard)
        except BaseException:
            await conn.close()
            raise
        self._conn = conn
        self._lost.clear()

    async def _keep(self) -> None:
        """Open the connection again each time it is lost, pausing longer after each failed try."""
        pause = self._retry_s
        while True:
            await self._lost.wait()
            await self._close()
            await asyncio.sleep(pause)
            try:
                await self._open()
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                log.warning("storage.listen_failed", error=repr(exc), retry_s=pause)
                pause = min(pause * 2, RETRY_MAX_S)
                continue
            log.info("storage.listening_again")
            pause = self._retry_s

    async def _close(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            with contextlib.suppress(OSError, asyncpg.PostgresError, asyncpg.InterfaceError):
                await conn.close(timeout=1)

    def _heard(self, conn: Any, pid: int, channel: str, payload: str) -> None:
        self._changed(payload)

    def _terminated(self, conn: Any) -> None:
        if conn is self._conn:
            self._lost.set()
