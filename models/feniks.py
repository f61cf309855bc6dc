"""Feniks: a character sheet with hit points (PZ) and a duel with turns, surprise and pending attacks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from models.game import CharacterBase, DuelBase, GameState

#: The skill a spell draws its modifier from: Zaklęcia, Transmutacja, OPCM.
Category = Literal["charms", "transfig", "dada"]
#: A spontaneous duel knocks the loser out; a club duel ends with no injuries.
DuelKind = Literal["spontaneous", "club"]
#: How a character is after a knock-out: ready, unconscious, in the hospital wing.
Condition = Literal["ok", "unconscious", "hospital"]

#: The most skill or Reflex points a sheet may hold.
MAX_POINTS = 30
#: The youngest age the hit-point table covers.
MIN_AGE = 11
#: The oldest age a sheet accepts.
MAX_AGE = 200


class FeniksCharacter(CharacterBase):
    """A Feniks sheet ("kuferek"): age, Reflex, three skills, and hit points."""

    age: int = Field(ge=MIN_AGE, le=MAX_AGE, description="Real age in years (not school year); sets max hit points.")
    reflex: int = Field(default=0, ge=0, le=MAX_POINTS, description="Reflex points: initiative and dodge.")
    charms: int = Field(default=0, ge=0, le=MAX_POINTS, description="Zaklęcia points: charms, hexes, curses, dark.")
    transfig: int = Field(default=0, ge=0, le=MAX_POINTS, description="Transmutacja points: transfiguration.")
    dada: int = Field(default=0, ge=0, le=MAX_POINTS, description="OPCM points: protective and healing spells.")
    hp: int = Field(ge=0, description="Current hit points (PZ); 0 means out of the fight.")
    max_hp: int = Field(ge=1, description="Maximum hit points, from the age table.")
    condition: Condition = Field(default="ok", description="After a knock-out: unconscious or in the hospital wing.")

    @model_validator(mode="after")
    def _hp_within_max(self) -> FeniksCharacter:
        if self.hp > self.max_hp:
            raise ValueError(f"hp {self.hp} above max {self.max_hp}")
        return self

    def points(self, category: Category) -> int:
        """Return the skill points of a spell category."""
        return int(getattr(self, category))


@dataclass(slots=True)
class PendingAttack:
    """An attack that hit and waits for its target's defence on its next move (a plain dataclass: one per hit)."""

    attacker: Annotated[str, Field(description="Character key of the caster.")]
    spell: Annotated[str, Field(description="Spell id, or the name as typed for a spell outside the catalogue.")]
    category: Annotated[Category, Field(description="The spell's category.")]
    value: Annotated[int, Field(ge=1, description="The attack's value: the damage it deals undefended.")]


class FeniksDuel(DuelBase):
    """A Feniks duel: any number of sides, a turn order, and attacks waiting for defences."""

    kind: DuelKind = Field(default="spontaneous", description="spontaneous (knock-out) or club (no injuries).")
    restore: bool = Field(default=True, description="Club duel: restore hit points when it ends (all may agree not).")
    surprise: list[str] = Field(default_factory=list, description="Surprising attackers who have not attacked yet.")
    surprise_targets: list[str] = Field(default_factory=list, description="Targets already hit by a surprise attack.")
    order: list[str] = Field(default_factory=list, description="Turn order of participants; empty until set.")
    turn: int = Field(default=0, ge=0, description="Index in order of the participant whose move it is.")
    moves: int = Field(default=0, ge=0, description="Moves completed so far.")
    pending: dict[str, list[PendingAttack]] = Field(
        default_factory=dict, description="Attacks waiting for a defence, by defender key, oldest first."
    )
    out: list[str] = Field(default_factory=list, description="Participants knocked out (0 hit points).")
    hp_before: dict[str, int] = Field(default_factory=dict, description="Hit points at the start, for a club duel.")
    defences: list[str] = Field(default_factory=list, description="The current move's defences, for the Kod block.")

    def current(self) -> str | None:
        """Return the key of the participant whose move it is, or None before the order is set."""
        return self.order[self.turn] if self.order and not self.ended else None

    def standing(self) -> list[str]:
        """Return the participants still in the fight."""
        return [k for k in self.participants if k not in self.out]

    def foes(self, key: str) -> list[str]:
        """Return the participants still in the fight on another side than a participant's."""
        side = self.side_of(key)
        return [k for k, s in zip(self.participants, self.sides, strict=True) if s != side and k not in self.out]

    def is_foe(self, key: str, other: str) -> bool:
        """Say whether a character is still in the fight on another side than a participant's."""
        return other in self.participants and other not in self.out and self.side_of(other) != self.side_of(key)

    def standing_sides(self) -> set[int]:
        """Return the sides with someone still in the fight."""
        if not self.out:
            return set(self.sides)
        return {s for k, s in zip(self.participants, self.sides, strict=True) if k not in self.out}

    def waiting(self, key: str) -> list[PendingAttack]:
        """Return the attacks waiting for a participant's defence."""
        return self.pending.get(key, [])


class FeniksState(GameState[FeniksCharacter, FeniksDuel]):
    """A Feniks game: the roster, the duels, and the GM's table overrides."""

    overrides: dict[str, Any] = Field(default_factory=dict, description="Rule-table overrides for this game (GM).")
