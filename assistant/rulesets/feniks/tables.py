"""Feniks rule tables as data: hit points by age, skill modifiers, the d10 tables, dodge, the spells."""

from __future__ import annotations

from functools import cache, cached_property
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from assistant.errors import ConfigError
from assistant.rulesets.base import load_table, with_overrides
from models.feniks import MAX_POINTS, Category, FeniksState

#: What a d10 face does on the disruption and accuracy tables.
Outcome = Literal["fail", "weak", "normal", "miss", "hit", "critical"]
#: A defence a defender may choose.
DefenceKind = Literal["shield", "dodge", "none"]


class Band(BaseModel):
    """A closed range of a number (``high`` None: open-ended) and the value it gives."""

    low: int = Field(description="Lowest number in the band.")
    high: int | None = Field(default=None, description="Highest number in the band; None: no upper end.")
    value: int = Field(description="What the band gives: hit points, a modifier.")

    def holds(self, n: int) -> bool:
        """Say whether a number falls in the band."""
        return self.low <= n and (self.high is None or n <= self.high)


class BandTable(BaseModel):
    """Contiguous bands over a number, lowest first."""

    bands: list[Band] = Field(min_length=1, description="The bands, contiguous, lowest first.")

    @model_validator(mode="after")
    def _contiguous(self) -> BandTable:
        for a, b in zip(self.bands, self.bands[1:], strict=False):
            if a.high is None or b.low != a.high + 1:
                raise ValueError(f"bands not contiguous at {a.low}..{a.high} / {b.low}")
        return self

    def lookup(self, n: int) -> int | None:
        """Return the value of the band holding n, or None outside every band."""
        return next((b.value for b in self.bands if b.holds(n)), None)


class FaceBand(BaseModel):
    """A range of die faces and what they do."""

    low: int = Field(ge=1, description="Lowest face.")
    high: int = Field(ge=1, description="Highest face.")
    outcome: Outcome = Field(description="fail/weak/normal (disruption) or miss/hit/critical (accuracy).")
    power: int = Field(default=0, description="Added to the spell's power on this outcome.")


class DieTable(BaseModel):
    """A die and what each of its faces does; every face is covered exactly once."""

    die: int = Field(ge=2, le=100, description="Faces of the die rolled.")
    bands: list[FaceBand] = Field(min_length=1, description="Face ranges, lowest first.")

    @model_validator(mode="after")
    def _covers_die(self) -> DieTable:
        faces = [f for b in self.bands for f in range(b.low, b.high + 1)]
        if faces != list(range(1, self.die + 1)):
            raise ValueError(f"bands must cover faces 1..{self.die} once each, in order")
        return self

    @cached_property
    def by_face(self) -> tuple[FaceBand, ...]:
        """Return the band of each face, face 1 first (built once per table)."""
        return tuple(b for b in self.bands for _ in range(b.low, b.high + 1))

    def band(self, face: int) -> FaceBand:
        """Return the band of a face."""
        if not 1 <= face <= self.die:
            raise ValueError(f"no face {face} on a d{self.die}")
        return self.by_face[face - 1]


class DodgeBand(BaseModel):
    """A range of Reflex and the lowest d10 face that dodges (None: a dodge cannot succeed)."""

    low: int = Field(ge=0, description="Lowest Reflex in the band.")
    high: int | None = Field(default=None, description="Highest Reflex; None: no upper end.")
    succeeds_from: int | None = Field(default=None, description="Lowest face that dodges; None: never.")


class DodgeTable(BaseModel):
    """The dodge roll: a die against Reflex."""

    die: int = Field(ge=2, le=100, description="Faces of the dodge die.")
    bands: list[DodgeBand] = Field(min_length=1, description="Reflex bands, lowest first, from 0.")

    @cached_property
    def by_reflex(self) -> dict[int, int | None]:
        """Return the lowest face that dodges at each Reflex a sheet may hold (built once per table)."""
        faces: dict[int, int | None] = {}
        for b in self.bands:
            for reflex in range(b.low, min(MAX_POINTS if b.high is None else b.high, MAX_POINTS) + 1):
                faces.setdefault(reflex, b.succeeds_from)  # the first band holding a Reflex wins, as in _band
        return faces

    def needs(self, reflex: int) -> int | None:
        """Return the lowest face that dodges at a Reflex, or None if a dodge cannot succeed."""
        if reflex in self.by_reflex:
            return self.by_reflex[reflex]
        return self._band(reflex).succeeds_from

    def _band(self, reflex: int) -> DodgeBand:
        return next(b for b in self.bands if b.low <= reflex and (b.high is None or reflex <= b.high))


