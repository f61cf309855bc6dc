"""Did you mean, at the terminal: a line not played is answered with its closest readings, numbered; typing a number
plays that reading once."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

from adapters.console import Console
from tests.conftest import play

MakeConsole = Callable[..., Awaitable[Console]]


async def test_a_typoed_command_is_offered_numbered_and_the_number_plays_it_once(make_console: MakeConsole) -> None:
    console = await make_console(rules="feniks", locale="pl")
    assert await play(console, "/chra Harry wiek=15") == [
        "/chra nie jest komendą zasad „Feniks”. Listę komend pokaże /pomoc.",
        "Może chodziło o:",
        "1. /postac Harry wiek=15",
        "Wpisz numer, żeby wykonać to polecenie.",
    ]
    assert await console.app.engine.state(console.game_id) is None  # nothing played: no game was even opened

    assert await play(console, "1") == [
        "Nowa postać: Harry, wiek 15, Refleks 0, Zaklęcia 0 (−3), Transmutacja 0 (−3), OPCM 0 (−3); PZ 22/22."
    ]
    state = await console.app.engine.state(console.game_id)
    assert state is not None and [c.name for c in state.characters.values()] == ["Harry"] and state.seq == 1

    assert await play(console, "1") == ["Nie rozumiem: „1”. Co umiem, pokaże /pomoc."]  # offered once, played once
    assert (await console.app.engine.state(console.game_id)).seq == 1  # type: ignore[union-attr]


async def test_natural_words_not_read_are_offered_as_the_closest_command(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="cs")
    await play(console, "/char Mia level=3 ability=12\n/spend Mia 5")
    offered = await play(console, "Mia si dává odpočinek na 8 hodin")
    assert offered == [
        "Nerozumím: „Mia si dává odpočinek na 8 hodin“. Co umím, ukáže /pomoc.",
        "Zkus jeden z těchto řádků:",
        "1. /odpocinek Mia 8h",
        "Napiš číslo a ten řádek se zahraje.",
    ]
    rested = await play(console, "1")
    assert rested[0] == "Mia odpočívá 8 hodin (plný odpočinek): +5 bodů kouzel, 9/9, únava zmizela."
    state = await console.app.engine.state(console.game_id)
    assert state is not None and next(iter(state.characters.values())).points == 9


async def test_a_line_after_the_choices_drops_them(make_console: MakeConsole) -> None:
    console = await make_console(rules="feniks", locale="en")
    offered = await play(console, "/chra Harry age=15")
    assert offered[1:3] == ["Did you mean:", "1. /char Harry age=15"]
    await play(console, "/help")
    assert await play(console, "1") == ["I did not understand “1”. /help shows what I can do."]
    assert await console.app.engine.state(console.game_id) is not None  # /help opened the game: nobody joined it
    assert not (await console.app.engine.state(console.game_id)).characters  # type: ignore[union-attr]


async def test_json_lines_carry_the_choices(make_console: MakeConsole) -> None:
    console = await make_console(rules="ergs", locale="ru", json_mode=True)
    await play(console, "/char Harry age=15")
    refused, offered = [json.loads(line) for line in await play(console, "/spnd Harry 1 зелье")]
    assert refused["key"] == "refusal-unknown-command" and not refused["ok"]
    assert offered == {"choices": [{"label": "/spend Harry 1 зелье", "line": "/spend Harry 1 зелье"}]}
    [spent] = [json.loads(line) for line in await play(console, "1")]
    assert (spent["ok"], spent["key"], spent["args"]["ergs"]) == (True, "ergs-spent", 2)


# ---------------------------------------------------------------- the native reviewers' lines (issue 30 item 5)


async def test_a_line_that_stops_resting_is_offered_the_end_of_the_rest_and_1_ends_it(
    make_console: MakeConsole,
) -> None:
    console = await make_console(rules="spell_points", locale="cs")
    await play(console, "/char Mialee level=3 ability=14\n/iam Mialee\n/spend Mialee 3\n/rest Mialee begin")
    assert await play(console, "přestávám odpočívat") == [
        "Nerozumím: „přestávám odpočívat“. Co umím, ukáže /pomoc.",
        "Zkus jeden z těchto řádků:",
        "1. /odpocinek konec",
        "Napiš číslo a ten řádek se zahraje.",
    ]
    assert await play(console, "1") == ["Mialee přestává odpočívat dřív, než uběhla celá hodina: 9/12."]


async def test_a_question_about_a_dodge_is_offered_its_help_and_1_spends_no_erg(make_console: MakeConsole) -> None:
    console = await make_console(rules="ergs", locale="ru")
    await play(console, "/char Гарри age=15\n/iam Гарри")
    ergs = next(iter((await console.app.engine.state(console.game_id)).characters.values())).ergs  # type: ignore[union-attr]
    assert await play(console, "сколько стоит уклонение?") == [
        "Не понял: «сколько стоит уклонение?». Что я умею, покажет /help.",
        "Может, вы имели в виду:",
        "1. /help dodge",
        "2. /pool",
        "Напишите номер команды, чтобы её выполнить.",
    ]
    assert await play(console, "1") == [
        "/dodge — Уклониться от заклинания. Пример: /dodge",
        "Синтаксис: /dodge [ПЕРСОНАЖ]",
    ]
    state = await console.app.engine.state(console.game_id)
    assert state is not None and next(iter(state.characters.values())).ergs == ergs  # nothing spent


async def test_help_of_no_command_says_so_and_offers_nothing(make_console: MakeConsole) -> None:
    console = await make_console(rules="feniks", locale="pl")
    assert await play(console, "/pomoc foo") == ["Nie ma komendy „foo”. Listę komend pokaże /pomoc."]
    assert await play(console, "/config") == ["/config nie jest komendą zasad „Feniks”. Listę komend pokaże /pomoc."]
    french = await make_console(rules="duel_club", locale="fr", game_id="fr")
    assert await play(french, "/aide truc") == [
        "/aide truc\u00a0: je ne connais pas de commande «\u00a0truc\u00a0». Tapez /aide pour la liste."
    ]
