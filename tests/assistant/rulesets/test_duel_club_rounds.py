"""Duel club rounds: every spell's effect, the resolution decisions, the wand race, alternation, initiative."""

from __future__ import annotations

from tests.assistant.rulesets.duel_club_kit import (
    DRACO_PLAYER,
    HARRY_PLAYER,
    Table,
    duelling,
    event,
    events,
    keys,
    open_table,
)

HIT, MISS = 1, 100  # a 1 succeeds at any threshold ≥ 1; a 100 fails below 100


async def pv(table: Table, name: str) -> int:
    return (await table.state()).characters[name].pv


async def test_stupefy_takes_one_pv() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast protego", MISS, actor=DRACO_PLAYER)
    hit = event(reply, "duel_club-hit")
    assert (hit.args["name"], hit.args["amount"], hit.args["pv"]) == ("Draco", 1, 4)
    assert await pv(table, "draco") == 4
    assert await pv(table, "harry") == 5


async def test_reinforced_stupefy_takes_two_pv() -> None:
    table = await duelling()
    await table.ok("/cast stupefy-reinforced", HIT, actor=HARRY_PLAYER)
    await table.ok("/cast levicorpus", MISS, actor=DRACO_PLAYER)
    assert await pv(table, "draco") == 3


async def test_failed_spell_does_nothing() -> None:
    table = await duelling()
    await table.ok("/cast stupefy-reinforced", 51, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy", 51, actor=DRACO_PLAYER)
    assert "duel_club-hit" not in keys(reply)
    assert "duel_club-no-effect" in keys(reply)
    assert await pv(table, "draco") == 5
    assert await pv(table, "harry") == 5


async def test_protego_answer_blocks_the_first_spell() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast protego", HIT, actor=DRACO_PLAYER)
    blocked = event(reply, "duel_club-blocked")
    assert blocked.args == {"name": "Harry", "spell": "stupefy", "by": "Draco", "shield_spell": "protego"}
    assert await pv(table, "draco") == 5


async def test_protego_cast_first_blocks_the_answer() -> None:
    table = await duelling()
    await table.ok("/cast protego", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy-reinforced", HIT, actor=DRACO_PLAYER)
    assert event(reply, "duel_club-blocked").args["name"] == "Draco"
    assert await pv(table, "harry") == 5


async def test_failed_protego_blocks_nothing() -> None:
    table = await duelling()
    await table.ok("/cast protego", MISS, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy", HIT, actor=DRACO_PLAYER)
    assert "duel_club-blocked" not in keys(reply)
    assert await pv(table, "harry") == 4


async def test_expelliarmus_first_voids_the_answer_unrolled() -> None:
    table = await duelling()
    await table.ok("/cast expelliarmus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy-reinforced", actor=DRACO_PLAYER)  # no die: the answer is void
    assert keys(reply)[:2] == ["duel_club-resolve", "duel_club-cast-voided"]  # told under the heading
    assert "duel_club-cast" not in keys(reply)
    # Cast first: Draco opens round 2 and recovers before Harry may grab, so the event offers no race (RULES.md §2).
    assert event(reply, "duel_club-disarmed").args == {"name": "Draco", "by": "Harry", "grab": False}
    duel = await table.duel()
    assert duel.fighters["draco"].wand == "dropped"
    assert duel.fighters["draco"].lost_to == "expelliarmus"
    assert await pv(table, "harry") == 5
    # Round 2: Draco acts first, so he recovers before Harry could pick his wand up.
    assert duel.turn == "draco"
    await table.refused("/cast stupefy", "duel_club-refusal-must-recover", actor=DRACO_PLAYER)
    reply = await table.ok("/recover", actor=DRACO_PLAYER)
    assert keys(reply) == ["duel_club-recovered", "duel_club-turn"]
    assert (await table.duel()).fighters["draco"].wand == "hand"
    await table.refused("/grab", "duel_club-refusal-no-grab", actor=HARRY_PLAYER)


async def test_protego_answer_blocks_a_first_expelliarmus() -> None:
    table = await duelling()
    await table.ok("/cast expelliarmus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast protego", HIT, actor=DRACO_PLAYER)
    assert event(reply, "duel_club-blocked").args["spell"] == "expelliarmus"
    assert (await table.duel()).fighters["draco"].wand == "hand"


async def test_failed_first_expelliarmus_voids_nothing() -> None:
    table = await duelling()
    await table.ok("/cast expelliarmus", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast stupefy", HIT, actor=DRACO_PLAYER)
    assert await pv(table, "harry") == 4
    assert (await table.duel()).fighters["draco"].wand == "hand"


async def test_expelliarmus_second_lets_the_caster_grab_first_and_win() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    reply = await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)
    assert event(reply, "duel_club-disarmed").args == {"name": "Harry", "by": "Draco", "grab": True}
    turn = events(reply, "duel_club-turn")[-1]
    assert turn.args == {"name": "Draco", "answer": False, "must_recover": False, "can_grab": True}
    reply = await table.ok("/grab", actor=DRACO_PLAYER)
    won = event(reply, "duel_club-won")
    assert won.args == {"duel": "1", "name": "Draco", "loser": "Harry", "reason": "grab"}
    duel = await table.duel()
    assert duel.ended and duel.winner == "draco" and duel.winner_side == 2 and duel.turn is None
    await table.refused("/cast stupefy", "refusal-not-in-duel", actor=HARRY_PLAYER)


async def test_the_race_is_lost_once_the_victim_recovers() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)  # Draco casts instead of grabbing
    await table.refused("/cast protego", "duel_club-refusal-must-recover", actor=HARRY_PLAYER)
    await table.ok("/recover", actor=HARRY_PLAYER)
    await table.refused("/grab", "duel_club-refusal-no-grab", actor=HARRY_PLAYER)
    assert (await table.duel()).round == 3
    await table.refused("/grab", "duel_club-refusal-not-your-turn", actor=DRACO_PLAYER)


async def test_petrificus_loses_the_victims_next_action() -> None:
    table = await duelling()
    await table.ok("/cast petrificus totalus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)
    assert event(reply, "duel_club-petrified").args["name"] == "Draco"
    # Round 2 opens with Draco, who is petrified: his action passes, Harry answers at once.
    assert keys(reply)[-3:] == ["duel_club-round", "duel_club-petrified-skip", "duel_club-turn"]
    duel = await table.duel()
    assert duel.round == 2 and duel.turn == "harry"
    assert [a.kind for a in duel.actions] == ["pass"]
    assert not duel.fighters["draco"].petrified
    reply = await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)
    assert event(reply, "duel_club-hit").args["pv"] == 4
    assert (await table.duel()).turn == "harry"  # round 3: Harry acted second, so he acts first


async def test_petrificus_cast_second_takes_the_first_actors_next_action() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast petrificus totalus", HIT, actor=DRACO_PLAYER)
    reply = await table.ok("/cast stupefy", HIT, actor=DRACO_PLAYER)  # round 2: Draco first, Harry's answer lost
    assert "duel_club-petrified-skip" in keys(reply)
    assert event(reply, "duel_club-hit").args["name"] == "Harry"
    assert (await table.duel()).turn == "harry"


# RULES.md duel_club, Levicorpus: "if the opponent fails their next spell roll — their answer in the same round
# when Levicorpus was cast first — they lose their wand: their next action must be 'recover wand'".


async def test_levicorpus_cast_first_drops_the_wand_when_the_answer_fails() -> None:
    table = await duelling()
    await table.ok("/cast levicorpus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)  # the answer is Draco's next spell roll
    assert keys(reply)[keys(reply).index("duel_club-resolve") + 1] == "duel_club-levicorpus-drop"
    assert "duel_club-levitated" not in keys(reply) and "duel_club-no-effect" not in keys(reply)
    assert "Draco, hanging upside down by Levicorpus, fails the spell and drops the wand." in table.lines(reply)[2]
    duel = await table.duel()
    assert duel.fighters["draco"].wand == "dropped" and duel.fighters["draco"].lost_to == "levicorpus"
    assert not duel.fighters["draco"].levicorpus
    turn = event(reply, "duel_club-turn")  # round 2 opens with Draco, who must pick his wand up
    assert (turn.args["name"], turn.args["must_recover"]) == ("Draco", True)
    await table.refused("/cast stupefy", "duel_club-refusal-must-recover", actor=DRACO_PLAYER)
    await table.ok("/recover", actor=DRACO_PLAYER)
    await table.refused("/grab", "duel_club-refusal-no-grab", actor=HARRY_PLAYER)  # not after Levicorpus


async def test_levicorpus_cast_first_spares_a_successful_answer_which_resolves() -> None:
    table = await duelling()
    await table.ok("/cast levicorpus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy", HIT, actor=DRACO_PLAYER)
    assert "duel_club-levicorpus-drop" not in keys(reply)
    assert event(reply, "duel_club-levicorpus-held").args["name"] == "Draco"
    assert event(reply, "duel_club-hit").args["name"] == "Harry"  # the answer resolves as before
    assert "Draco, hanging upside down by Levicorpus, keeps hold of the wand." in table.lines(reply)
    duel = await table.duel()
    assert duel.fighters["draco"].wand == "hand" and not duel.fighters["draco"].levicorpus
    reply = await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)  # round 2: spent, a miss keeps the wand
    assert "duel_club-levicorpus-drop" not in keys(reply)


async def test_levicorpus_cast_first_is_blocked_by_a_successful_protego_answer() -> None:
    table = await duelling()
    await table.ok("/cast levicorpus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast protego", HIT, actor=DRACO_PLAYER)
    assert event(reply, "duel_club-blocked").args["spell"] == "levicorpus"
    duel = await table.duel()
    assert duel.fighters["draco"].wand == "hand" and not duel.fighters["draco"].levicorpus


async def test_levicorpus_cast_first_drops_the_wand_when_protego_fails() -> None:
    table = await duelling()
    await table.ok("/cast levicorpus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast protego", MISS, actor=DRACO_PLAYER)
    assert "duel_club-levicorpus-drop" in keys(reply)
    assert (await table.duel()).fighters["draco"].wand == "dropped"


async def test_levicorpus_cast_second_judges_the_victims_roll_next_round() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    reply = await table.ok("/cast levicorpus", HIT, actor=DRACO_PLAYER)  # Harry rolled already this round
    assert event(reply, "duel_club-levitated").args["name"] == "Harry"
    duel = await table.duel()
    assert duel.fighters["harry"].levicorpus and duel.fighters["harry"].wand == "hand"
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)  # round 2: Draco first
    reply = await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)  # Harry's next spell roll, failed
    assert keys(reply).index("duel_club-levicorpus-drop") < keys(reply).index("duel_club-resolve")
    duel = await table.duel()
    assert duel.fighters["harry"].wand == "dropped" and duel.fighters["harry"].lost_to == "levicorpus"
    assert not duel.fighters["harry"].levicorpus
    await table.refused("/cast stupefy", "duel_club-refusal-must-recover", actor=HARRY_PLAYER)  # round 3
    await table.ok("/recover", actor=HARRY_PLAYER)


