"""SIGKILL at random moments: every acknowledged command survives exactly once, no pool is off by a point."""

from __future__ import annotations

import asyncio
import random

import pytest

from assistant.state import replay
from assistant.state.ports import aiter_log
from tests.adapters.storage.conftest import Target
from tests.adapters.storage.reliability import GAME, Ack, Worker, applied_indexes, outcome, serial_prefixes, set_up

pytestmark = [pytest.mark.usefixtures("ledger_rules"), pytest.mark.slow]

#: Commands in the plan, and how many times the worker applying them is killed on the way.
TOTAL, KILLS = 200, 4


async def run_until_killed(target: Target, start: int, delay: float) -> list[Ack]:
    """Start a worker at a command, SIGKILL it after a delay, and return what it acknowledged."""
    worker = await Worker.start(target, start, TOTAL, "crash:")
    await worker.ready()
    reading = asyncio.create_task(worker.read_acks())
    await asyncio.sleep(delay)
    if worker.proc.returncode is None:
        worker.proc.kill()
    await reading
    await worker.proc.wait()
    return worker.acks


async def test_sigkill_keeps_every_acknowledged_command_exactly_once(target: Target) -> None:
    rng = random.Random(1205)
    storage = await target.open()
    try:
        await set_up(storage)
        serial = await serial_prefixes(list(range(TOTAL)))
        start, acked = 0, []
        for _ in range(KILLS):
            acks = await run_until_killed(target, start, rng.uniform(0.02, 0.25))
            acked.extend(acks)
            counts = await applied_indexes(storage)
            assert all(a.ok for a in acks)
            assert all(counts[a.index] == 1 for a in acked), "an acknowledged command is missing or doubled"
            assert set(counts.values()) <= {1} and sorted(counts) == list(range(len(counts)))
            assert await outcome(storage) == serial[len(counts)], "a pool is off after the crash"
            start = acks[-1].index + 1 if acks else start
        last = await Worker.start(target, start, TOTAL, "crash:")
        assert await last.finish() == 0
        counts = await applied_indexes(storage)
        assert counts == {i: 1 for i in range(TOTAL)}
        assert await outcome(storage) == serial[TOTAL]
        state = await storage.read_state(GAME)
        assert replay.check(state, [e async for e in aiter_log(storage, GAME)]).ok
    finally:
        await storage.close()
