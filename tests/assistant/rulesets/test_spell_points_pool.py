"""Pool, condition, rest, effects: the spell-point rules on one caster, without the engine."""

from __future__ import annotations

import pytest

from assistant.rulesets.spell_points import pool, rest
from assistant.rulesets.spell_points.tables import base_tables, maximum
from models.spell_points import SpellPointsCharacter

T = base_tables()


def caster(level: int = 7, ability: int = 16, points: int | None = None, **kw: object) -> SpellPointsCharacter:
    character = SpellPointsCharacter(name="Mialee", level=level, ability=ability, **kw)  # type: ignore[arg-type]
    character.points = maximum(T, character) if points is None else points
    return character


@pytest.mark.parametrize("max_points", range(1, 60))
def test_condition_thresholds_are_exact_fractions(max_points: int) -> None:
    character = caster(1, 10, base=max_points)
    for points in range(max_points + 1):
        character.points = points
        expected = "exhausted" if 4 * points <= max_points else "fatigued" if 2 * points <= max_points else "fresh"
        assert pool.condition(T, character) == expected


def test_condition_at_the_exact_half_and_quarter() -> None:
    character = caster(points=23)  # max 46
    assert pool.condition(T, character) == "fatigued"
    character.points = 24
    assert pool.condition(T, character) == "fresh"
    character.points = 11  # 11.5 is a quarter
    assert pool.condition(T, character) == "exhausted"
    character.points = 12
    assert pool.condition(T, character) == "fatigued"


def test_fatiguing_effect_drops_to_half_rounded_down() -> None:
    character = caster()  # 46
    assert pool.fatigue(T, character, "fatigued") == 23
    assert character.points == 23 and pool.condition(T, character) == "fatigued"
    assert pool.fatigue(T, character, "fatigued") == 0


def test_exhausting_effect_drops_to_a_quarter_rounded_down() -> None:
    character = caster()
    assert pool.fatigue(T, character, "exhausted") == 46 - 11
    assert pool.condition(T, character) == "exhausted"


def test_effect_never_raises_the_pool() -> None:
    character = caster(points=5)
    assert pool.fatigue(T, character, "fatigued") == 0
    assert character.points == 5


def test_rest_milestones_one_two_and_eight_hours() -> None:
    character = caster(points=0)  # max 46: ⌊46/3⌋ = 15, ⌊92/3⌋ = 30
    rest.begin(T, character)
    assert pool.condition(T, character) == "exhausted"
    assert not rest.rest(T, character, 1)
    assert character.points == 15 and pool.condition(T, character) == "fatigued"
    assert not rest.rest(T, character, 1)
    assert character.points == 30 and pool.condition(T, character) == "fatigued"  # rest unfinished
    assert not rest.rest(T, character, 5)
    assert character.points == 30 and character.rest_hours == 7
    assert rest.rest(T, character, 1)
    assert character.points == 46 and character.rest_hours is None and pool.condition(T, character) == "fresh"


def test_milestones_are_at_least_never_a_loss() -> None:
    character = caster(points=40)
    rest.rest(T, character, 2)
    assert character.points == 40


def test_milestone_is_passed_once_per_rest() -> None:
    character = caster(points=0)
    rest.rest(T, character, 2)
    pool.spend(character, 30)
    rest.rest(T, character, 1)
    assert character.points == 0  # hour 3 gives nothing: the ⅓ and ⅔ milestones were passed already


def test_a_long_rest_at_once_passes_every_milestone() -> None:
    character = caster(points=3)
    assert rest.rest(T, character, 8)
    assert character.points == 46


@pytest.mark.parametrize("max_points", [4, 5, 8])
def test_one_hour_ends_exhaustion_even_where_a_third_is_a_quarter(max_points: int) -> None:
    # With 4, 5 or 8 points ⌊max/3⌋ ≤ max/4: the rule still says "no longer exhausted" after an hour.
    character = caster(1, 10, base=max_points, points=0)
    rest.rest(T, character, 1)
    assert character.points == max_points // 3
    assert pool.condition(T, character) == "fatigued"
    rest.break_off(character)
    assert pool.condition(T, character) == "fatigued"
    pool.spend(character, character.points)
    assert pool.condition(T, character) == "exhausted"


def test_a_fresh_caster_stays_fresh_through_a_rest() -> None:
    character = caster()  # full
    rest.begin(T, character)
    assert pool.condition(T, character) == "fresh"
    rest.rest(T, character, 3)
    assert pool.condition(T, character) == "fresh"
    rest.break_off(character)
    assert pool.condition(T, character) == "fresh"


def test_a_rest_begun_tired_keeps_the_fatigue_until_it_is_full_even_if_stopped() -> None:
    character = caster(points=10)  # max 46: fatigued
    rest.rest(T, character, 2)
    assert character.points == 30 and pool.condition(T, character) == "fatigued"  # ⅔ of the pool, yet fatigued
    rest.break_off(character)
    assert pool.condition(T, character) == "fatigued"
    rest.rest(T, character, 7)
    assert pool.condition(T, character) == "fatigued"  # a new rest, 7 of its 8 hours
    rest.rest(T, character, 1)
    assert character.points == 46 and pool.condition(T, character) == "fresh"


def test_restore_gives_two_thirds_and_clears_the_condition() -> None:
    character = caster(points=2)
    rest.begin(T, character)
    assert pool.restore(T, character) == 30 - 2
    assert character.points == 30 and pool.condition(T, character) == "fresh"
    assert character.rest_hours is None


def test_restore_clears_even_where_two_thirds_is_half() -> None:
    character = caster(1, 10, base=4, points=0)  # ⌊8/3⌋ = 2 = 4/2
    pool.restore(T, character)
    assert character.points == 2 and pool.condition(T, character) == "fresh"
    pool.spend(character, 1)
    assert pool.condition(T, character) == "exhausted"


def test_restore_never_lowers_the_pool() -> None:
    character = caster(points=40)
    assert pool.restore(T, character) == 0
    assert character.points == 40


def test_negative_level_costs_the_highest_castable_level() -> None:
    character = caster()  # wizard 7: 4th level, 7 points
    assert pool.drain(T, character) == 7
    assert character.points == 39
    sorcerer = caster(progression="sorcerer")  # sorcerer 7: 3rd level, 5 points
    before = sorcerer.points
    assert pool.drain(T, sorcerer) == 5 and sorcerer.points == before - 5


def test_negative_level_never_goes_below_zero() -> None:
    character = caster(points=3)
    assert pool.drain(T, character) == 3
    assert character.points == 0


@pytest.mark.parametrize(
    ("level", "gain"), [(1, 1), (2, 3), (3, 5), (4, 7), (5, 9), (6, 11), (7, 13), (8, 15), (9, 17)]
)
def test_pearl_restores_the_cost_of_its_level(level: int, gain: int) -> None:
    character = caster(20, 10, points=0)
    assert pool.pearl(T, character, level) == gain


def test_pearl_never_above_the_maximum() -> None:
    character = caster(points=44)
    assert pool.pearl(T, character, 3) == 2
    assert character.points == 46


def test_gain_is_capped_and_spend_clears_ease() -> None:
    character = caster(points=10)
    assert pool.gain(T, character, 100) == 36
    pool.restore(T, character)
    assert character.ease == "fresh"
    pool.spend(character, 1)
    assert character.ease is None
