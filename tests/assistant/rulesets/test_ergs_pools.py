"""Erg pools: the roster, spending and grants with reasons, the life erg, demagicking, cycles, /pool."""

from __future__ import annotations

from tests.assistant.rulesets.ergs_kit import DRACO_PLAYER, HARRY_PLAYER, event, keys, open_table, wizards


async def test_a_new_wizard_has_three_ergs_to_spend_and_the_life_erg() -> None:
    table = await open_table()
    await table.ok("/char Harry age=15")
    harry = await table.wizard("Harry")
    assert (harry.ergs, harry.max_ergs, harry.life, harry.demagicked) == (3, 4, True, False)
    assert len(harry.wands) == 1 and harry.wands[0].acquired is None


async def test_char_needs_an_age_the_gm_and_known_fields() -> None:
    table = await open_table()
    await table.refused("/char Harry", "ergs-refusal-need-age")
    await table.refused("/char Harry age=15", "refusal-gm-sheet", actor=HARRY_PLAYER)
    await table.refused("/char Harry age=15 hp=3", "refusal-unknown-field")
    await table.refused("/char Harry age=-1", "refusal-bad-field")
    await table.refused("/char Harry age=15 group=elder", "ergs-refusal-group")
    await table.refused("/char Harry age=15 spells=accio", "ergs-refusal-sheet-spell-new")


async def test_the_gm_sets_another_maximum_and_a_lower_one_clamps_the_pool() -> None:
    table = await open_table()
    await table.ok("/char Hagrid возраст=60 max=6")
    assert (await table.ergs("Hagrid")) == 5
    await table.ok("/char Hagrid max=3")
    hagrid = await table.wizard("Hagrid")
    assert (hagrid.max_ergs, hagrid.ergs, hagrid.age) == (3, 2, 60)


async def test_a_character_leaves_the_roster() -> None:
    table = await wizards()
    await table.ok("/char Albus remove")
    assert "albus" not in (await table.state()).characters


async def test_the_gm_sees_every_pool_a_player_only_their_own() -> None:
    table = await wizards()
    everyone = await table.ok("/pool")
    assert [e.args["name"] for e in everyone.events] == ["Harry", "Draco", "Albus"]
    mine = await table.ok("/pool", actor=HARRY_PLAYER)
    assert [e.args["name"] for e in mine.events] == ["Harry"]
    await table.refused("/pool Draco", "refusal-not-yours", actor=HARRY_PLAYER)
    line = event(await table.ok("/status Draco", actor=DRACO_PLAYER), "ergs-pool-line").args
    assert (line["ergs"], line["max"], line["life"], line["demagicked"], line["wand"]) == (3, 3, True, False, "attuned")


async def test_an_empty_roster_says_so() -> None:
    table = await open_table()
    assert keys(await table.ok("/pool")) == ["roster-empty"]


