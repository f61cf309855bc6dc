"""Storage: a durable command on SQLite and PostgreSQL against bare inserts; on a big database against an empty one;
a game with a long log against a short one. CPU time is this process's (the PostgreSQL server's is not counted)."""

from __future__ import annotations

import asyncio
import itertools
import os
import sqlite3
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from adapters.storage import SqlStorage, open_storage
from adapters.storage.dialects import BUSY_TIMEOUT_S
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock
from bench import core
from bench.measure import Cost, Row, cost_row, row, stopwatch
from models import Actor

GM = Actor(id="console:gm", name="GM", admin=True)
#: The command each durable operation applies: a free roll in a game with a Feniks roster (state saved, log appended).
COMMAND = "/roll 1d10+2"
SETUP = (
    "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12",
    "/char Draco age=16 reflex=5 charms=18 dada=10",
    "/duel Harry vs Draco",
)
#: A baseline row as large as a short log line.
PAYLOAD = "x" * 200
#: Games whose commands the group-commit row sends at once.
GROUP = 8
#: Games the in-play row plays in turn, a command each (a bot serving many groups).
IN_PLAY = 1_000
PG_CANDIDATES = ("postgresql://root@127.0.0.1:5432/test", "postgresql://postgres@127.0.0.1:5432/test")

Op = Callable[[], Awaitable[None]]


class Subject:
    """An engine on a SQL storage (its own, or one shared by many games), applying the command with a fresh dedup
    key each time (as Telegram does)."""

    def __init__(self, storage: SqlStorage, game: str = "bench", engine: Engine | None = None) -> None:
        self.storage, self.game = storage, game
        self.engine = engine or Engine(storage, SystemClock(), GameDefaults(ruleset="feniks", seed=42))
        self.command = parse(COMMAND, source="bench")
        self.count = 0

    async def setup(self) -> None:
        """Open the game with a roster and a duel."""
        for line in SETUP:
            await self.engine.handle(parse(line, source="bench"), GM, self.game, f"bench:{uuid.uuid4().hex}")

    async def once(self) -> None:
        """Apply the command once, durably."""
        self.count += 1
        reply = await self.engine.handle(self.command, GM, self.game, f"bench:{uuid.uuid4().hex}")
        if not reply.ok:
            raise RuntimeError(f"the bench command was refused: {reply.refusal}")


def timed(op: Op, prepare: Op | None = None) -> Callable[[], Awaitable[Cost]]:
    """Return an operation timed by the wall and CPU clocks, after what ``prepare`` runs untimed."""

    async def run() -> Cost:
        if prepare is not None:
            await prepare()
        with stopwatch() as watch:
            await op()
        return watch.cost

    return run


