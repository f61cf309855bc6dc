"""Counted nouns take the form their number calls for, in every locale (CLDR categories through Fluent).

The expectations are written as a grammar book would: which case each number takes
(Polish 2 ergi but 5 ergów and 22 ergi; Russian 21 эрг; Czech 1,5 bodu), then the noun's forms.
"""

from __future__ import annotations

import re

import pytest

from assistant.language.translator import LOCALES, Translator

NUMBERS = (0, 1, 2, 3, 5, 11, 12, 14, 21, 22, 25, 101, 112)
#: Feniks initiative adds half the Reflex points: 7 Reflex → 3.5.
FRACTIONS = (3.5, 0.5)

#: Which form each number takes, by locale: sg (nominative singular), pl (nominative plural),
#: gpl (genitive plural), gsg (genitive singular, for fractions in the Slavic languages).
FORM_OF: dict[str, dict[float, str]] = {
    "pl": {0: "gpl", 1: "sg", 2: "pl", 3: "pl", 5: "gpl", 11: "gpl", 12: "gpl", 14: "gpl", 21: "gpl", 22: "pl",
           25: "gpl", 101: "gpl", 112: "gpl", 3.5: "gsg", 0.5: "gsg"},
    "ru": {0: "gpl", 1: "sg", 2: "gsg", 3: "gsg", 5: "gpl", 11: "gpl", 12: "gpl", 14: "gpl", 21: "sg", 22: "gsg",
           25: "gpl", 101: "sg", 112: "gpl", 3.5: "gsg", 0.5: "gsg"},
    "cs": {0: "gpl", 1: "sg", 2: "pl", 3: "pl", 5: "gpl", 11: "gpl", 12: "gpl", 14: "gpl", 21: "gpl", 22: "gpl",
           25: "gpl", 101: "gpl", 112: "gpl", 3.5: "gsg", 0.5: "gsg"},
    "fr": {0: "sg", 1: "sg", 2: "pl", 3: "pl", 5: "pl", 11: "pl", 12: "pl", 14: "pl", 21: "pl", 22: "pl",
           25: "pl", 101: "pl", 112: "pl", 3.5: "pl", 0.5: "sg"},
    "en": {0: "pl", 1: "sg", 2: "pl", 3: "pl", 5: "pl", 11: "pl", 12: "pl", 14: "pl", 21: "pl", 22: "pl",
           25: "pl", 101: "pl", 112: "pl", 3.5: "pl", 0.5: "pl"},
}  # fmt: skip

#: How each locale writes 3.5 and 0.5.
DECIMAL = {"pl": ",", "ru": ",", "cs": ",", "fr": ",", "en": "."}

Forms = dict[str, str]

