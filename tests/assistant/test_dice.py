"""Dice: rule rolls from the injected rng, free rolls with d20 within limits."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from assistant.errors import DiceError
from assistant.rulesets.dice import MAX_ROLLS, Dice, roll_expression
from assistant.rulesets.probability import MAX_OUTCOMES, dice_sum
from tests.fakes import ScriptedRandom


def test_rule_roll_uses_injected_rng_and_is_kept() -> None:
    dice = Dice(ScriptedRandom([3, 10]))
    roll = dice.roll("power", 2, 10, bonus=-1)
    assert (roll.dice, roll.total, roll.expr) == ([3, 10], 12, "2d10-1")
    assert dice.rolls == [roll]


def test_free_roll_draws_from_given_rng() -> None:
    a, _ = roll_expression("4d6kh3+2", random.Random(5))
    b, _ = roll_expression("4d6kh3+2", random.Random(5))
    assert a == b and len(a.dice) == 3 and a.total == sum(a.dice) + 2


def test_polish_k_notation() -> None:
    roll, _ = roll_expression("2k10+1", ScriptedRandom([4, 6]))
    assert roll.expr == "2d10+1" and roll.total == 11


@pytest.mark.parametrize(
    ("expr", "key"),
    [
        ("1000000d6", "refusal-dice-too-many"),
        (f"{MAX_ROLLS + 1}d6", "refusal-dice-too-many"),
        ("1d1000000", "refusal-dice-too-many-sides"),
        ("1d6+", "refusal-dice-syntax"),
        ("0d6", "refusal-dice-syntax"),
        ("2d6+00d4", "refusal-dice-syntax"),
        ("", "refusal-dice-empty"),
        ("1+" * 150 + "1", "refusal-dice-too-long"),
    ],
)
def test_limits_raise(expr: str, key: str) -> None:
    with pytest.raises(DiceError) as info:
        roll_expression(expr, random.Random(1))
    assert info.value.key == key


def test_exact_odds_over_the_limit_are_refused() -> None:
    assert dice_sum(2, 6).chance(lambda s: s == 7) == Fraction(1, 6)
    with pytest.raises(DiceError) as refused:
        dice_sum(1001, 100)
    assert (refused.value.key, refused.value.fields) == ("refusal-dice-too-many", {"limit": MAX_OUTCOMES // 100})


def test_free_roll_keeps_the_faces_that_count_in_order() -> None:
    roll, detail = roll_expression("1d4+2d6kl1+(1d8)", random.Random(9))
    assert len(roll.dice) == 3 and roll.total == sum(roll.dice)
    assert roll.dice[0] <= 4 and roll.dice[2] <= 8
    assert detail.startswith("1d4 (") and detail.endswith(f"= {roll.total}")


@pytest.mark.parametrize("expr", ["10d6ro<7", "8d6rr<3", "6d6e6", "6d6ra6", "4d6kh3", "6d6pl2", "10d6mi2"])
def test_a_free_roll_with_an_operator_replays_exactly(expr: str) -> None:
    # Issue 31, item 23 (a log played again): d20 went through the dice a reroll or an explosion picked in the order
    # of their memory addresses, so the same rng gave the dice their faces in another order from one roll to the next.
    rolls = set()
    for _ in range(30):
        roll, detail = roll_expression(expr, random.Random(11))
        rolls.add((detail, tuple(roll.dice), roll.total))
    assert len(rolls) == 1, rolls
