"""Issue 29 in Czech: the spell-point replies a native player would write, read through the real console.

Each test plays the issue's examples of the Czech game and asserts the exact sentence a player reads: the
outcome picks the clause (no "únava zmizela" without fatigue, no "−0 bodů", no "po 0 hodinách"), a caster
is "kouzelnice 5. úrovně", the feats bear their Czech names, a feminine effect word is accepted, /undo says
in words what it took back, and the help of this ruleset names nothing of another one.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.conftest import play
from tests.fakes import FakeClock

MakeConsole = Callable[..., Awaitable[Console]]


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """Play on the in-memory storage alone: these tests read replies, not storage."""
    return InMemoryStorage(clock)


async def czech(make_console: MakeConsole, script: str) -> list[str]:
    console = await make_console(rules="spell_points", locale="cs", seed=3)
    return await play(console, script)


async def test_a_caster_is_a_wizard_of_a_level_in_her_own_gender(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Mialee úroveň=8 vlastnost=16 pohlaví=ž
        /postava Hennet úroveň=5 vlastnost=16
        /postava Lidda úroveň=3 vlastnost=14 povolání=čaroděj pohlaví=ž
        """,
    )
    assert out[0] == (
        "Nová sesilatelka Mialee: kouzelnice 8. úrovně, klíčová vlastnost 16, kouzla do 4. úrovně: "
        "51 + 9 bonusových = 60 bodů kouzel (teď 60)."
    )
    assert out[2].startswith("Nový sesilatel Hennet: kouzelník 5. úrovně, klíčová vlastnost 16,")
    assert out[3].startswith("Nová sesilatelka Lidda: čarodějka 3. úrovně, klíčová vlastnost 14,")


async def test_extend_and_still_spell_bear_their_czech_names(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Hennet úroveň=5 vlastnost=16 odbornosti=prodloužené,klidné")
    assert out[1:] == [
        "Hennet ovládá odbornost Prodloužení kouzla (+1 úroveň).",
        "Hennet ovládá odbornost Nehybné kouzlo (+1 úroveň).",
    ]


async def test_restoring_a_caster_without_fatigue_claims_no_fatigue_gone(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Hennet úroveň=5 vlastnost=16\n/restore Hennet")
    assert out[-1] == "Hennet je teď bez únavy; body kouzel beze změny: 28/28."


async def test_a_fatigue_that_takes_nothing_says_so(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=5 vlastnost=16
        /fatigue Hennet unavený
        /fatigue Hennet unavený
        """,
    )
    assert out[-1] == "Hennet podléhá unavujícímu efektu, ale body kouzel neztrácí: 14/28."


async def test_a_rest_ended_within_the_hour_names_no_zero_hours(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=5 vlastnost=16
        /odpocinek Hennet začátek
        /odpocinek Hennet konec
        """,
    )
    assert out[-1] == "Hennet přestává odpočívat dřív, než uběhla celá hodina: 28/28."


async def test_a_negative_level_is_received_and_costs_a_spell_of_a_level(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=8 vlastnost=16
        /drain Hennet 1
        /drain Hennet 2
        """,
    )
    assert out[1] == "Hennet dostává 1 zápornou úroveň: −7 bodů kouzel (stojí tolik co kouzlo 4. úrovně), 53/60."
    assert out[2] == (
        "Hennet dostává 2 záporné úrovně: −14 bodů kouzel (každá stojí tolik co kouzlo 4. úrovně), 39/60."
    )


async def test_a_feminine_effect_word_is_accepted_and_the_hint_has_diacritics(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Mialee úroveň=8 vlastnost=16 pohlaví=ž
        /fatigue Mialee unavená
        /fatigue Mialee ospalá
        """,
    )
    assert out[2:] == [
        "Mialee podléhá unavujícímu efektu: −30 bodů kouzel, 30/60.",
        "Mialee – nový stav: únava.",
        "Urči efekt: unavený nebo vyčerpaný (ne „ospalá“).",
    ]


async def test_undo_says_in_words_what_it_took_back(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /postava Hennet úroveň=5 vlastnost=16
        /utrat Hennet 5
        /odpocinek Hennet 8h
        /zpet
        """,
    )
    assert out[-1] == "Vráceno zpět: odpočinek (tah č. 3)."


async def test_the_help_of_spell_points_names_no_life_erg_and_no_broom(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/help drain\n/help restore\n/help spend")
    assert out[0] == "/drain — Oslabit postavu (PJ). Příklad: /drain Mira 1"
    assert out[2] == "/restore — Obnovit síly postavy (PJ). Příklad: /restore Harry"
    assert out[4] == "/utrat — Utratit body. Příklad: /utrat Mira 2 důvod=lektvar"


async def test_hints_name_the_czech_command_and_option_words(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        """
        /body
        /postava Xyz
        /metamagic nic
        /sance magická střela krát=2
        """,
    )
    assert out == [
        "Zatím tu nejsou žádní sesilatelé. Přidej jednoho: /postava JMÉNO úroveň=N vlastnost=N.",
        "Nová postava potřebuje úroveň: /postava Xyz úroveň=N vlastnost=N.",
        "Zvol, jak se platí metamagie: body, zdarma, nebo obojí (ne „nic“).",
        "Volba krát= potřebuje sesilatele ze seznamu: /sance JMÉNO: KOUZLO krát=N.",
    ]


async def test_a_refusal_names_the_command_in_the_word_the_player_typed(make_console: MakeConsole) -> None:
    out = await czech(make_console, "/postava Hennet úroveň=5 vlastnost=16\n:as Ania\n/zpet")
    assert out[-1] == "Příkaz /zpet smí použít jen PJ."


async def test_the_last_free_use_and_the_last_cantrip_say_none_is_left(make_console: MakeConsole) -> None:
    out = await czech(
        make_console,
        "/postava Mialee úroveň=7 vlastnost=16 odbornosti=zesílení\n/metamagic zdarma\n"
        + "/sesli Mialee: magickou střelu metamagie=zesílení\n" * 3
        + "/sesli Mialee: mrazivý paprsek\n" * 6
        + "/body",
    )
    assert "+ Zesílení kouzla (+2 úrovně), zdarma: dnes už žádné další seslání zdarma" in out
    assert "Mialee sesílá Mrazivý paprsek (0. úroveň, zdarma): to bylo dnes poslední kouzlo 0. úrovně." in out
    assert out[-1] == "+ Mialee: Zesílení kouzla: dnes už žádné použití zdarma."
