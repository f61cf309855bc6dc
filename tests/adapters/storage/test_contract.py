"""The storage port's contract, on every kind (memory, SQLite, PostgreSQL): what the engine relies on."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from assistant.errors import ConflictError
from assistant.state.ports import Storage, aiter_log
from models import Actor, Change, Command, Event, LogEntry, Reply, Roll

#: Telegram ids are 64-bit: a supergroup chat id and the largest user id a 64-bit integer holds.
CHAT = "tg:-1002147483648123"
USER = Actor(id="tg:9223372036854775807", name="Żaneta Ёлкина")
WARSAW = timezone(timedelta(hours=2))
ROLL = Roll(label="power", expr="1d6", dice=[4], total=4)


def entry(seq: int, **extra: object) -> LogEntry:
    return LogEntry(
        seq=seq,
        at=datetime(2026, 5, 1, 12, 0, seq % 60, 123456, tzinfo=WARSAW),
        actor=USER,
        command=Command(name="spend", args=["Anna", "3"], options={"as": "Anna"}, text="/spend Anna 3", source="tg"),
        events=[Event(key="x-spent", args={"n": seq, "ok": True, "f": 0.5}, rolls=[ROLL])],
        changes=[Change(path=["characters", "anna", "points"], before=seq, after=seq + 1)],
        **extra,  # type: ignore[arg-type]
    )


def state(seq: int) -> dict[str, object]:
    return {"id": CHAT, "ruleset": "toy", "seq": seq, "big": 2**62, "names": ["Drętwota", "Ступефай"], "none": None}


async def commit(storage: Storage, game: str, seq: int, key: str | None = None) -> None:
    async with storage.transaction(game) as tx:
        await tx.append(entry(seq))
        await tx.save(state(seq))
        if key:
            await tx.remember(key, Reply(game_id=game, seq=seq, events=entry(seq).events))


async def test_new_game_is_empty(storage: Storage) -> None:
    async with storage.transaction(CHAT) as tx:
        assert await tx.load() is None
        assert await tx.recent(5) == []
        assert await tx.dedup_reply("u1") is None
    assert await storage.read_state(CHAT) is None
    assert await storage.read_log(CHAT) == []
    assert CHAT not in await storage.game_ids()


async def test_commit_round_trips_state_log_and_reply(storage: Storage) -> None:
    await commit(storage, CHAT, 1, key="tg:update:9007199254740993")
    assert await storage.read_state(CHAT) == state(1)
    [stored] = await storage.read_log(CHAT)
    assert stored == entry(1) and stored.at.utcoffset() is not None
    async with storage.transaction(CHAT) as tx:
        reply = await tx.dedup_reply("tg:update:9007199254740993")
        assert await tx.load() == state(1)
    assert reply == Reply(game_id=CHAT, seq=1, events=entry(1).events)
    assert await storage.game_ids() == [CHAT]


async def test_error_rolls_everything_back(storage: Storage) -> None:
    await commit(storage, "g", 1)
    with pytest.raises(RuntimeError):
        async with storage.transaction("g") as tx:
            await tx.append(entry(2))
            await tx.save(state(2))
            await tx.remember("k2", Reply(game_id="g", seq=2))
            raise RuntimeError("handler crashed")
    assert await storage.read_state("g") == state(1)
    assert [e.seq for e in await storage.read_log("g")] == [1]
    async with storage.transaction("g") as tx:
        assert await tx.dedup_reply("k2") is None


async def test_dedup_key_stored_twice_is_a_conflict(storage: Storage) -> None:
    await commit(storage, "g", 1, key="k")
    with pytest.raises(ConflictError):
        async with storage.transaction("g") as tx:
            await tx.save(state(2))
            await tx.remember("k", Reply(game_id="g", seq=2))
    assert await storage.read_state("g") == state(1)


async def test_same_key_twice_in_one_transaction_is_a_conflict(storage: Storage) -> None:
    with pytest.raises(ConflictError):
        async with storage.transaction("g") as tx:
            await tx.save(state(1))
            await tx.remember("k", Reply(game_id="g", seq=1))
            await tx.remember("k", Reply(game_id="g", seq=1))
    assert await storage.read_state("g") is None


async def test_log_pages_oldest_first_and_recent_newest_first(storage: Storage) -> None:
    for seq in range(1, 8):
        await commit(storage, "g", seq)
    await commit(storage, "other", 1)
    assert [e.seq for e in await storage.read_log("g", after=2, limit=3)] == [3, 4, 5]
    assert [e.seq async for e in aiter_log(storage, "g", page=2)] == list(range(1, 8))
    async with storage.transaction("g") as tx:
        assert [e.seq for e in await tx.recent(3)] == [7, 6, 5]
    assert sorted(await storage.game_ids()) == ["g", "other"]


async def test_the_head_is_read_with_the_entries_after_a_seq(storage: Storage) -> None:
    for seq in range(1, 6):
        await commit(storage, "g", seq)
    await commit(storage, "other", 1)
    assert await storage.read_head_since("g", 2, 2) == (state(5), [entry(3), entry(4)])
    assert await storage.read_head_since("g", 5, 8) == (state(5), [])  # current: the head alone
    assert await storage.read_head_since("nowhere", 0, 8) == (None, [])


async def test_undo_marker_and_empty_fields_round_trip(storage: Storage) -> None:
    undo = entry(1, undoes=1).model_copy(update={"events": [], "changes": []})
    async with storage.transaction("g") as tx:
        await tx.append(undo)
        await tx.save(state(1))
    assert await storage.read_log("g") == [undo]


async def test_reads_see_only_committed_writes(storage: Storage) -> None:
    await commit(storage, "g", 1)
    async with storage.transaction("g") as tx:
        await tx.save(state(2))
        await tx.append(entry(2))
        outside = await storage.read_state("g"), await storage.read_log("g")
    assert outside == (state(1), [entry(1)])
    assert await storage.read_state("g") == state(2)


async def test_instants_are_kept_across_offsets(storage: Storage) -> None:
    await commit(storage, "g", 1)
    [stored] = await storage.read_log("g")
    assert stored.at == datetime(2026, 5, 1, 10, 0, 1, 123456, tzinfo=UTC)
