"""What the ruleset kits share: a game on a real engine over in-memory storage, and reply helpers."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any, TypeVar

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.language.replies import reply_lines
from assistant.reading.slash import parse
from assistant.state.engine import GameDefaults, RngFactory, seeded_rng
from assistant.state.memory_storage import InMemoryStorage
from models import Actor, Command, Event, GameState, Reply
from tests.fakes import FakeClock, ScriptedDice

S = TypeVar("S", bound=GameState[Any, Any])
GM = Actor(id="gm", name="GM", admin=True)


class Game:
    """One game of a kit's Table: needs ``app``, ``game`` and ``counter``; sends commands, reads state."""

    app: App
    game: str
    counter: int

    async def send(self, command: Command, actor: Actor) -> Reply:
        """Send a parsed command under a fresh dedup key; return the reply."""
        self.counter += 1
        return await self.app.engine.handle(command, actor, self.game, f"k{self.counter}")

    async def refused_with(self, text: str, key: str, sending: Awaitable[Reply]) -> Reply:
        """Await a command that must be refused with a given key and change nothing; return the reply."""
        before = await self.dump()
        reply = await sending
        assert reply.refusal is not None, (text, keys(reply))
        assert reply.refusal.key == key, (text, reply.refusal)
        assert await self.dump() == before
        return reply

    async def dump(self) -> dict[str, Any] | None:
        """Return the committed state as data, or None before the game exists."""
        state = await self.app.engine.state(self.game)
        return state.model_dump() if state else None

    async def state_as(self, model: type[S]) -> S:
        """Return the committed state, which must be of a model."""
        state = await self.app.engine.state(self.game)
        assert isinstance(state, model)
        return state

    def lines(self, reply: Reply, locale: str | None = None) -> list[str]:
        """Render a reply as text."""
        return reply_lines(reply, self.app.translator, locale)


class DiceGame(Game):
    """A Game whose commands roll scripted dice (``dice``): each command uses exactly the faces given."""

    dice: ScriptedDice

    async def do(self, text: str, actor: Actor = GM, *faces: int) -> Reply:
        """Push dice faces, then send a command line; return the reply."""
        self.dice.push(*faces)
        return await self.send(parse(text), actor)

    async def ok(self, text: str, *faces: int, actor: Actor = GM) -> Reply:
        """Send a command that must be applied, using exactly the given dice faces; return the reply."""
        reply = await self.do(text, actor, *faces)
        assert reply.ok, (text, reply.refusal)
        assert not self.dice.rng.faces, f"{text}: dice left over {self.dice.rng.faces}"
        return reply

    async def refused(self, text: str, key: str, actor: Actor = GM) -> Reply:
        """Send a command that must be refused with a given key and change nothing."""
        return await self.refused_with(text, key, self.do(text, actor))


async def open_app(ruleset: str, locale: str, clock: FakeClock, rng_factory: RngFactory = seeded_rng) -> App:
    """Bootstrap the app of one ruleset and locale on in-memory storage."""
    settings = Settings(database_url="memory://", default_ruleset=ruleset, default_locale=locale)
    defaults = GameDefaults(ruleset=ruleset, locale=locale, seed=1)
    return await bootstrap(settings, storage=InMemoryStorage(), clock=clock, defaults=defaults, rng_factory=rng_factory)


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
