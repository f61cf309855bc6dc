"""The Fluent functions messages choose forms with: CASE, GENDER, the French articles, RULE."""

from __future__ import annotations

from assistant.language.fluent_functions import Grammar, Named, named
from assistant.language.morph import CASES
from assistant.language.translator import Translator
from models import Person

TRANSLATOR = Translator()


def grammar(locale: str) -> Grammar:
    return Grammar(locale, lambda key: {"rule-feniks": "the Feniks rules", "rule-any": "the rules"}.get(key))


def test_case_declines_a_plain_name_by_the_locale_and_a_list_name_by_name() -> None:
    pl = grammar("pl")
    assert pl.case("Hermiona", case="acc") == "Hermionę"
    assert pl.case("Harry, Hermiona", case="gen") == "Harry’ego, Hermiony"
    assert pl.case("Harry → Draco", case="dat") == "Harry’emu → Draconowi"
    assert pl.case(3, case="acc") == 3  # a number is left as it is


def test_the_rosters_person_wins_over_the_guess() -> None:
    sasza = named("Sasza", "pl", {"Sasza": Person(name="Sasza", gender="f", forms={"pl": {"acc": "Saszkę"}})})
    assert grammar("pl").gender(sasza) == "f" and grammar("pl").case(sasza, case="acc") == "Saszkę"
    assert grammar("pl").gender("Sasza") == "m"  # Morfeusz knows Sasza as a man's name
    assert grammar("pl").gender("Mialee") == "other"


def test_french_articles_follow_gender_number_and_elision() -> None:
    fr = grammar("fr")
    spell = TRANSLATOR.arguments(
        {"spell": "fireball", "other_spell": "expelliarmus", "x_spell": "cure-light-wounds"}, "fr"
    )
    assert (fr.le(spell["spell"]), fr.de(spell["spell"]), fr.a(spell["spell"])) == (
        "la Boule de feu", "de la Boule de feu", "à la Boule de feu"
    )  # fmt: skip
    assert (fr.le(spell["other_spell"], capital="yes"), fr.de(spell["other_spell"])) == (
        "L'Expelliarmus", "de l'Expelliarmus"
    )  # fmt: skip
    assert (fr.le(spell["x_spell"]), fr.de(spell["x_spell"]), fr.a(spell["x_spell"])) == (
        "les Soins légers", "des Soins légers", "aux Soins légers"
    )  # fmt: skip
    assert (fr.de("Hermione"), fr.de("Harry"), fr.de("Ombrage"), fr.le("Harry")) == (
        "d'Hermione", "de Harry", "d'Ombrage", "Harry"
    )  # fmt: skip


def test_a_spell_outside_every_catalogue_stays_as_typed() -> None:
    incendio = TRANSLATOR.arguments({"spell": "incendio"}, "en")["spell"]
    assert isinstance(incendio, Named) and set(incendio.forms.values()) == {"incendio"}
    assert set(incendio.forms) == set(CASES)
    # Polish puts it bare as typed, and frames it where a case is asked for: «przed zaklęciem „incendio”» (r4 pl #6)
    framed = TRANSLATOR.arguments({"spell": "incendio"}, "pl")["spell"]
    assert str(framed) == "incendio" and framed.forms["ins"] == "zaklęciem „incendio”"
    assert set(framed.forms) == set(CASES)


def test_rule_says_a_rule_in_words_never_its_id() -> None:
    assert grammar("en").rule("feniks.hp") == "the Feniks rules"
    assert grammar("en").rule("nothing.known") == "the rules"
    assert (
        TRANSLATOR.format("refusal-rule", "pl", {"rule": "ergs.wands"})
        == "Zasady na to nie pozwalają (zasada: różdżki)."
    )
