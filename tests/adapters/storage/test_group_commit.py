"""Group commit on SQLite: concurrent commands of different games share one COMMIT, and it is all or nothing.

The commits are counted on disk, in the write-ahead log: each COMMIT ends with one commit frame.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from adapters.storage import SqlStorage, open_storage
from assistant.errors import ConflictError, StorageError
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from models import Reply
from tests.adapters.storage.conftest import Target
from tests.adapters.storage.ledger import ID, SETUP
from tests.adapters.storage.reliability import GAME, Worker
from tests.adapters.storage.worker import GM, game_of
from tests.fakes import FakeClock

pytestmark = pytest.mark.usefixtures("ledger_rules")

#: Games played at once.
GAMES = [f"tg:-100{i}" for i in range(8)]


def wal_commits(database: Path) -> tuple[bytes, int]:
    """Return the write-ahead log's salts (which change when it restarts) and how many commit frames it holds."""
    wal = database.with_name(database.name + "-wal").read_bytes()
    page, salts = int.from_bytes(wal[8:12], "big"), wal[16:24]
    commits, offset = 0, 32
    while offset + 24 + page <= len(wal) and wal[offset + 8 : offset + 16] == salts:
        commits += int.from_bytes(wal[offset + 4 : offset + 8], "big") != 0  # a commit frame: the size after it
        offset += 24 + page
    return salts, commits


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
async def storage(database: Path) -> AsyncIterator[SqlStorage]:
    store = await open_storage(f"sqlite:///{database}")
    yield store
    await store.close()


@pytest.fixture
async def engine(storage: SqlStorage) -> Engine:
    """An engine whose every game is open: three pools and a duel."""
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset=ID, seed=3))
    for game in GAMES:
        for text in SETUP:
            assert (await engine.handle(parse(text), GM, game)).ok
    return engine


async def spend(engine: Engine, game: str, key: str, amount: int = 1) -> Reply:
    return await engine.handle(parse(f"/spend Anna {amount}"), GM, game, key)


async def points(storage: SqlStorage, game: str) -> tuple[int, int]:
    """Return a game's seq and Anna's points, as committed."""
    state = await storage.read_state(game)
    assert state is not None
    return state["seq"], state["characters"]["anna"]["points"]


async def reopened(database: Path, game: str) -> tuple[int, int, list[str]]:
    """Return a game's seq, Anna's points and its log's commands, read by a storage opened afresh."""
    store = await open_storage(f"sqlite:///{database}")
    try:
        seq, left = await points(store, game)
        return seq, left, [e.command.text for e in await store.read_log(game, after=len(SETUP))]
    finally:
        await store.close()


async def test_concurrent_commands_of_many_games_share_commits_and_all_last(
    engine: Engine, storage: SqlStorage, database: Path
) -> None:
    salts, before = wal_commits(database)
    replies = await asyncio.gather(*(spend(engine, game, f"k{n}", n + 1) for n, game in enumerate(GAMES)))
    assert all(r.ok and r.seq == len(SETUP) + 1 for r in replies)
    after_salts, after = wal_commits(database)
    assert after_salts == salts, "the log restarted: the count means nothing"
    assert 1 <= after - before < len(GAMES), "every command paid its own COMMIT"
    await storage.close()
    for n, game in enumerate(GAMES):
        assert await reopened(database, game) == (len(SETUP) + 1, 100000 - n - 1, [f"/spend Anna {n + 1}"])


async def test_the_last_member_to_queue_its_writes_commits_the_batch_in_the_same_job(
    engine: Engine, storage: SqlStorage, monkeypatch: pytest.MonkeyPatch
) -> None:
    writer = storage._writer
    assert writer is not None
    jobs: list[tuple[int, bool]] = []
    submit = writer._writes.submit

    def counted(job: Any, *args: Any) -> Any:
        if getattr(job, "__name__", "") == "release":
            jobs.append((len(args[0]), args[1]))  # (writes, whether it commits)
        return submit(job, *args)

    monkeypatch.setattr(writer._writes, "submit", counted)
    for round_ in range(5):
        replies = await asyncio.gather(*(spend(engine, game, f"r{round_}:{game}") for game in GAMES))
        assert all(r.ok for r in replies)
    assert all(writes for writes, _ in jobs), "a COMMIT took a thread hop of its own after every member had ended"
    assert any(commits for _, commits in jobs) and not all(commits for _, commits in jobs)


