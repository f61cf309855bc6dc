"""Replicas on one database, each an engine and its scheduler on its own connections, on one clock: a boundary set
through one replica and changed through another fires once, at the latest setting's time, by whichever replica takes
it, whether or not the one that set it still runs.

Like two `assistant serve` behind one PostgreSQL, or two processes on one SQLite file: the timers are rows the
engines write with their commands, and the schedulers take the due ones from the database.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest
import structlog

from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import Storage
from assistant.state.scheduler import HOLD, SOURCE, Scheduler
from models import Actor, Reply
from tests.adapters.storage.conftest import ROOT, Target
from tests.adapters.storage.timer_worker import REMINDED
from tests.assistant.rulesets.ergs_kit import PERIODIC as ERGS_PERIODIC
from tests.conftest import until
from tests.fakes import FakeTimeline

NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
GM = Actor(id="console:gm", name="GM", admin=True)
GAMES = ("larp-a", "larp-b")
PERIODIC = (*ERGS_PERIODIC, "/bout start at=12:00:00")


def at(seconds: float) -> datetime:
    return NOON + timedelta(seconds=seconds)


@dataclass
class Replica:
    storage: Storage
    engine: Engine
    scheduler: Scheduler
    got: list[tuple[str, Reply]] = field(default_factory=list)
    task: asyncio.Task[None] | None = None
    stopped: bool = False

    async def door(self, game: str, reply: Reply, key: str) -> None:
        self.got.append((game, reply))

    async def play(self, game: str, *lines: str) -> None:
        for line in lines:
            reply = await self.engine.handle(parse(line), GM, game)
            assert reply.ok, (line, reply.refusal)

    async def start(self) -> None:
        self.task = asyncio.create_task(self.scheduler.run(self.engine))
        await asyncio.wait_for(self.scheduler.ready.wait(), 10)

    async def stop(self) -> None:
        """Stop the replica: its scheduler, then its connections (as a process that exits)."""
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
            self.task = None
        await self.storage.close()
        self.stopped = True


@asynccontextmanager
async def replicas(
    target: Target, timeline: FakeTimeline, ruleset: str, count: int = 2
) -> AsyncIterator[list[Replica]]:
    """Open replicas on the target database, their schedulers not started yet."""
    made = []
    for _ in range(count):
        storage = await target.open()
        engine = Engine(storage, timeline, GameDefaults(ruleset=ruleset, seed=1))
        replica = Replica(storage, engine, Scheduler(timeline))
        replica.scheduler.subscribe(replica.door)
        made.append(replica)
    try:
        yield made
    finally:
        for replica in made:
            if not replica.stopped:
                await replica.stop()


@pytest.fixture
def timeline() -> FakeTimeline:
    return FakeTimeline(NOON)


async def fired(replica: Replica, game: str) -> list[tuple[str, datetime | None]]:
    """Return what the schedulers sent a game, as its log holds it: each command's text and time."""
    log = await replica.storage.read_log(game, limit=1000)
    return [(e.command.text, e.command.at) for e in log if e.command.source == SOURCE]


def handed(*among: Replica) -> list[tuple[str, str]]:
    """Return what the replicas' doors were handed: each game and event key."""
    return sorted((game, e.key) for r in among for game, reply in r.got for e in reply.events)


async def settle(timeline: FakeTimeline, *among: Replica) -> None:
    """Wait until every running scheduler sleeps again and has handed on what it fired."""
    running = [r for r in among if r.task is not None]
    await until(lambda: timeline.sleepers == len(running))
    for replica in running:
        await replica.scheduler.delivered()


async def test_two_schedulers_on_one_database_send_each_boundary_once(target: Target, timeline: FakeTimeline) -> None:
    async with replicas(target, timeline, "ergs") as pair:
        for game in GAMES:
            await pair[0].play(game, *PERIODIC)
        for replica in pair:  # both start after the bouts did: each finds the timers in the database
            await replica.start()
        for replica in pair:
            assert [(t.game_id, t.due) for t in await replica.scheduler.upcoming()] == [(g, at(30)) for g in GAMES]
        with structlog.testing.capture_logs() as logs:
            for calls, second in enumerate((30, 90, 120), start=1):
                timeline.to(at(second))
                await until(lambda n=calls: len(handed(*pair)) == n * len(GAMES))
                await settle(timeline, *pair)
        sent = [log["duplicate"] for log in logs if log["event"] == "scheduler.fired"]
        assert sent == [False] * 6  # each boundary of each game taken by one scheduler: no second send at all
        assert handed(*pair) == sorted(
            (game, key) for game in GAMES for key in ("ergs-bout-stop", "ergs-bout-resume", "ergs-bout-stop")
        )
        for game in GAMES:
            assert [when for _, when in await fired(pair[1], game)] == [at(30), at(90), at(120)]


