"""A spell-point table for the ruleset's tests: a real engine on in-memory storage with scripted dice."""

from __future__ import annotations

from dataclasses import dataclass, field

from assistant.bootstrap import App
from assistant.rulesets.spell_points.pool import condition
from assistant.rulesets.spell_points.tables import maximum, tables
from models import Actor, Reply
from models.spell_points import SpellPointsCharacter, SpellPointsState
from tests.assistant.rulesets.kit import GM as GM
from tests.assistant.rulesets.kit import DiceGame, open_app
from tests.assistant.rulesets.kit import event as event
from tests.assistant.rulesets.kit import keys as keys
from tests.fakes import FakeClock, ScriptedDice

PLAYER = Actor(id="p:mialee", name="Mialee's player")
OTHER = Actor(id="p:other", name="Someone else")


@dataclass
class Table(DiceGame):
    """One spell-point game: send command lines, read replies, events and state."""

    app: App
    dice: ScriptedDice
    game: str = "sp"
    counter: int = field(default=0)

    async def state(self) -> SpellPointsState:
        """Return the committed state."""
        return await self.state_as(SpellPointsState)

    async def caster(self, key: str) -> SpellPointsCharacter:
        """Return a caster of the committed state."""
        return (await self.state()).characters[key]

    async def pool(self, key: str) -> tuple[int, int, str]:
        """Return a caster's points, maximum and condition."""
        character = await self.caster(key)
        t = tables((await self.state()).overrides)
        return character.points, maximum(t, character), condition(t, character)

    def lines(self, reply: Reply, locale: str | None = "en") -> list[str]:
        """Render a reply in a locale."""
        return super().lines(reply, locale)


async def open_table(faces: tuple[int, ...] = (), locale: str = "en") -> Table:
    """Open a spell-point game on in-memory storage with scripted dice."""
    dice = ScriptedDice(faces)
    return Table(await open_app("spell_points", locale, FakeClock(), dice), dice)
