"""Teaching: a service first, an older age group, three ergs from the teacher, the GM told at once."""

from __future__ import annotations

from tests.assistant.rulesets.ergs_kit import DRACO_PLAYER, HARRY_PLAYER, event, keys, wizards


async def test_a_master_teaches_a_student_after_a_service() -> None:
    table = await wizards()
    await table.refused("/teach Albus Harry patronus", "ergs-refusal-no-service")
    await table.refused("/service Harry Albus", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.ok("/service Harry Albus")
    reply = await table.ok("/teach Albus Harry Expecto Patronum")
    assert keys(reply) == ["ergs-taught", "ergs-gm-taught", "ergs-demagicked"]
    assert event(reply, "ergs-gm-taught").args == {"teacher": "Albus", "learner": "Harry", "spell": "patronus"}
    albus, harry = await table.wizard("Albus"), await table.wizard("Harry")
    assert (albus.ergs, albus.demagicked, harry.ergs) == (0, True, 3)
    assert "patronus" in harry.known and harry.served == []


async def test_the_learned_spell_can_be_cast() -> None:
    table = await wizards()
    await table.refused("/cast Harry: patronus", "ergs-refusal-unknown-to")
    await table.ok("/service Harry Albus")
    await table.ok("/teach Albus Harry patronus")
    await table.ok("/cast patronus", actor=HARRY_PLAYER)


async def test_the_teacher_must_be_of_an_older_age_group() -> None:
    table = await wizards()
    await table.ok("/char Draco spells=crucio,avada-kedavra,furrore,imperius,patronus")
    await table.ok("/service Harry Draco")
    reply = await table.refused("/teach Draco Harry patronus", "ergs-refusal-teach-group")
    assert reply.refusal is not None
    assert (reply.refusal.args["teacher_group"], reply.refusal.args["learner_group"]) == ("student", "student")
    await table.ok("/char Draco age=18")
    await table.ok("/teach Draco Harry patronus")


async def test_a_middle_wizard_learns_from_a_master_not_from_a_senior_of_the_same_group() -> None:
    table = await wizards()
    await table.ok("/char Minerva age=70 spells=patronus")
    await table.ok("/char Remus age=40")
    await table.ok("/service Remus Minerva")
    await table.refused("/teach Minerva Remus patronus", "ergs-refusal-teach-group")
    await table.ok("/service Remus Albus")
    await table.ok("/teach Albus Remus patronus")


async def test_the_teacher_must_know_the_spell_and_the_learner_must_not() -> None:
    table = await wizards()
    await table.ok("/service Draco Albus")
    await table.refused("/teach Albus Draco crucio", "ergs-refusal-unknown-to")
    await table.refused("/teach Albus Draco expelliarmus", "ergs-refusal-knows")
    await table.refused("/teach Albus Albus patronus", "ergs-refusal-teach-self")
    await table.refused("/teach Albus Draco", "refusal-missing-arg")


async def test_teaching_needs_three_ergs_and_magic() -> None:
    table = await wizards()
    await table.ok("/service Harry Albus")
    await table.ok("/spend Albus 1 reason=ritual")
    await table.refused("/teach Albus Harry patronus", "ergs-refusal-ergs")
    await table.ok("/config teaching_cost=2")
    reply = await table.ok("/teach Albus Harry patronus")
    assert event(reply, "ergs-taught").args["n"] == 2


async def test_the_teachers_player_confirms_the_service_and_teaches() -> None:
    table = await wizards()
    await table.ok("/char Draco age=30 spells=crucio")
    await table.ok("/service Harry Draco", actor=DRACO_PLAYER)
    await table.refused("/teach Draco Harry crucio", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.ok("/teach Draco Harry crucio", actor=DRACO_PLAYER)
    assert await table.ergs("Draco") == 0
