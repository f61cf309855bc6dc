"""The dueling code: insults and who chooses, field and bout validation, dress, seconds, signatures, the timer."""

from __future__ import annotations

import pytest

from tests.assistant.rulesets.ergs_kit import DRACO_PLAYER, HARRY_PLAYER, Table, event, events, keys, wizards

FULL = (
    "/protocol offended=Harry degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=5 bout=30 break=2x"
)


async def duel() -> Table:
    """Open duel 1, Harry against Draco."""
    table = await wizards()
    await table.ok("/duel Harry Draco")
    return table


async def signed() -> Table:
    """Open duel 1 with a complete, signed periodic protocol: bouts of 30 s, breaks of 60 s."""
    table = await duel()
    for line in (FULL, "/protocol second Harry Sirius", "/protocol second Draco Lucius"):
        await table.ok(line)
    await table.ok("/protocol dress Harry")
    await table.ok('/protocol dress Draco bandages="left wrist"')
    await table.ok("/protocol sign Sirius")
    await table.ok("/protocol sign Lucius")
    return table


async def test_a_duel_is_between_two_wizards_not_already_fighting() -> None:
    table = await wizards()
    await table.refused("/duel Harry", "ergs-refusal-duel-two")
    await table.refused("/duel Harry Harry", "ergs-refusal-duel-two")
    await table.refused("/duel Albus Draco", "refusal-not-yours", actor=HARRY_PLAYER)
    reply = await table.ok("/duel Harry vs Draco", actor=HARRY_PLAYER)
    assert event(reply, "ergs-duel-open").args == {"duel": "1", "a": "Harry", "b": "Draco"}
    await table.refused("/duel Albus Draco", "refusal-in-duel")


@pytest.mark.parametrize(
    ("degree", "choosers"),
    [
        (1, ["offended", "seconds", "seconds"]),
        (2, ["offended", "offended", "seconds"]),
        (3, ["offended", "offended", "offended"]),
    ],
)
async def test_the_insult_degree_decides_who_chooses(degree: int, choosers: list[str]) -> None:
    table = await duel()
    await table.ok(f"/protocol offended=Draco degree={degree}")
    shown = await table.ok("/protocol")
    assert [e.args["chooser"] for e in events(shown, "ergs-protocol-choice")] == choosers
    assert event(shown, "ergs-protocol-insult").args == {"offended": "Draco", "offender": "Harry", "degree": degree}


