"""Feniks odds on many tables: the memoized whole-count distributions equal a brute-force walk over every face."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from assistant.rulesets.feniks.odds import (
    attack_dist,
    cache_clear,
    critical_chance,
    dodge_chance,
    hit_chance,
    shield_dist,
    through_dodge,
    through_shield,
    undefended,
)
from assistant.rulesets.feniks.rolls import STOPS
from assistant.rulesets.feniks.tables import DieTable, DodgeTable, FeniksTables, base_tables
from assistant.rulesets.probability import mean
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from models import Event
from tests.assistant.rulesets.feniks_support import DRACO, HARRY, RON, Table
from tests.fakes import FakeClock

F = Fraction
Value = int | None
Outcomes = dict[Any, Fraction]


def _die(die: int, *bands: tuple[int, int, str, int]) -> DieTable:
    rows = [{"low": lo, "high": hi, "outcome": outcome, "power": power} for lo, hi, outcome, power in bands]
    return DieTable.model_validate({"die": die, "bands": rows})


def _tables(**changes: Any) -> FeniksTables:
    return base_tables().model_copy(update=changes)


#: The shipped tables and variants that move every number the odds read.
TABLES = {
    "shipped": base_tables(),
    "d4 power": _tables(power_die=4),
    "d6 disruption": _tables(disruption=_die(6, (1, 2, "fail", 0), (3, 4, "weak", -2), (5, 6, "normal", 1))),
    "d12 accuracy": _tables(accuracy=_die(12, (1, 3, "miss", 0), (4, 10, "hit", 0), (11, 12, "critical", 3))),
    "nothing stops": _tables(disruption=_die(3, (1, 3, "normal", 0)), accuracy=_die(2, (1, 2, "hit", 0))),
    "a miss on disruption": _tables(disruption=_die(4, (1, 1, "miss", 0), (2, 2, "fail", 0), (3, 4, "weak", -9))),
    "d20 dodge": _tables(
        dodge=DodgeTable.model_validate(
            {"die": 20, "bands": [{"low": 0, "high": 3}, {"low": 4, "high": 8, "succeeds_from": 15}, {"low": 9}]}
        )
    ),
}


def _add(out: Outcomes, key: Any, q: Fraction) -> None:
    out[key] = out.get(key, F(0)) + q


def _power(table: DieTable, face: int) -> Value:
    band = table.band(face)
    return None if band.outcome in STOPS else band.power


def _brute_attack(t: FeniksTables, mod: int, surprise: bool) -> Outcomes:
    """Walk every disruption, accuracy (none on a surprise) and power face."""
    aims = [None] if surprise else list(range(1, t.accuracy.die + 1))
    out: Outcomes = {}
    each = F(1, t.disruption.die * len(aims) * t.power_die)
    for d, a, p in product(range(1, t.disruption.die + 1), aims, range(1, t.power_die + 1)):
        adjust, aim = _power(t.disruption, d), 0 if a is None else _power(t.accuracy, a)
        _add(out, None if adjust is None or aim is None else p + mod + adjust + aim, each)
    return out


def _brute_shield(t: FeniksTables, mod: int) -> Outcomes:
    out: Outcomes = {}
    for d, p in product(range(1, t.disruption.die + 1), range(1, t.power_die + 1)):
        adjust = _power(t.disruption, d)
        _add(out, None if adjust is None else p + mod + adjust, F(1, t.disruption.die * t.power_die))
    return out


def _combine(first: Outcomes, second: Outcomes, f: Callable[[Any, Any], int]) -> Outcomes:
    out: Outcomes = {}
    for (a, pa), (b, pb) in product(first.items(), second.items()):
        _add(out, f(a, b), pa * pb)
    return out


def _brute_dodge(t: FeniksTables, attack: Outcomes, reflex: int) -> Outcomes:
    """Walk every attack outcome and every face of the dodge die."""
    needs = t.dodge.needs(reflex)

    def dodged(a: Value, face: int) -> int:
        return 0 if needs is not None and face >= needs else max(0, a or 0)

    return _combine(attack, {face: F(1, t.dodge.die) for face in range(1, t.dodge.die + 1)}, dodged)


def _share(table: DieTable, outcome: str) -> Fraction:
    return F(sum(1 for face in range(1, table.die + 1) if table.band(face).outcome == outcome), table.die)


def _positive(dist: Outcomes) -> Outcomes:
    return {k: q for k, q in dist.items() if q}


@pytest.fixture(autouse=True)
def cold() -> None:
    """Each test starts with nothing memoized."""
    cache_clear()


@pytest.mark.parametrize("name", list(TABLES))
@pytest.mark.parametrize("surprise", [False, True])
def test_attack_hit_and_critical_match_every_face(name: str, surprise: bool) -> None:
    t = TABLES[name]
    for mod in (-3, 0, 2, 5):
        brute = _brute_attack(t, mod, surprise)
        assert _positive(attack_dist(t, mod, surprise).p) == brute
        assert undefended(attack_dist(t, mod, surprise)).p == _combine(brute, {0: F(1)}, lambda a, _: max(0, a or 0))
    assert hit_chance(t, surprise) == sum((q for v, q in _brute_attack(t, 0, surprise).items() if v is not None), F(0))
    fails = _share(t.disruption, "fail")
    assert critical_chance(t, surprise) == (0 if surprise else (1 - fails) * _share(t.accuracy, "critical"))


@pytest.mark.parametrize("name", list(TABLES))
def test_damage_through_a_shield_matches_every_face(name: str) -> None:
    t = TABLES[name]
    for attack_mod, shield_mod in [(0, 0), (-3, 5), (5, -3), (2, 1)]:
        assert _positive(shield_dist(t, shield_mod).p) == _brute_shield(t, shield_mod)
        expected = _combine(
            _brute_attack(t, attack_mod, False),
            _brute_shield(t, shield_mod),
            lambda a, s: 0 if a is None else max(0, a - (0 if s is None else max(0, s))),
        )
        got = through_shield(attack_dist(t, attack_mod), shield_dist(t, shield_mod))
        assert _positive(got.p) == _positive(expected)
        assert mean(got) == sum((k * q for k, q in expected.items()), F(0))


@pytest.mark.parametrize("name", list(TABLES))
def test_damage_against_a_dodge_matches_every_face(name: str) -> None:
    t = TABLES[name]
    for reflex in range(0, 13):
        needs = t.dodge.needs(reflex)
        dodges = 0 if needs is None else sum(1 for face in range(1, t.dodge.die + 1) if face >= needs)
        assert dodge_chance(t, reflex) == F(dodges, t.dodge.die)
        for mod in (-2, 1):
            attack = _brute_attack(t, mod, False)
            got = through_dodge(attack_dist(t, mod), dodge_chance(t, reflex))
            assert _positive(got.p) == _positive(_brute_dodge(t, attack, reflex))


def test_a_repeated_question_shares_the_memoized_distributions() -> None:
    t = base_tables()
    first = attack_dist(t, 1)
    assert attack_dist(t, 1) is first
    assert shield_dist(t, 1) is attack_dist(t, 1, surprise=True)  # a shield rolls as an attack with no accuracy
    cache_clear()
    again = attack_dist(t, 1)
    assert again is not first and again == first


@pytest.fixture
def storage() -> Storage:
    """Odds need no storage variety."""
    return InMemoryStorage()


def _said(events: list[Event]) -> list[tuple[str, list[tuple[str, Any, type]]]]:
    return [(e.key, [(k, v, type(v)) for k, v in e.args.items()]) for e in events]


QUESTIONS = [
    "/odds hit",
    "/odds hit surprise=yes",
    "/odds dodge Ron",
    "/odds Harry stupefy",
    "/odds Harry stupefy vs Draco",
    "/odds Draco stupefy vs Ron defence=shield",
    "/odds Ron stupefy vs Harry defence=dodge surprise=yes",
    "/odds Harry stupefy vs Draco defence=none",
]


async def test_answers_are_the_same_cold_and_warm(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, RON)
    cold = []
    for text in QUESTIONS:
        cache_clear()
        cold.append(_said(await table.ok(text)))
    warm = [_said(await table.ok(text)) for text in QUESTIONS + QUESTIONS]
    assert warm == cold + cold


async def test_reported_figures_match_the_brute_force(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO)
    t = base_tables()
    attack = _brute_attack(t, 1, False)  # Harry's Charms +1
    events = await table.ok("/odds Harry stupefy vs Draco defence=shield")
    shielded = _combine(attack, _brute_shield(t, 0), lambda a, s: 0 if a is None else max(0, a - max(0, s or 0)))
    versus = next(e.args for e in events if e.key == "feniks-odds-vs")
    assert F(str(versus["mean_exact"])) == sum((k * q for k, q in shielded.items()), F(0))
    assert F(str(versus["any_exact"])) == sum((q for k, q in shielded.items() if k > 0), F(0))
    rows = {e.args["value"]: F(str(e.args["chance_exact"])) for e in events if e.key == "feniks-odds-row"}
    assert rows == shielded
