"""The secrecy table: a hidden NPC played through the message types of each ruleset, read by a GM, its own player,
another player and a read-only link, in every locale.

No text a reader who may not read them receives holds a number of the hidden character (a pool, a modifier, a Kod
block, the odds of its attack, its awaited attack in a prompt), and nothing that is no such number is masked: its
side, which duel, how many attacks wait, the numbers of the visible character beside it.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import pytest

from adapters.console import Console
from assistant.conversation import secrecy
from assistant.language.translator import LOCALES, Translator
from assistant.rulesets import view_of
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from models import Actor, Event, GameState, Reply
from tests.fakes import FakeClock

ConsoleFactory = Callable[..., Awaitable[Console]]
#: The player who plays Harry; Goyle is the GM's hidden NPC.
ANIA = Actor(id="web:ania", name="Ania")
#: Lines of each ruleset, played by the GM, that make a hidden NPC show up in most message types.
SCRIPTS = {
    "feniks": [
        "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12",
        "/char Goyle age=17 reflex=6 charms=19 transfig=4 dada=16",
        "/char Goyle hidden=yes",
        "/iam Harry to=web:ania",
        "/char",
        "/char Goyle",
        "/pool Goyle",
        "/duel Harry vs Goyle",
        "/status",
        "/order Goyle Harry",
        "/cast Goyle: stupefy Harry",
        "/status",
        "/defend Harry: shield",
        "/cast Harry: stupefy Goyle",
        "/defend Goyle: dodge",
        "/odds Goyle stupefy vs Harry",
        "/odds Goyle stupefy",
        "/odds dodge Goyle",
        "/pool",
    ],
    "duel_club": [
        "/char Harry sortileges=60",
        "/char Goyle sortileges=47",
        "/char Goyle hidden=yes",
        "/iam Harry to=web:ania",
        "/char",
        "/pool Goyle",
        "/duel Harry vs Goyle",
        "/init",
        "/status",
        "/cast Goyle: stupefy",
        "/cast Harry: stupefy",
        "/cast Goyle: expelliarmus",
        "/cast Harry: protego",
        "/pool",
        "/odds Goyle",
        "/odds stupefy as=Goyle",
    ],
    "ergs": [
        "/char Harry age=15",
        "/char Goyle age=17 spells=crucio",
        "/char Goyle hidden=yes",
        "/iam Harry to=web:ania",
        "/char",
        "/pool Goyle",
        "/cast Goyle: crucio Harry at=12:00:00 end=12:00:01",
        "/cast Harry: expelliarmus Goyle at=12:00:05 end=12:00:06",
        "/spend Goyle 1",
        "/gain Goyle 1",
        "/dodge Goyle",
        "/pool",
        "/odds Goyle",
    ],
    "spell_points": [
        "/char Mialee level=5 ability=16",
        "/char Goyle level=7 ability=17",
        "/char Goyle hidden=yes",
        "/iam Mialee to=web:ania",
        "/char",
        "/pool Goyle",
        "/cast Goyle: magic missile",
        "/spend Goyle 3",
        "/gain Goyle 2",
        "/fatigue Goyle fatigued",
        "/rest Goyle 8h",
        "/pool",
        "/odds Goyle: magic missile casts=2 ge=4",
    ],
}
#: What stands in for a visible count when a text is searched for digits.
COUNT = "N"
#: The moment the view is drawn at.
NOW = datetime(2026, 12, 5, 12, tzinfo=UTC)
_NUMBER = re.compile(r"\d")


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """Play on the in-memory storage alone: what a reader reads is decided before any storage."""
    return InMemoryStorage(clock)


def _readers(state: GameState[Any, Any]) -> dict[str, secrecy.Reader]:
    return {
        "gm": secrecy.GM,
        "player": secrecy.reader_of(state, ANIA),
        "other": secrecy.reader_of(state, Actor(id="web:eve", name="Eve")),
        "link": secrecy.LINK,
    }


def _names_goyle_alone(event: Event) -> bool:
    named = {v for v in event.args.values() if isinstance(v, str)}
    return "Goyle" in named and not named & {"Harry", "Mialee"}


def _counts_hidden(event: Event) -> Event:
    """Return an event with its visible counts (duel, side, how many wait) written without digits."""
    return replace(event, args={k: COUNT if k in secrecy.VISIBLE else v for k, v in event.args.items()})


def _numbers_masked(event: Event) -> Event:
    """Return an event with every argument that holds a digit masked: the digits left are the message's own."""
    args = {k: secrecy.MASK if _NUMBER.search(str(v)) and k != "name" else v for k, v in event.args.items()}
    return _counts_hidden(replace(event, args=args))


async def _played(make_console: ConsoleFactory, rules: str) -> tuple[list[Reply], GameState[Any, Any]]:
    console = await make_console(rules=rules, seed=3)  # Goyle's Stupefy hits: Harry awaits it
    replies = []
    for line in SCRIPTS[rules]:
        replies.append(await console._reply(line))
    state = await console.app.engine.state(console.game_id)
    assert state is not None and state.characters["goyle"].hidden
    return replies, state