async def test_levicorpus_cast_second_spares_a_successful_next_roll() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast levicorpus", HIT, actor=DRACO_PLAYER)
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)
    reply = await table.ok("/cast protego", HIT, actor=HARRY_PLAYER)
    assert "duel_club-levicorpus-drop" not in keys(reply) and "duel_club-levicorpus-held" in keys(reply)
    duel = await table.duel()
    assert duel.fighters["harry"].wand == "hand" and not duel.fighters["harry"].levicorpus


async def test_levicorpus_cast_first_waits_for_a_victim_who_answers_without_a_roll() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)  # Harry disarmed
    await table.ok("/cast levicorpus", HIT, actor=DRACO_PLAYER)  # round 2: Draco first, Harry must recover
    reply = await table.ok("/recover", actor=HARRY_PLAYER)  # no spell roll: Levicorpus waits for the next one
    assert event(reply, "duel_club-levitated").args["name"] == "Harry"
    assert (await table.duel()).fighters["harry"].levicorpus
    reply = await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)  # round 3: Harry first, his next roll
    assert "duel_club-levicorpus-drop" in keys(reply)
    assert (await table.duel()).fighters["harry"].wand == "dropped"


# RULES.md duel_club, Petrificus Totalus: "opponent cannot cast in the next round ('au prochain tour'); an answer
# in the current round still resolves".


