"""The Feniks tables, cell by cell, as the document states them; the sheet built from them."""

from __future__ import annotations

import pytest

from assistant.errors import ConfigError, RuleViolation
from assistant.rulesets.base import with_overrides
from assistant.rulesets.feniks.sheet import max_hp
from assistant.rulesets.feniks.tables import BandTable, FeniksTables, base_tables, tables
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from models.feniks import FeniksState
from tests.assistant.rulesets.feniks_support import ALICE, BOB, DRACO, HARRY, Table, first
from tests.fakes import FakeClock


@pytest.fixture
def storage() -> Storage:
    """Rule tests run on the in-memory store; the engine suite covers every storage."""
    return InMemoryStorage()


T = base_tables()

#: The document's hit points by real age.
HP_BY_AGE = {11: 14, 12: 16, 13: 18, 14: 20, 15: 22, 16: 24, 17: 26, 18: 28, 19: 30}
#: The document's skill modifier, point by point 0..30.
MODIFIER = [-3, -3] + [-2] * 4 + [-1] * 4 + [0] * 4 + [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5]
#: The document's dodge table: the lowest d10 face that dodges, by Reflex (None: never).
DODGE = {0: None, 1: None, 2: 10, 3: 10, 4: 9, 5: 9, 6: 8, 7: 8, 8: 7, 9: 7, 10: 6, 11: 6, 30: 6}


@pytest.mark.parametrize(("age", "hp"), [*HP_BY_AGE.items(), (20, 30), (45, 30), (200, 30)])
def test_hit_points_by_age(age: int, hp: int) -> None:
    assert max_hp(T, age) == hp


@pytest.mark.parametrize("age", [10, 5, 0])
def test_under_eleven_has_no_hit_points(age: int) -> None:
    with pytest.raises(RuleViolation) as info:
        max_hp(T, age)
    assert info.value.key == "feniks-refusal-age" and info.value.rule == "feniks.hp"


def test_modifier_table_has_31_cells() -> None:
    assert len(MODIFIER) == 31


@pytest.mark.parametrize(("points", "mod"), list(enumerate(MODIFIER)))
def test_skill_modifier(points: int, mod: int) -> None:
    assert T.mod(points) == mod


@pytest.mark.parametrize(("reflex", "needs"), DODGE.items())
def test_dodge_table(reflex: int, needs: int | None) -> None:
    assert T.dodge.needs(reflex) == needs


@pytest.mark.parametrize(
    ("face", "outcome", "power"),
    [(1, "fail", 0), (2, "weak", -1), (3, "weak", -1), (4, "weak", -1)] + [(f, "normal", 0) for f in range(5, 11)],
)
def test_disruption_table(face: int, outcome: str, power: int) -> None:
    band = T.disruption.band(face)
    assert (band.outcome, band.power) == (outcome, power)


@pytest.mark.parametrize(
    ("face", "outcome", "power"), [(1, "miss", 0)] + [(f, "hit", 0) for f in range(2, 10)] + [(10, "critical", 2)]
)
def test_accuracy_table(face: int, outcome: str, power: int) -> None:
    band = T.accuracy.band(face)
    assert (band.outcome, band.power) == (outcome, power)


def test_catalogue_has_all_three_categories_and_shields() -> None:
    categories = {s.category for s in T.spells}
    assert categories == {"charms", "transfig", "dada"} and len(T.spells) >= 25
    assert {"stupefy", "expelliarmus", "protego", "petrificus-totalus", "levicorpus"} <= set(T.spell_ids())
    assert T.spell("protego") is not None and T.spell("protego").shield  # type: ignore[union-attr]


def test_bands_must_be_contiguous() -> None:
    with pytest.raises(ValueError, match="contiguous"):
        BandTable.model_validate({"bands": [{"low": 0, "high": 1, "value": 1}, {"low": 3, "value": 2}]})


