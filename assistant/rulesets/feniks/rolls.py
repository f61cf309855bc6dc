"""The Feniks dice: the attack pipeline, the shield, the dodge, and how each shows in the Kod block."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from assistant.rulesets.dice import Dice
from assistant.rulesets.feniks.tables import FeniksTables, Outcome
from models import Roll

#: Outcomes of a roll that end the move.
STOPS: frozenset[Outcome] = frozenset({"fail", "miss"})
#: How the Kod block shows a failed roll, and an absent one.
FAILED, ABSENT = "✗", "—"


@dataclass(slots=True)
class Attack:
    """One attack: how it went, its value (its damage) if it hit, and the dice."""

    outcome: Outcome
    value: int = 0
    face: int = 0
    mod: int = 0
    adjusts: tuple[int, ...] = ()  #: a critical's +2, a weakened cast's −1, each shown apart
    weak: bool = False
    rolls: list[Roll] = field(default_factory=list)

    @property
    def hit(self) -> bool:
        """Say whether the attack hit."""
        return self.outcome not in STOPS

    def kod(self) -> str:
        """Return the attack as the Kod block shows it: 'value (1d10 + modifier)'."""
        return breakdown(self.value, self.face, self.mod, self.adjusts) if self.hit else FAILED


@dataclass(slots=True)
class Shield:
    """One defensive spell: disrupted (it fails and ends the move), or its value."""

    failed: bool
    value: int = 0
    face: int = 0
    mod: int = 0
    adjusts: tuple[int, ...] = ()
    rolls: list[Roll] = field(default_factory=list)

    def kod(self) -> str:
        """Return the shield as the Kod block shows it."""
        return FAILED if self.failed else breakdown(self.value, self.face, self.mod, self.adjusts)


@dataclass(slots=True)
class Dodge:
    """One dodge: the face rolled, the face needed (None: it cannot succeed), and whether it worked."""

    face: int
    needs: int | None
    rolls: list[Roll] = field(default_factory=list)

    @property
    def success(self) -> bool:
        """Say whether the dodge succeeded."""
        return self.needs is not None and self.face >= self.needs

    def kod(self) -> str:
        """Return the dodge as the Kod block shows it."""
        return f"{'✓' if self.success else FAILED} ({self.face})"


@cache
def breakdown(value: int, face: int, mod: int, adjusts: tuple[int, ...]) -> str:
    """Return 'value (face + mod ± each adjustment)': the modifier always shown, each adjustment apart (a weakened
    critical: '7 (4 + 2 + 2 − 1)'); a sum the value does not equal (below 0, counted as 0) is written out:
    '0 (1 − 3 − 1 = −3)'.

    Remembered: a handful of small numbers, so the same few strings recur.
    """
    total = face + mod + sum(adjusts)
    summed = f" = {signed(total)}" if total != value else ""
    return f"{value} ({face}{_signed(mod)}{''.join(_signed(a) for a in adjusts)}{summed})"


def _signed(n: int) -> str:
    return f" + {n}" if n >= 0 else f" − {-n}"


def signed(n: int) -> str:
    """Return a modifier as a sheet shows it: '+1', '−2', '0'."""
    return f"{n:+d}".replace("-", "−") if n else "0"


def roll_attack(dice: Dice, t: FeniksTables, mod: int, surprise: bool) -> Attack:
    """Roll disruption, accuracy (a surprise attack always hits) and power."""
    disruption = dice.d(t.disruption.die, "disruption")
    first = t.disruption.band(disruption.total)
    if first.outcome in STOPS:
        return Attack(outcome=first.outcome, rolls=[disruption])
    rolls = [disruption]
    outcome: Outcome = "hit"
    adjusts: tuple[int, ...] = (first.power,) if first.power else ()
    if not surprise:
        accuracy = dice.d(t.accuracy.die, "accuracy")
        aim = t.accuracy.band(accuracy.total)
        rolls.append(accuracy)
        if aim.outcome in STOPS:
            return Attack(outcome=aim.outcome, weak=first.outcome == "weak", rolls=rolls)
        outcome, adjusts = aim.outcome, ((aim.power,) if aim.power else ()) + adjusts
    power = dice.d(t.power_die, "power")
    rolls.append(power)
    value = max(0, power.total + mod + sum(adjusts))
    return Attack(outcome, value, power.total, mod, adjusts, first.outcome == "weak", rolls)


def roll_shield(dice: Dice, t: FeniksTables, mod: int) -> Shield:
    """Roll a defensive spell's disruption, then its power."""
    disruption = dice.d(t.disruption.die, "disruption")
    band = t.disruption.band(disruption.total)
    if band.outcome in STOPS:
        return Shield(failed=True, rolls=[disruption])
    power = dice.d(t.power_die, "power")
    value = max(0, power.total + mod + band.power)
    return Shield(False, value, power.total, mod, (band.power,) if band.power else (), [disruption, power])


def roll_dodge(dice: Dice, t: FeniksTables, reflex: int) -> Dodge:
    """Roll a dodge against Reflex."""
    roll = dice.d(t.dodge.die, "dodge")
    return Dodge(roll.total, t.dodge.needs(reflex), [roll])


def damage_through(attack: int, shield: Shield) -> int:
    """Return the damage an attack deals through a shield: a failed shield stops nothing; never below 0."""
    return attack if shield.failed else max(0, attack - shield.value)
