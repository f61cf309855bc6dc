"""The Telegram door's records (its own port, its own table ``telegram_deliveries``) on every storage kind: a part of a
reply is claimed by one door at a time, recorded once sent (the first message stays), given up when its sending
failed, and taken over from a door that was cut off once its claim is older than the lease."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from datetime import timedelta
from typing import Any

import pytest

from adapters.telegram.records import LEASE, Claim, Delivery, DeliveryLog, open_records
from assistant.errors import ConflictError
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import Storage
from models import Actor, Reply
from tests.conftest import STORAGE_KINDS, open_storage
from tests.fakes import FakeClock


@pytest.fixture(params=STORAGE_KINDS)
async def kept(request: pytest.FixtureRequest, tmp_path: Any) -> AsyncIterator[tuple[Storage, FakeClock]]:
    """A fresh storage of each kind, and the clock its doors' records are timed by."""
    clock = FakeClock()
    storage = await open_storage(request.param, tmp_path)
    yield storage, clock
    await storage.close()


async def doors(kept: tuple[Storage, FakeClock]) -> tuple[DeliveryLog, DeliveryLog]:
    """Return the records of two doors on one storage, as two replicas open them."""
    storage, clock = kept
    return await open_records(storage, clock), await open_records(storage, clock)


async def test_a_part_is_recorded_once_and_a_part_recorded_again_keeps_its_first_message(
    kept: tuple[Storage, FakeClock],
) -> None:
    one, _ = await doors(kept)
    assert await one.delivered("tg:7") == {}
    await one.record([Delivery("tg:7", 0, 2**40), Delivery("tg:applied:-5:3", 0, 3)])  # in one write
    await one.record([Delivery("tg:7", 1, 12)])
    await one.record([Delivery("tg:7", 1, 13)])  # a copy that sent it again: the first message stays
    await one.record([Delivery("tg:8", 0, 14)])
    assert await one.delivered("tg:7") == {0: 2**40, 1: 12}
    assert await one.delivered("tg:8") == {0: 14}
    assert await one.delivered("tg:applied:-5:3") == {0: 3}
    assert await one.claim("tg:7", 1) == Claim(False, 12)  # sent: no one claims it again


async def test_one_door_at_a_time_claims_a_part_and_the_other_finds_it_sent_once_recorded(
    kept: tuple[Storage, FakeClock],
) -> None:
    one, other = await doors(kept)
    assert await one.claim("tg:9", 0) == Claim(True)
    assert await other.claim("tg:9", 0) == Claim(False)  # being sent by the first: not the other's to send
    assert await one.claim("tg:9", 0) == Claim(True)  # its own claim: a redelivery it handles after its attempt
    assert await other.claim("tg:9", 1) == Claim(True)  # each part is claimed on its own
    await one.record([Delivery("tg:9", 0, 90)])
    assert await other.claim("tg:9", 0) == Claim(False, 90)
    assert await other.delivered("tg:9") == {0: 90}  # a claim not sent is no delivery


async def test_a_claim_given_up_is_free_at_once_and_a_lapsed_claim_is_taken_over(
    kept: tuple[Storage, FakeClock],
) -> None:
    _, clock = kept
    one, other = await doors(kept)
    assert (await one.claim("tg:10", 0)).mine
    await other.release("tg:10", 0)  # not its claim: nothing changes
    assert not (await other.claim("tg:10", 0)).mine
    await one.release("tg:10", 0)  # the sending failed: a redelivery, to any door, sends it
    assert (await other.claim("tg:10", 0)).mine
    clock.advance(seconds=LEASE.total_seconds() - 1)
    assert not (await one.claim("tg:10", 0)).mine  # the other may still be sending
    clock.advance(seconds=2)
    assert (await one.claim("tg:10", 0)).mine  # the other was cut off: its claim has lapsed
    assert not (await other.claim("tg:10", 0)).mine
    assert (await other.claim("tg:10", 0, lease=timedelta(0))).mine  # by polling no other process sends


