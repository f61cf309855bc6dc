"""The ergs larp through the terminal door, with a fixed seed and fixed timestamps (at=/end=), end to end."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

from adapters.console import Console
from tests.conftest import play
from tests.fakes import FakeClock

ConsoleFactory = Callable[..., Awaitable[Console]]


async def larp(make_console: ConsoleFactory, locale: str = "en", json_mode: bool = False) -> Console:
    """Open a console on an ergs game."""
    return await make_console(rules="ergs", locale=locale, seed=7, json_mode=json_mode)


async def test_a_cycle_of_casts_a_dodge_and_a_teaching_in_russian(make_console: ConsoleFactory) -> None:
    console = await larp(make_console, "ru")
    out = await play(
        console,
        """
        # Цикл: атака, уклонение, контратака, обучение
        /char Гарри age=15
        /char Драко age=17 spells="круцио, авада кедавра"
        /char Дамблдор age=115 group=master spells=патронус
        /cast Драко: Круцио в Гарри at=12:00:00 end=12:00:01
        /cast Гарри: Уклонение at=12:00:01.2
        /cast Гарри: Экспеллиармус Драко at=12:00:01.8 end=12:00:02.6
        /service Гарри Дамблдор
        /teach Дамблдор Гарри Патронус
        /pool
        /cycle
        /pool Дамблдор
        """,
    )
    assert out == [
        "Гарри вступает в игру: 15 лет (группа студентов), 3 эрга на траты и эрг жизни.",
        "Драко вступает в игру: 17 лет (группа студентов), 3 эрга на траты и эрг жизни.",
        "Дамблдор вступает в игру: 115 лет (группа мастеров чар), 3 эрга на траты и эрг жизни.",
        "Драко накладывает Круцио на Гарри (1 эрг, осталось 2).",
        "Гарри: «Уклонение!» (1 эрг, осталось 2).",
        "Гарри накладывает Экспеллиармус на Драко (бесплатно, в запасе 2).",
        "Гарри оказывает услугу Дамблдору: теперь Дамблдор может учить Гарри.",
        "Дамблдор учит Гарри заклинанию Патронус (3 эрга, осталось 0).",
        "Мастеру: Гарри выучил Патронус у Дамблдора.",
        "У Дамблдора кончились эрги: он обезмажен — ни заклинаний, ни уклонений до следующего цикла.",
        "Гарри (15, группа студентов): 2 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
        "Драко (17, группа студентов): 2 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
        "Дамблдор (115, группа мастеров чар): 0 из 3 эргов, эрг жизни на месте, обезмажен; палочка: привыкла.",
        "Начинается цикл 2: каждый волшебник платит эргом жизни за поддержание магической жизнедеятельности;"
        " эрги восполняются до максимума.",
        "Гарри: цикл оплачен, 3 из 3 эргов.",
        "Драко: цикл оплачен, 3 из 3 эргов.",
        "Дамблдор: цикл оплачен, 3 из 3 эргов.",
        "Дамблдор (115, группа мастеров чар): 3 из 3 эргов, эрг жизни на месте; палочка: привыкла.",
    ]


async def test_a_wizard_demagicked_and_restored_by_the_next_cycle(make_console: ConsoleFactory) -> None:
    console = await larp(make_console)
    out = await play(
        console,
        """
        /char Harry age=15
        /char Draco age=17 spells="crucio, avada kedavra"
        /cast Draco: avada kedavra Harry at=12:00:00 end=12:00:01
        /cast Draco: crucio Harry at=12:00:05
        /cast Draco: crucio Harry at=12:00:10
        /dodge Draco
        /pool Draco
        /cycle
        /cast Draco: crucio Harry at=12:01:00
        """,
    )
    assert out == [
        "Harry joins the game: 15 years old (student), 3 ergs to spend and the life erg.",
        "Draco joins the game: 17 years old (student), 3 ergs to spend and the life erg.",
        "Draco casts Avada Kedavra at Harry (2 ergs, 1 left).",
        "Draco casts Crucio at Harry (1 erg, 0 left).",
        "Draco has no ergs left and is demagicked: no spells and no dodges until the next cycle.",
        "Draco is demagicked: no spells and no dodges until the next cycle.",
        "Draco is demagicked: no spells and no dodges until the next cycle.",
        "Draco (17, student): 0 of 3 ergs, life erg intact, demagicked; wand: attuned.",
        "Cycle 2 begins: every wizard pays a cycle's upkeep with the life erg; pools refill to their maximum.",
        "Harry: upkeep paid, 3 of 3 ergs.",
        "Draco: upkeep paid, 3 of 3 ergs.",
        "Draco casts Crucio at Harry (1 erg, 2 left).",
    ]


async def test_the_three_second_rule_broken_and_kept(make_console: ConsoleFactory) -> None:
    console = await larp(make_console)
    out = await play(
        console,
        """
        /char Harry age=15
        /char Draco age=17 spells=crucio
        /cast Draco: crucio Harry at=12:00:00 end=12:00:01
        /cast Draco: expelliarmus Harry at=12:00:02.5 end=12:00:03
        /cast Draco: stupefy Harry at=12:00:06.5
        /cast Harry: stupefy Draco at=12:00:20 end=12:00:21
        /cast Harry: protego at=12:00:21.5
        /cast Harry: expelliarmus Draco at=12:00:22
        """,
    )
    assert out[2:] == [
        "Draco casts Crucio at Harry (1 erg, 2 left).",
        "Draco casts Expelliarmus at Harry (free, 2 left).",
        "…but Expelliarmus fails: Draco cast it only 1.5 s after the last attack"
        " (the three-second rule: wait 3 s, or shield or dodge first).",
        "Draco casts Stupefy at Harry (free, 2 left).",
        "Harry casts Stupefy at Draco (free, 3 left).",
        "Harry casts Protego (free, 3 left).",
        "Harry casts Expelliarmus at Draco (free, 3 left).",
    ]


async def test_simultaneous_casts_with_and_without_avada_kedavra(make_console: ConsoleFactory) -> None:
    console = await larp(make_console)
    out = await play(
        console,
        """
        /char Harry age=15
        /char Draco age=17 spells="crucio, avada kedavra"
        /char Ron age=15
        /cast Harry: stupefy Draco at=12:00:00 end=12:00:01
        /cast Draco: crucio Harry at=12:00:00.5 end=12:00:01.2
        /cast Ron: expelliarmus Draco at=12:00:30 end=12:00:31
        /cast Draco: avada kedavra Ron at=12:00:30.4 end=12:00:31.5
        """,
    )
    assert out[3:] == [
        "Harry casts Stupefy at Draco (free, 3 left).",
        "Draco casts Crucio at Harry (1 erg, 2 left).",
        "2 casts at the same moment: none of them works.",
        "✗ Stupefy by Harry (12:00:00) fails.",
        "✗ Crucio by Draco (12:00:00.5) fails.",  # the tenth it was said at
        "Ron casts Expelliarmus at Draco (free, 3 left).",
        "Draco casts Avada Kedavra at Ron (2 ergs, 0 left).",
        "2 casts at the same moment: none of them works, except Avada Kedavra.",
        "✗ Expelliarmus by Ron (12:00:30) fails.",
        "✓ Avada Kedavra by Draco (12:00:30.4) works all the same.",
        "Draco has no ergs left and is demagicked: no spells and no dodges until the next cycle.",
    ]


async def test_a_shield_said_at_the_moment_of_an_attack_fails_with_it(make_console: ConsoleFactory) -> None:
    console = await larp(make_console)
    out = await play(
        console,
        """
        /char Ron age=15
        /char Ginny age=14
        /cast Ron: stupefy Ginny at=12:03:30 end=12:03:31
        /cast Ginny: protego Ron at=12:03:30.1 end=12:03:31
        /cast Ginny: protego Ron at=12:03:40 end=12:03:41
        """,
    )
    assert out[2:] == [
        "Ron casts Stupefy at Ginny (free, 3 left).",
        "Ginny casts Protego at Ron (free, 3 left).",
        "2 casts at the same moment: none of them works.",
        "✗ Stupefy by Ron (12:03:30) fails.",
        "✗ Protego by Ginny (12:03:30.1) fails.",
        "Ginny casts Protego at Ron (free, 3 left).",
    ]


PERIODIC = """
/char Harry age=15
/char Draco age=17 spells=crucio
/duel Harry Draco
/protocol offended=Harry degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=5 bout=30 break=2x
/protocol second Harry Sirius
/protocol second Draco Lucius
/protocol dress Harry
/protocol dress Draco
/protocol sign Sirius
/protocol sign Lucius
/bout start at=12:00:00
"""


async def test_a_break_between_bouts_refuses_spells_and_the_timer_agrees_with_itself(
    make_console: ConsoleFactory,
) -> None:
    console = await larp(make_console)
    await play(console, PERIODIC)
    out = await play(
        console,
        """
        /cast Harry: stupefy Draco at=12:00:10
        /cast Harry: stupefy Draco at=12:00:40
        /dodge Draco at=12:00:41
        /bout status at=12:00:45
        /bout stop at=12:00:45
        /cast Harry: stupefy Draco at=12:00:50
        """,
    )
    assert out == [
        "Harry casts Stupefy at Draco (free, 3 left).",
        "Duel 1 is in the break after bout 1 (50 s left): Harry neither casts nor dodges until the next bout begins.",
        "Duel 1 is in the break after bout 1 (49 s left): Draco neither casts nor dodges until the next bout begins.",
        "Duel 1: break after bout 1, 45 s left.",
        "Duel 1: the timer is stopped in the break after bout 1.",
        "Harry casts Stupefy at Draco (free, 3 left).",
    ]


async def test_a_spell_in_the_break_changes_nothing(make_console: ConsoleFactory) -> None:
    console = await larp(make_console, json_mode=True)
    await play(console, PERIODIC)
    said = [json.loads(line) for line in await play(console, "/cast Draco: crucio Harry at=12:00:31\n/pool Draco")]
    assert [(e["ok"], e["key"]) for e in said] == [(False, "ergs-refusal-in-break"), (True, "ergs-pool-line")]
    assert said[1]["args"]["ergs"] == 3


async def test_a_new_wand_attuning_against_the_game_clock(make_console: ConsoleFactory, clock: FakeClock) -> None:
    console = await larp(make_console)
    out = await play(
        console,
        """
        /char Harry age=15
        /char Draco age=17 spells=furrore
        /wand Harry give Draco
        /cast Draco: furrore Harry
        /cast Draco: expelliarmus Harry at=12:00:10
        /pool Draco at=23:59:00
        /wand Draco at=23:59:00
        /cast Harry: stupefy Draco
        """,
    )
    clock.advance(hours=12)
    out += await play(console, "/cast Draco: furrore Harry")
    assert out[2:] == [
        "The wand of Harry passes to Draco: it attunes for 12 h; until then only basic and dark spells work with it.",
        "The wand of Draco is still attuning (12 h left): only basic and dark spells work with it, not Furrore.",
        "Draco casts Expelliarmus at Harry (free, 3 left).",
        "Draco (17, student): 3 of 3 ergs, life erg intact; wand: attuning, 0.1 h left.",
        "Draco: wand no. 1, attuning, 0.1 h left.",
        "Draco: wand no. 2, attuned.",
        "Harry holds no wand.",
        "Draco casts Furrore at Harry (1 erg, 2 left).",
    ]


async def test_bad_commands_are_refused_in_the_locale_and_change_nothing(make_console: ConsoleFactory) -> None:
    console = await larp(make_console, "pl")
    out = await play(
        console,
        """
        /char Harry age=15
        /char Draco age=17
        /cast Harry: expelliarmus Harry
        /cast Harry: expelliarmus Draco distance=12
        /cast Draco: imperius Harry
        /gain Harry 1
        /spend Harry 4 reason=rytuał
        /duel Harry Draco
        /protocol field=30x10
        /protocol bout=90
        /pool Harry
        """,
    )
    assert out[2:] == [
        "Harry nie może rzucić Expelliarmusa na siebie.",
        "Cel jest w odległości 12 kroków, a zasięg zaklęć to najwyżej 10 kroków.",
        "Draco nie zna Imperiusa.",
        '/dodaj wymaga powodu, np. /dodaj Harry 1 powód="eliksir": dziennik go zachowa.',
        "Harry ma tylko 3 ergi, a potrzeba 4; ergu życia nie można wydać.",
        "Pojedynek 1: Harry przeciw Draconowi. Sekundanci spisują protokół komendą /protokol.",
        "Pole 30 × 10 kroków się nie nadaje: co najmniej 40 × 12, najwyżej 1\xa0000 na bok.",
        "Starcie trwa od 30 do 60 sekund, nie „90”.",
        "Harry (15, grupa uczniów): 3 z 3 ergów, erg życia na miejscu; różdżka: zestrojona.",
    ]


async def test_a_periodic_duel_by_the_code_in_json(make_console: ConsoleFactory) -> None:
    console = await larp(make_console, "cs", json_mode=True)
    lines = await play(
        console,
        """
        /char Harry age=15
        /char Draco age=17
        /duel Harry Draco
        /protocol offended=Harry degree=2 weapon=wand form=periodic mode=mobile field=40x12 bout=30 break=60
        /protocol second Harry Sirius
        /protocol second Draco Lucius
        /protocol dress Harry
        /protocol dress Draco
        /protocol sign Sirius
        /protocol sign Lucius
        /bout start at=12:00:00
        /bout tick at=12:01:35
        /end winner=Harry
        """,
    )
    events = [json.loads(line) for line in lines]
    assert all(e["ok"] for e in events)
    timer = [(e["key"], e["args"].get("bout")) for e in events if e["key"].startswith("ergs-bout")]
    assert timer == [("ergs-bout-begin", 1), ("ergs-bout-stop", 1), ("ergs-bout-resume", 2)]
    stop = next(e for e in events if e["key"] == "ergs-bout-stop")
    assert stop["text"] == "Souboj 1: „Stůjte!“ — kolo 1 skončilo (12:00:30); soupeři ustoupí o několik kroků."
    assert events[-1]["text"] == "Souboj 1 skončil: vítězí Harry."
    mode = [e for e in events if e["key"] == "ergs-protocol-value" and e["args"]["item"] == "mode"]
    assert mode[0]["text"] == "Protokol: Pohyblivý či nehybný — pohyblivý."
