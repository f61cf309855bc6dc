"""Issue 29 in Russian: the replies of the ergs larp a native player reads, played through the real console.

Each assertion is the exact sentence the player reads: a free spell says it is free, a spell is laid on its target,
a full pool says it is full, a hint names what the reader accepts (``/gain Гарри 1 зелье``, ``/drain Гарри
дементор``), settings are named in words, and no reply carries a rule id or a Latin value.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.conftest import play
from tests.fakes import FakeClock

ConsoleFactory = Callable[..., Awaitable[Console]]

ROSTER = """
/char Гарри возраст=15 заклинания="империус"
/char Гермиона возраст=16
/char Драко возраст=17 заклинания="круцио, авада кедавра"
"""


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """Play on the in-memory storage alone: the sentences do not depend on where the game is kept."""
    return InMemoryStorage(clock)


async def larp(make_console: ConsoleFactory, script: str) -> list[str]:
    """Play a script on a fresh Russian ergs game after the roster; return the replies to the script."""
    console = await make_console(rules="ergs", locale="ru", seed=3)
    await play(console, ROSTER)
    return await play(console, script)


async def test_a_spell_is_laid_on_its_target_and_a_free_one_is_free(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        /cast Гарри: Империус в Гермиону at=12:00:00
        /cast Гарри: Экспеллиармус Драко at=12:00:10
        """,
    )
    assert out == [
        "Гарри накладывает Империус на Гермиону (1 эрг, осталось 2).",
        "Гарри накладывает Экспеллиармус на Драко (бесплатно, в запасе 2).",
    ]


async def test_a_feminine_spell_cast_too_soon_is_her(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        /cast Драко: Круцио в Гарри at=12:01:00 end=12:01:01
        /cast Драко: Авада Кедавра в Гарри at=12:01:01.5
        """,
    )
    assert (
        "…но Авада Кедавра не срабатывает: Драко произнёс её всего через 0,5 с после прошлой атаки"
        " (правило трёх секунд: выждать 3 с или сперва закрыться щитом либо уклониться)."
    ) in out


async def test_a_full_pool_is_full(make_console: ConsoleFactory) -> None:
    out = await larp(make_console, "/gain Гермиона 1 зелье")
    assert out == ["У Гермионы полный запас эргов: выше максимума он не поднимается."]


async def test_the_reason_and_the_cause_are_asked_in_words_the_reader_accepts(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        /spend Гермиона 1
        /spend Гермиона 1 зелье
        /drain Гермиона
        /drain Гермиона дементор
        """,
    )
    assert out == [
        "Для /spend нужна причина: напишите её после числа, например /spend Гарри 1 зелье, — её сохранит журнал.",
        "Гермиона тратит 1 эрг (зелье): осталось 2.",
        "Эрг жизни отнимают только ритуал, дементор или вампир. Назовите причину после имени, например"
        " /drain Гарри дементор.",
        "Мастер: Гермиона теряет эрг жизни от дементора. Без него в новом цикле эрги не восполняются, пока мастер"
        " не вернёт эрг жизни (/restore).",
    ]


async def test_the_settings_are_named_in_words(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        /config
        /config window=0,5
        """,
    )
    assert out == [
        "Эрги восполняются в новом цикле: да (восполнение=…)",
        "Запас эргов в новом цикле (вместе с эргом жизни): 4 эрга (запас=…)",
        "Обучение стоит учителю: 3 эрга (обучение=…)",
        "Пауза после атакующего заклинания: 3 с (пауза=…)",
        "Заклинания одновременны, если между ними не больше: 0,25 с (одновременность=…)",
        "Дальность заклинаний: 10 шагов (дальность=…)",
        "Новая палочка привыкает: 12 ч (привыкание=…)",
        "После атаки волшебники считаются в бою: 60 с (бой=…)",
        "Настройка изменена. Заклинания одновременны, если между ними не больше: 0,5 с.",
    ]


async def test_the_protocol_checks_loose_clothing_and_a_duel_without_a_circle(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        /duel Гарри против Драко
        /protocol одежда Гарри
        /end out=Гарри
        """,
    )
    assert out[1:] == [
        "Одежда Гарри проверена: свободная одежда, медальоны, медали, кошельки и пояса сняты.",
        "Дуэль 1 идёт не в круге: выйти за круг в ней нельзя.",
    ]


async def test_undo_says_in_words_what_it_took_back(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        /cast Драко: Круцио в Гарри at=12:01:00
        /undo
        """,
    )
    assert out[-1] == "Отменён ход № 4: заклинание."


async def test_a_missing_age_cites_no_rule(make_console: ConsoleFactory) -> None:
    assert await larp(make_console, "/char Невилл") == [
        "Чтобы создать персонажа по имени Невилл, укажите возраст: /char Невилл возраст=15."
    ]


async def test_a_player_asking_about_another_pool_or_a_gm_command(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        :as лена
        /iam Гермиона
        /pool Драко
        /gain Гермиона 1 зелье
        """,
    )
    assert out[-2:] == [
        "Драко — чужой персонаж: игрок может смотреть и вести только своих.",
        "Это делает только мастер (команда /gain).",
    ]


async def test_help_names_no_feature_of_another_ruleset(make_console: ConsoleFactory) -> None:
    out = await larp(
        make_console,
        """
        /help status
        /help pool
        /help remind
        /help drain
        /help restore
        """,
    )
    assert out == [
        "/status — Что сейчас в игре: дуэли и персонажи. Пример: /status",
        "Синтаксис: /status [дуэль=N]",
        "/pool — Сколько осталось в запасе. Пример: /pool Гарри",
        "Синтаксис: /pool [ИМЯ]",
        "/remind — Напомнить игроку, которого ждут (мастер). Пример: /remind",
        "Синтаксис: /remind [N]",
        "/drain — Отнять у персонажа жизненную силу (мастер). Пример: /drain Гарри ритуал",
        "Синтаксис: /drain ИМЯ ритуал|дементор|вампир",
        "/restore — Вернуть персонажу отнятые силы (мастер). Пример: /restore Гарри",
        "Синтаксис: /restore [ИМЯ]",
    ]


async def test_spell_points_say_nothing_that_did_not_happen(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="spell_points", locale="ru", seed=3)
    out = await play(
        console,
        """
        /char Мира уровень=7 характеристика=16 класс=волшебник
        /restore Мира
        /rest Мира начать
        /rest Мира конец
        /drain Мира 1
        """,
    )
    assert out[1:] == [
        "Мира восстанавливает силы: очки заклинаний не меняются (46/46), утомления нет.",
        "Мира начинает отдых.",
        "Мира прерывает отдых, не отдохнув и часа: 46/46.",
        "Мира получает 1 отрицательный уровень: −7 очков заклинаний (каждый стоит столько же, сколько заклинание"
        " 4-го уровня), 39/46.",
    ]


async def test_a_refused_dueling_code_choice_names_the_lawful_values_in_russian(
    make_console: ConsoleFactory,
) -> None:
    out = await larp(
        make_console,
        """
        /duel Гарри против Драко
        /protocol offended=Гарри degree=1
        /protocol weapon=меч
        /char Гарри группа=никакая
        """,
    )
    assert out[-2:] == [
        "«меч» — недопустимый выбор оружия (палочки или нерф).",
        "Нет такой возрастной группы «никакая». Группы: студент, средняя, старшая и мастер, например группа=старшая.",
    ]


async def test_a_bad_sheet_value_names_the_field_as_it_is_typed(make_console: ConsoleFactory) -> None:
    assert await larp(make_console, "/char Гарри возраст=abc") == ["Недопустимое значение «abc» в поле «возраст»."]