async def test_a_reminder_changed_through_another_replica_fires_once_at_the_latest_setting(
    target: Target, timeline: FakeTimeline
) -> None:
    async with replicas(target, timeline, "duel_club") as (a, b):
        for replica in (a, b):
            await replica.start()
        await b.play("club", *REMINDED)  # through B: remind after a minute
        assert [t.due for t in await a.scheduler.upcoming()] == [at(60)]
        timeline.to(at(30))
        await a.play("club", "/defaults remind=2m")  # through A: after two minutes
        assert [t.due for t in await b.scheduler.upcoming()] == [at(120)]
        timeline.to(at(60))
        await settle(timeline, a, b)
        assert await fired(a, "club") == [] and handed(a, b) == []  # the first setting's time: nothing
        timeline.to(at(120))
        await until(lambda: len(handed(a, b)) == 1)
        timeline.to(at(600))
        await settle(timeline, a, b)
        assert await fired(a, "club") == [("/remind 1", at(120))]
        assert handed(a, b) == [("club", "turn-reminder-gm")]


async def test_a_bout_restarted_through_another_replica_is_called_once_at_the_new_time(
    target: Target, timeline: FakeTimeline
) -> None:
    async with replicas(target, timeline, "ergs") as (a, b):
        for replica in (a, b):
            await replica.start()
        await a.play("larp", *PERIODIC)  # through A: the first bout ends at 30
        timeline.to(at(10))
        await b.play("larp", "/bout stop", "/bout start at=12:00:20")  # through B: it ends at 50
        timeline.to(at(30))
        await settle(timeline, a, b)
        assert handed(a, b) == []
        timeline.to(at(50))
        await until(lambda: len(handed(a, b)) == 1)
        await settle(timeline, a, b)
        assert await fired(b, "larp") == [("/bout tick duel=1", at(50))]
        assert handed(a, b) == [("larp", "ergs-bout-stop")]
        assert [t.due for t in await a.scheduler.upcoming()] == [at(110)]


async def test_a_reminder_set_through_a_replica_that_stopped_fires_once_from_another(
    target: Target, timeline: FakeTimeline
) -> None:
    async with replicas(target, timeline, "duel_club", count=3) as (a, b, c):
        for replica in (a, b, c):
            await replica.start()
        await c.play("club", *REMINDED)
        timeline.to(at(5))
        await c.stop()  # the replica that set it stops before it is due
        timeline.to(at(60))
        await until(lambda: len(handed(a, b)) == 1)
        timeline.to(at(600))
        await settle(timeline, a, b)
        assert await fired(a, "club") == [("/remind 1", at(60))]
        assert handed(a, b, c) == [("club", "turn-reminder-gm")]


async def test_a_timer_held_by_a_replica_that_died_is_fired_once_its_hold_lapses(
    target: Target, timeline: FakeTimeline
) -> None:
    async with replicas(target, timeline, "ergs") as (a, b):
        await a.play("larp", *PERIODIC)
        await b.start()
        taken = await a.storage.claim_timers(at(30), at(30) + HOLD, 10)  # A takes the bout's stop at 30, then dies
        assert [t.due for t in taken] == [at(30)]
        await a.stop()
        timeline.to(at(30))
        await settle(timeline, b)
        assert handed(b) == [] and await fired(b, "larp") == []  # held: B leaves it while the hold runs
        timeline.to(at(30) + HOLD)
        await until(lambda: len(handed(b)) == 1)
        timeline.to(at(80))
        await settle(timeline, b)
        assert await fired(b, "larp") == [("/bout tick duel=1", at(30) + HOLD)]  # once, late: the stop it missed
        assert handed(b) == [("larp", "ergs-bout-stop")]


@pytest.mark.parametrize("take", [False, True], ids=["set", "held"])
async def test_a_reminder_of_a_replica_killed_with_sigkill_fires_once_from_another(
    target: Target, timeline: FakeTimeline, take: bool
) -> None:
    argv = [sys.executable, "-m", "tests.adapters.storage.timer_worker", target.url, "club", NOON.isoformat()]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    worker = await asyncio.create_subprocess_exec(
        *argv, *(["--take"] if take else []), cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE
    )
    try:
        assert worker.stdout is not None
        assert await asyncio.wait_for(worker.stdout.readline(), 60) == b"done\n"  # set (and taken, held)
    finally:
        worker.kill()  # SIGKILL: no goodbye, its connections just drop
        await worker.wait()
    due = at(60) + (HOLD if take else timedelta(0))  # a hold the killed replica took lapses first
    async with replicas(target, timeline, "duel_club", count=1) as (other,):
        await other.start()
        timeline.to(due - timedelta(seconds=1))
        await settle(timeline, other)
        assert handed(other) == []
        timeline.to(due)
        await until(lambda: len(handed(other)) == 1)
        timeline.to(at(600))
        await settle(timeline, other)
        assert await fired(other, "club") == [("/remind 1", due)]
        assert handed(other) == [("club", "turn-reminder-gm")]