async def paired(
    baseline: Op, subject: Op, runs: int, n: int, prepare: tuple[Op, Op] | None = None
) -> tuple[list[Cost], list[Cost]]:
    """Runs of operations in turn after a short warm-up (bench.core.paired); return (subject, baseline) medians per
    run. ``prepare``: what runs, untimed, before each baseline and each subject operation."""
    before = prepare or (None, None)
    return await core.paired(timed(subject, before[1]), runs, n, timed(baseline, before[0]), warmup=max(n // 4, 3))


def bare_sqlite(path: Path) -> Callable[[], Awaitable[None]]:
    """Return a bare sqlite3 single-row insert + commit, with the adapter's durability settings (WAL, FULL)."""
    conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_S)
    for pragma in ("journal_mode=WAL", "synchronous=FULL"):
        conn.execute(f"PRAGMA {pragma}")
    conn.execute("CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)")

    async def insert() -> None:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO t (v) VALUES (?)", (PAYLOAD,))
        conn.execute("COMMIT")

    return insert


async def sqlite_row(work: Path, runs: int, n: int) -> Row:
    """One durable command on SQLite against a bare sqlite3 insert + commit."""
    storage = await open_storage(f"sqlite:///{work / 'subject.sqlite3'}")
    try:
        subject = Subject(storage)
        await subject.setup()
        s, b = await paired(bare_sqlite(work / "bare.sqlite3"), subject.once, runs, n)
    finally:
        await storage.close()
    return cost_row(
        "storage",
        f"one durable command on SQLite (`{COMMAND}`)",
        s,
        b,
        3.0,
        note="vs sqlite3 insert + commit, WAL, synchronous=FULL",
    )


async def group_row(work: Path, runs: int, n: int) -> Row:
    """Commands of several games at once on SQLite, sharing COMMITs, against as many commands of one game alone."""
    storage = await open_storage(f"sqlite:///{work / 'group.sqlite3'}")
    try:
        subjects = [Subject(storage, game=f"group{i}") for i in range(GROUP)]
        for subject in subjects:
            await subject.setup()
        each = max(2 * n // GROUP, 1)

        async def together() -> Cost:
            with stopwatch() as watch:
                await asyncio.gather(*(_times(s.once, each) for s in subjects))
            return watch.cost

        async def alone() -> Cost:
            with stopwatch() as watch:
                await _times(subjects[0].once, GROUP * each)
            return watch.cost

        await together()
        pairs = [(await alone(), await together()) for _ in range(runs)]
    finally:
        await storage.close()
    count = GROUP * each
    return row(
        "storage",
        f"commands of {GROUP} games at once on SQLite (group commit)",
        [count / p[1].wall for p in pairs],
        [count / p[0].wall for p in pairs],
        "cmd/s",
        None,  # set from the ceiling the durable-command row measures (group_target)
        higher_is_better=True,
        note="vs one game's, one by one",
        cpu=([p[1].cpu / count for p in pairs], [p[0].cpu / count for p in pairs]),
    )


async def in_play_row(work: Path, runs: int, n: int) -> Row:
    """The command in each of IN_PLAY games in turn, against the same command in one game, on one SQLite database."""
    storage = await open_storage(f"sqlite:///{work / 'in-play.sqlite3'}")
    try:
        first = Subject(storage, game="played0")  # one engine plays them all, as a bot's does
        games = [first, *(Subject(storage, f"played{i}", first.engine) for i in range(1, IN_PLAY))]
        for game in games:
            await game.setup()
        turn = itertools.cycle(games)

        async def in_turn() -> None:
            await next(turn).once()

        s, b = await paired(games[0].once, in_turn, runs, n)
    finally:
        await storage.close()
    return cost_row(
        "storage",
        f"command in each of {IN_PLAY:,} games in turn (SQLite)",
        s,
        b,
        1.2,
        note="vs the command in one game; a bot serving many groups",
    )


async def _times(op: Op, count: int) -> None:
    for _ in range(count):
        await op()


async def postgres_url() -> str | None:
    """Return a reachable PostgreSQL URL (ASSISTANT_TEST_POSTGRES first), or None."""
    import asyncpg

    for dsn in filter(None, (os.environ.get("ASSISTANT_TEST_POSTGRES"), *PG_CANDIDATES)):
        try:
            conn = await asyncpg.connect(dsn, timeout=3)
        except (OSError, asyncpg.PostgresError, TimeoutError):
            continue
        await conn.close()
        return dsn
    return None


@asynccontextmanager
async def pg_schema(dsn: str) -> AsyncIterator[str]:
    """Make a scratch schema and drop it afterwards."""
    import asyncpg

    name = f"bench_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute(f"CREATE SCHEMA {name}")
        yield name
    finally:
        await conn.execute(f"DROP SCHEMA {name} CASCADE")
        await conn.close()


async def postgres_row(dsn: str, runs: int, n: int) -> Row:
    """One durable command on PostgreSQL against a bare asyncpg single-row insert transaction."""
    import asyncpg

    async with pg_schema(dsn) as schema:
        storage = await open_storage(dsn, schema=schema)
        conn = await asyncpg.connect(dsn, server_settings={"search_path": schema})
        try:
            await conn.execute("CREATE TABLE t (id BIGSERIAL PRIMARY KEY, v TEXT NOT NULL)")
            insert = await conn.prepare("INSERT INTO t (v) VALUES ($1)")

            async def bare() -> None:
                async with conn.transaction():
                    await insert.fetch(PAYLOAD)

            subject = Subject(storage)
            await subject.setup()
            s, b = await paired(bare, subject.once, runs, n)
        finally:
            await conn.close()
            await storage.close()
    return cost_row(
        "storage",
        f"one durable command on PostgreSQL (`{COMMAND}`)",
        s,
        b,
        4.0,
        note="vs asyncpg insert transaction; CPU of this process only",
    )


async def big_row(work: Path, games: int, events: int, runs: int, n: int, report: list[str]) -> Row:
    """The command on a database holding many games and events, against the same on an empty database."""
    from bench.bigdb import fill

    big_path, empty_path = work / "big.sqlite3", work / "empty.sqlite3"
    big, empty = await open_storage(f"sqlite:///{big_path}"), await open_storage(f"sqlite:///{empty_path}")
    try:
        model = Subject(empty, game="model")
        await model.setup()
        await big.close()
        started = time.perf_counter()
        fill(big_path, empty_path, "model", games, events)
        report.append(
            f"Generated {games:,} games and {events:,} events in {time.perf_counter() - started:.1f} s "
            f"({big_path.stat().st_size / 2**20:.0f} MiB)."
        )
        big = await open_storage(f"sqlite:///{big_path}")
        on_big, on_empty = Subject(big, game="g1"), Subject(empty)
        await on_empty.setup()
        s, b = await paired(on_empty.once, on_big.once, runs, n)
    finally:
        await big.close()
        await empty.close()
        for file in work.glob("big.sqlite3*"):
            file.unlink()
        await asyncio.to_thread(os.sync)  # flush its pages now, not while the next area measures
    return cost_row(
        "storage", f"command with {games:,} games, {events:,} events (SQLite)", s, b, 1.2, note="vs empty database"
    )


async def run(work: Path, runs: int, n: int, games: int, events: int, log_entries: int, report: list[str]) -> list[Row]:
    """Measure every storage row (PostgreSQL only where it is reachable)."""
    from bench import sizing
    from bench.replicas import round_robin_row

    sqlite, group = await sqlite_row(work, runs, n), await group_row(work, runs, n)
    rows = [sqlite, group_target(group, sqlite), await in_play_row(work, runs, n)]
    report.append(group_ceiling(sqlite))
    dsn = await postgres_url()
    if dsn is None:
        report.append("PostgreSQL unreachable (ASSISTANT_TEST_POSTGRES or 127.0.0.1:5432/test): its row is skipped.")
    else:
        rows.append(await postgres_row(dsn, runs, n))
        rows.append(await round_robin_row(dsn, runs, n))
        rows.extend(filter(None, [await sizing.pg_server_row(dsn, runs, 10 * n)]))
    rows.extend(await sizing.memory_rows(work, runs))
    rows.append(await big_row(work, games, events, runs, n, report))
    from bench import longlog

    rows.extend(await longlog.run(work, runs, n, log_entries))
    return rows


#: The share of one thread's group-commit ceiling the group-commit row must reach (issue 32).
GROUP_SHARE = 0.8


def _wait_and_cpu(sqlite: Row) -> tuple[float, float]:
    """Return, from the durable-command row, the COMMIT's wait for the disk (the bare insert's wall time beyond its
    CPU time) and a durable command's CPU time."""
    assert sqlite.baseline is not None and sqlite.cpu is not None and sqlite.cpu_baseline is not None
    return max(sqlite.baseline.median - sqlite.cpu_baseline.median, 0.0), sqlite.cpu.median


def ceiling(sqlite: Row) -> float:
    """Return what group commit can gain on one thread on this disk: (CPU + wait) / CPU."""
    wait, cpu = _wait_and_cpu(sqlite)
    return (cpu + wait) / cpu


def group_target(group: Row, sqlite: Row) -> Row:
    """Return the group-commit row with its target: GROUP_SHARE of the ceiling this run measures."""
    most = ceiling(sqlite)
    note = f"{group.note}; target {GROUP_SHARE:.0%} of this run's ceiling, {most:.2f}×"
    return replace(group, target=round(GROUP_SHARE * most, 2), note=note)


def group_ceiling(sqlite: Row) -> str:
    """Say what group commit can gain on this disk, from the durable-command row: the COMMIT's wait for the disk
    against a command's CPU time."""
    wait, cpu = _wait_and_cpu(sqlite)
    return (
        f"Group commit on this disk: a COMMIT waits {wait * 1e6:.0f} µs for the disk beyond its CPU time (bare insert: "
        f"wall − CPU), a durable command costs {cpu * 1e6:.0f} µs of CPU; commands sharing COMMITs save at most that "
        f"wait, so one thread's ceiling is (CPU + wait) / CPU = {(cpu + wait) / cpu:.2f}× (more only where the "
        "writer's thread runs beside the event loop, on a second core)."
    )


def main_sync(work: Path, **kwargs: Any) -> list[Row]:
    """Run the storage rows in a fresh event loop."""
    return asyncio.run(run(work, **kwargs))
