"""Spell-point /odds: memoized damage distributions and runs of casts equal a slow reference, and never go stale."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime
from fractions import Fraction
from itertools import product
from typing import Any

import pytest

from assistant.errors import Refusal
from assistant.reading.slash import parse
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import Context
from assistant.rulesets.dice import Dice
from assistant.rulesets.probability import mean
from assistant.rulesets.spell_points.casting import Request, pay, plan, plan_unpaid
from assistant.rulesets.spell_points.damage import DamageRoll, distribution
from assistant.rulesets.spell_points.helpers import pool_args
from assistant.rulesets.spell_points.odds import MAX_CASTS, cache_clear
from assistant.rulesets.spell_points.tables import tables
from models import Event
from models.spell_points import SpellPointsCharacter, SpellPointsState
from tests.assistant.rulesets.spell_points_kit import GM, PLAYER, open_table

#: Pooled dice, missiles, a flat level bonus, units of several dice, no dice at all: each plain, empowered, maximized.
SHAPES = [(1, 3, 6, 0, 0), (3, 1, 4, 1, 0), (1, 1, 8, 0, 5), (2, 2, 3, 0, 2), (1, 0, 6, 0, 7)]
SPECS = [
    DamageRoll(units, count, sides, bonus, flat, empower, maximize, "fire")
    for units, count, sides, bonus, flat in SHAPES
    for empower, maximize in product((False, True), repeat=2)
]


def _brute_damage(spec: DamageRoll) -> dict[int, Fraction]:
    """Roll every die of every unit on every face; the roll's own rule finishes the total."""
    dice = spec.units * spec.count
    totals = Counter(
        spec.finish(sum(faces) + spec.units * spec.bonus + spec.flat)
        for faces in product(range(1, spec.sides + 1), repeat=dice)
    )
    return {k: Fraction(n, spec.sides**dice) for k, n in totals.items()}


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.expr + ("E" if s.empower else "") + ("M" if s.maximize else ""))
def test_damage_distribution_matches_every_roll(spec: DamageRoll) -> None:
    cache_clear()
    dist = distribution(spec)
    assert dist.p == _brute_damage(spec)
    assert distribution(spec) is dist  # memoized on the roll
    assert mean(dist) == sum((k * q for k, q in _brute_damage(spec).items()), Fraction(0))


def _ask(state: SpellPointsState, line: str) -> list[Event] | str:
    """Run /odds on a copy of a state; return its events, or the refusal's key."""
    ruleset = get_ruleset("spell_points")
    copy = ruleset.parse_state(state.model_dump(mode="json"))
    now = datetime(2024, 1, 1, tzinfo=UTC)
    ctx: Context[Any] = Context(copy, parse(line), GM, Dice(random.Random(0)), now, ruleset)
    try:
        ruleset.handler("odds")(ctx)
    except Refusal as refusal:
        return refusal.key
    assert copy.model_dump() == state.model_dump()  # odds change nothing
    return ctx.events


def _reference_run(state: SpellPointsState, req: Request, wanted: int) -> dict[str, dict[str, Any]]:
    """Cast on a copy until refused, then again on a fresh copy ``wanted`` times: what /odds should report."""
    t, character = tables(state.overrides), state.characters["mialee"]
    spell = t.spells.get(req.spell) if req.spell else None
    sim, costs = character.model_copy(deep=True), []
    while len(costs) < MAX_CASTS:
        try:
            cast = plan(t, sim, state.metamagic, req, spell)
        except Refusal:
            break
        pay(sim, cast)
        costs.append(cast.cost)
    first = costs[0] if costs else plan_unpaid(t, character, state.metamagic, req, spell).cost
    after = character.model_copy(deep=True)
    for _ in range(min(wanted, len(costs))):
        pay(after, plan(t, after, state.metamagic, req, spell))
    lasted = min(wanted, len(costs))
    return {
        "sp-odds-casts": {"cost": first, "casts": len(costs), **pool_args(t, character)},
        "sp-odds-lasts": {"n": wanted, "lasts": lasted >= wanted, "casts": lasted, **pool_args(t, after)},
    }


