"""A roster made in Latin letters, played in Cyrillic through the terminal door: a Russian ergs game whose players
write «Гарри», «Гермиону», «Снейпа» for Harry, Hermione and Snape, and whose replies name them in Cyrillic,
declined. The same Latin roster in Polish, Czech and French games is named as it was written."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from adapters.console import Console
from tests.conftest import play

ConsoleFactory = Callable[..., Awaitable[Console]]

LATIN_ROSTER = """
/char Harry age=15
/char Draco age=17 spells="crucio, avada kedavra"
/char Hermione age=15
/char Snape age=40 group=master spells=patronus
/char Luna age=15
"""


async def _state(console: Console) -> Any:
    return await console.app.engine.state(console.game_id)


async def test_a_russian_game_with_a_latin_roster_plays_through_in_cyrillic(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="ergs", locale="ru", seed=7)
    made = await play(console, LATIN_ROSTER)
    assert made == [
        "Гарри вступает в игру: 15 лет (группа студентов), 3 эрга на траты и эрг жизни.",
        "Драко вступает в игру: 17 лет (группа студентов), 3 эрга на траты и эрг жизни.",
        "Гермиона вступает в игру: 15 лет (группа студентов), 3 эрга на траты и эрг жизни.",
        "Снейп вступает в игру: 40 лет (группа мастеров чар), 3 эрга на траты и эрг жизни.",
        "Луна вступает в игру: 15 лет (группа студентов), 3 эрга на траты и эрг жизни.",
    ]
    out = await play(
        console,
        """
        /iam Гарри
        /cast Драко: Круцио в Гермиону at=12:00:00 end=12:00:01
        /cast Гермиона: Уклонение at=12:00:01.2
        /service Гермиона Снейп
        /teach Снейп Гермиону Патронус
        сколько эргов у Луны?
        Луна тратит 1 эрг на зелье
        /pool Снейпа
        """,
    )
    assert out == [
        "Гарри теперь ведёт мастер.",
        "Драко накладывает Круцио на Гермиону (1 эрг, осталось 2).",
        "Гермиона: «Уклонение!» (1 эрг, осталось 2).",
        "Гермиона оказывает услугу Снейпу: теперь Снейп может учить Гермиону.",
        "Снейп учит Гермиону заклинанию Патронус (3 эрга, осталось 0).",
        "Мастеру: Гермиона выучила Патронус у Снейпа.",
        "У Снейпа кончились эрги: он обезмажен — ни заклинаний, ни уклонений до следующего цикла.",
        "Луна (15, группа студентов): 3 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
        "Луна тратит 1 эрг (зелье): осталось 2.",
        "Снейп (40, группа мастеров чар): 0 из 3 эргов, эрг жизни на месте, обезмажен; палочка: привыкла.",
    ]
    state = await _state(console)
    pools = {c.name: c.ergs for c in state.characters.values()}
    assert pools == {"Harry": 3, "Draco": 2, "Hermione": 2, "Snape": 0, "Luna": 2}
    assert state.characters["harry"].owner == console.actor.id
    assert "patronus" in state.characters["hermione"].known and state.characters["snape"].demagicked
    assert [c.name for c in state.characters.values()] == ["Harry", "Draco", "Hermione", "Snape", "Luna"]


async def test_a_gm_sets_how_a_russian_reply_writes_a_name(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="ergs", locale="ru", seed=7)
    await play(console, "/char Ron age=15\n/char Luna age=15")
    out = await play(
        console,
        """
        /char Ron им=Ронни
        /char Luna прозвище=Лунни
        /pool Ронни
        /pool Луну
        Лунни тратит 1 эрг на зелье
        """,
    )
    assert out == [
        "Ронни, именительный падеж: Ронни.",  # only what was set: no sheet line that lists what did not change
        "Luna: другие имена — Лунни.",  # the aliases as the GM wrote them
        "Ронни (15, группа студентов): 3 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
        "Лунни (15, группа студентов): 3 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
        "Лунни тратит 1 эрг (зелье): осталось 2.",
    ]
    state = await _state(console)
    assert state.characters["ron"].forms == {"ru": {"nom": "Ронни"}}
    assert state.characters["luna"].ergs == 2


async def test_two_names_one_cyrillic_spelling_fits_are_asked_about(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="ergs", locale="ru", seed=7)
    await play(console, "/char Harry age=15\n/char Harri age=16")
    before = await _state(console)
    out = await play(console, "/spend Гарри 1 зелье\n/spend Harri 1 зелье")
    assert out[0] == "«Гарри» подходит сразу нескольким персонажам: Harry, Harri. Напишите имя точнее."
    state = await _state(console)
    assert (state.characters["harry"].ergs, state.characters["harri"].ergs) == (3, 2)
    assert before.characters["harry"].ergs == 3


#: The same Latin roster in the other games: named as written, found in the locale's own case forms.
UNCHANGED = {
    "pl": (
        "/pool Hermionę",
        "Hermione (15, grupa uczniów): 3 z 3 ergów, erg życia na miejscu; różdżka: zestrojona.",
        "Snape dołącza do gry",
    ),
    "cs": (
        "/pool Dracovi",
        "Draco (17, skupina studentů): 3 ze 3 ergů, erg života v pořádku; hůlka: zvyklá.",
        "Snape vstupuje do hry",
    ),
    "fr": (
        "/pool Luna",
        "Luna (15 ans, élève)\u00a0: 3 ergs sur 3, erg de vie intact\u00a0; baguette\u00a0: apprivoisée.",
        "Snape entre en jeu",
    ),
}


@pytest.mark.parametrize("locale", sorted(UNCHANGED))
async def test_latin_games_name_a_latin_roster_as_written(make_console: ConsoleFactory, locale: str) -> None:
    console = await make_console(rules="ergs", locale=locale, seed=7)
    made = await play(console, LATIN_ROSTER)
    line, expected, joined = UNCHANGED[locale]
    assert made[3].startswith(joined)
    assert await play(console, line) == [expected]
