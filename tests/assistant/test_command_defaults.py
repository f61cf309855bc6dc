"""Command defaults (/defaults): options a command gets when it gives none, kept in the game, GM only."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from models import Actor
from tests.conftest import play

ConsoleFactory = Callable[..., Awaitable[Console]]
SETUP = """
/char Harry age=15 reflex=6 charms=14 transfig=5 dada=10
/char Draco age=15 reflex=5 charms=14 transfig=5 dada=10
"""


def keys_and_args(lines: list[str]) -> list[tuple[str, dict[str, object]]]:
    return [(e["key"], e["args"]) for e in map(json.loads, lines)]


async def test_a_default_fills_the_option_a_command_leaves_out(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="feniks", json_mode=True)
    await play(console, SETUP)
    set_ = keys_and_args(await console.line("/defaults duel type=club restore=no"))
    assert set_ == [("defaults-set", {"command": "duel", "options": "restore=no type=club"})]
    started = keys_and_args(await console.line("/duel Harry vs Draco"))[0]
    assert started == ("feniks-duel-started", {"duel": "1", "kind": "club", "count": 2})
    await console.line("/end")
    given = keys_and_args(await console.line("/duel Harry vs Draco type=spontaneous"))[0]
    assert given[1]["kind"] == "spontaneous"
    listed = keys_and_args(await console.line("/defaults"))
    assert listed == [("defaults-line", {"command": "duel", "options": "restore=no type=club"})]


async def test_defaults_are_removed_refused_to_players_and_checked(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="feniks", json_mode=True)
    await console.line("/defaults duel type=club")
    assert keys_and_args(await console.line("/defaults duel type=")) == [("defaults-cleared", {"command": "duel"})]
    assert keys_and_args(await console.line("/defaults"))[0][0] == "defaults-none"
    assert keys_and_args(await console.line("/defaults teleport far=yes"))[0][0] == "refusal-unknown-command"
    assert keys_and_args(await console.line("/defaults duel"))[0][0] == "refusal-missing-arg"
    console.actor = Actor(id="player", name="Player")
    refused = keys_and_args(await console.line("/defaults duel type=club"))
    assert refused[0][0] == "refusal-gm-only"
    state = await console.app.engine.state(console.game_id)
    assert state is not None and state.defaults == {}


@pytest.mark.parametrize(
    ("locale", "typed", "said"),
    [
        ("pl", "/defaults pojedynek rodzaj=klub leczenie=nie", "Domyślne opcje /pojedynek: leczenie=nie rodzaj=klub."),
        ("pl", "/defaults duel type=club restore=no", "Domyślne opcje /pojedynek: leczenie=nie rodzaj=klub."),
        ("ru", "/defaults duel вид=клуб", "Параметры /duel по умолчанию: вид=клуб."),
        ("fr", "/defaults duel type=club restore=no", "Options par défaut de /duel\u00a0: soins=non type=club."),
        ("cs", "/defaults souboj druh=klub", "Výchozí volby /souboj: druh=klub."),
        ("pl", '/defaults czar powód="stara miotła"', 'Domyślne opcje /czar: powód="stara miotła".'),
    ],
)
async def test_defaults_read_in_the_readers_words(
    make_console: ConsoleFactory, locale: str, typed: str, said: str
) -> None:
    console = await make_console(rules="feniks", locale=locale)
    assert await console.line(typed) == [said]


async def test_a_default_typed_in_any_language_is_one_option(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="feniks", locale="pl")
    await console.line("/defaults duel type=spontaneous")
    assert await console.line("/defaults pojedynek rodzaj=klub") == ["Domyślne opcje /pojedynek: rodzaj=klub."]
    state = await console.app.engine.state(console.game_id)
    assert state is not None and state.defaults == {"duel": {"type": "club"}}


@pytest.mark.parametrize(
    ("locale", "typed", "said"),
    [
        ("pl", "/defaults przypomnienie=2 min", "przypomnienie o ruchu: po 2 minutach;"),
        ("pl", "/defaults przypomnienie=1godz", "przypomnienie o ruchu: po 1 godzinie;"),
        ("ru", "/defaults напоминание=2 мин", "напоминание о ходе — через 2 минуты (напоминание=10м или нет)"),
        ("ru", "/defaults remind=90s", "напоминание о ходе — через 90 секунд (напоминание=10м или нет)"),
        ("fr", "/defaults rappel=2 min", "rappel du tour\u00a0: après 2 minutes (rappel=…)"),
        ("cs", "/defaults připomínka=5 min", "připomínka tahu: po 5 minutách (připomínka=)"),
    ],
)
async def test_a_reminder_delay_reads_back_as_typed_in_words(
    make_console: ConsoleFactory, locale: str, typed: str, said: str
) -> None:
    console = await make_console(rules="feniks", locale=locale)
    (line,) = await console.line(typed)
    assert said in line, line
