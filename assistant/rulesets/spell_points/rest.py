"""Rest: the milestones of a rest and the full rest that ends fatigue."""

from __future__ import annotations

from assistant.rulesets.spell_points.pool import condition, raise_to
from assistant.rulesets.spell_points.tables import maximum
from models.spell_points import RestMilestone, SpellPointsCharacter, SpellPointsTables


def begin(t: SpellPointsTables, character: SpellPointsCharacter) -> None:
    """Start a rest (or keep the one under way); a caster tired when it begins stays fatigued until it is full."""
    if character.rest_hours is None:
        character.rest_fatigue = condition(t, character) != "fresh"
        character.rest_hours = 0


def break_off(character: SpellPointsCharacter) -> None:
    """End an unfinished rest; the points it gave and the fatigue it has not yet taken away stay."""
    character.rest_hours = None


def _reach(t: SpellPointsTables, character: SpellPointsCharacter, milestone: RestMilestone) -> None:
    raise_to(t, character, milestone.fraction)
    if milestone.eases is not None and character.ease != "fresh":
        character.ease = milestone.eases


def rest(t: SpellPointsTables, character: SpellPointsCharacter, hours: int) -> bool:
    """Rest some more hours, passing each milestone once; return whether the full rest was reached."""
    begin(t, character)
    done = character.rest_hours or 0
    total = done + hours
    for milestone in t.rest_milestones:
        if done < milestone.hours <= total:
            _reach(t, character, milestone)
    if total < t.full_rest_hours:
        character.rest_hours = total
        return False
    character.points, character.rest_hours, character.ease = maximum(t, character), None, None
    character.rest_fatigue, character.pearls_used = False, []
    return True
