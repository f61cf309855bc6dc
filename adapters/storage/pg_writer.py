"""PostgreSQL command transactions in four round trips on asyncpg: BEGIN with the game's lock, the reads, every
write as one statement, COMMIT.

Through SQLAlchemy a command took eight round trips (BEGIN, the lock, two reads, three writes, COMMIT), each with
the ORM-less Core's per-statement work on top. Here the reads are one statement, the buffered writes are joined
into one statement by data-modifying CTEs (the foreign keys are deferred, so their order does not matter), and
asyncpg keeps every statement prepared on its connection. A game's state is read in one round trip outside any
command. Writes are buffered, so a transaction's own reads see the state committed before it, as the port says;
a dedup key stored twice is a ConflictError when the transaction ends, and everything is rolled back.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from datetime import UTC
from functools import cache
from typing import Any

import asyncpg

from adapters.storage import alongside
from adapters.storage.dialects import lock_key
from adapters.storage.pg_listen import NOTIFY, Changed, Listener, channel_of
from adapters.storage.rows import entry_parts, reply_text
from assistant.errors import ConflictError, StorageError
from assistant.state.grain import ARCHIVE, Place, archive_rows, assemble, split
from assistant.state.ports import Clock, Since, Timer
from models import LogEntry, Reply

JsonDict = dict[str, Any]

#: Connections each process keeps to the server at most (SQLAlchemy's pool allowed 5 + 10 overflow).
POOL_SIZE = 10
SELECT_REPLY_AND_STATE = 'SELECT (SELECT reply FROM dedup WHERE "key" = $1), (SELECT state FROM games WHERE id = $2)'
SELECT_STATE = "SELECT state FROM games WHERE id = $1"
#: A game's head with its log entries in a range of seq (none: the head alone, with NULL entry columns).
SELECT_HEAD_SINCE = (
    "SELECT g.state, l.seq, l.at, l.actor, l.command, l.events, l.changes, l.undoes FROM games AS g "
    "LEFT JOIN log AS l ON l.game_id = g.id AND l.seq > $2 AND l.seq <= $3 WHERE g.id = $1 ORDER BY l.seq"
)
SELECT_RECENT = (
    "SELECT seq, at, actor, command, events, changes, undoes FROM log WHERE game_id = $1 ORDER BY seq DESC LIMIT $2"
)
UPSERT_STATE = (
    "INSERT INTO games (id, ruleset, seq, state, updated_at) VALUES ($1, $2, $3, $4, $5) "
    "ON CONFLICT (id) DO UPDATE SET ruleset = EXCLUDED.ruleset, seq = EXCLUDED.seq, "
    "state = EXCLUDED.state, updated_at = EXCLUDED.updated_at"
)
INSERT_ENTRY = (
    "INSERT INTO log (game_id, seq, at, actor, command, events, changes, undoes) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"
)
INSERT_REPLY = 'INSERT INTO dedup ("key", game_id, reply, at) VALUES ($1, $2, $3, $4)'
DELETE_LOG = "DELETE FROM log WHERE game_id = $1"
SELECT_ENTITIES = (
    "SELECT field, \"key\", data FROM entities WHERE game_id = $1 AND field IN ('characters', 'duels') ORDER BY pos"
)
SELECT_ENTITY = 'SELECT data FROM entities WHERE game_id = $1 AND field = $2 AND "key" = $3'
UPSERT_ENTITIES = (
    'INSERT INTO entities (game_id, field, "key", data, pos) '
    "SELECT $1::text, f, k, d::json, (SELECT coalesce(max(pos), 0) FROM entities WHERE game_id = $1::text) + o "
    "FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS t(f, k, d, o) "
    'ON CONFLICT (game_id, field, "key") DO UPDATE SET data = EXCLUDED.data'
)
DELETE_ENTITIES = (
    'DELETE FROM entities WHERE game_id = $1 AND (field, "key") IN (SELECT * FROM unnest($2::text[], $3::text[]))'
)
#: A whole state saved: every entity of the game but those it has is deleted.
DELETE_OTHER_ENTITIES = (
    "DELETE FROM entities WHERE game_id = $1 AND field IN ('characters', 'duels') "
    'AND (field, "key") NOT IN (SELECT * FROM unnest($2::text[], $3::text[]))'
)
#: A game's timer replaced, free of any hold (assistant.state.timers).
UPSERT_TIMER = (
    "INSERT INTO timers (game_id, kind, duel, due_at, command, claimed_until) VALUES ($1, $2, $3, $4, $5, NULL) "
    "ON CONFLICT (game_id) DO UPDATE SET kind = EXCLUDED.kind, duel = EXCLUDED.duel, due_at = EXCLUDED.due_at, "
    "command = EXCLUDED.command, claimed_until = NULL"
)
DELETE_TIMER = "DELETE FROM timers WHERE game_id = $1"
_PARAM = re.compile(r"\$(\d+)")
#: A write: its statement and values.
Write = tuple[str, tuple[Any, ...]]


def entry_values(game_id: str, entry: LogEntry) -> tuple[Any, ...]:
    """Return the log row of an entry."""
    return (game_id, entry.seq, entry.at, *entry_parts(entry), entry.undoes)


def row_entry(row: asyncpg.Record) -> LogEntry:
    """Return the entry a log row holds."""
    data = {k: json.loads(row[k]) for k in ("actor", "command", "events", "changes")}
    return LogEntry.model_validate(
        {**data, "seq": row["seq"], "at": row["at"].astimezone(UTC), "undoes": row["undoes"]}
    )


def joined(writes: Sequence[Write]) -> Write:
    """Return the writes as one statement: each but the last a data-modifying CTE, parameters renumbered."""
    values = tuple(v for _, args in writes for v in args)
    return _joined_sql(tuple((sql, len(args)) for sql, args in writes)), values


@cache
def _joined_sql(shape: tuple[tuple[str, int], ...]) -> str:
    parts, offset = [], 0
    for sql, count in shape:
        parts.append(_shift(sql, offset))
        offset += count
    ctes = ", ".join(f"w{i} AS ({sql})" for i, sql in enumerate(parts[:-1]))
    return f"WITH {ctes} {parts[-1]}" if ctes else parts[-1]


def _shift(sql: str, offset: int) -> str:
    return _PARAM.sub(lambda m: f"${int(m.group(1)) + offset}", sql)


@asynccontextmanager
async def driver_errors() -> AsyncIterator[None]:
    """Turn the driver's errors into the core's StorageError."""
    try:
        yield
    except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
        raise StorageError(f"storage failed: {exc!r}") from exc


class PgWriter:
    """A pool of asyncpg connections for the command transactions and the state reads."""

    def __init__(self, dsn: str, settings: Callable[[], Awaitable[dict[str, str]]], clock: Clock) -> None:
        self._dsn = dsn
        self._settings = settings
        self._clock = clock  # times the rows written
        self._pool: asyncpg.Pool | None = None
        self._server_settings: dict[str, str] = {}
        self.channel = ""  # where each command transaction tells its game's id (its schema's: pg_listen)

    async def pool(self) -> asyncpg.Pool:
        """Return the pool, made on first use."""
        if self._pool is None:
            async with driver_errors():
                server_settings = await self._settings()  # the SQLAlchemy engine's: its schema, its name
                self._server_settings = server_settings
                self.channel = channel_of(server_settings.get("search_path", ""))
                self._pool = await asyncpg.create_pool(
                    self._dsn, min_size=1, max_size=POOL_SIZE, server_settings=server_settings, reset=_kept
                )
        return self._pool

    async def notice_channel(self) -> str:
        """Return the channel this schema's commits are told on."""
        await self.pool()
        return self.channel

    async def watch_commits(self, changed: Changed) -> Callable[[], Awaitable[None]]:
        """Tell a function the id of each game any process commits in this schema, from now on (LISTEN on a
        connection of its own, opened again when lost); return what stops telling."""
        channel = await self.notice_channel()
        return await Listener(self._dsn, self._server_settings, channel, changed).start()

    async def read_state(self, game_id: str) -> JsonDict | None:
        """Return a game's committed state: its head and its entities, read in one transaction."""
        async with driver_errors(), (await self.pool()).acquire() as conn, conn.transaction(readonly=True):
            text = await conn.fetchval(SELECT_STATE, game_id)
            return assemble(json.loads(text), _rows(await conn.fetch(SELECT_ENTITIES, game_id))) if text else None

    async def read_head(self, game_id: str) -> JsonDict | None:
        """Return a game's committed head."""
        async with driver_errors(), (await self.pool()).acquire() as conn:
            text = await conn.fetchval(SELECT_STATE, game_id)
            return json.loads(text) if text else None

    async def read_head_since(self, game_id: str, after: int, limit: int) -> Since:
        """Return a game's committed head and its entries with after < seq <= after + limit, in one statement."""
        async with driver_errors():
            found = await (await self.pool()).fetch(SELECT_HEAD_SINCE, game_id, after, after + limit)
        if not found:
            return Since(None, [])
        return Since(json.loads(found[0]["state"]), [row_entry(r) for r in found if r["seq"] is not None])

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[PgTransaction]:
        """Begin and take the game's advisory lock in one round trip; commit on normal exit, else roll back."""
        pool = await self.pool()
        async with driver_errors():
            conn = await pool.acquire()
        try:
            async with driver_errors():
                await conn.execute(f"BEGIN; SELECT pg_advisory_xact_lock({lock_key(game_id):d})")
            tx = PgTransaction(conn, game_id, self._clock, self.channel)
            try:
                yield tx
                await tx.flush()
            except BaseException:
                async with driver_errors():
                    await conn.execute("ROLLBACK")
                raise
            async with driver_errors():
                await conn.execute("COMMIT")
            tx.committed()
        finally:
            await pool.release(conn)

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """Run a read of a door's own table, outside any command."""
        async with driver_errors():
            return [tuple(row) for row in await (await self.pool()).fetch(sql, *args)]

    async def execute(self, sql: str, rows: Sequence[tuple[Any, ...]]) -> None:
        """Run a write of a door's own table once per row of parameters, in one transaction."""
        async with driver_errors():
            await (await self.pool()).executemany(sql, rows)

    async def close(self) -> None:
        """Close every connection."""
        if self._pool is not None:
            await self._pool.close()
            self._pool = None