#: The shared counted nouns of units.ftl: sg, pl, gpl, gsg (French and English: sg, pl).
UNITS: dict[str, dict[str, Forms]] = {
    "erg": {
        "pl": {"sg": "erg", "pl": "ergi", "gpl": "ergów", "gsg": "erga"},
        "ru": {"sg": "эрг", "gsg": "эрга", "gpl": "эргов"},
        "cs": {"sg": "erg", "pl": "ergy", "gpl": "ergů", "gsg": "ergu"},
        "fr": {"sg": "erg", "pl": "ergs"},
        "en": {"sg": "erg", "pl": "ergs"},
    },
    "spell-point": {
        "pl": {"sg": "punkt magii", "pl": "punkty magii", "gpl": "punktów magii", "gsg": "punktu magii"},
        "ru": {"sg": "очко магии", "gsg": "очка магии", "gpl": "очков магии"},
        "cs": {"sg": "bod kouzel", "pl": "body kouzel", "gpl": "bodů kouzel", "gsg": "bodu kouzel"},
        "fr": {"sg": "point de sort", "pl": "points de sort"},
        "en": {"sg": "spell point", "pl": "spell points"},
    },
    "hp": {
        "pl": {"sg": "PZ", "pl": "PZ", "gpl": "PZ", "gsg": "PZ"},
        "ru": {"sg": "хит", "gsg": "хита", "gpl": "хитов"},
        "cs": {"sg": "život", "pl": "životy", "gpl": "životů", "gsg": "života"},
        "fr": {"sg": "PV", "pl": "PV"},
        "en": {"sg": "HP", "pl": "HP"},
    },
    "point": {
        "pl": {"sg": "punkt", "pl": "punkty", "gpl": "punktów", "gsg": "punktu"},
        "ru": {"sg": "очко", "gsg": "очка", "gpl": "очков"},
        "cs": {"sg": "bod", "pl": "body", "gpl": "bodů", "gsg": "bodu"},
        "fr": {"sg": "point", "pl": "points"},
        "en": {"sg": "point", "pl": "points"},
    },
    "hour": {
        "pl": {"sg": "godzina", "pl": "godziny", "gpl": "godzin", "gsg": "godziny"},
        "ru": {"sg": "час", "gsg": "часа", "gpl": "часов"},
        "cs": {"sg": "hodina", "pl": "hodiny", "gpl": "hodin", "gsg": "hodiny"},
        "fr": {"sg": "heure", "pl": "heures"},
        "en": {"sg": "hour", "pl": "hours"},
    },
    "second": {
        "pl": {"sg": "sekunda", "pl": "sekundy", "gpl": "sekund", "gsg": "sekundy"},
        "ru": {"sg": "секунда", "gsg": "секунды", "gpl": "секунд"},
        "cs": {"sg": "sekunda", "pl": "sekundy", "gpl": "sekund", "gsg": "sekundy"},
        "fr": {"sg": "seconde", "pl": "secondes"},
        "en": {"sg": "second", "pl": "seconds"},
    },
    "step": {
        "pl": {"sg": "krok", "pl": "kroki", "gpl": "kroków", "gsg": "kroku"},
        "ru": {"sg": "шаг", "gsg": "шага", "gpl": "шагов"},
        "cs": {"sg": "krok", "pl": "kroky", "gpl": "kroků", "gsg": "kroku"},
        "fr": {"sg": "pas", "pl": "pas"},
        "en": {"sg": "step", "pl": "steps"},
    },
    "round": {
        "pl": {"sg": "runda", "pl": "rundy", "gpl": "rund", "gsg": "rundy"},
        "ru": {"sg": "раунд", "gsg": "раунда", "gpl": "раундов"},
        "cs": {"sg": "kolo", "pl": "kola", "gpl": "kol", "gsg": "kola"},
        "fr": {"sg": "manche", "pl": "manches"},
        "en": {"sg": "round", "pl": "rounds"},
    },
    "spell": {
        "pl": {"sg": "zaklęcie", "pl": "zaklęcia", "gpl": "zaklęć", "gsg": "zaklęcia"},
        "ru": {"sg": "заклинание", "gsg": "заклинания", "gpl": "заклинаний"},
        "cs": {"sg": "kouzlo", "pl": "kouzla", "gpl": "kouzel", "gsg": "kouzla"},
        "fr": {"sg": "sort", "pl": "sorts"},
        "en": {"sg": "spell", "pl": "spells"},
    },
    "year": {
        "pl": {"sg": "rok", "pl": "lata", "gpl": "lat", "gsg": "roku"},
        "ru": {"sg": "год", "gsg": "года", "gpl": "лет"},
        "cs": {"sg": "rok", "pl": "roky", "gpl": "let", "gsg": "roku"},
        "fr": {"sg": "an", "pl": "ans"},
        "en": {"sg": "year", "pl": "years"},
    },
}

