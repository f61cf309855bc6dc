"""The words erg commands take in every locale (locales/<loc>/words.ftl), besides the Latin ids the other tests use."""

from __future__ import annotations

import pytest

from tests.assistant.rulesets.ergs_kit import DRACO_PLAYER, HARRY_PLAYER, event, keys, open_table, wizards

#: The protocol of test_ergs_code's signed duel, each sub-command and value in another language.
SIGNED = (
    "/protocol offended=Harry degree=3 weapon=палочки form=okresowy mode=immobile",
    "/protocol field=40x12 circle=5 bout=30 break=2x",
    "/protocol секундант Harry Sirius",
    "/protocol sekundant Draco Lucius",
    "/protocol strój Harry",
    "/protocol tenue Draco",
    "/protocol podepsat Sirius",
    "/protocol подписать Lucius",
)


async def test_a_wizard_is_written_with_the_words_of_any_locale() -> None:
    table = await open_table()
    await table.ok('/char Гарри возраст=15 группа=старшая заклинания="crucio"')
    await table.ok("/char Albus věk=115 skupina=mistr max=5")
    await table.ok("/char Luna âge=14 groupe=élève")
    assert (await table.wizard("гарри")).group == "senior" and (await table.wizard("гарри")).known == ["crucio"]
    assert (await table.wizard("albus")).group == "master" and (await table.wizard("albus")).max_ergs == 5
    assert (await table.wizard("luna")).group == "student"
    await table.refused("/char Luna grupa=smok", "ergs-refusal-group")
    await table.ok("/char Luna usuń")
    assert "luna" not in (await table.state()).characters


@pytest.mark.parametrize(
    ("typed", "cause"), [("ритуал", "ritual"), ("Mozkomor", "dementor"), ("détraqueur", "dementor")]
)
async def test_the_life_erg_cause_in_any_locale(typed: str, cause: str) -> None:
    table = await wizards()
    reply = await table.ok(f"/drain Harry {typed}")
    assert event(reply, "ergs-drained").args == {"name": "Harry", "cause": cause}


async def test_wand_actions_in_any_locale() -> None:
    table = await wizards()
    await table.ok("/wand Harry oddaj Draco", actor=DRACO_PLAYER)
    await table.ok("/wand Draco взять w2", actor=DRACO_PLAYER)
    reply = await table.ok("/wand Draco nouvelle attuned=tak")
    assert event(reply, "ergs-wand-new").args["hours"] == 0
    await table.ok("/wand Draco poškodit", actor=DRACO_PLAYER)
    await table.ok("/wand Draco починить")


async def test_the_protocol_and_the_bout_timer_in_any_locale() -> None:
    table = await wizards()
    await table.ok("/duel Harry против Draco", actor=HARRY_PLAYER)
    for line in SIGNED:
        await table.ok(line)
    duel = await table.duel()
    assert (duel.protocol.weapon, duel.protocol.form, duel.protocol.mode) == ("wand", "periodic", "stationary")
    assert duel.protocol.signed == ["Sirius", "Lucius"]
    await table.ok("/bout старт", start=0)
    assert keys(await table.ok("/bout tik", start=30)) == ["ergs-bout-stop"]
    assert keys(await table.ok("/bout état", start=31)) == ["ergs-bout-status"]
    await table.ok("/bout zastavit", start=32)
    await table.refused("/bout skok", "ergs-refusal-bout-action")


async def test_a_cast_skips_the_words_before_its_target_and_config_takes_its_words() -> None:
    table = await wizards()
    reply = await table.ok("/cast Draco: crucio на Harry")
    assert event(reply, "ergs-cast").args["target"] == "Harry"
    await table.ok("/config koszt crucio 2")
    await table.ok("/config refill=nie")
    assert (await table.state()).costs == {"crucio": 2} and (await table.state()).overrides["refill"] is False
