"""Sizing figures, for information (the README's deployment section works from them): the memory a game kept parsed
takes (small, and with 1,000 characters), and the PostgreSQL server's CPU per durable command (its backends' CPU
from /proc, where the server runs on this machine)."""

from __future__ import annotations

import gc
import tracemalloc
from pathlib import Path

from adapters.storage import open_storage
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock
from bench.core import GAME, Table
from bench.grown import CHARACTERS, characters
from bench.measure import Row, proc_cpu, row, stopwatch
from bench.storage import COMMAND, GM, SETUP, Subject, pg_schema

#: Small games kept parsed at once to weigh one.
SMALL_GAMES = 500


def _kept_bytes(engine: Engine) -> int:
    """Return the bytes the games an engine keeps parsed hold (what forgetting them frees), by tracemalloc."""
    gc.collect()
    kept = tracemalloc.get_traced_memory()[0]
    engine._live.clear()
    gc.collect()
    return kept - tracemalloc.get_traced_memory()[0]


async def small_games(work: Path, runs: int) -> list[float]:
    """Return the KB each small game kept parsed holds (a Feniks roster of two and a duel, then a roll), per run.

    On SQLite, whose rows share nothing with what the engine keeps (the in-memory storage's log would hold some of
    the same JSON, and keep it after the engine forgets it).
    """
    sizes = []
    for run in range(runs):
        storage = await open_storage(f"sqlite:///{work / f'sizing{run}.sqlite3'}")
        engine = Engine(storage, SystemClock(), GameDefaults(ruleset="feniks", seed=42), live_games=SMALL_GAMES)
        tracemalloc.start()
        try:
            for i in range(SMALL_GAMES):
                for line in (*SETUP, COMMAND):
                    await engine.handle(parse(line, source="bench"), GM, f"g{i}")
            sizes.append(_kept_bytes(engine) / SMALL_GAMES / 1000)
        finally:
            tracemalloc.stop()
            await storage.close()
    return sizes


async def big_game(runs: int) -> list[float]:
    """Return the KB an ergs game of 1,000 characters kept parsed holds, per run."""
    (table, step), _ = await characters()
    sizes = []
    for _ in range(runs):
        fresh = Table("ergs")
        tracemalloc.start()
        try:
            fresh.rewind(step)  # the grown game stored and kept parsed, as a command leaves it
            fresh.engine._live.clear()
            reply = await fresh.engine.handle(step.command, step.actor, GAME)
            if not reply.ok:
                raise RuntimeError(f"the bench command {step.line!r} was refused: {reply.refusal}")
            sizes.append(_kept_bytes(fresh.engine) / 1000)
        finally:
            tracemalloc.stop()
    del table
    return sizes


async def memory_rows(work: Path, runs: int) -> list[Row]:
    """The memory of a game kept parsed, small and grown (information for ASSISTANT_LIVE_GAMES)."""
    note = "tracemalloc: what forgetting the kept games frees; for information"
    small, big = await small_games(work, runs), await big_game(runs)
    return [
        row("sizing", f"memory per small game kept parsed ({len(SETUP)} set-up lines and a roll)", small, None, "KB",
            None, note=note),
        row("sizing", f"memory per ergs game of {CHARACTERS:,} characters kept parsed", big, None, "KB", None,
            note=note),
    ]  # fmt: skip


async def _backends(storage: object) -> list[int]:
    """Return the server processes of every connection of a storage's asyncpg pool (all of them opened)."""
    pool = await storage._pg.pool()  # type: ignore[attr-defined]
    held = [await pool.acquire() for _ in range(pool.get_max_size())]
    pids = [conn.get_server_pid() for conn in held]
    for conn in held:
        await pool.release(conn)
    return pids


async def pg_server_row(dsn: str, runs: int, n: int) -> Row | None:
    """The PostgreSQL server's CPU per durable command: its backends' CPU (/proc; None where the server is not on
    this machine), beside this process's."""

    async with pg_schema(dsn) as schema:
        storage = await open_storage(dsn, schema=schema)
        try:
            subject = Subject(storage)
            await subject.setup()
            pids = await _backends(storage)
            if not all(Path(f"/proc/{pid}/stat").exists() for pid in pids):
                return None
            server, own = [], []
            for _ in range(runs):
                before = sum(proc_cpu(pid) for pid in pids)
                with stopwatch() as watch:
                    for _ in range(n):
                        await subject.once()
                server.append((sum(proc_cpu(pid) for pid in pids) - before) / n)
                own.append(watch.cpu / n)
        finally:
            await storage.close()
    return row("sizing", f"PostgreSQL server CPU per durable command (`{COMMAND}`)", server, None, "s", None,
               note="its backends' CPU from /proc, at 10 ms ticks; for information", cpu=(own, None))  # fmt: skip
