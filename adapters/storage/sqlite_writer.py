"""SQLite command transactions with group commit: the transactions of a batch share one BEGIN IMMEDIATE and one
COMMIT (one fsync), each one's writes in its own SAVEPOINT.

A game's state is read in one hop too, on a second connection (WAL: readers never wait for the writer). A read by
key (a game's head, a row of a door's own table) runs on the caller's thread, on a third connection that
never waits: a hop to a thread costs some ten times the read.

One connection, owned by one thread, runs every command transaction: its reads in one job, later its buffered
writes in another, inside a SAVEPOINT (a failing transaction rolls back to it alone: a dedup key stored twice is
its ConflictError, the others' writes stay). The transactions open at the same time form a batch: the first
statement of a batch takes the database's write lock (BEGIN IMMEDIATE, held across processes until the batch's
COMMIT), the first transaction to end closes the batch to newcomers, and once its last member has ended one
COMMIT makes every member durable; commit() returns only then, and every member of a batch whose COMMIT failed
raises StorageError (none was acknowledged). A transaction alone in its batch writes and commits in one job.
Within a batch a transaction reads what the earlier members wrote: the serial order, since a game's
transactions take turns on its lock. The statements are prepared once (sqlite3 caches them per connection); the
rows are stored exactly as the SQLAlchemy tables read them (JSON text, UTC instants as SQLite DATETIME text).
Writes are buffered, so a transaction's own reads see the state before it, as the port says.
"""

from __future__ import annotations

import asyncio
import functools
import json
import queue
import re
import sqlite3
import threading
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

from adapters.storage import alongside
from adapters.storage.dialects import BUSY_TIMEOUT_S, _sqlite_connect
from adapters.storage.rows import entry_parts, reply_text
from assistant.errors import ConflictError, StorageError
from assistant.state.grain import ARCHIVE, Place, archive_rows, assemble, split
from assistant.state.locks import KeyedLocks
from assistant.state.ports import Clock, Since, Timer
from models import LogEntry, Reply

JsonDict = dict[str, Any]
R = TypeVar("R")

