"""SQLite command transactions in two thread hops: the reads with BEGIN IMMEDIATE, then every write with COMMIT.

A game's state is read in one hop too, on a second connection (WAL: readers never wait for the writer).

Through SQLAlchemy and aiosqlite one command took some twenty thread hops (a cursor, an execute, a fetch and a
close per statement); here one connection, owned by one thread, runs the first reads and later all the buffered
writes and the COMMIT as one job each. The statements are prepared once (sqlite3 caches them per connection);
the rows are stored exactly as the SQLAlchemy tables read them (JSON text, UTC instants as SQLite DATETIME text).
Writes are buffered, so a transaction's own reads see the state committed before it, as the port says; a dedup
key stored twice is a ConflictError when the transaction ends, and everything is rolled back.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any, TypeVar

from adapters.storage.dialects import BUSY_TIMEOUT_S, _sqlite_connect
from assistant.errors import ConflictError, StorageError
from models import LogEntry, Reply

JsonDict = dict[str, Any]
R = TypeVar("R")

#: Seconds between two tries of a writer waiting for another process's write lock.
RETRY_S = 0.0005
#: SQLAlchemy's SQLite DATETIME text, in UTC (adapters.storage.schema.UTCDateTime reads it back aware).
INSTANT = "%Y-%m-%d %H:%M:%S.%f"
SELECT_REPLY = 'SELECT reply FROM dedup WHERE "key" = ?'
SELECT_STATE = "SELECT state FROM games WHERE id = ?"
SELECT_RECENT = ("SELECT seq, at, actor, command, events, changes, undoes FROM log WHERE game_id = ? "
                 "ORDER BY seq DESC LIMIT ?")
UPSERT_STATE = ("INSERT INTO games (id, ruleset, seq, state, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) "
                "DO UPDATE SET ruleset = excluded.ruleset, seq = excluded.seq, state = excluded.state, "
                "updated_at = excluded.updated_at")
INSERT_ENTRY = ("INSERT INTO log (game_id, seq, at, actor, command, events, changes, undoes) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
INSERT_REPLY = 'INSERT INTO dedup ("key", game_id, reply, at) VALUES (?, ?, ?, ?)'
DELETE_LOG = "DELETE FROM log WHERE game_id = ?"
#: A write and whether an IntegrityError of it is a dedup conflict.
Write = tuple[str, tuple[Any, ...], bool]


def instant(at: datetime) -> str:
    """Return an instant as stored: UTC, SQLite DATETIME text."""
    return at.astimezone(UTC).strftime(INSTANT)


def read_instant(text: str) -> datetime:
    """Return a stored instant, aware, in UTC."""
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def entry_values(game_id: str, entry: LogEntry) -> tuple[Any, ...]:
    """Return the log row of an entry."""
    data = entry.model_dump(mode="json")
    parts = (json.dumps(data[k]) for k in ("actor", "command", "events", "changes"))
    return (game_id, entry.seq, instant(entry.at), *parts, entry.undoes)


def row_entry(row: tuple[Any, ...]) -> LogEntry:
    """Return the entry a log row holds."""
    seq, at, actor, command, events, changes, undoes = row
    return LogEntry.model_validate({"seq": seq, "at": read_instant(at), "actor": json.loads(actor),
                                    "command": json.loads(command), "events": json.loads(events),
                                    "changes": json.loads(changes), "undoes": undoes})


class _Conflict(Exception):
    """A dedup key already stored (raised on the writer thread)."""


class _Owned:
    """A SQLite connection owned by one thread; jobs run there in order."""

    def __init__(self, path: str, name: str, busy_timeout_ms: int) -> None:
        self._path = path
        self._busy_timeout_ms = busy_timeout_ms
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._conn: sqlite3.Connection | None = None

    async def call(self, job: Callable[..., R], *args: Any) -> R:
        """Run a job on the thread with its connection; a driver error is a StorageError."""
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, self._run, job, args)
        except sqlite3.Error as exc:
            raise StorageError(f"storage failed: {exc!r}") from exc

    def _run(self, job: Callable[..., R], args: tuple[Any, ...]) -> R:
        return job(self._connection(), *args)

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            conn = sqlite3.connect(self._path, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
            _sqlite_connect(conn, None)  # the very pragmas of the SQLAlchemy engine's connections
            conn.execute(f"PRAGMA busy_timeout={self._busy_timeout_ms}")
            self._conn = conn
        return self._conn

    async def close(self) -> None:
        """Close the connection and stop the thread."""
        if self._conn is not None:
            await self.call(_close)
            self._conn = None
        self._pool.shutdown(wait=True)


class SqliteWriter:
    """Command transactions taking turns on one connection, and reads of a state on another (one hop each)."""

    def __init__(self, path: str) -> None:
        self._writes = _Owned(path, "sqlite-writer", 0)  # _begin waits for the write lock itself
        self._reads = _Owned(path, "sqlite-reader", int(BUSY_TIMEOUT_S * 1000))
        self._turn: asyncio.Lock | None = None

    async def call(self, job: Callable[..., R], *args: Any) -> R:
        """Run a job on the writer's connection."""
        return await self._writes.call(job, *args)

    async def read_state(self, game_id: str) -> JsonDict | None:
        """Return a game's committed state, read outside any command transaction."""
        text = await self._reads.call(_one, SELECT_STATE, game_id)
        return json.loads(text) if text is not None else None

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[SqliteTransaction]:
        """Take this process's turn, then the database's write lock; commit on normal exit, else roll back."""
        if self._turn is None:
            self._turn = asyncio.Lock()
        async with self._turn:
            tx = SqliteTransaction(self, game_id)
            try:
                yield tx
            except BaseException:
                await self.call(_rollback)
                raise
            await tx.commit()

    async def close(self) -> None:
        """Close both connections and stop their threads."""
        await self._writes.close()
        await self._reads.close()


