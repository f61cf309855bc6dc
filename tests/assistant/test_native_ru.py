"""Issue 29 in Russian: the replies of the ergs larp a native player reads, played through the real console.

Each assertion is the exact sentence the player reads: a free spell says it is free, a spell is laid on its target,
a full pool says it is full, a hint names what the reader accepts (``/gain Гарри 1 зелье``, ``/drain Гарри
дементор``), settings are named in words, and no reply carries a rule id or a Latin value.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.language.translator import Translator
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


async def after(make_console: ConsoleFactory, rules: str, setup: str, script: str) -> list[str]:
    """Play a script on a fresh Russian game of some rules after its setup; return the replies to the script."""
    console = await make_console(rules=rules, locale="ru", seed=3)
    await play(console, setup)
    return await play(console, script)


async def larp(make_console: ConsoleFactory, script: str) -> list[str]:
    """Play a script on a fresh Russian ergs game after the roster; return the replies to the script."""
    return await after(make_console, "ergs", ROSTER, script)


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
        "Для /spend нужна причина — её сохранит журнал. Например: /spend Гарри 1 зелье",
        "Гермиона тратит 1 эрг (зелье): осталось 2.",
        "Эрг жизни отнимают только ритуал, дементор или вампир. Назовите причину после имени, например"
        " /drain Гарри дементор.",
        "Мастеру: Гермиона теряет эрг жизни от дементора. Без него в новом цикле эрги не восполняются, пока мастер"
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
        "Запас эргов у новых персонажей (вместе с эргом жизни): 4 эрга (запас=…)",
        "Обучение стоит учителю: 3 эрга (обучение=…)",
        "Пауза после атакующего заклинания: 3 с (пауза=…)",
        "Заклинания считаются одновременными, если между ними не больше 0,25 с (одновременность=…)",
        "Дальность заклинаний: 10 шагов (дальность=…)",
        "Новая палочка привыкает: 12 ч (привыкание=…)",
        "После атаки волшебники считаются в бою: 60 с (бой=…)",
        "Настройка изменена. Заклинания считаются одновременными, если между ними не больше 0,5 с.",
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
        "Одежда Гарри проверена: одежда свободная; медальоны, медали, кошельки и пояса сняты.",
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
    assert out[-1] == "Отменено: заклинание Круцио (Драко)."


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
        "Драко — не ваш персонаж: игрок может смотреть и вести только своих.",
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
        "/pool — Сколько эргов осталось у персонажа. Пример: /pool Гарри",
        "Синтаксис: /pool [ИМЯ]",
        "/remind — Напомнить игроку, которого ждут (мастер). Пример: /remind",
        "Синтаксис: /remind [N] (N — номер дуэли; без номера — все дуэли, где ждут хода)",
        "/drain — Отнять эрг жизни (мастер). Пример: /drain Гарри ритуал",
        "Синтаксис: /drain ИМЯ ритуал|дементор|вампир",
        "/restore — Вернуть эрг жизни (мастер). Пример: /restore Гарри",
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
        "Мире нечего восстанавливать: утомления нет, а очков заклинаний не меньше двух третей запаса (46/46).",
        "Мира начинает отдых.",
        "Мира прерывает отдых, не отдохнув и часа: 46/46.",
        "Мира получает 1 отрицательный уровень: −7 очков заклинаний (каждый стоит столько же, сколько заклинание"
        " 4-го уровня, 7 очков), 39/46.",
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


async def test_a_teacher_must_be_older_than_the_learner_not_of_the_senior_group(make_console: ConsoleFactory) -> None:
    # Review ru 1: «учитель должен быть из старшей возрастной группы» said to a teacher of the senior group.
    out = await larp(
        make_console,
        """
        /char Сириус возраст=36 группа=старшая заклинания="Патронус"
        /char Ремус возраст=37 группа=старшая
        /teach Сириус Ремус Патронус
        """,
    )
    assert out[-1] == (
        "Сириус (старшая группа) не может учить Ремуса (старшая группа): учитель должен быть из более старшей"
        " возрастной группы, чем ученик."
    )


async def test_simultaneous_casts_without_avada_kedavra_name_no_exception(make_console: ConsoleFactory) -> None:
    # Review ru 2: «ни одно не срабатывает, кроме Авады Кедавры» when nobody cast it.
    out = await larp(
        make_console,
        """
        /cast Гарри: Империус в Гермиону at=12:01:00 end=12:01:01
        /cast Драко: Круцио в Гермиону at=12:01:00.2 end=12:01:01
        """,
    )
    assert out[1:] == [
        "Драко накладывает Круцио на Гермиону (1 эрг, осталось 2).",
        "Одновременно 2 заклинания — ни одно не срабатывает.",
        "✗ Империус Гарри (12:01:00) не срабатывает.",
        "✗ Круцио Драко (12:01:00,2) не срабатывает.",
    ]


async def test_mental_magic_starts_a_sentence_with_a_capital_and_is_her(make_console: ConsoleFactory) -> None:
    # Review ru 3, 29, 30: «ментальная магия — не боевое заклинание: … применить его», a line in lower case,
    # «на 4 × ментальная магия».
    out = await larp(
        make_console,
        """
        /char Дамблдор возраст=115 группа=мастер заклинания="ментальная магия"
        /odds Дамблдор ментальная магия n=4
        /cast Драко: Круцио в Дамблдора at=12:00:00 end=12:00:01
        /cast Дамблдор: ментальная магия в Драко at=12:00:05
        """,
    )
    assert out[1:3] == [
        "Ментальная магия (1 эрг): ещё 3 раза.",
        "Вероятность того, что Дамблдору хватит эргов на 4 применения ментальной магии: 0\u00a0% (запас известен,"
        " случайности нет).",
    ]
    assert out[-1] == "Ментальная магия — небоевое заклинание: Дамблдор не может применить её в бою."


async def test_an_ended_duel_refuses_in_words_unlike_its_end(make_console: ConsoleFactory) -> None:
    # Review ru 5: the refusal «Дуэль 1 окончена.» read exactly as the end itself.
    out = await larp(
        make_console,
        """
        /duel Гарри против Драко
        /end duel=1 winner=Гарри
        /end duel=1 winner=Драко
        """,
    )
    assert out[1:] == ["Дуэль 1 окончена: побеждает Гарри.", "Дуэль 1 уже окончена — в ней ничего не изменить."]


async def test_an_off_roster_target_typed_in_the_accusative_is_declined_once(make_console: ConsoleFactory) -> None:
    # Review ru 6: «Ступефай Волдеморта» gave «на Волдеморту»; a woman's name keeps hers.
    out = await larp(
        make_console,
        """
        /cast Гарри: Экспеллиармус Волдеморта at=12:00:00
        /cast Гарри: Экспеллиармус в Беллатрису at=12:00:10
        /cast Гарри: Экспеллиармус Беллатриса at=12:00:20
        /cast Гарри: Экспеллиармус на тролля at=12:00:30
        """,
    )
    assert [line.split(" (")[0] for line in out] == [
        "Гарри накладывает Экспеллиармус на Волдеморта",
        "Гарри накладывает Экспеллиармус на Беллатрису",
        "Гарри накладывает Экспеллиармус на Беллатрису",
        "Гарри накладывает Экспеллиармус на тролля",
    ]


async def test_refusals_quote_what_was_typed_and_dice_take_a_cyrillic_k(make_console: ConsoleFactory) -> None:
    # Review ru 7, 8, 9, 27: «русскии», «1d20заинициативу», «2к6» refused, «Сектумсемпра Драко» quoted as a spell.
    out = await larp(
        make_console,
        """
        /lang русский
        /lang клингонский
        /roll 1d20 за инициативу
        /cast Гарри: Сектумсемпра Драко
        /cast Гарри: Сектумсемпра в Волдеморта
        """,
    )
    assert out == [
        "Язык переключён: русский.",  # a language is taken by its name too (the Czech review, #25: «čeština»)
        "Неизвестный язык «клингонский». Доступны: pl, ru, fr, cs и en.",
        "«1d20 за инициативу» — это не бросок костей. Попробуйте, например, /roll 2к6+1 или /roll 4к6kh3+2.",
        "«Сектумсемпра» — не заклинание этих правил.",
        "«Сектумсемпра» — не заклинание этих правил.",
    ]
    rolled = await larp(make_console, "/roll 2к6+1")
    assert rolled[0].startswith("Бросок 2к6+1: 2к6 (")


async def test_rules_are_named_in_russian_and_the_roster_is_cleared(make_console: ConsoleFactory) -> None:
    # Review ru 10, 36: «/rules эрги» refused; «Список персонажей начат заново».
    assert await larp(make_console, "/rules очки\n/rules эрги") == [
        "Правила сменены: очки заклинаний. Список персонажей очищен.",
        "Правила сменены: эрги (дуэли на палочках). Список персонажей очищен.",
    ]


async def test_patronus_is_named_as_players_name_it(make_console: ConsoleFactory) -> None:
    # Review ru 24: the player types «Патронус» and read «Экспекто Патронум» back.
    out = await larp(
        make_console,
        """
        /char Дамблдор возраст=115 группа=мастер заклинания="Патронус"
        /service Гарри Дамблдор
        /teach Дамблдор Гарри Патронус
        /teach Дамблдор Гермиона Патронус
        """,
    )
    assert out[2] == "Дамблдор учит Гарри заклинанию Патронус (3 эрга, осталось 0)."
    assert out[3] == "Мастеру: Гарри выучил Патронус у Дамблдора."


async def test_a_spend_beyond_the_pool_does_not_speak_of_spells(make_console: ConsoleFactory) -> None:
    # Review ru 25: «эрг жизни на заклинания не тратится» after /spend for a potion.
    out = await larp(make_console, "/spend Гарри 5 зелье")
    assert out == ["У Гарри только 3 эрга, а нужно 5; эрг жизни тратить нельзя."]


async def test_a_spell_said_at_once_after_an_attack_is_not_zero_seconds_late(make_console: ConsoleFactory) -> None:
    # Review ru 35: «всего через 0 с после прошлой атаки».
    out = await larp(
        make_console,
        """
        /cast Драко: Круцио в Гарри at=12:02:00 end=12:02:01
        /cast Драко: Круцио в Гарри at=12:02:01.01
        """,
    )
    assert out[-1] == (
        "…но Круцио не срабатывает: Драко произнёс его сразу же после прошлой атаки"
        " (правило трёх секунд: выждать 3 с или сперва закрыться щитом либо уклониться)."
    )


def test_catalogue_lines_no_ergs_game_reaches_read_as_russian() -> None:
    # Review ru 33, 34, 37, 38: «81%», «изнурение», «очки магии», «Ход №25», «возраст» beside «Рефлекс».
    text = Translator()
    odds = {"name": "Гарри", "spell": "stupefy", "mod": "+1", "hit": 81, "hit_exact": "81/100", "mean": "4,2"}
    assert "попадание 81\u00a0% (81/100)" in text.format("feniks-odds-attack", "ru", {**odds, "mean_exact": "21/5"})
    assert text.format("cmd-fatigue", "ru") == "Утомление или истощение (мастер)"
    assert text.format("cmd-rest", "ru") == "Отдохнуть и восстановить очки заклинаний"
    assert text.format("console-reply-unshown", "ru", {"seq": 25}).startswith("Ход №\u00a025 записан")
    assert [text.format(f"web-field-{f}", "ru") for f in ("age", "reflex", "group", "level")] == [
        "Возраст",
        "Рефлекс",
        "Группа",
        "Уровень",
    ]


# Issue 29, the ergs review in Russian (/work/review/ru.md, findings F1–F33): each class of error read as the player
# reads it.

PROTOCOL = (
    "/protocol оскорблённый=Гермиона степень=3 оружие=палочки род=периодическая подвижность=неподвижная"
    ' поле=50x15 круг=5 схватка=45 перерыв=3 место="опушка леса"'
)


async def test_the_protocol_is_written_in_russian_words_and_read_back_in_them(make_console: ConsoleFactory) -> None:
    # F1, F2, F4: only English keys were taken (field=, bout=…), the refusal listed internal ids, «Поле, шагов — 50×15».
    out = await larp(
        make_console,
        f"""
        /duel Гермиона против Драко
        /protocol поле="опушка" длина=50
        /protocol поле="опушка"
        {PROTOCOL}
        """,
    )
    assert out[1:13] == [
        "В протоколе нет пункта «длина». Пункты: оскорблённый, степень, оружие, род, подвижность, поле, место, круг,"
        " схватка и перерыв.",
        "Поле записывается как ДЛИНА×ШИРИНА в шагах, например поле=40x12, а не «опушка». Ничего из этой строки"
        " не записано.",
        "Протокол: оскорблённый — Гермиона.",
        "Протокол: степень оскорбления — 3.",
        "Протокол: оружие — палочки.",
        "Протокол: род дуэли — периодическая (схватки и перерывы).",
        "Протокол: подвижность — неподвижная (в круге).",
        "Протокол: поле — 50 × 15 шагов.",
        "Протокол: место — опушка леса.",
        "Протокол: круг — 5 шагов.",
        "Протокол: схватка — 45 с.",
        "Протокол: перерыв — 3 с.",
    ]


async def test_the_protocol_reads_as_a_record_of_what_happened(make_console: ConsoleFactory) -> None:
    # F3, F5, F6: «Род дуэли: ещё не выбрано», «0,1 × схватка» for 3 s of 45, «Рон оскорбляет Гермиону».
    fresh = await larp(make_console, "/duel Гермиона против Драко\n/protocol")
    assert "Род дуэли: ещё не выбран — кто выбирает, решит степень оскорбления." in fresh
    assert "Оружие: ещё не выбрано — кто выбирает, решит степень оскорбления." in fresh
    filled = await larp(make_console, f"/duel Гермиона против Драко\n{PROTOCOL}\n/protocol")
    assert "Оскорбление третьей степени (действием): Драко оскорбил Гермиону." in filled
    assert "Схватки по 45 с, перерывы по 3 с (1/15 схватки)." in filled
    twice = await larp(make_console, f"/duel Гермиона против Драко\n{PROTOCOL}\n/protocol перерыв=2x\n/protocol")
    assert "Схватки по 45 с, перерывы по 90 с (в 2 раза дольше схватки)." in twice


async def test_protocol_refusals_say_what_is_allowed(make_console: ConsoleFactory) -> None:
    # F24, F25: « — не секундант дуэли 1.», «не степень оскорбления: 1, 2, 3», «не более 1 000 по стороне».
    out = await larp(
        make_console,
        """
        /duel Гермиона против Драко
        /protocol подписать
        /protocol степень=4
        /protocol поле=20x5
        """,
    )
    assert out[1:] == [
        "Кто подписывает? Напишите: /protocol подписать ИМЯ_СЕКУНДАНТА.",
        "Степени оскорбления бывают только 1, 2 и 3, а не «4».",
        "Поле 20 × 5 шагов не годится: нужно не меньше 40 × 12 шагов и не больше 1\u00a0000 шагов в длину или ширину.",
    ]


async def test_a_bout_call_says_when_the_bout_ends_and_a_check_says_where_it_stands(
    make_console: ConsoleFactory,
) -> None:
    # F7, F8: «(30 с, 14:11:16)» read as the end; «/bout тик» answered nothing; a status of a duel with no bouts sent
    # the player to /bout старт, just refused.
    signed = f"""
        /duel Гермиона против Драко
        {PROTOCOL}
        /protocol секундант Гермиона Гарри
        /protocol секундант Драко Люциус
        /protocol одежда Гермиона
        /protocol одежда Драко
        /protocol подписать Гарри
        /protocol подписать Люциус
        """
    out = await larp(make_console, f"{signed}\n/bout старт at=12:00:00\n/bout сверить at=12:00:04")
    assert out[-2:] == [
        "Дуэль 1, схватка 1: сходитесь! (начало в 12:00:00, 45 с, «Стойте!» в 12:00:45)",
        "Дуэль 1: схватка 1 идёт, осталось 41 с.",
    ]


async def test_a_duel_without_bouts_has_no_bout_timer_to_ask_about(make_console: ConsoleFactory) -> None:
    # F8: the status of a duel with no bouts sent the player to /bout старт, which that duel refuses.
    mobile = await larp(make_console, "/duel Гермиона против Драко\n/bout статус")
    assert mobile[-1] == (
        "Дуэль 1 не периодическая: в ней нет схваток и перерывов (род дуэли задаёт протокол: /protocol"
        " род=периодическая)."
    )


async def test_wands_and_notes_to_the_gm_read_as_russian(make_console: ConsoleFactory) -> None:
    # F9, F10: «с неё работают … чары», the subject lost after «;»; «Мастер:» read as the GM speaking.
    out = await larp(
        make_console,
        """
        /char Гарри заклинания="империус, патронус"
        /wand Гарри новая at=2026-01-01T12:00:00
        /cast Гарри: Патронус at=2026-01-01T12:00:10
        /wand Гарри повредить
        /wand Гарри починить
        /restore Гарри
        """,
    )
    assert out[1:] == [
        "Гарри получает новую палочку (№ 4). Она привыкает к хозяину 12 ч; до тех пор с неё срабатывают только базовые"
        " и тёмные заклинания.",
        "Палочка Гарри ещё привыкает (осталось 12 ч): с неё срабатывают только базовые и тёмные заклинания, а Патронус"
        " не из них.",
        "Палочка Гарри повреждена и заклеена посередине: ею нельзя колдовать.",
        "Мастеру: палочка Гарри снова цела.",
        "Эрг жизни Гарри на месте.",
    ]


async def test_casting_refusals_name_what_is_wrong(make_console: ConsoleFactory) -> None:
    # F12, F13, F29: /odds listed a spell the wizard does not know; «можно не дальше 10»; «требует цели: укажите
    # палочкой».
    out = await larp(
        make_console,
        """
        /odds Гермиона авада кедавра
        /cast Драко: Круцио в Гермиону distance=15 at=12:00:00
        /cast Гарри: Ступефай at=12:00:10
        """,
    )
    assert out == [
        "Гермиона не владеет Авадой Кедаврой.",
        "До цели 15 шагов, а колдовать можно не дальше чем на 10 шагов.",
        "Для Ступефая нужна цель: назовите её, например /cast Ступефай Драко.",
    ]


async def test_a_setting_says_what_it_changes_and_what_it_takes(make_console: ConsoleFactory) -> None:
    # F22, F32: «Запас эргов в новом цикле: 5» while the cycle gave 3 (RULES.md: each wizard refills to their own
    # maximum); «неверное значение настройки: Пауза…» without the values allowed.
    out = await larp(make_console, "/config запас=5\n/cycle\n/config пауза=abc")
    assert out[0] == (
        "Настройка изменена. Запас эргов у новых персонажей (вместе с эргом жизни): 5 эргов. У уже созданных"
        " персонажей запас не меняется: его задаёт /char ИМЯ запас=N."
    )
    assert "Гарри: цикл оплачен, 3 из 3 эргов." in out
    assert out[-1] == "«abc» не подходит для настройки «пауза»: нужно число секунд, например пауза=3."


async def test_a_sheet_is_shown_and_its_other_names_are_said_alone(make_console: ConsoleFactory) -> None:
    # F19, F21, F33: «/char Гарри» answered «Изменения у Гарри»; setting aliases listed unchanged fields; an unknown
    # spell in a list was quoted with a space and the character silently not made.
    out = await larp(
        make_console,
        """
        /char Гарри
        /char Драко
        /char Гарри alias=Поттер,Гаррик
        /char Снейп возраст=38 группа=старшая заклинания="империус, авада кедавра, сектумсемпра"
        /pool Снейп
        """,
    )
    assert out == [
        "Гарри: 15 лет (группа студентов), 3 эрга на траты и эрг жизни; выученные заклинания: Империус.",
        "Драко: 17 лет (группа студентов), 3 эрга на траты и эрг жизни; выученные заклинания: Авада Кедавра и Круцио.",
        "Гарри: другие имена — Поттер и Гаррик.",
        "Персонаж Снейп не создан: «сектумсемпра» — не заклинание этих правил.",
        "Персонажа «Снейп» нет.",
    ]


async def test_words_where_a_number_or_an_action_goes_are_named(make_console: ConsoleFactory) -> None:
    # F23: «В команде /spend чего-то не хватает.» for a number in words; «Персонажа «Гарри летать» нет.»
    out = await larp(make_console, "/spend Гарри два причина=полёт\n/wand Гарри летать")
    assert out == [
        "«два» — напишите число цифрами: /spend Гарри 2 причина=…",
        "«летать» — такого действия с палочкой нет: новая, повредить, починить, отдать КОМУ, взять N.",
    ]


async def test_the_help_writes_its_syntax_in_russian(make_console: ConsoleFactory) -> None:
    # F26, F27, F28, F31: key=value, n=N, «тик», /topic shared|own, /chart duel N, ids of rulesets, an optional
    # reason the command requires.
    out = await larp(
        make_console,
        """
        /help protocol
        /help odds
        /help bout
        /help spend
        /help topic
        /help chart
        /help rules
        """,
    )
    assert (
        "Синтаксис: /protocol [ПУНКТ=ЗНАЧЕНИЕ …] | подписать ИМЯ | одежда ИМЯ [повязки=ЧТО] | секундант ДУЭЛЯНТ ИМЯ"
        in out
    )
    assert "Синтаксис: /odds [ИМЯ] [ЗАКЛИНАНИЕ] [раз=N]" in out
    assert "Синтаксис: /bout старт|сверить|стоп|статус [дуэль=N]" in out
    assert "Синтаксис: /spend [ИМЯ] N ПРИЧИНА" in out
    assert (
        "Синтаксис: /topic общая|своя (мастер, внутри темы форума); просто /topic говорит, какая игра идёт в теме"
        in out
    )
    assert "Синтаксис: /chart | /chart ИМЯ | /chart дуэль N" in out
    assert "Синтаксис: /rules феникс | дуэльный клуб | эрги | очки заклинаний (мастер)" in out
    assert await larp(make_console, "/spend Гарри 1") == [
        "Для /spend нужна причина — её сохранит журнал. Например: /spend Гарри 1 зелье"
    ]


async def test_rulesets_are_listed_and_taken_by_their_russian_names(make_console: ConsoleFactory) -> None:
    # F31: «Есть: feniks, duel_club, ergs, spell_points.»
    assert await larp(make_console, "/rules бла\n/rules дуэльный клуб") == [
        "Неизвестные правила «бла». Есть: феникс, дуэльный клуб, эрги и очки заклинаний.",
        "Правила сменены: Дуэльный клуб. Список персонажей очищен.",
    ]


async def test_a_latin_roster_reads_as_russian_readers_know_the_names(make_console: ConsoleFactory) -> None:
    # F30: George → «Георг», Ginny → «Гинни», and «Джордж», «Джинни» typed were not found.
    out = await larp(
        make_console,
        """
        /char George age=17
        /char Albus age=110 group=master
        /char Fleur age=17
        /char Ginny age=15
        /char Dudley age=20
        /pool Джордж
        /cast Джинни: Экспеллиармус Флёр at=12:00:00
        /cast Драко: Круцио Джинни at=12:00:10
        """,
    )
    assert [line.split(" вступает")[0] for line in out[:5]] == ["Джордж", "Альбус", "Флёр", "Джинни", "Дадли"]
    assert out[5].startswith("Джордж (17, группа студентов): 3 из 3 эргов")
    assert out[6:] == [
        "Джинни накладывает Экспеллиармус на Флёр (бесплатно, в запасе 3).",
        "Драко накладывает Круцио на Джинни (1 эрг, осталось 2).",
    ]


async def test_a_macro_is_named_in_quotes(make_console: ConsoleFactory) -> None:
    # F18: «Напишите атака, чтобы его сыграть.», «/cycle ; /status».
    out = await larp(make_console, '/macro "иду спать" /cycle; /status\n/macro удалить "иду спать"')
    assert out == [
        "Макрос «иду спать»: /cycle; /status. Напишите «иду спать», чтобы его запустить.",
        "Макрос «иду спать» удалён.",
    ]


async def test_a_spend_for_a_reason_reads_na_as_the_reason(make_console: ConsoleFactory) -> None:
    said = await larp(make_console, "/char Harry age=15\n/iam Harry\nснимаю 2 эрга на зелье")
    assert said[-1] == "Гарри тратит 2 эрга (зелье): осталось 1."


async def test_the_commands_without_a_telegram_word_take_russian_names(make_console: ConsoleFactory) -> None:
    said = await larp(make_console, "/char Harry age=15\n/потеря Гарри ритуал\n/восстановить Гарри")
    assert said[-2].startswith("Мастеру: Гарри теряет эрг жизни в ритуале."), said
    assert said[-1] == "Мастеру: Гарри снова с эргом жизни."


async def test_game_settings_show_what_each_key_takes_and_a_delay_in_russian_units(
    make_console: ConsoleFactory,
) -> None:
    # F15, F16: «(листы=)» with nothing after «=», «напоминание=10m» as the only example, a Feniks example in ergs.
    out = await larp(make_console, "/defaults\n/defaults напоминание=10м\n/defaults напоминание=abc")
    assert out == [
        "Параметры команд по умолчанию не заданы. Мастер задаёт их так: /defaults КОМАНДА ключ=значение; настройки"
        " всей игры пишутся без команды, например /defaults листы=да.",  # not Feniks's duel вид=клуб
        "Настройки игры: игроки сами правят свои листы — нет (листы=да/нет); напоминание о ходе — через 10 минут"
        " (напоминание=10м или нет); свои макросы у игроков — нет (макросы=да/нет).",
        "«abc» — не срок напоминания: укажите минуты или часы, например напоминание=10м или напоминание=2ч (от 1"
        " минуты до 7 дней), либо напоминание=нет.",
    ]


# Review round 3 (r3-ru.md): the numbers in the comments are the reviewer's findings.


async def test_a_macro_runs_its_commands(make_console: ConsoleFactory) -> None:
    # R1, R19: «слово или фраза, которые играют команды», «чтобы его сыграть».
    out = await larp(make_console, "/help macro\n/macro атака /cast Гарри: Ступефай Гермиона")
    assert out[0].startswith(
        "/macro — Показать, создать или удалить макросы группы: слово или фраза, которые запускают команды."
    )
    assert out[-1] == "Макрос «атака»: /cast Гарри: Ступефай Гермиона. Напишите «атака», чтобы его запустить."


async def test_a_gm_with_several_characters_is_asked_in_the_command_typed(make_console: ConsoleFactory) -> None:
    # R2, R12, R14, R15: the hint showed /cast ИМЯ: ЗАКЛИНАНИЕ on /dodge, /restore and /wand; /odds of a name not on
    # the roster pretended no name was given.
    out = await larp(
        make_console,
        """
        /iam Гарри
        /iam Гермиона
        /dodge
        /restore
        /wand
        /odds Волдеморт
        /cast Ступефай
        """,
    )
    assert out[2:] == [
        "У вас несколько персонажей: назовите нужного после команды, например /dodge ИМЯ.",
        "У вас несколько персонажей: назовите нужного после команды, например /restore ИМЯ.",
        "У вас несколько персонажей: назовите нужного после команды, например /wand ИМЯ.",
        "Персонажа «Волдеморт» нет.",
        "У вас несколько персонажей: назовите того, кто колдует, например /cast ИМЯ: ЗАКЛИНАНИЕ.",
    ]
    assert await larp(make_console, ":as лена\n/dodge") == [
        "За какого персонажа? Назовите его после команды, например /dodge ИМЯ, или возьмите своего командой /iam ИМЯ."
    ]


async def test_the_protocol_keeps_a_place_of_two_words_and_names_its_items(make_console: ConsoleFactory) -> None:
    # R4, R5, R6, R7, R8, R55: «место — тенистая.», «Подвижная или неподвижная: ещё не выбрано», «Поля: … поле …»,
    # «Схватки по 0 с … (в 60 раз дольше схватки)», a choice refused without its values, «секунданты Гарри, Сириус».
    out = await larp(
        make_console,
        """
        /duel Гермиона против Драко
        /protocol место=тенистая аллея
        /protocol круг=5 тенистая
        /protocol оскорбление=2
        /protocol оскорблённый=Гермиона степень=1
        /protocol подвижность=да
        /protocol перерыв=60
        /protocol секундант Гермиона Гарри
        /protocol секундант Гермиона Сириус Блэк
        /protocol род=периодическая
        /protocol
        """,
    )
    assert out[1] == "Протокол: место — тенистая аллея."
    assert out[3:5] == [
        "«тенистая» — непонятно, к какому пункту это относится: значение из нескольких слов возьмите в кавычки,"
        ' например место="тенистая аллея".',
        "В протоколе нет пункта «оскорбление». Пункты: оскорблённый, степень, оружие, род, подвижность, поле, место,"
        " круг, схватка и перерыв.",
    ]
    assert "«да» — недопустимый выбор подвижности (подвижная или неподвижная)." in out
    shown = out[out.index("Протокол дуэли 1: Гермиона против Драко.") :]
    assert "Подвижность: ещё не выбрана — выбор секундантов по общему согласию." in shown
    assert "Место: тенистая аллея." in shown
    assert "Схватки: длительность ещё не задана; перерывы по 60 с." in shown
    assert "Гермиона: секунданты Гарри и Сириус Блэк; одежда ещё не проверена." in shown


async def test_protocol_refusals_name_what_is_wrong(make_console: ConsoleFactory) -> None:
    # R9, R54, R66: the help hid повязки=, a duellist was his own second, «Напишите от 1 до 200 знаков.»
    out = await larp(
        make_console,
        f"""
        /help protocol
        /duel Гермиона против Драко
        /protocol секундант Драко Драко
        /protocol место={"а" * 201}
        /protocol место=""
        /protocol одежда Гермиона повязки="бинт на левой руке"
        """,
    )
    assert (
        out[1]
        == "Синтаксис: /protocol [ПУНКТ=ЗНАЧЕНИЕ …] | подписать ИМЯ | одежда ИМЯ [повязки=ЧТО] | секундант ДУЭЛЯНТ ИМЯ"
    )
    assert out[3:] == [
        "Драко не может быть секундантом в своей же дуэли.",
        "Место — не длиннее 200 знаков.",
        "Место не может быть пустым.",
        "Одежда Гермионы проверена; секундантам заявлены повязки: бинт на левой руке.",
    ]


async def test_a_word_that_is_there_but_unknown_is_named(make_console: ConsoleFactory) -> None:
    # R10, R13, R46: «В команде /bout не хватает слова.» for a word that was there; «вид дуэли» for the item «род».
    out = await larp(
        make_console,
        """
        /bout прыжок
        /config цена Ступефай много
        /duel Гермиона против Драко
        /bout старт
        """,
    )
    assert out[:2] == [
        "«прыжок» — такого действия нет: старт, сверить, стоп или статус.",
        "«много» — не число: напишите цену цифрами, например /config цена Ступефай 3.",
    ]
    assert out[-1] == (
        "Дуэль 1 не периодическая: в ней нет схваток и перерывов (род дуэли задаёт протокол: /protocol"
        " род=периодическая)."
    )


async def test_in_a_break_a_duellist_neither_casts_nor_dodges(make_console: ConsoleFactory) -> None:
    # R47: «до начала следующей схватки Гермиона не колдует» answered a dodge.
    out = await larp(
        make_console,
        f"""
        /duel Гермиона против Драко
        {PROTOCOL} перерыв=30
        /protocol секундант Гермиона Гарри
        /protocol секундант Драко Люциус
        /protocol одежда Гермиона
        /protocol одежда Драко
        /protocol подписать Гарри
        /protocol подписать Люциус
        /bout старт at=12:00:00
        /dodge Гермиона at=12:00:46
        """,
    )
    assert out[-1] == (
        "В дуэли 1 перерыв после схватки 1 (осталось 29 с): до начала следующей схватки Гермиона не колдует и не"
        " уклоняется."
    )


async def test_a_duel_ends_with_the_winner_named_and_a_step_out_of_the_circle(make_console: ConsoleFactory) -> None:
    # R11, R25: /end Гермиона ended the duel without its winner; выход= was passed over where out= works.
    out = await larp(
        make_console,
        """
        /duel Гермиона против Драко
        /end Гермиона
        /duel Гермиона против Драко
        /protocol оскорблённый=Гермиона степень=1
        /protocol подвижность=неподвижная
        /end выход=Драко
        /help end
        """,
    )
    assert out[1] == "Дуэль 1 окончена: побеждает Гермиона."
    assert out[-4:] == [
        "Дуэль 2: Драко выходит за круг — дуэль прекращена, это занесено в протокол.",
        "Дуэль 2 окончена: побеждает Гермиона.",
        "/end — Завершить дуэль. Пример: /end дуэль=1",
        "Синтаксис: /end [дуэль=N] [победитель=ИМЯ] [выход=ИМЯ]",
    ]


async def test_a_duel_that_does_not_exist_is_said_not_to(make_console: ConsoleFactory) -> None:
    # R23, R24: «В дуэли 5 сейчас ничьего хода не ждут.»; /status дуэль=7 showed duel 1.
    out = await larp(make_console, "/duel Гермиона против Драко\n/remind 5\n/status дуэль=7\n/status дуэль=1")
    assert out[1:] == [
        "Дуэли 5 нет.",
        "Дуэли 7 нет.",
        "Дуэль 1: Гермиона и Драко",
        "Гермиона (16, группа студентов): 3 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
        "Драко (17, группа студентов): 3 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
    ]


async def test_a_characters_name_agrees_after_undo_and_binding(make_console: ConsoleFactory) -> None:
    # R18, R21, R57: «создание персонажа Гермиона», «Персонажа Гермиона теперь ведёт», «(правило: правила игры)».
    out = await larp(
        make_console,
        """
        /char Луна возраст=15
        /undo
        :as mione
        /iam Гермиона
        :gm
        /claim Гермиона
        """,
    )
    assert out[1:] == [
        "Отменено: создание персонажа Луны.",
        "Гермиону теперь ведёт mione.",
        "У Гермионы уже есть игрок.",
    ]
    assert await larp(make_console, ":as bob\n/iam Гермиона") == [
        "У Гермионы уже есть игрок: передать персонажа другому игроку может только мастер (/iam Гермиона @игрок)."
    ]


def test_a_refusal_by_the_rules_names_no_rule_of_the_rules() -> None:
    # R57: «Правила этого не позволяют (правило: правила игры).»
    assert Translator().format("refusal-rule", "ru", {"rule": "rules"}) == "Правила этого не позволяют."


async def test_a_pool_set_on_a_sheet_is_named_as_in_the_settings_and_said_back(make_console: ConsoleFactory) -> None:
    # R16, R17: «в поле «макс»» with no range; the change of the maximum answered only «0 эргов на траты».
    out = await larp(
        make_console,
        """
        /char Дамблдор возраст=115 группа=мастер
        /char Дамблдор макс=0
        /char Дамблдор запас=2
        /char Дамблдор возраст=116
        """,
    )
    assert out[1:] == [
        "Недопустимое значение «0» для запаса: от 1 до 99 эргов вместе с эргом жизни, например запас=4.",
        "Изменения у Дамблдора: 115 лет (группа мастеров чар), запас 2 эрга (1 на траты и эрг жизни); сейчас на"
        " траты 1.",
        "Изменения у Дамблдора: 116 лет (группа мастеров чар), 1 эрг на траты.",
    ]


async def test_a_player_reads_her_own_sheet_and_a_spell_of_two_words_is_one_spell(make_console: ConsoleFactory) -> None:
    # R22, R26: a player's /char Гермиона was refused as a GM's work; «Авада Кедавра» typed without quotes made a
    # character «Гарри Кедавра».
    out = await larp(
        make_console,
        """
        /char Гарри заклинания=Авада Кедавра
        /char Гарри
        :as mione
        /iam Гермиона
        /char Гермиона
        """,
    )
    assert out[0].startswith("Изменения у Гарри: 15 лет")
    assert (
        out[1] == "Гарри: 15 лет (группа студентов), 3 эрга на траты и эрг жизни; выученные заклинания: Авада Кедавра."
    )
    assert out[-1] == "Гермиона: 16 лет (группа студентов), 3 эрга на траты и эрг жизни; выученные заклинания: нет."


async def test_casting_and_teaching_refusals_say_what_was_typed(make_console: ConsoleFactory) -> None:
    # R48, R49, R50: «не может учить сам себя» on a service; «Протего на Тоталума»; «не знает заклинания ментальная
    # магия».
    out = await larp(
        make_console,
        """
        /service Гарри Гарри
        /cast Гермиона: Протего Тоталум
        /cast Гермиона: ментальная магия Гарри
        """,
    )
    assert out == [
        "Гарри не может оказать услугу сам себе.",
        "«Протего Тоталум» — не заклинание этих правил.",
        "Гермиона не владеет ментальной магией.",
    ]


async def test_a_macro_line_that_is_no_command_and_a_reason_said_in_a_sentence(make_console: ConsoleFactory) -> None:
    # R51, R56: a bad second line was answered about quoting the name; «на метлу» was kept as «(метлу)».
    out = await larp(make_console, "/macro плохой /pool; привет\n/iam Гарри\nГарри тратит 1 эрг на метлу")
    assert (
        out[0] == "«привет» — не команда: каждая строка макроса начинается с /, например /macro плохой /pool; /status."
    )
    assert out[-1] == "Гарри тратит 1 эрг (метла): осталось 2."


FENIKS = """
/char Гарри возраст=15 рефлекс=6 чары=14 зоти=10
/char Гермиона возраст=15 рефлекс=6 чары=14 зоти=10
"""


async def feniks(make_console: ConsoleFactory, script: str) -> list[str]:
    """Play a script on a fresh Russian Feniks game after its roster; return the replies to the script."""
    return await after(make_console, "feniks", FENIKS, script)


async def test_feniks_help_and_odds_write_russian_words(make_console: ConsoleFactory) -> None:
    # R27, R28, R29: «age=15 reflex=6», «/odds dodge … hit … [vs ЗАЩИТНИК]», «Гермиона и Ступефай».
    out = await feniks(make_console, "/help char\n/help odds\n/odds Гермиона Ступефай против Гарри")
    assert out[:4] == [
        "/char — Создать, показать, изменить или убрать персонажа. Пример: /char Гарри возраст=15 рефлекс=6 чары=14"
        " зоти=10",
        "Синтаксис: /char ИМЯ ключ=значение … (создаёт или меняет); /char показывает список персонажей; /char удалить"
        " ИМЯ удаляет персонажа",
        "/odds — Точные шансы: попадание, урон и уклонение. Пример: /odds уклонение Гарри",
        "Синтаксис: /odds уклонение РЕФЛЕКС|ИМЯ | /odds попадание | /odds КОЛДУЮЩИЙ ЗАКЛИНАНИЕ [против ЗАЩИТНИК]",
    ]
    assert out[4].startswith("Ступефай Гермионы (модификатор +1): попадание 81\u00a0% (81/100);")


async def test_feniks_refusals_name_the_russian_values(make_console: ConsoleFactory) -> None:
    # R30, R31, R53, R62, R63, R64: English ids (type; club, spontaneous…), an unknown option passed over, a bad
    # default kept until the next /duel, «"X" нет в списке заклинаний».
    out = await feniks(
        make_console,
        """
        /duel Гарри против Гермиона вид=турнир
        /char Гарри состояние=бодр
        /defaults duel вид=турнир
        /duel Гермиона против Гарри вид=клуб внезапно=Гермиона
        /duel Гермиона против Гарри врасплох=Гермиона
        /cast Гермиона: Вингардиум Левиоса Гарри
        /cast Гермиона: Ступефай Гарри раздел=магия
        /defend уклониться
        """,
    )
    assert out[:4] == [
        "«турнир» — недопустимый вид дуэли; варианты: клуб или спонтанная.",
        "«бодр» — недопустимое состояние; варианты: больница, в строю или без сознания.",
        "«турнир» не подходит для «вид=»; варианты: клуб или спонтанная.",
        "У команды /duel нет параметра «внезапно=». Есть: вид, врасплох и лечение.",
    ]
    assert out[-3:] == [
        "Заклинания «Вингардиум Левиоса» нет в списке; укажите раздел: раздел=чары|трансфигурация|зоти (правило:"
        " список заклинаний).",
        "«магия» — недопустимый раздел; варианты: чары, зоти или трансфигурация.",
        "«уклониться» здесь не подходит; варианты: уклонение, нет или щит.",
    ]


async def test_duel_club_odds_say_an_impossible_chance_and_take_a_name_and_a_spell(
    make_console: ConsoleFactory,
) -> None:
    # R34, R35, R65: «успех при 1к100 ≤ -20», «Гарри Левикорпус» read as one spell, чары= shown as optional.
    console = await make_console(rules="duel_club", locale="ru", seed=3)
    out = await play(
        console,
        """
        /char Гарри чары=60
        /odds Экспеллиармус чары=10
        /odds Гарри Левикорпус
        /odds Ступефай против=Протего противник=50
        /help odds
        """,
    )
    assert out[1:] == [
        "Экспеллиармус при Чарах 10: успех невозможен, не выручит даже 1 на 1к100 (0\u00a0%).",
        "Левикорпус при Чарах 60: успех при 1к100 ≤ 40, 40\u00a0%.",
        "Укажите навык Чары от 0 до 100, например /odds Ступефай чары=60.",
        "/odds — Точные шансы, что заклинание удастся. Пример: /odds Ступефай чары=60",
        "Синтаксис: /odds ЗАКЛИНАНИЕ чары=N [против=ЗАКЛИНАНИЕ] [противник=N] | /odds ИМЯ [ЗАКЛИНАНИЕ]",
    ]


def test_a_wand_knocked_away_is_not_read_as_its_owner() -> None:
    # R32, R33: «Гарри может сразу её подобрать» read as picking up Hermione; «пока она лежит на полу».
    text = Translator()
    disarmed = text.format("duel_club-disarmed", "ru", {"by": "Гарри", "name": "Гермиона", "grab": "yes"})
    assert disarmed == (
        "Экспеллиармус Гарри выбивает палочку у Гермионы: Гарри может сразу подобрать эту палочку (/grab), а Гермиона"
        " своим ходом может только поднять свою палочку (/recover)."
    )
    no_grab = text.format("duel_club-refusal-no-grab", "ru", {"name": "Гермиона", "opponent": "Гарри"})
    assert no_grab == (
        "Гермиона может подобрать палочку Гарри только сразу после своего Экспеллиармуса, пока палочка лежит на полу."
    )


MIRA = "/char Мира уровень=7 характеристика=16 класс=волшебник пол=ж черты=усиление"


async def spell_points(make_console: ConsoleFactory, script: str) -> list[str]:
    """Play a script on a fresh Russian spell-points game after Mira's sheet; return the replies to the script."""
    return await after(make_console, "spell_points", MIRA, script)


