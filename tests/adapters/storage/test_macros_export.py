"""Macros travel with their game: `assistant export` writes them in the state, and `assistant import` replays the
/macro moves of the log to the same macros."""

from __future__ import annotations

from pathlib import Path

from adapters.storage.transfer import OK
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from tests.adapters.storage.conftest import Target
from tests.adapters.storage.test_transfer import GAME, GM, cli, game
from tests.fakes import FakeClock

PLAY = [
    "/char Harry age=15",
    "/macro atak /roll 1d20+5",
    "/macro combo /char Draco age=15; /duel Harry vs Draco",
    "/macro remove atak",
    "/undo",
    "/macro combo /roll 2d6",
]


async def test_a_games_macros_are_exported_and_imported_with_it(target: Target, tmp_path: Path) -> None:
    source = f"sqlite:///{tmp_path / 'source.sqlite3'}"
    storage = await Target("sqlite", source).open()
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset="feniks", seed=9))
    for text in PLAY:
        assert (await engine.handle(parse(text), GM, GAME)).ok, text
    await storage.close()

    out = tmp_path / "game.json"
    assert await cli("export", GAME, "--db", source, "--out", str(out)) == OK
    assert await cli("import", str(out), "--db", target.url) == OK
    state, log = await game(target.url)
    assert state["macros"] == {
        "atak": {"name": "atak", "lines": ["/roll 1d20+5"], "owner": None},
        "combo": {"name": "combo", "lines": ["/roll 2d6"], "owner": None},
    }
    assert len(log) == len(PLAY) and await game(target.url) == await game(source)
