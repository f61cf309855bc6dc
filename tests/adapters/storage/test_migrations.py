"""Versioned migrations applied at start: a fresh database gets the schema, a second start changes nothing."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command

from adapters.storage import open_storage
from adapters.storage.dialects import normalize_url
from adapters.storage.migrate import alembic_config, current_version, head
from adapters.storage.schema import games
from adapters.telegram.records import open_records
from assistant.bootstrap import make_storage
from assistant.config import Settings
from assistant.errors import ConfigError
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from models import Actor, Reply
from tests.adapters.storage.conftest import Target
from tests.assistant.rulesets.ergs_kit import PERIODIC as ERGS_PERIODIC
from tests.fakes import FakeClock

GM = Actor(id="console:gm", name="GM", admin=True)
CLUB_DUEL = ("/char Harry skill=60", "/char Draco skill=50", "/duel Harry vs Draco", "/init")


def _tables(conn: sa.Connection) -> dict[str, dict[str, str]]:
    inspector = sa.inspect(conn)
    names = inspector.get_table_names()
    return {t: {c["name"]: type(c["type"]).__name__ for c in inspector.get_columns(t)} for t in names}


def _keys(conn: sa.Connection) -> dict[str, list[str]]:
    inspector = sa.inspect(conn)
    tables = ("games", "log", "dedup", "telegram_deliveries", "telegram_prompts", "entities", "places", "timers")
    return {t: inspector.get_pk_constraint(t)["constrained_columns"] for t in tables}


def _dedup_indexes(conn: sa.Connection, table: str = "dedup") -> dict[str, list[str]]:
    return {str(i["name"]): list(i["column_names"]) for i in sa.inspect(conn).get_indexes(table)}


async def test_fresh_database_gets_the_newest_schema(target: Target) -> None:
    storage = await target.open()
    try:
        assert await current_version(storage.engine) == head() == "0008"
        async with storage.engine.connect() as conn:
            tables, keys = await conn.run_sync(_tables), await conn.run_sync(_keys)
            indexes = await conn.run_sync(_dedup_indexes)
            timer_indexes = await conn.run_sync(_dedup_indexes, "timers")
    finally:
        await storage.close()
    assert {
        *("games", "log", "dedup", "telegram_deliveries", "telegram_prompts", "entities", "places", "timers"),
        "alembic_version",
    } <= set(tables)
    assert "deliveries" not in tables  # the Telegram door's own table now (revision 0007)
    assert keys == {
        "games": ["id"],
        "log": ["game_id", "seq"],
        "dedup": ["key"],
        "telegram_deliveries": ["key", "part"],
        "telegram_prompts": ["chat", "topic", "duel", "character"],
        "entities": ["game_id", "field", "key"],
        "places": ["place"],
        "timers": ["game_id"],
    }
    assert tables["telegram_deliveries"]["message_id"] == "BIGINT"
    assert tables["log"]["seq"] == tables["games"]["seq"] == "BIGINT"
    assert tables["log"]["undoes"] == "BIGINT"
    assert indexes == {"ix_dedup_game_id": ["game_id"], "ix_dedup_at": ["at"]}
    assert timer_indexes == {"ix_timers_due_at": ["due_at"], "ix_timers_claimed_until": ["claimed_until"]}


async def test_second_start_keeps_data_and_version(target: Target) -> None:
    first = await target.open()
    async with first.transaction("tg:-1001") as tx:
        await tx.save({"ruleset": "toy", "seq": 0})
    await first.close()
    again = await target.open()
    try:
        assert await again.read_state("tg:-1001") == {"ruleset": "toy", "seq": 0}
        assert await current_version(again.engine) == head()
    finally:
        await again.close()


async def test_a_database_of_the_first_version_is_upgraded_keeping_its_rows(target: Target) -> None:
    first = await target.open()
    async with first.transaction("tg:-1001") as tx:
        await tx.save({"ruleset": "toy", "seq": 1})
        await tx.remember("tg:update:7", Reply(game_id="tg:-1001"))
    async with first.engine.begin() as conn:
        await conn.run_sync(lambda c: command.downgrade(alembic_config(c), "0001"))
        assert "ix_dedup_at" not in await conn.run_sync(_dedup_indexes)
    await first.close()
    again = await target.open()
    try:
        assert await current_version(again.engine) == head()
        async with again.engine.connect() as conn:
            assert "ix_dedup_at" in await conn.run_sync(_dedup_indexes)
        async with again.transaction("tg:-1001") as tx:
            assert await tx.dedup_reply("tg:update:7") == Reply(game_id="tg:-1001")
            assert await tx.load() == {"ruleset": "toy", "seq": 1}
    finally:
        await again.close()


async def test_an_upgrade_moves_a_games_characters_and_duels_into_rows_and_a_downgrade_joins_them(
    target: Target,
) -> None:
    state = {
        "ruleset": "toy",
        "seq": 3,
        "characters": {"harry": {"name": "Harry"}, "draco": {"name": "Draco"}},
        "duels": {"1": {"id": "1", "ended": True}},
    }
    first = await target.open()
    async with first.engine.begin() as conn:
        await conn.run_sync(lambda c: command.downgrade(alembic_config(c), "0003"))
        values = {"id": "g", "ruleset": "toy", "seq": 3, "state": state, "updated_at": datetime.now(UTC)}
        await conn.execute(sa.insert(games).values(**values))  # as version 0003 kept a game: whole
    await first.close()
    again = await target.open()
    try:
        assert await again.read_state("g") == state
        async with again.engine.connect() as conn:
            rows = (await conn.execute(sa.text("SELECT field, key FROM entities ORDER BY field, key"))).all()
            stored = (await conn.execute(sa.text("SELECT state FROM games"))).scalar_one()
        assert [tuple(r) for r in rows] == [("characters", "draco"), ("characters", "harry"), ("duels", "1")]
        assert (json.loads(stored) if isinstance(stored, str) else stored)["characters"] == {}
        async with again.engine.begin() as conn:
            await conn.run_sync(lambda c: command.downgrade(alembic_config(c), "0003"))
            stored = (await conn.execute(sa.text("SELECT state FROM games"))).scalar_one()
        assert (json.loads(stored) if isinstance(stored, str) else stored) == state
    finally:
        await again.close()


async def test_an_upgrade_gives_the_stored_games_the_timers_their_commands_would_have_written(target: Target) -> None:
    clock = FakeClock(datetime(2026, 1, 1, 12, 0, tzinfo=UTC))
    first = await target.open()
    for ruleset, game, lines in (
        ("ergs", "larp", (*ERGS_PERIODIC, "/bout start")),  # a running bout: its next call
        (
            "duel_club",
            "club",
            ("/char Harry skill=60", "/char Draco skill=50", "/defaults remind=1m", "/duel Harry vs Draco", "/init"),
        ),
        ("duel_club", "quiet", ("/char Harry skill=60", "/char Draco skill=50", "/duel Harry vs Draco", "/init")),
    ):
        engine = Engine(first, clock, GameDefaults(ruleset=ruleset, seed=3))
        for line in lines:
            assert (await engine.handle(parse(line), GM, game)).ok, line
    async with first.transaction("odd") as tx:  # a game this build cannot read gets none
        await tx.save({"ruleset": "toy", "seq": 1, "waiting": {"1": {}}})
    written = await first.timers()
    assert sorted(t.game_id for t in written) == ["club", "larp"]
    async with first.engine.begin() as conn:
        await conn.run_sync(lambda c: command.downgrade(alembic_config(c), "0005"))  # as version 0005 kept them
    await first.close()
    again = await target.open()
    try:
        assert sorted(await again.timers()) == sorted(written)
    finally:
        await again.close()


async def test_an_upgrade_makes_the_deliveries_the_telegram_doors_and_a_downgrade_brings_them_back(
    target: Target,
) -> None:
    at = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
    first = await target.open()
    async with first.engine.begin() as conn:
        await conn.run_sync(lambda c: command.downgrade(alembic_config(c), "0006"))
        rows = [{"key": "tg:7", "part": p, "message_id": 70 + p, "at": at} for p in (0, 1)]
        table = sa.table("deliveries", *(sa.column(c) for c in ("key", "part", "message_id", "at")))
        await conn.execute(sa.insert(table), rows)  # as version 0006 kept what was sent
    await first.close()
    again = await target.open()
    try:
        assert await (await open_records(again)).delivered("tg:7") == {0: 70, 1: 71}
        await (await open_records(again)).claim("tg:8", 0)  # a claim, not sent: a downgrade drops it
        async with again.engine.begin() as conn:
            await conn.run_sync(lambda c: command.downgrade(alembic_config(c), "0006"))
            kept = (await conn.execute(sa.text('SELECT "key", part, message_id FROM deliveries ORDER BY part'))).all()
        assert [tuple(r) for r in kept] == [("tg:7", 0, 70), ("tg:7", 1, 71)]
    finally:
        await again.close()


async def test_replicas_starting_together_migrate_once(target: Target) -> None:
    stores = await asyncio.gather(*(target.open() for _ in range(4)))
    try:
        versions = [await current_version(s.engine) for s in stores]
        assert versions == [head()] * 4
    finally:
        for store in stores:
            await store.close()


async def test_sqlite_file_and_folder_are_created_in_wal_mode(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "deep" / "data")
    storage = await make_storage(settings)
    try:
        async with storage.engine.connect() as conn:  # type: ignore[attr-defined]
            mode = (await conn.exec_driver_sql("PRAGMA journal_mode")).scalar()
            sync = (await conn.exec_driver_sql("PRAGMA synchronous")).scalar()
    finally:
        await storage.close()
    assert (tmp_path / "deep" / "data" / "assistant.sqlite3").is_file()
    assert (mode, sync) == ("wal", 2)


@pytest.mark.parametrize(
    ("url", "driver"),
    [
        ("sqlite:///x.db", "sqlite+aiosqlite"),
        ("postgres://u@h/db", "postgresql+asyncpg"),
        ("postgresql://u@h/db", "postgresql+asyncpg"),
        ("postgresql+psycopg://u@h/db", "postgresql+asyncpg"),
    ],
)
def test_urls_get_the_async_driver(url: str, driver: str) -> None:
    assert normalize_url(url).drivername == driver


@pytest.mark.parametrize("url", ["mysql://u@h/db", "sqlite:///:memory:", "sqlite://"])
async def test_unsupported_databases_refused(url: str) -> None:
    with pytest.raises(ConfigError):
        await open_storage(url)
