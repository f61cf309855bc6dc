"""What a door shows of a spell-point game: points out of the maximum, fatigued or exhausted, resting."""

from __future__ import annotations

from datetime import datetime

from assistant.rulesets.base import character_view
from assistant.rulesets.game_view import Badge, CharacterView, Detail, Pool
from assistant.rulesets.spell_points.pool import condition
from assistant.rulesets.spell_points.tables import maximum, tables
from models.spell_points import SpellPointsState

#: A caster's condition, as a badge (a fresh caster has none).
CONDITION_BADGES = {"fatigued": Badge("fatigued", "warn"), "exhausted": Badge("exhausted", "bad")}
RESTING = Badge("resting", "info")


def describe_character(state: SpellPointsState, key: str, now: datetime) -> CharacterView:
    """Spell points out of the maximum, fatigued or exhausted, resting; the level and the key ability."""
    c = state.characters[key]
    rules = tables(state.overrides)
    found = condition(rules, c)
    badges = [CONDITION_BADGES[found]] if found in CONDITION_BADGES else []
    badges += [RESTING] if c.rest_hours is not None else []
    details = (Detail("level", c.level), Detail("ability", c.ability))
    return character_view(state, key, (Pool("points", c.points, maximum(rules, c)),), tuple(badges), details)


def spellbook(state: SpellPointsState) -> tuple[str, ...]:
    """Return the spells of the game's tables."""
    return tables(state.overrides).spell_ids
