"""The benchmarks' own games are real games: a database the big-database and long-log benchmarks fill holds the
model game whole (its head and its characters' and duels' rows), and plays on (a broken fill measured nothing)."""

from __future__ import annotations

from pathlib import Path

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