async def test_spell_points_refusals_are_sentences_in_russian_words(make_console: ConsoleFactory) -> None:
    # R36, R37, R38, R44, R58, R59: «уровень: допустимо от 1 до 20», «Не понимаю: «Гоблин»», «Не понимаю: «зелье»»,
    # «УЗ 1», «(1h, 2h или 8h)», «/отдых 8ч».
    out = await spell_points(
        make_console,
        """
        /char Гоблин уровень=0
        /rest Мира 100ч
        /cast Мира: волшебная стрела Гоблин
        /spend Мира 3 зелье
        /odds волшебная стрела
        /rest Мира отдохнуть
        :as bob
        /iam Мира
        /rest все 8ч
        """,
    )
    assert out[:3] == [
        "Уровень должен быть от 1 до 20, а не 0.",
        "Отдых длится от 1 до 24 часов, а не 100.",
        "Мира творит Волшебную стрелу за 1 очко заклинаний: осталось 45/46.",
    ]
    assert "Мира тратит 3 очка заклинаний: осталось 42/46." in out
    assert "На уровне заклинателя 1 заклинание «Волшебная стрела» стоит 1 очко заклинаний." in out
    assert "«отдохнуть» — это не отдых: укажите часы (1ч, 2ч или 8ч), «начать» или «конец»." in out
    assert out[-1] == "Отправить на отдых всех персонажей сразу может только мастер. Своего персонажа — так: /rest 8ч."


