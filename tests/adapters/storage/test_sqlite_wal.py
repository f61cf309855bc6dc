"""A new SQLite file opened by several connections at once ends up in WAL mode, none of them refused."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from adapters.storage.dialects import _sqlite_connect


@pytest.mark.parametrize("attempt", range(10))  # the race is lost rarely: several fresh files give it chances
def test_connections_racing_on_a_new_file_all_get_wal(tmp_path: Path, attempt: int) -> None:
    path, errors, modes = tmp_path / "new.db", [], []
    start = threading.Barrier(8)

    def open_one() -> None:
        conn = sqlite3.connect(path, timeout=5, check_same_thread=False)
        try:
            start.wait()
            _sqlite_connect(conn, None)
            modes.append(conn.execute("PRAGMA journal_mode").fetchone()[0])
        except sqlite3.Error as exc:
            errors.append(exc)
        finally:
            conn.close()

    threads = [threading.Thread(target=open_one) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and modes == ["wal"] * 8
