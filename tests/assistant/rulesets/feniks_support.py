"""A Feniks game on a real engine with scripted dice, for the Feniks tests."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import Storage
from models import Actor, Event, Reply
from models.feniks import FeniksState
from tests.fakes import FakeClock, ScriptedDice

GM = Actor(id="gm", name="GM", admin=True)
ALICE = Actor(id="alice", name="Alice")
BOB = Actor(id="bob", name="Bob")

#: Harry: Charms +1, Transfiguration −1, DADA 0, Reflex 7 (dodges on 8–10), 22 HP.
HARRY = "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12"
#: Draco: Charms +2, Transfiguration −3, DADA 0, Reflex 5 (dodges on 9–10), 24 HP.
DRACO = "/char Draco age=16 reflex=5 charms=18 dada=10"
#: Ron: Charms 0, DADA −1, Reflex 3 (dodges on 10), 20 HP.
RON = "/char Ron age=14 reflex=3 charms=10 dada=6"
#: Goyle: Charms −2, DADA −3, Reflex 1 (cannot dodge), 24 HP.
GOYLE = "/char Goyle age=16 reflex=1 charms=4"


class Table:
    """One Feniks game: send commands as any actor, with the dice each command rolls scripted."""

    def __init__(self, storage: Storage, clock: FakeClock, game: str = "g", locale: str = "en") -> None:
        self.dice = ScriptedDice()
        self.game = game
        self.engine = Engine(storage, clock, GameDefaults(ruleset="feniks", locale=locale, seed=1), self.dice)

    async def send(self, text: str, actor: Actor = GM, faces: Iterable[int] = ()) -> Reply:
        """Send one command with the die faces it should roll; every scripted face must be used."""
        self.dice.push(*faces)
        reply = await self.engine.handle(parse(text), actor, self.game)
        left = list(self.dice.rng.faces)
        self.dice.rng.faces.clear()
        assert not left, f"{text}: unused faces {left}"
        return reply

    async def ok(self, text: str, actor: Actor = GM, faces: Iterable[int] = ()) -> list[Event]:
        """Send a command that must be applied; return its events."""
        reply = await self.send(text, actor, faces)
        assert reply.ok, f"{text}: refused {reply.refusal}"
        return reply.events

    async def refused(self, text: str, actor: Actor = GM, faces: Iterable[int] = ()) -> Event:
        """Send a command that must be refused and change nothing; return the refusal."""
        before = await self.raw()
        reply = await self.send(text, actor, faces)
        assert reply.refusal is not None, f"{text}: applied {[e.key for e in reply.events]}"
        assert await self.raw() == before
        return reply.refusal

    async def raw(self) -> dict[str, Any] | None:
        """Return the committed state as stored."""
        return await self.engine.storage.read_state(self.game)

    async def state(self) -> FeniksState:
        """Return the committed state."""
        state = await self.engine.state(self.game)
        assert isinstance(state, FeniksState)
        return state

    async def hp(self, key: str) -> int:
        """Return a character's hit points."""
        return (await self.state()).characters[key].hp

    async def setup(self, *lines: str) -> None:
        """Apply commands that roll no dice."""
        for line in lines:
            await self.ok(line)


def keys(events: list[Event]) -> list[str]:
    """Return the event keys, in order."""
    return [e.key for e in events]


def first(events: list[Event], key: str) -> Event:
    """Return the first event of a key."""
    return next(e for e in events if e.key == key)
