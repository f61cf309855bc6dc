"""The scheduler on a fake clock: a periodic bout's «Stop!» and resume fired at their seconds, once, restart or not."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest
import structlog

from assistant.errors import StorageError
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.memory_storage import InMemoryStorage, MemoryTransaction
from assistant.state.ports import Storage
from assistant.state.scheduler import RETRY, SOURCE, Scheduler, dedup_key
from models import Actor, Reply
from tests.assistant.rulesets.ergs_kit import PERIODIC
from tests.conftest import until
from tests.fakes import FakeTimeline

NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
GM = Actor(id="console:gm", name="GM", admin=True)
GAME = "larp"


def at(seconds: float) -> datetime:
    return NOON + timedelta(seconds=seconds)


@dataclass
class Door:
    """A subscriber that keeps what the scheduler handed it."""

    got: list[tuple[str, Reply]] = field(default_factory=list)

    async def __call__(self, game_id: str, reply: Reply) -> None:
        self.got.append((game_id, reply))

    def keys(self) -> list[tuple[str, object]]:
        return [(e.key, e.args.get("bout")) for _, r in self.got for e in r.events]


@dataclass
class Service:
    """One running process: an engine and its scheduler on a storage, a door subscribed."""

    engine: Engine
    scheduler: Scheduler
    door: Door
    task: asyncio.Task[None]

    async def stop(self) -> None:
        self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)


async def start(storage: Storage, timeline: FakeTimeline) -> Service:
    engine = Engine(storage, timeline, GameDefaults(ruleset="ergs", locale="en", seed=3))
    scheduler, door = Scheduler(timeline), Door()
    scheduler.subscribe(door)
    task = asyncio.create_task(scheduler.run(engine))
    await asyncio.wait_for(scheduler.ready.wait(), 5)
    return Service(engine, scheduler, door, task)


async def play(engine: Engine, *lines: str) -> None:
    for line in lines:
        reply = await engine.handle(parse(line), GM, GAME)
        assert reply.ok, (line, reply.refusal)


async def ticks(storage: Storage) -> list[datetime | None]:
    return [e.command.at for e in await storage.read_log(GAME, limit=1000) if e.command.source == SOURCE]


@pytest.fixture
def timeline() -> FakeTimeline:
    return FakeTimeline(NOON)


@pytest.fixture
async def services() -> AsyncIterator[list[Service]]:
    running: list[Service] = []
    yield running
    for service in running:
        await service.stop()


async def test_a_bout_is_stopped_and_resumed_at_its_seconds(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    service = await start(storage, timeline)
    services.append(service)
    await play(service.engine, *PERIODIC, "/bout start at=12:00:00")
    [(game, boundary)] = service.scheduler.upcoming()
    assert (game, boundary.at, boundary.duel) == (GAME, at(30), "1")
    assert boundary.command.text == "/bout tick duel=1" and boundary.command.at == at(30)
    timeline.to(at(29.9))
    await asyncio.sleep(0.05)
    assert service.door.got == []
    timeline.to(at(30))
    await until(lambda: len(service.door.got) == 1)
    assert service.door.keys() == [("ergs-bout-stop", 1)]
    assert [b.at for _, b in service.scheduler.upcoming()] == [at(90)]
    timeline.to(at(90))
    await until(lambda: len(service.door.got) == 2)
    assert service.door.keys()[1] == ("ergs-bout-resume", 2)
    assert await ticks(storage) == [at(30), at(90)]
    await play(service.engine, "/bout stop")
    assert service.scheduler.upcoming() == []


async def test_a_restart_in_the_middle_of_a_bout_ticks_the_next_boundary_once(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    first = await start(storage, timeline)
    await play(first.engine, *PERIODIC, "/bout start at=12:00:00")
    timeline.to(at(10))
    await first.stop()  # the process goes down mid-bout; another starts on the same database
    second = await start(storage, timeline)
    services.append(second)
    assert [b.at for _, b in second.scheduler.upcoming()] == [at(30)]
    timeline.to(at(30))
    await until(lambda: len(second.door.got) == 1)
    timeline.to(at(31))
    await asyncio.sleep(0.05)
    assert second.door.keys() == [("ergs-bout-stop", 1)] and first.door.got == []
    assert await ticks(storage) == [at(30)]


async def test_boundaries_missed_while_down_are_called_at_start_in_one_tick(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    first = await start(storage, timeline)
    await play(first.engine, *PERIODIC, "/bout start at=12:00:00")
    await first.stop()
    timeline.to(at(100))  # down over the stop at 30 and the resume at 90
    second = await start(storage, timeline)
    services.append(second)
    await until(lambda: len(second.door.got) == 1)
    assert second.door.keys() == [("ergs-bout-stop", 1), ("ergs-bout-resume", 2)]
    assert await ticks(storage) == [at(100)]
    assert [b.at for _, b in second.scheduler.upcoming()] == [at(120)]


async def test_a_boundary_sent_twice_is_applied_and_handed_on_once(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    service = await start(storage, timeline)
    services.append(service)
    await play(service.engine, *PERIODIC, "/bout start at=12:00:00")
    [(game, boundary)] = service.scheduler.upcoming()
    other = Engine(storage, timeline, GameDefaults(ruleset="ergs"))  # a replica whose commits this one never hears
    first = await other.handle(boundary.command, GM, game, dedup_key(game, boundary))
    assert first.ok and not first.duplicate
    with structlog.testing.capture_logs() as logs:
        timeline.to(at(30))  # this scheduler sends the same boundary, gets the duplicate, reads where the game is
        await until(lambda: [b.at for _, b in service.scheduler.upcoming()] == [at(90)])
        await service.scheduler.delivered()
    assert [(x["key"], x["duplicate"]) for x in logs if x["event"] == "scheduler.fired"] == [
        (dedup_key(game, boundary), True)
    ]
    assert service.door.got == []  # the duplicate this scheduler got is handed on by no one here
    log = await storage.read_log(GAME, limit=1000)
    assert [e.command.text for e in log].count("/bout tick duel=1") == 1


async def test_a_refused_boundary_is_not_sent_again_and_the_next_command_reschedules(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    service = await start(storage, timeline)
    services.append(service)
    await play(service.engine, *PERIODIC, "/bout start at=12:00:00")
    other = Engine(storage, timeline, GameDefaults(ruleset="ergs"))  # a process whose commits this one never hears
    await play(other, "/bout stop at=12:00:10")
    timeline.to(at(30))
    await until(lambda: service.scheduler.upcoming() == [])
    assert service.door.got == [] and await ticks(storage) == []
    await play(service.engine, "/bout start at=12:01:00")
    assert [b.at for _, b in service.scheduler.upcoming()] == [at(90)]


class UnacknowledgedStorage(InMemoryStorage):
    """A storage whose next commit of the scheduler's command is made, but reported failed (a lost acknowledgement)."""

    drop_next = False

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[MemoryTransaction]:
        async with super().transaction(game_id) as tx:
            yield tx
        if self.drop_next:
            self.drop_next = False
            raise StorageError("connection lost after COMMIT")


