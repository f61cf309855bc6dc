"""The duel club's rule table: loaded from tables.toml, with the game's overrides merged in."""

from __future__ import annotations

from fractions import Fraction
from functools import cache, cached_property

from assistant.reading.spells import default_lexicon
from assistant.rulesets.base import load_table, with_overrides
from models.duel_club import DuelClubState, DuelClubTable, Effect

PACKAGE = "assistant.rulesets.duel_club"
FILENAME = "tables.toml"


class Table(DuelClubTable):
    """The rule table with the look-ups the rules make in it, each built at its first use.

    Tables are never changed once loaded (nor copied with changes: a copy would keep these look-ups).
    """

    @cached_property
    def effect_of(self) -> dict[str, Effect]:
        """Return each authorized spell's effect by spell id."""
        return _effects(self)

    @cached_property
    def spell_names(self) -> dict[str, str]:
        """Return the authorized spells by the key of each of their names in every locale (the first listed wins)."""
        lexicon = default_lexicon()
        return {name: spell for spell in reversed(self.spells) for name in lexicon.keys_of(spell)}


@cache
def base_table() -> Table:
    """Return the shipped rule table."""
    return load_table(PACKAGE, FILENAME, Table)


def table(state: DuelClubState) -> Table:
    """Return the game's rule table: the shipped one with the GM's overrides."""
    return with_overrides(base_table(), state.overrides)


def threshold(rules: DuelClubTable, spell: str, skill: int) -> int:
    """Return the highest 1d100 face on which a spell succeeds at a skill."""
    return skill + rules.spells[spell].offset


def chance(rules: DuelClubTable, spell: str, skill: int) -> Fraction:
    """Return the exact chance that a spell succeeds at a skill."""
    return Fraction(min(max(threshold(rules, spell, skill), 0), rules.die), rules.die)


def effects(rules: DuelClubTable) -> dict[str, Effect]:
    """Return each authorized spell's effect by spell id (a game's table keeps its own: read-only)."""
    return rules.effect_of if isinstance(rules, Table) else _effects(rules)


def _effects(rules: DuelClubTable) -> dict[str, Effect]:
    return {spell: rule.effect for spell, rule in rules.spells.items()}
