"""The declined forms and the gender of names, per locale, on a table a grammar book would write."""

from __future__ import annotations

import pytest

from assistant.language.locales import LOCALES
from assistant.language.morph import CASES, decline, forms_of, gender_of
from assistant.language.morph.endings import NameRules, rules_of
from models import Person

#: name → genitive, dative, accusative, instrumental, locative.
DECLINED: dict[str, dict[str, tuple[str, str, str, str, str]]] = {
    "pl": {
        "Marek": ("Marka", "Markowi", "Marka", "Markiem", "Marku"),
        "Ola": ("Oli", "Oli", "Olę", "Olą", "Oli"),
        "Zosia": ("Zosi", "Zosi", "Zosię", "Zosią", "Zosi"),
        "Harry": ("Harry’ego", "Harry’emu", "Harry’ego", "Harrym", "Harrym"),
        "Hermiona": ("Hermiony", "Hermionie", "Hermionę", "Hermioną", "Hermionie"),
        "Draco": ("Dracona", "Draconowi", "Dracona", "Draconem", "Draconie"),
        "Hugo": ("Hugona", "Hugonowi", "Hugona", "Hugonem", "Hugonie"),
        "Bruno": ("Brunona", "Brunonowi", "Brunona", "Brunonem", "Brunonie"),
        "Luna": ("Luny", "Lunie", "Lunę", "Luną", "Lunie"),
        "Lenka": ("Lenki", "Lence", "Lenkę", "Lenką", "Lence"),
        "Ron": ("Rona", "Ronowi", "Rona", "Ronem", "Ronie"),
        "Neville": ("Neville’a", "Neville’owi", "Neville’a", "Neville’em", "Neville’u"),
        "Ginny": ("Ginny", "Ginny", "Ginny", "Ginny", "Ginny"),
        "Mialee": ("Mialee", "Mialee", "Mialee", "Mialee", "Mialee"),
        "Hermiona Granger": (
            "Hermiony Granger", "Hermionie Granger", "Hermionę Granger", "Hermioną Granger", "Hermionie Granger"
        ),
        "Harry Potter": ("Harry’ego Pottera", "Harry’emu Potterowi", "Harry’ego Pottera", "Harrym Potterem",
                         "Harrym Potterze"),
    },
    "cs": {
        "Hermiona": ("Hermiony", "Hermioně", "Hermionu", "Hermionou", "Hermioně"),
        "Draco": ("Draca", "Dracovi", "Draca", "Dracem", "Dracovi"),
        "Marek": ("Marka", "Markovi", "Marka", "Markem", "Markovi"),
        "Harry": ("Harryho", "Harrymu", "Harryho", "Harrym", "Harrym"),
        "Mialee": ("Mialee", "Mialee", "Mialee", "Mialee", "Mialee"),
        "skřet": ("skřeta", "skřetovi", "skřeta", "skřetem", "skřetovi"),
        "Lenka": ("Lenky", "Lence", "Lenku", "Lenkou", "Lence"),
        "Luna": ("Luny", "Luně", "Lunu", "Lunou", "Luně"),
        "Zdeněk": ("Zdeňka", "Zdeňkovi", "Zdeňka", "Zdeňkem", "Zdeňkovi"),
        "Tomáš": ("Tomáše", "Tomášovi", "Tomáše", "Tomášem", "Tomášovi"),
        "Ginny": ("Ginny", "Ginny", "Ginny", "Ginny", "Ginny"),
    },
    "ru": {
        "Гермиона": ("Гермионы", "Гермионе", "Гермиону", "Гермионой", "Гермионе"),
        "Марек": ("Марека", "Мареку", "Марека", "Мареком", "Мареке"),
        "Гарри": ("Гарри", "Гарри", "Гарри", "Гарри", "Гарри"),
        "Драко": ("Драко", "Драко", "Драко", "Драко", "Драко"),
        "Рон": ("Рона", "Рону", "Рона", "Роном", "Роне"),
        "Луна": ("Луны", "Луне", "Луну", "Луной", "Луне"),
        "Оля": ("Оли", "Оле", "Олю", "Олей", "Оле"),
        "Малфой": ("Малфоя", "Малфою", "Малфоя", "Малфоем", "Малфое"),
        "орк": ("орка", "орку", "орка", "орком", "орке"),
        "Гермиона Грейнджер": (
            "Гермионы Грейнджер", "Гермионе Грейнджер", "Гермиону Грейнджер", "Гермионой Грейнджер",
            "Гермионе Грейнджер",
        ),
        "Гарри Поттер": ("Гарри Поттера", "Гарри Поттеру", "Гарри Поттера", "Гарри Поттером", "Гарри Поттере"),
    },
}  # fmt: skip

