"""Two processes on one database apply hundreds of concurrent commands to the same pools and duel, as if serially."""

from __future__ import annotations

import asyncio
from collections import Counter

import pytest

from adapters.storage.migrate import current_version, head
from tests.adapters.storage.conftest import Target
from tests.adapters.storage.ledger import SETUP
from tests.adapters.storage.reliability import Worker, applied_indexes, outcome, serial_result

pytestmark = [pytest.mark.usefixtures("ledger_rules"), pytest.mark.slow]

#: Each process's share of the plan: separate dedup keys, or the very same keys sent by both.
SHARES = {"distinct-keys": [(0, 150), (150, 300)], "same-keys": [(0, 100), (0, 100)]}


def interleaved(a: list[int], b: list[int]) -> bool:
    return min(a) < max(b) and min(b) < max(a)


@pytest.mark.parametrize("share", sorted(SHARES))
async def test_two_processes_match_the_serial_result(target: Target, share: str) -> None:
    """Both start on an empty database: they migrate it, open the game once, then spend concurrently."""
    workers = [await Worker.start(target, a, b, "conc:", "--tasks", "4", "--wait") for a, b in SHARES[share]]
    for worker in workers:
        await worker.ready()
    for worker in workers:
        worker.go()
    assert await asyncio.gather(*(w.finish() for w in workers)) == [0, 0]
    storage = await target.open()
    try:
        assert await current_version(storage.engine) == head()
        wanted = {i for a, b in SHARES[share] for i in range(a, b)}
        acks = [a for w in workers for a in w.acks]
        assert all(a.ok for a in acks) and len(acks) == sum(b - a for a, b in SHARES[share])
        firsts = sorted(a.seq or 0 for a in acks if not a.duplicate)
        assert firsts == list(range(len(SETUP) + 1, len(SETUP) + len(wanted) + 1)), "a seq was lost or doubled"
        assert interleaved(*([a.seq or 0 for a in w.acks] for w in workers)), "the processes did not overlap"
        assert await applied_indexes(storage) == Counter(wanted)
        assert await outcome(storage) == await serial_result(wanted)
    finally:
        await storage.close()
