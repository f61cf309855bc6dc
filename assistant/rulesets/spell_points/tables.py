"""The spell-point tables and the lookups the rules make in them."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from functools import cache, cached_property
from typing import Any

from assistant.rulesets.base import load_table, with_overrides
from assistant.rulesets.spell_points.damage import DamageRoll
from assistant.state.bounded import Memo
from models.spell_points import SpellPointsCharacter, SpellPointsTables

#: Bonus spells grow by one per this many points of ability modifier (the standard d20 rule).
BONUS_STEP = 4
#: Sheets whose pool maximum is kept, per table.
SHEETS_KEPT = 4096
#: Damage dice kept per table, by spell, damage level and feats.
DICE_KEPT = 4096
#: Metamagic texts kept read per table.
META_KEPT = 1024


class Tables(SpellPointsTables):
    """The tables with the look-ups the rules make in them, each built at its first use.

    Tables are never changed once loaded (nor copied with changes: a copy would keep these look-ups).
    """

    @cached_property
    def spell_ids(self) -> tuple[str, ...]:
        """Return the catalogue's spell ids, in order."""
        return tuple(self.spells)

    @cached_property
    def maxima(self) -> Memo[tuple[str, int, int, int | None], int]:
        """Return the pool maxima worked out so far, by sheet: class, level, ability, base (see maximum)."""
        return Memo(SHEETS_KEPT)

    @cached_property
    def damage_dice(self) -> Memo[Hashable, tuple[DamageRoll, str]]:
        """Return the damage dice of casts worked out so far, by what they depend on (see spells.dice_of)."""
        return Memo(DICE_KEPT)

    @cached_property
    def parsed_meta(self) -> Memo[str, tuple[tuple[str, int | None], ...]]:
        """Return the metamagic texts read so far (``empower,heighten:5``) → (feat, named level) pairs."""
        return Memo(META_KEPT)


def indexed(t: SpellPointsTables) -> Tables:
    """Return tables with their look-ups: these, as this module loads them, else an indexed copy."""
    return t if isinstance(t, Tables) else Tables.model_validate(t.model_dump())


@cache
def base_tables() -> Tables:
    """Return the shipped tables."""
    return load_table(__package__ or __name__, "tables.toml", Tables)


def tables(overrides: Mapping[str, Any] | None = None) -> Tables:
    """Return the tables with a game's overrides merged in."""
    return with_overrides(base_tables(), overrides)


def cost(t: SpellPointsTables, spell_level: int) -> int:
    """Return the cost in points of a spell of a level 0..9."""
    return t.costs[spell_level]


def level_points(t: SpellPointsTables, level: int) -> int:
    """Return the points a caster of a class level 1..20 gets from the table."""
    return t.points_by_level[level - 1]


def highest_level(t: SpellPointsTables, character: SpellPointsCharacter) -> int:
    """Return the highest spell level a caster can cast by class level."""
    return t.progressions[character.progression].highest[character.level - 1]


def min_caster_level(t: SpellPointsTables, character: SpellPointsCharacter, spell_level: int) -> int:
    """Return the lowest caster level of the caster's class able to cast a spell level."""
    return t.progressions[character.progression].min_caster_level[spell_level]


def modifier(score: int) -> int:
    """Return the d20 ability modifier of a score."""
    return (score - 10) // 2


def bonus_spells(score: int, spell_level: int) -> int:
    """Return the standard bonus spells of a level for a score: ⌊(m − L)/4⌋ + 1 when m ≥ L."""
    m = modifier(score)
    return (m - spell_level) // BONUS_STEP + 1 if m >= spell_level else 0


def bonus_by_rule(t: SpellPointsTables, score: int, highest: int) -> int:
    """Return bonus points by the standard rule: Σ bonus spells(L) × cost(L) for L = 1..highest."""
    return sum(bonus_spells(score, lvl) * cost(t, lvl) for lvl in range(1, highest + 1))


def bonus_points(t: SpellPointsTables, score: int, highest: int) -> int:
    """Return bonus points: the document's cell, below it none, past its last row the standard rule."""
    first, last = t.bonus[0].low, t.bonus[-1].low + 1
    if score < first or highest < 1:
        return 0
    if score > last:
        return bonus_by_rule(t, score, highest)
    return t.bonus[(score - first) // 2].cells[highest - 1]


def maximum(t: SpellPointsTables, character: SpellPointsCharacter) -> int:
    """Return the pool's maximum: points for the level (or the base override) + bonus points (once per sheet)."""
    sheet = (character.progression, character.level, character.ability, character.base)
    return indexed(t).maxima.get(sheet, lambda: _maximum(t, character))


def _maximum(t: SpellPointsTables, character: SpellPointsCharacter) -> int:
    base = character.base if character.base is not None else level_points(t, character.level)
    return base + bonus_points(t, character.ability, highest_level(t, character))


def cantrip_allowance(t: SpellPointsTables) -> int:
    """Return the level-0 spells a day: the base + the class's points at 1st level."""
    return t.cantrips_base + level_points(t, 1)
