"""Rest: the milestones of a rest and the full rest that ends fatigue."""

from __future__ import annotations

from assistant.rulesets.spell_points.pool import raise_to
from assistant.rulesets.spell_points.tables import maximum
from models.spell_points import RestMilestone, SpellPointsCharacter, SpellPointsTables


def begin(character: SpellPointsCharacter) -> None:
    """Start a rest (or keep the one under way)."""
    if character.rest_hours is None:
        character.rest_hours = 0


def break_off(character: SpellPointsCharacter) -> None:
    """End an unfinished rest; the points it gave stay."""
    character.rest_hours = None


def _reach(t: SpellPointsTables, character: SpellPointsCharacter, milestone: RestMilestone) -> None:
    raise_to(t, character, milestone.fraction)
    if milestone.eases is not None and character.ease != "fresh":
        character.ease = milestone.eases


def rest(t: SpellPointsTables, character: SpellPointsCharacter, hours: int) -> bool:
    """Rest some more hours, passing each milestone once; return whether the full rest was reached."""
    done = character.rest_hours or 0
    total = done + hours
    for milestone in t.rest_milestones:
        if done < milestone.hours <= total:
            _reach(t, character, milestone)
    if total < t.full_rest_hours:
        character.rest_hours = total
        return False
    character.points, character.rest_hours, character.ease = maximum(t, character), None, None
    return True
