"""The spell-point tables and the lookups the rules make in them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from assistant import names
from assistant.rulesets.base import load_table, with_overrides
from models.spell_points import SpellPointsCharacter, SpellPointsTables

K = TypeVar("K", bound=str)

#: Bonus spells grow by one per this many points of ability modifier (the standard d20 rule).
BONUS_STEP = 4


def base_tables() -> SpellPointsTables:
    """Return the shipped tables."""
    return load_table(__package__ or __name__, "tables.toml", SpellPointsTables)


def tables(overrides: Mapping[str, Any] | None = None) -> SpellPointsTables:
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
    """Return the pool's maximum: points for the level (or the base override) + bonus points."""
    base = character.base if character.base is not None else level_points(t, character.level)
    return base + bonus_points(t, character.ability, highest_level(t, character))


def cantrip_allowance(t: SpellPointsTables) -> int:
    """Return the level-0 spells a day: the base + the class's points at 1st level."""
    return t.cantrips_base + level_points(t, 1)


def word_index(groups: Mapping[K, Iterable[str]]) -> dict[str, K]:
    """Return a lookup from each word's key to its group's id (the id itself is a word too)."""
    index = {names.key(group): group for group in groups}
    index.update({names.key(word): group for group, words in groups.items() for word in words})
    return index


def find_word(groups: Mapping[K, Iterable[str]], text: str) -> K | None:
    """Return the id of the group a word belongs to, or None."""
    return word_index(groups).get(names.key(text))
