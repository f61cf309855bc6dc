"""Feniks duels on the real engine with scripted dice: turns, defences, multi-party, surprise, knock-outs."""

from __future__ import annotations

import pytest

from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.assistant.rulesets.feniks_support import ALICE, BOB, DRACO, GOYLE, HARRY, RON, Table, first, keys
from tests.fakes import FakeClock


@pytest.fixture
def storage() -> Storage:
    """Rule tests run on the in-memory store; the engine suite covers every storage."""
    return InMemoryStorage()


@pytest.fixture
async def duel(storage: Storage, clock: FakeClock) -> Table:
    """Harry vs Draco, Harry first by agreement."""
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, "/duel Harry vs Draco", "/order Harry Draco")
    return table


async def test_first_move_is_an_attack_and_queues_a_defence(duel: Table) -> None:
    events = await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    assert keys(events) == ["feniks-attack", "feniks-kod", "feniks-turn-defend"]
    attack = first(events, "feniks-attack")
    assert attack.args.items() >= {"outcome": "hit", "value": 7, "spell": "stupefy", "target": "Draco"}.items()
    assert [r.label for r in attack.rolls] == ["disruption", "accuracy", "power"]
    kod = first(events, "feniks-kod")
    assert kod.args == {"name": "Harry", "defence": "—", "attack": "7 (6 + 1)", "hp": 22, "max": 22}
    fight = (await duel.state()).duels["1"]
    assert fight.current() == "draco" and [p.value for p in fight.pending["draco"]] == [7]


async def test_defence_before_attack_then_kod_shows_both(duel: Table) -> None:
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    assert (await duel.refused("/cast stupefy Harry")).key == "feniks-refusal-defend-first"
    shield = await duel.ok("/defend shield", faces=[6, 4])
    assert first(shield, "feniks-defence-shield").args.items() >= {"value": 4, "damage": 3, "hp": 21}.items()
    assert keys(shield)[-1] == "feniks-turn-attack"
    attack = await duel.ok("/cast stupefy Harry", faces=[5, 2, 3])
    kod = first(attack, "feniks-kod")
    assert kod.args == {"name": "Draco", "defence": "4 (4 + 0)", "attack": "5 (3 + 2)", "hp": 21, "max": 24}
    dodge = await duel.ok("/defend dodge", faces=[8])
    assert first(dodge, "feniks-defence-dodge").args.items() >= {"failed": False, "damage": 0, "hp": 22}.items()


async def test_failed_dodge_and_no_defence_take_the_full_attack(duel: Table) -> None:
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    await duel.ok("/defend dodge", faces=[8])
    assert await duel.hp("draco") == 17
    await duel.ok("/cast stupefy Harry", faces=[5, 2, 3])
    await duel.ok("/defend none")
    assert await duel.hp("harry") == 17


async def test_disrupted_defence_takes_full_damage_and_ends_the_move(duel: Table) -> None:
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    events = await duel.ok("/defend shield", faces=[1])
    assert keys(events) == ["feniks-defence-shield", "feniks-move-ends", "feniks-kod", "feniks-turn-attack"]
    assert first(events, "feniks-defence-shield").args.items() >= {"failed": True, "damage": 7, "hp": 17}.items()
    assert first(events, "feniks-kod").args == {"name": "Draco", "defence": "✗", "attack": "—", "hp": 17, "max": 24}
    assert first(events, "feniks-turn-attack").args["name"] == "Harry"
    assert (await duel.refused("/cast Draco: stupefy Harry")).key == "feniks-refusal-turn"


async def test_failed_or_missed_attack_needs_no_defence(duel: Table) -> None:
    failed = await duel.ok("/cast stupefy Draco", faces=[1])
    assert (
        first(failed, "feniks-attack").args["outcome"] == "fail" and first(failed, "feniks-kod").args["attack"] == "✗"
    )
    missed = await duel.ok("/cast stupefy Harry", faces=[6, 1])
    assert first(missed, "feniks-attack").args["outcome"] == "miss"
    assert keys(missed)[-1] == "feniks-turn-attack" and (await duel.state()).duels["1"].pending == {}


async def test_critical_hit(duel: Table) -> None:
    events = await duel.ok("/cast stupefy Draco", faces=[9, 10, 10])
    assert first(events, "feniks-attack").args.items() >= {"outcome": "critical", "value": 13}.items()


