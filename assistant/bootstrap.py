"""The one place where the engine, storage, clock and translator are wired together."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

from assistant.config import Settings
from assistant.engine import Engine, GameDefaults, RngFactory, seeded_rng
from assistant.i18n import Translator
from assistant.memory import InMemoryStorage
from assistant.ports import Clock, Storage, SystemClock

#: The storage adapter, named by path so the core imports no adapter.
SQL_STORAGE = "adapters.storage"


@dataclass
class App:
    """The wired service, handed to every door."""

    settings: Settings
    engine: Engine
    translator: Translator
    storage: Storage

    async def aclose(self) -> None:
        """Release the storage."""
        await self.storage.close()


async def make_storage(settings: Settings) -> Storage:
    """Return the storage the settings name: in memory, or SQL through the storage adapter."""
    if settings.database_url == "memory://":
        return InMemoryStorage()
    adapter: Any = import_module(SQL_STORAGE)
    storage: Storage = await adapter.open_storage(settings.sqlite_url())
    return storage


async def bootstrap(
    settings: Settings | None = None,
    storage: Storage | None = None,
    clock: Clock | None = None,
    defaults: GameDefaults | None = None,
    rng_factory: RngFactory = seeded_rng,
) -> App:
    """Build the app; anything given replaces what the settings would choose."""
    settings = settings or Settings()
    storage = storage or await make_storage(settings)
    defaults = defaults or GameDefaults(ruleset=settings.default_ruleset, locale=settings.default_locale)
    engine = Engine(storage, clock or SystemClock(), defaults, rng_factory)
    return App(settings=settings, engine=engine, translator=Translator(), storage=storage)
