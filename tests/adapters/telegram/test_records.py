"""The Telegram door's records (its own port, its own table ``telegram_deliveries``) on every storage kind: a part of a
reply is claimed by one door at a time, recorded once sent (the first message stays), given up when its sending
failed, and taken over from a door that was cut off once its claim is older than the lease."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import pytest

from adapters.telegram.records import LEASE, Claim, Delivery, DeliveryLog, open_records
from assistant.state.ports import Storage
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
