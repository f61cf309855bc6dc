"""Hidden pools: /char NAME hidden=yes (GM) in every ruleset, and a reply as the players read it."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.conversation.outcome import Place
from assistant.conversation.secrecy import MASK, for_players
from assistant.reading.reader import Typed
from models import Actor, Command, Event, Reply

ConsoleFactory = Callable[..., Awaitable[Console]]
#: A character of each ruleset, as its /char creates one.
CREATE = {
    "feniks": "/char Goyle age=15 reflex=5 charms=10 dada=8",
    "duel_club": "/char Goyle skill=40",
    "ergs": "/char Goyle age=17",
    "spell_points": "/char Goyle level=5 ability=14 class=wizard",
}


@pytest.mark.parametrize("rules", sorted(CREATE))
async def test_a_gm_hides_an_npc_in_every_ruleset(make_console: ConsoleFactory, rules: str) -> None:
    console = await make_console(rules=rules, json_mode=True)
    await console.line(CREATE[rules])
    said = [json.loads(line) for line in await console.line("/char Goyle hidden=yes")]
    assert (said[-1]["key"], said[-1]["args"]["name"]) == ("char-hidden", "Goyle")
    state = await console.app.engine.state(console.game_id)
    assert state is not None and state.characters["goyle"].hidden
    await console.line("/char Goyle hidden=no")
    state = await console.app.engine.state(console.game_id)
    assert state is not None and not state.characters["goyle"].hidden


async def test_a_bad_value_is_refused_and_changes_nothing(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club", json_mode=True)
    await console.line(CREATE["duel_club"])
    said = json.loads((await console.line("/char Goyle hidden=maybe"))[-1])
    assert said["key"] == "refusal-bad-field"
    state = await console.app.engine.state(console.game_id)
    assert state is not None and not state.characters["goyle"].hidden


async def test_players_read_no_number_of_a_hidden_character(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club")
    await console.line(CREATE["duel_club"])
    await console.line("/char Harry skill=60")
    await console.line("/char Goyle hidden=yes")
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    reply = Reply(
        game_id="t",
        locale="en",
        events=[Event("duel_club-pool", {"name": "Goyle", "pv": 5, "max": 5}), Event("x", {"name": "Harry", "pv": 5})],
    )
    shown = for_players(reply, state)
    assert shown.events[0].args == {"name": "Goyle", "pv": MASK, "max": MASK}
    assert shown.events[1] == reply.events[1]


async def test_the_engine_answers_a_player_without_a_hidden_npcs_numbers(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club")
    for line in (CREATE["duel_club"], "/char Goyle hidden=yes"):
        await console.line(line)
    engine, player = console.app.engine, Actor(id="web:player", name="Bob")
    played = await engine.play(Command(name="pool", args=["Goyle"]), player, console.game_id)
    assert [e.args for e in played.reply.events] == [{"name": "Goyle", "pv": MASK, "max": MASK}]
    gm = Actor(id="web:gm", name="Alice", admin=True)
    played = await engine.play(Command(name="pool", args=["Goyle"]), gm, console.game_id)
    assert [e.args for e in played.reply.events] == [{"name": "Goyle", "pv": 5, "max": 5}]


async def test_what_a_player_reads_follows_each_hiding_command_by_command(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club")
    for line in (CREATE["duel_club"], "/char Harry skill=60"):
        await console.line(line)
    engine, player = console.app.engine, Actor(id="web:player", name="Bob")

    async def pv(name: str) -> object:
        played = await engine.play(Command(name="pool", args=[name]), player, console.game_id)
        return played.reply.events[0].args["pv"]

    assert await pv("Goyle") == 5
    await console.line("/char Goyle hidden=yes")
    assert (await pv("Goyle"), await pv("Harry")) == (MASK, 5)
    await console.line("/char Goyle hidden=maybe")  # refused: Goyle stays hidden
    assert await pv("Goyle") == MASK
    await console.line("/undo")  # the hiding undone (a /pool changes nothing to undo)
    assert (await pv("Goyle"), await pv("Harry")) == (5, 5)
    await console.line("/char Harry hidden=yes")
    assert (await pv("Goyle"), await pv("Harry")) == (5, MASK)


async def test_the_names_the_engine_keeps_do_not_make_two_equal_games_differ(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club")
    for line in (CREATE["duel_club"], "/char Goyle hidden=yes"):
        await console.line(line)
    live = await console.app.engine.state(console.game_id)
    assert live is not None and live.kept_hidden() == {"goyle": "Goyle"}
    stored = type(live).model_validate(live.model_dump())  # as read back from storage: nothing kept
    assert stored.kept_hidden() is None and stored == live
    stored.characters["goyle"].hidden = False
    assert stored != live


async def test_a_refused_command_leaves_the_names_the_engine_keeps(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club")
    for line in (CREATE["duel_club"], "/char Harry skill=60", "/char Goyle hidden=yes"):
        await console.line(line)
    for refused in ("/char Goyle hidden=maybe", "/char Harry skill=many"):
        said = await console.line(refused)
        live = await console.app.engine.state(console.game_id)
        assert live is not None and live.kept_hidden() == {"goyle": "Goyle"}, said  # not read from the roster again


async def test_a_macro_said_again_under_its_key_keeps_a_hidden_npcs_numbers_from_the_player(
    make_console: ConsoleFactory,
) -> None:
    console = await make_console(rules="duel_club", json_mode=True)
    for line in (CREATE["duel_club"], "/char Goyle hidden=yes", "/macro look /pool Goyle"):
        await console.line(line)
    talk, player = console.app.conversation, Actor(id="tg:5", name="Pat", admin=False)
    place = Place(console.game_id, "telegram", shared=False)
    first = await talk.say(Typed("look"), place, player, key="tg:77")
    again = await talk.say(Typed("look"), place, player, key="tg:77")  # a redelivery: every line a duplicate
    assert again.reply is not None and again.reply.duplicate
    for outcome in (first, again):
        assert outcome.reply is not None
        [pool] = [e for e in outcome.reply.events if e.args.get("name") == "Goyle" and "pv" in e.args]
        assert pool.args["pv"] == MASK, pool


async def test_a_player_asks_the_odds_of_anothers_attack_and_reads_no_number_of_a_hidden_one(
    make_console: ConsoleFactory,
) -> None:
    console = await make_console(rules="feniks")
    for line in (CREATE["feniks"], "/char Harry age=16 reflex=6 charms=14 dada=12", "/char Goyle hidden=yes"):
        await console.line(line)
    engine, player = console.app.engine, Actor(id="web:player", name="Bob")
    asked = Command(name="odds", args=["stupefy"], options={"as": "Harry"})
    played = await engine.play(asked, player, console.game_id)
    head = next(e for e in played.reply.events if e.key == "feniks-odds-attack")
    assert played.reply.ok and (head.args["name"], head.args["mod"]) == ("Harry", "+1")
    played = await engine.play(Command(name="odds", args=["Goyle", "stupefy"]), player, console.game_id)
    head = next(e for e in played.reply.events if e.key == "feniks-odds-attack")
    assert played.reply.ok and head.args["name"] == "Goyle" and head.args["mod"] == MASK
