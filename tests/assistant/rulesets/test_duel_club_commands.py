"""Duel club commands: the roster, duels, refusals that change nothing, several duels, /undo, /pool, /end, /odds."""

from __future__ import annotations

import pytest

from assistant.language.translator import LOCALES
from assistant.rulesets import get_ruleset
from models import Actor
from tests.assistant.rulesets.duel_club_kit import (
    DRACO_PLAYER,
    GM,
    HARRY_PLAYER,
    duelling,
    event,
    events,
    keys,
    open_table,
)

HIT, MISS = 1, 100
STRANGER = Actor(id="p:stranger", name="Stranger")


async def test_char_creates_updates_lists_and_deletes() -> None:
    table = await open_table()
    reply = await table.ok("/char Hermione sortilèges=75")
    assert event(reply, "duel_club-char-created").args == {"name": "Hermione", "skill": 75, "pv": 5}
    await table.ok("/char Ron skill=45")
    await table.ok("/char Neville sortilege=30")
    reply = await table.ok("/char Ron sortileges=50")
    assert event(reply, "duel_club-char-updated").args["skill"] == 50
    reply = await table.ok("/char")
    assert [e.args["name"] for e in events(reply, "duel_club-char-line")] == ["Hermione", "Ron", "Neville"]
    await table.ok("/char del Neville")
    assert set((await table.state()).characters) == {"hermione", "ron"}


async def test_char_refusals() -> None:
    table = await open_table()
    await table.refused("/char Luna", "duel_club-refusal-need-skill")
    await table.refused("/char Luna sortileges=101", "duel_club-refusal-skill")
    await table.refused("/char Luna sortileges=-1", "duel_club-refusal-skill")
    await table.refused("/char Luna sortileges=lots", "duel_club-refusal-skill")
    await table.refused("/char Luna reflex=3", "refusal-unknown-field")
    await table.ok("/char Luna sortileges=0")


async def test_player_made_character_is_theirs_and_others_cannot_change_it() -> None:
    table = await open_table()
    await table.ok("/defaults players_edit_sheets=yes")  # a forum game: players keep their own sheets
    await table.ok("/char Luna sortileges=70", actor=HARRY_PLAYER)
    assert (await table.state()).characters["luna"].owner == HARRY_PLAYER.id
    await table.refused("/char Luna sortileges=99", "refusal-not-yours", actor=DRACO_PLAYER)
    await table.refused("/char del Luna", "refusal-gm-remove", actor=HARRY_PLAYER)


async def test_sheet_is_locked_during_a_duel() -> None:
    table = await duelling()
    await table.refused("/char Harry sortileges=100", "refusal-sheet-in-duel")
    await table.refused("/char del Harry", "refusal-in-duel")


async def test_duel_refusals() -> None:
    table = await open_table()
    for name, skill in (("Harry", 60), ("Ron", 40), ("Draco", 50), ("Goyle", 20)):
        await table.ok(f"/char {name} sortileges={skill}")
    await table.refused("/duel Harry, Ron vs Draco", "duel_club-refusal-one-vs-one")
    await table.refused("/duel Harry and Ron vs Draco", "duel_club-refusal-one-vs-one")
    await table.refused("/duel Harry vs Draco vs Goyle", "duel_club-refusal-one-vs-one")
    await table.refused("/duel Harry Draco", "duel_club-refusal-duel-syntax")
    await table.refused("/duel Harry vs", "duel_club-refusal-duel-syntax")
    await table.refused("/duel Harry vs Harry", "duel_club-refusal-self")
    await table.refused("/duel Harry vs Voldemort", "refusal-no-character")
    await table.refused("/duel Harry vs Draco", "duel_club-refusal-not-duellist", actor=STRANGER)
    await table.ok("/duel Harry vs Draco")
    await table.refused("/duel Draco vs Goyle", "refusal-in-duel")