async def test_spell_points_say_what_happened_to_the_pool(make_console: ConsoleFactory) -> None:
    # R39, R40, R41, R42, R43, R45, R60, R61: a grant cut by the maximum said as «возвращает 1»; «утомление прошло»
    # after exhaustion; «бодрость»; «уровень 1, 3»; «3-го уровня Миры»; «восстанавливает силы» with nothing back;
    # «3×»; «ещё 2 сотворения бесплатно».
    out = await spell_points(
        make_console,
        """
        /spend Мира 1 причина=тест
        /gain Мира 3 причина=зелье
        /char Мира жемчужины=1,3
        /spend Мира 10 причина=тест
        /pearl Мира 3
        /pearl Мира 3
        /restore Мира
        /metamagic оба
        /pool
        /cast Мира: волшебная стрела метамагия=усиление
        /fatigue Мира истощение
        /rest все 8ч
        """,
    )
    assert out[1] == "Мира получает 1 очко заклинаний из 3 (выше максимума запас не поднимается): 46/46."
    assert "Жемчужины силы Миры: 1-го и 3-го уровня." in out
    assert "Мира уже использовала сегодня жемчужину силы 3-го уровня: жемчужина действует раз в день." in out
    assert "Мире нечего восстанавливать: утомления нет, а очков заклинаний не меньше двух третей запаса (41/46)." in out
    assert "Метамагия: бесплатно 3 раза в день каждая черта, затем за очки." in out
    assert "Мира: 41/46 очков заклинаний, без утомления; заклинаний 0-го уровня на сегодня: 6/6." in out
    assert "+ Мира: Усиление заклинания бесплатно ещё 3 раза сегодня." in out
    assert "+ Усиление заклинания (+2 уровня), бесплатно: сегодня ещё 2 раза." in out
    assert out[-2:] == [
        "Мира полностью отдыхает: +35 очков заклинаний, 46/46, истощение прошло.",
        "Мира больше не утомлена.",
    ]