class Initiative(BaseModel):
    """Initiative: a die plus Reflex divided exactly (not rounded)."""

    die: int = Field(ge=2, le=100, description="Faces of the initiative die.")
    reflex_divisor: int = Field(ge=1, description="Reflex is divided by this and added exactly.")
    max_rerolls: int = Field(ge=1, le=1000, description="Re-rolls of a tie before the order is refused.")


class Spell(BaseModel):
    """A catalogue spell: its category, and whether it shields."""

    id: str = Field(description="Spell id shared across rulesets; its names are spell-<id> in spells.ftl.")
    category: Category = Field(description="charms (Zaklęcia), transfig (Transmutacja) or dada (OPCM).")
    shield: bool = Field(default=False, description="A defensive spell for /defend shield, not an attack.")


class FeniksTables(BaseModel):
    """Every Feniks table; a GM may override any top-level entry per game."""

    hp: BandTable = Field(description="Hit points by real age; below the first band: refused.")
    modifier: BandTable = Field(description="Skill modifier by skill points.")
    disruption: DieTable = Field(description="Disruption roll of an attack or a shield.")
    accuracy: DieTable = Field(description="Accuracy roll of an attack.")
    power_die: int = Field(ge=2, le=100, description="Faces of the power die of an attack or a shield.")
    dodge: DodgeTable = Field(description="Dodge roll against Reflex.")
    initiative: Initiative = Field(description="Initiative roll.")
    spells: list[Spell] = Field(min_length=1, description="The spell catalogue.")

    @model_validator(mode="after")
    def _modifier_covers_points(self) -> FeniksTables:
        if any(self.modifier.lookup(n) is None for n in range(MAX_POINTS + 1)):
            raise ValueError(f"modifier bands must cover skill points 0..{MAX_POINTS}")
        return self

    @cached_property
    def catalogue(self) -> dict[str, Spell]:
        """Return the catalogue by spell id (built once per table)."""
        return {s.id: s for s in self.spells}

    @cached_property
    def ids(self) -> tuple[str, ...]:
        """Return every catalogue spell id (built once per table)."""
        return tuple(self.catalogue)

    @cached_property
    def attack_ids(self) -> tuple[str, ...]:
        """Return the ids of the catalogue spells that attack, not shield (built once per table)."""
        return tuple(s.id for s in self.spells if not s.shield)

    @cached_property
    def mods(self) -> tuple[int, ...]:
        """Return the skill modifier of each number of points a sheet may hold, 0 first (built once per table)."""
        return tuple(self._mod(points) for points in range(MAX_POINTS + 1))

    def spell(self, spell_id: str) -> Spell | None:
        """Return a catalogue spell by id."""
        return self.catalogue.get(spell_id)

    def spell_ids(self) -> tuple[str, ...]:
        """Return every catalogue spell id."""
        return self.ids

    def mod(self, points: int) -> int:
        """Return the skill modifier of a number of skill points."""
        return self.mods[points] if 0 <= points <= MAX_POINTS else self._mod(points)

    def _mod(self, points: int) -> int:
        value = self.modifier.lookup(points)
        if value is None:
            raise ConfigError(f"no modifier for {points} points")
        return value


@cache
def base_tables() -> FeniksTables:
    """Return the shipped tables (loaded once)."""
    return load_table("assistant.rulesets.feniks", "tables.toml", FeniksTables)


def tables(state: FeniksState) -> FeniksTables:
    """Return the tables of a game: the shipped ones with the GM's overrides."""
    return with_overrides(base_tables(), state.overrides)
