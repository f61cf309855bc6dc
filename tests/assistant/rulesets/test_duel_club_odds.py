"""Duel club /odds: the memoized round distributions equal a walk over both dice, and answers never change warm."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from assistant.rulesets.base import load_table, with_overrides
from assistant.rulesets.duel_club.odds import cache_clear, round_outcomes
from assistant.rulesets.duel_club.rounds import fate, voids_answer
from assistant.rulesets.duel_club.tables import FILENAME, PACKAGE, effects, threshold
from models import Event
from models.duel_club import Action, DuelClubTable
from tests.assistant.rulesets.duel_club_kit import HARRY_PLAYER, duelling

SHIPPED = load_table(PACKAGE, FILENAME, DuelClubTable)
SKILLS = [(0, 100), (60, 50), (100, 100), (95, 7), (33, 55)]


def _fates(rules: DuelClubTable, spell1: str, ok1: bool, spell2: str, ok2: bool) -> tuple[str, str]:
    """Say each cast's fate by the rounds' own rules."""
    effect_of = effects(rules)
    a1 = Action(actor="first", kind="cast", spell=spell1, success=ok1)
    void = voids_answer([a1], spell2, effect_of)
    a2 = Action(actor="second", kind="cast", spell=spell2, success=ok2 and not void, voided=void)
    return fate(a1, a2, effect_of), fate(a2, a1, effect_of)


def _brute_round(rules: DuelClubTable, first: tuple[str, int], second: tuple[str, int]) -> dict[Any, Fraction]:
    """Roll both dice on every face."""
    fates = {(ok1, ok2): _fates(rules, first[0], ok1, second[0], ok2) for ok1, ok2 in product((True, False), repeat=2)}
    high1, high2 = threshold(rules, *first), threshold(rules, *second)
    ways = Counter(fates[(f1 <= high1, f2 <= high2)] for f1, f2 in product(range(1, rules.die + 1), repeat=2))
    return {key: Fraction(n, rules.die**2) for key, n in ways.items()}


@pytest.mark.parametrize("die", [100, 20, 6])
def test_round_outcomes_match_both_dice(die: int) -> None:
    cache_clear()
    rules = with_overrides(SHIPPED, {"die": die}) if die != SHIPPED.die else SHIPPED
    for spell1, spell2 in product(rules.spells, repeat=2):
        for skill1, skill2 in SKILLS:
            got = round_outcomes(rules, (spell1, skill1), (spell2, skill2))
            assert {k: q for k, q in got.p.items() if q} == _brute_round(rules, (spell1, skill1), (spell2, skill2))


def _said(events: list[Event]) -> list[tuple[str, list[tuple[str, Any, type]]]]:
    return [(e.key, [(k, v, type(v)) for k, v in e.args.items()]) for e in events]


async def test_answers_are_the_same_cold_and_warm_and_likeliest_first() -> None:
    table = await duelling()
    questions = [
        f"/odds {a} skill={s1} vs={b} vs_skill={s2}"
        for a, b in product(SHIPPED.spells, repeat=2)
        for s1, s2 in SKILLS[:3]
    ]
    cold = []
    for text in questions:
        cache_clear()
        cold.append(_said((await table.ok(text)).events))
    warm = [_said((await table.ok(text)).events) for text in questions]
    assert warm == cold
    for said in cold:
        pcts = [dict((k, v) for k, v, _ in args)["pct"] for key, args in said if key == "duel_club-odds-round"]
        assert pcts == sorted(pcts, reverse=True) and all(isinstance(p, float) and p > 0 for p in pcts)


async def test_a_player_asks_the_odds_of_another_visible_duellist_not_of_a_hidden_one() -> None:
    table = await duelling(harry=60, draco=50)
    reply = await table.ok("/odds stupefy as=Draco", actor=HARRY_PLAYER)
    assert [(e.args["name"], e.args["spell"]) for e in reply.events if e.key == "duel_club-odds-spell"] == [
        ("Draco", "stupefy")
    ]
    await table.ok("/char Luna sortileges=55 hidden=yes")
    await table.refused("/odds stupefy as=Luna", "refusal-not-yours", actor=HARRY_PLAYER)