async def test_spending_needs_a_reason_and_never_goes_below_zero() -> None:
    table = await wizards()
    await table.refused("/spend Harry 1", "ergs-refusal-reason", actor=HARRY_PLAYER)
    await table.refused("/spend Harry 4 reason=ritual", "ergs-refusal-ergs", actor=HARRY_PLAYER)
    await table.refused("/spend Draco 1 reason=bribe", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.refused("/spend Harry 0 reason=nothing", "ergs-refusal-amount")
    reply = await table.ok("/spend 2 reason=artifact", actor=HARRY_PLAYER)
    assert event(reply, "ergs-spent").args == {"name": "Harry", "n": 2, "ergs": 1, "reason": "artifact"}
    assert await table.ergs("Harry") == 1


async def test_spending_the_last_erg_demagicks_but_never_touches_the_life_erg() -> None:
    table = await wizards()
    reply = await table.ok("/spend Harry 3 opening the chamber")
    assert keys(reply) == ["ergs-spent", "ergs-demagicked"]
    harry = await table.wizard("Harry")
    assert (harry.ergs, harry.life, harry.demagicked) == (0, True, True)
    await table.refused("/cast Harry: expelliarmus Draco", "ergs-refusal-demagicked")
    await table.refused("/dodge Harry", "ergs-refusal-demagicked")


async def test_the_gm_grants_ergs_with_a_reason_up_to_the_maximum() -> None:
    table = await wizards()
    await table.ok("/spend Harry 2 reason=duel")
    await table.refused("/gain Harry 1 reason=potion", "refusal-gm-only", actor=HARRY_PLAYER)
    await table.refused("/gain Harry 1", "ergs-refusal-reason")
    await table.refused("/gain Harry 3 reason=potion", "ergs-refusal-full")
    reply = await table.ok('/gain Harry 2 reason="pepper-up potion"')
    assert event(reply, "ergs-gained").args == {"name": "Harry", "n": 2, "ergs": 3, "reason": "pepper-up potion"}
    await table.refused("/gain Harry 1 reason=potion", "ergs-refusal-full")


async def test_a_demagicked_wizard_stays_so_until_the_next_cycle_even_with_a_grant() -> None:
    table = await wizards()
    await table.ok("/spend Harry 3 reason=ritual")
    await table.ok("/gain Harry 1 reason=potion")
    await table.refused("/cast Harry: expelliarmus Draco", "ergs-refusal-demagicked")
    await table.ok("/cycle")
    harry = await table.wizard("Harry")
    assert (harry.ergs, harry.demagicked) == (3, False)
    await table.ok("/cast Harry: expelliarmus Draco")


async def test_the_life_erg_is_lost_only_by_a_gm_action_with_a_cause() -> None:
    table = await wizards()
    await table.refused("/drain Harry cause=dementor", "refusal-gm-only", actor=DRACO_PLAYER)
    await table.refused("/drain Harry", "ergs-refusal-cause")
    await table.refused("/drain Harry cause=flu", "ergs-refusal-cause")
    reply = await table.ok("/drain Harry dementor")
    assert event(reply, "ergs-drained").args == {"name": "Harry", "cause": "dementor"}
    assert (await table.wizard("Harry")).life is False
    await table.refused("/drain Harry cause=vampire", "ergs-refusal-drained")


async def test_a_drained_wizard_does_not_refill_until_restored() -> None:
    table = await wizards()
    await table.ok("/spend Harry 2 reason=duel")
    await table.ok("/drain Harry cause=ritual")
    cycle = await table.ok("/cycle")
    assert event(cycle, "ergs-cycle-drained").args == {"name": "Harry", "ergs": 1}
    assert await table.ergs("Harry") == 1
    await table.refused("/restore Draco", "ergs-refusal-not-drained")
    await table.refused("/restore Harry", "refusal-gm-only", actor=HARRY_PLAYER)
    await table.ok("/restore Harry")
    await table.ok("/cycle")
    assert await table.ergs("Harry") == 3


async def test_a_cycle_refills_everyone_and_counts() -> None:
    table = await wizards()
    await table.ok("/spend Harry 3 reason=ritual")
    await table.ok("/spend Draco 1 reason=bribe")
    await table.refused("/cycle", "refusal-gm-only", actor=HARRY_PLAYER)
    reply = await table.ok("/cycle")
    assert event(reply, "ergs-cycle").args == {"cycle": 2, "refill": True}
    assert [e.args["ergs"] for e in reply.events if e.key == "ergs-cycle-wizard"] == [3, 3, 3]
    state = await table.state()
    assert state.cycle == 2 and not any(w.demagicked for w in state.characters.values())


async def test_a_game_without_refill_keeps_the_pools() -> None:
    table = await wizards()
    await table.ok("/spend Harry 3 reason=ritual")
    await table.ok("/spend Draco 1 reason=bribe")
    await table.ok("/config refill=no")
    reply = await table.ok("/cycle")
    assert event(reply, "ergs-cycle").args["refill"] is False
    harry, draco = await table.wizard("Harry"), await table.wizard("Draco")
    assert (harry.ergs, harry.demagicked, draco.ergs) == (0, True, 2)
