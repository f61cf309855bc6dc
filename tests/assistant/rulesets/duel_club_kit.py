"""A duel club table for the ruleset's tests: a real engine on in-memory storage with scripted dice."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assistant.bootstrap import App
from models import Actor
from models.duel_club import DuelClubDuel, DuelClubState
from tests.assistant.rulesets.kit import GM as GM
from tests.assistant.rulesets.kit import DiceGame, open_app
from tests.assistant.rulesets.kit import event as event
from tests.assistant.rulesets.kit import events as events
from tests.assistant.rulesets.kit import keys as keys
from tests.fakes import FakeClock, ScriptedDice

HARRY_PLAYER = Actor(id="p:harry", name="Harry's player")
DRACO_PLAYER = Actor(id="p:draco", name="Draco's player")


@dataclass
class Table(DiceGame):
    """One game of duel club: send command lines, read replies, events and state."""

    app: App
    dice: ScriptedDice
    game: str = "club"
    counter: int = field(default=0)

    async def state(self) -> DuelClubState:
        """Return the committed state."""
        return await self.state_as(DuelClubState)

    async def duel(self, duel_id: str = "1") -> DuelClubDuel:
        """Return a duel of the committed state."""
        return (await self.state()).duels[duel_id]


async def open_table(locale: str = "en", **_: Any) -> Table:
    """Open a fresh duel club game with scripted dice."""
    dice = ScriptedDice()
    return Table(await open_app("duel_club", locale, FakeClock(), dice), dice)


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
