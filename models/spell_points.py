"""Spell points for d20 casters: the rule tables' shapes, the caster's sheet and pool, the game state."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, model_validator

from models.game import CharacterBase, DuelBase, GameState

#: How worn a caster is, lightest first.
Condition = Literal["fresh", "fatigued", "exhausted"]
#: How metamagic is paid in a game: in points, three free uses a day, or free uses then points.
MetamagicMode = Literal["points", "free", "both"]
#: The spell-level progressions a caster follows.
ProgressionId = Literal["wizard", "sorcerer"]

#: Spell levels 0..9 and caster levels 1..20, as the tables cover them.
SPELL_LEVELS = 10
CLASS_LEVELS = 20


class BonusRow(BaseModel):
    """One row of the bonus-point table: a pair of key ability scores."""

    low: int = Field(ge=1, description="The lower score of the row's pair (12 for the row 12-13).")
    cells: list[int] = Field(min_length=9, max_length=9, description="Bonus points by highest spell level 1..9.")


class Progression(BaseModel):
    """A class's spell-level progression."""

    highest: list[int] = Field(
        min_length=CLASS_LEVELS,
        max_length=CLASS_LEVELS,
        description="Highest castable spell level by class level 1..20.",
    )
    min_caster_level: list[int] = Field(
        min_length=SPELL_LEVELS, max_length=SPELL_LEVELS, description="Lowest caster level able to cast levels 0..9."
    )


#: A fraction of the pool's maximum: (numerator, denominator).
Share = tuple[int, int]


class RestMilestone(BaseModel):
    """What a rest gives once it has lasted some hours."""

    hours: int = Field(ge=1, le=24, description="Hours of rest the milestone needs.")
    fraction: Share = Field(description="The pool is raised to at least this share of its maximum (rounded down).")
    eases: Literal["fresh", "fatigued"] | None = Field(default=None, description="Worst condition left, if any.")


class Feat(BaseModel):
    """A metamagic feat: how much it raises the cost level and what it does to damage."""

    adjust: int = Field(ge=0, le=9, description="Spell levels added to the cost level.")
    effect: Literal["none", "empower", "maximize"] = Field(default="none", description="Effect on damage dice.")
    variable: bool = Field(default=False, description="The player names the new spell level (heighten:N).")


class SpellDamage(BaseModel):
    """How a spell's damage (or healing) is rolled, and how it depends on caster level."""

    scaling: Literal["dice", "partial", "fixed"] = Field(description="dice: units grow with CL; partial: +CL bonus.")
    kind: Literal["damage", "healing"] = Field(default="damage", description="Whether the roll hurts or heals.")
    count: int = Field(default=0, ge=0, le=50, description="Dice per unit (per missile, ray, or die of the spell).")
    sides: int = Field(default=6, ge=1, le=100, description="Faces of each die.")
    bonus: int = Field(default=0, ge=0, le=100, description="Flat bonus per unit, e.g. magic missile's +1.")
    first: int = Field(default=1, ge=1, le=20, description="Caster level at which the first unit appears.")
    every: int = Field(default=1, ge=1, le=20, description="Caster levels per further unit.")
    units_max: int = Field(default=1, ge=1, le=50, description="Most units the spell can have.")
    per_level: int = Field(default=0, ge=0, le=100, description="Partial scaling: bonus per caster level.")
    level_bonus_max: int = Field(default=0, ge=0, le=1000, description="Partial scaling: most bonus from level.")

    @property
    def max_caster_level(self) -> int:
        """Return the caster level past which a dice-scaled spell grows no more."""
        return self.first + (self.units_max - 1) * self.every


class Spell(BaseModel):
    """A catalogue spell."""

    level: int = Field(ge=0, le=9, description="Spell level.")
    damage: SpellDamage | None = Field(default=None, description="Its damage or healing roll, if any.")
    restores: bool = Field(default=False, description="Removes fatigue and exhaustion (heal, restoration).")


