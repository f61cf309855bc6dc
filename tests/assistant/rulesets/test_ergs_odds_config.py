"""What /odds computes exactly from a pool, the GM's /config, and /undo over erg moves."""

from __future__ import annotations

import pytest

from tests.assistant.rulesets.ergs_kit import HARRY_PLAYER, event, events, keys, wizards


async def test_odds_list_how_many_casts_and_dodges_a_pool_allows() -> None:
    table = await wizards()
    reply = await table.ok("/odds Draco")
    assert event(reply, "ergs-odds-head").args == {"name": "Draco", "ergs": 3, "demagicked": False}
    casts = {e.args["spell"]: (e.args["n"], e.args["casts"]) for e in events(reply, "ergs-odds-spell")}
    assert casts == {"dodge": (1, 3), "furrore": (1, 3), "imperius": (1, 3), "crucio": (1, 3), "avada-kedavra": (2, 1)}


@pytest.mark.parametrize(
    ("spent", "spell", "casts"), [(0, "avada kedavra", 1), (1, "avada kedavra", 1), (2, "crucio", 1), (0, "crucio", 3)]
)
async def test_casts_left_follow_the_pool(spent: int, spell: str, casts: int) -> None:
    table = await wizards()
    if spent:
        await table.ok(f"/spend Draco {spent} reason=test")
    reply = await table.ok(f"/odds Draco {spell}")
    assert event(reply, "ergs-odds-spell").args["casts"] == casts


async def test_a_free_spell_is_unlimited_and_a_demagicked_pool_allows_nothing() -> None:
    table = await wizards()
    assert event(await table.ok("/odds Harry expelliarmus"), "ergs-odds-spell").args["casts"] == -1
    await table.ok("/spend Harry 3 reason=ritual")
    assert event(await table.ok("/odds Harry expelliarmus"), "ergs-odds-spell").args["casts"] == 0
    assert event(await table.ok("/odds Harry dodge"), "ergs-odds-spell").args["casts"] == 0


@pytest.mark.parametrize(("n", "percent"), [(1, 100.0), (3, 100.0), (4, 0.0)])
async def test_the_chance_a_pool_lasts_n_casts_is_certain_either_way(n: int, percent: float) -> None:
    table = await wizards()
    reply = await table.ok(f"/odds Draco crucio n={n}")
    assert event(reply, "ergs-odds-chance").args == {"name": "Draco", "spell": "crucio", "casts": n, "percent": percent}


async def test_odds_for_ones_own_wizard_and_bad_counts() -> None:
    table = await wizards()
    assert event(await table.ok("/odds", actor=HARRY_PLAYER), "ergs-odds-head").args["name"] == "Harry"
    await table.refused("/odds Draco", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.refused("/odds Draco crucio n=0", "ergs-refusal-amount")
    await table.refused("/odds Draco crucio n=x", "ergs-refusal-amount")


async def test_config_lists_and_changes_settings_for_the_gm_only() -> None:
    table = await wizards()
    shown = await table.ok("/config", actor=HARRY_PLAYER)
    assert [e.args["setting"] for e in shown.events][:3] == ["refill", "max_ergs", "teaching_cost"]
    await table.refused("/config window=1", "refusal-gm-only", actor=HARRY_PLAYER)
    await table.refused("/config color=red", "ergs-refusal-setting-key")
    await table.refused("/config max_ergs=0", "ergs-refusal-setting")
    await table.refused("/config refill=maybe", "ergs-refusal-setting")
    await table.ok("/config max_distance=15 three_seconds=2,5")
    state = await table.state()
    assert state.overrides == {"max_distance": 15, "three_seconds": 2.5}
    await table.ok("/cast Harry: stupefy Draco distance=15")


async def test_a_gm_changes_a_spell_cost_for_the_game() -> None:
    table = await wizards()
    await table.refused("/config cost crucio", "refusal-missing-arg")
    await table.refused("/config cost accio 2", "refusal-unknown-spell")
    reply = await table.ok("/config cost Круцио 2")
    assert event(reply, "ergs-config-cost").args == {"spell": "crucio", "n": 2}
    await table.ok("/cast Draco: crucio Harry")
    assert await table.ergs("Draco") == 1
    assert "ergs-config-cost" in keys(await table.ok("/config"))


async def test_undo_gives_the_ergs_back() -> None:
    table = await wizards()
    await table.ok("/cast Draco: avada kedavra Harry")
    await table.ok("/undo")
    draco = await table.wizard("Draco")
    assert (draco.ergs, draco.last_attack) == (3, None)
    assert (await table.state()).casts == []
