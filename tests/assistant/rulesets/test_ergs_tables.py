"""Every cell of the ergs tables, checked through play: costs, dodge by age, teaching, age groups, tags, attunement."""

from __future__ import annotations

import pytest

from assistant.errors import ConfigError
from assistant.reading import name_keys
from assistant.rulesets.base import with_overrides
from assistant.rulesets.ergs.tables import MAX_AGE, base_tables
from tests.assistant.rulesets.ergs_kit import event, open_table

#: The document's costs (002, "Для применения магии требуются эрги"); unlisted spells cost 0.
COSTS = {
    "mental-magic": 1,
    "exorcio": 1,
    "patronus": 1,
    "furrore": 1,
    "imperius": 1,
    "crucio": 1,
    "avada-kedavra": 2,
    "expelliarmus": 0,
    "stupefy": 0,
    "protego": 0,
    "repulso": 0,
    "protego-terra-mortalis": 0,
    "amores": 0,
}


def test_the_spellbook_is_exactly_the_costed_spells() -> None:
    assert set(base_tables().spells) == set(COSTS)


@pytest.mark.parametrize(("spell", "cost"), sorted(COSTS.items()))
async def test_each_spell_costs_what_the_document_says(spell: str, cost: int) -> None:
    table = await open_table()
    await table.ok(f"/char Caster age=30 spells={spell}")
    await table.ok("/char Target age=30")
    reply = await table.ok(f"/cast Caster: {spell} Target")
    said = event(reply, "ergs-cast")
    assert (said.args["spell"], said.args["n"], said.args["ergs"]) == (spell, cost, 3 - cost)
    assert await table.ergs("Caster") == 3 - cost


@pytest.mark.parametrize(("age", "cost"), [(11, 1), (19, 1), (20, 2), (21, 2), (40, 2), (115, 2)])
async def test_a_dodge_costs_two_ergs_or_one_under_twenty(age: int, cost: int) -> None:
    table = await open_table()
    await table.ok(f"/char Dodger age={age}")
    reply = await table.ok("/dodge Dodger")
    assert event(reply, "ergs-dodge").args["n"] == cost
    assert await table.ergs("Dodger") == 3 - cost


@pytest.mark.parametrize(
    ("age", "group"), [(11, "student"), (17, "student"), (18, "middle"), (39, "middle"), (40, "senior"), (90, "senior")]
)
async def test_age_groups_follow_the_age(age: int, group: str) -> None:
    table = await open_table()
    reply = await table.ok(f"/char Someone age={age}")
    assert event(reply, "ergs-char-added").args["group"] == group


async def test_the_master_of_charms_is_given_by_the_gm_only() -> None:
    table = await open_table()
    assert [g.id for g in base_tables().age_groups] == ["student", "middle", "senior", "master"]
    assert base_tables().age_groups[-1].from_age is None
    reply = await table.ok("/char Albus age=30 group=master")
    assert event(reply, "ergs-char-added").args["group"] == "master"


def test_teaching_costs_three_and_a_wand_attunes_for_twelve_hours() -> None:
    tables = base_tables()
    assert (tables.teaching_cost, tables.attunement_hours, tables.max_ergs) == (3, 12, 4)
    assert (tables.three_seconds, tables.max_distance, tables.window) == (3.0, 10, 0.25)


@pytest.mark.parametrize(
    ("tag", "spells"),
    [
        ("basic", {"expelliarmus", "stupefy", "protego"}),
        ("dark", {"crucio", "avada-kedavra", "imperius"}),
        ("non_combat", {"imperius", "mental-magic", "amores"}),
        ("simultaneous_ok", {"avada-kedavra"}),
    ],
)
def test_spellbook_tags(tag: str, spells: set[str]) -> None:
    assert {s for s, rule in base_tables().spells.items() if tag in rule.tags} == spells


@pytest.mark.parametrize(
    ("kind", "spells"),
    [
        ("shield", {"protego", "repulso", "protego-terra-mortalis"}),
        ("attack", {"expelliarmus", "stupefy", "furrore", "crucio", "avada-kedavra"}),
    ],
)
def test_spell_kinds(kind: str, spells: set[str]) -> None:
    assert {s for s, rule in base_tables().spells.items() if rule.kind == kind} == spells


@pytest.mark.parametrize(
    ("degree", "offended_chooses"),
    [(1, ["weapon"]), (2, ["weapon", "form"]), (3, ["weapon", "form", "mode"])],
)
def test_insult_degrees_give_the_offended_their_choices(degree: int, offended_chooses: list[str]) -> None:
    assert base_tables().code.insults[degree] == offended_chooses


def test_the_dueling_code_limits() -> None:
    code = base_tables().code
    assert (code.min_length, code.min_width) == (40, 12)
    assert (code.bout_min, code.bout_max, code.break_max) == (30, 60, 300)
    assert code.modes == ["mobile", "stationary"]


def test_overrides_are_validated() -> None:
    assert with_overrides(base_tables(), {"refill": False}).refill is False
    with pytest.raises(ConfigError):
        with_overrides(base_tables(), {"max_ergs": 0})


def test_the_age_table_gives_each_age_its_group() -> None:
    tables = base_tables()
    for age in range(MAX_AGE + 1):
        reached = [g.id for g in tables.age_groups if g.from_age is not None and age >= g.from_age]
        assert tables.group_by_age[age] == tables.group_at(age) == (reached[-1] if reached else "student")


def test_the_lawful_choices_are_found_whatever_the_case() -> None:
    code = base_tables().code
    for choice, lawful in {"weapon": code.weapons, "form": code.forms, "mode": code.modes}.items():
        for value in lawful:
            assert base_tables().lawful[choice][name_keys.key(value.upper())] == value