GENDERS: dict[str, dict[str, str | None]] = {
    "pl": {"Harry": "m", "Ron": "m", "Draco": "m", "Neville": "m", "Marek": "m", "Hermiona": "f", "Luna": "f",
           "Ginny": "f", "Ola": "f", "Zosia": "f", "Lenka": "f", "Mialee": None},
    "cs": {"Harry": "m", "Draco": "m", "Marek": "m", "Hermiona": "f", "Lenka": "f", "Ginny": "f", "Mialee": None},
    "ru": {"Гарри": "m", "Рон": "m", "Драко": "m", "Марек": "m", "Гермиона": "f", "Джинни": "f", "Оля": "f",
           "Луна": "f"},
    "fr": {"Harry": "m", "Drago": "m", "Neville": "m", "Hermione": "f", "Luna": "f", "Ginny": "f", "Mialee": None},
    "en": {"Harry": "m", "Ron": "m", "Hermione": "f", "Luna": "f"},
}  # fmt: skip


@pytest.mark.parametrize(("locale", "name"), [(loc, n) for loc, table in DECLINED.items() for n in table])
def test_names_decline_as_a_native_writes_them(locale: str, name: str) -> None:
    forms = forms_of(name, locale)
    assert forms["nom"] == name
    assert tuple(forms[c] for c in ("gen", "dat", "acc", "ins", "loc")) == DECLINED[locale][name]


@pytest.mark.parametrize(("locale", "name"), [(loc, n) for loc, table in GENDERS.items() for n in table])
def test_the_gender_of_a_name_is_guessed(locale: str, name: str) -> None:
    assert gender_of(name, locale) == GENDERS[locale][name]


@pytest.mark.parametrize("locale", ["fr", "en"])
def test_french_and_english_names_have_one_form(locale: str) -> None:
    assert forms_of("Hermione Granger", locale) == dict.fromkeys(CASES, "Hermione Granger")


def test_a_gm_sets_the_gender_and_forms_the_guess_gets_wrong() -> None:
    person = Person(name="Sasza", gender="f", forms={"pl": {"acc": "Saszę"}})
    assert gender_of("Sasza", "pl", person) == "f"
    assert decline("Sasza", "acc", "pl", person) == "Saszę"
    assert decline("Sasza", "gen", "pl", person) == "Saszy"
    assert forms_of("Sasza", "cs", person) == forms_of("Sasza", "cs", Person(name="Sasza", gender="f"))


def test_a_woman_keeps_a_surname_ending_in_a_consonant() -> None:
    lily = Person(name="Lily Potter", gender="f")
    assert decline("Lily Potter", "acc", "pl", lily) == "Lily Potter"
    assert decline("Марек", "acc", "ru", Person(name="Марек", gender="f")) == "Марек"


def test_capitals_and_lower_case_are_kept() -> None:
    assert decline("HERMIONA", "acc", "pl") == "HERMIONĘ"
    assert decline("skřet", "ins", "cs") == "skřetem"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_has_valid_name_rules(locale: str) -> None:
    assert isinstance(rules_of(locale), NameRules)
    assert rules_of(locale).known_gender("Harry") == "m"
