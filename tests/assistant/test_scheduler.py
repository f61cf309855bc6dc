"""The scheduler on a fake clock: a periodic bout's «Stop!» and resume fired at their seconds, once, restart or not;
the timers it fires are the rows the engine wrote with each command, on every storage."""

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
from assistant.state.ports import Storage, Timer
from assistant.state.scheduler import CONCURRENT, HOLD, RETRY, SOURCE, Scheduler
from assistant.state.timers import dedup_key
from models import Actor, Command, Reply
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
    under: list[str] = field(default_factory=list)  # the dedup key of each reply handed on

    async def __call__(self, game_id: str, reply: Reply, key: str) -> None:
        self.got.append((game_id, reply))
        self.under.append(key)

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


async def dues(service: Service) -> list[datetime]:
    return [timer.due for timer in await service.scheduler.upcoming()]


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
    [timer] = await service.scheduler.upcoming()
    assert (timer.game_id, timer.due, timer.duel, timer.kind) == (GAME, at(30), "1", "bout")
    assert timer.command.text == "/bout tick duel=1" and timer.command.at is None  # timed as it is sent
    timeline.to(at(29.9))
    await asyncio.sleep(0.05)
    assert service.door.got == []
    timeline.to(at(30))
    await until(lambda: len(service.door.got) == 1)
    assert service.door.keys() == [("ergs-bout-stop", 1)]
    assert await dues(service) == [at(90)]
    timeline.to(at(90))
    await until(lambda: len(service.door.got) == 2)
    assert service.door.keys()[1] == ("ergs-bout-resume", 2)
    assert await ticks(storage) == [at(30), at(90)]
    await play(service.engine, "/bout stop")
    assert await service.scheduler.upcoming() == []


