"""Fixtures of the storage tests: a SQL database (file or schema) that several processes may open."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from adapters.storage import SqlStorage, open_storage
from tests.adapters.storage import ledger
from tests.adapters.storage.scratch import SQL_KINDS, create_schema, drop_schema

ROOT = Path(__file__).resolve().parents[3]


@dataclass(frozen=True)
class Target:
    """A database several storages and processes can open, by URL (on PostgreSQL: a scratch schema in it)."""

    kind: str
    url: str

    async def open(self) -> SqlStorage:
        return await open_storage(self.url)

    def worker(self, *args: object) -> list[str]:
        """Return the command line of a worker process on this database."""
        return [sys.executable, "-m", "tests.adapters.storage.worker", self.url, *(str(a) for a in args)]


@pytest.fixture(params=SQL_KINDS)
async def target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Target]:
    """An empty SQL database of each kind, removed afterwards."""
    if request.param == "sqlite":
        yield Target("sqlite", f"sqlite:///{tmp_path / 'shared' / 'games.sqlite3'}")
        return
    dsn, schema = await create_schema()
    try:
        yield Target("postgres", f"{dsn}?schema={schema}")
    finally:
        await drop_schema(dsn, schema)


@pytest.fixture
def ledger_rules(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register the test-only ledger ruleset for one test."""
    import assistant.rulesets as registry

    monkeypatch.setattr(registry, "RULESET_IDS", registry.RULESET_IDS)
    monkeypatch.setattr(registry, "RULESETS", dict(registry.RULESETS))
    ledger.register()
    yield
    registry.get_ruleset.cache_clear()
