"""The one place where the engine, storage, clock, scheduler and translator are wired together."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from assistant.config import Settings
from assistant.conversation.talk import Conversation
from assistant.language.translator import Translator
from assistant.state.engine import Engine, GameDefaults, RngFactory, seeded_rng
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Clock, Records, Storage, SystemClock, Timeline, WallTimeline
from assistant.state.retention import keep_forgetting
from assistant.state.scheduler import Scheduler

#: The storage adapter, named by path so the core imports no adapter.
SQL_STORAGE = "adapters.storage"
#: The records each door keeps beside the games in a table of its own (the Telegram door's deliveries, which it
#: claims and records), by door: the module whose ``open_records(storage, clock)`` opens them on the storage, named
#: by path too.
DOOR_RECORDS = {"telegram": "adapters.telegram.records"}


@dataclass
class App:
    """The wired service, handed to every door."""

    settings: Settings
    engine: Engine
    translator: Translator
    storage: Storage
    scheduler: Scheduler  # fires what time decides; the doors subscribe to its replies before start_upkeep()
    conversation: Conversation  # what every door hands an utterance and gets an outcome from
    records: dict[str, Records] = field(default_factory=dict)  # each door's own records, by door (DOOR_RECORDS)
    upkeep: list[asyncio.Task[None]] = field(default_factory=list)  # the background tasks of a running service

    def start_upkeep(self) -> None:
        """Start what a long-running service does in the background: the scheduler, and forgetting old replies.

        The scheduler sends its commands through ``self.engine`` as it is now (a door may have wrapped it).
        """
        self.upkeep.append(asyncio.create_task(self.scheduler.run(self.engine), name="scheduler"))
        days = self.settings.dedup_days
        if days > 0:
            forgetting = keep_forgetting(self.storage, self.engine.clock, days, records=self.records.values())
            self.upkeep.append(asyncio.create_task(forgetting, name="forget-replies"))

    async def stop_upkeep(self) -> None:
        """Stop the background tasks (the replies the scheduler has on their way get a few seconds)."""
        for task in self.upkeep:
            task.cancel()
        await asyncio.gather(*self.upkeep, return_exceptions=True)  # each ends cancelled

    async def aclose(self) -> None:
        """Stop the background tasks; release the storage."""
        await self.stop_upkeep()
        await self.storage.close()


async def make_storage(settings: Settings, clock: Clock | None = None) -> Storage:
    """Return the storage the settings name: in memory (on the clock given), or SQL through the storage adapter."""
    if settings.database_url == "memory://":
        return InMemoryStorage(clock)
    adapter: Any = import_module(SQL_STORAGE)
    storage: Storage = await adapter.open_storage(settings.sqlite_url(), clock=clock)
    return storage


async def open_door_records(storage: Storage, clock: Clock) -> dict[str, Records]:
    """Open each door's own records on the storage (DOOR_RECORDS); none of them loads its door's library."""
    return {door: await import_module(path).open_records(storage, clock) for door, path in DOOR_RECORDS.items()}


async def bootstrap(
    settings: Settings | None = None,
    storage: Storage | None = None,
    clock: Clock | None = None,
    defaults: GameDefaults | None = None,
    rng_factory: RngFactory = seeded_rng,
    timeline: Timeline | None = None,
    engine_type: type[Engine] = Engine,
) -> App:
    """Build the app; anything given replaces what the settings would choose (the timeline: sleeps on the clock).

    A door's own wiring comes in here too: the storage it wraps (the web's, that wakes live pages) and the engine
    type it runs (the web's, that counts and times commands).
    """
    settings, clock = settings or Settings(), clock or SystemClock()
    storage = storage or await make_storage(settings, clock)
    defaults = defaults or GameDefaults(ruleset=settings.default_ruleset, locale=settings.default_locale)
    engine = engine_type(storage, clock, defaults, rng_factory, live_games=settings.live_games)
    scheduler = Scheduler(timeline or WallTimeline(clock))
    translator = Translator()
    conversation = Conversation(engine, translator)
    return App(
        settings=settings,
        engine=engine,
        translator=translator,
        storage=storage,
        scheduler=scheduler,
        conversation=conversation,
        records=await open_door_records(storage, clock),
    )