async def test_a_tick_whose_commit_was_not_acknowledged_is_retried_and_handed_on_once(
    timeline: FakeTimeline, services: list[Service]
) -> None:
    storage = UnacknowledgedStorage()
    service = await start(storage, timeline)
    services.append(service)
    await play(service.engine, *PERIODIC, "/bout start at=12:00:00")
    storage.drop_next = True
    timeline.to(at(30))
    await until(lambda: [due.not_before for due in service.scheduler._due.values()] == [at(30) + RETRY])
    assert service.door.got == [] and await ticks(storage) == [at(30)]  # applied, not known to be
    timeline.to(at(30) + RETRY)  # the same key again: the stored reply comes back, and goes to the doors now
    await until(lambda: len(service.door.got) == 1)
    assert service.door.keys() == [("ergs-bout-stop", 1)] and await ticks(storage) == [at(30)]
    assert [b.at for _, b in service.scheduler.upcoming()] == [at(90)]


class LateStorage(InMemoryStorage):
    """A storage whose database is not up yet when the service starts: the first listing of the games fails."""

    listings = 0

    async def game_ids(self) -> list[str]:
        self.listings += 1
        if self.listings == 1:
            raise StorageError("connection refused")
        return await super().game_ids()


async def test_the_stored_games_are_read_again_while_the_database_is_not_up(timeline: FakeTimeline) -> None:
    storage = LateStorage()
    setup = Engine(storage, timeline, GameDefaults(ruleset="ergs", locale="en", seed=3))
    await play(setup, *PERIODIC, "/bout start at=12:00:00")
    scheduler = Scheduler(timeline)
    task = asyncio.create_task(scheduler.run(Engine(storage, timeline, GameDefaults(ruleset="ergs"))))
    await until(lambda: timeline.sleepers == 1)
    assert not scheduler.ready.is_set()
    timeline.to(at(0) + RETRY)
    await asyncio.wait_for(scheduler.ready.wait(), 5)
    assert [b.at for _, b in scheduler.upcoming()] == [at(30)] and storage.listings == 2
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
