"""Exact Feniks odds: hand-computed fractions, and a brute-force walk over every die face."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from assistant.rulesets.feniks.odds import (
    attack_dist,
    critical_chance,
    dodge_chance,
    hit_chance,
    shield_dist,
    through_dodge,
    through_shield,
    undefended,
)
from assistant.rulesets.feniks.tables import base_tables
from assistant.rulesets.probability import mean
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.assistant.rulesets.feniks_support import DRACO, HARRY, Table, first, keys
from tests.fakes import FakeClock

T = base_tables()
F = Fraction
D10 = range(1, 11)


@pytest.fixture
def storage() -> Storage:
    """Odds need no storage variety."""
    return InMemoryStorage()


def test_chance_to_hit_and_critical() -> None:
    assert hit_chance(T) == F(81, 100)  # 9/10 not disrupted x 9/10 not missed
    assert critical_chance(T) == F(9, 100)  # 9/10 x 1/10
    assert hit_chance(T, surprise=True) == F(9, 10) and critical_chance(T, surprise=True) == 0


@pytest.mark.parametrize(
    ("reflex", "chance"),
    [(0, F(0)), (1, F(0)), (2, F(1, 10)), (5, F(2, 10)), (7, F(3, 10)), (9, F(4, 10)), (10, F(5, 10)), (25, F(5, 10))],
)
def test_dodge_chance(reflex: int, chance: Fraction) -> None:
    assert dodge_chance(T, reflex) == chance


def test_expected_damage_undefended_by_hand() -> None:
    # weak hit 24/100 averages 4.5, weak critical 3/100 averages 6.5,
    # normal hit 48/100 averages 5.5, normal critical 6/100 averages 7.5 (modifier 0: nothing falls below 0).
    assert mean(undefended(attack_dist(T, 0))) == F(24 * 45 + 3 * 65 + 48 * 55 + 6 * 75, 1000) == F(873, 200)
    assert mean(undefended(attack_dist(T, 1))) == F(207, 40)


def test_damage_distribution_ends_by_hand() -> None:
    damage = undefended(attack_dist(T, 0))
    # 0: disrupted 1/10 + missed 9/100 + weak, not critical, face 1: 24/100 x 1/10.
    assert damage.p[0] == F(1, 10) + F(9, 100) + F(24, 1000) == F(107, 500)
    assert damage.p[12] == F(6, 100) * F(1, 10)  # normal critical, face 10
    assert max(damage.p) == 12 and sum(damage.p.values()) == 1


def test_dodge_at_reflex_seven_by_hand() -> None:
    damage = through_dodge(attack_dist(T, 0), dodge_chance(T, 7))
    assert mean(damage) == F(873, 200) * F(7, 10)
    assert damage.chance(lambda d: d > 0) == (1 - F(107, 500)) * F(7, 10) == F(2751, 5000)


def _attack_faces(mod: int) -> list[tuple[Fraction, int]]:
    """Walk every disruption, accuracy and power face; return (probability, damage-before-defence)."""
    out = []
    for disruption, accuracy, power in product(D10, D10, D10):
        if disruption == 1 or accuracy == 1:
            out.append((F(1, 1000), 0))
            continue
        value = power + mod - (1 if disruption <= 4 else 0) + (2 if accuracy == 10 else 0)
        out.append((F(1, 1000), max(0, value)))
    return out


def _shield_faces(mod: int) -> list[tuple[Fraction, int | None]]:
    return [(F(1, 100), None if d == 1 else max(0, p + mod - (1 if d <= 4 else 0))) for d, p in product(D10, D10)]


@pytest.mark.parametrize(("attack_mod", "shield_mod"), [(0, 0), (-3, 5), (5, -3), (2, 1)])
def test_through_shield_matches_every_face(attack_mod: int, shield_mod: int) -> None:
    expected: dict[int, Fraction] = {}
    for (pa, a), (ps, s) in product(_attack_faces(attack_mod), _shield_faces(shield_mod)):
        damage = a if s is None else max(0, a - s)
        expected[damage] = expected.get(damage, F(0)) + pa * ps
    got = through_shield(attack_dist(T, attack_mod), shield_dist(T, shield_mod))
    assert {k: v for k, v in got.p.items() if v} == expected


async def test_odds_commands_report_exact_fractions(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO)
    hit = first(await table.ok("/odds hit"), "feniks-odds-hit").args
    assert hit == {"hit": 81.0, "hit_exact": "81/100", "critical": 9.0, "critical_exact": "9/100", "surprise": False}
    dodge = first(await table.ok("/odds dodge Harry"), "feniks-odds-dodge").args
    assert dodge == {"reflex": 7, "needs": 8, "chance": 30.0, "chance_exact": "3/10", "name": "Harry"}
    events = await table.ok("/odds Harry stupefy")
    assert first(events, "feniks-odds-attack").args["mean_exact"] == "207/40"
    rows = {e.args["value"]: e.args["chance_exact"] for e in events if e.key == "feniks-odds-row"}
    assert sum(F(str(v)) for v in rows.values()) == 1 and rows[13] == "3/500"
    versus = await table.ok("/odds Harry stupefy vs Draco")
    assert [e.args["defence"] for e in versus if e.key == "feniks-odds-vs"] == ["shield", "dodge", "none"]
    dodged = [e for e in versus if e.key == "feniks-odds-vs"][1]
    assert dodged.args["mean_exact"] == str(F(207, 40) * F(8, 10))  # Draco dodges 2 times in 10
    one = await table.ok("/odds Harry stupefy vs Draco defence=unik")
    assert keys(one).count("feniks-odds-vs") == 1 and "feniks-odds-row" in keys(one)
    assert (await table.refused("/odds Harry wingardium")).key == "feniks-refusal-unknown-spell"
    assert (await table.refused("/odds")).key == "refusal-missing-arg"
