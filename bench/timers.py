"""The scheduler's start-up: ready with 20,000 stored games against 10, on SQLite and PostgreSQL.

A start-up after every replica was down: each database holds games as a bot serving many groups keeps them, 1 % of
them in a running periodic bout and 5 % awaiting a move with reminders on (200 bouts and 1,000 reminders of
20,000; one of each of 10), every one of those timers missed (the model games were played ten minutes before).
The games are copied by bulk SQL from three model games the engine played (a bout, a reminded duel, a quiet
roster): their heads, entities and timer rows; their logs are left out, which start-up never reads.

A run opens the storage and starts a scheduler on it, timed until the scheduler is ready (it has read when its
first timer falls due). The engine it runs holds every command back, so no run changes the database; a timer it
took meanwhile is freed after the run, untimed. Then, once, the big database's missed timers are caught up with
the real engine, and the report says how long that took.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from adapters.storage import SqlStorage, open_storage
from adapters.storage.schema import entities, games, timers
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock, WallTimeline
from assistant.state.scheduler import CONCURRENT, Scheduler
from bench import core
from bench.measure import Cost, Row, cost_row, stopwatch
from bench.storage import GM, SETUP, pg_schema, postgres_url
from models import Actor, Reply

#: How long before the runs the model games were played: every timer is missed, each bout by a few calls.
BEFORE = timedelta(minutes=10)
SMALL = 10
#: The model games: a running bout (ergs), a duel whose player to move is reminded (duel_club), a quiet roster.
MODELS = {
    "bout": (
        "ergs",
        (
            "/char Harry age=17",
            "/char Draco age=17",
            "/duel Harry Draco",
            "/protocol offended=Harry degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=5 "
            "bout=30 break=2x",
            "/protocol second Harry Sirius",
            "/protocol second Draco Lucius",
            "/protocol dress Harry",
            "/protocol dress Draco",
            "/protocol sign Sirius",
            "/protocol sign Lucius",
            "/bout start",
        ),
    ),
    "reminder": (
        "duel_club",
        ("/defaults remind=1m", "/char Harry skill=60", "/char Draco skill=50", "/duel Harry vs Draco", "/init"),
    ),
    "quiet": ("feniks", SETUP),
}


@dataclass(frozen=True)
class Model:
    """A model game's rows: its head, its entities (field, key, data, pos) and its timer (kind, duel, due, command)."""

    head: dict[str, Any]
    entities: list[tuple[str, str, Any, int]]
    timer: tuple[str, str, datetime, Any] | None


