"""An ergs larp table for the ruleset's tests: a real engine on in-memory storage, a fake clock, timestamps."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from assistant.bootstrap import App
from assistant.reading.slash import parse
from models import Actor, Reply
from models.ergs import ErgsCharacter, ErgsDuel, ErgsState
from tests.assistant.rulesets.kit import GM as GM
from tests.assistant.rulesets.kit import Game, open_app
from tests.assistant.rulesets.kit import event as event
from tests.assistant.rulesets.kit import events as events
from tests.assistant.rulesets.kit import keys as keys
from tests.fakes import FakeClock

#: A periodic duel between Harry and Draco, its protocol signed: bouts of 30 s, breaks of 60 s (twice the bout).
PERIODIC = (
    "/char Harry age=17",
    "/char Draco age=17",
    "/duel Harry Draco",
    "/protocol offended=Harry degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=5 bout=30 break=2x",
    "/protocol second Harry Sirius",
    "/protocol second Draco Lucius",
    "/protocol dress Harry",
    "/protocol dress Draco",
    "/protocol sign Sirius",
    "/protocol sign Lucius",
)

HARRY_PLAYER = Actor(id="p:harry", name="Harry's player")
DRACO_PLAYER = Actor(id="p:draco", name="Draco's player")
#: The game clock's start: noon, 1 January 2026 (UTC).
NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


def at(seconds: float) -> datetime:
    """Return the moment some seconds after noon."""
    return NOON + timedelta(seconds=seconds)


@dataclass
class Table(Game):
    """One larp game: send command lines (with word timestamps), read replies, events and state."""

    app: App
    clock: FakeClock
    game: str = "larp"
    counter: int = field(default=0)

    async def do(self, text: str, actor: Actor = GM, start: float | None = None, end: float | None = None) -> Reply:
        """Send a command line said at ``start`` (seconds after noon) and ending at ``end``; return the reply."""
        command = parse(text, at=at(start) if start is not None else None)
        command.end_at = at(end) if end is not None else None
        return await self.send(command, actor)

    async def ok(self, text: str, actor: Actor = GM, start: float | None = None, end: float | None = None) -> Reply:
        """Send a command that must be applied; return the reply."""
        reply = await self.do(text, actor, start, end)
        assert reply.ok, (text, reply.refusal)
        return reply

    async def refused(self, text: str, key: str, actor: Actor = GM, start: float | None = None) -> Reply:
        """Send a command that must be refused with a given key and change nothing."""
        return await self.refused_with(text, key, self.do(text, actor, start))

    async def state(self) -> ErgsState:
        """Return the committed state."""
        return await self.state_as(ErgsState)

    async def wizard(self, name: str) -> ErgsCharacter:
        """Return a wizard of the committed state by name."""
        return (await self.state()).characters[name.lower()]

    async def ergs(self, name: str) -> int:
        """Return a wizard's spendable ergs."""
        return (await self.wizard(name)).ergs

    async def duel(self, duel_id: str = "1") -> ErgsDuel:
        """Return a duel of the committed state."""
        return (await self.state()).duels[duel_id]


async def open_table(locale: str = "en") -> Table:
    """Open a fresh ergs game at noon."""
    clock = FakeClock(NOON)
    return Table(await open_app("ergs", locale, clock), clock)


async def wizards(locale: str = "en") -> Table:
    """Open a game with Harry (15, student) and Draco (17, student) bound to their players, and Albus (master)."""
    table = await open_table(locale)
    await table.ok("/char Harry age=15")
    await table.ok('/char Draco age=17 spells="crucio, avada kedavra, furrore, imperius"')
    await table.ok("/char Albus age=115 group=master spells=patronus,exorcio,mental-magic")
    await table.ok(f"/iam Harry to={HARRY_PLAYER.id}")
    await table.ok(f"/iam Draco to={DRACO_PLAYER.id}")
    return table
