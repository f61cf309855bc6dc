"""Every spell-point command through the engine: what it changes, what it says, and what it refuses."""

from __future__ import annotations

import pytest

from tests.assistant.rulesets.spell_points_kit import GM, OTHER, PLAYER, Table, event, keys, open_table


@pytest.fixture
async def table() -> Table:
    t = await open_table()
    await t.ok("/char Mialee level=7 ability=16 feats=empower,still")
    await t.ok(f"/iam Mialee to={PLAYER.id}")
    return t


async def test_char_creates_with_full_pool_and_reports_the_sum(table: Table) -> None:
    reply = await table.ok("/char Tordek uroven=3 vlastnost=18 povolani=carodej")
    args = event(reply, "sp-char").args
    assert args == {
        "new": True,
        "name": "Tordek",
        "level": 3,
        "cls": "sorcerer",
        "ability": 18,
        "highest": 1,
        "base": 8,
        "bonus": 2,
        "max": 10,
        "points": 10,
    }


async def test_char_update_keeps_points_within_the_new_maximum(table: Table) -> None:
    await table.ok("/spend Mialee 6")
    await table.ok("/char Mialee level=9")
    assert await table.pool("mialee") == (40, 63 + 9, "fresh")
    await table.ok("/char Mialee level=1 ability=10")
    assert await table.pool("mialee") == (3, 3, "fresh")


async def test_char_refusals_change_nothing(table: Table) -> None:
    await table.refused("/char Nobody ability=12", "sp-refusal-char-level")
    await table.refused("/char Nobody level=21", "sp-refusal-range")
    await table.refused("/char Nobody level=x", "sp-refusal-number")
    await table.refused("/char Nobody level=3 class=bard2", "sp-refusal-class")
    await table.refused("/char Nobody level=3 colour=red", "refusal-unknown-field")
    await table.refused("/char Mialee feats=glitter", "sp-refusal-unknown-feat")
    await table.refused("/char Mialee level=3 stray", "sp-refusal-words")


async def test_char_base_override_and_clearing_it(table: Table) -> None:
    await table.ok("/char Mialee base=2")
    assert (await table.pool("mialee"))[1] == 2 + 9
    await table.ok("/char Mialee base=-")
    assert (await table.pool("mialee"))[1] == 46


async def test_player_creates_own_caster_and_cannot_edit_others(table: Table) -> None:
    await table.ok("/defaults players_edit_sheets=yes")  # a forum game: players keep their own sheets
    await table.ok("/char Lidda level=2 ability=14", actor=OTHER)
    assert (await table.caster("lidda")).owner == OTHER.id
    await table.refused("/char Mialee level=9", "refusal-not-yours", actor=OTHER)
    await table.refused("/spend Mialee 1", "refusal-not-yours", actor=OTHER)
    await table.refused("/cast Mialee: magic missile", "refusal-not-yours", actor=OTHER)


async def test_char_remove_is_for_the_gm(table: Table) -> None:
    await table.refused("/char Mialee remove", "refusal-gm-remove", actor=PLAYER)
    await table.ok("/char Mialee smazat")
    assert "mialee" not in (await table.state()).characters


async def test_player_casts_as_their_bound_caster(table: Table) -> None:
    reply = await table.ok("/cast magic missile", 4, actor=PLAYER)
    assert event(reply, "sp-cast").args["name"] == "Mialee"
    assert event(reply, "sp-damage").args["total"] == 5


async def test_cast_refusals_change_nothing(table: Table) -> None:
    await table.refused("/cast Mialee: glitterdust", "refusal-unknown-spell")
    await table.refused("/cast Mialee:", "refusal-missing-arg")
    await table.refused("/cast Mialee: magic missile extra=x", "sp-refusal-number")
    await table.refused("/cast Mialee: magic missile extra=-1", "sp-refusal-range")
    await table.refused("/cast Mialee: magic missile bogus=1", "sp-refusal-option")
    await table.refused("/cast Mialee: magic missile at", "sp-refusal-no-target")
    await table.refused("/cast Mialee: magic missile meta=quicken", "sp-refusal-no-feat")
    await table.refused("/cast Mialee: cone of cold", "sp-refusal-spell-too-high")
    await table.refused("/cast Mialee: heal at Nobody", "sp-refusal-spell-too-high")
    await table.refused("/cast Mialee: bless extra=1", "sp-refusal-extra-not-scaled")
    await table.refused("/cast Mialee: level=12", "sp-refusal-range")
    await table.refused("/cast Mialee: magic missile extra=²", "sp-refusal-number")
    await table.refused("/cast Mialee: magic missile extra=+-1", "sp-refusal-number")
    await table.refused("/cast Mialee: magic missile meta=heighten:²", "sp-refusal-number")


async def test_restoring_spell_needs_a_target_on_the_roster() -> None:
    table = await open_table()
    await table.ok("/char Jozan level=11 ability=16")
    await table.refused("/cast Jozan: restoration at Nobody", "refusal-no-character")
    reply = await table.ok("/cast Jozan: restoration")
    assert event(reply, "sp-restored").args["name"] == "Jozan"


