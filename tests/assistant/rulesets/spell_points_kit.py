"""A spell-point table for the ruleset's tests: a real engine on in-memory storage with scripted dice."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.engine import GameDefaults
from assistant.memory import InMemoryStorage
from assistant.parser import parse
from assistant.render import reply_lines
from assistant.rulesets.spell_points.pool import condition
from assistant.rulesets.spell_points.tables import maximum, tables
from models import Actor, Event, Reply
from models.spell_points import SpellPointsCharacter, SpellPointsState
from tests.fakes import FakeClock, ScriptedDice

GM = Actor(id="gm", name="GM", admin=True)
PLAYER = Actor(id="p:mialee", name="Mialee's player")
OTHER = Actor(id="p:other", name="Someone else")


@dataclass
class Table:
    """One spell-point game: send command lines, read replies, events and state."""

    app: App
    dice: ScriptedDice
    game: str = "sp"
    counter: int = field(default=0)

    async def do(self, text: str, actor: Actor = GM, *faces: int) -> Reply:
        """Push dice faces, then send a command line; return the reply."""
        self.dice.push(*faces)
        self.counter += 1
        return await self.app.engine.handle(parse(text), actor, self.game, f"k{self.counter}")

    async def ok(self, text: str, *faces: int, actor: Actor = GM) -> Reply:
        """Send a command that must be applied, using exactly the given dice faces; return the reply."""
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

    async def state(self) -> SpellPointsState:
        """Return the committed state."""
        state = await self.app.engine.state(self.game)
        assert isinstance(state, SpellPointsState)
        return state

    async def caster(self, key: str) -> SpellPointsCharacter:
        """Return a caster of the committed state."""
        return (await self.state()).characters[key]

    async def pool(self, key: str) -> tuple[int, int, str]:
        """Return a caster's points, maximum and condition."""
        character = await self.caster(key)
        t = tables((await self.state()).overrides)
        return character.points, maximum(t, character), condition(t, character)

    def lines(self, reply: Reply, locale: str = "en") -> list[str]:
        """Render a reply in a locale."""
        return reply_lines(reply, self.app.translator, locale)


def keys(reply: Reply) -> list[str]:
    """Return the event keys of a reply."""
    return [e.key for e in reply.events]


def event(reply: Reply, key: str) -> Event:
    """Return the only event of a key in a reply."""
    found = [e for e in reply.events if e.key == key]
    assert len(found) == 1, (key, keys(reply))
    return found[0]


async def open_table(faces: tuple[int, ...] = (), locale: str = "en") -> Table:
    """Open a spell-point game on in-memory storage with scripted dice."""
    dice = ScriptedDice(faces)
    settings = Settings(database_url="memory://", default_ruleset="spell_points", default_locale=locale)
    defaults = GameDefaults(ruleset="spell_points", locale=locale, seed=1)
    app = await bootstrap(settings, storage=InMemoryStorage(), clock=FakeClock(), defaults=defaults, rng_factory=dice)
    return Table(app, dice)