async def test_a_member_that_fails_rolls_back_alone(engine: Engine, storage: SqlStorage, database: Path) -> None:
    """The same dedup key sent to two games in one batch: the second one's writes go, the batch's others stay."""
    _, before = wal_commits(database)
    keys = [f"k{n}" for n in range(len(GAMES) - 2)] + ["dup", "dup"]
    results = await asyncio.gather(
        *(spend(engine, g, k) for g, k in zip(GAMES, keys, strict=True)), return_exceptions=True
    )
    _, after = wal_commits(database)
    assert after - before < len(GAMES), "the commands did not share a COMMIT"
    assert all(isinstance(r, Reply) and r.ok for r in results[:-1])
    assert isinstance(results[-1], ConflictError)
    await storage.close()
    for game in GAMES[:-1]:
        assert await reopened(database, game) == (len(SETUP) + 1, 100000 - 1, ["/spend Anna 1"])
    assert await reopened(database, GAMES[-1]) == (len(SETUP), 100000, [])


async def test_a_failed_commit_fails_every_member_and_stores_none(engine: Engine, storage: SqlStorage) -> None:
    """A member breaks a deferred foreign key (a log entry of a game never stored): SQLite refuses the COMMIT."""
    [entry] = await storage.read_log(GAMES[0], after=len(SETUP) - 1)

    async def orphan() -> None:
        async with storage.transaction("tg:-1009999") as tx:
            await tx.append(entry)

    before = [await points(storage, game) for game in GAMES]
    results = await asyncio.gather(
        *(spend(engine, game, f"k{n}") for n, game in enumerate(GAMES)), orphan(), return_exceptions=True
    )
    assert all(isinstance(r, StorageError) for r in results), results
    assert [await points(storage, game) for game in GAMES] == before
    assert await storage.read_log("tg:-1009999") == []
    again = await spend(engine, GAMES[0], "k0")
    assert again.ok and not again.duplicate, "the key of a command never acknowledged was kept"
    assert await points(storage, GAMES[0]) == (len(SETUP) + 1, 100000 - 1)


@pytest.mark.slow
async def test_sigkill_keeps_every_acknowledged_command_of_every_game(database: Path) -> None:
    """A worker plays eight games at once (batches of several games each) and is killed at random moments."""
    target, games, total = Target("sqlite", f"sqlite:///{database}"), 8, 5000
    rng, start, acked = random.Random(909), 0, []
    for _ in range(3):
        worker = await Worker.start(target, start, total, "gc:", "--tasks", str(games), "--games", str(games))
        await worker.ready()
        reading = asyncio.create_task(worker.read_acks())
        await asyncio.sleep(rng.uniform(0.2, 0.6))
        if worker.proc.returncode is None:
            worker.proc.kill()
        await reading
        await worker.proc.wait()
        acked.extend(a.index for a in worker.acks)
        start = max(acked, default=-1) + 1
    store = await open_storage(target.url)
    try:
        logs = {g: await store.read_log(game_of(GAME, games, g), after=len(SETUP), limit=10_000) for g in range(games)}
    finally:
        await store.close()
    applied = Counter(int(e.command.text.split()[1]) for log in logs.values() for e in log)
    assert set(applied.values()) <= {1}, "a command was applied twice"
    assert all(applied[i] == 1 for i in acked), "an acknowledged command is missing"
    assert len(acked) > games, "the worker acknowledged too little to test anything"
    for g, log in logs.items():
        assert [e.seq for e in log] == list(range(len(SETUP) + 1, len(SETUP) + len(log) + 1))
        assert all(int(e.command.text.split()[1]) % games == g for e in log)
