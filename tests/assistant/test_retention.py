"""Replies kept for redeliveries are forgotten after the retention, on every storage; a redelivery after it is new."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path

import pytest

import adapters.storage.sql as sql
from adapters.telegram import records
from adapters.telegram.records import Delivery
from assistant.bootstrap import bootstrap
from assistant.config import Settings
from assistant.errors import StorageError
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from assistant.state.retention import forget_old_replies, keep_forgetting
from models import Actor
from tests.adapters.storage.scratch import SQL_KINDS, open_sql_storage
from tests.fakes import FakeClock

GM = Actor(id="gm", name="GM", admin=True)


@pytest.fixture(params=["memory", *SQL_KINDS])
async def timed(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[tuple[Storage, FakeClock]]:
    """A fresh storage of each kind that times its rows by a fake clock."""
    clock = FakeClock()
    storage: Storage = (
        InMemoryStorage(clock) if request.param == "memory" else await open_sql_storage(request.param, tmp_path, clock)
    )
    yield storage, clock
    await storage.close()


async def roll(engine: Engine, key: str) -> bool:
    """Apply a roll under a dedup key; return whether it was applied (not a duplicate)."""
    reply = await engine.handle(parse("/roll 1d6"), GM, "g", key)
    assert reply.ok
    return not reply.duplicate


async def test_replies_older_than_the_cutoff_are_forgotten(timed: tuple[Storage, FakeClock]) -> None:
    storage, clock = timed
    engine = Engine(storage, clock, GameDefaults(seed=1))
    assert await roll(engine, "tg:update:1")
    clock.advance(days=3)
    assert await roll(engine, "tg:update:2")
    clock.advance(days=5)
    assert await forget_old_replies(storage, clock, days=7) == 1
    assert await roll(engine, "tg:update:1")  # forgotten: delivered again, it is a new command
    assert not await roll(engine, "tg:update:2")  # still kept: a duplicate
    assert [e.seq for e in await storage.read_log("g")] == [1, 2, 3]


async def test_forgetting_takes_batches_and_keeps_the_log(
    timed: tuple[Storage, FakeClock], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sql, "FORGET_BATCH", 3)
    storage, clock = timed
    engine = Engine(storage, clock, GameDefaults(seed=1))
    for i in range(7):
        assert await roll(engine, f"k{i}")
    clock.advance(days=1)
    assert await storage.forget_replies(clock.now()) == 7
    assert await storage.forget_replies(clock.now()) == 0
    assert len(await storage.read_log("g")) == 7


async def test_a_doors_records_are_forgotten_with_the_replies(
    timed: tuple[Storage, FakeClock], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(records, "FORGET_BATCH", 3)
    storage, clock = timed
    sent = await records.open_records(storage, clock)
    for update in range(4):
        for part in range(2):
            await sent.record([Delivery(f"tg:{update}", part, 10 * update + part)])
    await sent.claim("tg:5", 0)  # a claim its sender never turned into a message
    clock.advance(days=2)
    await sent.record([Delivery("tg:9", 0, 90)])
    await forget_old_replies(storage, clock, days=1, records=[sent])
    assert [await sent.delivered(f"tg:{u}") for u in (0, 3, 9)] == [{}, {}, {0: 90}]
    assert (await sent.claim("tg:5", 0)).mine  # forgotten: claimed anew


async def test_a_running_service_forgets_in_the_background(tmp_path: Path) -> None:
    clock = FakeClock()
    settings = Settings(database_url=f"sqlite+aiosqlite:///{tmp_path / 'a.sqlite3'}", dedup_days=2)
    app = await bootstrap(settings, clock=clock)
    try:
        assert await roll(app.engine, "voice:a:1")
        clock.advance(days=3)
        app.start_upkeep()
        for _ in range(200):  # the first round runs at once
            if await roll(app.engine, "voice:a:1"):
                break
            await asyncio.sleep(0.01)
        else:
            pytest.fail("the reply was not forgotten")
    finally:
        await app.aclose()
    assert all(task.done() for task in app.upkeep)


async def test_no_forgetting_when_replies_are_kept_forever() -> None:
    app = await bootstrap(Settings(database_url="memory://", dedup_days=0))
    app.start_upkeep()
    assert [task.get_name() for task in app.upkeep] == ["scheduler"]
    await app.aclose()


class LockedStorage(InMemoryStorage):
    """A storage whose database stays locked whenever old replies are to be forgotten."""

    rounds = 0

    async def forget_replies(self, before: datetime) -> int:
        self.rounds += 1
        raise StorageError("database is locked")


async def test_a_failed_round_waits_for_the_next() -> None:
    storage = LockedStorage()
    task = asyncio.create_task(keep_forgetting(storage, FakeClock(), 1, every_s=0.01))

    async def three_rounds() -> None:
        while storage.rounds < 3:
            await asyncio.sleep(0.01)

    try:
        await asyncio.wait_for(three_rounds(), timeout=10)
    finally:
        task.cancel()
    with pytest.raises(asyncio.CancelledError):  # still running after the failed rounds, not crashed by them
        await task