class PgTransaction:
    """One command's reads (a statement each) and buffered writes (one statement at the end) on one connection."""

    def __init__(self, conn: asyncpg.Connection, game_id: str, clock: Clock, channel: str) -> None:
        self._conn = conn
        self._game_id = game_id
        self._clock = clock
        self._channel = channel  # told the game's id with the writes, delivered to listeners at COMMIT
        self._state: str | None = None
        self._prefetched = False
        self._writes: list[Write] = []
        self._alongside: alongside.Alongside | None = None

    async def dedup_reply(self, dedup_key: str) -> Reply | None:
        """Return the reply stored for the key, if any (the game's state is read by the same statement)."""
        async with driver_errors():
            reply, self._state = await self._conn.fetchrow(SELECT_REPLY_AND_STATE, dedup_key, self._game_id)
        self._prefetched = True
        return Reply.model_validate(json.loads(reply)) if reply is not None else None

    async def load(self) -> JsonDict | None:
        """Return the game's state as committed before this transaction's writes."""
        head = await self.load_head()
        if head is None:
            return None
        async with driver_errors():
            rows = await self._conn.fetch(SELECT_ENTITIES, self._game_id)
        return assemble(head, _rows(rows))

    async def load_head(self) -> JsonDict | None:
        """Return the game's head as committed before this transaction's writes."""
        if not self._prefetched:
            async with driver_errors():
                self._state = await self._conn.fetchval(SELECT_STATE, self._game_id)
            self._prefetched = True
        return json.loads(self._state) if self._state is not None else None

    async def save(self, state: JsonDict) -> None:
        """Insert or replace the game's state, entities and all (at commit)."""
        head, rows = split(state)
        self._save_head(head)
        fields, keys = [f for f, _ in rows], [k for _, k in rows]
        self._writes.append((DELETE_OTHER_ENTITIES, (self._game_id, fields, keys)))
        self._save_rows(dict(rows))

    async def save_changes(self, head: JsonDict, rows: Mapping[Place, JsonDict | None]) -> None:
        """Replace the game's head and the entities given (at commit); None deletes one."""
        self._save_head(head)
        self._save_rows(rows)

    async def archive(self, duels: Mapping[str, JsonDict]) -> None:
        """Keep ended duels in the archive (at commit)."""
        self._save_rows(archive_rows(duels))

    async def archived(self, duel_id: str) -> JsonDict | None:
        """Return an archived duel, or None."""
        async with driver_errors():
            text = await self._conn.fetchval(SELECT_ENTITY, self._game_id, ARCHIVE, duel_id)
        return json.loads(text) if text is not None else None

    def _save_head(self, head: JsonDict) -> None:
        values = (
            self._game_id,
            str(head.get("ruleset", "")),
            int(head.get("seq", 0)),
            json.dumps(head),
            self._clock.now(),
        )
        self._writes.append((UPSERT_STATE, values))

    def _save_rows(self, rows: Mapping[Place, JsonDict | None]) -> None:
        kept = [(f, k, json.dumps(d)) for (f, k), d in rows.items() if d is not None]
        gone = [(f, k) for (f, k), d in rows.items() if d is None]
        if kept:
            self._writes.append((UPSERT_ENTITIES, (self._game_id, *map(list, zip(*kept, strict=True)))))
        if gone:
            self._writes.append((DELETE_ENTITIES, (self._game_id, *map(list, zip(*gone, strict=True)))))

    async def append(self, entry: LogEntry) -> None:
        """Append one entry (at commit); its seq is unique within the game."""
        self._writes.append((INSERT_ENTRY, entry_values(self._game_id, entry)))

    async def append_many(self, entries: Sequence[LogEntry]) -> None:
        """Append many entries (at commit)."""
        self._writes.extend((INSERT_ENTRY, entry_values(self._game_id, e)) for e in entries)

    async def clear_log(self) -> None:
        """Delete the game's whole log (at commit; only an import replacing a game does this)."""
        self._writes.append((DELETE_LOG, (self._game_id,)))

    async def remember(self, dedup_key: str, reply: Reply) -> None:
        """Store the reply under its key (at commit); a key stored before is a ConflictError then."""
        values = (dedup_key, self._game_id, reply_text(reply), self._clock.now())
        self._writes.append((INSERT_REPLY, values))
        if (along := alongside.waiting(dedup_key)) is not None:  # a door's write, in the same statement
            self._alongside = along
            self._writes.append((along.sql, along.args()))

    async def recent(self, limit: int) -> list[LogEntry]:
        """Return the newest committed entries, newest first."""
        async with driver_errors():
            rows = await self._conn.fetch(SELECT_RECENT, self._game_id, limit)
        return [row_entry(r) for r in rows]

    async def set_timer(self, timer: Timer | None) -> None:
        """Replace the game's timer (at commit); None removes it."""
        if timer is None:
            self._writes.append((DELETE_TIMER, (self._game_id,)))
            return
        row = (self._game_id, timer.kind, timer.duel, timer.due, timer.command.model_dump_json())
        self._writes.append((UPSERT_TIMER, row))

    def committed(self) -> None:
        """Mark the door's write made with the reply (if any) as committed."""
        if self._alongside is not None:
            self._alongside.committed = True

    async def flush(self) -> None:
        """Run the buffered writes and the notice of them: one statement, or one each where the log is cleared (an
        import)."""
        if not self._writes:
            return
        writes = [*self._writes, (NOTIFY, (self._channel, self._game_id))]
        batches = [[w] for w in writes] if any(w[0] == DELETE_LOG for w in writes) else [writes]
        try:
            for batch in filter(None, batches):
                await self._conn.execute(*_flat(joined(batch)))
        except asyncpg.UniqueViolationError as exc:
            if exc.table_name == "dedup":
                raise ConflictError(f"dedup key already stored: {exc.detail}") from None
            raise StorageError(f"storage failed: {exc!r}") from exc
        except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
            raise StorageError(f"storage failed: {exc!r}") from exc


def _rows(found: Sequence[asyncpg.Record]) -> dict[Place, JsonDict]:
    return {(r["field"], r["key"]): json.loads(r["data"]) for r in found}


async def _kept(conn: asyncpg.Connection) -> None:
    """Leave a released connection's session as it is (the default reset costs a round trip)."""
    # a command changes no session setting; its transaction and advisory lock have ended, and asyncpg itself
    # still rolls back a transaction left open


def _flat(write: Write) -> tuple[Any, ...]:
    return (write[0], *write[1])