async def test_duel_resets_pv_and_words_for_versus() -> None:
    table = await duelling()
    await table.ok("/cast stupefy-reinforced", HIT, actor=HARRY_PLAYER)
    await table.ok("/cast protego", MISS, actor=DRACO_PLAYER)
    await table.ok("/end")
    assert (await table.state()).characters["draco"].pv == 3
    reply = await table.ok("/duel Draco contre Harry")
    assert event(reply, "duel_club-duel-started").args == {"duel": "2", "first": "Draco", "second": "Harry", "pv": 5}
    assert (await table.state()).characters["draco"].pv == 5


async def test_init_refusals() -> None:
    table = await duelling()
    await table.refused("/init", "duel_club-refusal-initiative-done")
    await table.ok("/char Ron sortileges=40")
    await table.ok("/char Goyle sortileges=20")
    await table.ok("/duel Ron vs Goyle")
    await table.refused("/init", "refusal-which-duel")
    await table.refused("/init duel=2", "duel_club-refusal-not-party", actor=HARRY_PLAYER)
    await table.refused("/cast Ron: stupefy", "duel_club-refusal-no-initiative")
    await table.ok("/init duel=2")


async def test_bad_actions_are_refused_and_change_nothing() -> None:
    table = await duelling()
    await table.refused("/cast stupefy", "duel_club-refusal-not-your-turn", actor=DRACO_PLAYER)
    await table.refused("/cast Draco: stupefy", "refusal-not-yours", actor=HARRY_PLAYER)
    await table.refused("/cast Harry: stupefy", "refusal-not-yours", actor=DRACO_PLAYER)
    await table.refused("/cast stupefy", "refusal-who", actor=STRANGER)
    await table.refused("/grab", "duel_club-refusal-no-grab", actor=HARRY_PLAYER)
    await table.refused("/recover", "duel_club-refusal-wand-in-hand", actor=HARRY_PLAYER)
    await table.refused("/cast", "refusal-missing-arg", actor=HARRY_PLAYER)
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.refused("/cast stupefy", "duel_club-refusal-not-your-turn", actor=HARRY_PLAYER)
    await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)
    await table.refused("/cast stupefy", "duel_club-refusal-not-your-turn", actor=HARRY_PLAYER)
    await table.ok("/cast protego", MISS, actor=DRACO_PLAYER)
    await table.refused("/cast stupefy", "duel_club-refusal-must-recover", actor=HARRY_PLAYER)
    await table.refused("/cast avada kedavra", "duel_club-refusal-must-recover", actor=HARRY_PLAYER)
    await table.refused("/grab", "duel_club-refusal-must-recover", actor=HARRY_PLAYER)


@pytest.mark.parametrize("locale", LOCALES)
async def test_refusals_are_localized(locale: str) -> None:
    table = await duelling(locale=locale)
    harry, draco = ("Гарри", "Драко") if locale == "ru" else ("Harry", "Draco")  # a Russian reply names in Cyrillic
    checks = {
        "/cast stupefy": (DRACO_PLAYER, harry),
        "/cast Draco: stupefy": (HARRY_PLAYER, draco),
        "/grab": (HARRY_PLAYER, "hůlku Draca" if locale == "cs" else draco),  # Czech: the genitive
        "/recover": (HARRY_PLAYER, harry),
        "/duel Harry, Draco vs Goyle": (GM, table.app.translator.format("written-duel", locale)),
    }
    english = {}
    english_table = await duelling()
    for text, (actor, must_show) in checks.items():
        line = table.lines(await table.do(text, actor))[0]
        english[text] = english_table.lines(await english_table.do(text, actor))[0]
        assert must_show in line
        assert (line != english[text]) is (locale != "en"), (locale, line)
    assert not [m for m in table.app.translator.misses if m[1] == locale]