@pytest.mark.parametrize("rules", sorted(SCRIPTS))
async def test_no_reader_but_a_gm_reads_a_number_of_a_hidden_npc(make_console: ConsoleFactory, rules: str) -> None:
    replies, state = await _played(make_console, rules)
    translator, about_goyle = Translator(), 0
    for name, reader in _readers(state).items():
        for reply in replies:
            shown = secrecy.reply_for(reply, state, reader)
            for event in shown.events:
                if not _names_goyle_alone(event):
                    continue
                about_goyle += 1
                if name == "gm":
                    continue
                for locale in LOCALES:
                    text = translator.render(_counts_hidden(event), locale, shown.people)
                    bare = translator.render(_numbers_masked(event), locale, shown.people)
                    assert _NUMBER.findall(text) == _NUMBER.findall(bare), (rules, name, locale, event.key, text)
    assert about_goyle > 3 * len(_readers(state))


@pytest.mark.parametrize("rules", sorted(SCRIPTS))
async def test_a_gm_reads_every_number_and_nothing_visible_is_masked(make_console: ConsoleFactory, rules: str) -> None:
    replies, state = await _played(make_console, rules)
    player = _readers(state)["player"]
    for reply in replies:
        assert secrecy.reply_for(reply, state, secrecy.GM) == reply
        for event in secrecy.reply_for(reply, state, player).events:
            kept = {k: v for k, v in event.args.items() if k in secrecy.VISIBLE}
            assert secrecy.MASK not in kept.values(), event
            if not {v for v in event.args.values() if isinstance(v, str)} & {"Goyle", "goyle"}:
                assert secrecy.MASK not in event.args.values(), event


async def test_an_npcs_side_and_the_awaited_count_stay_and_its_modifiers_go(make_console: ConsoleFactory) -> None:
    replies, state = await _played(make_console, "feniks")
    shown = [secrecy.reply_for(r, state, secrecy.PLAYERS) for r in replies]
    translator = Translator()
    lines = [translator.render(e, "pl", r.people) for r in shown for e in r.events]
    assert "· Goyle (strona 2): PZ ?/?" in lines
    assert "Goyle: wiek ?, Refleks ?, Zaklęcia ? (?), Transmutacja ? (?), OPCM ? (?); PZ ?/?." in lines, lines
    kod = next(line for line in lines if line.startswith("Kod:"))
    assert kod.endswith("PZ: [ ? / ? ]") and not _NUMBER.search(kod), kod
    assert "Drętwota Goyle’a (atak ?) czeka na obronę Harry’ego." in lines, lines


async def test_a_hidden_characters_own_player_reads_its_numbers(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club")
    for line in ("/char Goyle sortileges=47", "/char Goyle hidden=yes", "/iam Goyle to=web:ania"):
        await console.line(line)
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    pool = Reply(game_id="t", events=[Event("duel_club-pool", {"name": "Goyle", "pv": 5, "max": 5})])
    assert secrecy.reply_for(pool, state, secrecy.reader_of(state, ANIA)) == pool
    other = secrecy.reader_of(state, Actor(id="web:eve"))
    assert secrecy.reply_for(pool, state, other).events[0].args["pv"] == secrecy.MASK


@pytest.mark.parametrize("rules", sorted(SCRIPTS))
async def test_the_view_shows_a_reader_what_the_table_says(make_console: ConsoleFactory, rules: str) -> None:
    _, state = await _played(make_console, rules)
    for name, reader in _readers(state).items():
        game_view = secrecy.view_for(view_of(state, NOW), state, reader)
        goyle = next(c for c in game_view.characters if c.key == "goyle")
        assert secrecy.HIDDEN_BADGE in goyle.badges
        assert (goyle.pools != ()) is (name == "gm"), (name, goyle.pools)
        harry = next(c for c in game_view.characters if c.key != "goyle")
        assert harry.pools != ()


#: A question about a hidden NPC's odds, in each ruleset: every number of the answer is the NPC's.
ODDS = {
    "feniks": "/odds Goyle stupefy",
    "duel_club": "/odds Goyle",
    "ergs": "/odds Goyle",
    "spell_points": "/odds Goyle: magic missile casts=2 ge=4",
}


@pytest.mark.parametrize("rules", sorted(ODDS))
async def test_the_odds_of_a_hidden_npc_show_a_player_no_number_on_any_line(
    make_console: ConsoleFactory, rules: str
) -> None:
    console = await make_console(rules=rules, seed=3)
    for line in SCRIPTS[rules][:4]:
        await console.line(line)
    reply = await console._reply(ODDS[rules])
    state = await console.app.engine.state(console.game_id)
    assert state is not None and len(reply.events) >= 2, reply
    shown = secrecy.reply_for(reply, state, secrecy.reader_of(state, ANIA))
    translator = Translator()
    for event in shown.events:  # the lines under the header name no one in their text, yet are the NPC's
        text = translator.render(_counts_hidden(event), "en", shown.people)
        bare = translator.render(_numbers_masked(event), "en", shown.people)
        assert _NUMBER.findall(text) == _NUMBER.findall(bare), (event.key, text)
