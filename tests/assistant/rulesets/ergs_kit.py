"""An ergs larp table for the ruleset's tests: a real engine on in-memory storage, a fake clock, timestamps."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.engine import GameDefaults
from assistant.memory import InMemoryStorage
from assistant.parser import parse
from assistant.render import reply_lines
from models import Actor, Event, Reply
from models.ergs import ErgsCharacter, ErgsDuel, ErgsState
from tests.fakes import FakeClock

GM = Actor(id="gm", name="GM", admin=True)
HARRY_PLAYER = Actor(id="p:harry", name="Harry's player")
DRACO_PLAYER = Actor(id="p:draco", name="Draco's player")
#: The game clock's start: noon, 1 January 2026 (UTC).
NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def at(seconds: float) -> datetime:
    """Return the moment some seconds after noon."""
    return NOON + timedelta(seconds=seconds)


@dataclass
class Table:
    """One larp game: send command lines (with word timestamps), read replies, events and state."""

    app: App
    clock: FakeClock
    game: str = "larp"
    counter: int = field(default=0)

    async def do(self, text: str, actor: Actor = GM, start: float | None = None, end: float | None = None) -> Reply:
        """Send a command line said at ``start`` (seconds after noon) and ending at ``end``; return the reply."""
        command = parse(text, at=at(start) if start is not None else None)
        command.end_at = at(end) if end is not None else None
        self.counter += 1
        return await self.app.engine.handle(command, actor, self.game, f"k{self.counter}")

    async def ok(self, text: str, actor: Actor = GM, start: float | None = None, end: float | None = None) -> Reply:
        """Send a command that must be applied; return the reply."""
        reply = await self.do(text, actor, start, end)
        assert reply.ok, (text, reply.refusal)
        return reply

    async def refused(self, text: str, key: str, actor: Actor = GM, start: float | None = None) -> Reply:
        """Send a command that must be refused with a given key and change nothing."""
        before = await self.dump()
        reply = await self.do(text, actor, start)
        assert reply.refusal is not None, (text, keys(reply))
        assert reply.refusal.key == key, (text, reply.refusal)
        assert await self.dump() == before
        return reply

    async def dump(self) -> dict[str, Any] | None:
        """Return the committed state as data, or None before the game exists."""
        state = await self.app.engine.state(self.game)
        return state.model_dump() if state else None

    async def state(self) -> ErgsState:
        """Return the committed state."""
        state = await self.app.engine.state(self.game)
        assert isinstance(state, ErgsState)
        return state

    async def wizard(self, name: str) -> ErgsCharacter:
        """Return a wizard of the committed state by name."""
        return (await self.state()).characters[name.lower()]

    async def ergs(self, name: str) -> int:
        """Return a wizard's spendable ergs."""
        return (await self.wizard(name)).ergs

    async def duel(self, duel_id: str = "1") -> ErgsDuel:
        """Return a duel of the committed state."""
        return (await self.state()).duels[duel_id]

    def lines(self, reply: Reply, locale: str | None = None) -> list[str]:
        """Render a reply as text."""
        return reply_lines(reply, self.app.translator, locale)


def keys(reply: Reply) -> list[str]:
    """Return the event keys of a reply."""
    return [e.key for e in reply.events]


def events(reply: Reply, key: str) -> list[Event]:
    """Return the events of a reply with a key."""
    return [e for e in reply.events if e.key == key]


def event(reply: Reply, key: str) -> Event:
    """Return the one event of a reply with a key."""
    found = events(reply, key)
    assert len(found) == 1, (key, keys(reply))
    return found[0]


async def open_table(locale: str = "en") -> Table:
    """Open a fresh ergs game at noon."""
    clock = FakeClock(NOON)
    settings = Settings(database_url="memory://", default_ruleset="ergs", default_locale=locale)
    defaults = GameDefaults(ruleset="ergs", locale=locale, seed=1)
    app = await bootstrap(settings, storage=InMemoryStorage(), clock=clock, defaults=defaults)
    return Table(app, clock)


async def wizards(locale: str = "en") -> Table:
    """Open a game with Harry (15, student) and Draco (17, student) bound to their players, and Albus (master)."""
    table = await open_table(locale)
    await table.ok("/char Harry age=15")
    await table.ok('/char Draco age=17 spells="crucio, avada kedavra, furrore, imperius"')
    await table.ok("/char Albus age=115 group=master spells=patronus,exorcio,mental-magic")
    await table.ok(f"/iam Harry to={HARRY_PLAYER.id}")
    await table.ok(f"/iam Draco to={DRACO_PLAYER.id}")
    return table