async def test_several_duels_run_at_once() -> None:
    table = await duelling()
    ron, goyle = Actor(id="p:ron", name="Ron's"), Actor(id="p:goyle", name="Goyle's")
    await table.ok("/char Ron sortileges=40")
    await table.ok("/char Goyle sortileges=45")
    await table.ok(f"/iam Ron to={ron.id}")
    await table.ok(f"/iam Goyle to={goyle.id}")
    await table.ok("/duel Ron vs Goyle", actor=ron)
    await table.ok("/init", actor=goyle)
    await table.ok("/cast stupefy", HIT, actor=goyle)
    await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)
    await table.ok("/cast stupefy", HIT, actor=ron)
    await table.ok("/cast stupefy", HIT, actor=DRACO_PLAYER)
    state = await table.state()
    assert {k: c.pv for k, c in state.characters.items()} == {"harry": 4, "draco": 4, "ron": 4, "goyle": 4}
    assert state.duels["1"].round == state.duels["2"].round == 2
    await table.refused("/cast stupefy", "refusal-which-duel")  # the GM names no one: which duel?
    await table.refused("/cast Goyle: stupefy", "duel_club-refusal-not-your-turn")
    reply = await table.ok("/cast stupefy duel=2", MISS)
    assert event(reply, "duel_club-cast").args["name"] == "Ron"


async def test_gm_acts_for_the_turn_holder_and_names_the_duel() -> None:
    table = await duelling()
    reply = await table.ok("/cast stupefy", HIT)
    assert event(reply, "duel_club-cast").args["name"] == "Harry"
    reply = await table.ok("/cast Draco: protego", MISS)
    assert event(reply, "duel_club-cast").args["name"] == "Draco"


async def test_undo_after_a_cast_restores_the_round() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)
    before = (await table.state()).model_dump()
    await table.ok("/cast stupefy-reinforced", HIT, actor=DRACO_PLAYER)
    assert (await table.state()).characters["harry"].pv == 3
    reply = await table.ok("/undo")
    assert keys(reply) == ["undo-done"]
    assert event(reply, "undo-done").args == {
        "seq": 8,
        "command": "cast",
        "rolls_after": 0,
        "ruleset": "duel_club",
        "name": "Draco",
        "duel": "none",
        "whose": "none",
        "spell": "stupefy-reinforced",
        "change": "changed",
    }
    after = (await table.state()).model_dump()
    assert {k: v for k, v in after.items() if k != "seq"} == {k: v for k, v in before.items() if k != "seq"}
    await table.ok("/cast protego", HIT, actor=DRACO_PLAYER)
    assert (await table.state()).characters["draco"].pv == 5


async def test_pool_for_gm_player_and_name() -> None:
    table = await duelling()
    await table.ok("/cast stupefy", HIT, actor=HARRY_PLAYER)
    await table.ok("/cast protego", MISS, actor=DRACO_PLAYER)
    reply = await table.ok("/pool")
    assert [(e.args["name"], e.args["pv"]) for e in reply.events] == [("Harry", 5), ("Draco", 4)]
    reply = await table.ok("/pool", actor=DRACO_PLAYER)
    assert [(e.args["name"], e.args["pv"], e.args["max"]) for e in reply.events] == [("Draco", 4, 5)]
    reply = await table.ok("/pool Draco", actor=HARRY_PLAYER)
    assert event(reply, "duel_club-pool").args["pv"] == 4
    await table.refused("/pool", "refusal-who", actor=STRANGER)


async def test_status_shows_the_round_and_conditions() -> None:
    table = await duelling()
    await table.ok("/cast petrificus-totalus", HIT, actor=HARRY_PLAYER)
    await table.ok("/cast levicorpus", HIT, actor=DRACO_PLAYER)
    reply = await table.ok("/status")
    assert event(reply, "duel_club-status-running").args == {"duel": "1", "round": 2, "turn": "Harry", "winner": ""}
    fighters = {e.args["name"]: e.args for e in events(reply, "duel_club-status-fighter")}
    assert fighters["Harry"]["levicorpus"] is True and fighters["Harry"]["petrified"] is False
    assert fighters["Draco"]["levicorpus"] is False
    lines = table.lines(reply)
    assert lines[2] == "Draco (Charms 50): HP 5/5, wand in hand."
    assert lines[1] == "Harry (Charms 60): HP 5/5, wand in hand, under Levicorpus."


async def test_end_stops_the_duel_and_refuses_more_casts() -> None:
    table = await duelling()
    await table.refused("/end", "duel_club-refusal-not-party", actor=STRANGER)
    reply = await table.ok("/end", actor=DRACO_PLAYER)
    assert keys(reply) == ["duel_club-ended"]
    await table.refused("/cast stupefy", "refusal-not-in-duel", actor=HARRY_PLAYER)
    await table.refused("/end duel=1", "duel_club-refusal-ended")
    reply = await table.ok("/status")
    assert keys(reply)[0] == "duel_club-status-stopped"


