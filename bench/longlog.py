"""A game with a long log on SQLite against one with a short log: opening it, /undo, export.

Both games are the storage benchmark's model game (a Feniks roster and a duel) with its log entries repeated by
bulk SQL (bench/bigdb.py) to 100,000 entries (10,000 with --quick: an export of 100,000 takes minutes) and to 100,
each in a database of its own.

- open: a new engine's first command in the game (it reads and parses the stored state);
- /undo: the undo of a `/char` just applied (not timed);
- export: the game and its whole log read and written as the export file's JSON (`assistant export`, less its
  replay check).
"""

from __future__ import annotations

import uuid
from pathlib import Path

from adapters.storage import SqlStorage, open_storage
from adapters.storage.transfer import read_game
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock
from bench.bigdb import fill
from bench.measure import Cost, Row, cost_row, stopwatch
from bench.storage import COMMAND, GM, Subject, paired

SHORT = 100
#: The game bigdb.fill makes first.
GAME = "g0"
CHANGE = "/char Harry reflex=8"


class Game:
    """A stored game and the operations timed on it."""

    def __init__(self, storage: SqlStorage) -> None:
        self.storage = storage
        self.engine = self._engine()

    @staticmethod
    def _defaults() -> GameDefaults:
        return GameDefaults(ruleset="feniks", seed=42)

    def _engine(self) -> Engine:
        return Engine(self.storage, SystemClock(), self._defaults())

    async def _apply(self, engine: Engine, line: str) -> None:
        reply = await engine.handle(parse(line, source="bench"), GM, GAME, f"bench:{uuid.uuid4().hex}")
        if not reply.ok:
            raise RuntimeError(f"the bench command {line!r} was refused: {reply.refusal}")

    async def open(self) -> None:
        """A new engine's first command in the game."""
        await self._apply(self._engine(), COMMAND)

    async def change(self) -> None:
        """Apply the change the next /undo takes back (not timed)."""
        await self._apply(self.engine, CHANGE)

    async def undo(self) -> None:
        """Undo the last change."""
        await self._apply(self.engine, "/undo")

    async def export(self) -> None:
        """Read the game and its whole log and write the export file's JSON."""
        game = await read_game(self.storage, GAME)
        if game is None:
            raise RuntimeError("the bench game is missing")
        game.model_dump_json(indent=1)


async def exports(short: Game, long: Game, runs: int) -> tuple[list[Cost], list[Cost]]:
    """Export each game once per run, no warm-up beyond the short one's (the long one takes many seconds)."""
    await short.export()
    subject: list[Cost] = []
    baseline: list[Cost] = []
    for _ in range(runs):
        for side, game in ((baseline, short), (subject, long)):
            with stopwatch() as watch:
                await game.export()
            side.append(watch.cost)
    return subject, baseline


def _per_entry(costs: list[Cost], entries: int) -> list[Cost]:
    return [Cost(c.wall / entries, c.cpu / entries) for c in costs]


async def _filled(work: Path, model: Path, entries: int) -> SqlStorage:
    path = work / f"log{entries}.sqlite3"
    storage = await open_storage(f"sqlite:///{path}")
    await storage.close()
    fill(path, model, "model", 1, entries)
    return await open_storage(f"sqlite:///{path}")


async def run(work: Path, runs: int, n: int, entries: int) -> list[Row]:
    """Measure open, /undo and export on both games, interleaved."""
    model_path = work / "logmodel.sqlite3"
    model_storage = await open_storage(f"sqlite:///{model_path}")
    try:
        await Subject(model_storage, game="model").setup()
    finally:
        await model_storage.close()
    long_storage, short_storage = await _filled(work, model_path, entries), await _filled(work, model_path, SHORT)
    try:
        long, short = Game(long_storage), Game(short_storage)
        open_s, open_b = await paired(short.open, long.open, runs, n)
        undo_s, undo_b = await paired(short.undo, long.undo, runs, n, prepare=(short.change, long.change))
        export_s, export_b = await exports(short, long, max(runs // 3, 1))
    finally:
        await long_storage.close()
        await short_storage.close()
        for file in work.glob("log*.sqlite3*"):
            file.unlink()
    what = f"a game with {entries:,} log entries (SQLite)"
    note = f"vs {SHORT:,} entries"
    return [
        cost_row("long log", f"open: a new engine's first command, {what}", open_s, open_b, 1.2, note=note),
        cost_row("long log", f"`/undo` (of a `{CHANGE}`), {what}", undo_s, undo_b, 1.2, note=note),
        cost_row(
            "long log",
            f"export (game and log as JSON) per log entry, {what}",
            _per_entry(export_s, entries),
            _per_entry(export_b, SHORT),
            1.2,
            note=f"{note}; an export reads every entry, so it is timed per entry",
        ),
    ]
