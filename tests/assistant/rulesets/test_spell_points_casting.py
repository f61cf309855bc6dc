"""Casting without the engine: costs, metamagic caps and modes, heightened damage levels, damage dice and odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from assistant.errors import ParseError, RuleViolation
from assistant.rulesets.dice import Dice
from assistant.rulesets.probability import mean
from assistant.rulesets.spell_points.casting import Cast, Request, parse_meta, pay, plan
from assistant.rulesets.spell_points.damage import damage_roll, distribution, flat_at, roll, units_at
from assistant.rulesets.spell_points.tables import base_tables, maximum
from models.spell_points import MetamagicMode, SpellPointsCharacter
from tests.fakes import ScriptedRandom

T = base_tables()
ALL_FEATS = list(T.metamagic)


def caster(level: int = 7, ability: int = 16, **kw: object) -> SpellPointsCharacter:
    kw.setdefault("feats", ALL_FEATS)
    character = SpellPointsCharacter(name="Mialee", level=level, ability=ability, **kw)  # type: ignore[arg-type]
    character.points = maximum(T, character)
    return character


def cast_of(
    character: SpellPointsCharacter,
    spell: str | None,
    level: int | None = None,
    meta: str = "",
    extra: int = 0,
    mode: MetamagicMode = "points",
) -> Cast:
    lvl = T.spells[spell].level if spell and level is None else level
    assert lvl is not None
    req = Request(spell, lvl, parse_meta(T, meta), extra)
    return plan(T, character, mode, req, T.spells.get(spell) if spell else None)


@pytest.mark.parametrize("spell_level", range(10))
def test_plain_cost_is_the_table_cost(spell_level: int) -> None:
    character = caster(20)
    assert cast_of(character, None, spell_level).cost == T.costs[spell_level]


def test_mialee_metamagic_examples() -> None:
    mialee = caster(7)  # 4th-level spells at most
    assert cast_of(mialee, None, 2, "empower").cost == 7  # as a 4th-level spell
    assert cast_of(mialee, None, 3, "still").cost == 7
    assert cast_of(mialee, None, 1, "empower,extend").cost == 7
    with pytest.raises(RuleViolation) as empowered_third:
        cast_of(mialee, None, 3, "empower")
    assert empowered_third.value.key == "sp-refusal-meta-too-high" and empowered_third.value.fields["effective"] == 5
    with pytest.raises(RuleViolation) as still_fourth:
        cast_of(mialee, None, 4, "still")
    assert still_fourth.value.fields["effective"] == 5


def test_spell_above_the_highest_level_is_refused() -> None:
    with pytest.raises(RuleViolation) as refused:
        cast_of(caster(7), "cone-of-cold")
    assert refused.value.key == "sp-refusal-spell-too-high"


def test_metamagic_needs_the_feat_and_only_once() -> None:
    with pytest.raises(RuleViolation) as missing:
        cast_of(caster(7, feats=["still"]), "magic-missile", meta="empower")
    assert missing.value.key == "sp-refusal-no-feat"
    with pytest.raises(ParseError):
        cast_of(caster(7), "magic-missile", meta="empower,zesilene")
    with pytest.raises(ParseError):
        parse_meta(T, "glitter")


def test_feat_words_in_every_locale() -> None:
    said = parse_meta(T, "zesílit,klidné,maksymalizacja,усиление,statique")
    assert [feat for feat, _ in said] == ["empower", "still", "maximize", "empower", "still"]


def test_a_named_spell_is_cast_at_its_own_level_only() -> None:
    """RULES §4: a fireball is a 3rd-level spell (5 points, 5d6 at the wizard's minimum CL 5); a lower level= would
    sell it for 3 points and 3d6, a higher one would heighten it without the feat."""
    nyx = caster(12)
    for level, higher in ((2, False), (5, True)):
        with pytest.raises(RuleViolation) as refused:
            cast_of(nyx, "fireball", level)
        assert refused.value.key == "sp-refusal-spell-level"
        assert refused.value.fields == {"spell": "fireball", "level": 3, "asked": level, "higher": higher}
    done = cast_of(nyx, "fireball", 3)
    assert (done.cost, done.damage_level) == (5, 5)
    assert cast_of(nyx, None, 2).cost == 3  # a spell of no name is cast at the level given


def test_heighten_costs_the_named_level() -> None:
    character = caster(9)
    assert cast_of(character, "magic-missile", meta="heighten:5").cost == 9
    for bad in ("heighten", "heighten:1", "heighten:10"):
        with pytest.raises(ParseError):
            cast_of(character, "magic-missile", meta=bad)


def test_free_mode_costs_nothing_extra_but_keeps_the_cap() -> None:
    mialee = caster(7)
    free = cast_of(mialee, None, 2, "empower", mode="free")
    assert free.cost == 3 and free.effective == 4
    with pytest.raises(RuleViolation):
        cast_of(mialee, None, 3, "empower", mode="free")


def test_free_mode_three_times_a_day_then_refused() -> None:
    mialee = caster(7)
    for _ in range(3):
        pay(mialee, cast_of(mialee, "magic-missile", meta="empower", mode="free"))
    assert mialee.free_used == {"empower": 3}
    with pytest.raises(RuleViolation) as used:
        cast_of(mialee, "magic-missile", meta="empower", mode="free")
    assert used.value.key == "sp-refusal-free-used"


def test_both_mode_is_free_three_times_then_paid() -> None:
    mialee = caster(7)
    costs = []
    for _ in range(5):
        done = cast_of(mialee, "magic-missile", meta="empower", mode="both")
        pay(mialee, done)
        costs.append(done.cost)
    assert costs == [1, 1, 1, 5, 5]


def test_points_mode_never_free() -> None:
    mialee = caster(7)
    done = cast_of(mialee, "magic-missile", meta="empower")
    pay(mialee, done)
    assert done.cost == 5 and mialee.free_used == {}


@pytest.mark.parametrize(("progression", "dice"), [("wizard", 5), ("sorcerer", 6)])
def test_fireball_uses_the_lowest_caster_level_of_the_class(progression: str, dice: int) -> None:
    done = cast_of(caster(12, progression=progression), "fireball")
    assert done.damage_level == dice
    assert damage_roll(T.spells["fireball"].damage, done.damage_level, done.effects).expr == f"{dice}d6"  # type: ignore[arg-type]


def test_quickened_fireball_still_deals_five_dice() -> None:
    done = cast_of(caster(13), "fireball", meta="quicken")
    assert done.cost == T.costs[7] and done.damage_level == 5


@pytest.mark.parametrize(("extra", "dice"), [(0, 5), (1, 6), (2, 7)])
def test_lightning_bolt_at_seventh_level(extra: int, dice: int) -> None:
    done = cast_of(caster(7), "lightning-bolt", extra=extra)
    assert done.cost == 5 + extra and done.damage_level == dice


def test_lightning_bolt_extra_capped_by_caster_level_then_by_the_spell() -> None:
    with pytest.raises(RuleViolation) as at_seven:
        cast_of(caster(7), "lightning-bolt", extra=3)
    assert at_seven.value.fields["most"] == 2
    assert cast_of(caster(10), "lightning-bolt", extra=5).damage_level == 10
    with pytest.raises(RuleViolation) as at_twenty:
        cast_of(caster(20), "lightning-bolt", extra=6)
    assert at_twenty.value.fields["most"] == 5


@pytest.mark.parametrize(("extra", "missiles"), [(0, 1), (1, 1), (2, 2), (4, 3), (6, 4)])
def test_magic_missile_heightening_at_seventh_level(extra: int, missiles: int) -> None:
    done = cast_of(caster(7), "magic-missile", extra=extra)
    assert done.cost == 1 + extra
    assert units_at(T.spells["magic-missile"].damage, done.damage_level) == missiles  # type: ignore[arg-type]


def test_magic_missile_heightening_limits() -> None:
    with pytest.raises(RuleViolation):
        cast_of(caster(7), "magic-missile", extra=7)
    nine = cast_of(caster(9), "magic-missile", extra=8)
    assert nine.cost == 9 and units_at(T.spells["magic-missile"].damage, nine.damage_level) == 5  # type: ignore[arg-type]
    with pytest.raises(RuleViolation):
        cast_of(caster(20), "magic-missile", extra=9)


def test_empowered_magic_missile_costs_and_dice() -> None:
    mialee = caster(7)
    one = cast_of(mialee, "magic-missile", meta="empower")
    assert one.cost == 5 and one.damage_level == 1
    spec = damage_roll(T.spells["magic-missile"].damage, one.damage_level, one.effects)  # type: ignore[arg-type]
    assert (spec.units, spec.expr, spec.empower) == (1, "(1d4+1)", True)
    four = cast_of(mialee, "magic-missile", meta="empower", extra=6)
    assert four.cost == 11 and four.damage_level == 7
    spec4 = damage_roll(T.spells["magic-missile"].damage, four.damage_level, four.effects)  # type: ignore[arg-type]
    assert (spec4.units, spec4.expr) == (4, "4×(1d4+1)")


def test_extra_points_only_for_level_scaled_dice() -> None:
    for spell in ("cure-light-wounds", "ice-storm", "bless"):
        with pytest.raises(RuleViolation) as refused:
            cast_of(caster(9), spell, extra=1)
        assert refused.value.key == "sp-refusal-extra-not-scaled"


def test_partial_scaling_uses_the_caster_level() -> None:
    done = cast_of(caster(3), "cure-light-wounds")
    assert done.damage_level == 3
    damage = T.spells["cure-light-wounds"].damage
    assert damage is not None
    assert [flat_at(damage, cl) for cl in (1, 3, 5, 9)] == [1, 3, 5, 5]
    heal = T.spells["heal"].damage
    assert heal is not None and [flat_at(heal, cl) for cl in (11, 15, 20)] == [110, 150, 150]


@pytest.mark.parametrize(
    ("spell", "levels"),
    [
        ("magic-missile", {1: 1, 2: 1, 3: 2, 5: 3, 7: 4, 9: 5, 15: 5}),
        ("scorching-ray", {3: 1, 6: 1, 7: 2, 11: 3, 20: 3}),
        ("fireball", {5: 5, 10: 10, 15: 10}),
        ("searing-light", {5: 2, 6: 3, 10: 5, 12: 5}),
        ("burning-hands", {1: 1, 5: 5, 9: 5}),
        ("cone-of-cold", {9: 9, 15: 15, 18: 15}),
    ],
)
def test_units_by_caster_level(spell: str, levels: dict[int, int]) -> None:
    damage = T.spells[spell].damage
    assert damage is not None
    assert {cl: units_at(damage, cl) for cl in levels} == levels


def test_cantrips_cost_nothing_and_count_against_the_day() -> None:
    mialee = caster(7)
    for _ in range(6):
        done = cast_of(mialee, "acid-splash")
        assert done.cost == 0 and done.cantrip
        pay(mialee, done)
    with pytest.raises(RuleViolation) as refused:
        cast_of(mialee, "acid-splash")
    assert refused.value.key == "sp-refusal-cantrips"


def test_a_metamagic_cantrip_costs_points_not_allowance() -> None:
    done = cast_of(caster(7), "ray-of-frost", meta="empower")
    assert done.cost == 3 and not done.cantrip


def test_not_enough_points() -> None:
    mialee = caster(7)
    mialee.points = 4
    with pytest.raises(RuleViolation) as refused:
        cast_of(mialee, "lightning-bolt")
    assert refused.value.key == "sp-refusal-not-enough"
    assert refused.value.fields == {"name": "Mialee", "cost": 5, "points": 4}


def test_empowered_roll_is_one_and_a_half_rounded_down() -> None:
    spec = damage_roll(T.spells["magic-missile"].damage, 7, {"empower"})  # type: ignore[arg-type]
    total, rolls = roll(Dice(ScriptedRandom([1, 2, 3, 4])), spec, "mm")
    assert [r.total for r in rolls] == [2, 3, 4, 5]
    assert total == (14 * 3) // 2 == 21


def test_maximized_roll_needs_no_dice_and_empowered_maximized_adds_half_a_roll() -> None:
    damage = T.spells["fireball"].damage
    assert damage is not None
    total, rolls = roll(Dice(ScriptedRandom([])), damage_roll(damage, 5, {"maximize"}), "fb")
    assert (total, rolls) == (30, [])
    total, rolls = roll(Dice(ScriptedRandom([1, 1, 1, 1, 3])), damage_roll(damage, 5, {"maximize", "empower"}), "fb")
    assert total == 30 + 7 // 2 and [r.expr for r in rolls] == ["5d6"]


def test_damage_distributions_are_exact() -> None:
    fireball = T.spells["fireball"].damage
    missile = T.spells["magic-missile"].damage
    assert fireball is not None and missile is not None
    five = distribution(damage_roll(fireball, 5, ()))
    assert mean(five) == Fraction(35, 2) and min(five.p) == 5 and max(five.p) == 30
    assert five.p[30] == Fraction(1, 6**5)
    empowered = distribution(damage_roll(missile, 1, {"empower"}))
    assert empowered.p == {3: Fraction(1, 4), 4: Fraction(1, 4), 6: Fraction(1, 4), 7: Fraction(1, 4)}
    four = distribution(damage_roll(missile, 7, {"empower"}))
    assert min(four.p) == (4 + 4) * 3 // 2 and max(four.p) == (16 + 4) * 3 // 2
    assert sum(four.p.values()) == 1
