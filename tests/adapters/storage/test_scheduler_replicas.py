"""Two services on one database, each with its scheduler, on one clock: every bout boundary is ticked once.

Like two replicas behind one PostgreSQL (or two processes on one SQLite file): each learns the game's next
boundary, both send its tick at its second, under the same dedup key; one applies it and hands the reply to its
doors, the other gets the duplicate and hands on nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest
import structlog

from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import Storage
from assistant.state.scheduler import SOURCE, Scheduler
from models import Actor, Reply
from tests.adapters.storage.conftest import Target
from tests.assistant.rulesets.ergs_kit import PERIODIC as ERGS_PERIODIC
from tests.conftest import until
from tests.fakes import FakeTimeline

NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
GM = Actor(id="console:gm", name="GM", admin=True)
GAMES = ("larp-a", "larp-b")
PERIODIC = (
    *ERGS_PERIODIC,
    "/bout start at=12:00:00",
)


def at(seconds: float) -> datetime:
    return NOON + timedelta(seconds=seconds)


@dataclass
class Replica:
    storage: Storage
    engine: Engine
    scheduler: Scheduler
    got: list[tuple[str, Reply]] = field(default_factory=list)
    task: asyncio.Task[None] | None = None

    async def door(self, game: str, reply: Reply) -> None:
        self.got.append((game, reply))


@pytest.fixture
async def replicas(target: Target) -> AsyncIterator[tuple[list[Replica], FakeTimeline]]:
    timeline = FakeTimeline(NOON)
    pair = []
    for _ in range(2):
        storage = await target.open()
        replica = Replica(storage, Engine(storage, timeline, GameDefaults(ruleset="ergs", seed=1)), Scheduler(timeline))
        replica.scheduler.subscribe(replica.door)
        pair.append(replica)
    for game in GAMES:
        for line in PERIODIC:
            assert (await pair[0].engine.handle(parse(line), GM, game)).ok, line
    for replica in pair:  # both start after the bouts did: each learns them from the database
        replica.task = asyncio.create_task(replica.scheduler.run(replica.engine))
        await asyncio.wait_for(replica.scheduler.ready.wait(), 10)
    yield pair, timeline
    for replica in pair:
        assert replica.task is not None
        replica.task.cancel()
        await asyncio.gather(replica.task, return_exceptions=True)
        await replica.storage.close()


async def test_two_schedulers_on_one_database_tick_each_boundary_once(
    replicas: tuple[list[Replica], FakeTimeline],
) -> None:
    pair, timeline = replicas
    assert all([(g, b.at) for g, b in r.scheduler.upcoming()] == [(g, at(30)) for g in GAMES] for r in pair)
    with structlog.testing.capture_logs() as logs:
        for second, upcoming in ((30, at(90)), (90, at(120)), (120, at(180))):
            timeline.to(at(second))
            for replica in pair:  # each has sent the boundary (or got the other's duplicate) and learnt the next
                await until(lambda r=replica, u=upcoming: [b.at for _, b in r.scheduler.upcoming()] == [u] * len(GAMES))
                await replica.scheduler.delivered()
    sent = [log["duplicate"] for log in logs if log["event"] == "scheduler.fired"]
    assert sorted(sent) == [False] * 6 + [True] * 6  # both sent every boundary of both games; one applied each
    handed = sorted((game, e.key, e.args["bout"]) for r in pair for game, reply in r.got for e in reply.events)
    assert handed == sorted(
        (game, key, bout)
        for game in GAMES
        for key, bout in (("ergs-bout-stop", 1), ("ergs-bout-resume", 2), ("ergs-bout-stop", 2))
    )
    for game in GAMES:
        log = await pair[1].storage.read_log(game, limit=1000)
        assert [e.command.at for e in log if e.command.source == SOURCE] == [at(30), at(90), at(120)]