async def test_odds_of_a_spell_and_of_a_round() -> None:
    table = await duelling()
    reply = await table.ok("/odds expelliarmus skill=60")
    assert event(reply, "duel_club-odds-spell").args == {
        "spell": "expelliarmus",
        "skill": 60,
        "threshold": 30,
        "pct": 30.0,
    }
    reply = await table.ok("/odds Expelliarmus skill=60 vs=stupefy vs_skill=50")
    rounds = {
        (e.args["first_fate"], e.args["second_fate"]): e.args["pct"] for e in events(reply, "duel_club-odds-round")
    }
    # Expelliarmus lands 30%: the answer is void. Else (70%) Stupéfix at 50 decides.
    assert rounds == {("lands", "voided"): 30.0, ("fails", "lands"): 35.0, ("fails", "fails"): 35.0}
    reply = await table.ok("/odds stupefy skill=55 vs=protego vs_skill=33")
    rounds = {
        (e.args["first_fate"], e.args["second_fate"]): e.args["pct"] for e in events(reply, "duel_club-odds-round")
    }
    assert rounds == {
        ("blocked", "lands"): 18.15,
        ("lands", "fails"): 36.85,
        ("fails", "lands"): 14.85,
        ("fails", "fails"): 30.15,
    }
    assert sum(float(str(v)) for v in rounds.values()) == pytest.approx(100)


async def test_odds_of_a_character_and_of_ones_own() -> None:
    table = await duelling()
    reply = await table.ok("/odds Draco")
    chances = {e.args["spell"]: e.args["pct"] for e in events(reply, "duel_club-odds-spell")}
    assert chances == {
        "stupefy": 50.0,
        "stupefy-reinforced": 40.0,
        "expelliarmus": 20.0,
        "petrificus-totalus": 30.0,
        "levicorpus": 30.0,
        "protego": 50.0,
    }
    reply = await table.ok("/odds levicorpus", actor=HARRY_PLAYER)
    assert event(reply, "duel_club-odds-spell").args["pct"] == 40.0
    reply = await table.ok("/odds", actor=HARRY_PLAYER)
    assert event(reply, "duel_club-odds-character").args == {"name": "Harry", "skill": 60}
    await table.refused("/odds stupefy", "duel_club-refusal-odds-skill")
    await table.refused("/odds stupefy skill=101", "duel_club-refusal-odds-skill")
    await table.refused("/odds avada kedavra skill=50", "duel_club-refusal-odds-forbidden")  # banned, not unknown


async def test_turns_offer_the_awaited_moves() -> None:
    table = await duelling()
    ruleset = get_ruleset("duel_club")
    (turn,) = ruleset.turns(await table.state())
    assert (turn.duel, turn.character, turn.command) == ("1", "harry", "cast")
    assert set(turn.steps[0].values) == {
        "stupefy",
        "stupefy-reinforced",
        "expelliarmus",
        "petrificus-totalus",
        "levicorpus",
        "protego",
    }
    await table.ok("/cast stupefy", MISS, actor=HARRY_PLAYER)
    await table.ok("/cast expelliarmus", HIT, actor=DRACO_PLAYER)
    assert [t.command for t in ruleset.turns(await table.state())] == ["cast", "grab"]
    await table.ok("/cast stupefy", MISS, actor=DRACO_PLAYER)
    assert [(t.character, t.command) for t in ruleset.turns(await table.state())] == [("harry", "recover")]


async def test_undo_past_a_roll_says_it_takes_back_a_creation() -> None:
    # Review fr F18: a roll changes nothing, so /undo passes over it; the event says so and what it took back.
    table = await open_table()
    await table.ok("/char Harry sortileges=60")
    await table.ok("/roll 1d6", 4)
    reply = await table.ok("/undo")
    args = event(reply, "undo-done").args
    assert (args["seq"], args["change"], args["name"], args["rolls_after"]) == (1, "created", "Harry", 1)
    assert "harry" not in (await table.state()).characters