async def test_spell_categories_choose_the_modifier(duel: Table) -> None:
    transfig = await duel.ok("/cast Harry: avifors at Draco", faces=[9, 5, 5])
    assert first(transfig, "feniks-attack").args["value"] == 4
    await duel.ok("/defend none")
    custom = await duel.ok("/cast Draco: Oppugnatio Maxima Harry category=transmutacja", faces=[9, 5, 5])
    assert first(custom, "feniks-attack").args.items() >= {"spell": "Oppugnatio Maxima", "value": 2}.items()


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("/cast wingardium Draco", "feniks-refusal-unknown-spell"),
        ("/cast stupefy Voldemort", "refusal-no-character"),
        ("/cast stupefy Harry", "feniks-refusal-target-self"),
        ("/cast protego Draco", "feniks-refusal-shield-spell"),
        ("/cast Draco: stupefy Harry", "feniks-refusal-turn"),
        ("/defend shield", "feniks-refusal-nothing-to-defend"),
        ("/cast", "refusal-missing-arg"),
        ("/cast Oppugno Draco category=potions", "feniks-refusal-word"),
        ("/order Draco Harry", "feniks-refusal-order-members"),
    ],
)
async def test_bad_moves_are_refused_and_change_nothing(duel: Table, line: str, key: str) -> None:
    if "order" in line:
        await duel.ok("/cast stupefy Draco", faces=[1])
        key = "feniks-refusal-started"
    assert (await duel.refused(line)).key == key


async def test_defence_spell_must_be_a_shield(duel: Table) -> None:
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    assert (await duel.refused("/defend shield stupefy")).key == "feniks-refusal-not-shield"
    assert (await duel.refused("/defend sideways")).key == "feniks-refusal-word"
    assert (await duel.refused("/defend shield sideways")).key == "feniks-refusal-unknown-shield"
    events = await duel.ok("/defend Protego Maxima", faces=[9, 9])
    assert (
        first(events, "feniks-defence-shield").args.items() >= {"shield_spell": "protego-maxima", "damage": 0}.items()
    )


async def test_players_act_only_for_their_own_characters(duel: Table) -> None:
    await duel.setup("/iam Harry to=alice", "/iam Draco to=bob")
    assert (await duel.refused("/cast Harry: stupefy Draco", BOB)).key == "refusal-not-yours"
    assert (await duel.refused("/cast stupefy Harry", BOB)).key == "feniks-refusal-turn"
    assert (await duel.refused("/order Draco Harry", ALICE)).key == "refusal-gm-only"
    assert (await duel.refused("/end", ALICE)).key == "refusal-gm-only"
    await duel.ok("/cast stupefy Draco", ALICE, faces=[7, 5, 6])
    assert (await duel.refused("/defend none", ALICE)).key == "feniks-refusal-turn"
    await duel.ok("/defend none", BOB)


async def test_cast_before_the_order_is_set_is_refused(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, "/duel Harry vs Draco")
    assert (await table.refused("/cast Harry: stupefy Draco")).key == "feniks-refusal-no-order"


async def test_undo_reverts_a_move(duel: Table) -> None:
    before = await duel.raw()
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    undo = await duel.ok("/undo")
    assert keys(undo) == ["undo-done"]
    after = await duel.raw()
    assert after is not None and before is not None
    assert {k: v for k, v in after.items() if k != "seq"} == {k: v for k, v in before.items() if k != "seq"}
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])


@pytest.fixture
async def two_on_one(storage: Storage, clock: FakeClock) -> Table:
    """Harry and Ron against Draco, in that order."""
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, RON, "/duel Harry Ron vs Draco", "/order Harry Ron Draco")
    return table


async def test_each_incoming_attack_gets_its_own_defence(two_on_one: Table) -> None:
    await two_on_one.ok("/cast stupefy Draco", faces=[7, 5, 6])
    await two_on_one.ok("/cast stupefy Draco", faces=[7, 5, 5])
    refusal = await two_on_one.refused("/cast stupefy Harry")
    assert refusal.key == "feniks-refusal-defend-first" and refusal.args["count"] == 2
    first_defence = await two_on_one.ok("/defend none")
    assert first(first_defence, "feniks-defence-none").args.items() >= {"attacker": "Harry", "damage": 7}.items()
    assert first(first_defence, "feniks-turn-defend").args.items() >= {"attacker": "Ron", "value": 5}.items()
    second = await two_on_one.ok("/defend dodge", faces=[9])
    assert keys(second) == ["feniks-defence-dodge", "feniks-turn-attack"]
    attack = await two_on_one.ok("/cast stupefy Ron", faces=[7, 5, 4])
    assert first(attack, "feniks-kod").args["defence"] == "—; ✓ (9)"
    assert first(attack, "feniks-turn-attack").args["name"] == "Harry"
    assert first((await two_on_one.ok("/status")), "feniks-status-pending").args["defender"] == "Ron"