async def test_localized_spell_names_and_options(table: Table) -> None:
    reply = await table.ok("/cast Mialee: magickou střelu navic=2 na skřeta", 1, 1)
    damage = event(reply, "sp-damage")
    assert (damage.args["spell"], damage.args["units"], damage.args["target"]) == ("magic-missile", 2, "skřeta")
    reply = await table.ok("/cast Mialee: огненный шар", *[6] * 5)
    assert event(reply, "sp-damage").args["total"] == 30


async def test_cantrip_allowance_and_new_day(table: Table) -> None:
    for _ in range(6):
        await table.ok("/cast Mialee: detect magic")
    await table.refused("/cast Mialee: detect magic", "sp-refusal-cantrips")
    await table.refused("/day", "refusal-gm-only", actor=PLAYER)
    reply = await table.ok("/day")
    assert event(reply, "sp-day").args["allowance"] == 6
    await table.ok("/cast Mialee: detect magic")


async def test_metamagic_modes(table: Table) -> None:
    await table.refused("/metamagic both", "refusal-gm-only", actor=PLAYER)
    await table.refused("/metamagic sometimes", "sp-refusal-mode")
    await table.ok("/metamagic zdarma")
    assert (await table.state()).metamagic == "free"
    for _ in range(3):
        reply = await table.ok("/cast Mialee: magic missile meta=empower", 1)
        assert event(reply, "sp-cast").args["cost"] == 1
        assert event(reply, "sp-meta").args["free"] is True
    await table.refused("/cast Mialee: magic missile meta=empower", "sp-refusal-free-used")
    await table.ok("/metamagic both")
    reply = await table.ok("/cast Mialee: magic missile meta=empower", 1)
    assert event(reply, "sp-cast").args["cost"] == 5
    await table.ok("/day")
    reply = await table.ok("/cast Mialee: magic missile meta=empower", 1)
    assert event(reply, "sp-cast").args["cost"] == 1


async def test_spend_and_gain(table: Table) -> None:
    await table.ok("/spend Mialee 10", actor=PLAYER)
    await table.refused("/spend Mialee 100", "sp-refusal-not-enough")
    await table.refused("/spend Mialee 0", "sp-refusal-range")
    await table.refused("/spend Mialee", "refusal-missing-arg")
    await table.refused("/gain Mialee 3", "refusal-gm-only", actor=PLAYER)
    reply = await table.ok("/gain Mialee 30")
    assert event(reply, "sp-gained").args["n"] == 10
    await table.refused("/gain Mialee 1", "sp-refusal-full")


async def test_rest_words_and_refusals(table: Table) -> None:
    await table.refused("/rest Mialee end", "sp-refusal-not-resting")
    await table.ok("/rest Mialee zacatek")
    assert await table.pool("mialee") == (46, 46, "fresh")  # rest never adds a condition
    await table.refused("/rest Mialee begin", "sp-refusal-resting")
    await table.refused("/rest Mialee soon", "sp-refusal-rest")
    await table.refused("/rest Mialee -3", "sp-refusal-rest")
    await table.refused("/rest Mialee 25h", "sp-refusal-range")
    await table.ok("/rest Mialee 3 hod")
    assert (await table.caster("mialee")).rest_hours == 3
    reply = await table.ok("/rest Mialee konec")
    assert event(reply, "sp-rest-end").args["hours"] == 3
    assert await table.pool("mialee") == (46, 46, "fresh")


async def test_gm_rests_everyone(table: Table) -> None:
    await table.ok("/char Lidda level=2 ability=14")
    await table.ok("/spend Mialee 46")
    await table.ok("/spend Lidda 5")
    await table.refused("/rest all 8h", "sp-refusal-rest-all", actor=PLAYER)
    reply = await table.ok("/rest all 8h")
    assert keys(reply).count("sp-rest-full") == 2
    assert await table.pool("mialee") == (46, 46, "fresh")


async def test_fatigue_restore_drain_pearl(table: Table) -> None:
    reply = await table.ok("/fatigue Mialee unaveny")
    assert event(reply, "sp-fatigue").args["lost"] == 23
    await table.refused("/fatigue Mialee sleepy", "sp-refusal-effect")
    await table.ok("/restore Mialee")
    assert await table.pool("mialee") == (30, 46, "fresh")
    reply = await table.ok("/drain Mialee 2")
    assert event(reply, "sp-drained").args["lost"] == 14
    await table.refused("/pearl Mialee 0", "sp-refusal-range")
    await table.ok("/char Mialee pearls=4")
    await table.ok("/pearl Mialee 4")
    assert await table.pool("mialee") == (16 + 7, 46, "fatigued")
    await table.ok("/spend Mialee 23")
    await table.refused("/drain Mialee", "sp-refusal-empty")


