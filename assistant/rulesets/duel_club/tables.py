"""The duel club's rule table: loaded from tables.toml, with the game's overrides merged in."""

from __future__ import annotations

from fractions import Fraction

from assistant.rulesets.base import load_table, with_overrides
from models.duel_club import DuelClubState, DuelClubTable, Effect

PACKAGE = "assistant.rulesets.duel_club"
FILENAME = "tables.toml"


def table(state: DuelClubState) -> DuelClubTable:
    """Return the game's rule table: the shipped one with the GM's overrides."""
    return with_overrides(load_table(PACKAGE, FILENAME, DuelClubTable), state.overrides)


def threshold(rules: DuelClubTable, spell: str, skill: int) -> int:
    """Return the highest 1d100 face on which a spell succeeds at a skill."""
    return skill + rules.spells[spell].offset


def chance(rules: DuelClubTable, spell: str, skill: int) -> Fraction:
    """Return the exact chance that a spell succeeds at a skill."""
    return Fraction(min(max(threshold(rules, spell, skill), 0), rules.die), rules.die)


def effects(rules: DuelClubTable) -> dict[str, Effect]:
    """Return each authorized spell's effect by spell id."""
    return {spell: rule.effect for spell, rule in rules.spells.items()}