async def test_petrificus_cast_first_lets_the_answer_resolve_then_takes_the_next_round() -> None:
    table = await duelling()
    await table.ok("/cast petrificus totalus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy", HIT, actor=DRACO_PLAYER)
    assert event(reply, "duel_club-hit").args["name"] == "Harry"  # Draco's answer still resolves
    assert event(reply, "duel_club-petrified").args["name"] == "Draco"
    assert "Draco is petrified: their action in the next round is lost." in table.lines(reply)
    assert "Draco is petrified and loses this round's action." in table.lines(reply)
    duel = await table.duel()
    assert (duel.round, duel.turn, [a.kind for a in duel.actions]) == (2, "harry", ["pass"])
    await table.refused("/cast stupefy", "duel_club-refusal-not-your-turn", actor=DRACO_PLAYER)
    reply = await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)  # round 2 resolves; Draco acts in round 3
    assert event(reply, "duel_club-hit").args["name"] == "Draco"
    assert (await table.duel()).round == 3
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast stupefy", HIT, actor=DRACO_PLAYER)


async def test_petrificus_lets_a_recovery_answer_resolve_then_takes_the_next_round() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)  # Harry disarmed
    await table.ok("/cast petrificus totalus", HIT, actor=DRACO_PLAYER)  # round 2: Draco first
    reply = await table.ok("/recover", actor=HARRY_PLAYER)  # the answer: the wand is back in hand
    assert keys(reply)[-4:] == ["duel_club-petrified", "duel_club-round", "duel_club-petrified-skip", "duel_club-turn"]
    duel = await table.duel()  # round 3 opens with Harry, whose action is lost: Draco acts at once
    assert (duel.round, duel.turn, duel.fighters["harry"].wand) == (3, "draco", "hand")
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)  # round 4: Draco first, then Harry casts again
    await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)


