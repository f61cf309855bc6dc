"""A dedup key is applied once: sent twice, sent concurrently through two engines on one database, sent to two games."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from assistant.errors import ConflictError, KeyReused
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from models import Actor, Reply
from tests.adapters.storage.conftest import Target
from tests.adapters.storage.ledger import ID, SETUP
from tests.fakes import FakeClock

pytestmark = pytest.mark.usefixtures("ledger_rules")

GM = Actor(id="tg:123456789012", name="GM", admin=True)


@pytest.fixture
async def pair(target: Target) -> AsyncIterator[tuple[Engine, Engine]]:
    """Two engines, each with its own storage and in-process locks, on one database: like two replicas."""
    stores = [await target.open(), await target.open()]
    engines = tuple(Engine(s, FakeClock(), GameDefaults(ruleset=ID, seed=5)) for s in stores)
    for text in SETUP:
        await engines[0].handle(parse(text), GM, "g")
    yield engines[0], engines[1]
    for store in stores:
        await store.close()


async def send(engine: Engine, text: str, key: str, game: str = "g") -> Reply:
    return await engine.handle(parse(text), GM, game, key)


async def points(engine: Engine, name: str, game: str = "g") -> int:
    state = await engine.state(game)
    assert state is not None
    return int(state.characters[name].points)


async def test_same_key_twice_applies_once(pair: tuple[Engine, Engine]) -> None:
    a, b = pair
    first = await send(a, "/spend Anna 7", "tg:update:1")
    again = await send(b, "/spend Anna 7", "tg:update:1")
    assert first.ok and not first.duplicate
    assert again.duplicate and again.seq == first.seq and again.events == first.events
    assert await points(a, "anna") == 100000 - 7


async def test_same_key_concurrently_on_two_replicas_applies_once(pair: tuple[Engine, Engine]) -> None:
    a, b = pair
    replies = await asyncio.gather(*(send(e, "/spend Anna 5", "voice:utt-42") for e in (a, b) * 6))
    assert sum(not r.duplicate for r in replies) == 1
    assert {r.seq for r in replies} == {len(SETUP) + 1}
    assert await points(b, "anna") == 100000 - 5
    log = await a.storage.read_log("g", after=len(SETUP))
    assert [e.command.name for e in log] == ["spend"]


async def test_many_keys_concurrently_on_two_replicas_each_applied_once(pair: tuple[Engine, Engine]) -> None:
    a, b = pair
    sends = [send(e, "/hit 1 0", f"http:{i}") for i in range(40) for e in (a, b)]
    replies = await asyncio.gather(*sends)
    assert sum(not r.duplicate for r in replies) == 40
    state = await a.state("g")
    assert state is not None and state.duels["1"].exchanges == 40 and state.characters["boris"].points == 100000 - 40
    assert sorted(e.seq for e in await a.storage.read_log("g")) == list(range(1, len(SETUP) + 41))


async def test_same_key_sent_to_two_games_applies_once(pair: tuple[Engine, Engine]) -> None:
    a, b = pair
    for text in SETUP:
        await b.handle(parse(text), GM, "h")
    results = await asyncio.gather(
        send(a, "/spend Anna 1", "dup", "g"), send(b, "/spend Anna 1", "dup", "h"), return_exceptions=True
    )
    applied = [r for r in results if isinstance(r, Reply) and not r.duplicate]
    assert len(applied) == 1
    others = [r for r in results if r not in applied]
    assert all(isinstance(r, ConflictError) or (isinstance(r, Reply) and r.duplicate) for r in others)
    totals = [await points(a, "anna", game) for game in ("g", "h")]
    assert sorted(totals) == [100000 - 1, 100000]


async def test_a_refusal_is_kept_under_its_key_and_a_retry_applies_nothing(pair: tuple[Engine, Engine]) -> None:
    """Payment-API idempotency: a retried refused request gets the same refusal, applied zero times."""
    a, b = pair
    refused = await send(a, "/spend Anna 100001", "k")
    assert not refused.ok and not refused.duplicate
    await send(a, "/gain Anna 5", "k2")  # the retry would now pass: it must not be applied anyway
    retried = await b.handle(parse("/spend Anna 100001"), GM, "g", "k")
    assert retried.duplicate and retried.refusal == refused.refusal and retried.seq is None
    assert await points(a, "anna") == 100000 + 5


async def test_a_key_is_bound_to_its_request(pair: tuple[Engine, Engine]) -> None:
    a, b = pair
    first = await a.handle(parse("/spend Anna 7"), GM, "g", "http:g:k", request="body-1")
    again = await b.handle(parse("/spend Anna 7"), GM, "g", "http:g:k", request="body-1")
    assert again.duplicate and again.seq == first.seq
    with pytest.raises(KeyReused):
        await b.handle(parse("/spend Anna 70"), GM, "g", "http:g:k", request="body-2")
    assert await points(a, "anna") == 100000 - 7
    refused = await a.handle(parse("/spend Anna 100001"), GM, "g", "http:g:r", request="body-3")
    with pytest.raises(KeyReused):
        await a.handle(parse("/spend Anna 1"), GM, "g", "http:g:r", request="body-4")
    assert not refused.ok and await points(a, "anna") == 100000 - 7