def test_die_table_must_cover_every_face() -> None:
    data = T.model_dump()
    data["disruption"]["bands"] = data["disruption"]["bands"][:-1]
    with pytest.raises(ValueError, match="cover faces"):
        FeniksTables.model_validate(data)


def test_override_replaces_a_table_and_is_validated() -> None:
    richer = with_overrides(T, {"hp": {"bands": [{"low": 11, "value": 40}]}})
    assert max_hp(richer, 11) == 40 and max_hp(richer, 30) == 40
    with pytest.raises(ConfigError):
        with_overrides(T, {"power_die": 1})
    with pytest.raises(ConfigError, match="cover skill points"):
        with_overrides(T, {"modifier": {"bands": [{"low": 5, "value": 0}]}})


def test_game_overrides_reach_the_tables_of_that_game() -> None:
    state = FeniksState(id="g", ruleset="feniks", overrides={"modifier": {"bands": [{"low": 0, "value": 7}]}})
    assert tables(state).mod(0) == 7 and tables(FeniksState(id="h", ruleset="feniks")).mod(0) == -3


async def test_char_creates_with_hit_points_from_age(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    events = await table.ok(HARRY)
    created = first(events, "feniks-char-created")
    assert (
        created.args.items() >= {"hp": 22, "max": 22, "charms_mod": "+1", "transfig_mod": "−1", "dada_mod": "0"}.items()
    )
    harry = (await table.state()).characters["harry"]
    assert (harry.age, harry.reflex, harry.charms, harry.transfig, harry.dada) == (15, 7, 14, 8, 12)


async def test_polish_field_names(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.ok("/char Hermiona wiek=12 refleks=6 zaklęcia=20 transmutacja=16 opcm=9")
    h = (await table.state()).characters["hermiona"]
    assert (h.age, h.reflex, h.charms, h.transfig, h.dada, h.max_hp) == (12, 6, 20, 16, 9, 16)


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("/char Tiny age=10", "feniks-refusal-age"),
        ("/char Tiny age=12 charms=31", "feniks-refusal-points"),
        ("/char Tiny age=12 reflex=-1", "feniks-refusal-points"),
        ("/char Tiny age=12 dada=99", "feniks-refusal-points"),
        ("/char Tiny age=twelve", "refusal-bad-field"),
        ("/char Tiny reflex=3", "feniks-refusal-need-age"),
        ("/char Tiny age=12 wings=2", "refusal-unknown-field"),
    ],
)
async def test_bad_sheets_are_refused_and_change_nothing(
    storage: Storage, clock: FakeClock, line: str, key: str
) -> None:
    table = Table(storage, clock)
    await table.ok("/start")
    refusal = await table.refused(line)
    assert refusal.key == key


async def test_player_creates_own_character_and_owns_it(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.ok("/defaults players_edit_sheets=yes")  # a forum game: players keep their own sheets
    await table.ok("/char Ron age=14 reflex=3", ALICE)
    assert (await table.state()).characters["ron"].owner == "alice"
    assert (await table.refused("/char Ron charms=12", BOB)).key == "refusal-not-yours"
    await table.ok("/char Ron charms=12", ALICE)
    assert (await table.refused("/char Ron hp=3", ALICE)).key == "feniks-refusal-gm-field"


async def test_age_change_keeps_wounds(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, "/char Harry hp=10")
    await table.ok("/char Harry age=17")
    harry = (await table.state()).characters["harry"]
    assert (harry.hp, harry.max_hp) == (14, 26)


async def test_roster_pool_and_delete(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, "/iam Draco")
    assert [e.args["name"] for e in await table.ok("/char")] == ["Harry", "Draco"]
    assert [e.args["name"] for e in await table.ok("/pool")] == ["Harry", "Draco"]
    assert [e.args["name"] for e in await table.ok("/pool Harry", ALICE)] == ["Harry"]
    assert (await table.refused("/pool", BOB)).key == "refusal-who"
    await table.ok("/char del Harry")
    assert list((await table.state()).characters) == ["draco"]
