"""Issue 29 in French: the duel club's replies as a native player reads them, played through the real console.

Each assertion is the exact sentence a player reads: commands named in the words the reader accepts (/sort,
/initiative, /ramasser, /prendre, /aide, /chances, /perso), outcomes that agree with their numbers, no internal
mark, and French typography (a no-break space before « : ; ! ? % » and inside « »).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.conftest import play
from tests.fakes import FakeClock, ScriptedDice

ConsoleFactory = Callable[..., Awaitable[Console]]
NB = "\u00a0"
#: An ordinary space where French sets a no-break one: before : ; ! ? % », after «.
LOOSE = re.compile(r" [:;!?%»]|« ")

SETUP = """
/perso Harry sortilèges=60
/perso Drago sortilèges=50
/perso Luna sortilèges=55
/perso Hermione sortilèges=70
"""


@pytest.fixture
def storage(clock: FakeClock) -> Storage:
    """The sentences do not depend on the storage: play on memory alone."""
    return InMemoryStorage(clock)


def fr(text: str) -> str:
    """Write the expected sentence with ~ for each no-break space."""
    return text.replace("~", NB)


async def console(make_console: ConsoleFactory, faces: list[int] | None = None) -> Console:
    game = await make_console(rules="duel_club", locale="fr", rng=ScriptedDice(faces or []))
    await play(game, SETUP)
    return game


async def test_the_first_to_act_is_told_in_french_words(make_console: ConsoleFactory) -> None:
    game = await console(make_console)
    started = await play(game, "/duel Harry contre Drago")
    assert started == [fr("Duel 1~: Harry contre Drago, 5 points de vie chacun. Tirez l'initiative avec /initiative.")]
    assert await play(game, "/etat") == [
        fr("Duel 1~: en attente de l'initiative (/initiative)."),
        fr("Harry (Sortilèges 60)~: PV 5/5, baguette en main."),
        fr("Drago (Sortilèges 50)~: PV 5/5, baguette en main."),
    ]
    lines = await play(game, "/initiative")
    assert fr("Harry joue en premier~: lancez un sort (/sort).") in lines


async def test_a_hinted_sort_is_accepted_and_answered(make_console: ConsoleFactory) -> None:
    game = await console(make_console, [10, 90])
    await play(game, "/duel Harry contre Drago\n/initiative")
    assert await play(game, "/sort Harry: stupéfix") == [
        fr("Harry lance Stupéfix~: 10 ≤ 60, réussi."),
        fr("Drago répond~: lancez un sort (/sort)."),
    ]


async def test_the_disarmed_wand_tells_both_duellists_what_comes_next(make_console: ConsoleFactory) -> None:
    # Luna (55) wins the initiative over Drago (50); her Expelliarmus (25) lands, Drago's answer is void.
    game = await console(make_console, [5, 40])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: expelliarmus")
    lines = await play(game, "/sort Drago: stupéfix")
    assert (
        fr(
            "Luna désarme Drago~: sa baguette s'envole. Drago devra la ramasser (/ramasser), "
            "à moins que Luna ne s'en empare d'abord (/prendre)."
        )
        in lines
    )
    assert "/recover" not in " ".join(lines)


async def test_the_duellist_without_a_wand_is_told_to_pick_it_up(make_console: ConsoleFactory) -> None:
    game = await console(make_console, [5, 40])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: expelliarmus\n/sort Drago: stupéfix")
    assert await play(game, "/sort Drago: stupéfix") == [
        fr("Drago n'a plus de baguette~: seule action possible, la ramasser (/ramasser).")
    ]
    lines = await play(game, "/ramasser Drago")
    assert lines[0] == "Drago ramasse sa baguette."


async def test_the_target_refusal_names_the_opponent(make_console: ConsoleFactory) -> None:
    game = await console(make_console)
    await play(game, "/duel Harry contre Drago\n/initiative")
    assert await play(game, "/sort Harry: stupéfix Hermione") == [
        fr("Au club de duel, on ne vise que son adversaire, ici Drago~: pas Hermione.")
    ]


async def test_odds_read_as_chances(make_console: ConsoleFactory) -> None:
    game = await console(make_console)
    assert await play(game, "/chances Stupéfix skill=55") == [
        fr("Stupéfix avec Sortilèges 55~: réussi si 1d100 ≤ 55, soit 55~% de chances.")
    ]
    lines = await play(game, "/chances Expelliarmus skill=65 vs=protego vs_skill=65")
    assert fr("42,25~% des cas~: Expelliarmus rate, Protego réussit.") in lines
    assert await play(game, "/chances Stupéfix") == [
        fr(
            "Indiquez une compétence Sortilèges de 0 à 100, par ex. /chances Stupéfix sortilèges=60, "
            "ou le nom d'un duelliste~: /chances Harry."
        )
    ]


async def test_help_and_unknown_input_name_french_commands(make_console: ConsoleFactory) -> None:
    game = await console(make_console)
    help_lines = await play(game, "/aide")
    assert (
        fr("/perso — Créer, voir, modifier ou retirer un personnage. Exemple~: /perso Harry sortilèges=60")
        in help_lines
    )
    assert help_lines[-1] == "/aide COMMANDE explique une commande, par exemple /aide sort."
    assert await play(game, "/repos") == [fr("/repos n'est pas une commande des règles «~Club de duel~». Tapez /aide.")]
    assert await play(game, "bonjour") == [
        fr("Je n'ai pas compris «~bonjour~». Les commandes commencent par /, par ex. /aide.")
    ]


async def test_refusals_and_undo_say_it_in_words(make_console: ConsoleFactory) -> None:
    game = await console(make_console, [10])
    assert await play(game, "/perso Neville sortilèges=150") == [
        "La compétence Sortilèges d'un duelliste va de 0 à 100, pas 150."
    ]
    assert await play(game, "/duel Harry") == [fr("Écrivez le duel ainsi~: /duel NOM contre NOM.")]
    await play(game, "/duel Harry contre Drago\n/initiative\n/sort Harry: stupéfix")
    assert await play(game, "/annuler") == [fr("Coup n°~7 annulé~: un sort lancé.")]


async def test_the_winner_takes_the_wand_in_french_words(make_console: ConsoleFactory) -> None:
    # Drago's Stupéfix fails and Luna's answer, Expelliarmus, lands: she opens round 3 and may take the wand.
    game = await console(make_console, [90, 90, 90, 5])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: stupéfix\n/sort Drago: protego")
    lines = await play(game, "/sort Drago: stupéfix\n/sort Luna: expelliarmus")
    assert lines[-1] == fr(
        "Luna joue en premier~: lancez un sort (/sort), ou prenez la baguette adverse (/prendre) pour gagner aussitôt."
    )
    assert await play(game, "/prendre Luna") == [
        fr("Luna s'empare de la baguette de Drago~!"),
        fr("Drago se retrouve sans baguette. Luna remporte le duel 1~!"),
    ]


#: A whole duel: disarmed, picked up, petrified, hung by Levicorpus, hit, blocked, disqualified; then the roster.
DUEL = """
/perso
/pv Harry
/duel Luna contre Drago
/initiative
/etat
/sort Luna: expelliarmus
/sort Drago: stupéfix
/ramasser Drago
/sort Luna: petrificus totalus
/etat
/sort Luna: levicorpus
/sort Drago: stupéfix
/sort Luna: stupéfix renforcé
/etat
/sort Luna: stupéfix
/ramasser Drago
/sort Drago: protego
/sort Luna: stupéfix
/chances Harry
/chances Stupéfix skill=60 vs=protego vs_skill=50
/sort Luna: avada kedavra
/etat
/fin duel=1
/duel Harry contre Harry
/perso suppr Hermione
/annuler
/aide
"""


async def test_every_reply_of_a_duel_keeps_french_typography(make_console: ConsoleFactory) -> None:
    game = await console(make_console, [5, 10, 10, 90, 10, 10, 5, 20])
    lines = await play(game, DUEL)
    assert (
        fr("Drago joue en premier, mais sa baguette est à terre~: seule action possible, la ramasser (/ramasser).")
        in lines
    )
    assert fr("Drago répond, mais sa baguette est à terre~: seule action possible, la ramasser (/ramasser).") in lines
    assert fr("Luna est disqualifiée. Drago remporte le duel 1~!") in lines
    assert any(re.fullmatch(fr(r"Coup n°~\d+ annulé~: un changement de fiche\."), line) for line in lines)
    assert [line for line in lines if LOOSE.search(line)] == []
    assert fr("Luna lance «~Avada Kedavra~», un sort interdit au club de duel~: disqualification immédiate.") in lines
    assert len(lines) > 60