async def test_a_restart_in_the_middle_of_a_bout_ticks_the_next_boundary_once(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    first = await start(storage, timeline)
    await play(first.engine, *PERIODIC, "/bout start at=12:00:00")
    timeline.to(at(10))
    await first.stop()  # the process goes down mid-bout; another starts on the same database
    second = await start(storage, timeline)
    services.append(second)
    assert await dues(second) == [at(30)]
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
    assert await dues(second) == [at(120)]


class StalledEngine(Engine):
    """An engine whose commands wait until let go: a replica that took a timer and stalled."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.stalled = asyncio.Event()
        self.go = asyncio.Event()

    async def handle(self, *args: object, **kwargs: object) -> Reply:
        self.stalled.set()
        await self.go.wait()
        return await super().handle(*args, **kwargs)  # type: ignore[arg-type]


async def test_a_timer_taken_again_after_its_hold_lapsed_is_applied_and_handed_on_once(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    await play(Engine(storage, timeline, GameDefaults(ruleset="ergs", seed=3)), *PERIODIC, "/bout start at=12:00:00")
    stalled = StalledEngine(storage, timeline, GameDefaults(ruleset="ergs"))
    slow, slow_door = Scheduler(timeline), Door()
    slow.subscribe(slow_door)
    slow_task = asyncio.create_task(slow.run(stalled))
    timeline.to(at(30))
    await asyncio.wait_for(stalled.stalled.wait(), 5)  # it took the timer, and its command hangs
    [held] = await slow.upcoming()
    service = await start(storage, timeline)
    services.append(service)
    with structlog.testing.capture_logs() as logs:
        await asyncio.sleep(0.05)
        assert service.door.got == []  # held: not taken before the hold lapses
        timeline.to(at(30) + HOLD)
        await until(lambda: len(service.door.got) == 1)
        assert service.door.keys() == [("ergs-bout-stop", 1)]
        stalled.go.set()  # the stalled replica comes back and sends the same key: the first reply, a duplicate
        await until(lambda: [x for x in logs if x["event"] == "scheduler.fired"].__len__() == 2)
        await slow.delivered()
    assert [(x["key"], x["duplicate"]) for x in logs if x["event"] == "scheduler.fired"] == [
        (dedup_key(held), False),
        (dedup_key(held), True),
    ]
    # the duplicate is handed on under the same key (its first may never have been said: a door that sends durably,
    # as Telegram's claims do, sends it once)
    assert slow_door.under == service.door.under == [dedup_key(held)]
    assert [r.duplicate for _, r in slow_door.got] == [True] and slow_door.keys() == service.door.keys()
    assert await ticks(storage) == [at(60)]  # applied once, by the scheduler that took the lapsed timer
    assert await dues(service) == [at(90)]
    slow_task.cancel()
    await asyncio.gather(slow_task, return_exceptions=True)


async def test_a_timer_whose_command_is_refused_is_released_not_sent_again(
    storage: Storage, timeline: FakeTimeline, services: list[Service]
) -> None:
    service = await start(storage, timeline)
    services.append(service)
    await play(service.engine, *PERIODIC)
    stray = Timer(
        GAME, at(20), "9", Command(name="bout", args=["tick"], options={"duel": "9"}, text="/bout tick duel=9")
    )
    async with storage.transaction(GAME) as tx:  # a row no command of this build would write: duel 9 is no duel
        await tx.set_timer(stray)
    timeline.to(at(20))
    with structlog.testing.capture_logs() as logs:
        await until(lambda: any(x["event"] == "scheduler.fired" for x in logs))
        await until(lambda: timeline.sleepers == 1)
    assert [(x["key"], x["ok"]) for x in logs if x["event"] == "scheduler.fired"] == [(dedup_key(stray), False)]
    assert await service.scheduler.upcoming() == [] and service.scheduler._retries == {}
    assert service.door.got == [] and await ticks(storage) == []
    await play(service.engine, "/bout start at=12:01:00")  # the next command that moves the timer sets it
    assert await dues(service) == [at(90)]


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
    await until(lambda: [when for _, when in service.scheduler._retries.values()] == [at(30) + RETRY])
    assert service.door.got == [] and await ticks(storage) == [at(30)]  # applied, not known to be
    timeline.to(at(30) + RETRY)  # the same key again: the stored reply comes back, and goes to the doors now
    await until(lambda: len(service.door.got) == 1)
    assert service.door.keys() == [("ergs-bout-stop", 1)] and await ticks(storage) == [at(30)]
    assert await dues(service) == [at(90)] and service.scheduler._retries == {}


class LateStorage(InMemoryStorage):
    """A storage whose database is not up yet when the service starts: the first look at the timers fails."""

    listings = 0

    async def next_due(self) -> datetime | None:
        self.listings += 1
        if self.listings == 1:
            raise StorageError("connection refused")
        return await super().next_due()


async def test_the_timers_are_read_again_while_the_database_is_not_up(timeline: FakeTimeline) -> None:
    storage = LateStorage()
    setup = Engine(storage, timeline, GameDefaults(ruleset="ergs", locale="en", seed=3))
    await play(setup, *PERIODIC, "/bout start at=12:00:00")
    scheduler = Scheduler(timeline)
    task = asyncio.create_task(scheduler.run(Engine(storage, timeline, GameDefaults(ruleset="ergs"))))
    await until(lambda: timeline.sleepers == 1)
    assert not scheduler.ready.is_set()
    timeline.to(at(0) + RETRY)
    await asyncio.wait_for(scheduler.ready.wait(), 5)
    assert [t.due for t in await scheduler.upcoming()] == [at(30)] and storage.listings == 2
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)


class CountingEngine(Engine):
    """An engine that counts the commands it has under way at once."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.under_way = self.most = 0

    async def handle(self, *args: object, **kwargs: object) -> Reply:
        self.under_way += 1
        self.most = max(self.most, self.under_way)
        try:
            await asyncio.sleep(0.001)  # a command's round trips: the others start meanwhile
            return await super().handle(*args, **kwargs)  # type: ignore[arg-type]
        finally:
            self.under_way -= 1


async def test_boundaries_missed_while_down_are_caught_up_across_games_at_once(
    storage: Storage, timeline: FakeTimeline
) -> None:
    games = [f"larp-{i}" for i in range(CONCURRENT * 3)]
    setup = Engine(storage, timeline, GameDefaults(ruleset="ergs", seed=3))
    for game in games:
        for line in (*PERIODIC, "/bout start at=12:00:00"):
            assert (await setup.handle(parse(line), GM, game)).ok
    timeline.to(at(40))  # every replica was down at 30
    engine, scheduler, door = (
        CountingEngine(storage, timeline, GameDefaults(ruleset="ergs")),
        Scheduler(timeline),
        Door(),
    )
    scheduler.subscribe(door)
    task = asyncio.create_task(scheduler.run(engine))
    try:
        await until(lambda: len(door.got) == len(games))
        await until(lambda: timeline.sleepers == 1)
        assert sorted(game for game, _ in door.got) == sorted(games)  # each game's missed stop, once
        assert 1 < engine.most <= CONCURRENT  # concurrently across games, and bounded
        assert {t.due for t in await scheduler.upcoming(limit=1000)} == {at(90)}
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
