"""Casting discipline: targets and distance, the spellbook, fights, the three-second rule and simultaneity."""

from __future__ import annotations

from tests.assistant.rulesets.ergs_kit import HARRY_PLAYER, event, events, keys, wizards


async def test_a_cast_names_its_target_and_pays_its_cost() -> None:
    table = await wizards()
    reply = await table.ok("/cast Draco: crucio at Harry", start=0)
    assert event(reply, "ergs-cast").args == {"name": "Draco", "spell": "crucio", "target": "Harry", "n": 1, "ergs": 2}
    assert await table.ergs("Draco") == 2


async def test_spell_names_in_any_language_and_filler_words() -> None:
    table = await wizards()
    reply = await table.ok("/cast Draco: Авада Кедавра на Harry", start=0)
    assert event(reply, "ergs-cast").args["spell"] == "avada-kedavra"
    reply = await table.ok("/cast Harry: Уклонение", start=10)
    assert keys(reply) == ["ergs-dodge"] and await table.ergs("Harry") == 2


async def test_never_at_oneself_and_at_most_ten_steps() -> None:
    table = await wizards()
    await table.refused("/cast Harry: expelliarmus Harry", "ergs-refusal-self")
    await table.refused("/cast Harry: expelliarmus Draco distance=11", "ergs-refusal-distance")
    await table.refused("/cast Harry: expelliarmus Draco distance=far", "ergs-refusal-bad-distance")
    await table.ok("/cast Harry: expelliarmus Draco distance=10")


async def test_an_attack_needs_a_target_a_shield_does_not() -> None:
    table = await wizards()
    await table.refused("/cast Harry: expelliarmus", "ergs-refusal-no-target")
    assert keys(await table.ok("/cast Harry: protego")) == ["ergs-cast-untargeted"]


async def test_someone_off_the_roster_may_be_a_target() -> None:
    table = await wizards()
    reply = await table.ok("/cast Albus: patronus at the dementor")
    assert event(reply, "ergs-cast").args["target"] == "the dementor"


