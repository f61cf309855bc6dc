"""Two replicas of the web door on one PostgreSQL schema: a command made through one reaches a page streaming from
the other at once (PostgreSQL's NOTIFY), not at the next poll, which is set a minute apart here."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestServer

from adapters.storage import open_storage
from tests.adapters.http.conftest import Site, open_site, wired
from tests.adapters.http.test_live import events
from tests.adapters.storage.scratch import create_schema, drop_schema

#: Seconds between a page's polls of storage: no command could reach a page by polling within a test's wait.
POLL_S = 60.0
#: How long a page may take to see a command: far less than the poll (only a notice can deliver it so soon).
SEEN_WITHIN_S = 10.0
TRIALS = 15


@pytest.fixture
async def replicas() -> AsyncIterator[tuple[Site, Site]]:
    """Replicas A and B, each a web door with its own connections, on one scratch schema."""
    dsn, schema = await create_schema()
    opened: list[tuple[Site, TestServer]] = []
    try:
        for _ in range(2):
            storage = await open_storage(f"{dsn}?schema={schema}")
            opened.append(await open_site(await wired(storage, http_poll_seconds=POLL_S)))
        yield opened[0][0], opened[1][0]
    finally:
        for site, test_server in opened:
            await site.session.close()
            await test_server.close()
            await site.app.aclose()
        await drop_schema(dsn, schema)


async def test_a_command_through_one_replica_reaches_a_page_on_the_other_at_once(replicas: tuple[Site, Site]) -> None:
    a, b = replicas
    await b.open_game("club")
    response = await a.call("GET", "/api/games/club/stream")
    seen: dict[int, float] = {}  # each dashboard's seq on A, and when it arrived
    arrived = asyncio.Event()

    async def read() -> None:
        async for view in events(response):
            seen[view["seq"]] = time.perf_counter()
            arrived.set()

    reader = asyncio.create_task(read())
    try:
        await asyncio.wait_for(arrived.wait(), SEEN_WITHIN_S)
        lags = []
        for i in range(TRIALS):
            reply = await b.command("club", f"/char P{i} sortileges=50")
            answered = time.perf_counter()
            async with asyncio.timeout(SEEN_WITHIN_S):
                while reply["seq"] not in seen:
                    arrived.clear()
                    await arrived.wait()
            lags.append(max(seen[reply["seq"]] - answered, 0.0))  # a page may see it before B has answered
    finally:
        reader.cancel()
        response.close()
    median = statistics.median(lags)
    print(f"a command through B seen on A after {median * 1e3:.1f} ms (median of {TRIALS}; polling every {POLL_S} s)")
    assert median <= 0.1