async def test_disrupted_defence_lets_the_remaining_attacks_land(two_on_one: Table) -> None:
    await two_on_one.ok("/cast stupefy Draco", faces=[7, 5, 6])
    await two_on_one.ok("/cast stupefy Draco", faces=[7, 5, 5])
    events = await two_on_one.ok("/defend shield", faces=[1])
    assert keys(events) == [
        "feniks-defence-shield",
        "feniks-move-ends",
        "feniks-defence-none",
        "feniks-kod",
        "feniks-turn-attack",
    ]
    assert await two_on_one.hp("draco") == 24 - 7 - 5
    assert first(events, "feniks-kod").args["defence"] == "✗; —"


async def test_target_must_be_named_when_several_opponents_stand(two_on_one: Table) -> None:
    await two_on_one.ok("/cast stupefy Draco", faces=[1])
    await two_on_one.ok("/cast stupefy", faces=[1])
    refusal = await two_on_one.refused("/cast stupefy")
    assert refusal.key == "feniks-refusal-which-target" and refusal.args["names"] == "Harry, Ron"


async def test_spontaneous_knock_out(duel: Table) -> None:
    await duel.ok("/end")
    await duel.setup("/char Draco hp=5", "/duel Harry vs Draco", "/order Harry Draco")
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    events = await duel.ok("/defend none")
    assert keys(events) == ["feniks-defence-none", "feniks-ko-spontaneous", "feniks-kod", "feniks-duel-won"]
    assert first(events, "feniks-duel-won").args["names"] == "Harry"
    state = await duel.state()
    draco, fight = state.characters["draco"], state.duels["2"]
    assert (draco.hp, draco.condition, fight.ended, fight.winner_side) == (0, "unconscious", True, 1)
    assert (await duel.refused("/duel Harry vs Draco")).key == "feniks-refusal-cannot-fight"
    await duel.ok("/char Draco severity=hospital")
    assert (await duel.state()).characters["draco"].condition == "hospital"
    assert (
        await duel.refused("/char Draco severity=moment")
    ).key == "feniks-refusal-severity-set"  # chosen once; /undo takes it back


async def test_severity_is_the_players_choice(duel: Table) -> None:
    await duel.ok("/end")
    await duel.setup("/char Draco hp=5", "/iam Draco to=bob", "/duel Harry vs Draco", "/order Harry Draco")
    await duel.ok("/cast stupefy Draco", faces=[7, 5, 6])
    await duel.ok("/defend none", BOB)
    assert (await duel.refused("/char Draco severity=moment", ALICE)).key == "refusal-not-yours"
    events = await duel.ok("/char Draco powaga=chwila", BOB)
    assert first(events, "feniks-severity").args["severity"] == "moment"
    assert (await duel.state()).characters["draco"].condition == "ok"


@pytest.mark.parametrize(("restore", "after"), [("yes", 5), ("no", 0)])
async def test_club_knock_out_restores_hit_points_unless_agreed(
    storage: Storage, clock: FakeClock, restore: str, after: int
) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, "/char Draco hp=5", f"/duel Harry vs Draco type=club restore={restore}")
    await table.ok("/order Harry Draco")
    await table.ok("/cast stupefy Draco", faces=[7, 5, 6])
    events = await table.ok("/defend none")
    ending = "feniks-hp-restored" if restore == "yes" else "feniks-club-kept"
    assert keys(events)[:4] == ["feniks-defence-none", "feniks-ko-club", "feniks-kod", "feniks-duel-won"]
    assert ending in keys(events)
    draco = (await table.state()).characters["draco"]
    assert (draco.hp, draco.condition) == (after, "ok")


async def test_gm_ends_a_club_duel_and_hit_points_come_back(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, "/duel Harry vs Draco type=klub", "/order Harry Draco")
    await table.ok("/cast stupefy Draco", faces=[7, 5, 6])
    await table.ok("/defend none")
    assert await table.hp("draco") == 17
    events = await table.ok("/end")
    assert keys(events) == ["feniks-duel-ended", "feniks-hp-restored", "feniks-hp-restored"]
    assert await table.hp("draco") == 24 and (await table.state()).duels["1"].ended


