"""What each reader sees (assistant.conversation.secrecy): a secret roll's roller and the GMs everything, the others its
notice; a hidden NPC's numbers only the GMs. Through the real engine, reader and translator on in-memory storage."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from adapters.console import Console
from assistant.conversation import secrecy
from assistant.conversation.secrecy import GM, MASK, PLAYERS, Reader
from assistant.reading.reader import Typed, read
from assistant.rulesets import view_of
from models import Actor, LogEntry

ConsoleFactory = Callable[..., Awaitable[Console]]
BOB = Actor(id="web:bob", name="Bob")
EVE = Actor(id="web:eve", name="Eve")
ALICE = Actor(id="web:alice", name="Alice", admin=True)

#: A secret roll typed in each language: its words, and what a player of that language reads of someone else's.
SECRET_ROLLS = {
    "en": ("/roll secret 1d20", "Bob made a secret roll."),
    "pl": ("/roll tajnie 1d20", "Bob wykonuje tajny rzut."),
    "ru": ("/roll тайно 1d20", "Bob делает тайный бросок."),
    "fr": ("/roll en secret 1d20", "Bob a fait un jet secret."),
    "cs": ("/roll tajně 1d20", "Bob provádí tajný hod."),
}


def _read(text: str, state: Any = None) -> Any:
    return read(Typed(text, source="test"), state, BOB, "en")


@pytest.mark.parametrize("locale", sorted(SECRET_ROLLS))
def test_the_reader_takes_the_secret_word_of_every_language(locale: str) -> None:
    command = _read(SECRET_ROLLS[locale][0])
    assert (command.name, command.args, command.secret) == ("roll", ["1d20"], True)


#: A secret roll said in natural words, in each language.
SAID_SECRETLY = {
    "en": "roll 1d20 secretly",
    "pl": "rzucam tajnie k20",
    "ru": "тайно бросаю d20",
    "fr": "je lance 1d20 en secret",
    "cs": "tajně hážu k20",
}


@pytest.mark.parametrize("locale", sorted(SAID_SECRETLY))
async def test_a_roll_said_with_a_secret_word_is_secret(make_console: ConsoleFactory, locale: str) -> None:
    console = await make_console(rules="duel_club")
    await console.line(f"/lang {locale}")
    state = await console.app.engine.state(console.game_id)
    command = read(Typed(SAID_SECRETLY[locale], source="test"), state, BOB, locale)
    played = await console.app.engine.play(command, BOB, console.game_id)
    assert played.reply.ok and played.reply.secret == BOB
    [roll] = played.reply.events
    assert roll.key == "roll-result" and [r.expr for r in roll.rolls] == ["1d20"]
    entry = (await console.app.storage.read_log(console.game_id, after=1))[-1]
    assert entry.command.secret
    seen = secrecy.entry_for(entry, await console.app.engine.state(console.game_id), Reader(EVE.id, False))
    assert [e.key for e in seen.events] == ["roll-secret-made"] and not seen.events[0].rolls  # another player


@pytest.mark.parametrize("text", ["/roll 1d20", "/roll 2d6+secret", "/pool secret"])
def test_a_roll_without_the_word_and_other_commands_are_not_secret(text: str) -> None:
    command = _read(text)
    assert not command.secret and command.args == text.split()[1:]


async def _secret_roll(make_console: ConsoleFactory, locale: str) -> tuple[Console, LogEntry]:
    console = await make_console(rules="duel_club")
    await console.line(f"/lang {locale}")
    state = await console.app.engine.state(console.game_id)
    played = await console.app.engine.play(_read(SECRET_ROLLS[locale][0], state), BOB, console.game_id)
    assert played.reply.secret == BOB and played.reply.events[0].key == "roll-result"  # the roller reads it all
    entry = (await console.app.storage.read_log(console.game_id, after=1))[-1]
    assert entry.command.secret and entry.events[0].key == "roll-result"  # stored whole: a GM's backup
    return console, entry


@pytest.mark.parametrize("locale", sorted(SECRET_ROLLS))
async def test_others_read_only_that_a_secret_roll_was_made_in_their_language(
    make_console: ConsoleFactory, locale: str
) -> None:
    console, entry = await _secret_roll(make_console, locale)
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    translator = console.app.translator
    for reader in (secrecy.reader_of(state, EVE), PLAYERS):
        seen = secrecy.entry_for(entry, state, reader)
        assert [translator.render(e, locale) for e in seen.events] == [SECRET_ROLLS[locale][1]]
        assert seen.command.text == "/roll" and seen.command.args == [] and seen.events[0].rolls == []
    for reader in (secrecy.reader_of(state, BOB), secrecy.reader_of(state, ALICE), GM):
        assert secrecy.entry_for(entry, state, reader) == entry


async def test_a_secret_rolls_reply_is_its_notice_for_others_and_a_duplicate_stays_so(
    make_console: ConsoleFactory,
) -> None:
    console = await make_console(rules="duel_club")
    engine, game = console.app.engine, console.game_id
    first = await engine.play(_read("/roll secret 3d6"), BOB, game, "k1")
    state = await engine.state(game)
    assert state is not None
    shown = secrecy.reply_for(first.reply, state, secrecy.reader_of(state, EVE))
    assert [(e.key, e.args) for e in shown.events] == [("roll-secret-made", {"who": "Bob"})]
    assert secrecy.reply_for(first.reply, state, secrecy.reader_of(state, ALICE)) == first.reply
    again = await engine.play(_read("/roll secret 3d6"), BOB, game, "k1")  # a redelivery: the first reply, secret
    assert again.reply.duplicate and again.reply.secret == BOB and again.reply.events == first.reply.events
    assert secrecy.reply_for(again.reply, state, PLAYERS).events == shown.events


async def _goyle(make_console: ConsoleFactory) -> Console:
    console = await make_console(rules="duel_club")
    for line in (
        "/char Goyle sortileges=40",
        "/char Harry sortileges=60",
        "/char Goyle hidden=yes",
        "/duel Goyle vs Harry",
    ):
        assert "refus" not in " ".join(await console.line(line)).lower()
    return console


async def test_a_player_reads_no_number_of_a_hidden_npc_in_the_log_even_as_typed(make_console: ConsoleFactory) -> None:
    console = await _goyle(make_console)
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    entries = await console.app.storage.read_log(console.game_id)
    created = entries[0]
    seen = secrecy.entry_for(created, state, PLAYERS)
    assert seen.command.text == "/char Goyle sortileges=?" and seen.command.options == {"sortileges": MASK}
    assert all(v == MASK for e in seen.events for v in e.args.values() if not isinstance(v, str) or v == MASK)
    assert MASK in [v for e in seen.events for v in e.args.values()]
    roster = [c.after for c in created.changes if c.path[:1] == ["characters"]]
    assert _numbers(roster) != [] and _numbers([c.after for c in seen.changes if c.path[:1] == ["characters"]]) == []
    harry = entries[1]
    assert secrecy.entry_for(harry, state, PLAYERS) == harry  # another character's entry is as it was
    assert secrecy.entry_for(created, state, GM) == created


def _numbers(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return [n for v in value.values() for n in _numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _numbers(v)]
    return [value] if isinstance(value, int | float) and not isinstance(value, bool) else []


async def test_the_games_view_badges_a_hidden_npc_and_shows_its_numbers_only_to_gms(
    make_console: ConsoleFactory,
) -> None:
    console = await _goyle(make_console)
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    whole = view_of(state, console.app.engine.clock.now())
    player = secrecy.view_for(whole, state, Reader("web:bob"))
    goyle, harry = player.character("goyle"), player.character("harry")
    assert goyle is not None and harry is not None
    assert goyle.pools == () and all(isinstance(d.value, str) for d in goyle.details)
    assert secrecy.HIDDEN_BADGE in goyle.badges and harry == whole.character("harry")
    gm = secrecy.view_for(whole, state, GM).character("goyle")
    assert gm is not None and gm.pools == whole.character("goyle").pools and secrecy.HIDDEN_BADGE in gm.badges  # type: ignore[union-attr]
    sheet = state.characters["goyle"].model_dump(mode="json")
    masked = secrecy.data_for(sheet, state, PLAYERS, ("characters", "goyle"))
    assert _numbers(masked) == [] and masked["sortileges"] == MASK and masked["name"] == "Goyle"
    assert secrecy.data_for(sheet, state, GM, ("characters", "goyle")) == sheet
    duel = state.duels["1"].model_dump(mode="json")
    assert _numbers(secrecy.data_for(duel, state, PLAYERS, ("duels", "1"))["fighters"].get("goyle", {})) == []


async def test_a_players_duplicate_reply_stays_masked(make_console: ConsoleFactory) -> None:
    console = await _goyle(make_console)
    engine, game = console.app.engine, console.game_id
    first = await engine.play(_read("/pool Goyle"), BOB, game, "ask")
    again = await engine.play(_read("/pool Goyle"), BOB, game, "ask")
    assert again.reply.duplicate
    for played in (first, again):
        assert [e.args for e in played.reply.events] == [{"name": "Goyle", "pv": MASK, "max": MASK}]
