"""Scratch SQL storages for tests: a SQLite file under tmp_path, or a PostgreSQL schema dropped on close."""

from __future__ import annotations

import os
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

import asyncpg
import pytest

from adapters.storage import SqlStorage, open_storage
from assistant.state.ports import Clock

#: The SQL kinds the shared `storage` fixture adds to "memory".
SQL_KINDS = ("sqlite", "postgres")

#: Where PostgreSQL runs in CI and on the developer machine; ASSISTANT_TEST_POSTGRES overrides.
PG_CANDIDATES = ("postgresql://root@127.0.0.1:5432/test", "postgresql://postgres@127.0.0.1:5432/test")

_probe: dict[str, str] = {}


async def _reach(dsn: str) -> str | None:
    try:
        conn = await asyncpg.connect(dsn, timeout=3)
    except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
        return f"{dsn}: {exc!r}"
    await conn.close()
    return None


async def _find_postgres() -> dict[str, str]:
    env = os.environ.get("ASSISTANT_TEST_POSTGRES")
    reasons = []
    for dsn in (env,) if env else PG_CANDIDATES:
        failure = await _reach(dsn)
        if failure is None:
            return {"url": dsn}
        reasons.append(failure)
    return {"reason": "PostgreSQL unreachable: " + "; ".join(reasons)}


async def postgres_url() -> str:
    """Return a reachable PostgreSQL URL; skip the test if none (fail it when CI=true)."""
    if not _probe:
        _probe.update(await _find_postgres())
    if "url" in _probe:
        return _probe["url"]
    if os.environ.get("CI") == "true":
        pytest.fail(_probe["reason"] + " (CI=true: PostgreSQL is required)")
    pytest.skip(_probe["reason"])


async def _execute(dsn: str, sql: str) -> None:
    conn = await asyncpg.connect(dsn, timeout=10)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


async def create_schema() -> tuple[str, str]:
    """Create a fresh schema; return the server URL and the schema's name."""
    dsn, name = await postgres_url(), f"scratch_{uuid.uuid4().hex[:16]}"
    await _execute(dsn, f'CREATE SCHEMA "{name}"')
    return dsn, name


async def drop_schema(dsn: str, name: str) -> None:
    """Drop a scratch schema and everything in it."""
    await _execute(dsn, f'DROP SCHEMA IF EXISTS "{name}" CASCADE')


class ScratchStorage(SqlStorage):
    """A SQL storage that removes its database when closed."""

    def __init__(self, inner: SqlStorage, cleanup: Callable[[], Awaitable[None]]) -> None:
        super().__init__(inner.engine, inner.dialect, inner.clock)
        self._cleanup = cleanup

    async def close(self) -> None:
        await super().close()
        await self._cleanup()


async def open_sqlite(tmp_path: Path, name: str = "games.sqlite3", clock: Clock | None = None) -> SqlStorage:
    """Open a SQLite storage in a new file under tmp_path (pytest removes the folder)."""
    return await open_storage(f"sqlite:///{tmp_path / 'db' / name}", clock=clock)


async def open_postgres(clock: Clock | None = None) -> ScratchStorage:
    """Open a PostgreSQL storage in a fresh schema, dropped on close."""
    dsn, schema = await create_schema()

    async def cleanup() -> None:
        await drop_schema(dsn, schema)

    try:
        inner = await open_storage(dsn, schema=schema, clock=clock)
    except BaseException:
        await cleanup()
        raise
    return ScratchStorage(inner, cleanup)


async def open_sql_storage(kind: str, tmp_path: Path, clock: Clock | None = None) -> SqlStorage:
    """Open a fresh, empty SQL storage of a kind (its rows timed by the clock given, else the machine's)."""
    return await open_sqlite(tmp_path, clock=clock) if kind == "sqlite" else await open_postgres(clock)
