"""`assistant export` / `assistant import`: a whole game and its log as JSON, refused unless its log replays."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from adapters.http.auth import Tokens
from adapters.storage.transfer import BAD_FILE, MISMATCH, MISSING, OK, export_main, import_main
from assistant.cli import build_parser
from assistant.errors import KeyReused
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import aiter_log
from models import Actor
from tests.adapters.storage.conftest import ROOT, Target
from tests.adapters.storage.ledger import ID
from tests.adapters.storage.scratch import create_schema, drop_schema
from tests.fakes import FakeClock

pytestmark = pytest.mark.usefixtures("ledger_rules")

GAME = "tg:-1009876543210"
GM = Actor(id="tg:77", name="GM", admin=True)
PLAY = [
    "/char Anna 30",
    "/char Boris 12",
    "/duel Anna Boris",
    "/hit 1 0",
    "/spend Anna 4",
    "/gm grant tg:88",
    "/lang pl",
    "/gain Boris 2",
    "/undo",
    "/hit 1 1",
    "/roll 3d6",
]


@pytest.fixture
async def source(tmp_path: Path) -> str:
    """A SQLite file holding one game played with undo, roles and dice."""
    url = f"sqlite:///{tmp_path / 'source.sqlite3'}"
    storage = await Target("sqlite", url).open()
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset=ID, seed=9))
    for text in PLAY:
        assert (await engine.handle(parse(text), GM, GAME)).ok, text
    await storage.close()
    return url


async def cli(*argv: str) -> int:
    args = build_parser().parse_args(list(argv))
    runner = {"export": export_main, "import": import_main}[args.door]
    return await runner(args)


async def game(url: str) -> tuple[Any, list[Any]]:
    storage = await Target("any", url).open()
    try:
        return await storage.read_state(GAME), [e async for e in aiter_log(storage, GAME)]
    finally:
        await storage.close()


async def exported(source: str, tmp_path: Path) -> Path:
    out = tmp_path / "game.json"
    assert await cli("export", GAME, "--db", source, "--out", str(out)) == OK
    return out


async def test_round_trip_keeps_state_and_log(source: str, target: Target, tmp_path: Path) -> None:
    out = await exported(source, tmp_path)
    assert await cli("import", str(out), "--db", target.url) == OK
    assert await game(target.url) == await game(source)
    state, log = await game(target.url)
    assert state["locale"] == "pl" and len(log) == len(PLAY) and log[8].undoes == 8


async def test_import_refuses_a_state_its_log_does_not_rebuild(
    source: str, target: Target, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = await exported(source, tmp_path)
    data = json.loads(out.read_text())
    data["state"]["characters"]["anna"]["points"] += 1
    out.write_text(json.dumps(data))
    assert await cli("import", str(out), "--db", target.url, "--locale", "en") == MISMATCH
    assert "characters.anna.points" in capsys.readouterr().err
    assert await game(target.url) == (None, [])


async def test_import_refuses_a_log_with_a_gap(source: str, target: Target, tmp_path: Path) -> None:
    out = await exported(source, tmp_path)
    data = json.loads(out.read_text())
    del data["log"][3]
    out.write_text(json.dumps(data))
    assert await cli("import", str(out), "--db", target.url) == MISMATCH
    assert await game(target.url) == (None, [])


async def test_check_only_stores_nothing(source: str, target: Target, tmp_path: Path) -> None:
    out = await exported(source, tmp_path)
    assert await cli("import", str(out), "--db", target.url, "--check") == OK
    assert await game(target.url) == (None, [])


async def test_existing_game_is_replaced_only_when_asked(source: str, tmp_path: Path) -> None:
    out = await exported(source, tmp_path)
    data = json.loads(out.read_text())
    data["log"], data["state"] = data["log"][:4], None
    shorter = tmp_path / "shorter.json"
    shorter.write_text(json.dumps({**data, "state": _rebuilt(data["log"])}))
    assert await cli("import", str(shorter), "--db", source) == MISSING
    assert len((await game(source))[1]) == len(PLAY)
    assert await cli("import", str(shorter), "--db", source, "--replace") == OK
    assert [e.seq for e in (await game(source))[1]] == [1, 2, 3, 4]


def _rebuilt(log: list[dict[str, Any]]) -> dict[str, Any]:
    from assistant.state.replay import rebuild
    from models import LogEntry

    return rebuild(LogEntry.model_validate(e) for e in log)


@pytest.mark.parametrize("content", ["not json", '{"format": "other", "game_id": "g", "state": {}}'])
async def test_a_file_that_is_not_an_export_is_refused(tmp_path: Path, content: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert await cli("import", str(bad), "--db", f"sqlite:///{tmp_path / 'x.sqlite3'}") == BAD_FILE


async def test_exporting_a_missing_game_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert await cli("export", "nope", "--db", f"sqlite:///{tmp_path / 'x.sqlite3'}", "--locale", "pl") == MISSING
    assert "nie ma gry nope" in capsys.readouterr().err


async def test_command_line_pipes_export_into_import(source: str, tmp_path: Path) -> None:
    """The real `assistant` command: export to stdout, import from stdin into another file."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ASSISTANT_LOG_LEVEL": "WARNING"}
    dump = _run(["export", GAME, "--db", source], env)
    assert json.loads(dump.stdout)["game_id"] == GAME and "rebuild" in dump.stderr
    copy = f"sqlite:///{tmp_path / 'copy.sqlite3'}"
    loaded = _run(["import", "-", "--db", copy], env, stdin=dump.stdout)
    assert "Imported game" in loaded.stderr
    assert await game(copy) == await game(source)