async def test_initiative_exact_half_reflex(duel: Table) -> None:
    table = duel
    await table.ok("/end")
    await table.ok("/duel Harry vs Draco")
    events = await table.ok("/init", faces=[8, 10])
    rolls = [e.args for e in events if e.key == "feniks-init-roll"]
    assert rolls == [
        {"name": "Harry", "face": 8, "bonus": 3.5, "total": 11.5},
        {"name": "Draco", "face": 10, "bonus": 2.5, "total": 12.5},
    ]
    assert first(events, "feniks-order").args["names"] == "Draco → Harry"


async def test_initiative_tie_goes_to_higher_reflex(duel: Table) -> None:
    await duel.ok("/end")
    await duel.ok("/duel Harry vs Draco")
    events = await duel.ok("/init", faces=[10, 11])
    assert "feniks-init-tie" in keys(events) and "feniks-init-reroll" not in keys(events)
    assert (await duel.state()).duels["2"].order == ["harry", "draco"]


async def test_initiative_full_tie_rerolls_only_the_tied(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, RON, "/char Neville age=14 reflex=3", DRACO, "/duel Harry Ron vs Draco Neville")
    events = await table.ok("/init", faces=[2, 5, 12, 5, 4, 4, 9, 1])
    assert keys(events).count("feniks-init-reroll") == 2
    assert (await table.state()).duels["1"].order == ["draco", "ron", "neville", "harry"]


async def test_uneven_fight_allows_one_surpriser_who_always_hits(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, RON, DRACO)
    assert (await table.refused("/duel Harry Ron vs Draco surprise=Harry,Ron")).key == "feniks-refusal-surprise-uneven"
    assert (await table.refused("/duel Harry Ron vs Draco surprise=Harry,Draco")).key == "feniks-refusal-surprise-sides"
    await table.ok("/duel Harry Ron vs Draco surprise=Draco")
    events = await table.ok("/init", faces=[3, 15])
    assert first(events, "feniks-order").args["names"] == "Draco → Ron → Harry"
    attack = await table.ok("/cast stupefy Harry", faces=[5, 1])
    assert first(attack, "feniks-attack").args.items() >= {"surprise": True, "outcome": "hit", "value": 3}.items()
    normal = await table.ok("/cast stupefy Draco", faces=[5, 1])
    assert first(normal, "feniks-attack").args.items() >= {"surprise": False, "outcome": "miss"}.items()


async def test_even_fight_surprisers_must_attack_different_people(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, RON, DRACO, GOYLE, "/duel Harry Ron vs Draco Goyle surprise=Harry,Ron")
    events = await table.ok("/init", faces=[10, 5, 12, 3])
    assert first(events, "feniks-order").args["names"] == "Harry → Ron → Draco → Goyle"
    await table.ok("/cast stupefy Draco", faces=[6, 4])
    assert (await table.refused("/cast stupefy Draco")).key == "feniks-refusal-surprise-target"
    second = await table.ok("/cast stupefy Goyle", faces=[6, 4])
    assert first(second, "feniks-attack").args.items() >= {"surprise": True, "value": 4}.items()
    await table.ok("/defend none")
    late = await table.ok("/cast stupefy Harry", faces=[6, 4, 4])
    assert first(late, "feniks-attack").args["surprise"] is False


async def test_several_duels_at_once(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO, RON, GOYLE, "/duel Harry vs Draco", "/duel Ron vs Goyle")
    assert (await table.refused("/duel Harry vs Ron")).key == "refusal-in-duel"
    await table.ok("/order Harry Draco")
    await table.ok("/order Goyle Ron")
    assert (await table.refused("/cast stupefy")).key == "refusal-which-duel"
    await table.ok("/cast stupefy duel=2", faces=[7, 5, 5])
    await table.ok("/cast Harry: stupefy", faces=[1])
    state = await table.state()
    assert state.duels["1"].current() == "draco" and state.duels["2"].current() == "ron"
    status = await table.ok("/status")
    assert keys(status).count("feniks-status-duel") == 2
    assert (await table.refused("/end duel=9")).key == "refusal-no-duel"
    await table.ok("/end duel=1")
    assert (await table.refused("/end duel=1")).key == "feniks-refusal-duel-over"


async def test_duel_needs_two_sides_and_distinct_fighters(storage: Storage, clock: FakeClock) -> None:
    table = Table(storage, clock)
    await table.setup(HARRY, DRACO)
    assert (await table.refused("/duel Harry Draco")).key == "feniks-refusal-duel-syntax"
    assert (await table.refused("/duel Harry vs Harry")).key == "feniks-refusal-duel-twice"
    assert (await table.refused("/duel Harry vs Draco type=tea")).key == "feniks-refusal-word"
    assert (await table.refused("/duel Harry vs Draco", ALICE)).key == "feniks-refusal-not-party"
