"""The attack and defence pipeline with scripted dice: disruption, accuracy, power, shield, dodge."""

from __future__ import annotations

import pytest

from assistant.rulesets.dice import Dice
from assistant.rulesets.feniks.rolls import damage_through, roll_attack, roll_dodge, roll_shield
from assistant.rulesets.feniks.tables import base_tables
from tests.fakes import ScriptedRandom

T = base_tables()


def dice(*faces: int) -> Dice:
    return Dice(ScriptedRandom(faces))


def test_disruption_one_fails_and_rolls_nothing_more() -> None:
    d = dice(1)
    attack = roll_attack(d, T, mod=2, surprise=False)
    assert (attack.outcome, attack.hit, attack.value) == ("fail", False, 0)
    assert [r.label for r in d.rolls] == ["disruption"] and attack.kod() == "✗"


@pytest.mark.parametrize("disruption", [2, 3, 4])
def test_disruption_two_to_four_weakens_by_one(disruption: int) -> None:
    attack = roll_attack(dice(disruption, 5, 6), T, mod=1, surprise=False)
    assert (attack.outcome, attack.weak, attack.value) == ("hit", True, 6 + 1 - 1)
    assert attack.kod() == "6 (6 + 1 − 1)"


@pytest.mark.parametrize("disruption", range(5, 11))
def test_disruption_five_to_ten_is_normal(disruption: int) -> None:
    attack = roll_attack(dice(disruption, 5, 6), T, mod=1, surprise=False)
    assert (attack.outcome, attack.weak, attack.value) == ("hit", False, 7)
    assert attack.kod() == "7 (6 + 1)"


def test_accuracy_one_misses_and_ends_the_move() -> None:
    d = dice(7, 1)
    attack = roll_attack(d, T, mod=0, surprise=False)
    assert (attack.outcome, attack.hit) == ("miss", False)
    assert [r.label for r in d.rolls] == ["disruption", "accuracy"]


@pytest.mark.parametrize("accuracy", range(2, 10))
def test_accuracy_two_to_nine_hits(accuracy: int) -> None:
    attack = roll_attack(dice(9, accuracy, 4), T, mod=-2, surprise=False)
    assert (attack.outcome, attack.value) == ("hit", 2)


def test_accuracy_ten_is_critical_plus_two() -> None:
    attack = roll_attack(dice(9, 10, 4), T, mod=-2, surprise=False)
    assert (attack.outcome, attack.value, attack.kod()) == ("critical", 4, "4 (4 − 2 + 2)")


def test_weak_critical_adds_both() -> None:
    attack = roll_attack(dice(3, 10, 5), T, mod=0, surprise=False)
    assert (attack.outcome, attack.weak, attack.value) == ("critical", True, 6)


def test_surprise_always_hits_without_an_accuracy_roll() -> None:
    d = dice(6, 1)
    attack = roll_attack(d, T, mod=0, surprise=True)
    assert (attack.outcome, attack.value) == ("hit", 1)
    assert [r.label for r in d.rolls] == ["disruption", "power"]


def test_surprise_can_still_be_disrupted() -> None:
    assert roll_attack(dice(1), T, mod=5, surprise=True).outcome == "fail"


def test_power_floor_is_zero() -> None:
    attack = roll_attack(dice(2, 5, 1), T, mod=-3, surprise=False)
    assert attack.value == 0 and attack.kod() == "0 (1 − 3 − 1 = −3)"


def test_shield_disrupted_fails_and_lets_everything_through() -> None:
    shield = roll_shield(dice(1), T, mod=5)
    assert shield.failed and damage_through(9, shield) == 9 and shield.kod() == "✗"


def test_weak_shield_subtracts_its_value() -> None:
    shield = roll_shield(dice(4, 6), T, mod=1)
    assert (shield.failed, shield.value) == (False, 6)
    assert damage_through(9, shield) == 3 and damage_through(5, shield) == 0 and shield.kod() == "6 (6 + 1 − 1)"


def test_negative_shield_counts_as_zero() -> None:
    shield = roll_shield(dice(2, 1), T, mod=-3)
    assert shield.value == 0 and damage_through(7, shield) == 7


@pytest.mark.parametrize(
    ("reflex", "face", "success"),
    [
        (1, 10, False),
        (0, 10, False),
        (2, 10, True),
        (3, 9, False),
        (5, 9, True),
        (7, 7, False),
        (7, 8, True),
        (8, 7, True),
        (10, 6, True),
        (10, 5, False),
        (30, 6, True),
    ],
)
def test_dodge_against_reflex(reflex: int, face: int, success: bool) -> None:
    assert roll_dodge(dice(face), T, reflex).success is success


def test_a_weakened_critical_shows_both_adjustments_in_the_kod() -> None:
    # Review pl F17: «Atak: 7 (4 + 2 + 1)» folded the critical's +2 and the weakened cast's −1 into one «+ 1».
    attack = roll_attack(dice(3, 10, 4), T, mod=2, surprise=False)
    assert attack.kod() == "7 (4 + 2 + 2 − 1)"