def _run(argv: list[str], env: dict[str, str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    # The ledger ruleset is test-only: register it, then run the real command line.
    code = "import sys; from tests.adapters.storage.ledger import register; register(); "
    code += "from assistant.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run(
        [sys.executable, "-c", code, *argv], input=stdin, capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture
async def databases(tmp_path: Path) -> AsyncIterator[dict[str, str]]:
    """One empty database of each kind, by kind: a SQLite file and a PostgreSQL scratch schema."""
    dsn, schema = await create_schema()
    try:
        yield {"sqlite": f"sqlite:///{tmp_path / 'round' / 'games.sqlite3'}", "postgres": f"{dsn}?schema={schema}"}
    finally:
        await drop_schema(dsn, schema)


async def play_with_tokens_and_keys(url: str) -> str:
    """Play a game with web tokens made and revoked (the web door's own code) and commands under dedup keys."""
    storage = await Target("any", url).open()
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset=ID, seed=9))
    tokens = Tokens(storage, "an-admin-token-for-tests", engine)
    try:
        for line in PLAY[:4]:
            assert (await engine.handle(parse(line), GM, GAME, f"tg:update:{line}")).ok
        _, secret = await tokens.create(GAME, "gm", "Anna", GM)
        dropped, _ = await tokens.create(GAME, "read", "tv", GM)
        await tokens.revoke(GAME, dropped.id, GM)
        assert not (await engine.handle(parse("/spend Anna 100001"), GM, GAME, "http:refused")).ok
        assert (await engine.handle(parse("/spend Anna 4"), GM, GAME, "http:spent", request="body")).ok
    finally:
        await storage.close()
    return secret


@pytest.mark.parametrize(("source_kind", "target_kind"), [("sqlite", "postgres"), ("postgres", "sqlite")])
async def test_a_game_with_tokens_and_dedup_keys_moves_between_sqlite_and_postgres(
    databases: dict[str, str], source_kind: str, target_kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = databases[source_kind], databases[target_kind]
    secret = await play_with_tokens_and_keys(source)
    out = await exported(source, tmp_path)
    data = json.loads(out.read_text())
    assert secret not in out.read_text() and len(data["replies"]) == 6
    assert [e["command"]["name"] for e in data["log"]].count("token") == 3
    assert await cli("import", str(out), "--db", target, "--locale", "en") == OK
    assert "Replay of game" in capsys.readouterr().err
    assert await game(target) == await game(source)
    storage = await Target("any", target).open()
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset=ID, seed=9))
    try:
        again = await engine.handle(parse("/spend Anna 4"), GM, GAME, "http:spent", request="body")
        refused = await engine.handle(parse("/spend Anna 1"), GM, GAME, "http:refused")
        assert again.duplicate and refused.duplicate and not refused.ok
        with pytest.raises(KeyReused):
            await engine.handle(parse("/spend Anna 40"), GM, GAME, "http:spent", request="another body")
        who = await Tokens(storage, "an-admin-token-for-tests", engine).principal(secret, None)
        assert (who.role, who.game, who.actor.name) == ("gm", GAME, "Anna")
    finally:
        await storage.close()
    assert await game(target) == await game(source)