def kinds(count: int) -> Iterator[str]:
    """Yield each game's model: 1 % bouts and 5 % reminders (one of each at least), the rest quiet."""
    bouts, reminded = max(1, count // 100), max(1, count // 20)
    for g in range(count):
        yield "bout" if g < bouts else "reminder" if g < bouts + reminded else "quiet"


async def models(work: Path, played: datetime) -> dict[str, Model]:
    """Play the model games at a moment, in a database of their own, and read their rows back."""
    storage = await open_storage(f"sqlite:///{work / 'timer-models.sqlite3'}")
    try:
        for name, (ruleset, lines) in MODELS.items():
            engine = Engine(storage, SystemClock(), GameDefaults(ruleset=ruleset, seed=7))
            for line in lines:
                reply = await engine.handle(parse(line, source="bench").model_copy(update={"at": played}), GM, name)
                if not reply.ok:
                    raise RuntimeError(f"the model game {name!r} refused {line!r}: {reply.refusal}")
        return {name: await _model(storage, name) for name in MODELS}
    finally:
        await storage.close()


async def _model(storage: SqlStorage, name: str) -> Model:
    async with storage.engine.connect() as conn:
        head = (await conn.execute(sa.select(games.c.state).where(games.c.id == name))).scalar_one()
        rows = (await conn.execute(sa.select(entities).where(entities.c.game_id == name))).all()
        timer = (await conn.execute(sa.select(timers).where(timers.c.game_id == name))).one_or_none()
    found = [(r.field, r.key, r.data, r.pos) for r in rows]
    return Model(head, found, (timer.kind, timer.duel, timer.due_at, timer.command) if timer else None)


def rows(made: dict[str, Model], count: int) -> tuple[list[tuple[Any, ...]], ...]:
    """Return the games', entities' and timers' rows of ``count`` games (ids g0, g1, ...), as Python values."""
    game_rows: list[tuple[Any, ...]] = []
    entity_rows: list[tuple[Any, ...]] = []
    timer_rows: list[tuple[Any, ...]] = []
    for g, kind in enumerate(kinds(count)):
        model, game = made[kind], f"g{g}"
        head = {**model.head, "id": game}
        game_rows.append((game, head["ruleset"], head["seq"], head, datetime.now(UTC)))
        entity_rows.extend((game, f, k, d, pos) for f, k, d, pos in model.entities)
        if model.timer is not None:
            timer_rows.append((game, *model.timer))
    return game_rows, entity_rows, timer_rows


def fill_sqlite(path: Path, made: dict[str, Model], count: int) -> None:
    """Fill a migrated, empty SQLite database with ``count`` games, as the adapter stores them."""
    game_rows, entity_rows, timer_rows = rows(made, count)
    text = "%Y-%m-%d %H:%M:%S.%f"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous=OFF")
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO games (id, ruleset, seq, state, updated_at) VALUES (?, ?, ?, ?, ?)",
        [(g, r, s, json.dumps(h), at.strftime(text)) for g, r, s, h, at in game_rows],
    )
    conn.executemany(
        'INSERT INTO entities (game_id, field, "key", data, pos) VALUES (?, ?, ?, ?, ?)',
        [(g, f, k, json.dumps(d), p) for g, f, k, d, p in entity_rows],
    )
    conn.executemany(
        "INSERT INTO timers (game_id, kind, duel, due_at, command) VALUES (?, ?, ?, ?, ?)",
        [(g, k, u, due.astimezone(UTC).strftime(text), json.dumps(c)) for g, k, u, due, c in timer_rows],
    )
    conn.execute("COMMIT")
    conn.execute("ANALYZE")
    conn.close()


async def fill_postgres(dsn: str, schema: str, made: dict[str, Model], count: int) -> None:
    """Fill a migrated, empty PostgreSQL schema with ``count`` games, by COPY."""
    import asyncpg

    game_rows, entity_rows, timer_rows = rows(made, count)
    conn = await asyncpg.connect(dsn, server_settings={"search_path": schema})
    try:
        await conn.copy_records_to_table(
            "games", records=[(g, r, s, json.dumps(h), at) for g, r, s, h, at in game_rows]
        )
        columns = ["game_id", "field", "key", "data", "pos"]
        records = [(g, f, k, json.dumps(d), p) for g, f, k, d, p in entity_rows]
        await conn.copy_records_to_table("entities", records=records, columns=columns)
        columns = ["game_id", "kind", "duel", "due_at", "command"]
        records = [(g, k, u, due, json.dumps(c)) for g, k, u, due, c in timer_rows]
        await conn.copy_records_to_table("timers", records=records, columns=columns)
        await conn.execute("ANALYZE")
    finally:
        await conn.close()


class HeldBack(Engine):
    """An engine whose commands never start: the scheduler's start-up is measured, and the database kept as it was."""

    async def handle(
        self, command: Any, actor: Actor, game_id: str, dedup_key: str | None = None, request: str = ""
    ) -> Reply:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


def ready_run(opener: Callable[[], Awaitable[SqlStorage]]) -> Callable[[], Awaitable[Cost]]:
    """Return a run: the storage opened and a scheduler started on it, timed until it is ready."""

    async def run() -> Cost:
        scheduler = Scheduler(WallTimeline())
        with stopwatch() as watch:
            storage = await opener()
            task = asyncio.create_task(scheduler.run(HeldBack(storage, WallTimeline())))
            await scheduler.ready.wait()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        async with storage.engine.begin() as conn:  # a timer it took is free again for the next run
            await conn.execute(sa.update(timers).where(timers.c.claimed_until.is_not(None)).values(claimed_until=None))
        first = await storage.next_due()
        await storage.close()
        if first is None or first > datetime.now(UTC):
            raise RuntimeError("the database holds no missed timer: the start-up measured is not the one meant")
        return watch.cost

    return run