class SpellPointsTables(BaseModel):
    """Every table of the spell-point variant."""

    points_by_level: list[int] = Field(
        min_length=CLASS_LEVELS, max_length=CLASS_LEVELS, description="Points by caster level 1..20."
    )
    costs: list[int] = Field(min_length=SPELL_LEVELS, max_length=SPELL_LEVELS, description="Cost by spell level 0..9.")
    fatigued_at: Share = Field(description="Fatigued at or below this share of the maximum.")
    exhausted_at: Share = Field(description="Exhausted at or below this share of the maximum.")
    full_rest_hours: int = Field(ge=1, le=24, description="Hours of rest that refill the pool and end fatigue.")
    restore_fraction: Share = Field(description="A restoring spell raises the pool to at least this share.")
    rest_milestones: list[RestMilestone] = Field(description="What a rest gives before it is full, in order.")
    cantrips_base: int = Field(ge=0, description="Level-0 spells a day besides the class's 1st-level points.")
    free_metamagic_per_day: int = Field(ge=0, description="Free uses of each metamagic feat a day.")
    bonus: list[BonusRow] = Field(min_length=1, description="Bonus points by ability row and highest spell level.")
    progressions: dict[ProgressionId, Progression] = Field(description="Spell-level progressions by id.")
    metamagic: dict[str, Feat] = Field(description="Metamagic feats by id.")
    spells: dict[str, Spell] = Field(description="The spell catalogue by global spell id.")

    @model_validator(mode="after")
    def _consistent(self) -> SpellPointsTables:
        """Check the bonus rows follow in pairs, the shares are fractions, the milestones come before a full rest."""
        lows = [row.low for row in self.bonus]
        if lows != list(range(lows[0], lows[0] + 2 * len(lows), 2)):
            raise ValueError("bonus rows must be consecutive pairs of scores")
        shares = [
            self.fatigued_at,
            self.exhausted_at,
            self.restore_fraction,
            *(m.fraction for m in self.rest_milestones),
        ]
        if any(den < 1 or not 0 <= num <= den for num, den in shares):
            raise ValueError("shares must be fractions between 0 and 1")
        hours = [m.hours for m in self.rest_milestones]
        if hours != sorted(set(hours)) or any(h >= self.full_rest_hours for h in hours):
            raise ValueError("rest milestones must be increasing and shorter than a full rest")
        return self


#: A pearl of power's level: the spell level it recalls, 1..9.
PearlLevel = Annotated[int, Field(ge=1, le=9)]
#: The most pearls of power one sheet holds.
MAX_PEARLS = 20


class SpellPointsCharacter(CharacterBase):
    """A caster: sheet, spell-point pool, rest and daily counters."""

    level: int = Field(ge=1, le=CLASS_LEVELS, description="Caster (class) level, 1..20.")
    ability: int = Field(default=10, ge=1, le=99, description="Key ability score (Int, Wis or Cha).")
    progression: ProgressionId = Field(default="wizard", description="Spell-level progression of the class.")
    borrowed: bool = Field(
        default=False, description="The class only follows the progression's table (a cleric or a druid a wizard's)."
    )
    named_class: Literal["cleric", "druid", "bard"] | None = Field(
        default=None, description="The class that follows the progression's table, named on the sheet (a cleric)."
    )
    base: int | None = Field(default=None, ge=1, le=999, description="Points from level instead of the table's.")
    feats: list[str] = Field(default_factory=list, description="Metamagic feats the caster knows.")
    points: int = Field(default=0, ge=0, description="Spell points left in the pool.")
    rest_hours: int | None = Field(
        default=None, ge=0, le=23, description="Hours of an unfinished rest; None: not in the middle of one."
    )
    rest_fatigue: bool = Field(
        default=False, description="Fatigued or exhausted when a rest began: at least fatigued until a full rest."
    )
    ease: Literal["fresh", "fatigued"] | None = Field(
        default=None, description="Worst condition allowed until the next spend (after a rest milestone or a restore)."
    )
    cantrips_used: int = Field(default=0, ge=0, description="Level-0 spells cast today.")
    free_used: dict[str, int] = Field(default_factory=dict, description="Free metamagic uses today, by feat.")
    pearls: list[PearlLevel] = Field(
        default_factory=list, max_length=MAX_PEARLS, description="Levels of the pearls of power the caster carries."
    )
    pearls_used: list[PearlLevel] = Field(
        default_factory=list,
        max_length=MAX_PEARLS,
        description="Levels of the pearls used today (till a full rest or /day).",
    )


class SpellPointsState(GameState[SpellPointsCharacter, DuelBase]):
    """A spell-point game: the casters, how metamagic is paid, the GM's table overrides."""

    metamagic: MetamagicMode = Field(default="points", description="How metamagic is paid in this game.")
    overrides: dict[str, Any] = Field(default_factory=dict, description="Top-level table keys replaced by the GM.")
