"""Timers behind the storage port, on every storage: a game's next boundary is a row the command's transaction
replaces; a taker takes the due ones it finds free, holds them, and another takes them only once the hold lapsed."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from adapters.storage import SqlStorage
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import Storage, Timer
from models import Actor, Command
from tests.adapters.storage.conftest import Target
from tests.assistant.rulesets.ergs_kit import PERIODIC
from tests.fakes import FakeClock

NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
GM = Actor(id="console:gm", name="GM", admin=True)
HOLD = timedelta(seconds=30)


def at(seconds: float) -> datetime:
    return NOON + timedelta(seconds=seconds)


def tick(game: str, seconds: float, duel: str = "1") -> Timer:
    return Timer(game, at(seconds), duel, Command(name="bout", args=["tick"], options={"duel": duel}))


async def put(storage: Storage, *timers: Timer) -> None:
    """Store a game for each timer, and the timer with it (one transaction each)."""
    for timer in timers:
        async with storage.transaction(timer.game_id) as tx:
            await tx.save({"ruleset": "toy", "seq": 1})
            await tx.set_timer(timer)


async def test_a_timer_is_written_with_its_transaction_and_replaced_by_the_next(storage: Storage) -> None:
    await put(storage, tick("g", 30))
    assert await storage.timers() == [tick("g", 30)]
    async with storage.transaction("g") as tx:
        await tx.set_timer(tick("g", 50))  # a later setting: the row is replaced, the time it says wins
    assert await storage.timers() == [tick("g", 50)] and await storage.next_due() == at(50)
    with pytest.raises(RuntimeError):
        async with storage.transaction("g") as tx:
            await tx.set_timer(None)
            raise RuntimeError("the command failed")
    assert await storage.timers() == [tick("g", 50)]  # rolled back with the command
    async with storage.transaction("g") as tx:
        await tx.set_timer(None)
    assert await storage.timers() == [] and await storage.next_due() is None


async def test_due_timers_are_taken_earliest_first_and_held_until_the_hold_lapses(storage: Storage) -> None:
    await put(storage, tick("late", 90), tick("b", 20), tick("a", 10), tick("c", 30))
    assert await storage.next_due() == at(10)
    assert await storage.claim_timers(at(5), at(5) + HOLD, 10) == []  # none due yet
    assert await storage.claim_timers(at(40), at(40) + HOLD, 2) == [tick("a", 10), tick("b", 20)]
    assert await storage.claim_timers(at(40), at(40) + HOLD, 10) == [tick("c", 30)]  # the held ones are left
    assert await storage.claim_timers(at(41), at(41) + HOLD, 10) == []
    assert await storage.next_due() == at(70)  # the first hold's end (before the late one's due time)
    assert await storage.claim_timers(at(70), at(70) + HOLD, 10) == [tick("a", 10), tick("b", 20), tick("c", 30)]
    assert [t.game_id for t in await storage.timers()] == ["a", "b", "c", "late"]  # held ones are still timers


async def test_a_released_timer_goes_unless_a_command_set_another_meanwhile(storage: Storage) -> None:
    await put(storage, tick("a", 10), tick("b", 10))
    taken = await storage.claim_timers(at(10), at(10) + HOLD, 10)
    async with storage.transaction("b") as tx:  # b's command moved its timer while it was held: free again
        await tx.set_timer(tick("b", 70))
    await storage.release_timers(taken)
    assert await storage.timers() == [tick("b", 70)] and await storage.next_due() == at(70)
    await storage.release_timers(taken)  # a second release (a taker whose hold had lapsed) changes nothing
    assert await storage.timers() == [tick("b", 70)]


async def test_the_engine_writes_a_games_timer_only_where_a_command_moves_it(storage: Storage) -> None:
    clock = FakeClock(NOON)
    engine = Engine(storage, clock, GameDefaults(ruleset="ergs", seed=3))
    for line in PERIODIC:
        assert (await engine.handle(parse(line), GM, "larp")).ok
    assert await storage.timers() == []
    assert (await engine.handle(parse("/bout start at=12:00:00"), GM, "larp")).ok
    [timer] = await storage.timers()
    assert (timer.game_id, timer.due, timer.duel, timer.kind, timer.command.text) == (
        "larp",
        at(30),
        "1",
        "bout",
        "/bout tick duel=1",
    )
    assert await storage.claim_timers(at(30), at(100), 10) == [timer]
    assert (await engine.handle(parse("/roll 1d6"), GM, "larp")).ok  # moves no timer: the hold stays
    assert await storage.next_due() == at(100)
    assert (await engine.handle(parse("/bout stop"), GM, "larp")).ok
    assert await storage.timers() == []


async def test_two_takers_at_once_take_each_due_timer_once(target: Target) -> None:
    first, second = await target.open(), await target.open()
    try:
        await put(first, *(tick(f"g{i:02}", i) for i in range(40)))
        took = await asyncio.gather(
            *(store.claim_timers(at(60), at(60) + HOLD, 7) for _ in range(4) for store in (first, second))
        )
        games = [t.game_id for batch in took for t in batch]
        assert sorted(games) == [f"g{i:02}" for i in range(40)]  # every one, none twice
    finally:
        await first.close()
        await second.close()


async def test_an_imported_game_gets_its_timer(target: Target) -> None:
    source = await target.open()
    try:
        engine = Engine(source, FakeClock(NOON), GameDefaults(ruleset="ergs", seed=3))
        for line in (*PERIODIC, "/bout start at=12:00:00"):
            assert (await engine.handle(parse(line), GM, "larp")).ok
        state, log = await source.read_state("larp"), await source.read_log("larp", limit=100)
        assert isinstance(source, SqlStorage) and state is not None
        await source.put_game("copy", {**state, "id": "copy"}, log, replace=False)
        assert [(t.game_id, t.due) for t in await source.timers()] == [("copy", at(30)), ("larp", at(30))]
    finally:
        await source.close()
