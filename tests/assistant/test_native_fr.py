"""Issue 29 in French: the duel club's replies as a native player reads them, played through the real console.

Each assertion is the exact sentence a player reads: commands named in the words the reader accepts (/sort,
/initiative, /ramasser, /prendre, /aide, /chances, /perso), outcomes that agree with their numbers, no internal
mark, and French typography (a no-break space before « : ; ! ? % » and inside « »).
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.language.fluent_functions import Unknown
from assistant.language.translator import Translator
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
        fr("À Drago de répondre~: lancez un sort (/sort)."),
    ]


async def test_the_disarmed_wand_tells_both_duellists_what_comes_next(make_console: ConsoleFactory) -> None:
    # Luna (55) wins the initiative over Drago (50); her Expelliarmus (25) lands first, Drago's answer is void.
    # Review fr F3: Drago opens round 2 and recovers first (RULES.md §2), so no grab is promised to Luna.
    game = await console(make_console, [5, 40])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: expelliarmus")
    lines = await play(game, "/sort Drago: stupéfix")
    assert (
        fr(
            "Luna désarme Drago~: sa baguette s'envole. Drago joue avant Luna à la manche suivante "
            "et devra la ramasser (/ramasser)."
        )
        in lines
    )
    assert "/prendre" not in " ".join(lines) and "/recover" not in " ".join(lines)


async def test_a_disarm_cast_second_offers_the_race(make_console: ConsoleFactory) -> None:
    # Drago's Stupéfix fails; Luna's answer, Expelliarmus, lands: she opens round 2 and may take the wand first.
    game = await console(make_console, [90, 90, 90, 5])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: stupéfix\n/sort Drago: protego")
    lines = await play(game, "/sort Drago: stupéfix\n/sort Luna: expelliarmus")
    assert (
        fr(
            "Luna désarme Drago~: sa baguette s'envole. Drago devra la ramasser (/ramasser), "
            "sauf si Luna s'en empare d'abord (/prendre)."
        )
        in lines
    )


async def test_an_impossible_cast_says_so(make_console: ConsoleFactory) -> None:
    # Review fr F2: « Pansy lance Expelliarmus : 48 > -10, raté. »
    game = await console(make_console, [90, 48])
    await play(game, "/perso Pansy sortilèges=20 genre=f\n/duel Harry contre Pansy\n/initiative\n/sort Harry: stupéfix")
    assert await play(game, "/sort Pansy: expelliarmus") == [
        fr(
            "Pansy lance Expelliarmus~: raté d'office, ce sort est impossible avec Sortilèges 20 "
            "(même un 1 sur 1d100 échoue)."
        ),
        fr("Résolution de la manche 1~:"),
        "Aucun sort de cette manche ne fait effet.",
        fr("— Duel 1, manche 2 —"),
        fr("Pansy joue en premier~: lancez un sort (/sort)."),
    ]


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
        fr("Au club de duel, on ne vise que son adversaire~: ici, c'est Drago, pas Hermione.")
    ]


async def test_odds_read_as_chances(make_console: ConsoleFactory) -> None:
    game = await console(make_console)
    assert await play(game, "/chances Stupéfix skill=55") == [
        fr("Stupéfix avec Sortilèges 55~: réussi si 1d100 ≤ 55, soit 55~% de chances.")
    ]
    lines = await play(game, "/chances Expelliarmus skill=65 vs=protego vs_skill=65")
    # Review fr F10: spell names as subjects take their article, « Dans N % des cas, … ».
    head = "Manche où l'Expelliarmus (Sortilèges 65) part en premier et où le Protego (Sortilèges 65) répond~:"
    assert fr(head) in lines
    assert fr("Dans 42,25~% des cas, l'Expelliarmus rate et le Protego réussit.") in lines
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
    assert await play(game, "bonjour") == [fr("Je n'ai pas compris «~bonjour~». /aide montre ce que je sais faire.")]


async def test_refusals_and_undo_say_it_in_words(make_console: ConsoleFactory) -> None:
    game = await console(make_console, [10])
    assert await play(game, "/perso Neville sortilèges=150") == [
        fr("«~150~» ne convient pas~: la compétence Sortilèges d'un duelliste est un nombre entier de 0 à 100.")
    ]
    assert await play(game, "/perso Neville sortilèges=abc") == [
        fr("«~abc~» ne convient pas~: la compétence Sortilèges d'un duelliste est un nombre entier de 0 à 100.")
    ]
    assert await play(game, "/duel Harry") == [fr("Écrivez le duel ainsi~: /duel NOM contre NOM.")]
    await play(game, "/duel Harry contre Drago\n/initiative\n/sort Harry: stupéfix")
    # Review fr F18: the undo names the move it took back.
    assert await play(game, "/annuler") == [fr("Action annulée~: le Stupéfix de Harry.")]


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
    assert (
        fr("À Drago de répondre, mais sa baguette est à terre~: seule action possible, la ramasser (/ramasser).")
        in lines
    )
    assert fr("Luna est disqualifiée. Drago remporte le duel 1~!") in lines
    removal = fr(r"Action annulée~: le retrait d'Hermione de la liste des personnages\.")
    assert any(re.fullmatch(removal, line) for line in lines)
    assert [line for line in lines if LOOSE.search(line)] == []
    assert fr("Luna lance «~Avada Kedavra~», un sort interdit au club de duel~: disqualification immédiate.") in lines
    assert len(lines) > 60


async def test_a_spell_aimed_with_sur_or_contre_is_cast_not_disqualified(make_console: ConsoleFactory) -> None:
    # Review fr #1, #2: « sur Drago » was read as part of the spell's name; Protego « contre Harry » disqualified.
    game = await console(make_console, [10, 90])
    await play(game, "/duel Harry contre Drago\n/initiative")
    assert await play(game, "/sort Harry: Stupéfix sur Neville") == [fr("Aucun personnage ne s'appelle «~Neville~».")]
    assert await play(game, "/sort Harry: Stupéfix sur Drago") == [
        fr("Harry lance Stupéfix~: 10 ≤ 60, réussi."),
        fr("À Drago de répondre~: lancez un sort (/sort)."),
    ]
    lines = await play(game, "/sort Drago: Protego contre Harry")
    assert lines[0] == fr("Drago lance Protego~: 90 > 50, raté.")
    assert fr("Le Stupéfix de Harry touche Drago~: 1 point de vie perdu, PV 4/5.") in lines
    assert not any("disqualifi" in line for line in lines)


async def test_a_slip_is_refused_in_plain_french(make_console: ConsoleFactory) -> None:
    game = await console(make_console)
    await play(game, "/duel Harry contre Drago\n/initiative")
    assert await play(game, "/sort Harry: Stupéfixx") == [
        fr(
            "«~Stupéfixx~» n'est pas un sort du club de duel sous cette forme~: vouliez-vous dire Stupéfix~? "
            "Rien n'a été lancé."
        )
    ]


async def test_two_names_on_one_side_are_told_the_club_is_one_against_one(make_console: ConsoleFactory) -> None:
    # Review fr #31: « Harry Ron » was answered as a character nobody is called.
    game = await console(make_console)
    await play(game, "/perso Ron sortilèges=40")
    assert await play(game, "/duel Harry Ron contre Drago") == [
        fr("Au club de duel, on se bat un contre un~: /duel NOM contre NOM.")
    ]
    assert await play(game, "/duel Harry Potter contre Drago") == [
        fr("Aucun personnage ne s'appelle «~Harry Potter~».")
    ]


async def test_a_void_answer_names_whose_expelliarmus_landed(make_console: ConsoleFactory) -> None:
    # Review fr #6: « Expelliarmus a désarmé Drago… : Stupéfix est sans effet » named no caster.
    game = await console(make_console, [5])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: expelliarmus")
    lines = await play(game, "/sort Drago: stupéfix")
    # Review fr F4: told under « Résolution de la manche », in the past, before the disarm itself.
    assert lines[:2] == [
        fr("Résolution de la manche 1~:"),
        fr(
            "L'Expelliarmus de Luna a réussi~: sans baguette, Drago n'a pas pu riposter "
            "et son Stupéfix reste sans effet."
        ),
    ]
    assert lines[2].startswith("Luna désarme Drago")


async def test_a_name_typed_after_ramasser_is_the_one_who_acts(make_console: ConsoleFactory) -> None:
    # Review fr #20: « /ramasser Luna » answered about Hermione, whose turn it was.
    game = await console(make_console)
    await play(game, "/duel Hermione contre Luna\n/initiative")
    assert await play(game, "/ramasser Luna") == [fr("Ce n'est pas à Luna d'agir~: c'est à Hermione.")]
    assert await play(game, "/ramasser Hermione") == [fr("Hermione a déjà sa baguette en main~: rien à ramasser.")]
    assert await play(game, "/prendre Luna") == [
        fr(
            "Hermione ne peut prendre la baguette de Luna que juste après un Expelliarmus réussi, "
            "tant qu'elle est à terre."
        )
    ]


async def test_a_sheet_in_a_running_duel_says_what_is_refused(make_console: ConsoleFactory) -> None:
    # Review fr #33: « Luna est dans un duel en cours. » did not say what was refused.
    game = await console(make_console)
    await play(game, "/duel Luna contre Drago")
    assert await play(game, "/perso Luna sortilèges=70") == [
        fr("On ne modifie pas la fiche de Luna pendant un duel en cours~: terminez-le d'abord (/fin).")
    ]


async def test_defaults_take_the_french_command_name(make_console: ConsoleFactory) -> None:
    # Review fr #4: « /sort n'est pas une commande » while /defaults cast answered « Options par défaut de /sort ».
    game = await console(make_console)
    assert await play(game, "/defaults sort remind=5m") == [fr("Options par défaut de /sort~: rappel=5m.")]


async def test_odds_out_of_reach_say_impossible(make_console: ConsoleFactory) -> None:
    # Review fr #28: « réussi si 1d100 ≤ -10 ».
    game = await console(make_console)
    assert await play(game, "/chances Expelliarmus skill=20") == [
        fr("Expelliarmus avec Sortilèges 20~: impossible, même un 1 sur 1d100 échoue (0~% de chances).")
    ]


async def test_gender_and_charts_read_as_french(make_console: ConsoleFactory) -> None:
    # Review fr #24, #26: « est une femme : les réponses disent « elle » », « La réserve de Harry, commande après
    # commande ».
    game = await console(make_console)
    assert await play(game, "/perso Luna genre=f") == [fr("Luna est un personnage féminin~: j'en parlerai au féminin.")]
    assert await play(game, "/chart Harry") == ["Harry au fil de la partie, coup après coup."]
    assert await play(game, "/chart") == ["Les 4 personnages au fil de la partie, coup après coup."]


async def test_the_ergs_protocol_and_pools_read_as_french(make_console: ConsoleFactory) -> None:
    # Review fr #5 (the dress check stated the opposite of the rule), #38 (« Arme : pas encore choisi », « Harry (15,
    # élève) », « un groupe d'âge plus âgé »), and a refusal that read like the success (« Le duel 1 est terminé. »).
    game = await make_console(rules="ergs", locale="fr", seed=3)
    await play(
        game,
        """
        /char Harry age=15
        /char Drago age=17
        /char Sirius age=36 group=senior spells=patronus
        /char Remus age=37 group=senior
        """,
    )
    assert await play(game, "/pool Harry") == [
        fr("Harry (15 ans, élève)~: 3 ergs sur 3, erg de vie intact~; baguette~: apprivoisée.")
    ]
    assert await play(game, "/teach Sirius Remus patronus") == [
        fr(
            "Sirius (groupe des aînés) ne peut pas instruire Remus (groupe des aînés)~: le maître doit appartenir "
            "à un groupe d'âge supérieur à celui de l'élève."
        )
    ]
    protocol = await play(game, "/duel Harry contre Drago\n/protocol")
    assert fr("Arme~: à choisir~; le choix revient à l'un ou l'autre selon l'offense.") in protocol
    assert await play(game, "/protocol dress Harry") == [
        fr("Tenue de Harry vérifiée~: vêtements amples~; ni médaillons, ni médailles, ni bourses, ni ceintures.")
    ]
    assert await play(game, "/end duel=1\n/end duel=1") == [
        "Le duel 1 est terminé.",
        fr("Le duel 1 est déjà terminé~: on n'y change plus rien."),
    ]


def test_catalogue_lines_no_console_game_reaches_agree_in_french() -> None:
    # Review fr #35 (« 7 de dégâts »), #39 (« encore 1 lancement gratuits », « Extension d'effet gratuit »).
    text = Translator()
    damage = {"name": "Drago", "spell": "stupefy", "attacker": "Hermione", "damage": 7, "hp": 3, "max": 10}
    assert text.format("feniks-defence-none", "fr", damage) == fr(
        "Drago encaisse le Stupéfix d'Hermione sans se défendre~: 7 points de dégâts. PV~: 3/10."
    )
    meta = {"feat": "empower", "adjust": 2, "free": "yes", "left": 1}
    assert text.format("sp-meta", "fr", meta) == fr(
        "+ Extension d'effet (+2 niveaux), sans coût~: encore 1 lancement gratuit aujourd'hui"
    )
    free = {"name": "Mialee", "feat": "empower", "left": 2}
    assert text.format("sp-pool-free", "fr", free) == fr(
        "+ Mialee~: Extension d'effet, encore 2 utilisations gratuites aujourd'hui."
    )


async def test_my_odds_against_the_opponent_are_my_own(make_console: ConsoleFactory) -> None:
    # Review fr F29: « mes chances contre Drago » answered with Drago's skill (50) instead of Harry's (60).
    game = await console(make_console)
    await play(game, "/iam Harry\n/duel Harry contre Drago")
    assert await play(game, "mes chances contre Drago avec Stupéfix renforcé ?") == [
        fr("Stupéfix renforcé avec Sortilèges 60~: réussi si 1d100 ≤ 50, soit 50~% de chances.")
    ]
    # In a running duel the answer is cast at the opponent's skill (Drago, 50), not at one's own.
    assert await play(game, "/chances Stupéfix contre=Protego") == [
        fr("Stupéfix avec Sortilèges 60~: réussi si 1d100 ≤ 60, soit 60~% de chances."),
        fr("Manche où le Stupéfix (Sortilèges 60) part en premier et où le Protego (Sortilèges 50) répond~:"),
        fr("Dans 30~% des cas, le Stupéfix est bloqué et le Protego réussit."),
        fr("Dans 30~% des cas, le Stupéfix réussit et le Protego rate."),
        fr("Dans 20~% des cas, le Stupéfix rate et le Protego réussit."),
        fr("Dans 20~% des cas, le Stupéfix rate et le Protego rate."),
    ]


async def test_an_undo_past_a_roll_names_the_sheet_it_takes_back(make_console: ConsoleFactory) -> None:
    # Review fr F18: after /jet, /annuler took Harry's creation back and said only « un changement de fiche ».
    game = await make_console(rules="duel_club", locale="fr", rng=ScriptedDice([4]))
    await play(game, "/perso Harry sortilèges=60\n/jet 1d6")
    assert await play(game, "/annuler") == [
        fr("Action annulée~: la création de la fiche de Harry (le dé lancé depuis n'est pas annulé).")
    ]
    await play(game, "/perso Harry sortilèges=60\n/perso Harry sortilèges=70\n/macros attaque /sort Stupéfix")
    assert await play(game, "/annuler\n/annuler") == [
        fr("Action annulée~: la création de la macro «~attaque~»."),
        fr("Action annulée~: un changement de la fiche de Harry."),
    ]


async def test_remind_with_a_duel_number_tells_the_truth(make_console: ConsoleFactory) -> None:
    # Review fr F9: « /remind 2 » answered « Aucun coup n'est attendu » while duel 2 waited for Luna.
    game = await console(make_console)
    await play(game, "/duel Harry contre Drago\n/duel Luna contre Hermione\n/initiative duel=2")
    waiting = fr("⏰ MJ, le duel 2 attend toujours le coup d'Hermione.")
    assert await play(game, "/remind 2") == [waiting]
    assert await play(game, "/remind 1") == [fr("Le duel 1 n'attend aucun coup pour l'instant.")]
    await play(game, "/defaults rappel=10m")
    assert await play(game, "/remind 2\n/remind 2") == [
        waiting,
        fr("Le rappel du duel 2 a déjà été envoyé pour ce coup~; /rappel sans numéro relance tous les duels."),
    ]
    assert await play(game, "/aide remind") == [
        fr("/rappel — Relancer le joueur dont c'est le tour (MJ). Exemple~: /rappel"),
        fr("Syntaxe~: /rappel [N] (N~: le numéro d'un duel~; sans numéro, tous les duels qui attendent un coup)"),
    ]


async def test_a_multi_word_alias_stays_whole(make_console: ConsoleFactory) -> None:
    # Review fr F11: « alias=Le Survivant » made « Harry Survivant », alias « Le »; F22: « contre=Avada Kedavra » was
    # quoted back as « Stupéfix Kedavra ».
    game = await console(make_console)
    assert await play(game, "/perso Harry alias=Le Survivant") == [fr("Harry, c'est aussi~: Le Survivant.")]
    assert await play(game, "/chances Stupéfix sortilèges=60 contre=Avada Kedavra") == [
        fr(
            "«~Avada Kedavra~» n'est ni un personnage ni un sort permis au club de duel~: y lancer un autre sort "
            "entraîne une disqualification immédiate."
        )
    ]


async def test_a_name_of_unknown_gender_takes_the_neutral_form(make_console: ConsoleFactory) -> None:
    # Review fr F28: « Luca est disqualifiée » (a final -a guessed feminine); F21: « …, disqualification. »
    game = await console(make_console, [10])
    await play(game, "/perso Luca sortilèges=60\n/perso Sasha sortilèges=10\n/duel Luca contre Sasha\n/initiative")
    lines = await play(game, "/sort Luca: Lumos")
    assert lines[-1] == fr("Disqualification pour Luca. Sasha remporte le duel 1~!")
    assert fr("Luca (Sortilèges 60)~: PV 5/5, baguette en main, hors jeu (disqualification).") in await play(
        game, "/etat"
    )
    await play(game, "/perso Luca genre=m")
    assert fr("Luca (Sortilèges 60)~: PV 5/5, baguette en main, disqualifié.") in await play(game, "/etat")


async def test_a_missing_word_is_named_and_its_usage_reaches_every_door(make_console: ConsoleFactory) -> None:
    # Review fr F5: « Il manque quelque chose à /sort. », and the JSON/API reply had no « Syntaxe : » line.
    game = await console(make_console)
    usage = fr("Syntaxe~: /sort [PERSONNAGE:] SORT (sur votre adversaire du duel)")
    assert await play(game, "/sort Harry:") == [fr("Il manque le sort dans /sort."), usage]
    game.json_mode = True
    objects = [json.loads(line) for line in await play(game, "/sort Harry:")]
    assert [(o["key"], o["text"]) for o in objects] == [
        ("refusal-missing-arg", fr("Il manque le sort dans /sort.")),
        ("usage-cast", usage),
    ]
    game.json_mode = False
    assert await play(game, "/gm truc") == [
        fr("«~truc~» n'est ni nommer ni révoquer~: écrivez /mj nommer @joueur ou /mj révoquer @joueur.")
    ]


async def test_settings_and_rulesets_read_as_french_words(make_console: ConsoleFactory) -> None:
    # Review fr F1, F20, F26: « MJ joue désormais », « Valeur invalide « x » pour genre. », ids with underscores.
    game = await console(make_console)
    assert await play(game, "/iam Harry") == ["Le MJ joue désormais Harry."]
    assert await play(game, "/perso Harry genre=x") == [
        fr("«~x~» n'est pas un genre~: écrivez genre=m ou genre=f, ou genre= sans rien pour ne pas le fixer.")
    ]
    assert await play(game, "/defaults fiches=peut-être") == [
        fr("«~peut-être~» ne convient pas pour fiches=~: écrivez oui ou non.")
    ]
    assert await play(game, "/regles truc") == [
        fr("Règles inconnues~: «~truc~». Règles connues~: phénix, club de duel, ergs et points de sort.")
    ]
    assert await play(game, "/regles club") == [
        fr("La partie joue déjà avec les règles «~Club de duel~»~: rien n'a changé, la liste des personnages reste.")
    ]
    assert await play(game, "/aide regles") == [
        fr(
            "/regles — Changer de règles (MJ)~: phénix, club (club de duel), ergs ou points (points de sort). "
            "Exemple~: /regles club"
        ),
        fr("Syntaxe~: /regles phénix|club|ergs|points (MJ)"),
    ]


async def test_a_taken_character_and_the_help_read_as_french(make_console: ConsoleFactory) -> None:
    # Review fr F19: « Drago n'est pas votre personnage » to a player asking for Drago; F23, F16, F15 help and hints.
    game = await console(make_console)
    await play(game, ":as bob\n/iam Drago\n:as alice")
    assert await play(game, "/iam Drago") == [
        fr(
            "Drago a déjà un joueur~: seul un MJ peut confier ce personnage à quelqu'un d'autre "
            "(/jesuis Drago @joueur)."
        )
    ]
    assert await play(game, "/reserve") == [
        fr("Quel personnage~? Liez le vôtre avec /jesuis NOM, ou nommez-le dans la commande, par ex. /reserve Harry.")
    ]
    assert (await play(game, "/aide jet"))[0] == fr("/jet — Lancer des dés (notation 1d20). Exemple~: /jet 4d6kh3+2")


async def test_after_a_lost_action_there_is_nothing_to_answer(make_console: ConsoleFactory) -> None:
    # Review fr F13: « À Luna de répondre » after Drago, petrified, lost his action: there was nothing to answer.
    game = await console(make_console, [10, 90])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: petrificus totalus")
    lines = await play(game, "/sort Drago: stupéfix")
    assert lines[-2:] == [
        "Drago est pétrifié et perd son action de cette manche.",
        fr("Luna joue en premier~: lancez un sort (/sort)."),
    ]


async def test_a_hidden_duellists_odds_are_one_line_to_a_player(make_console: ConsoleFactory) -> None:
    # Review fr F25: seven lines of « soit ? % de chances » to a player asking a hidden NPC's odds.
    game = await console(make_console)
    await play(game, "/perso Goyle sortilèges=30 caché=oui\n:as bob\n/iam Drago")
    assert await play(game, "/chances Goyle") == [
        fr("Les chiffres de Goyle sont cachés~: seul le MJ peut calculer ces chances.")
    ]


async def test_a_bad_opponent_skill_is_blamed_on_its_own_option(make_console: ConsoleFactory) -> None:
    # Review fr F22 (second half): « adversaire=200 » was answered about sortilèges=, which was 60 and valid.
    game = await console(make_console)
    assert await play(game, "/chances Stupéfix sortilèges=60 contre=Stupéfix adversaire=200") == [
        fr(
            "«~200~» ne convient pas pour adversaire=~: la compétence Sortilèges de l'adversaire "
            "est un nombre entier de 0 à 100."
        )
    ]


async def test_a_macro_of_two_words_is_removed_without_quotes(make_console: ConsoleFactory) -> None:
    # Review fr F14: « /macros supprimer coup final » was answered about macro lines.
    game = await console(make_console)
    await play(game, '/macros "coup final" /jet 1d6')
    assert await play(game, "/macros supprimer coup final") == ["Macro coup final supprimée."]


async def test_macro_lines_are_joined_with_a_no_break_space_before_the_semicolon(make_console: ConsoleFactory) -> None:
    # Left over from review round 2: « /jet 1d20+5; /jet 1d6 » had an ordinary «; » in a French reply.
    game = await console(make_console)
    assert await play(game, "/macros attaque /jet 1d20+5; /jet 1d6") == [
        fr("Macro attaque~: /jet 1d20+5~; /jet 1d6. Tapez attaque pour la lancer.")
    ]
    assert await play(game, "/macros") == [fr("Une macro~:"), fr("attaque → /jet 1d20+5~; /jet 1d6")]


# Review round 3 (r3-fr): each test names the findings it covers.


async def help_lines(make_console: ConsoleFactory, rules: str) -> list[str]:
    game = await make_console(rules=rules, locale="fr", seed=7, game_id=rules)
    return await play(game, "/aide")


async def test_the_help_of_each_ruleset_speaks_only_of_its_own_things(make_console: ConsoleFactory) -> None:
    # r3 #17, #25, #26, #27, #29, #64: points and ergs in the duel club's help, wands in feniks, levels of spells in
    # ergs, the life erg in spell_points, /baguette words the command refuses, /donner promising to remove.
    club = await help_lines(make_console, "duel_club")
    assert (
        fr(
            "/graphique — Tracer l'évolution des PV~: toute la partie, un personnage ou un duel. "
            "Exemple~: /graphique Harry"
        )
        in club
    )
    assert fr("/reserve — Voir les PV qu'il reste à un personnage. Exemple~: /reserve Harry") in club
    assert fr("/statut — Voir le duel~: tour, PV et baguettes. Exemple~: /statut") in club
    feniks = await help_lines(make_console, "feniks")
    assert fr("/statut — Voir le duel~: ordre du tour et PV. Exemple~: /statut") in feniks
    ergs = await help_lines(make_console, "ergs")
    assert fr("/statut — Voir le duel~: participants, ergs et baguettes. Exemple~: /statut") in ergs
    assert fr("/absorption — Retirer l'erg de vie (MJ). Exemple~: /absorption Harry cause=rituel") in ergs
    assert fr("/restaurer — Rendre l'erg de vie (MJ). Exemple~: /restaurer Harry") in ergs
    assert fr("/depenser — Dépenser des ergs. Exemple~: /depenser Harry 2 raison=balai") in ergs
    assert (
        fr(
            "/donner — Ajouter des ergs à la main (MJ), avec une raison~; pour en retirer~: /depenser. "
            "Exemple~: /donner Harry 3 raison=potion"
        )
        in ergs
    )
    assert (
        fr("/baguette — Baguettes~: nouvelle, abîmer, réparer, donner ou prendre. Exemple~: /baguette Harry nouvelle")
        in ergs
    )
    points = await help_lines(make_console, "spell_points")
    assert fr("/absorption — Retirer un niveau de sorts (MJ). Exemple~: /absorption Mira 1") in points
    assert fr("/restaurer — Lever la fatigue ou l'épuisement (MJ). Exemple~: /restaurer Mira") in points
    for lines, foreign in ((club, ("points", "ergs")), (feniks, ("baguettes", "ergs")), (points, ("erg",))):
        assert not [line for line in lines if any(word in line for word in foreign) and "/regles" not in line]


async def feniks(make_console: ConsoleFactory) -> Console:
    game = await make_console(rules="feniks", locale="fr", seed=7, game_id="feniks")
    await play(game, "/perso Harry âge=11\n/perso Ginny âge=16 genre=f\n/duel Harry contre Ginny\n/initiative")
    return game


async def test_a_feniks_defence_is_asked_in_french_words_with_no_rule_tag(make_console: ConsoleFactory) -> None:
    # r3 #23 (« (règle : le tour de jeu) »), #24 and #51 (« /defense shield|dodge|none »).
    game = await feniks(make_console)
    assert await play(game, "/sort Ginny: Stupéfix Harry") == [fr("Ce n'est pas à Ginny de jouer~: c'est à Harry.")]
    assert await play(game, "/sort Harry: Protego Ginny") == [
        fr("Protego est un sort de protection~: utilisez /defense bouclier Protego.")
    ]
    await play(game, "/perso Harry pv=1\n/sort Harry: Stupéfix Ginny")
    lines = await play(game, "/sort Ginny: Stupéfix Harry")
    assert lines[-1] == fr(
        "Duel 1~: à Harry de jouer. D'abord la défense contre le Stupéfix de Ginny (attaque 2)~: "
        "/defense bouclier, esquive ou rien."
    )
    assert await play(game, "/sort Harry: Stupéfix Ginny") == [
        fr("Harry doit d'abord se défendre contre l'attaque en attente~: /defense bouclier, esquive ou rien.")
    ]


async def test_a_knocked_out_wizard_is_out_of_the_duel_and_his_severity_is_chosen_once(
    make_console: ConsoleFactory,
) -> None:
    # r3 #45 (« PV 0/14, en état de se battre »), #46 (« n'est pas sans connaissance » at 0 PV).
    game = await feniks(make_console)
    await play(game, "/perso Harry pv=1\n/sort Harry: Stupéfix Ginny\n/sort Ginny: Stupéfix Harry")
    lines = await play(game, "/defense rien")
    assert (
        fr(
            "Harry perd connaissance. Le joueur (ou le MJ, sur demande) juge de la gravité~: /perso Harry "
            "gravité=instant (un instant) ou gravité=infirmerie (l'infirmerie)."
        )
        in lines
    )
    assert (await play(game, "/perso Harry gravité=instant"))[-1] == fr(
        "Fiche de Harry mise à jour~: 11 ans, Réflexes 0, Sortilèges 0 (−3), Métamorphose 0 (−3), DCFM 0 (−3)~; "
        "PV 0/14, hors de combat."
    )
    assert await play(game, "/perso Harry gravité=infirmerie") == [
        fr("La gravité est déjà fixée pour Harry (un instant)~; /annuler pour la changer.")
    ]


def test_a_shield_that_stops_everything_says_no_damage() -> None:
    # r3 #52: « 0 point de dégâts ».
    args = {
        "name": "Ginny",
        "spell": "stupefy",
        "attacker": "Harry",
        "attack": 7,
        "shield_spell": "protego",
        "failed": "no",
    }
    line = Translator().format("feniks-defence-shield", "fr", {**args, "value": 11, "damage": 0, "hp": 20, "max": 20})
    assert line == fr(
        "Ginny pare le Stupéfix de Harry (attaque 7) avec Protego (défense 11)~: aucun dégât. PV~: 20/20."
    )


async def test_an_undo_names_the_action_not_a_log_number(make_console: ConsoleFactory) -> None:
    # r3 #10 (« Coup n° 20 annulé : un changement des réglages »), #11 (« les jets de dés joués »), #63 (« des
    # points dépensés » in ergs).
    game = await make_console(rules="ergs", locale="fr", seed=7, rng=ScriptedDice([3, 4]))
    await play(game, "/perso Cho âge=16 genre=f\n/depenser Cho 1 raison=balai\n/jet 1d6\n/jet 1d6")
    assert await play(game, "/annuler") == [
        fr("Action annulée~: des ergs dépensés (les dés lancés depuis ne sont pas annulés).")
    ]
    await play(game, "/macros aide /jet 1d6")
    assert await play(game, "/annuler") == [fr("Action annulée~: la création de la macro «~aide~».")]


def test_hints_name_the_words_the_commands_accept() -> None:
    # r3 #38 (« begin / end (debut / fin) »), #57 (« /reprise start »).
    text = Translator()
    assert text.format("sp-refusal-rest", "fr", {"value": "-2h"}) == fr(
        "«~-2h~» n'est pas un repos~: donnez des heures (1h, 2h ou 8h), ou début ou fin."
    )
    assert text.format("ergs-refusal-bout-idle", "fr", {"duel": 3}) == fr(
        "Le chronomètre du duel 3 ne tourne pas (/reprise début)."
    )


async def test_which_character_names_the_command_typed(make_console: ConsoleFactory) -> None:
    # r3 #1 (« par ex. /sort NOM: … » for /reserve), #2 (/chances given /reserve and /sort examples), #34.
    game = await console(make_console)
    assert await play(game, "/chances") == [
        fr("Quel personnage ou quel sort~? Par ex. /chances Harry ou /chances Stupéfix sortilèges=60.")
    ]
    await play(game, "/jesuis Harry\n/jesuis Drago")
    assert await play(game, "/reserve") == [
        fr("Vous jouez plusieurs personnages~: indiquez lequel, par ex. /reserve NOM.")
    ]
    ergs = await make_console(rules="ergs", locale="fr", seed=7, game_id="ergs")
    await play(ergs, "/perso Harry âge=15")
    assert await play(ergs, "/esquive") == [
        fr("Quel personnage~? Liez le vôtre avec /jesuis NOM, ou nommez-le dans la commande, par ex. /esquive Harry.")
    ]


async def test_the_club_sheet_and_settings_refusals_read_as_french(make_console: ConsoleFactory) -> None:
    # r3 #3 and #60 (« est un duelliste … écrivez /sort Hermione: SORT »), #8, #12, #13, #14, #16, #20.
    game = await console(make_console)
    await play(game, "/duel Harry contre Hermione\n/initiative")
    assert await play(game, "/sort Hermione") == [
        fr(
            "«~Hermione~» est une duelliste, pas un sort~: au club de duel, le sort vise toujours votre adversaire. "
            "Écrivez seulement le sort, par ex. /sort Stupéfix."
        )
    ]
    assert await play(game, "/perso suppr") == [fr("Qui retirer de la liste~? Écrivez /perso suppr NOM.")]
    assert await play(game, "/perso Ginny sortilèges=") == [
        fr("Il manque la valeur de sortilèges=~: indiquez un nombre entier, par ex. sortilèges=60.")
    ]
    assert await play(game, "/perso Ginny force=3") == [
        fr("Champ de fiche inconnu~: «~force~». Champs~: sortilèges, genre, caché et alias.")
    ]
    assert await play(game, "/perso Luna caché=oui") == [
        fr("Luna~: ses PV et sa compétence Sortilèges sont désormais cachés~; seuls les MJ les voient.")
    ]
    assert (await play(game, "/mj"))[0] == fr("Il manque le mot «~nommer~» ou «~révoquer~» dans /mj.")
    assert (await play(game, "/defauts sort"))[0] == fr("Il manque une option (par ex. sort clé=valeur) dans /defauts.")
    await play(game, "/fin")
    assert await play(game, "/regles phénix") == [
        fr("Nouvelles règles~: Phénix. La liste des personnages repart de zéro.")
    ]
    assert (await play(game, "/aide"))[0] == fr("Commandes des règles «~Phénix~»~:")


async def test_ergs_lines_read_as_french(make_console: ConsoleFactory) -> None:
    # r3 #28 (« n'a que 1 erg »), #30, #31, #56 (the protocol), #32 (« groupe aîné »), #33 (« s'apprivoise »), #54
    # (« sur soi-même »), #55 (English group ids), #61 (« Cho n'est pas créé »), #62 (no way to name the target).
    game = await make_console(rules="ergs", locale="fr", seed=7, game_id="ergs")
    await play(game, "/perso Harry âge=15\n/perso Cho âge=16 genre=f")
    assert await play(game, "/perso Dumbledore âge=115") == [
        fr("Dumbledore entre en jeu~: 115 ans (groupe des aînés), 3 ergs à dépenser et l'erg de vie.")
    ]
    assert await play(game, "/perso Cho groupe=zorro") == [
        fr("Groupe d'âge inconnu «~zorro~». Groupes~: élève, intermédiaire, aîné et maître.")
    ]
    assert await play(game, "/perso Ginny âge=16 genre=f sorts=Zorro") == [
        fr("Ginny n'est pas créée~: «~Zorro~» n'est pas un sort de ces règles.")
    ]
    assert fr("Une nouvelle baguette s'apprivoise en~: 12~h (apprivoisement=…)") in await play(game, "/reglages")
    assert await play(game, "/sort Cho: Expelliarmus Cho") == [fr("Cho ne peut pas lancer Expelliarmus sur elle-même.")]
    assert await play(game, "/sort Harry: Expelliarmus Harry") == [
        fr("Harry ne peut pas lancer Expelliarmus sur lui-même.")
    ]
    assert await play(game, "/sort Cho: Expelliarmus") == [
        fr(
            "Expelliarmus demande une cible~: écrivez son nom après le sort, par ex. /sort Expelliarmus Drago "
            "(quelqu'un à portée)."
        )
    ]
    await play(game, "/depenser Cho 2 raison=balai")
    assert await play(game, "/depenser Cho 5 raison=balai") == [
        fr("Cho n'a qu'un erg, il en faut 5~; l'erg de vie ne se dépense jamais.")
    ]
    await play(game, "/duel Harry contre Cho")
    assert (await play(game, "/protocole terrain=40x12"))[0] == fr("Procès-verbal~: terrain de 40 × 12 pas.")
    assert (await play(game, "/protocole reprise=60 pause=120"))[:2] == [
        fr("Procès-verbal~: reprises de 60 secondes."),
        fr("Procès-verbal~: pauses de 120 secondes."),
    ]
    assert fr("Arme~: à choisir~; le choix revient à l'un ou l'autre selon l'offense.") in await play(
        game, "/protocole"
    )


async def test_spell_points_lines_read_as_french(make_console: ConsoleFactory) -> None:
    # r3 #35, #36, #37, #39, #40, #41, #42, #43, #59.
    game = await make_console(rules="spell_points", locale="fr", seed=7, game_id="points")
    await play(game, "/perso Mira niveau=7 carac=16 genre=f")
    assert (await play(game, "/perso Kael niveau=3 carac=14"))[0].startswith(
        fr("Nouveau lanceur de sorts Kael~: progression de magicien")
    )
    assert (await play(game, "/sort Mira: projectile magique Gobelin"))[-1].endswith(fr("(cible~: Gobelin~; dés~: 3)."))
    assert (await play(game, "/aide sort"))[0].endswith(fr("Exemple~: /sort projectile magique sur le gobelin"))
    assert await play(game, "/repos Mira 30h") == ["Un repos dure de 1 à 24 heures, pas 30."]
    assert await play(game, "/perso Mira niveau=25") == ["Le niveau va de 1 à 20, pas 25."]
    await play(game, "/fatigue Mira épuisée")
    assert (await play(game, "/reserve Mira"))[0].startswith(fr("Mira~: 11/46 points de sort, épuisée~;"))
    assert await play(game, "/fatigue Mira zzz") == [fr("Précisez l'effet~: fatigué ou épuisé (pas «~zzz~»).")]
    assert await play(game, "/sort Mira: projectile magique métamagie=renforcement") == [
        fr("Mira ne connaît pas le don Extension d'effet (ajoutez-le~: /perso Mira dons=…).")
    ]
    assert await play(game, "/sort Mira: boule de feu supplément=3") == [
        fr(
            "Mira peut mettre au plus 2 points de sort de plus dans la Boule de feu (limite fixée par son niveau de "
            "lanceur et par le maximum du sort)."
        )
    ]
    assert await play(game, "/jour") == [
        fr("Nouveau jour~: chacun retrouve ses 6 sorts de niveau 0 et ses perles de thaumaturgie.")
    ]
    assert (await play(game, "/perso Mira perles=1,3"))[-1] == fr(
        "Mira porte des perles de thaumaturgie de niveaux 1 et 3."
    )


async def test_duel_numbers_delays_and_defaults_are_checked_before_they_are_echoed(
    make_console: ConsoleFactory,
) -> None:
    # r3 #5 (« Le duel abc n'attend aucun coup »), #6 (a duel that does not exist), #7 (/macros supprimer alone),
    # #21 (/defauts sort zorro=3 kept), #47 (« 8j » and « 1h30 »), #48 (« par ex. duel=2 »), #49 (/graphique duel=2).
    game = await console(make_console)
    await play(game, "/duel Harry contre Drago\n/duel Luna contre Hermione")
    assert await play(game, "/rappel abc") == [fr("Le numéro du duel doit être un nombre, pas «~abc~».")]
    assert await play(game, "/rappel 4") == ["Le duel 4 n'existe pas."]
    assert await play(game, "/macros supprimer") == [
        fr("Il manque le nom de la macro à supprimer~: /macros supprimer NOM.")
    ]
    assert await play(game, "/defauts sort zorro=3") == [fr("/sort n'a pas d'option «~zorro~».")]
    assert await play(game, "/defauts rappel=8j") == [
        fr(
            "«~8j~» dépasse 7 jours~: le rappel se règle de 1 minute à 7 jours, par ex. rappel=10m, rappel=2h ou "
            "rappel=2j, ou rappel=non."
        )
    ]
    assert fr("rappel du tour~: après 90 minutes") in (await play(game, "/defauts rappel=1h30"))[0]
    assert await play(game, "/initiative 2") == [
        fr("Plusieurs duels sont en cours~: donnez le numéro du duel, par ex. /initiative duel=2.")
    ]
    assert await play(game, "/aide initiative") == [
        fr("/initiative — Tirer l'initiative. Exemple~: /initiative"),
        fr("Syntaxe~: /initiative [duel=N]"),
    ]
    assert await play(game, "/graphique duel=2") == ["Duel 2 (Luna et Hermione) au fil du duel, coup après coup."]


async def test_a_taken_wand_is_in_the_winners_hands_and_a_repeated_iam_changes_nothing(
    make_console: ConsoleFactory,
) -> None:
    # r3 #4 (« baguette à terre » after /prendre), #50 (« bob joue désormais Harry » when he already did).
    game = await console(make_console, [90, 90, 90, 5])
    await play(game, "/duel Luna contre Drago\n/initiative\n/sort Luna: stupéfix\n/sort Drago: protego")
    await play(game, "/sort Drago: stupéfix\n/sort Luna: expelliarmus\n/prendre Luna")
    assert fr("Drago (Sortilèges 50)~: PV 5/5, baguette prise par Luna.") in await play(game, "/statut duel=1")
    assert await play(game, ":as bob\n/jesuis Harry\n/jesuis Harry") == [
        "bob joue désormais Harry.",
        "bob joue déjà Harry.",
    ]


async def test_wand_gain_and_odds_refusals_say_what_to_type(make_console: ConsoleFactory) -> None:
    # r3 #15 (« Zorro » neither spell nor character), #29 (the /baguette refusal), #64 (/donner -1).
    game = await console(make_console)
    assert await play(game, "/chances Zorro") == [
        fr(
            "«~Zorro~» n'est ni un personnage ni un sort permis au club de duel~: y lancer un autre sort entraîne "
            "une disqualification immédiate."
        )
    ]
    ergs = await make_console(rules="ergs", locale="fr", seed=7, game_id="ergs")
    await play(ergs, "/perso Cho âge=16 genre=f")
    assert await play(ergs, "/baguette Cho abîmée") == [
        fr(
            "«~abîmée~» n'est pas une action de /baguette~: écrivez nouvelle, abîmer, réparer, donner À_QUI ou "
            "prendre N."
        )
    ]
    assert await play(ergs, "/donner Cho -1 raison=malédiction") == [
        fr("«~-1~» ne convient pas~: /donner ajoute des ergs~; pour en retirer, /depenser Cho 1 raison=….")
    ]


async def test_a_hidden_duellists_numbers_are_worded_not_shown_as_question_marks(make_console: ConsoleFactory) -> None:
    # r3 #53 (« Sortilèges ? », « ? points de vie perdus, PV ?/? »), #18 (« 2 points de vie perdus » for 1 PV).
    game = await console(make_console)
    await play(
        game, "/perso Goyle sortilèges=70 caché=oui\n:as bob\n/jesuis Harry\n:gm\n/duel Harry contre Goyle\n:as bob"
    )
    assert fr("L'initiative revient à Goyle (Sortilèges plus élevés).") in await play(game, "/initiative")
    text, hidden = Translator(), Unknown()
    cast = {
        "name": "Goyle",
        "spell": "stupefy",
        "impossible": "no",
        "roll": hidden,
        "threshold": hidden,
        "skill": hidden,
    }
    assert text.format("duel_club-cast", "fr", {**cast, "success": "no"}) == fr("Goyle lance Stupéfix~: raté.")
    hit = {"spell": "stupefy", "by": "Harry", "name": "Goyle", "amount": hidden, "pv": hidden, "max": hidden}
    assert text.format("duel_club-hit", "fr", hit) == "Le Stupéfix de Harry touche Goyle (PV cachés)."
    last = {**hit, "spell": "stupefy-reinforced", "by": "Luna", "name": "Harry", "amount": 1, "pv": 0, "max": 5}
    assert text.format("duel_club-hit", "fr", last) == fr(
        "Le Stupéfix renforcé de Luna touche Harry~: il perd son dernier point de vie, PV 0/5."
    )


async def test_an_alias_shows_its_sheet_a_fresh_caster_has_no_fatigue_and_only_means_and(
    make_console: ConsoleFactory,
) -> None:
    # r3 #9 (/perso Ronald after alias=Ronald offered a new character), #44 (« fatigue dissipée » when fresh), #58
    # (« seuls son auteur ou le MJ peuvent »).
    game = await console(make_console)
    await play(game, "/perso Ron sortilèges=40\n/perso Ron alias=Ronald")
    assert await play(game, "/perso Ronald") == ["Ron~: Sortilèges 40/100, 5 points de vie.".replace("~", NB)]
    await play(game, "/macros test /jet 1d6")
    assert await play(game, ":as bob\n/macros test /jet 1d8") == [
        fr("La macro test n'est pas à vous~: seuls son auteur et le MJ peuvent la modifier.")
    ]
    points = await make_console(rules="spell_points", locale="fr", seed=7, game_id="points")
    await play(points, "/perso Mira niveau=7 carac=16 genre=f")
    assert await play(points, "/restaurer Mira") == [fr("Mira récupère ses forces~: +0 point de sort, 46/46.")]


async def test_a_caster_named_with_the_french_space_before_the_colon_acts(make_console: ConsoleFactory) -> None:
    # r4 #25 (« /sort Mira : projectile magique » refused), #26 (« Harry » read as a duellist aimed at).
    game = await console(make_console, [10, 90])
    await play(game, "/duel Harry contre Drago\n/initiative")
    assert await play(game, "/sort Harry : stupéfix") == [
        fr("Harry lance Stupéfix~: 10 ≤ 60, réussi."),
        fr("À Drago de répondre~: lancez un sort (/sort)."),
    ]
    points = await make_console(rules="spell_points", locale="fr", seed=7, game_id="points")
    await play(points, "/perso Mira niveau=7 carac=16 genre=f")
    lines = await play(points, "/sort Mira\u00a0: projectile magique sur le gobelin")
    assert lines[0] == fr("Mira lance le sort Projectile magique pour 1 point de sort~: il reste 45/46.")


async def test_a_misspelt_target_is_refused_not_read_as_a_forbidden_spell(make_console: ConsoleFactory) -> None:
    # r4 #8 (« Drago lance « Stupéfix Zorro », un sort interdit » and a disqualification for a target's typo).
    game = await console(make_console, [10, 90])
    await play(game, "/duel Harry contre Drago\n/initiative")
    assert await play(game, "/sort Stupéfix Zorro") == [fr("Aucun personnage ne s'appelle «~Zorro~».")]
    assert await play(game, "/sort Stupéfix sur Zorro") == [fr("Aucun personnage ne s'appelle «~Zorro~».")]
    assert fr("Harry est disqualifié. Drago remporte le duel 1~!") in await play(game, "/sort Protego Maxima")


async def test_macro_rules_and_ergs_refusals_read_as_french(make_console: ConsoleFactory) -> None:
    # r4 #3 (« il permet » for a GM who did not), #4 (« de une à 10 »), #6 (« phénix, …, ergs ou points de sort »),
    # #29 (« réserves » at the duel club), #14 (« en cours d'accord »), #15, #23 (« à soi-même »), #24.
    game = await console(make_console)
    assert await play(game, ":as bob\n/macros coucou /jet 1d6") == [
        fr(
            "Dans cette partie, seul le MJ crée des macros~; il peut permettre aux joueurs d'avoir les leurs avec "
            "/defauts macros=oui."
        )
    ]
    assert await play(game, "/jesuis Harry\n/perso Harry caché=oui") == [
        "bob joue désormais Harry.",
        "Seul un MJ peut cacher les chiffres d'un personnage ou les montrer de nouveau.",
    ]
    assert await play(game, ":gm\n/macros vide ;") == [
        fr("Une macro exécute de 1 à 10 commandes séparées par «~;~», par ex. /macros attaque /jet 1d20+5.")
    ]
    assert await play(game, "/regles zorro") == [
        fr("Règles inconnues~: «~zorro~». Règles connues~: phénix, club de duel, ergs et points de sort.")
    ]
    ergs = await make_console(rules="ergs", locale="fr", seed=7, game_id="ergs")
    await play(ergs, "/perso Harry âge=17\n/perso Hermione âge=17 genre=f\n/baguette Harry nouvelle")
    assert fr(
        "Harry (17 ans, élève)~: 3 ergs sur 3, erg de vie intact~; baguette~: en cours d'apprivoisement, encore 12 h."
    ) in await play(ergs, "/statut")
    assert await play(ergs, "/service Harry Harry\n/service Hermione Hermione") == [
        "Harry ne peut pas se rendre service à lui-même.",
        "Hermione ne peut pas se rendre service à elle-même.",
    ]
    await play(ergs, "/duel Harry Hermione")
    assert fr("Il manque encore l'offensé au procès-verbal.") in await play(ergs, "/protocole")
    assert await play(ergs, "/protocole tenue Harry bandages=" + "x" * 300) == [
        "La description des bandages ne peut pas dépasser 200 caractères."
    ]


async def test_spell_points_count_one_level_and_one_point_in_words(make_console: ConsoleFactory) -> None:
    # r4 #16 (« 1 niveau négatif … chacun, soit 7 points »), #21 (« n'en a que 1 »).
    points = await make_console(rules="spell_points", locale="fr", seed=7, game_id="points")
    await play(points, "/perso Mira niveau=7 carac=16 genre=f")
    assert await play(points, "/absorption Mira 1") == [
        fr("Mira reçoit 1 niveau négatif~: −7 points de sort (le coût d'un sort de niveau 4), 39/46.")
    ]
    short = {"name": "Mira", "cost": 5, "points": 1}
    assert Translator().format("sp-refusal-not-enough", "fr", short) == (
        "Mira a besoin de 5 points de sort mais n'en a qu'un."
    )


async def test_the_duel_number_example_keeps_the_spell_typed(make_console: ConsoleFactory) -> None:
    # r4 #7 (« par ex. /sort duel=2. », refused as typed: it lacks the spell).
    game = await console(make_console)
    await play(game, "/perso Ron sortilèges=50\n/duel Harry contre Drago\n/duel Luna contre Ron")
    assert await play(game, "/sort Stupéfix") == [
        fr("Plusieurs duels sont en cours~: donnez le numéro du duel, par ex. /sort Stupéfix duel=2.")
    ]
    assert await play(game, "/ramasser") == [
        fr("Plusieurs duels sont en cours~: donnez le numéro du duel, par ex. /ramasser duel=2.")
    ]


async def test_a_wand_taken_without_its_number_asks_for_the_number(make_console: ConsoleFactory) -> None:
    # r4 #12 (« Drago n'a pas de baguette «  » »: the missing number shown as an empty name).
    ergs = await make_console(rules="ergs", locale="fr", seed=7, game_id="ergs")
    await play(ergs, "/perso Drago âge=17")
    assert await play(ergs, "/baguette Drago prendre") == [
        fr("Il manque le numéro de la baguette~: /baguette Drago prendre N.")
    ]
    text = Translator()
    assert (
        text.format("ergs-refusal-wand-number", "en", {"name": "Drago"})
        == "The wand's number is missing: /wand Drago hold N."
    )


async def test_the_console_gm_is_named_mj_and_a_gm_never_granted_is_not_revoked(make_console: ConsoleFactory) -> None:
    # r4 #17 (« (joueur : console:gm) »), #18 (« bob n'est plus MJ » when he never was); the fix is reply-cs's.
    game = await console(make_console)
    await play(game, "/jesuis Drago\n:as bob\n/jesuis Harry\n:gm")
    assert fr("Drago~: Sortilèges 50/100, PV 5/5 (joueur~: MJ)") in await play(game, "/perso")
    assert await play(game, "/mj révoquer @bob") == [fr("bob n'est pas MJ de cette partie~: il n'y a rien à retirer.")]


async def test_undo_odds_and_an_empty_round_name_what_they_speak_of(make_console: ConsoleFactory) -> None:
    # r4 #27 (« la baguette adverse prise »), #28 (« un personnage confié »), #20 (« Harry lançant Stupéfix »,
    # « au moins un dégât »); #11 (« Aucun sort ne fait effet. ») is read in the Levicorpus test above.
    game = await console(make_console)
    await play(game, "/duel Harry contre Drago")
    assert (await play(game, "/jesuis Harry\n/annuler"))[-1:] == [fr("Action annulée~: l'attribution d'un personnage.")]
    text = Translator()
    grab = text.format("undo-done", "fr", {"command": "grab", "rolls_after": 0})
    assert grab == fr("Action annulée~: la prise de la baguette adverse.")
    duel = await feniks(make_console)
    lines = await play(duel, "/chances Harry Stupéfix contre Ginny")
    assert any(line.startswith("Stupéfix lancé par Harry (modificateur") for line in lines)
    assert (
        fr(
            "Contre Ginny, sans défense~: dégâts moyens 2,23 (1113/500), au moins 1 point de dégâts dans 55,8~% "
            "des cas (279/500)."
        )
        in lines
    )


async def test_a_protocol_item_without_its_equals_sign_is_shown_how_to_write_it(make_console: ConsoleFactory) -> None:
    # r4 #22 (the hint spoke of quotes when the « = » was missing).
    ergs = await make_console(rules="ergs", locale="fr", seed=7, game_id="ergs")
    await play(ergs, "/perso Harry âge=17\n/perso Hermione âge=17 genre=f\n/duel Harry Hermione")
    assert await play(ergs, "/protocole offensé Harry degré=2") == [
        fr(
            "«~offensé Harry~»~: écrivez rubrique=valeur, par ex. /protocole offensé=Harry degré=2~; une valeur de "
            'plusieurs mots se met entre guillemets~: lieu="allée ombragée".'
        )
    ]