async def test_spell_points_help_speaks_of_no_duel(make_console: ConsoleFactory) -> None:
    # R52: /help chart offered «/chart дуэль N» and Гарри; /remind about duels was listed.
    out = await spell_points(make_console, "/help chart\n/help remind")
    assert out == [
        "/chart — График очков заклинаний: всей игры или персонажа. Пример: /chart Мира",
        "Синтаксис: /chart | /chart ИМЯ",
        "В правилах «очки заклинаний» нет команды /remind. Наберите /help.",
    ]


@pytest.mark.parametrize(
    ("locale", "gone"),
    [
        ("ru", "истощение прошло"),
        ("en", "exhaustion gone"),
        ("pl", "wyczerpanie minęło"),
        ("cs", "vyčerpání zmizelo"),
        ("fr", "plus d'épuisement"),
    ],
)
def test_a_rest_after_exhaustion_says_the_exhaustion_is_gone(locale: str, gone: str) -> None:
    # R40, in every locale: «утомление прошло» after exhaustion.
    args = {"name": "Mira", "gained": 35, "points": 46, "max": 46, "was": "exhausted", "hours": 8, "total": 8}
    assert gone in Translator().format("sp-rest-full", locale, args)


async def test_duel_club_a_swapped_letter_is_a_slip_and_the_turn_hint_is_a_placeholder(
    make_console: ConsoleFactory,
) -> None:
    # R4-15, R4-22, R4-23: «Стуфепай» disqualified; «/cast заклинание» typed as shown disqualified; «бросок инициативы».
    console = await make_console(rules="duel_club", locale="ru", seed=7)
    out = await play(
        console,
        """
        /char Гарри чары=60
        /char Драко чары=55
        /duel Гарри против Драко
        /init
        /undo
        /init
        /cast Стуфепай
        """,
    )
    assert "Отменено: определение инициативы." in out
    assert out[-2:] == [
        "Начинает Гарри: /cast ЗАКЛИНАНИЕ.",
        "«Стуфепай» в таком написании не заклинание дуэльного клуба; может быть, Ступефай? Ничего не произнесено.",
    ]