class SqliteTransaction:
    """One command's reads (at its first read) and buffered writes (at its end) on the writer's connection."""

    def __init__(self, writer: SqliteWriter, game_id: str) -> None:
        self._writer = writer
        self._game_id = game_id
        self._state: str | None = None
        self._prefetched = False
        self._writes: list[Write] = []

    async def dedup_reply(self, dedup_key: str) -> Reply | None:
        """Return the reply stored for the key, if any (the game's state is read in the same hop)."""
        reply, self._state = await self._writer.call(_read_reply_and_state, dedup_key, self._game_id)
        self._prefetched = True
        return Reply.model_validate(json.loads(reply)) if reply is not None else None

    async def load(self) -> JsonDict | None:
        """Return the game's state as committed before this transaction's writes."""
        if not self._prefetched:
            self._state = await self._writer.call(_read_state, self._game_id)
            self._prefetched = True
        return json.loads(self._state) if self._state is not None else None

    async def save(self, state: JsonDict) -> None:
        """Insert or replace the game's state (at commit)."""
        values = (self._game_id, str(state.get("ruleset", "")), int(state.get("seq", 0)), json.dumps(state),
                  instant(datetime.now(UTC)))
        self._writes.append((UPSERT_STATE, values, False))

    async def append(self, entry: LogEntry) -> None:
        """Append one entry (at commit); its seq is unique within the game."""
        self._writes.append((INSERT_ENTRY, entry_values(self._game_id, entry), False))

    async def append_many(self, entries: Sequence[LogEntry]) -> None:
        """Append many entries (at commit)."""
        self._writes.extend((INSERT_ENTRY, entry_values(self._game_id, e), False) for e in entries)

    async def clear_log(self) -> None:
        """Delete the game's whole log (at commit; only an import replacing a game does this)."""
        self._writes.append((DELETE_LOG, (self._game_id,), False))

    async def remember(self, dedup_key: str, reply: Reply) -> None:
        """Store the reply under its key (at commit); a key stored before is a ConflictError then."""
        values = (dedup_key, self._game_id, json.dumps(reply.model_dump(mode="json")), instant(datetime.now(UTC)))
        self._writes.append((INSERT_REPLY, values, True))

    async def recent(self, limit: int) -> list[LogEntry]:
        """Return the newest committed entries, newest first."""
        return [row_entry(r) for r in await self._writer.call(_read_recent, self._game_id, limit)]

    async def commit(self) -> None:
        """Write everything buffered and commit, in one hop."""
        try:
            await self._writer.call(_write_and_commit, self._writes)
        except _Conflict as exc:
            raise ConflictError(f"dedup key {exc.args[0]!r} already stored") from None


# --- jobs run on the writer thread ------------------------------------------------------------------------


def _begin(conn: sqlite3.Connection) -> None:
    """Take the write lock, asking every RETRY_S up to the busy timeout.

    SQLite's own busy handler backs off to 100 ms between tries, so another process that commits quickly
    could take the lock again and again before this one looks; a short steady poll gives it its turn. (The
    writer's connection has no busy timeout: in WAL mode nothing but BEGIN IMMEDIATE waits for a lock.)
    """
    if conn.in_transaction:
        return
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while not _try_begin(conn, deadline):
        time.sleep(RETRY_S)


def _try_begin(conn: sqlite3.Connection, deadline: float) -> bool:
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        if exc.sqlite_errorcode != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
            raise
        return False
    return True


def _one(conn: sqlite3.Connection, sql: str, *args: Any) -> Any:
    row = conn.execute(sql, args).fetchone()
    return row[0] if row is not None else None


def _read_reply_and_state(conn: sqlite3.Connection, key: str, game_id: str) -> tuple[str | None, str | None]:
    _begin(conn)
    return _one(conn, SELECT_REPLY, key), _one(conn, SELECT_STATE, game_id)


def _read_state(conn: sqlite3.Connection, game_id: str) -> str | None:
    _begin(conn)
    state: str | None = _one(conn, SELECT_STATE, game_id)
    return state


def _read_recent(conn: sqlite3.Connection, game_id: str, limit: int) -> list[tuple[Any, ...]]:
    _begin(conn)
    return conn.execute(SELECT_RECENT, (game_id, limit)).fetchall()


def _write_and_commit(conn: sqlite3.Connection, writes: list[Write]) -> None:
    if not writes and not conn.in_transaction:
        return
    _begin(conn)
    try:
        for sql, values, dedup in writes:
            _write(conn, sql, values, dedup)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _write(conn: sqlite3.Connection, sql: str, values: tuple[Any, ...], dedup: bool) -> None:
    try:
        conn.execute(sql, values)
    except sqlite3.IntegrityError as exc:
        if dedup:
            raise _Conflict(values[0]) from exc
        raise


def _rollback(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:
        conn.execute("ROLLBACK")


def _close(conn: sqlite3.Connection) -> None:
    _rollback(conn)
    conn.close()
