"""Wands: attuning for twelve hours on the game clock, damage and repair, changing hands."""

from __future__ import annotations

from tests.assistant.rulesets.ergs_kit import DRACO_PLAYER, HARRY_PLAYER, event, wizards


async def test_a_new_wand_attunes_for_twelve_hours_of_game_time() -> None:
    table = await wizards()
    reply = await table.ok("/wand Draco new")
    assert event(reply, "ergs-wand-new").args["hours"] == 12
    await table.ok("/cast Draco: expelliarmus Harry")
    await table.ok("/cast Draco: crucio Harry", start=10)
    await table.refused("/cast Draco: furrore Harry", "ergs-refusal-wand-attuning", start=20)
    table.clock.advance(hours=11, minutes=59)
    await table.refused("/cast Draco: furrore Harry", "ergs-refusal-wand-attuning")
    line = event(await table.ok("/pool Draco"), "ergs-pool-line").args
    assert (line["wand"], line["hours"]) == ("attuning", 0.1)
    table.clock.advance(minutes=1)
    await table.ok("/cast Draco: furrore Harry")
    assert event(await table.ok("/pool Draco"), "ergs-pool-line").args["wand"] == "attuned"


async def test_a_brought_wand_is_attuned_from_the_start() -> None:
    table = await wizards()
    reply = await table.ok("/wand Draco new attuned=yes")
    assert event(reply, "ergs-wand-new").args["hours"] == 0
    await table.ok("/cast Draco: furrore Harry")


async def test_a_wand_taken_through_play_attunes_to_its_new_holder() -> None:
    table = await wizards()
    await table.ok("/wand Harry give Draco", actor=DRACO_PLAYER)
    draco = await table.wizard("Draco")
    assert [w.id for w in draco.wands] == ["w1", "w2"] and draco.wands[0].acquired is not None
    await table.refused("/cast Draco: furrore Harry", "ergs-refusal-wand-attuning")
    await table.ok("/wand Draco hold w2", actor=DRACO_PLAYER)
    await table.ok("/cast Draco: furrore Harry")
    await table.refused("/wand Draco hold w9", "ergs-refusal-no-wand")


async def test_only_the_parties_or_the_gm_move_a_wand() -> None:
    table = await wizards()
    await table.refused("/wand Albus give Draco", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.refused("/wand Harry give Harry", "ergs-refusal-wand-self")
    await table.refused("/wand Harry give", "refusal-missing-arg")


async def test_a_damaged_wand_casts_nothing_until_the_gm_repairs_it() -> None:
    table = await wizards()
    reply = await table.ok("/wand damage", actor=HARRY_PLAYER)
    assert event(reply, "ergs-wand-damaged").args == {"name": "Harry", "wand": "w1"}
    await table.refused("/wand Harry damage", "ergs-refusal-wand-damaged")
    await table.refused("/cast Harry: expelliarmus Draco", "ergs-refusal-wand-damaged")
    await table.refused("/wand Harry repair", "refusal-gm-only", actor=HARRY_PLAYER)
    await table.ok("/wand Harry repair")
    await table.refused("/wand Harry repair", "ergs-refusal-wand-whole")
    await table.ok("/cast Harry: expelliarmus Draco")


async def test_showing_wands() -> None:
    table = await wizards()
    await table.ok("/wand Harry give Draco")
    assert event(await table.ok("/wand Harry"), "ergs-wand-none").args == {"name": "Harry"}
    lines = (await table.ok("/wand Draco")).events
    assert [(e.args["wand"], e.args["status"]) for e in lines] == [("w1", "attuning"), ("w2", "attuned")]
