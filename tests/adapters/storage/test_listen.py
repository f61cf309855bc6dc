"""Commits told across processes on PostgreSQL: a watcher hears each game another storage commits in its schema, not
a rolled-back transaction nor another schema's commits, and hears again after its connection was cut."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import asyncpg
import pytest

from adapters.storage import SqlStorage, open_storage
from adapters.storage.pg_listen import channel_of
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock
from models import Actor
from tests.adapters.storage.scratch import create_schema, drop_schema
from tests.conftest import until

GM = Actor(id="console:gm", name="GM", admin=True)
#: Cut the connection whose last statement was a LISTEN on a channel.
CUT = "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE query LIKE $1"


@pytest.fixture
async def schema() -> AsyncIterator[tuple[str, str]]:
    dsn, name = await create_schema()
    try:
        yield dsn, name
    finally:
        await drop_schema(dsn, name)


async def play(storage: SqlStorage, game: str, line: str = "/char Harry age=15") -> None:
    engine = Engine(storage, SystemClock(), GameDefaults(ruleset="feniks", seed=42))
    assert (await engine.handle(parse(line), GM, game)).ok


async def test_a_watcher_hears_the_games_another_storage_commits(schema: tuple[str, str]) -> None:
    dsn, name = schema
    other_dsn, other_name = await create_schema()
    watched, writer = await open_storage(f"{dsn}?schema={name}"), await open_storage(f"{dsn}?schema={name}")
    elsewhere = await open_storage(f"{other_dsn}?schema={other_name}")
    heard: list[str] = []
    stop = await watched.watch_commits(heard.append)
    try:
        await play(elsewhere, "theirs")
        with pytest.raises(RuntimeError):
            async with writer.transaction("rolled-back") as tx:
                await tx.save({"id": "rolled-back", "ruleset": "feniks", "seq": 1})
                raise RuntimeError("the command failed")
        await play(writer, "ours")
        await until(lambda: "ours" in heard)
        await asyncio.sleep(0.2)  # anything told of the others would have arrived by now, in order, before it
        assert heard == ["ours"]
    finally:
        await stop()
        for storage in (watched, writer, elsewhere):
            await storage.close()
        await drop_schema(other_dsn, other_name)


async def test_a_watcher_whose_connection_is_cut_listens_again(schema: tuple[str, str]) -> None:
    dsn, name = schema
    watched, writer = await open_storage(f"{dsn}?schema={name}"), await open_storage(f"{dsn}?schema={name}")
    heard: list[str] = []
    stop = await watched.watch_commits(heard.append)
    conn = await asyncpg.connect(dsn)
    try:
        await play(writer, "before")
        await until(lambda: heard == ["before"])
        cut = await conn.fetchval(CUT, f"LISTEN%{channel_of(name)}%")
        assert cut == 1
        async with asyncio.timeout(20):  # a command each pass, until the watcher listens again and hears one
            while "after" not in heard:
                await play(writer, "after", "/roll 1d6")
                await asyncio.sleep(0.1)
    finally:
        await stop()
        await conn.close()
        await watched.close()
        await writer.close()