async def test_a_token_outside_the_log_fails_the_replay_without_showing_its_digest(
    source: str, target: Target, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game whose tokens were stored before they were logged: the check says where, and hides the digests."""
    out = await exported(source, tmp_path)
    data = json.loads(out.read_text())
    data["state"]["access"] = [{"id": "ab12", "digest": "f" * 64, "role": "gm", "label": "old", "created": None}]
    out.write_text(json.dumps(data))
    assert await cli("import", str(out), "--db", target.url, "--locale", "en") == MISMATCH
    err = capsys.readouterr().err
    assert "access" in err and "'ab12'" in err and "f" * 64 not in err
    assert await game(target.url) == (None, [])


@pytest.mark.parametrize(("source_kind", "target_kind"), [("sqlite", "postgres"), ("postgres", "sqlite")])
async def test_the_archived_duels_move_with_their_game(
    databases: dict[str, str], source_kind: str, target_kind: str, tmp_path: Path
) -> None:
    source, target = databases[source_kind], databases[target_kind]
    await play_five_duels(source)
    out = await exported(source, tmp_path)
    assert sorted(json.loads(out.read_text())["archive"]) == ["1", "2"]  # the three newest stay in the state
    assert await cli("import", str(out), "--db", target) == OK
    storage = await Target("any", target).open()
    try:
        engine = Engine(storage, FakeClock(), GameDefaults(ruleset="duel_club"))
        old = await engine.handle(parse("/status duel=1"), GM, GAME)
        assert old.ok and old.events[0].args["duel"] == "1", old
    finally:
        await storage.close()


@pytest.fixture
async def archived_source(tmp_path: Path) -> str:
    """A SQLite file holding a duel club game of five ended duels: the two oldest archived."""
    url = f"sqlite:///{tmp_path / 'archived.sqlite3'}"
    await play_five_duels(url)
    return url


async def play_five_duels(url: str) -> None:
    """Play a duel club game of five ended duels into a database: the two oldest go to the archive."""
    storage = await Target("any", url).open()
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset="duel_club", seed=9, locale="fr"))
    try:
        for line in ("/char Harry sortileges=60", "/char Drago sortileges=50", *["/duel Harry vs Drago", "/end"] * 5):
            assert (await engine.handle(parse(line), GM, GAME)).ok, line
    finally:
        await storage.close()


async def imported_forged(
    source: str, target: Target, tmp_path: Path, forge: Callable[[dict[str, Any]], None], status: int
) -> None:
    """Export a game, change its file, and import it: refused with a status, storing nothing."""
    out = await exported(source, tmp_path)
    data = json.loads(out.read_text())
    forge(data)
    out.write_text(json.dumps(data))
    assert await cli("import", str(out), "--db", target.url, "--locale", "en") == status
    assert await game(target.url) == (None, [])


def _forge_archive_removed(data: dict[str, Any]) -> None:
    data["archive"] = {}


def _forge_archived_winner(data: dict[str, Any]) -> None:
    data["archive"]["1"]["winner"] = "harry"


def _forge_archived_extra(data: dict[str, Any]) -> None:
    data["archive"]["9"] = data["archive"]["2"]


@pytest.mark.parametrize("forge", [_forge_archive_removed, _forge_archived_winner, _forge_archived_extra])
async def test_import_refuses_an_archive_its_log_does_not_make(
    archived_source: str, target: Target, tmp_path: Path, capsys: pytest.CaptureFixture[str], forge: Any
) -> None:
    """Issue 31, item 23: the ended duels out of the state are checked against the log as the state is."""
    await imported_forged(archived_source, target, tmp_path, forge, MISMATCH)
    assert f"The archive of game {GAME} is not what its log archives: duel" in capsys.readouterr().err


def _forge_roll(data: dict[str, Any]) -> None:
    roll = data["log"][-1]
    assert roll["command"]["name"] == "roll" and roll["events"]
    roll["events"][0]["args"] = {**roll["events"][0]["args"], "detail": "18 (a forged roll)"}


async def test_import_refuses_a_forged_event(
    source: str, target: Target, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 31, item 23: an entry's events are what its command gives when played again (the dice too)."""
    await imported_forged(source, target, tmp_path, _forge_roll, MISMATCH)
    err = capsys.readouterr().err
    assert f"The log of game {GAME} does not play again to itself: entry {len(PLAY)} is not" in err


@pytest.mark.parametrize("game_id", ["../../etc/passwd", "", " tg:1", "-1", "a" * 101, "tg:1\n"])
async def test_import_refuses_a_game_id_no_door_takes(
    source: str, target: Target, tmp_path: Path, capsys: pytest.CaptureFixture[str], game_id: str
) -> None:
    await imported_forged(source, target, tmp_path, lambda data: data.update(game_id=game_id), BAD_FILE)
    assert "is not a game export (game_id: String should match pattern" in capsys.readouterr().err


async def test_import_refuses_a_schema_version_it_does_not_know(
    source: str, target: Target, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    await imported_forged(source, target, tmp_path, lambda data: data.update(schema_version="999"), BAD_FILE)
    err = capsys.readouterr().err
    assert f"Game {GAME} was exported by a program at schema 999, which this one does not know" in err
