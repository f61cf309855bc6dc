"""Shared fixtures: storages behind the port, an engine factory, a console table."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

import pytest

from adapters.console import Console
from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.language.translator import Translator
from assistant.state.engine import GameDefaults, RngFactory, seeded_rng
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.adapters.storage.scratch import SQL_KINDS, open_sql_storage
from tests.fakes import FakeClock


@pytest.fixture(autouse=True)
def no_i18n_fallback(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail a test whose rendering fell back to another locale, showed a raw message id or had a Fluent error."""
    seen: list[tuple[str, str]] = []
    miss = Translator._miss

    def record(self: Translator, key: str, locale: str) -> None:
        seen.append((key, locale))
        miss(self, key, locale)

    monkeypatch.setattr(Translator, "_miss", record)
    yield
    if "allow_i18n_fallback" not in request.keywords:
        assert seen == [], f"i18n fallback or raw id: {sorted(set(seen))}"


#: Storage kinds the engine suite runs on; the storage adapter adds SQL kinds.
STORAGE_KINDS = ["memory", *SQL_KINDS]


async def open_storage(kind: str, tmp_path: Any) -> Storage:
    """Open a fresh storage of a kind."""
    if kind == "memory":
        return InMemoryStorage()
    if kind in SQL_KINDS:
        return await open_sql_storage(kind, tmp_path)
    raise ValueError(kind)


@pytest.fixture(params=STORAGE_KINDS)
async def storage(request: pytest.FixtureRequest, tmp_path: Any) -> AsyncIterator[Storage]:
    store = await open_storage(request.param, tmp_path)
    yield store
    await store.close()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


AppFactory = Callable[..., Awaitable[App]]


@pytest.fixture
async def make_app(storage: Storage, clock: FakeClock) -> AsyncIterator[AppFactory]:
    """Build apps on the parametrized storage: make_app(rules='feniks', locale='pl', seed=1, rng=...)."""

    async def factory(rules: str = "feniks", locale: str = "en", seed: int = 7, rng: RngFactory = seeded_rng) -> App:
        settings = Settings(database_url="memory://", default_ruleset=rules, default_locale=locale)
        defaults = GameDefaults(ruleset=rules, locale=locale, seed=seed)
        return await bootstrap(settings, storage=storage, clock=clock, defaults=defaults, rng_factory=rng)

    yield factory


@pytest.fixture
async def make_console(make_app: AppFactory) -> AsyncIterator[Callable[..., Awaitable[Console]]]:
    """Build a console on a fresh game: make_console(rules='duel_club', json_mode=True)."""

    async def factory(json_mode: bool = False, game_id: str = "t", **kwargs: Any) -> Console:
        return Console(await make_app(**kwargs), game_id=game_id, json_mode=json_mode)

    yield factory


async def play(console: Console, script: str) -> list[str]:
    """Feed a multi-line script to a console and return every output line."""
    out: list[str] = []
    for line in script.strip().splitlines():
        out.extend(await console.line(line))
    return out


async def until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait until a condition holds (other tasks and threads work meanwhile), or fail."""
    import asyncio

    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.01)
