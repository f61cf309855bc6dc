"""SQLite reads by key run on the event loop's thread, and never make it wait: a busy database sends them to the
reader's thread, which waits for the lock while the loop goes on."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from adapters.storage import open_storage
from adapters.telegram.records import Delivery, open_records
from assistant.errors import StorageError


async def test_a_read_by_key_reads_what_was_committed(tmp_path: Path) -> None:
    storage = await open_storage(f"sqlite:///{tmp_path / 'game.db'}")
    try:
        records = await open_records(storage)  # a door's own table, read by key the same way
        assert await records.delivered("tg:1") == {}
        await records.record([Delivery("tg:1", 0, 42)])
        await records.record([Delivery("tg:1", 1, 43)])
        assert await records.delivered("tg:1") == {0: 42, 1: 43}
        assert await storage.read_head("nobody") is None
    finally:
        await storage.close()


async def test_a_busy_read_goes_to_the_readers_thread(tmp_path: Path) -> None:
    """In WAL mode only a checkpoint's or a recovery's lock stops a reader, too rarely to stage: the job reports
    SQLite's busy error where it runs on the loop's thread, and reads on any other."""
    storage = await open_storage(f"sqlite:///{tmp_path / 'game.db'}")
    writer = storage._writer
    assert writer is not None
    loop_thread, ran_on = threading.get_ident(), []

    def read_count(conn: sqlite3.Connection) -> int:
        ran_on.append(threading.get_ident())
        if threading.get_ident() == loop_thread:
            busy = sqlite3.OperationalError("database is locked")
            busy.sqlite_errorcode = sqlite3.SQLITE_BUSY
            raise busy
        count: int = conn.execute("SELECT count(*) FROM telegram_deliveries").fetchone()[0]
        return count

    try:
        await (await open_records(storage)).record([Delivery("tg:1", 0, 42)])
        assert await writer._inline.call(read_count) == 1
        assert ran_on[0] == loop_thread and ran_on[1] != loop_thread and len(ran_on) == 2
    finally:
        await storage.close()


async def test_a_read_that_fails_otherwise_is_a_storage_error(tmp_path: Path) -> None:
    storage = await open_storage(f"sqlite:///{tmp_path / 'game.db'}")
    writer = storage._writer
    assert writer is not None
    try:
        with pytest.raises(StorageError):
            await writer._inline.call(lambda conn: conn.execute("SELECT * FROM no_such_table").fetchall())
    finally:
        await storage.close()


async def test_the_writers_thread_answers_each_job_in_order_and_stops_at_close(tmp_path: Path) -> None:
    """The writer's and the reader's threads take jobs from their own queues: a failing job is the caller's
    StorageError and the next one runs; a caller who stopped waiting leaves the thread serving; close() ends both."""
    storage = await open_storage(f"sqlite:///{tmp_path / 'game.db'}")
    writer = storage._writer
    assert writer is not None
    order: list[int] = []

    def note(conn: sqlite3.Connection, n: int) -> int:
        order.append(n)
        return n

    try:
        with pytest.raises(StorageError):
            await writer._writes.call(lambda conn: conn.execute("SELECT * FROM no_such_table").fetchall())
        abandoned = writer._writes.submit(note, 0)
        abandoned.cancel()
        assert [await writer._writes.call(note, n) for n in (1, 2)] == [1, 2]
        assert order == [0, 1, 2]  # the cancelled caller's job ran all the same: only its answer was dropped
        await (await open_records(storage)).record([Delivery("tg:1", 0, 42)])
        count = "SELECT count(*) FROM telegram_deliveries"
        assert await writer._reads.call(lambda conn: conn.execute(count).fetchone()[0])
    finally:
        await storage.close()
    names = {t.name for t in threading.enumerate()}
    assert not names & {"sqlite-writer", "sqlite-reader"}