#: Counted nouns in the rulesets' own messages: message id, the counting variable, other arguments, forms.
RULESET_NOUNS: dict[str, tuple[str, str, dict[str, str | int], dict[str, Forms]]] = {
    "ergs-spent": (
        "ergs-spent",
        "n",
        {"name": "Ab", "reason": "Cd", "ergs": 1},
        {
            "pl": {"sg": "erg", "pl": "ergi", "gpl": "ergów"},
            "ru": {"sg": "эрг", "gsg": "эрга", "gpl": "эргов"},
            "cs": {"sg": "erg", "pl": "ergy", "gpl": "ergů"},
            "fr": {"sg": "erg", "pl": "ergs"},
            "en": {"sg": "erg", "pl": "ergs"},
        },
    ),
    "duel_club-hit": (
        "duel_club-hit",
        "amount",
        {"spell": "stupefy", "by": "Cd", "name": "Ab", "pv": 1, "max": 5},
        {
            "pl": {"sg": "punkt zdrowia", "pl": "punkty zdrowia", "gpl": "punktów zdrowia"},
            "ru": {"sg": "очко здоровья", "gsg": "очка здоровья", "gpl": "очков здоровья"},
            "cs": {"sg": "život", "pl": "životy", "gpl": "životů"},
            "fr": {"sg": "point de vie perdu", "pl": "points de vie perdus"},
            "en": {"sg": "hit point", "pl": "hit points"},
        },
    ),
    "sp-spent": (
        "sp-spent",
        "n",
        {"name": "Ab", "points": 1, "max": 9},
        {
            "pl": {"sg": "punkt magii", "pl": "punkty magii", "gpl": "punktów magii"},
            "ru": {"sg": "очко заклинаний", "gsg": "очка заклинаний", "gpl": "очков заклинаний"},
            "cs": {"sg": "bod kouzel", "pl": "body kouzel", "gpl": "bodů kouzel"},
            "fr": {"sg": "point de sort", "pl": "points de sort"},
            "en": {"sg": "point", "pl": "points"},
        },
    ),
}


def written(number: float, locale: str) -> str:
    """Return a number as the locale writes it (3,5 or 3.5)."""
    return str(number).replace(".", DECIMAL[locale]).removesuffix(DECIMAL[locale] + "0")


def contains_counted(text: str, number: float, locale: str, noun: str) -> bool:
    """Say whether the text says the number followed by exactly this form of the noun."""
    return re.search(rf"(?<![\d,.]){re.escape(written(number, locale))} {re.escape(noun)}(?!\w)", text) is not None


@pytest.fixture(scope="module")
def translator() -> Translator:
    return Translator()


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("unit", sorted(UNITS))
def test_shared_units_for_every_number(translator: Translator, locale: str, unit: str) -> None:
    forms = UNITS[unit][locale]
    for number in (*NUMBERS, *FRACTIONS):
        expected = f"{written(number, locale)} {forms[FORM_OF[locale][number]]}"
        assert translator.format(f"unit-{unit}", locale, {"n": number}) == expected
    assert translator.misses == []


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("case", sorted(RULESET_NOUNS))
def test_rulesets_counted_nouns_for_every_number(translator: Translator, locale: str, case: str) -> None:
    key, variable, others, all_forms = RULESET_NOUNS[case]
    forms = all_forms[locale]
    for number in NUMBERS:
        text = translator.format(key, locale, {**others, variable: number})
        assert contains_counted(text, number, locale, forms[FORM_OF[locale][number]]), (number, text)
    assert translator.misses == []


@pytest.mark.parametrize("locale", LOCALES)
def test_a_feniks_initiative_half_is_written_as_the_locale_writes_fractions(
    translator: Translator, locale: str
) -> None:
    text = translator.format("feniks-init-roll", locale, {"name": "Ab", "face": 12, "bonus": 3.5, "total": 15.5})
    assert written(3.5, locale) in text and written(15.5, locale) in text
    assert ("3.5" in text) is (locale == "en")
    assert translator.misses == []


def test_large_french_counts_take_de() -> None:
    assert Translator().format("unit-erg", "fr", {"n": 1_000_000}) == "1\u202f000\u202f000 d'ergs"
