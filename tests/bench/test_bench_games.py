"""The benchmarks' own games are real games: a database the big-database and long-log benchmarks fill holds the
model game whole (its head and its characters' and duels' rows), and plays on (a broken fill measured nothing)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from adapters.storage import open_storage
from assistant.reading.slash import parse
from bench.bigdb import fill
from bench.storage import GM, Subject


async def test_a_filled_database_plays_its_model_game(tmp_path: Path) -> None:
    model_path, path = tmp_path / "model.sqlite3", tmp_path / "filled.sqlite3"
    model = await open_storage(f"sqlite:///{model_path}")
    try:
        await Subject(model, game="model").setup()
        expected = await model.read_state("model")
    finally:
        await model.close()
    empty = await open_storage(f"sqlite:///{path}")  # migrated
    await empty.close()
    fill(path, model_path, "model", 2, 10)
    storage = await open_storage(f"sqlite:///{path}")
    try:
        state = await storage.read_state("g1")
        assert expected is not None and state is not None
        assert state["characters"] == expected["characters"] and state["duels"] == expected["duels"]
        assert len(await storage.read_log("g1")) == 5
        subject = Subject(storage, game="g1")
        reply = await subject.engine.handle(parse("/char Harry reflex=8"), GM, "g1")
        assert reply.ok and [e.key for e in reply.events] != []
    finally:
        await storage.close()


def test_group_commits_ceiling_is_the_commits_wait_for_the_disk_against_a_commands_cpu() -> None:
    from bench.measure import row
    from bench.storage import group_ceiling

    sqlite = row("storage", "durable", [700e-6], [160e-6], "s", 2.0, cpu=([600e-6], [80e-6]))
    said = group_ceiling(sqlite)
    assert "waits 80 µs" in said and "costs 600 µs of CPU" in said and "= 1.13×" in said


def test_group_commit_is_held_to_most_of_the_ceiling_its_run_measures() -> None:
    from bench.measure import row
    from bench.storage import group_target

    sqlite = row("storage", "durable", [700e-6], [160e-6], "s", 3.0, cpu=([400e-6], [80e-6]))  # ceiling 1.2×
    group = row("storage", "group", [1100.0], [1000.0], "cmd/s", None, higher_is_better=True, note="vs one game's")
    held = group_target(group, sqlite)
    assert held.target == 0.96 and held.met and "1.20×" in held.note
    assert not group_target(replace(group, ratios=(0.9,)), sqlite).met


async def test_two_replicas_in_turn_play_one_game_on_postgresql() -> None:
    from bench.replicas import round_robin_row
    from tests.adapters.storage.scratch import postgres_url

    measured = await round_robin_row(await postgres_url(), runs=1, n=3)
    assert measured.cpu is not None and measured.cpu_baseline is not None and len(measured.ratios) == 1


async def test_the_start_up_benchmarks_games_are_real_games_whose_missed_timers_fire_once(tmp_path: Path) -> None:
    from datetime import UTC, datetime

    from bench import timers

    made = await timers.models(tmp_path, datetime.now(UTC) - timers.BEFORE)
    path = tmp_path / "filled.sqlite3"
    await (await open_storage(f"sqlite:///{path}")).close()  # migrated
    timers.fill_sqlite(path, made, 40)
    storage = await open_storage(f"sqlite:///{path}")
    try:
        kinds = list(timers.kinds(40))
        assert (kinds.count("bout"), kinds.count("reminder")) == (1, 2)
        assert sorted(t.kind for t in await storage.timers()) == ["bout", "remind", "remind"]
        assert (await storage.next_due() or datetime.max.replace(tzinfo=UTC)) < datetime.now(UTC)  # all missed
        bout = await storage.read_state("g0")
        assert bout is not None and bout["id"] == "g0" and bout["duels"]["1"]["timer"]["running"]
    finally:
        await storage.close()
    opener = timers.opener_of(f"sqlite:///{path}")
    assert await timers.caught_up(opener, timers.missed(40)) > 0  # every missed timer fired
    storage = await _reopened(f"sqlite:///{path}")
    try:
        assert [t.kind for t in await storage.timers()] == ["bout"]  # the bout's next call; the reminders are spent
    finally:
        await storage.close()


async def _reopened(url: str) -> Any:
    """Open a database the benchmark's scheduler has just left. Its last write may still hold SQLite's lock for a
    moment after the scheduler is cancelled mid-command (seen once in a fresh CI run, 2026-12-05: «database is
    locked» on the reopen; the cause is not yet found), so the reopen waits up to five seconds for it."""
    import asyncio

    from assistant.errors import StorageError

    for _ in range(50):
        try:
            return await open_storage(url)
        except StorageError as error:
            if "locked" not in str(error):
                raise
            await asyncio.sleep(0.1)
    return await open_storage(url)
