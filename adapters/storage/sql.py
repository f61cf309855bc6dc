"""The storage port on SQLAlchemy async: one transaction per command, dedup under a unique key."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager, contextmanager
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from pydantic import BaseModel, Field
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.storage import alongside
from adapters.storage.dialects import BEGIN_OPTION, Dialect
from adapters.storage.pg_writer import PgTransaction, PgWriter
from adapters.storage.schema import dedup, entities, games, log, timers
from adapters.storage.sqlite_writer import SqliteTransaction, SqliteWriter
from assistant.errors import ConflictError, StorageError
from assistant.state.grain import ARCHIVE, ENTITIES, Place, archive_rows, assemble, split
from assistant.state.ports import Clock, Since, SystemClock, Timer, nothing
from assistant.state.timers import stored_timer
from models import Command, LogEntry, Reply

JsonDict = dict[str, Any]


class StoredReply(BaseModel):
    """A reply kept under its dedup key, as an export carries it."""

    key: str = Field(description="The dedup key: a Telegram update, a voice utterance, an HTTP Idempotency-Key.")
    reply: Reply = Field(description="The reply a redelivery of the key gets again.")
    at: datetime = Field(description="When it was stored (it is forgotten ASSISTANT_DEDUP_DAYS later).")


#: Replies deleted per transaction when old ones are forgotten: commands wait for one batch at most.
FORGET_BATCH = 500
#: The log's columns that hold a LogEntry's fields (all but game_id).
ENTRY_COLUMNS = [c for c in log.c if c.name != "game_id"]


def entry_row(game_id: str, entry: LogEntry) -> JsonDict:
    """Return the log row of an entry: its JSON fields, its time as an instant."""
    return {**entry.model_dump(mode="json"), "at": entry.at, "game_id": game_id}


def row_entry(row: sa.Row[Any]) -> LogEntry:
    """Return the entry a log row holds."""
    return LogEntry.model_validate(dict(row._mapping))


@contextmanager
def storage_errors() -> Iterator[None]:
    """Turn the driver's errors into the core's StorageError."""
    try:
        yield
    except DBAPIError as exc:
        raise StorageError(f"storage failed: {exc.orig!r}") from exc


class SqlTransaction:
    """One command's reads and writes on one connection, inside the game's lock."""

    def __init__(self, conn: AsyncConnection, game_id: str, dialect: Dialect, clock: Clock) -> None:
        self._conn = conn
        self._game_id = game_id
        self._dialect = dialect
        self._clock = clock

    async def dedup_reply(self, dedup_key: str) -> Reply | None:
        """Return the reply stored for the key, if any."""
        raw = await self._scalar(sa.select(dedup.c.reply).where(dedup.c.key == dedup_key))
        return Reply.model_validate(raw) if raw is not None else None

    async def load(self) -> JsonDict | None:
        """Return the game's state as committed before this transaction's writes."""
        head = await self.load_head()
        if head is None:
            return None
        found = await self._conn.execute(_select_entities(self._game_id))
        return assemble(head, {(r.field, r.key): r.data for r in found})

    async def load_head(self) -> JsonDict | None:
        """Return the game's head as committed before this transaction's writes."""
        head: JsonDict | None = await self._scalar(sa.select(games.c.state).where(games.c.id == self._game_id))
        return head

    async def save(self, state: JsonDict) -> None:
        """Insert or replace the game's state, entities and all."""
        head, rows = split(state)
        live = (entities.c.game_id == self._game_id) & entities.c.field.in_(ENTITIES)
        await self._conn.execute(sa.delete(entities).where(live))
        await self.save_changes(head, dict(rows))

    async def save_changes(self, head: JsonDict, rows: Mapping[Place, JsonDict | None]) -> None:
        """Replace the game's head and the entities given; None deletes one."""
        values = {"ruleset": str(head.get("ruleset", "")), "seq": int(head.get("seq", 0)), "state": head}
        values["updated_at"] = self._clock.now()
        insert = self._dialect.insert(games).values(id=self._game_id, **values)
        await self._conn.execute(insert.on_conflict_do_update(index_elements=[games.c.id], set_=values))
        await self._save_rows(rows)

    async def _save_rows(self, rows: Mapping[Place, JsonDict | None]) -> None:
        for (field, key), data in rows.items():
            at = (entities.c.game_id == self._game_id) & (entities.c.field == field) & (entities.c.key == key)
            if data is None:
                await self._conn.execute(sa.delete(entities).where(at))
            elif (await self._conn.execute(sa.update(entities).where(at).values(data=data))).rowcount == 0:
                mine = entities.c.game_id == self._game_id
                last = sa.select(sa.func.coalesce(sa.func.max(entities.c.pos), 0) + 1).where(mine).scalar_subquery()
                row = {"game_id": self._game_id, "field": field, "key": key, "data": data, "pos": last}
                await self._conn.execute(sa.insert(entities).values(row))

    async def archive(self, duels: Mapping[str, JsonDict]) -> None:
        """Keep ended duels in the archive."""
        await self._save_rows(archive_rows(duels))

    async def archived(self, duel_id: str) -> JsonDict | None:
        """Return an archived duel, or None."""
        at = (entities.c.game_id == self._game_id) & (entities.c.field == ARCHIVE) & (entities.c.key == duel_id)
        duel: JsonDict | None = await self._scalar(sa.select(entities.c.data).where(at))
        return duel

    async def append(self, entry: LogEntry) -> None:
        """Append one entry; its seq is unique within the game."""
        await self._conn.execute(sa.insert(log).values(entry_row(self._game_id, entry)))

    async def append_many(self, entries: Sequence[LogEntry]) -> None:
        """Append many entries in one statement."""
        if entries:
            await self._conn.execute(sa.insert(log), [entry_row(self._game_id, e) for e in entries])

    async def clear_log(self) -> None:
        """Delete the game's whole log (only an import replacing a game does this)."""
        await self._conn.execute(sa.delete(log).where(log.c.game_id == self._game_id))

    async def clear_replies(self) -> None:
        """Delete the game's dedup replies (only an import replacing a game does this)."""
        await self._conn.execute(sa.delete(dedup).where(dedup.c.game_id == self._game_id))

    async def keep_replies(self, replies: Sequence[StoredReply]) -> int:
        """Store imported dedup replies with their times; return how many were kept (another game's key is left)."""
        kept = 0
        for stored in replies:
            row = {"key": stored.key, "game_id": self._game_id, "reply": stored.reply.model_dump(mode="json")}
            insert = self._dialect.insert(dedup).values(**row, at=stored.at).on_conflict_do_nothing()
            kept += (await self._conn.execute(insert)).rowcount
        return kept

    async def remember(self, dedup_key: str, reply: Reply) -> None:
        """Store the reply under its key; a key stored before is a ConflictError (and a rollback)."""
        row = {"key": dedup_key, "game_id": self._game_id, "reply": reply.model_dump(mode="json")}
        try:
            await self._conn.execute(sa.insert(dedup).values(**row, at=self._clock.now()))
        except IntegrityError as exc:
            raise ConflictError(f"dedup key {dedup_key!r} already stored") from exc

    async def recent(self, limit: int) -> list[LogEntry]:
        """Return the newest entries, newest first."""
        query = sa.select(*ENTRY_COLUMNS).where(log.c.game_id == self._game_id).order_by(log.c.seq.desc())
        return [row_entry(r) for r in await self._conn.execute(query.limit(limit))]

    async def set_timer(self, timer: Timer | None) -> None:
        """Replace the game's timer, free of any hold; None removes it."""
        await self._conn.execute(sa.delete(timers).where(timers.c.game_id == self._game_id))
        if timer is not None:
            await self._conn.execute(sa.insert(timers).values(timer_row(timer._replace(game_id=self._game_id))))

    async def _scalar(self, query: sa.Select[Any]) -> Any:
        return (await self._conn.execute(query)).scalar_one_or_none()