async def test_pool_for_gm_player_and_named(table: Table) -> None:
    await table.ok("/char Lidda level=2 ability=14")
    gm = await table.ok("/pool")
    assert [e.args["name"] for e in gm.events] == ["Mialee", "Lidda"]
    mine = await table.ok("/pool", actor=PLAYER)
    assert [e.args["name"] for e in mine.events] == ["Mialee"]
    named = await table.ok("/pool Lidda", actor=PLAYER)
    assert named.events[0].args == {
        "name": "Lidda",
        "points": 4 + 1,
        "max": 5,
        "condition": "fresh",
        "left": 6,
        "allowance": 6,
        "resting": False,
        "hours": 0,
    }
    await table.refused("/pool", "refusal-who", actor=OTHER)
    await table.refused("/pool Nobody", "refusal-no-character")


async def test_pool_lists_free_metamagic_when_the_game_allows_it(table: Table) -> None:
    await table.ok("/metamagic both")
    reply = await table.ok("/pool Mialee")
    assert [(e.args["feat"], e.args["left"]) for e in reply.events if e.key == "sp-pool-free"] == [
        ("empower", 3),
        ("still", 3),
    ]


async def test_pool_on_an_empty_roster() -> None:
    table = await open_table()
    assert keys(await table.ok("/pool")) == ["sp-pool-empty"]


async def test_odds_damage_distribution(table: Table) -> None:
    reply = await table.ok("/odds Mialee: magic missile meta=empower extra=6 ge=30")
    damage = event(reply, "sp-odds-damage").args
    assert (damage["low"], damage["high"], damage["cl"]) == (12, 30, 7)
    # 4d4: mean 10; (4d4+4)×1.5 rounded down; only 4d4 = 16 reaches 30.
    assert event(reply, "sp-odds-at-least").args["percent"] == pytest.approx(100 / 256, abs=0.01)
    assert event(reply, "sp-odds-casts").args["casts"] == 4  # 46 points, 11 a cast


async def test_odds_for_a_hypothetical_caster(table: Table) -> None:
    wizard = await table.ok("/odds fireball")
    assert event(wizard, "sp-odds-damage").args["expr"] == "5d6"
    assert event(wizard, "sp-odds-damage").args["mean"] == 17.5
    sorcerer = await table.ok("/odds fireball class=sorcerer")
    assert event(sorcerer, "sp-odds-damage").args["expr"] == "6d6"
    high = await table.ok("/odds fireball cl=12 extra=5")
    assert event(high, "sp-odds-damage").args["expr"] == "10d6"
    assert "sp-odds-casts" not in keys(high)
    assert event(high, "sp-odds-cost").args["cost"] == 5 + 5
    quick = await table.ok("/odds level=3 meta=quicken cl=13")
    assert keys(quick) == ["sp-odds-cost"]
    assert (event(quick, "sp-odds-cost").args["cost"], event(quick, "sp-odds-cost").args["effective"]) == (13, 7)
    await table.refused("/odds fireball cl=12 extra=6", "sp-refusal-cl-extra-max")
    await table.refused("/odds fireball casts=3", "sp-refusal-odds-who")


async def test_odds_how_long_a_pool_lasts(table: Table) -> None:
    reply = await table.ok("/odds Mialee: lightning bolt extra=2 casts=6")
    assert event(reply, "sp-odds-casts").args["casts"] == 46 // 7
    lasts = event(reply, "sp-odds-lasts").args
    assert (lasts["lasts"], lasts["points"], lasts["condition"]) == (True, 46 - 42, "exhausted")
    reply = await table.ok("/odds Mialee: lightning bolt extra=2 casts=7")
    lasts = event(reply, "sp-odds-lasts").args
    assert (lasts["lasts"], lasts["casts"]) == (False, 6)
    assert (await table.caster("mialee")).points == 46  # odds change nothing


async def test_player_sees_odds_for_their_own_caster(table: Table) -> None:
    reply = await table.ok("/odds acid splash casts=10", actor=PLAYER)
    assert event(reply, "sp-odds-casts").args["casts"] == 6
    assert event(reply, "sp-odds-lasts").args["lasts"] is False


async def test_undo_restores_the_pool(table: Table) -> None:
    await table.ok("/cast Mialee: lightning bolt", *[1] * 5)
    await table.ok("/undo")
    assert await table.pool("mialee") == (46, 46, "fresh")


async def test_help_lists_the_commands(table: Table) -> None:
    reply = await table.ok("/help")
    commands = event(reply, "game-help").args["commands"]
    assert isinstance(commands, str)
    for name in ("/cast", "/pool", "/rest", "/odds", "/pearl", "/drain", "/metamagic", "/day"):
        assert name in commands.split()


async def test_gm_can_act_for_anyone_without_binding(table: Table) -> None:
    reply = await table.ok("/spend 2", actor=PLAYER)
    assert event(reply, "sp-spent").args["name"] == "Mialee"
    await table.refused("/spend 2", "refusal-who", actor=GM)