#: Questions about Mialee's pool, with the request they make.
RUNS = [
    ("/odds Mialee: magic missile casts=5", Request("magic-missile", 1), 5),
    ("/odds Mialee: magic missile meta=empower casts=3", Request("magic-missile", 1, (("empower", None),)), 3),
    (
        "/odds Mialee: fireball meta=still,empower casts=40",
        Request("fireball", 3, (("still", None), ("empower", None))),
        40,
    ),
    ("/odds Mialee: acid splash casts=9", Request("acid-splash", 0), 9),
    ("/odds Mialee: lightning bolt extra=2 casts=1", Request("lightning-bolt", 3, (), 2), 1),
]


def _variants(base: SpellPointsState) -> list[SpellPointsState]:
    """The same caster with other pools, counters, metamagic modes and GM overrides."""
    out = []
    for mode, points, free_used, cantrips in product(
        ("points", "free", "both"), (0, 4, 46, 300), ({}, {"empower": 2}, {"empower": 3, "still": 1}), (0, 6)
    ):
        state = base.model_copy(deep=True)
        state.metamagic = mode
        character: SpellPointsCharacter = state.characters["mialee"]
        character.points, character.free_used, character.cantrips_used = points, dict(free_used), cantrips
        out.append(state)
    for overrides in ({"costs": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]}, {"free_metamagic_per_day": 1, "cantrips_base": 0}):
        state = base.model_copy(deep=True)
        state.metamagic, state.overrides = "both", overrides
        out.append(state)
    return out


@pytest.fixture
async def mialee() -> SpellPointsState:
    table = await open_table()
    await table.ok("/char Mialee level=7 ability=16 feats=empower,still")
    return await table.state()


def _args(events: list[Event], key: str) -> dict[str, Any]:
    return next(e.args for e in events if e.key == key)


async def test_runs_of_casts_match_a_slow_reference(mialee: SpellPointsState) -> None:
    checked = 0
    for state, (line, req, wanted) in product(_variants(mialee), RUNS):
        answer = _ask(state, line)
        if isinstance(answer, str):
            continue
        reference = _reference_run(state, req, wanted)
        for key, expected in reference.items():
            assert {k: v for k, v in _args(answer, key).items() if k in expected} == expected, (line, state)
        checked += 1
    assert checked > 100


async def test_answers_are_the_same_cold_warm_and_after_the_pool_changes(mialee: SpellPointsState) -> None:
    questions = [line for line, _, _ in RUNS] + ["/odds fireball cl=12 extra=5 ge=40", "/odds magic missile ge=3"]
    for state in _variants(mialee)[::5]:
        cold = []
        for line in questions:
            cache_clear()
            cold.append(_ask(state, line))
        assert [_ask(state, line) for line in questions] == cold
    # a memoized answer is never one for another pool: the sheet is part of what the memo is keyed on
    spent = mialee.model_copy(deep=True)
    spent.characters["mialee"].points -= 10
    before, after = _ask(mialee, RUNS[0][0]), _ask(spent, RUNS[0][0])
    assert isinstance(before, list) and isinstance(after, list)
    assert _args(after, "sp-odds-casts")["casts"] == _args(before, "sp-odds-casts")["casts"] - 10


async def test_a_player_asks_the_odds_of_another_visible_caster_not_of_a_hidden_one() -> None:
    table = await open_table()
    await table.ok("/char Mialee level=7 ability=16")
    await table.ok("/char Draco level=4 ability=14 class=sorcerer")
    await table.ok("/char Goyle level=5 ability=12 hidden=yes")
    await table.ok(f"/iam Mialee to={PLAYER.id}")
    reply = await table.ok("/odds magic missile as=Draco", actor=PLAYER)
    assert {e.args.get("name") for e in reply.events if e.key == "sp-odds-damage"} == {"Draco"}
    await table.refused("/odds magic missile as=Goyle", "refusal-not-yours", actor=PLAYER)