async def caught_up(opener: Callable[[], Awaitable[SqlStorage]], due: int) -> float:
    """Return the seconds a scheduler on the real engine takes from its start to every missed timer fired (a game
    each: a bout may call again meanwhile)."""
    fired: set[str] = set()

    async def door(game: str, reply: Reply, key: str) -> None:
        fired.add(game)

    storage = await opener()
    scheduler = Scheduler(WallTimeline())
    scheduler.subscribe(door)
    started = time.perf_counter()
    task = asyncio.create_task(scheduler.run(Engine(storage, SystemClock())))
    try:
        async with asyncio.timeout(600):
            while len(fired) < due:
                await asyncio.sleep(0.01)
        took = time.perf_counter() - started
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await storage.close()
    return took


def caught_up_line(database: str, count: int, seconds: float) -> str:
    """Say how long the missed timers of a database took to catch up."""
    due = missed(count)
    return (
        f"Catch-up on {database}: the {due:,} timers missed in {count:,} games fired in {seconds:.1f} s "
        f"({due / seconds:,.0f} a second, {CONCURRENT} games at a time)."
    )


def missed(count: int) -> int:
    """Return how many of ``count`` games have a timer (every one missed)."""
    return sum(kind != "quiet" for kind in kinds(count))


async def sqlite_row(work: Path, made: dict[str, Model], count: int, runs: int, report: list[str]) -> Row:
    """The scheduler ready on a SQLite file of ``count`` games against one of SMALL games."""
    paths = {n: work / f"timers-{n}.sqlite3" for n in (SMALL, count)}
    for n, path in paths.items():
        await (await open_storage(f"sqlite:///{path}")).close()  # migrated
        await asyncio.to_thread(fill_sqlite, path, made, n)
    try:
        runs_of = {n: ready_run(opener_of(f"sqlite:///{path}")) for n, path in paths.items()}
        big, small = await core.paired(runs_of[count], runs, 1, runs_of[SMALL], warmup=1)
        report.append(
            caught_up_line("SQLite", count, await caught_up(opener_of(f"sqlite:///{paths[count]}"), missed(count)))
        )
    finally:
        for path in paths.values():
            for file in work.glob(f"{path.name}*"):
                file.unlink()
    return _row(f"scheduler ready, {count:,} games stored (SQLite)", big, small, count)


async def postgres_row(dsn: str, made: dict[str, Model], count: int, runs: int, report: list[str]) -> Row:
    """The scheduler ready on a PostgreSQL schema of ``count`` games against one of SMALL games."""
    async with pg_schema(dsn) as few, pg_schema(dsn) as many:
        schemas = {SMALL: few, count: many}
        for n, schema in schemas.items():
            await (await open_storage(dsn, schema=schema)).close()  # migrated
            await fill_postgres(dsn, schema, made, n)
        runs_of = {n: ready_run(opener_of(dsn, schema)) for n, schema in schemas.items()}
        big, small = await core.paired(runs_of[count], runs, 1, runs_of[SMALL], warmup=1)
        report.append(caught_up_line("PostgreSQL", count, await caught_up(opener_of(dsn, many), missed(count))))
    return _row(f"scheduler ready, {count:,} games stored (PostgreSQL)", big, small, count)


def opener_of(url: str, schema: str | None = None) -> Callable[[], Awaitable[SqlStorage]]:
    """Return what opens the storage at a URL (and schema) afresh."""

    async def opener() -> SqlStorage:
        return await open_storage(url, schema=schema)

    return opener


def _row(what: str, big: list[Cost], small: list[Cost], count: int) -> Row:
    due = missed(count)
    return cost_row("start-up", what, big, small, 1.2, note=f"vs {SMALL} games; {due:,} of their timers missed")


async def run(work: Path, runs: int, count: int, report: list[str]) -> list[Row]:
    """Measure the scheduler's start-up on SQLite, and on PostgreSQL where it is reachable."""
    made = await models(work, datetime.now(UTC) - BEFORE)
    found = [await sqlite_row(work, made, count, runs, report)]
    dsn = await postgres_url()
    if dsn is None:
        report.append("PostgreSQL unreachable: the scheduler's start-up on it is not measured.")
    else:
        found.append(await postgres_row(dsn, made, count, runs, report))
    return found