async def test_only_known_spells_and_only_ones_own_wizard() -> None:
    table = await wizards()
    await table.refused("/cast Harry: crucio Draco", "ergs-refusal-unknown-to")
    await table.refused("/cast Harry: accio Draco", "refusal-unknown-spell")
    await table.refused("/cast Draco: crucio Harry", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.ok("/cast expelliarmus Draco", actor=HARRY_PLAYER)


async def test_a_wizard_must_hold_a_whole_wand() -> None:
    table = await wizards()
    await table.ok("/wand Harry damage", actor=HARRY_PLAYER)
    await table.refused("/cast Harry: expelliarmus Draco", "ergs-refusal-wand-damaged")
    await table.ok("/wand Harry give Draco")
    await table.refused("/cast Harry: expelliarmus Draco", "ergs-refusal-wand-none")


async def test_non_combat_spells_are_refused_in_a_duel() -> None:
    table = await wizards()
    await table.ok("/cast Draco: imperius Harry", start=0)
    await table.ok("/duel Harry Draco")
    await table.refused("/cast Draco: imperius Harry", "ergs-refusal-non-combat", start=100)


async def test_non_combat_spells_are_refused_soon_after_an_attack() -> None:
    table = await wizards()
    await table.ok("/cast Harry: stupefy Draco", start=0, end=1)
    await table.refused("/cast Draco: imperius Harry", "ergs-refusal-non-combat", start=30)
    await table.ok("/cast Draco: imperius Harry", start=62)


async def test_the_three_second_rule_kept() -> None:
    table = await wizards()
    await table.ok("/cast Draco: crucio Harry", start=0, end=0.8)
    reply = await table.ok("/cast Draco: furrore Harry", start=3.8, end=4.5)
    assert "ergs-too-soon" not in keys(reply)


async def test_the_three_second_rule_broken_fails_the_spell_but_costs_its_ergs() -> None:
    table = await wizards()
    await table.ok("/cast Draco: crucio Harry", start=0, end=1.5)
    reply = await table.ok("/cast Draco: furrore Harry", start=4.0, end=4.6)
    assert event(reply, "ergs-too-soon").args == {"name": "Draco", "spell": "furrore", "gap": 2.5, "wait": 3.0}
    assert await table.ergs("Draco") == 1
    assert (await table.state()).casts[-1].failed is True


async def test_the_count_restarts_from_each_attack_said() -> None:
    table = await wizards()
    await table.ok("/cast Draco: crucio Harry", start=0)
    assert "ergs-too-soon" in keys(await table.ok("/cast Draco: furrore Harry", start=2))
    assert "ergs-too-soon" in keys(await table.ok("/cast Draco: crucio Harry", start=4))


async def test_a_shield_or_a_dodge_allows_an_immediate_counter_attack() -> None:
    table = await wizards()
    await table.ok("/cast Harry: stupefy Draco", start=0, end=0.5)
    await table.ok("/cast Harry: protego", start=1, end=1.3)
    assert "ergs-too-soon" not in keys(await table.ok("/cast Harry: expelliarmus Draco", start=1.5, end=2))
    await table.ok("/dodge Harry", start=2.2)
    assert "ergs-too-soon" not in keys(await table.ok("/cast Harry: stupefy Draco", start=2.5))


async def test_a_spell_that_is_not_a_shield_is_caught_by_the_count_too() -> None:
    table = await wizards()
    await table.ok("/char Albus spells=patronus,exorcio,mental-magic,furrore")
    await table.ok("/cast Albus: furrore Draco", start=0)
    assert "ergs-too-soon" in keys(await table.ok("/cast Albus: patronus", start=1))


async def test_overlapping_casts_all_fail() -> None:
    table = await wizards()
    first = await table.ok("/cast Harry: expelliarmus Draco", start=0, end=1)
    assert "ergs-simultaneous" not in keys(first)
    second = await table.ok("/cast Draco: crucio Harry", start=0.5, end=1.5)
    assert event(second, "ergs-simultaneous").args["n"] == 2
    failed = [(e.args["name"], e.args["spell"]) for e in events(second, "ergs-simultaneous-fails")]
    assert failed == [("Harry", "expelliarmus"), ("Draco", "crucio")]
    assert [c.failed for c in (await table.state()).casts] == [True, True]
    assert await table.ergs("Draco") == 2


async def test_avada_kedavra_works_even_when_simultaneous() -> None:
    table = await wizards()
    await table.ok("/cast Harry: stupefy Draco", start=0, end=1)
    reply = await table.ok("/cast Draco: avada kedavra Harry", start=0.2, end=1.4)
    assert [e.args["name"] for e in events(reply, "ergs-simultaneous-fails")] == ["Harry"]
    assert [e.args["spell"] for e in events(reply, "ergs-simultaneous-holds")] == ["avada-kedavra"]
    assert [c.failed for c in (await table.state()).casts] == [True, False]


async def test_an_avada_kedavra_said_too_soon_fails_even_when_simultaneous() -> None:
    table = await wizards()
    await table.ok("/cast Draco: crucio Harry", start=0, end=1)
    await table.ok("/cast Harry: stupefy Draco", start=2, end=2.6)
    reply = await table.ok("/cast Draco: avada kedavra Harry", start=2.4, end=3)
    assert "ergs-too-soon" in keys(reply) and events(reply, "ergs-simultaneous-holds") == []
    assert [e.args["spell"] for e in events(reply, "ergs-simultaneous-fails")] == ["stupefy", "avada-kedavra"]


async def test_within_the_window_is_simultaneous_beyond_it_is_not() -> None:
    table = await wizards()
    await table.ok("/cast Harry: stupefy Draco", start=0, end=1)
    assert "ergs-simultaneous" in keys(await table.ok("/cast Draco: crucio Harry", start=1.2, end=2))
    later = await wizards()
    await later.ok("/cast Harry: stupefy Draco", start=0, end=1)
    assert "ergs-simultaneous" not in keys(await later.ok("/cast Draco: crucio Harry", start=1.3, end=2))


async def test_a_shield_said_at_the_same_moment_as_the_attack_fails_with_it() -> None:
    table = await wizards()
    await table.ok("/cast Draco: crucio Harry", start=0, end=1)
    reply = await table.ok("/cast Harry: protego", start=0.3, end=0.9)
    failed = [(e.args["name"], e.args["spell"]) for e in events(reply, "ergs-simultaneous-fails")]
    assert failed == [("Draco", "crucio"), ("Harry", "protego")]
    assert [c.failed for c in (await table.state()).casts] == [True, True]


async def test_a_shield_after_the_attack_is_not_simultaneous() -> None:
    table = await wizards()
    await table.ok("/cast Draco: crucio Harry", start=0, end=1)
    assert "ergs-simultaneous" not in keys(await table.ok("/cast Harry: protego", start=1.3, end=1.9))


async def test_casts_in_separate_fights_do_not_clash() -> None:
    table = await wizards()
    await table.ok("/char Neville age=15")
    await table.ok("/char Albus spells=patronus,exorcio,mental-magic,furrore")
    await table.ok("/cast Harry: stupefy Draco", start=0, end=1)
    assert "ergs-simultaneous" not in keys(await table.ok("/cast Albus: furrore Neville", start=0.2, end=1))


async def test_timestamps_from_options_and_their_refusals() -> None:
    table = await wizards()
    await table.ok("/cast Draco: crucio Harry at=12:00:00 end=12:00:01")
    assert "ergs-too-soon" in keys(await table.ok("/cast Draco: furrore Harry at=+2"))
    await table.refused("/cast Harry: stupefy Draco at=noon", "ergs-refusal-bad-time")
    await table.refused("/cast Harry: stupefy Draco at=12:00:05 end=12:00:04", "ergs-refusal-end-before-start")


async def test_a_spell_beyond_the_pool_is_refused_and_changes_nothing() -> None:
    table = await wizards()
    await table.ok("/spend Draco 2 reason=bribe")
    await table.refused("/cast Draco: avada kedavra Harry", "ergs-refusal-ergs")
    assert await table.ergs("Draco") == 1
