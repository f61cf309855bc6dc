"""What differs between SQLite and PostgreSQL: URLs, connection set-up, the per-game lock, upserts."""

from __future__ import annotations

import hashlib
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import URL, make_url
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from assistant.errors import ConfigError

#: Seconds between two tries to put a new SQLite file in WAL mode while another process does the same.
WAL_RETRY_S = 0.005
#: How long a writer waits for another's lock before the command fails (SQLite busy timeout).
BUSY_TIMEOUT_S = 30.0

#: The async driver for each backend a URL may name.
DRIVERS = {"sqlite": "sqlite+aiosqlite", "postgresql": "postgresql+asyncpg", "postgres": "postgresql+asyncpg"}

#: Execution option naming how SQLite begins a transaction: IMMEDIATE for writers, DEFERRED for readers.
BEGIN_OPTION = "sqlite_begin"

Insert = Callable[[sa.Table], Any]


def lock_key(name: str) -> int:
    """Return a stable signed 64-bit key for a name (PostgreSQL advisory locks take bigint)."""
    return int.from_bytes(hashlib.blake2b(name.encode(), digest_size=8).digest(), "big", signed=True)


def normalize_url(url: str) -> URL:
    """Return the URL with its backend's async driver, refusing backends not supported."""
    parsed = make_url(url)
    backend = parsed.get_backend_name()
    if backend not in DRIVERS:
        raise ConfigError(f"unsupported database {backend!r}: use sqlite:///FILE or postgresql://USER@HOST/DB")
    return parsed.set(drivername=DRIVERS[backend])


@dataclass(frozen=True)
class SqliteDialect:
    """One file in WAL mode; BEGIN IMMEDIATE makes writers queue across processes."""

    name: str = "sqlite"
    insert: Insert = sqlite.insert

    def prepare(self, url: URL, schema: str | None) -> dict[str, Any]:
        """Create the file's folder and return the engine's arguments."""
        if schema:
            raise ConfigError("a schema applies to PostgreSQL only")
        database = url.database or ""
        if not database or database == ":memory:" or database.startswith("file:"):
            raise ConfigError("SQLite storage needs a file path: sqlite:///PATH")
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        return {"connect_args": {"timeout": BUSY_TIMEOUT_S}}

    def install(self, engine: AsyncEngine) -> None:
        """Set the pragmas on each connection and take over BEGIN from the driver."""
        sa.event.listen(engine.sync_engine, "connect", _sqlite_connect)
        sa.event.listen(engine.sync_engine, "begin", _sqlite_begin)

    async def lock(self, conn: AsyncConnection, name: str) -> None:
        """Nothing more: BEGIN IMMEDIATE already holds the database's write lock."""


def _sqlite_connect(dbapi_conn: Any, record: Any) -> None:
    dbapi_conn.isolation_level = None  # the driver emits no BEGIN of its own; _sqlite_begin does
    cursor = dbapi_conn.cursor()
    cursor.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_S * 1000)}")
    _wal(cursor)
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _wal(cursor: Any) -> None:
    """Put the file in WAL mode (kept in the file); two processes opening a new file at once may both try.

    Switching the journal mode needs the file to itself and SQLite does not wait for that with its busy
    handler, so a "database is locked" here is retried until the busy timeout. The cursor is a DB-API one:
    sqlite3's, or SQLAlchemy's adaptation of aiosqlite (whose errors are its own classes).
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while _journal_mode(cursor) != "wal":
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            continue
        except Exception as exc:  # sqlite3.OperationalError, or the aiosqlite adaptation's
            if "locked" not in str(exc):
                raise
        if time.monotonic() > deadline:
            raise sqlite3.OperationalError("database is locked: WAL mode could not be set")
        time.sleep(WAL_RETRY_S)


def _journal_mode(cursor: Any) -> str:
    cursor.execute("PRAGMA journal_mode")
    return str(cursor.fetchone()[0]).lower()


def _sqlite_begin(conn: sa.Connection) -> None:
    conn.exec_driver_sql(f"BEGIN {conn.get_execution_options().get(BEGIN_OPTION, 'IMMEDIATE')}")


@dataclass(frozen=True)
class PostgresDialect:
    """A server shared by replicas; a transaction-scoped advisory lock serializes each game."""

    name: str = "postgresql"
    insert: Insert = postgresql.insert

    def prepare(self, url: URL, schema: str | None) -> dict[str, Any]:
        """Return the engine's arguments, with the schema to work in where one is named."""
        settings = {"application_name": "wizard-assistant", **({"search_path": schema} if schema else {})}
        return {"connect_args": {"server_settings": settings}, "pool_pre_ping": True}

    def install(self, engine: AsyncEngine) -> None:
        """Nothing to install: PostgreSQL begins and isolates on its own."""

    async def lock(self, conn: AsyncConnection, name: str) -> None:
        """Wait for the name's advisory lock; it is released when the transaction ends."""
        await conn.execute(sa.select(sa.func.pg_advisory_xact_lock(lock_key(name))))


Dialect = SqliteDialect | PostgresDialect

DIALECTS: dict[str, Dialect] = {"sqlite": SqliteDialect(), "postgresql": PostgresDialect()}


def dialect_for(url: URL) -> Dialect:
    """Return the behaviour of the URL's backend."""
    return DIALECTS[url.get_backend_name()]