async def test_wands_and_an_empty_pool_read_as_russian(make_console: ConsoleFactory) -> None:
    # R4-1, R4-2, R4-19: «ею работают … заклинания», «палочки «гарри»», «только 0 эргов».
    out = await larp(
        make_console,
        """
        /wand Гарри новая
        /wand Гарри отдать Драко
        /wand Драко взять Гарри
        /spend Гарри 3 причина=полёт
        /spend Гарри 1 причина=полёт
        """,
    )
    assert out[0].endswith(
        "Она привыкает к хозяину 12 ч; до тех пор с неё срабатывают только базовые и тёмные заклинания."
    )
    assert out[1] == (
        "Палочка Гарри переходит к Драко. Она привыкает к новому хозяину 12 ч; до тех пор с неё срабатывают только"
        " базовые и тёмные заклинания."
    )
    assert out[2] == (
        "У Драко нет палочки «Гарри»: после «взять» укажите номер одной из его палочек (их покажет /wand Драко)."
    )
    assert out[-1] == (
        "У Гарри не осталось эргов, а нужно 1: он обезмажен до следующего цикла, а эрг жизни тратить нельзя."
    )


async def test_a_character_nobody_plays_is_not_yours(make_console: ConsoleFactory) -> None:
    # R4-14: «чужой персонаж» for one nobody plays.
    out = await larp(
        make_console,
        """
        :as alice
        /status
        /status Гарри
        """,
    )
    assert out[-1] == "Гарри — не ваш персонаж: игрок может смотреть и вести только своих."