class SqlStorage:
    """Games in SQLite or PostgreSQL behind the storage port."""

    def __init__(self, engine: AsyncEngine, dialect: Dialect, clock: Clock | None = None) -> None:
        self.engine = engine
        self.dialect = dialect
        self.clock = clock or SystemClock()  # times the rows written
        self._reader: AsyncEngine = engine.execution_options(**{BEGIN_OPTION: "DEFERRED"})
        sqlite_file = engine.url.database if dialect.name == "sqlite" else None
        #: SQLite's command transactions, in two thread hops each (the reads stay on SQLAlchemy).
        self._writer = SqliteWriter(sqlite_file, self.clock) if sqlite_file else None
        #: PostgreSQL's command transactions and state reads, on asyncpg directly (four round trips a command).
        self._pg = _pg_writer(engine, self.clock) if dialect.name == "postgresql" else None

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[SqlTransaction | SqliteTransaction | PgTransaction]:
        """Take the game's lock in a new transaction; commit on normal exit, roll back on error."""
        fast = self._writer or self._pg
        if fast is not None:
            async with fast.transaction(game_id) as tx:
                yield tx
            return
        with storage_errors():
            async with self.engine.begin() as conn:
                await self.dialect.lock(conn, game_id)
                yield SqlTransaction(conn, game_id, self.dialect, self.clock)

    async def read_state(self, game_id: str) -> JsonDict | None:
        """Return a game's committed state."""
        fast = self._writer or self._pg
        if fast is not None:
            return await fast.read_state(game_id)
        head = await self.read_head(game_id)
        if head is None:
            return None
        return assemble(head, {(r.field, r.key): r.data for r in await self._read(_select_entities(game_id))})

    async def read_head(self, game_id: str) -> JsonDict | None:
        """Return a game's committed head."""
        fast = self._writer or self._pg
        if fast is not None:
            return await fast.read_head(game_id)
        head: JsonDict | None = await self._read_scalar(sa.select(games.c.state).where(games.c.id == game_id))
        return head

    async def read_log(self, game_id: str, after: int = 0, limit: int = 100) -> list[LogEntry]:
        """Return entries with seq > after, oldest first."""
        query = sa.select(*ENTRY_COLUMNS).where(log.c.game_id == game_id, log.c.seq > after).order_by(log.c.seq)
        return [row_entry(r) for r in await self._read(query.limit(limit))]

    async def read_head_since(self, game_id: str, after: int, limit: int) -> Since:
        """Return a game's committed head and its entries with after < seq <= after + limit, read together."""
        fast = self._writer or self._pg
        if fast is not None:
            return await fast.read_head_since(game_id, after, limit)
        head = await self.read_head(game_id)
        return Since(head, await self.read_log(game_id, after, limit) if head is not None else [])

    async def game_ids(self) -> list[str]:
        """Return every stored game's id, sorted."""
        return [str(r[0]) for r in await self._read(sa.select(games.c.id).order_by(games.c.id))]

    async def forget_replies(self, before: datetime) -> int:
        """Delete the replies stored before a time, a batch per transaction; return how many."""
        return await self._forget(dedup, before)

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """Run a read of a door's own table, outside any command (``$1``-style parameters on either database; an
        instant is bound as the database keeps one)."""
        return await self._fast().fetch(sql, *args)

    async def execute(self, sql: str, rows: Sequence[tuple[Any, ...]]) -> None:
        """Run a write of a door's own table once per row of parameters, in one transaction, durable before this
        returns (on SQLite, with the command transactions' open batch)."""
        await self._fast().execute(sql, rows)

    @contextmanager
    def with_reply(self, key: str, sql: str, args: Callable[[], tuple[Any, ...]]) -> Iterator[alongside.Alongside]:
        """Within: the command transaction that stores a reply under ``key`` also runs a write of a door's own table
        (``$1``-style parameters, made by ``args`` then), in its COMMIT; the object yielded says once it has
        committed. SQLite and PostgreSQL do this; the SQLAlchemy transactions of another database never do."""
        along = alongside.Alongside(key, sql, args)
        if self._writer is None and self._pg is None:
            yield along
            return
        with alongside.writing(along):
            yield along

    def _fast(self) -> SqliteWriter | PgWriter:
        fast = self._writer or self._pg
        if fast is None:  # every file database has the one, every server the other
            raise StorageError(f"no writer for {self.dialect.name}")
        return fast

    async def claim_timers(self, now: datetime, until: datetime, limit: int) -> list[Timer]:
        """Take the due timers no one holds (or whose hold lapsed), the earliest first, holding them until a time.

        One write transaction: on PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED (a row another scheduler is
        taking, or a command is replacing, is left to it); on SQLite the transaction holds the database's write lock
        (BEGIN IMMEDIATE), so two takers take turns and the second finds the rows held.
        """
        free = timers.c.claimed_until.is_(None) | (timers.c.claimed_until <= now)
        due = sa.select(timers.c.game_id).where(timers.c.due_at <= now, free).order_by(timers.c.due_at).limit(limit)
        picked = due.with_for_update(skip_locked=True).scalar_subquery()
        take = sa.update(timers).where(timers.c.game_id.in_(picked)).values(claimed_until=until)
        with storage_errors():
            async with self.engine.begin() as conn:
                rows = (await conn.execute(take.returning(*TIMER_COLUMNS))).all()
        return sorted((row_timer(r) for r in rows), key=lambda t: t.due)

    async def next_due(self) -> datetime | None:
        """Return the first moment a timer may be taken: the earliest free one's due time, or a hold's end."""
        free = sa.select(sa.func.min(timers.c.due_at)).where(timers.c.claimed_until.is_(None)).scalar_subquery()
        held = sa.select(sa.func.min(timers.c.claimed_until)).scalar_subquery()
        [firsts] = await self._read(sa.select(free, held))
        return min(filter(None, firsts), default=None)

    async def release_timers(self, fired: Sequence[Timer]) -> None:
        """Remove fired timers still as they were taken, in one transaction (a command since may have set another)."""
        if not fired:
            return
        same = (
            (timers.c.game_id == sa.bindparam("g"))
            & (timers.c.due_at == sa.bindparam("d", type_=timers.c.due_at.type))
            & (timers.c.duel == sa.bindparam("u"))
            & (timers.c.kind == sa.bindparam("k"))
        )
        rows = [{"g": t.game_id, "d": t.due, "u": t.duel, "k": t.kind} for t in fired]
        with storage_errors():
            async with self.engine.begin() as conn:
                await conn.execute(sa.delete(timers).where(same), rows)

    async def timers(self, limit: int = 100) -> list[Timer]:
        """Return the stored timers, the earliest due first."""
        query = sa.select(*TIMER_COLUMNS).order_by(timers.c.due_at, timers.c.game_id).limit(limit)
        return [row_timer(r) for r in await self._read(query)]

    async def _forget(self, table: sa.Table, before: datetime) -> int:
        total = 0
        while True:
            gone = await self._forget_batch(table, before)
            total += gone
            if gone < FORGET_BATCH:
                return total

    async def _forget_batch(self, table: sa.Table, before: datetime) -> int:
        doomed = sa.select(table.c.key).where(table.c.at < before).limit(FORGET_BATCH)
        with storage_errors():
            async with self.engine.begin() as conn:
                gone: int = (await conn.execute(sa.delete(table).where(table.c.key.in_(doomed)))).rowcount
        return gone

    async def read_replies(self, game_id: str) -> list[StoredReply]:
        """Return a game's dedup replies with their keys and times, oldest first (export)."""
        query = sa.select(dedup.c.key, dedup.c.reply, dedup.c.at).where(dedup.c.game_id == game_id)
        rows = await self._read(query.order_by(dedup.c.at, dedup.c.key))
        return [StoredReply(key=r.key, reply=Reply.model_validate(r.reply), at=r.at) for r in rows]

    async def read_archive(self, game_id: str) -> dict[str, JsonDict]:
        """Return a game's archived duels by id (export)."""
        at = (entities.c.game_id == game_id) & (entities.c.field == ARCHIVE)
        return {r.key: r.data for r in await self._read(sa.select(entities.c.key, entities.c.data).where(at))}

    async def put_game(
        self,
        game_id: str,
        state: JsonDict,
        entries: Sequence[LogEntry],
        replace: bool,
        replies: Sequence[StoredReply] = (),
        archive: Mapping[str, JsonDict] | None = None,
    ) -> int:
        """Store a whole game at once (import) with its dedup replies; refuse to overwrite one unless ``replace``.

        Return how many replies were kept: a key another game of this database holds stays that game's.
        """
        with storage_errors():
            async with self.engine.begin() as conn:  # one plain transaction: an import is no hot path
                await self.dialect.lock(conn, game_id)
                tx = SqlTransaction(conn, game_id, self.dialect, self.clock)
                if await tx.load() is not None and not replace:
                    raise ConflictError(f"game {game_id!r} exists")
                await tx.clear_log()
                await tx.clear_replies()
                await tx.save(state)
                old = (entities.c.game_id == game_id) & (entities.c.field == ARCHIVE)
                await conn.execute(sa.delete(entities).where(old))
                await tx.archive(archive or {})
                await tx.append_many(entries)
                await tx.set_timer(stored_timer(game_id, state, self.clock.now()))
                kept = await tx.keep_replies(replies)
                if self._pg is not None:  # live pages on every replica see the game imported
                    await conn.execute(sa.select(sa.func.pg_notify(await self._pg.notice_channel(), game_id)))
                return kept

    async def watch_commits(self, changed: Callable[[str], None]) -> Callable[[], Awaitable[None]]:
        """Tell a function the id of each game any process commits (PostgreSQL: LISTEN); on SQLite nothing is told,
        and readers poll the file."""
        return await self._pg.watch_commits(changed) if self._pg is not None else nothing

    async def close(self) -> None:
        """Close every pooled connection."""
        for fast in (self._writer, self._pg):
            if fast is not None:
                await fast.close()
        await self.engine.dispose()

    async def _read(self, query: sa.Select[Any]) -> Sequence[sa.Row[Any]]:
        with storage_errors():
            async with self._reader.connect() as conn:
                rows: Sequence[sa.Row[Any]] = (await conn.execute(query)).all()
        return rows

    async def _read_scalar(self, query: sa.Select[Any]) -> Any:
        rows = await self._read(query)
        return rows[0][0] if rows else None