async def test_zero_pv_ends_the_duel_in_casting_order() -> None:
    table = await duelling()
    await table.ok("/cast stupefy-reinforced", HIT, actor=HARRY_PLAYER)
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)  # Draco 3
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)
    await table.ok("/cast stupefy-reinforced", HIT, actor=HARRY_PLAYER)  # Draco 1
    await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast stupefy-reinforced", HIT, actor=DRACO_PLAYER)
    # Harry cast first: Draco falls to 0 before his own spell resolves.
    assert events(reply, "duel_club-hit")[-1].args["pv"] == 0
    assert event(reply, "duel_club-won").args["reason"] == "pv"
    assert await pv(table, "draco") == 0
    assert await pv(table, "harry") == 5
    duel = await table.duel()
    assert duel.ended and duel.winner == "harry"


async def test_rounds_alternate_who_acts_first() -> None:
    table = await duelling()
    firsts = []
    for _ in range(4):
        duel = await table.duel()
        firsts.append(duel.first)
        first_player, second_player = (
            (HARRY_PLAYER, DRACO_PLAYER) if duel.first == "harry" else (DRACO_PLAYER, HARRY_PLAYER)
        )
        await table.ok("/cast protego", MISS, actor=first_player)
        await table.ok("/cast protego", MISS, actor=second_player)
    assert firsts == ["harry", "draco", "harry", "draco"]
    assert (await table.duel()).round == 5


async def test_initiative_to_the_higher_skill() -> None:
    table = await duelling(harry=40, draco=70)
    reply_duel = await table.duel()
    assert reply_duel.initiative == "draco" and reply_duel.turn == "draco" and reply_duel.round == 1


async def test_initiative_tie_is_a_coin_toss() -> None:
    for face, holder in ((1, "harry"), (2, "draco")):
        table = await open_table()
        await table.ok("/char Harry sortileges=55")
        await table.ok("/char Draco sortileges=55")
        await table.ok("/duel Harry vs Draco")
        reply = await table.ok("/init", face)
        coin = event(reply, "duel_club-initiative-coin")
        assert [r.total for r in coin.rolls] == [face]
        assert coin.args["coin"] == ("heads" if face == 1 else "tails")
        assert (await table.duel()).initiative == holder


async def test_disqualification_ends_the_duel() -> None:
    table = await duelling()
    reply = await table.ok("/cast Avada Kedavra", actor=HARRY_PLAYER)  # no roll
    assert keys(reply) == ["duel_club-forbidden", "duel_club-won"]
    assert event(reply, "duel_club-won").args["reason"] == "disqualified"
    duel = await table.duel()
    assert duel.ended and duel.disqualified == "harry" and duel.winner == "draco"


async def test_a_disarm_by_a_caster_petrified_first_offers_no_race() -> None:
    # Harry's Petrificus (first) lands, then Draco's Expelliarmus answer: Draco opens round 2 but his action is lost,
    # so Harry acts first again and recovers; the disarm must not promise Draco the grab.
    table = await duelling()
    await table.ok("/cast petrificus-totalus", HIT, actor=HARRY_PLAYER)
    reply = await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)
    assert event(reply, "duel_club-disarmed").args == {"name": "Harry", "by": "Draco", "grab": False}
    assert events(reply, "duel_club-turn")[-1].args["must_recover"] is True


async def test_a_cast_no_die_can_pass_is_marked_impossible() -> None:
    # Expelliarmus at skill 20: threshold −10, so even a 1 fails; the event says so instead of "48 > -10".
    table = await duelling(harry=60, draco=20)
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    reply = await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)
    cast = events(reply, "duel_club-cast")[-1]
    assert (cast.args["impossible"], cast.args["success"], cast.args["skill"]) == (True, False, 20)
    assert "duel_club-disarmed" not in keys(reply)
