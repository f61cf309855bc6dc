"""A big SQLite database made fast: games and log rows copied from a model game by bulk SQL, not the engine."""

from __future__ import annotations

import itertools
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def _rows(conn: sqlite3.Connection, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    return list(conn.execute(sql, args))


def fill(path: Path, model_path: Path, model_game: str, games: int, events: int) -> None:
    """Fill a migrated, empty database with ``games`` games (the model's state: its head and its entities' rows) and
    ``events`` log rows (and a dedup row per event)."""
    model = sqlite3.connect(model_path)
    (state_text,) = _rows(model, "SELECT state FROM games WHERE id = ?", model_game)[0]
    entries = _rows(
        model, "SELECT at, actor, command, events, changes FROM log WHERE game_id = ? ORDER BY seq", model_game
    )
    replies = [r[0] for r in _rows(model, "SELECT reply FROM dedup WHERE game_id = ?", model_game)] or ["{}"]
    rows = _rows(model, "SELECT field, key, data, pos FROM entities WHERE game_id = ? ORDER BY pos", model_game)
    model.close()
    per_game = max(events // games, 1)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA synchronous=OFF")
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO games (id, ruleset, seq, state, updated_at) VALUES (?, ?, ?, ?, ?)",
        _games(json.loads(state_text), games, per_game, entries[-1][0]),
    )
    conn.executemany(
        "INSERT INTO entities (game_id, field, key, data, pos) VALUES (?, ?, ?, ?, ?)",
        ((f"g{g}", *row) for g in range(games) for row in rows),
    )
    conn.executemany(
        "INSERT INTO log (game_id, seq, at, actor, command, events, changes, undoes) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, NULL)",
        _log(entries, games, per_game),
    )
    conn.executemany(
        "INSERT INTO dedup (key, game_id, reply, at) VALUES (?, ?, ?, ?)",
        _dedup(replies, entries[-1][0], games, per_game),
    )
    conn.execute("COMMIT")
    conn.execute("ANALYZE")
    conn.close()


def _games(state: dict[str, Any], games: int, per_game: int, at: str) -> Iterator[tuple[Any, ...]]:
    for g in range(games):
        yield f"g{g}", state["ruleset"], per_game, json.dumps({**state, "id": f"g{g}", "seq": per_game}), at


def _log(entries: list[tuple[Any, ...]], games: int, per_game: int) -> Iterator[tuple[Any, ...]]:
    for g in range(games):
        for seq, entry in zip(range(1, per_game + 1), itertools.cycle(entries), strict=False):
            yield f"g{g}", seq, *entry


def _dedup(replies: list[str], at: str, games: int, per_game: int) -> Iterator[tuple[Any, ...]]:
    for g in range(games):
        for seq, reply in zip(range(1, per_game + 1), itertools.cycle(replies), strict=False):
            yield f"tg:{g}:{seq}", f"g{g}", reply, at