#: The timers' columns a Timer is read from.
TIMER_COLUMNS = (timers.c.game_id, timers.c.due_at, timers.c.duel, timers.c.command)


def timer_row(timer: Timer) -> JsonDict:
    """Return the row of a timer, free of any hold."""
    command = timer.command.model_dump(mode="json")
    return {"game_id": timer.game_id, "kind": timer.kind, "duel": timer.duel, "due_at": timer.due, "command": command}


def row_timer(row: sa.Row[Any]) -> Timer:
    """Return the timer a row holds."""
    return Timer(row.game_id, row.due_at, row.duel, Command.model_validate(row.command))


def _select_entities(game_id: str) -> sa.Select[Any]:
    columns = (entities.c.field, entities.c.key, entities.c.data)
    at = (entities.c.game_id == game_id) & entities.c.field.in_(ENTITIES)
    return sa.select(*columns).where(at).order_by(entities.c.pos)


def _pg_writer(engine: AsyncEngine, clock: Clock) -> PgWriter:
    """Return the asyncpg writer of the engine's database, with the settings its connections have (the schema)."""

    async def settings() -> dict[str, str]:
        query = sa.text("SELECT current_setting('search_path'), current_setting('application_name')")
        async with engine.connect() as conn:
            search_path, name = (await conn.execute(query)).one()
        return {"search_path": str(search_path), "application_name": str(name)}

    return PgWriter(engine.url.set(drivername="postgresql").render_as_string(hide_password=False), settings, clock)