#: Seconds between two tries of a writer waiting for another process's write lock.
RETRY_S = 0.0005
#: SQLAlchemy's SQLite DATETIME text, in UTC (adapters.storage.schema.UTCDateTime reads it back aware).
INSTANT = "%Y-%m-%d %H:%M:%S.%f"
SELECT_REPLY = 'SELECT reply FROM dedup WHERE "key" = ?'
SELECT_STATE = "SELECT state FROM games WHERE id = ?"
#: A game's head with its log entries in a range of seq (none: the head alone, with NULL entry columns).
SELECT_HEAD_SINCE = (
    "SELECT g.state, l.seq, l.at, l.actor, l.command, l.events, l.changes, l.undoes FROM games AS g "
    "LEFT JOIN log AS l ON l.game_id = g.id AND l.seq > ? AND l.seq <= ? WHERE g.id = ? ORDER BY l.seq"
)
SELECT_RECENT = (
    "SELECT seq, at, actor, command, events, changes, undoes FROM log WHERE game_id = ? ORDER BY seq DESC LIMIT ?"
)
UPSERT_STATE = (
    "INSERT INTO games (id, ruleset, seq, state, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) "
    "DO UPDATE SET ruleset = excluded.ruleset, seq = excluded.seq, state = excluded.state, "
    "updated_at = excluded.updated_at"
)
INSERT_ENTRY = (
    "INSERT INTO log (game_id, seq, at, actor, command, events, changes, undoes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)
INSERT_REPLY = 'INSERT INTO dedup ("key", game_id, reply, at) VALUES (?, ?, ?, ?)'
SELECT_ENTITIES = (
    "SELECT field, \"key\", data FROM entities WHERE game_id = ? AND field IN ('characters', 'duels') ORDER BY pos"
)
SELECT_ENTITY = 'SELECT data FROM entities WHERE game_id = ? AND field = ? AND "key" = ?'
UPSERT_ENTITY = (
    'INSERT INTO entities (game_id, field, "key", data, pos) '
    "VALUES (?1, ?2, ?3, ?4, (SELECT coalesce(max(pos), 0) + 1 FROM entities WHERE game_id = ?1)) "
    'ON CONFLICT (game_id, field, "key") DO UPDATE SET data = excluded.data'
)
DELETE_ENTITY = 'DELETE FROM entities WHERE game_id = ? AND field = ? AND "key" = ?'
DELETE_ENTITIES = "DELETE FROM entities WHERE game_id = ? AND field IN ('characters', 'duels')"
DELETE_LOG = "DELETE FROM log WHERE game_id = ?"
#: A game's timer replaced, free of any hold (assistant.state.timers).
UPSERT_TIMER = (
    "INSERT INTO timers (game_id, kind, duel, due_at, command, claimed_until) VALUES (?, ?, ?, ?, ?, NULL) "
    "ON CONFLICT (game_id) DO UPDATE SET kind = excluded.kind, duel = excluded.duel, due_at = excluded.due_at, "
    "command = excluded.command, claimed_until = NULL"
)
DELETE_TIMER = "DELETE FROM timers WHERE game_id = ?"
_PARAM = re.compile(r"\$(\d+)")
#: A write and whether an IntegrityError of it is a dedup conflict.
Write = tuple[str, tuple[Any, ...], bool]
#: What a member's writes raised (only they were rolled back), and what the batch's COMMIT raised.
Released = tuple[BaseException | None, Exception | None]


@functools.lru_cache(maxsize=256)
def _numbered(sql: str) -> str:
    """Return a statement with PostgreSQL's ``$1`` parameters as SQLite's ``?1`` (a door's few statements, each
    rewritten once)."""
    return _PARAM.sub(r"?\1", sql)


def _bound(value: Any) -> Any:
    """Return a parameter as SQLite keeps it: an instant as its text."""
    return instant(value) if isinstance(value, datetime) else value


def instant(at: datetime) -> str:
    """Return an instant as stored: UTC, SQLite DATETIME text."""
    return at.astimezone(UTC).strftime(INSTANT)


def read_instant(text: str) -> datetime:
    """Return a stored instant, aware, in UTC."""
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


def entry_values(game_id: str, entry: LogEntry) -> tuple[Any, ...]:
    """Return the log row of an entry."""
    return (game_id, entry.seq, instant(entry.at), *entry_parts(entry), entry.undoes)


def row_entry(row: tuple[Any, ...]) -> LogEntry:
    """Return the entry a log row holds."""
    seq, at, actor, command, events, changes, undoes = row
    return LogEntry.model_validate(
        {
            "seq": seq,
            "at": read_instant(at),
            "actor": json.loads(actor),
            "command": json.loads(command),
            "events": json.loads(events),
            "changes": json.loads(changes),
            "undoes": undoes,
        }
    )


class _Conflict(Exception):
    """A dedup key already stored (raised on the writer thread)."""


class _Owned:
    """A SQLite connection owned by one thread; jobs run there in order.

    The thread takes its jobs from a queue of its own and hands each outcome back with call_soon_threadsafe: a hop
    in half the CPU time of an executor's (measured: 40 µs against 80), and a command makes two or three.
    """

    def __init__(self, path: str, name: str, busy_timeout_ms: int) -> None:
        self._path = path
        self._name = name
        self._busy_timeout_ms = busy_timeout_ms
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._conn: sqlite3.Connection | None = None

    async def call(self, job: Callable[..., R], *args: Any) -> R:
        """Run a job on the thread with its connection; a driver error is a StorageError."""
        try:
            return await self.submit(job, *args)
        except sqlite3.Error as exc:
            raise StorageError(f"storage failed: {exc!r}") from exc

    def submit(self, job: Callable[..., R], *args: Any) -> asyncio.Future[R]:
        """Queue a job on the thread; return its future (a driver error is left as it is)."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[R] = loop.create_future()
        if self._thread is None:
            self._thread = threading.Thread(target=self._serve, name=self._name, daemon=True)
            self._thread.start()
        self._jobs.put((loop, future, job, args))
        return future

    def _serve(self) -> None:
        while (item := self._jobs.get()) is not None:
            loop, future, job, args = item
            try:
                outcome = functools.partial(_settle, future, job(self._connection(), *args), None)
            except BaseException as exc:  # handed to the caller, as an executor would
                outcome = functools.partial(_settle, future, None, exc)
            try:
                loop.call_soon_threadsafe(outcome)
            except RuntimeError:  # the loop has closed: no one waits for the outcome
                continue

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            conn = sqlite3.connect(self._path, timeout=BUSY_TIMEOUT_S, check_same_thread=False)
            _sqlite_connect(conn, None)  # the very pragmas of the SQLAlchemy engine's connections
            conn.execute(f"PRAGMA busy_timeout={self._busy_timeout_ms}")
            self._conn = conn
        return self._conn

    async def close(self) -> None:
        """Close the connection (after the jobs queued) and stop the thread."""
        if self._conn is not None:
            await self.call(_close)
            self._conn = None
        if self._thread is not None:
            self._jobs.put(None)
            await asyncio.to_thread(self._thread.join)
            self._thread = None


#: A job queued on an owned connection's thread: the loop and future to answer, the function and its arguments.
_Job = tuple[asyncio.AbstractEventLoop, "asyncio.Future[Any]", Callable[..., Any], tuple[Any, ...]]


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    """Answer a job's future on its loop, unless its caller has stopped waiting."""
    if future.cancelled():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


class _Inline:
    """A read connection used on the caller's thread (the event loop's), for reads by key: no hop to a thread.

    It never waits. Busy (in WAL mode only a checkpoint's or a recovery's lock stops a reader), or in use on another
    thread at that moment, the read goes to the reader's thread, which waits as long as the busy timeout allows.
    """

    def __init__(self, path: str, fallback: _Owned) -> None:
        self._path = path
        self._fallback = fallback
        self._conn: sqlite3.Connection | None = None
        self._using = threading.Lock()

    async def call(self, job: Callable[..., R], *args: Any) -> R:
        """Run a read job here and now, or on the reader's thread where it would wait; a driver error is a
        StorageError."""
        conn = await self._connection()
        if self._using.acquire(blocking=False):
            try:
                return job(conn, *args)
            except sqlite3.OperationalError as exc:
                if exc.sqlite_errorcode not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                    raise StorageError(f"storage failed: {exc!r}") from exc
            except sqlite3.Error as exc:
                raise StorageError(f"storage failed: {exc!r}") from exc
            finally:
                self._using.release()
        return await self._fallback.call(job, *args)

    async def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            try:
                opened = await asyncio.to_thread(_inline_connection, self._path)  # setting WAL may wait: not here
            except sqlite3.Error as exc:
                raise StorageError(f"storage failed: {exc!r}") from exc
            if self._conn is not None:  # opened meanwhile by another read
                opened.close()
            else:
                self._conn = opened
        return self._conn

    def close(self) -> None:
        """Close the connection."""
        with self._using:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


def _inline_connection(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=0, check_same_thread=False)  # used under _Inline's lock, on any thread
    _sqlite_connect(conn, None)
    conn.execute("PRAGMA busy_timeout=0")
    return conn


@dataclass(eq=False)
class _Batch:
    """Transactions sharing one BEGIN IMMEDIATE and one COMMIT, as the event loop sees them."""

    members: int = 0
    #: Members whose writes are queued on the writer's thread, not yet run: the COMMIT queued after them is theirs too.
    queued: int = 0
    #: Set once a member has ended: newcomers wait for the next batch.
    closing: bool = False
    #: Set when the batch's COMMIT is on its way: the next batch opens.
    sealed: asyncio.Event = field(default_factory=asyncio.Event)
    #: Set when the COMMIT returned; ``error`` says whether it failed.
    done: asyncio.Event = field(default_factory=asyncio.Event)
    error: StorageError | None = None

    def settle(self, error: StorageError | None) -> None:
        """Record the COMMIT's outcome and wake the members waiting for it."""
        self.error = error
        self.done.set()

    async def outcome(self) -> None:
        """Wait for the COMMIT; raise StorageError where it failed (no member was made durable)."""
        await self.done.wait()
        if self.error is not None:
            raise StorageError(str(self.error)) from self.error


class SqliteWriter:
    """Command transactions in batches on one connection (one COMMIT each), and reads of a state on another."""

    def __init__(self, path: str, clock: Clock) -> None:
        self.clock = clock  # times the rows written
        self._writes = _Owned(path, "sqlite-writer", 0)  # _begin waits for the write lock itself
        self._reads = _Owned(path, "sqlite-reader", int(BUSY_TIMEOUT_S * 1000))
        self._inline = _Inline(path, self._reads)
        self._line = _Line()
        self._batch = _Batch()
        self._games = KeyedLocks()  # each game's transactions take turns in this process

    async def read(self, job: Callable[..., R], *args: Any) -> R:
        """Run a member's read job in its batch's transaction."""
        return await self._writes.call(self._line.read, job, *args)

    async def read_state(self, game_id: str) -> JsonDict | None:
        """Return a game's committed state, read outside any command transaction."""
        return await self._reads.call(_read_state, game_id)

    async def read_head(self, game_id: str) -> JsonDict | None:
        """Return a game's committed head, read outside any command transaction."""
        text = await self._inline.call(_one, SELECT_STATE, game_id)
        return json.loads(text) if text is not None else None

    async def read_head_since(self, game_id: str, after: int, limit: int) -> Since:
        """Return a game's committed head and its entries with after < seq <= after + limit, in one statement."""
        found: list[tuple[Any, ...]] = await self._inline.call(_all, SELECT_HEAD_SINCE, after, after + limit, game_id)
        if not found:
            return Since(None, [])
        return Since(json.loads(found[0][0]), [row_entry(r[1:]) for r in found if r[1] is not None])

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[SqliteTransaction]:
        """Hold the game's lock; commit with the batch on normal exit, else leave the batch having written nothing."""
        async with self._games(game_id):
            tx = SqliteTransaction(self, game_id)
            try:
                yield tx
            except BaseException:
                self.abandon(tx.leave())
                raise
            await tx.commit()
            tx.committed()

    async def join(self) -> _Batch:
        """Join the open batch, waiting for the next one while it is closing."""
        while (batch := self._batch).closing:
            await batch.sealed.wait()
        batch.members += 1
        return batch

    async def finish(self, batch: _Batch | None, writes: list[Write]) -> None:
        """Write a member's buffered writes in its savepoint; return once the batch's COMMIT made them durable.

        The last member to end runs the COMMIT in the same job: the last to queue its writes, where the others have
        queued theirs already (they run before it), not only the last to have returned. The batch's books are kept by
        the job's callback, so they stay right even if the caller is cancelled meanwhile.
        """
        if batch is None:
            if not writes:
                return
            batch = await self.join()
        batch.closing = True
        last = batch.members - batch.queued == 1  # every other member's writes run before these (one thread, in order)
        if last:
            self._seal(batch)
        else:
            batch.queued += 1
        job = self._writes.submit(self._line.release, writes, last)
        job.add_done_callback(functools.partial(self._released, batch, last))
        try:
            own, _ = await asyncio.shield(job)
        except sqlite3.Error as exc:
            raise StorageError(f"storage failed: {exc!r}") from exc
        if own is not None:
            raise _own_error(own)
        await batch.outcome()

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """Run a read of a door's own table (``$1``-style parameters), outside any command transaction."""
        found: list[tuple[Any, ...]] = await self._inline.call(_all, _numbered(sql), *map(_bound, args))
        return found

    async def execute(self, sql: str, rows: Sequence[tuple[Any, ...]]) -> None:
        """Run a write of a door's own table (``$1``-style parameters) once per row, committed with the open batch."""
        statement = _numbered(sql)
        await self.finish(None, [(statement, tuple(map(_bound, row)), False) for row in rows])

    def abandon(self, batch: _Batch | None) -> None:
        """Leave the batch without writing (a failed transaction); it commits without this member."""
        if batch is not None:
            batch.closing = True
            self._left(batch)

    async def close(self) -> None:
        """Close both connections (after the jobs queued, COMMITs included) and stop their threads."""
        await self._writes.close()
        await self._reads.close()
        self._inline.close()

    def _released(self, batch: _Batch, last: bool, job: asyncio.Future[Released]) -> None:
        """Keep the books once a member's job returned: it has left the batch; the last one's COMMIT settles it."""
        if last:
            batch.members -= 1
            batch.settle(_commit_error(job))
        else:
            batch.queued -= 1
            self._left(batch)

    def _left(self, batch: _Batch) -> None:
        batch.members -= 1
        if batch.members == 0 and not batch.sealed.is_set():  # every member has ended, none with the COMMIT
            self._seal(batch)
            job = self._writes.submit(self._line.release, [], True)
            job.add_done_callback(lambda done: batch.settle(_commit_error(done)))

    def _seal(self, batch: _Batch) -> None:
        """Open the next batch: jobs queued from now on run after this batch's COMMIT, in a new transaction."""
        self._batch = _Batch()
        batch.sealed.set()


class SqliteTransaction:
    """One command's reads (at its first read) and buffered writes (at its end) in a batch of the writer's."""

    def __init__(self, writer: SqliteWriter, game_id: str) -> None:
        self._writer = writer
        self._game_id = game_id
        self._batch: _Batch | None = None
        self._state: str | None = None
        self._prefetched = False
        self._writes: list[Write] = []
        self._alongside: alongside.Alongside | None = None

    async def dedup_reply(self, dedup_key: str) -> Reply | None:
        """Return the reply stored for the key, if any (the game's state is read in the same hop)."""
        reply, self._state = await self._read(_read_reply_and_state, dedup_key, self._game_id)
        self._prefetched = True
        return Reply.model_validate(json.loads(reply)) if reply is not None else None

    async def load(self) -> JsonDict | None:
        """Return the game's state as committed before this transaction's writes."""
        head = await self.load_head()
        if head is None:
            return None
        return assemble(head, _rows(await self._read(_read_entities, self._game_id)))

    async def load_head(self) -> JsonDict | None:
        """Return the game's head as committed before this transaction's writes."""
        if not self._prefetched:
            self._state = await self._read(_one, SELECT_STATE, self._game_id)
            self._prefetched = True
        return json.loads(self._state) if self._state is not None else None

    async def save(self, state: JsonDict) -> None:
        """Insert or replace the game's state, entities and all (at commit)."""
        head, rows = split(state)
        self._save_head(head)
        self._writes.append((DELETE_ENTITIES, (self._game_id,), False))
        self._save_rows(rows)

    async def save_changes(self, head: JsonDict, rows: Mapping[Place, JsonDict | None]) -> None:
        """Replace the game's head and the entities given (at commit); None deletes one."""
        self._save_head(head)
        self._save_rows(rows)

    async def archive(self, duels: Mapping[str, JsonDict]) -> None:
        """Keep ended duels in the archive (at commit)."""
        self._save_rows(archive_rows(duels))

    async def archived(self, duel_id: str) -> JsonDict | None:
        """Return an archived duel, or None."""
        text = await self._read(_one, SELECT_ENTITY, self._game_id, ARCHIVE, duel_id)
        return json.loads(text) if text is not None else None

    def _save_head(self, head: JsonDict) -> None:
        values = (
            self._game_id,
            str(head.get("ruleset", "")),
            int(head.get("seq", 0)),
            json.dumps(head),
            instant(self._writer.clock.now()),
        )
        self._writes.append((UPSERT_STATE, values, False))

    def _save_rows(self, rows: Mapping[Place, JsonDict | None]) -> None:
        for (field_, key), data in rows.items():
            if data is None:
                self._writes.append((DELETE_ENTITY, (self._game_id, field_, key), False))
            else:
                self._writes.append((UPSERT_ENTITY, (self._game_id, field_, key, json.dumps(data)), False))

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
        reply_json = reply_text(reply)
        values = (dedup_key, self._game_id, reply_json, instant(self._writer.clock.now()))
        self._writes.append((INSERT_REPLY, values, True))
        if (along := alongside.waiting(dedup_key)) is not None:  # a door's write, in the same savepoint
            self._alongside = along
            self._writes.append((_numbered(along.sql), tuple(map(_bound, along.args())), False))

    async def recent(self, limit: int) -> list[LogEntry]:
        """Return the newest committed entries, newest first."""
        return [row_entry(r) for r in await self._read(_read_recent, self._game_id, limit)]

    async def set_timer(self, timer: Timer | None) -> None:
        """Replace the game's timer (at commit); None removes it."""
        if timer is None:
            self._writes.append((DELETE_TIMER, (self._game_id,), False))
            return
        row = (self._game_id, timer.kind, timer.duel, instant(timer.due), timer.command.model_dump_json())
        self._writes.append((UPSERT_TIMER, row, False))

    async def commit(self) -> None:
        """Write everything buffered in this transaction's savepoint; return once the batch's COMMIT succeeded."""
        await self._writer.finish(self.leave(), self._writes)

    def committed(self) -> None:
        """Mark the door's write made with the reply (if any) as committed."""
        if self._alongside is not None:
            self._alongside.committed = True

    def leave(self) -> _Batch | None:
        """Return the batch this transaction joined, and forget it (the transaction ends)."""
        batch, self._batch = self._batch, None
        return batch

    async def _read(self, job: Callable[..., R], *args: Any) -> R:
        if self._batch is None:
            self._batch = await self._writer.join()  # nothing awaited between joining and queueing the job
        return await self._writer.read(job, *args)


def _commit_error(job: asyncio.Future[Released]) -> StorageError | None:
    """Return why a batch's COMMIT job failed, or None where it committed."""
    if job.cancelled():
        return StorageError("storage failed: the COMMIT was cancelled")
    failed = job.exception() or job.result()[1]
    return StorageError(f"storage failed: {failed!r}") if failed is not None else None


def _own_error(error: BaseException) -> Exception:
    """Return the error a member's own writes raise: a dedup key stored before, or a driver error."""
    if isinstance(error, _Conflict):
        return ConflictError(f"dedup key {error.args[0]!r} already stored")
    return StorageError(f"storage failed: {error!r}")


# --- jobs run on the writer thread ------------------------------------------------------------------------


class _Line:
    """The writer thread's side of the batches: the shared BEGIN IMMEDIATE, each member's savepoint, the COMMIT."""

    def __init__(self) -> None:
        self._began = False

    def read(self, conn: sqlite3.Connection, job: Callable[..., R], *args: Any) -> R:
        """Run a member's reads in the batch's transaction (the batch's first statement begins it)."""
        self._enter(conn)
        return job(conn, *args)

    def release(self, conn: sqlite3.Connection, writes: list[Write], end: bool) -> Released:
        """Run a member's writes in its savepoint, then (the batch's last) COMMIT; return the writes' error (then
        only they were rolled back) and the COMMIT's."""
        own = self._write(conn, writes)
        if not end or not self._began:
            return own, None
        self._began = False
        try:
            _commit(conn)
        except sqlite3.Error as exc:
            return own, exc
        return own, None

    def _write(self, conn: sqlite3.Connection, writes: list[Write]) -> BaseException | None:
        if not writes:
            return None
        try:
            self._enter(conn)
            _write_all(conn, writes)
        except (sqlite3.Error, _Conflict) as exc:
            return exc
        return None

    def _enter(self, conn: sqlite3.Connection) -> None:
        if self._began:
            if not conn.in_transaction:  # SQLite rolled it back on an error: the batch fails at its COMMIT
                raise sqlite3.OperationalError("the batch's transaction was rolled back")
            return
        if conn.in_transaction:  # left over by a ROLLBACK that failed
            conn.execute("ROLLBACK")
        _begin(conn)
        self._began = True


def _begin(conn: sqlite3.Connection) -> None:
    """Take the write lock, asking every RETRY_S up to the busy timeout.

    SQLite's own busy handler backs off to 100 ms between tries, so another process that commits quickly
    could take the lock again and again before this one looks; a short steady poll gives it its turn. (The
    writer's connection has no busy timeout: in WAL mode nothing but BEGIN IMMEDIATE waits for a lock.)
    """
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


def _commit(conn: sqlite3.Connection) -> None:
    """COMMIT the batch (one fsync for every member); on failure roll it back."""
    if not conn.in_transaction:
        raise sqlite3.OperationalError("the batch's transaction was rolled back before its COMMIT")
    try:
        conn.execute("COMMIT")
    except sqlite3.Error:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _all(conn: sqlite3.Connection, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    return conn.execute(sql, args).fetchall()


def _one(conn: sqlite3.Connection, sql: str, *args: Any) -> Any:
    row = conn.execute(sql, args).fetchone()
    return row[0] if row is not None else None


def _read_entities(conn: sqlite3.Connection, game_id: str) -> list[tuple[str, str, str]]:
    return conn.execute(SELECT_ENTITIES, (game_id,)).fetchall()


def _read_state(conn: sqlite3.Connection, game_id: str) -> JsonDict | None:
    """Return a game's whole state: its head and its entities, read in one job."""
    head = _one(conn, SELECT_STATE, game_id)
    return assemble(json.loads(head), _rows(_read_entities(conn, game_id))) if head is not None else None


def _rows(found: list[tuple[str, str, str]]) -> dict[Place, JsonDict]:
    return {(field_, key): json.loads(data) for field_, key, data in found}


def _read_reply_and_state(conn: sqlite3.Connection, key: str, game_id: str) -> tuple[str | None, str | None]:
    return _one(conn, SELECT_REPLY, key), _one(conn, SELECT_STATE, game_id)


def _read_recent(conn: sqlite3.Connection, game_id: str, limit: int) -> list[tuple[Any, ...]]:
    return conn.execute(SELECT_RECENT, (game_id, limit)).fetchall()


def _write_all(conn: sqlite3.Connection, writes: list[Write]) -> None:
    """Run the writes in a savepoint: all of them, or none where one fails (the batch's others stay)."""
    conn.execute("SAVEPOINT member")
    try:
        for sql, values, dedup in writes:
            _write(conn, sql, values, dedup)
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK TO member")
            conn.execute("RELEASE member")
        raise
    conn.execute("RELEASE member")


def _write(conn: sqlite3.Connection, sql: str, values: tuple[Any, ...], dedup: bool) -> None:
    try:
        conn.execute(sql, values)
    except sqlite3.IntegrityError as exc:
        if dedup:
            raise _Conflict(values[0]) from exc
        raise


def _close(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:
        conn.execute("ROLLBACK")
    conn.close()