async def test_the_records_live_in_the_doors_own_table(kept: tuple[Storage, FakeClock]) -> None:
    storage, _ = kept
    one, _ = await doors(kept)
    await one.record([Delivery("tg:11", 0, 110)])
    await one.claim("tg:11", 1)
    if not hasattr(storage, "fetch"):
        assert await one.delivered("tg:11") == {0: 110}  # in memory: beside the storage, which holds none of it
        assert not hasattr(storage, "deliveries")
        return
    rows = await storage.fetch('SELECT "key", part, message_id FROM telegram_deliveries ORDER BY part')
    assert [tuple(r) for r in rows] == [("tg:11", 0, 110), ("tg:11", 1, None)]


async def test_a_reply_is_claimed_by_the_command_transaction_that_stores_it_where_the_storage_can(
    kept: tuple[Storage, FakeClock],
) -> None:
    storage, clock = kept
    one, other = await doors(kept)
    engine = Engine(storage, clock, GameDefaults(seed=1))
    gm = Actor(id="tg:1", admin=True)
    with one.with_reply("tg:12", 0) as folded:
        assert (await engine.handle(parse("/roll 1d6"), gm, "g", "tg:12")).ok
    if not hasattr(storage, "fetch"):  # in memory: nothing is claimed with the command, the door claims as before
        assert not folded.committed and await one.claimed("tg:12", 0) == Claim(False)
        return
    assert folded.committed  # one COMMIT made the command durable and the claim of its reply's first message
    assert await one.claimed("tg:12", 0) == Claim(True)
    assert await other.claimed("tg:12", 0) == Claim(False)
    assert await other.claim("tg:12", 0) == Claim(False)  # a copy of the update: the reply is being sent
    await one.record([Delivery("tg:12", 0, 120)])
    assert await other.claim("tg:12", 0) == Claim(False, 120)

    with other.with_reply("tg:12", 0) as again:  # a copy applying the command again: a duplicate, nothing written
        assert (await engine.handle(parse("/roll 1d6"), gm, "g", "tg:12")).duplicate
    assert not again.committed and await other.claimed("tg:12", 0) == Claim(False, 120)
    with other.with_reply("tg:13", 0) as elsewhere:  # a command under another key claims nothing of this one
        assert (await engine.handle(parse("/roll 1d6"), gm, "g", "tg:13:1")).ok
    assert not elsewhere.committed and await other.claimed("tg:13", 0) == Claim(False)


async def test_a_transaction_that_fails_to_store_its_reply_claims_nothing(kept: tuple[Storage, FakeClock]) -> None:
    storage, clock = kept
    one, _ = await doors(kept)
    await Engine(storage, clock, GameDefaults(seed=1)).handle(parse("/roll 1d6"), Actor(id="tg:1"), "g", "tg:14")
    with one.with_reply("tg:14", 0) as folded, pytest.raises(ConflictError):
        async with storage.transaction("g") as tx:
            await tx.remember("tg:14", Reply(game_id="g"))  # stored before: the transaction is rolled back
    assert not folded.committed and await one.claimed("tg:14", 0) == Claim(False)


async def test_parts_recorded_together_by_several_replies_go_in_one_write(
    kept: tuple[Storage, FakeClock], monkeypatch: pytest.MonkeyPatch
) -> None:
    storage, _ = kept
    one, other = await doors(kept)
    if not hasattr(storage, "execute"):
        pytest.skip("in memory: no writes")
    writes: list[int] = []
    execute = storage.execute

    async def counted(sql: str, rows: Sequence[tuple[Any, ...]]) -> None:
        writes.append(len(rows))
        await execute(sql, rows)

    monkeypatch.setattr(storage, "execute", counted)
    await asyncio.gather(*(one.record([Delivery(f"tg:{n}", 0, n), Delivery(f"tg:{n}", 1, -n)]) for n in range(10)))
    assert writes == [20]  # one statement, one thread hop, one COMMIT for the ten replies
    await one.record([Delivery("tg:0", 0, 99)])  # and the next on its own, a part recorded before keeping its message
    assert writes == [20, 1]
    assert [await other.delivered(f"tg:{n}") for n in range(10)] == [{0: n, 1: -n} for n in range(10)]