def test_help_lines_and_break_refusals_say_what_the_game_does() -> None:
    # R4-6, R4-9, R4-10, R4-12: «Точные шансы хода» in ergs, «усталость», «(2x)», «перерыв кратно ей».
    text = Translator()
    assert text.format("cmd-odds", "ru", {"ruleset": "ergs"}) == (
        "На что ещё хватит эргов: сколько раз можно наложить заклинание или уклониться"
    )
    assert text.format("cmd-restore", "ru", {"ruleset": "spell_points"}) == "Снять утомление или истощение (мастер)"
    assert text.format("ergs-refusal-break", "ru", {"limit": 300, "value": "«400»"}).startswith(
        "Перерыв — не больше 300 секунд, а не «"
    )
    assert text.format("ergs-refusal-bout-first", "ru", {}) == (
        "Сначала задайте длительность схватки, потом перерыв (не больше 5 минут)."
    )


def test_macro_refusals_are_whole_sentences() -> None:
    # R4-17, R4-18: «…, и не команда», «и ни одна не /macro».
    text = Translator()
    assert text.format("refusal-macro-line", "ru", {"line": "/macro x"}) == (
        "«/macro x» макрос выполнить не может: каждая строка макроса — команда, начинающаяся с /, но не /macro."
    )
    assert text.format("refusal-macro-name", "ru", {"name": "очень длинное имя макроса тут"}).endswith(
        "имя — от одного до четырёх слов из букв и цифр (если слов несколько, возьмите их в кавычки), и оно не должно"
        " совпадать с командой."
    )
