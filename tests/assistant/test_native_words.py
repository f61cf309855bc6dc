"""Issue 29: the reader's words for options, settings, commands and lists, played through the real console.

Each test types what a native player types (``powód=``, ``причина=``, ``/config odnowa=nie``, ``/defaults karty=tak``)
and reads the whole sentence the reply gives: the option is taken, the setting is named in words, a list is joined
as the language joins one, a free spell is free and a full pool is full.
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


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """Play on the in-memory storage alone: the sentences do not depend on where the game is kept."""
    return InMemoryStorage(clock)


async def game(make_console: ConsoleFactory, rules: str, locale: str, roster: str) -> Console:
    console = await make_console(rules=rules, locale=locale, seed=3)
    await play(console, roster)
    return console


# Options typed in the reader's words are taken, and the hints name them so.


@pytest.mark.parametrize(
    ("locale", "typed", "said"),
    [
        ("pl", "/wydaj Harry 1 powód=miotła", "Harry wydaje 1 erg (miotła), w zapasie 2."),
        ("ru", "/spend Harry 1 причина=метла", "Гарри тратит 1 эрг (метла): осталось 2."),
        ("fr", "/depenser Harry 1 raison=balai", "Harry dépense 1 erg (balai)\u00a0: reste 2."),
        ("cs", "/utrat Harry 1 důvod=koště", "Harry utrácí 1 erg (koště): zbývá 2."),
    ],
)
async def test_a_reason_typed_in_the_readers_word_is_taken(
    make_console: ConsoleFactory, locale: str, typed: str, said: str
) -> None:
    console = await game(make_console, "ergs", locale, "/char Harry age=15")
    assert await play(console, typed) == [said]


async def test_a_missing_reason_is_asked_for_in_the_word_the_reader_types(make_console: ConsoleFactory) -> None:
    console = await game(make_console, "ergs", "pl", "/char Harry age=15\n/wydaj Harry 1")
    assert await play(console, "/wydaj Harry 1") == [
        '/wydaj wymaga powodu, np. /wydaj Harry 1 powód="eliksir": dziennik go zachowa.'
    ]


#: What /drain without a cause answers, by locale.
CAUSES = {
    "pl": "Erg życia odbiera tylko rytuał, dementor lub wampir. Podaj jedną z tych przyczyn, "
    "np. /wyssanie Harry dementor.",
    "cs": "Erg života bere jen rituál, mozkomor nebo upír. Napiš příčinu za jméno, např. /vysati Harry mozkomor.",
    "fr": "L'erg de vie ne se perd que par un rituel, un détraqueur ou un vampire\u00a0: précisez-le après le nom, "
    "par ex. /absorption Harry détraqueur.",
}


@pytest.mark.parametrize(("locale", "said"), CAUSES.items())
async def test_the_life_ergs_causes_are_named_in_the_readers_words(
    make_console: ConsoleFactory, locale: str, said: str
) -> None:
    console = await game(make_console, "ergs", locale, "/char Harry age=15")
    assert await play(console, "/drain Harry") == [said]


async def test_a_cause_typed_in_russian_is_taken(make_console: ConsoleFactory) -> None:
    console = await game(make_console, "ergs", "ru", "/char Гарри age=15")
    lines = await play(console, "/drain Гарри источник=дементор")
    assert lines[0].startswith("Мастеру: Гарри теряет эрг жизни от дементора.")


async def test_a_feniks_category_is_typed_and_hinted_in_polish(make_console: ConsoleFactory) -> None:
    console = await game(
        make_console, "feniks", "pl", "/postac Harry wiek=15\n/postac Draco wiek=15\n/pojedynek Harry kontra Draco"
    )
    await play(console, "/order Harry Draco")
    unknown = await play(console, "/atak Kalesonio Draco")
    assert unknown == [
        "„Kalesonio” nie ma w spisie zaklęć; podaj jego kategorię: kategoria=zaklęcia, kategoria=transmutacja albo "
        "kategoria=opcm."
    ]
    taken = await play(console, "/atak Kalesonio Draco kategoria=transmutacja")
    assert taken[0].startswith("Harry rzuca zaklęcie „Kalesonio” na Dracona")


# Settings: a label, the value in words, and the word that changes it, which the reader takes.


async def test_config_names_each_setting_in_polish_and_takes_its_word(make_console: ConsoleFactory) -> None:
    console = await game(make_console, "ergs", "pl", "/char Harry age=15")
    shown = await play(console, "/config")
    assert shown[:3] == [
        "Ergi odnawiają się w nowym cyklu: tak (odnowa=…)",
        "Zapas ergów nowych postaci (z ergiem życia): 4 ergi (zapas=…)",
        "Nauka kosztuje nauczyciela: 3 ergi (koszt_nauki=…)",
    ]
    assert not any("refill" in line or "three_seconds" in line or "window =" in line for line in shown)
    assert await play(console, "/config odnowa=nie") == ["Zmieniono ustawienie. Ergi odnawiają się w nowym cyklu: nie."]
    assert await play(console, "/config foo=1") == [
        "Nie ma ustawienia „foo”. Ustawienia: odnowa, zapas, koszt_nauki, trzy_sekundy, jednoczesność, zasięg, zżycie "
        "i walka."
    ]


@pytest.mark.parametrize(
    ("locale", "typed", "said"),
    [
        (
            "pl",
            "/defaults karty=tak przypomnienie=10m",
            "Ustawienia gry — karty zmieniają sami gracze: tak; przypomnienie o ruchu: po 10 minutach; własne makra "
            "graczy: nie. Zmiana, np.: /domyslne karty=nie, /domyslne przypomnienie=nie, /domyslne makra=tak.",
        ),
        (
            "ru",
            "/defaults листы=да",
            "Настройки игры: игроки сами правят свои листы — да (листы=да/нет); напоминание о ходе — выключено"
            " (напоминание=10м или нет); свои макросы у игроков — нет (макросы=да/нет).",
        ),
        (
            "cs",
            "/defaults deníky=ano připomínka=ne",
            "Nastavení hry — hráči si sami upravují deníky: ano (deníky=); připomínka tahu: vypnutá (připomínka=);"
            " vlastní makra hráčů: ne (makra=).",
        ),
    ],
)
async def test_the_games_settings_are_named_in_words_the_reader_types(
    make_console: ConsoleFactory, locale: str, typed: str, said: str
) -> None:
    console = await game(make_console, "duel_club", locale, "/char Harry sortileges=50")
    assert await play(console, typed) == [said]
    assert await play(console, "/defaults") == [said]


async def test_an_unknown_sheet_field_lists_the_readers_fields(make_console: ConsoleFactory) -> None:
    console = await game(make_console, "ergs", "pl", "/char Harry age=15")
    assert await play(console, "/postac Harry foo=1") == [
        "Nieznane pole karty postaci „foo”. Pola: wiek, maks, grupa, zaklęcia, płeć, ukryta i alias."
    ]


# Lists joined as the language joins them.


async def test_polish_lists_join_with_a_word(make_console: ConsoleFactory) -> None:
    console = await game(
        make_console,
        "feniks",
        "pl",
        "/postac Harry wiek=15\n/postac Ron wiek=15\n/postac Kasia wiek=14 płeć=k\n/postac Marek wiek=14",
    )
    lines = await play(console, "/pojedynek Harry Ron kontra Kasia Marek\n/order Harry Kasia Ron Marek\n/atak Drętwota")
    assert "Strona 1: Harry i Ron" in lines and "Strona 2: Kasia i Marek" in lines
    assert lines[-1] == "Kogo atakujesz? Możliwe cele: Kasia lub Marek."


# Erg outcomes: a free spell is free, a full pool is full.


#: A free spell and a full pool, by locale.
OUTCOMES = {
    "pl": (
        "Harry rzuca Drętwotę na Olę (za darmo, w zapasie 3).",
        "Zapas Harry’ego jest pełny: nie może przekroczyć maksimum.",
    ),
    "fr": (
        "Harry lance Stupéfix sur Ola (gratuit, reste 3).",
        "La réserve de Harry est pleine\u00a0: une réserve ne dépasse jamais son maximum.",
    ),
    "cs": (
        "Harry sesílá na Olu kouzlo Mdloby na tebe (zdarma, zbývá 3).",
        "Zásoba Harryho je plná — nad maximum nejde.",
    ),
    "en": ("Harry casts Stupefy at Ola (free, 3 left).", "Harry's pool is full: a pool never goes above its maximum."),
}


@pytest.mark.parametrize(("locale", "cast", "full"), [(loc, *said) for loc, said in OUTCOMES.items()])
async def test_a_free_spell_is_free_and_a_full_pool_is_full(
    make_console: ConsoleFactory, locale: str, cast: str, full: str
) -> None:
    console = await game(make_console, "ergs", locale, "/char Harry age=15\n/char Ola age=15")
    assert await play(console, "/gain Harry 1 reason=x") == [full]
    assert await play(console, "/cast Harry: stupefy Ola") == [cast]


# Dice in the notation each community writes: Russian players write к, as the Russian rulebooks do.


async def test_a_russian_roll_is_written_with_k(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="spell_points", locale="ru", seed=3)
    [line] = await play(console, "/roll 2к6+1")
    assert line.startswith("Бросок 2к6+1: 2к6 (")
