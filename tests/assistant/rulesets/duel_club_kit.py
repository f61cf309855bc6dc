"""A duel club table for the ruleset's tests: a real engine on in-memory storage with scripted dice."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.engine import GameDefaults
from assistant.memory import InMemoryStorage
from assistant.parser import parse
from assistant.render import reply_lines
from models import Actor, Event, Reply
from models.duel_club import DuelClubDuel, DuelClubState
from tests.fakes import FakeClock, ScriptedDice

GM = Actor(id="gm", name="GM", admin=True)
HARRY_PLAYER = Actor(id="p:harry", name="Harry's player")
DRACO_PLAYER = Actor(id="p:draco", name="Draco's player")


@dataclass
class Table:
    """One game of duel club: send command lines, read replies, events and state."""

    app: App
    dice: ScriptedDice
    game: str = "club"
    counter: int = field(default=0)

    async def do(self, text: str, actor: Actor = GM, *faces: int) -> Reply:
        """Push dice faces, then send a command line; return the reply."""
        self.dice.push(*faces)
        self.counter += 1
        return await self.app.engine.handle(parse(text), actor, self.game, f"k{self.counter}")

    async def ok(self, text: str, *faces: int, actor: Actor = GM) -> Reply:
        """Send a command that must be applied, with its dice faces; return the reply."""
        reply = await self.do(text, actor, *faces)
        assert reply.ok, (text, reply.refusal)
        assert not self.dice.rng.faces, f"{text}: dice left over {self.dice.rng.faces}"
        return reply

    async def refused(self, text: str, key: str, actor: Actor = GM) -> Reply:
        """Send a command that must be refused with a given key and change nothing."""
        before = await self.dump()
        reply = await self.do(text, actor)
        assert reply.refusal is not None, (text, keys(reply))
        assert reply.refusal.key == key, (text, reply.refusal)
        assert await self.dump() == before
        return reply

    async def dump(self) -> dict[str, Any] | None:
        """Return the committed state as data, or None before the game exists."""
        state = await self.app.engine.state(self.game)
        return state.model_dump() if state else None

    async def state(self) -> DuelClubState:
        """Return the committed state."""
        state = await self.app.engine.state(self.game)
        assert isinstance(state, DuelClubState)
        return state

    async def duel(self, duel_id: str = "1") -> DuelClubDuel:
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


async def open_table(locale: str = "en", **_: Any) -> Table:
    """Open a fresh duel club game with scripted dice."""
    dice = ScriptedDice()
    settings = Settings(database_url="memory://", default_ruleset="duel_club", default_locale=locale)
    defaults = GameDefaults(ruleset="duel_club", locale=locale, seed=1)
    app = await bootstrap(settings, storage=InMemoryStorage(), clock=FakeClock(), defaults=defaults, rng_factory=dice)
    return Table(app, dice)


async def duelling(harry: int = 60, draco: int = 50, locale: str = "en") -> Table:
    """Open a game where Harry (initiative) and Draco, bound to their players, are in round 1 of duel 1."""
    table = await open_table(locale)
    await table.ok(f"/char Harry sortileges={harry}")
    await table.ok(f"/char Draco sortileges={draco}")
    await table.ok(f"/iam Harry to={HARRY_PLAYER.id}")
    await table.ok(f"/iam Draco to={DRACO_PLAYER.id}")
    await table.ok("/duel Harry vs Draco")
    await table.ok("/init", *([1] if harry == draco else []))
    return table
