"""The spell-point tables against the Czech document, cell by cell, and the rule that continues them."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from assistant.errors import ConfigError
from assistant.language import words
from assistant.language.locales import LOCALES
from assistant.rulesets.base import with_overrides
from assistant.rulesets.spell_points import vocabulary
from assistant.rulesets.spell_points.tables import (
    base_tables,
    bonus_by_rule,
    bonus_points,
    bonus_spells,
    cantrip_allowance,
    cost,
    highest_level,
    indexed,
    level_points,
    maximum,
    min_caster_level,
    modifier,
)
from assistant.rulesets.spell_points.vocabulary import look_up
from models.spell_points import SpellPointsCharacter, SpellPointsTables

# The document's tables as printed (004_*.txt), transcribed independently of tables.toml.
DOC_POINTS = """1. 3|2. 4|3. 8|4. 14|5. 19|6. 29|7. 37|8. 51|9. 63|10. 81|11. 97|12. 115|13. 131|14. 149|15. 165|16. 183
17. 199|18. 217|19. 233|20. 249"""
DOC_COSTS = "0 0*|1. 1|2. 3|3. 5|4. 7|5. 9|6. 11|7. 13|8. 15|9. 17"
DOC_BONUS = """12-13	-	1	1	1	1	1	1	1	1	1
14-15	-	1	4	4	4	4	4	4	4	4
16-17	-	1	4	9	9	9	9	9	9	9
18-19	-	2	4	9	16	16	16	16	16	16
20-21	-	2	5	10	17	26	26	26	26	26
22-23	-	2	8	13	20	29	40	40	40	40
24-25	-	2	8	18	25	34	45	58	58	58
26-27	-	2	8	18	32	41	52	65	80	80
28-29	-	3	9	19	33	51	62	75	90	107
30-31	-	3	12	22	36	54	76	89	104	121
32-33	-	3	12	24	38	56	78	104	119	136
34-35	-	3	12	27	48	66	88	114	144	161
36-37	-	4	13	28	49	76	98	124	154	188
38-39	-	4	16	31	52	77	110	136	166	200
40-41	-	4	16	36	57	84	117	156	186	220
42-43	-	4	16	36	64	91	124	163	208	242
44-45	-	5	17	37	65	101	134	173	218	269
46-47	-	5	20	40	68	104	148	187	232	283
48-49	-	5	20	45	73	109	153	205	250	301
50-51	-	5	20	45	80	116	160	212	272	323"""


def _pairs(doc: str) -> list[tuple[int, int]]:
    cells = [c.strip().split() for c in doc.replace("\n", "|").split("|")]
    return [(int(level.rstrip(".")), int(value.rstrip("*"))) for level, value in cells]


def _bonus_cells() -> list[tuple[int, int, int]]:
    out = []
    for row in DOC_BONUS.splitlines():
        scores, dash, *cells = row.split("\t")
        low, high = (int(s) for s in scores.split("-"))
        assert dash == "-"
        out += [(score, col, int(v)) for score in (low, high) for col, v in enumerate(cells, 1)]
    return out


T = base_tables()


@pytest.mark.parametrize(("level", "points"), _pairs(DOC_POINTS))
def test_points_by_level_match_the_document(level: int, points: int) -> None:
    assert level_points(T, level) == points


def test_points_table_has_twenty_levels() -> None:
    assert [lvl for lvl, _ in _pairs(DOC_POINTS)] == list(range(1, 21))
    assert len(T.points_by_level) == 20


@pytest.mark.parametrize(("spell_level", "points"), _pairs(DOC_COSTS))
def test_costs_match_the_document(spell_level: int, points: int) -> None:
    assert cost(T, spell_level) == points


@pytest.mark.parametrize(("score", "column", "points"), _bonus_cells())
def test_bonus_cell_matches_the_document(score: int, column: int, points: int) -> None:
    assert bonus_points(T, score, column) == points


@pytest.mark.parametrize("score", range(1, 12))
def test_no_bonus_below_twelve(score: int) -> None:
    assert all(bonus_points(T, score, col) == 0 for col in range(1, 10))


def test_bonus_rule_is_the_standard_bonus_spell_rule() -> None:
    # m = ⌊(score − 10)/2⌋; spells of level L: ⌊(m − L)/4⌋ + 1 when m ≥ L.
    assert [modifier(s) for s in (10, 11, 12, 18, 19, 52)] == [0, 0, 1, 4, 4, 21]
    assert [bonus_spells(52, lvl) for lvl in range(1, 10)] == [6, 5, 5, 5, 5, 4, 4, 4, 4]
    assert bonus_spells(12, 2) == 0


def test_extension_past_51_follows_the_rule() -> None:
    # Score 52, highest level 9: 6·1 + 5·3 + 5·5 + 5·7 + 5·9 + 4·11 + 4·13 + 4·15 + 4·17 = 350.
    assert bonus_points(T, 52, 9) == 6 + 15 + 25 + 35 + 45 + 44 + 52 + 60 + 68 == 350
    # Score 53 shares the modifier with 52.
    assert bonus_points(T, 53, 9) == 350
    # Score 54 (m = 22), highest level 2: ⌊21/4⌋+1 = 6 first-level, ⌊20/4⌋+1 = 6 second-level → 6 + 18.
    assert bonus_points(T, 54, 2) == 24


@pytest.mark.parametrize("score", range(52, 100))
@pytest.mark.parametrize("column", range(1, 10))
def test_extension_past_51_is_the_rule_and_never_falls_below_the_last_row(score: int, column: int) -> None:
    assert bonus_points(T, score, column) == bonus_by_rule(T, score, column)
    assert bonus_points(T, score, column) >= bonus_points(T, 51, column)


def test_rule_agrees_with_the_document_except_where_the_document_says_otherwise() -> None:
    # The document is authoritative cell by cell; where it departs from the standard rule, the cell stands.
    differ = {(s, c) for s, c, v in _bonus_cells() if bonus_by_rule(T, s, c) != v}
    assert {s for s, _ in differ} == {18, 19, 32, 33, 38, 39}
    assert bonus_points(T, 18, 1) == 2 and bonus_by_rule(T, 18, 1) == 1


def _wizard(level: int, ability: int = 10, **kw: object) -> SpellPointsCharacter:
    return SpellPointsCharacter(name="x", level=level, ability=ability, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("level", range(1, 21))
def test_wizard_progression_is_half_the_level_rounded_up(level: int) -> None:
    assert highest_level(T, _wizard(level)) == min(9, (level + 1) // 2)


SORCERER_FIRST = {1: 1, 2: 4, 3: 6, 4: 8, 5: 10, 6: 12, 7: 14, 8: 16, 9: 18}


@pytest.mark.parametrize("level", range(1, 21))
def test_sorcerer_progression_gains_a_spell_level_every_even_level(level: int) -> None:
    expected = max(lvl for lvl, first in SORCERER_FIRST.items() if first <= level)
    assert highest_level(T, _wizard(level, progression="sorcerer")) == expected


@pytest.mark.parametrize("spell_level", range(1, 10))
def test_minimum_caster_levels(spell_level: int) -> None:
    assert min_caster_level(T, _wizard(1), spell_level) == 2 * spell_level - 1
    sorcerer = _wizard(1, progression="sorcerer")
    assert min_caster_level(T, sorcerer, spell_level) == (1 if spell_level == 1 else 2 * spell_level)


def test_minimum_caster_level_is_the_first_that_can_cast() -> None:
    for progression in ("wizard", "sorcerer"):
        for spell_level in range(1, 10):
            lowest = min_caster_level(T, _wizard(1, progression=progression), spell_level)
            assert highest_level(T, _wizard(lowest, progression=progression)) >= spell_level
            if lowest > 1:
                assert highest_level(T, _wizard(lowest - 1, progression=progression)) < spell_level


def test_maximum_is_level_points_plus_bonus_by_highest_level() -> None:
    # Mialee, wizard 7 (4th-level spells), ability 16: 37 + 9.
    assert maximum(T, _wizard(7, 16)) == 46
    # Level 1, Int 12: 3 from the table (the document's example says 2; the table stands) + 1.
    assert maximum(T, _wizard(1, 12)) == 4
    # The per-character base override reproduces the example's 2 + 1.
    assert maximum(T, _wizard(1, 12, base=2)) == 3
    # A sorcerer 7 casts only 3rd-level spells: the bonus column is 3.
    assert maximum(T, _wizard(7, 16, progression="sorcerer")) == 37 + 9
    assert maximum(T, _wizard(7, 18, progression="sorcerer")) == 37 + 9
    assert maximum(T, _wizard(7, 18)) == 37 + 16


def test_cantrip_allowance_is_three_plus_first_level_points() -> None:
    assert cantrip_allowance(T) == 3 + 3


def test_overrides_replace_a_table_and_are_validated() -> None:
    cheap = with_overrides(T, {"costs": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]})
    assert cost(cheap, 9) == 9 and cost(T, 9) == 17
    with pytest.raises(ConfigError):
        with_overrides(T, {"costs": [0, 1]})
    with pytest.raises(ConfigError):
        with_overrides(T, {"fatigued_at": [3, 2]})


def test_catalogue_spells_have_sane_levels_and_dice() -> None:
    assert {"magic-missile", "lightning-bolt", "fireball", "cone-of-cold", "scorching-ray", "burning-hands"} <= set(
        T.spells
    )
    assert {"cure-light-wounds", "heal", "restoration", "shocking-grasp"} <= set(T.spells)
    for spell in T.spells.values():
        damage = spell.damage
        if damage is not None and damage.scaling == "dice":
            assert damage.max_caster_level >= min_caster_level(T, _wizard(1), spell.level)
    assert T.spells["heal"].restores and T.spells["restoration"].restores
    assert T.spells["fireball"].damage is not None and T.spells["fireball"].damage.max_caster_level == 10
    assert T.spells["magic-missile"].damage is not None and T.spells["magic-missile"].damage.max_caster_level == 9


def test_metamagic_adjustments() -> None:
    adjust = {feat: spec.adjust for feat, spec in T.metamagic.items()}
    assert adjust == {
        "empower": 2,
        "maximize": 3,
        "still": 1,
        "silent": 1,
        "extend": 1,
        "enlarge": 1,
        "widen": 3,
        "quicken": 4,
        "heighten": 0,
    }
    assert T.metamagic["heighten"].variable


def test_the_word_indexes_find_every_word_of_their_lists_in_every_locale() -> None:
    indexes: dict[str, Mapping[str, str]] = {
        "word-sp-feat-": vocabulary.feat_words(),
        "word-sp-class-": vocabulary.class_words(),
        "word-sp-effect-": vocabulary.effect_words(),
        "word-sp-rest-": vocabulary.rest_words(),
        "word-sp-mode-": vocabulary.mode_words(),
        "word-sp-field-": words.meanings(vocabulary.FIELD_WORDS),
    }
    for prefix, index in indexes.items():
        for locale in LOCALES:
            for meaning, listed in words.prefixed(locale, prefix).items():
                typed = [meaning, meaning.upper(), *listed]
                assert {w: look_up(index, w) for w in typed} == dict.fromkeys(typed, meaning), (prefix, locale)
        assert [look_up(index, w) for w in ("nothing", "", "glitter")] == [None, None, None]
    assert set(vocabulary.feat_words().values()) == set(T.metamagic)
    fields = set(words.meanings(vocabulary.FIELD_WORDS).values())
    assert fields == {"level", "ability", "progression", "base", "feats", "pearls"}
    assert look_up(vocabulary.feat_words(), "Zesílení") == "empower"


def test_the_remembered_maxima_are_the_table_sums() -> None:
    plain = SpellPointsTables.model_validate(T.model_dump())
    for progression in ("wizard", "sorcerer"):
        for level in range(1, 21):
            for ability, base in ((1, None), (16, None), (37, 12), (51, None), (99, 999)):
                sheet = {"level": level, "ability": ability, "progression": progression, "base": base}
                caster = SpellPointsCharacter.model_validate({"name": "x", **sheet})
                points = base if base is not None else level_points(T, level)
                expected = points + bonus_points(T, ability, highest_level(T, caster))
                assert maximum(T, caster) == maximum(plain, caster) == maximum(T, caster) == expected


def test_plain_tables_are_indexed_as_a_copy() -> None:
    plain = SpellPointsTables.model_validate(T.model_dump())
    assert indexed(T) is T
    assert indexed(plain).spell_ids == T.spell_ids == tuple(T.spells)
