"""The pool and its condition: what spending, effects, restoring and pearls do to a caster."""

from __future__ import annotations

from assistant.rulesets.spell_points.tables import cost, highest_level, maximum
from models.spell_points import Condition, Share, SpellPointsCharacter, SpellPointsTables

#: Conditions from lightest to heaviest.
CONDITIONS: tuple[Condition, ...] = ("fresh", "fatigued", "exhausted")


def share(t_max: int, fraction: Share) -> int:
    """Return a share of a maximum, rounded down."""
    num, den = fraction
    return t_max * num // den


def at_or_below(points: int, t_max: int, fraction: Share) -> bool:
    """Say whether points are at or below an exact fraction of the maximum."""
    num, den = fraction
    return points * den <= t_max * num


def heavier(a: Condition, b: Condition) -> Condition:
    """Return the heavier of two conditions."""
    return max(a, b, key=CONDITIONS.index)


def lighter(a: Condition, b: Condition) -> Condition:
    """Return the lighter of two conditions."""
    return min(a, b, key=CONDITIONS.index)


def by_pool(t: SpellPointsTables, points: int, t_max: int) -> Condition:
    """Return the condition the pool alone gives: exhausted at ≤ ¼, fatigued at ≤ ½ (exact fractions)."""
    if at_or_below(points, t_max, t.exhausted_at):
        return "exhausted"
    return "fatigued" if at_or_below(points, t_max, t.fatigued_at) else "fresh"


def condition(t: SpellPointsTables, character: SpellPointsCharacter) -> Condition:
    """Return a caster's condition: the pool's, eased by a milestone or restore, kept fatigued by a rest begun tired."""
    return condition_at(t, character, maximum(t, character))


def condition_at(t: SpellPointsTables, character: SpellPointsCharacter, t_max: int) -> Condition:
    """Return a caster's condition, the pool's maximum known."""
    found = by_pool(t, character.points, t_max)
    if character.ease is not None:
        found = lighter(found, character.ease)
    return heavier(found, "fatigued") if character.rest_fatigue else found


def spend(character: SpellPointsCharacter, n: int) -> None:
    """Take n points (the caller checked they are there); any ease ends."""
    character.points -= n
    if n and character.ease is not None:
        character.ease = None


def gain(t: SpellPointsTables, character: SpellPointsCharacter, n: int) -> int:
    """Add up to n points, never above the maximum; return how many were added."""
    added = max(0, min(n, maximum(t, character) - character.points))
    character.points += added
    return added


def raise_to(t: SpellPointsTables, character: SpellPointsCharacter, fraction: Share) -> int:
    """Raise the pool to at least a share of its maximum; return how many points were added."""
    return gain(t, character, share(maximum(t, character), fraction) - character.points)


def drop_to(character: SpellPointsCharacter, ceiling: int) -> int:
    """Lower the pool to at most a ceiling; return how many points were lost. Any ease ends."""
    lost = max(0, character.points - ceiling)
    character.points -= lost
    character.ease = None
    return lost


def fatigue(t: SpellPointsTables, character: SpellPointsCharacter, effect: Condition) -> int:
    """Apply a fatiguing (½) or exhausting (¼) effect; return the points lost."""
    fractions = {"fatigued": t.fatigued_at, "exhausted": t.exhausted_at}
    return drop_to(character, share(maximum(t, character), fractions[effect]))


def restore(t: SpellPointsTables, character: SpellPointsCharacter) -> int:
    """Remove fatigue as heal or restoration does: at least ⅔ of the maximum, condition cleared."""
    added = raise_to(t, character, t.restore_fraction)
    character.ease, character.rest_hours, character.rest_fatigue = "fresh", None, False
    return added


def drain_cost(t: SpellPointsTables, character: SpellPointsCharacter) -> int:
    """Return what a negative level costs: the cost of the highest castable spell level."""
    return cost(t, highest_level(t, character))


def drain(t: SpellPointsTables, character: SpellPointsCharacter) -> int:
    """Lose a spell slot to a negative level; return the points lost."""
    return drop_to(character, max(0, character.points - drain_cost(t, character)))


def pearl(t: SpellPointsTables, character: SpellPointsCharacter, spell_level: int) -> int:
    """Use a pearl of power: regain the cost of its level, never above the maximum; return the gain."""
    character.pearls_used = sorted([*character.pearls_used, spell_level])
    return gain(t, character, cost(t, spell_level))
