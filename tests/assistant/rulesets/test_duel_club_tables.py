"""Duel club thresholds: the annex's worked example, every spell at its boundary, exact chances."""

from __future__ import annotations

from fractions import Fraction

import pytest

from assistant.rulesets.base import load_table
from assistant.rulesets.duel_club.tables import FILENAME, PACKAGE, chance, threshold
from models.duel_club import DuelClubTable
from tests.assistant.rulesets.duel_club_kit import HARRY_PLAYER, duelling, event

RULES = load_table(PACKAGE, FILENAME, DuelClubTable)

#: The annex's worked example, Sortilèges 60.
WORKED_EXAMPLE = {
    "stupefy": 60,
    "protego": 60,
    "stupefy-reinforced": 50,
    "petrificus-totalus": 40,
    "levicorpus": 40,
    "expelliarmus": 30,
}


def test_table_has_the_six_spells_and_five_pv() -> None:
    assert set(RULES.spells) == set(WORKED_EXAMPLE)
    assert RULES.pv == 5
    assert RULES.die == 100


@pytest.mark.parametrize(("spell", "limit"), WORKED_EXAMPLE.items())
def test_worked_example_at_skill_60(spell: str, limit: int) -> None:
    assert threshold(RULES, spell, 60) == limit
    assert chance(RULES, spell, 60) == Fraction(limit, 100)


def test_chance_is_clamped_to_the_die() -> None:
    assert chance(RULES, "expelliarmus", 10) == 0
    assert chance(RULES, "stupefy", 100) == 1
    assert chance(RULES, "stupefy-reinforced", 5) == 0


@pytest.mark.parametrize(("spell", "limit"), WORKED_EXAMPLE.items())
@pytest.mark.parametrize("over", [0, 1])
async def test_roll_at_threshold_succeeds_one_above_fails(spell: str, limit: int, over: int) -> None:
    table = await duelling(harry=60)
    reply = await table.ok(f"/cast {spell}", limit + over, actor=HARRY_PLAYER)
    cast = event(reply, "duel_club-cast")
    assert cast.args["roll"] == limit + over
    assert cast.args["threshold"] == limit
    assert cast.args["success"] is (over == 0)
    assert [r.total for r in cast.rolls] == [limit + over]
    assert (await table.duel()).actions[0].success is (over == 0)


async def test_worked_example_in_french() -> None:
    table = await duelling(harry=60, locale="fr")
    reply = await table.ok("/cast Harry: Stupéfix renforcé", 50)
    assert table.lines(reply)[0] == "Harry lance Stupéfix renforcé\u00a0: 50 ≤ 50, réussi."
