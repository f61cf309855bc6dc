"""Damage and healing of catalogue spells by caster level: rolled through the game's dice, or exactly."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache

from assistant.rulesets.dice import Dice
from assistant.rulesets.probability import Dist, dice_sum
from models import Roll
from models.spell_points import SpellDamage

#: A parenthesized part of a dice notation: its plus is no outer one ('4×(1d4+1)').
_OUTER = re.compile(r"\([^()]*\)")


@dataclass(frozen=True)
class DamageRoll:
    """The dice one cast rolls: units (missiles, rays, dice) of NdS + bonus, a flat level bonus, feat effects."""

    units: int
    count: int
    sides: int
    bonus: int
    flat: int
    empower: bool
    maximize: bool
    kind: str

    @property
    def highest(self) -> int:
        """Return the raw total with every die at its highest face."""
        return self.units * (self.count * self.sides + self.bonus) + self.flat

    @property
    def pooled(self) -> bool:
        """Say whether the units are plain dice rolled as one pool (fireball's 5d6), not missiles or rays."""
        return self.units == 1 or (self.count == 1 and self.bonus == 0)

    @property
    def expr(self) -> str:
        """Return the roll in dice notation: '5d6', '4×(1d4+1)', '1d8+5'; an empowered sum in parentheses, as its
        ×1.5 takes all of it: '(1d4+1)'."""
        text = self._notation()
        return f"({text})" if self.empower and "+" in _OUTER.sub("", text) else text

    def _notation(self) -> str:
        plus = self.units * self.bonus + self.flat
        if self.count == 0:
            return str(plus)
        if self.pooled:
            return f"{self.units * self.count}d{self.sides}" + (f"+{plus}" if plus else "")
        unit = f"{self.count}d{self.sides}" + (f"+{self.bonus}" if self.bonus else "")
        return f"{self.units}×({unit})" + (f"+{self.flat}" if self.flat else "")

    def finish(self, raw: int) -> int:
        """Apply maximize and empower to a raw total (empowered: ×1.5 rounded down; both: max + half the roll)."""
        if self.maximize:
            return self.highest + (raw // 2 if self.empower else 0)
        return raw * 3 // 2 if self.empower else raw


def units_at(damage: SpellDamage, caster_level: int) -> int:
    """Return the units a spell has at a caster level: 1 + one per `every` levels past `first`, capped."""
    if damage.scaling != "dice":
        return 1
    return max(1, min(damage.units_max, 1 + (caster_level - damage.first) // damage.every))


def flat_at(damage: SpellDamage, caster_level: int) -> int:
    """Return the flat bonus a partly level-scaled spell adds at a caster level."""
    return min(damage.level_bonus_max, damage.per_level * caster_level) if damage.scaling == "partial" else 0


def damage_roll(damage: SpellDamage, caster_level: int, effects: Collection[str]) -> DamageRoll:
    """Return the dice a spell rolls at a caster level with the feats' effects."""
    return DamageRoll(
        units=units_at(damage, caster_level),
        count=damage.count,
        sides=damage.sides,
        bonus=damage.bonus,
        flat=flat_at(damage, caster_level),
        empower="empower" in effects,
        maximize="maximize" in effects,
        kind=damage.kind,
    )


def roll(dice: Dice, spec: DamageRoll, label: str) -> tuple[int, list[Roll]]:
    """Roll the damage through the game's dice; return the total and the rolls."""
    if (spec.maximize and not spec.empower) or spec.count == 0:
        return spec.finish(spec.highest if spec.count else spec.flat), []
    if spec.pooled:
        rolls = [dice.roll(label, spec.units * spec.count, spec.sides, spec.units * spec.bonus)]
    else:
        rolls = [dice.roll(f"{label}#{i + 1}", spec.count, spec.sides, spec.bonus) for i in range(spec.units)]
    return spec.finish(sum(r.total for r in rolls) + spec.flat), rolls


@lru_cache(maxsize=1024)
def distribution(spec: DamageRoll) -> Dist[int]:
    """Return the exact distribution of the damage (memoized on the dice; the latest 1024 kept)."""
    raw = dice_sum(spec.units * spec.count, spec.sides, spec.units * spec.bonus + spec.flat)
    return raw.map(spec.finish)