async def test_choices_wait_for_the_insult_and_the_offended_alone_makes_theirs() -> None:
    table = await duel()
    await table.refused("/protocol weapon=wand", "ergs-refusal-insult-first")
    await table.ok("/protocol offended=Draco degree=1")
    await table.refused("/protocol weapon=wand", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.ok("/protocol weapon=wand", actor=DRACO_PLAYER)
    await table.ok("/protocol mode=mobile", actor=HARRY_PLAYER)
    await table.refused("/protocol weapon=sword", "ergs-refusal-choice")
    await table.refused("/protocol degree=4", "ergs-refusal-degree")
    await table.refused("/protocol offended=Albus", "ergs-refusal-not-duellist")
    await table.refused("/protocol colour=red", "ergs-refusal-protocol-key")


@pytest.mark.parametrize(
    ("field", "ok"),
    [("40x12", True), ("12x40", True), ("60×20", True), ("39x12", False), ("40x11", False), ("1001x20", False)],
)
async def test_the_field_is_at_least_forty_by_twelve_steps(field: str, ok: bool) -> None:
    table = await duel()
    if ok:
        await table.ok(f"/protocol field={field}")
        assert ((await table.duel()).protocol.length or 0) >= 40
    else:
        await table.refused(f"/protocol field={field}", "ergs-refusal-field")


async def test_a_field_that_is_not_two_numbers_is_refused() -> None:
    table = await duel()
    await table.refused("/protocol field=big", "ergs-refusal-bad-field")


@pytest.mark.parametrize(("bout", "ok"), [(29, False), (30, True), (45, True), (60, True), (61, False)])
async def test_bouts_last_thirty_to_sixty_seconds(bout: int, ok: bool) -> None:
    table = await duel()
    if ok:
        await table.ok(f"/protocol bout={bout}")
    else:
        await table.refused(f"/protocol bout={bout}", "ergs-refusal-bout")


@pytest.mark.parametrize(("pause", "seconds"), [("300", 300), ("2x", 120), ("1.5x", 90), ("5x", 300), ("45", 45)])
async def test_breaks_in_seconds_or_as_a_multiple_of_the_bout(pause: str, seconds: int) -> None:
    table = await duel()
    await table.ok(f"/protocol bout=60 break={pause}")
    assert (await table.duel()).protocol.pause == seconds


@pytest.mark.parametrize("pause", ["301", "6x", "0", "long"])
async def test_breaks_are_at_most_five_minutes(pause: str) -> None:
    table = await duel()
    await table.refused(f"/protocol bout=60 break={pause}", "ergs-refusal-break")


async def test_a_multiple_needs_the_bout_first() -> None:
    table = await duel()
    await table.refused("/protocol break=2x", "ergs-refusal-bout-first")


async def test_the_protocol_reports_what_is_missing_until_it_is_signed() -> None:
    table = await duel()
    reply = await table.ok(FULL)
    assert event(reply, "ergs-protocol-missing").args == {"item": "seconds", "name": "Harry"}
    await table.refused("/protocol sign Sirius", "ergs-refusal-not-second")
    await table.ok("/protocol second Harry Sirius")
    await table.ok("/protocol second Draco Lucius")
    await table.refused("/protocol second Draco Sirius", "ergs-refusal-second")
    reply = await table.refused("/protocol sign Sirius", "ergs-refusal-protocol-incomplete")
    assert reply.refusal is not None and reply.refusal.args["item"] == "dress"
    await table.ok("/protocol dress Harry")
    await table.ok("/protocol dress Draco")
    assert keys(await table.ok("/protocol sign Sirius")) == ["ergs-protocol-signature"]
    await table.refused("/protocol sign sirius", "ergs-refusal-signed")
    assert keys(await table.ok("/protocol sign Lucius")) == ["ergs-protocol-signature", "ergs-protocol-signed"]


async def test_a_change_voids_the_signatures() -> None:
    table = await signed()
    reply = await table.ok('/protocol place="the shaded alley by the lake"')
    assert "ergs-protocol-unsigned" in keys(reply)
    assert (await table.duel()).protocol.signed == []


async def test_the_readable_protocol() -> None:
    table = await signed()
    shown = await table.ok("/protocol")
    assert keys(shown) == [
        "ergs-protocol-head",
        "ergs-protocol-insult",
        "ergs-protocol-choice",
        "ergs-protocol-choice",
        "ergs-protocol-choice",
        "ergs-protocol-field",
        "ergs-protocol-circle",
        "ergs-protocol-timing",
        "ergs-protocol-duellist",
        "ergs-protocol-duellist",
        "ergs-protocol-signatures",
        "ergs-protocol-signed",
    ]
    assert event(shown, "ergs-protocol-timing").args == {"bout": 30, "pause": 60, "ratio": "2", "times": 2}
    draco = events(shown, "ergs-protocol-duellist")[1].args
    assert (draco["seconds"], draco["dress"], draco["bandages"]) == ("Lucius", "bandaged", "left wrist")
    text = table.lines(shown, "ru")
    assert "Оскорбление третьей степени (действием): Драко оскорбил Гарри." in text
    assert "Схватки по 30 с, перерывы по 60 с (в 2 раза дольше схватки)." in text


async def test_stepping_out_of_the_circle_ends_a_stationary_duel() -> None:
    table = await signed()
    reply = await table.ok("/end out=Draco")
    assert keys(reply) == ["ergs-duel-out", "ergs-duel-end-winner"]
    assert event(reply, "ergs-duel-end-winner").args["winner"] == "Harry"
    duel_ = await table.duel()
    assert (duel_.ended, duel_.winner_side, duel_.protocol.out) == (True, 1, "draco")
    await table.refused("/protocol duel=1 bout=40", "ergs-refusal-duel-ended")
    assert "ergs-duel-out" in keys(await table.ok("/protocol duel=1"))


async def test_a_mobile_duel_has_no_circle_to_step_out_of() -> None:
    table = await duel()
    await table.ok("/protocol offended=Harry degree=3 mode=mobile")
    await table.refused("/end out=Draco", "ergs-refusal-not-stationary")
    await table.refused("/end", "ergs-refusal-not-party", actor=DRACO_PLAYER.model_copy(update={"id": "p:nobody"}))
    assert keys(await table.ok("/end", actor=DRACO_PLAYER)) == ["ergs-duel-end"]


async def test_the_bout_timer_needs_a_signed_periodic_protocol() -> None:
    table = await duel()
    await table.refused("/bout start", "ergs-refusal-not-periodic")
    await table.ok(FULL)
    reply = await table.refused("/bout start", "ergs-refusal-protocol-incomplete")
    assert reply.refusal is not None and reply.refusal.args["item"] == "seconds"
    await table.refused("/bout tick", "ergs-refusal-bout-idle")
    await table.refused("/bout jump", "ergs-refusal-bout-action")


async def test_the_timer_calls_stop_and_resume_for_every_boundary_crossed() -> None:
    table = await signed()
    begin = await table.ok("/bout start", start=0)
    assert event(begin, "ergs-bout-begin").args == {
        "duel": "1", "bout": 1, "seconds": 30, "clock": "12:00:00", "until": "12:00:30",
    }  # fmt: skip
    assert keys(await table.ok("/bout tick", start=29)) == ["ergs-bout-status"]  # nothing crossed: where it stands
    stop = await table.ok("/bout tick", start=30)
    assert [(e.key, e.args["bout"], e.args["clock"]) for e in stop.events] == [("ergs-bout-stop", 1, "12:00:30")]
    assert keys(await table.ok("/bout tick", start=31)) == ["ergs-bout-status"]
    crossed = await table.ok("/bout tick", start=185)
    assert [(e.key, e.args["bout"], e.args["clock"]) for e in crossed.events] == [
        ("ergs-bout-resume", 2, "12:01:30"),
        ("ergs-bout-stop", 2, "12:02:00"),
        ("ergs-bout-resume", 3, "12:03:00"),
    ]
    status = await table.ok("/bout", start=190)
    assert event(status, "ergs-bout-status").args == {"duel": "1", "phase": "bout", "bout": 3, "left": 20}
    status = await table.ok("/bout status", start=215)
    assert event(status, "ergs-bout-status").args == {"duel": "1", "phase": "break", "bout": 3, "left": 55}


async def test_the_timer_stops_and_a_long_silence_is_summed_up() -> None:
    table = await signed()
    await table.ok("/bout start", start=0)
    await table.refused("/bout start", "ergs-refusal-bout-running", start=1)
    reply = await table.ok("/bout tick", start=3600)
    assert event(reply, "ergs-bout-skipped").args["n"] == 80 - 20
    assert len(events(reply, "ergs-bout-stop") + events(reply, "ergs-bout-resume")) == 20
    assert keys(await table.ok("/bout stop", start=3601)) == ["ergs-bout-stopped"]
    await table.refused("/bout tick", "ergs-refusal-bout-idle", start=3700)


async def test_an_ended_duel_keeps_its_protocol_after_a_duellist_leaves_the_roster() -> None:
    table = await duel()
    await table.ok("/end winner=Harry")
    await table.ok("/char Draco remove")
    shown = await table.ok("/protocol duel=1")
    assert event(shown, "ergs-protocol-head").args == {"duel": "1", "a": "Harry", "b": "draco", "ended": True}
