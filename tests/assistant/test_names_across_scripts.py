"""Names across scripts: each locale writes a name of the other script by its own conventions (ICU transforms with
the rules of locales/<locale>/names.toml), the reader finds a character whatever script its name is typed in, and
two characters a typed name fits equally are asked about, never guessed."""

from __future__ import annotations

import pytest

from assistant.language.morph import forms_of, scripts, written
from assistant.reading import name_keys
from assistant.reading.roster_names import find, rivals
from models import Person
from models.ergs import ErgsCharacter

#: Latin names as Russian writes them: the issue's examples, English spelling rules (a silent final e, the e
#: that makes Snape «Снейп»), a woman's silent e becoming «а».
RUSSIAN = [
    ("Harry", None, "Гарри"),
    ("Draco", None, "Драко"),
    ("Hermione", "f", "Гермиона"),
    ("Hermiona", "f", "Гермиона"),
    ("Ron", None, "Рон"),
    ("Luna", None, "Луна"),
    ("Snape", None, "Снейп"),
    ("Neville", "m", "Невилл"),
    ("Malfoy", None, "Малфой"),
    ("Charlie", None, "Чарли"),
    ("Alice", "f", "Алиса"),
    ("Ron Weasley", None, "Рон Уизли"),  # as Russian readers know the Weasleys
    ("Mary-Jane", "f", "Мари-Джейн"),
    ("DRACO", None, "ДРАКО"),
]


@pytest.mark.parametrize(("name", "gender", "expected"), RUSSIAN)
def test_russian_writes_a_latin_name_by_its_conventions(name: str, gender: str | None, expected: str) -> None:
    assert scripts.transliterate(name, "ru", gender) == expected  # type: ignore[arg-type]


#: Cyrillic names as each Latin-script locale writes them: Polish, Czech and French transcription, English BGN/PCGN.
LATIN = {
    "pl": ("Garri", "Sniejp", "Giermiona", "Julija", "Żukow", "Szczukin"),
    "cs": ("Garri", "Snejp", "Germiona", "Julija", "Žukov", "Ščukin"),
    "fr": ("Garri", "Sneïp", "Guermiona", "Ioulia", "Joukov", "Chtchoukin"),
    "en": ("Garri", "Sneyp", "Germiona", "Yuliya", "Zhukov", "Shchukin"),
}


@pytest.mark.parametrize("locale", sorted(LATIN))
def test_each_latin_locale_writes_a_cyrillic_name_by_its_own_conventions(locale: str) -> None:
    cyrillic = ("Гарри", "Снейп", "Гермиона", "Юлия", "Жуков", "Щукин")
    assert tuple(scripts.transliterate(n, locale) for n in cyrillic) == LATIN[locale]


def test_a_name_in_the_locales_script_or_in_neither_stays_as_it_is() -> None:
    assert scripts.transliterate("Гарри", "ru") == "Гарри"
    assert scripts.transliterate("Harry", "pl") == "Harry"
    assert scripts.transliterate("ハリー", "ru") == "ハリー"
    assert (scripts.script("ru"), scripts.script("pl"), scripts.script_of("Гарри"), scripts.script_of("42")) == (
        "Cyrl",
        "Latn",
        "Cyrl",
        None,
    )


def test_a_gms_form_wins_then_an_alias_in_the_script_then_the_transliteration() -> None:
    plain = Person(name="Luna")
    aliased = Person(name="Luna", aliases=("Loony", "Лавгуд"))
    formed = Person(name="Luna", aliases=("Лавгуд",), forms={"ru": {"nom": "Полоумная Лавгуд"}})
    assert [written("Luna", "ru", p) for p in (plain, aliased, formed)] == ["Луна", "Лавгуд", "Полоумная Лавгуд"]
    assert written("Luna", "pl", aliased) == "Luna"  # Polish writes Latin: the name as it is


def test_a_russian_reply_declines_the_cyrillic_form() -> None:
    hermione, snape = Person(name="Hermione"), Person(name="Snape")
    assert forms_of("Hermione", "ru", hermione)["acc"] == "Гермиону"
    assert forms_of("Snape", "ru", snape)["dat"] == "Снейпу"
    assert forms_of("Snape", "ru", snape)["gen"] == "Снейпа"
    assert forms_of("Hermione", "pl", hermione)["nom"] == "Hermione"  # a Latin locale keeps the name
    assert forms_of("Harry", "ru")["nom"] == "Harry"  # a text that is no character is left alone


def _roster(*names: str) -> dict[str, ErgsCharacter]:
    return {name_keys.key(n): ErgsCharacter(name=n, age=15) for n in names}


LATIN_ROSTER = _roster("Harry", "Draco", "Hermione", "Ron", "Luna", "Snape", "Dumbledore")


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("Гарри", "harry"),
        ("Драко", "draco"),
        ("Гермиону", "hermione"),  # declined
        ("Гермионе", "hermione"),  # as ICU's mechanical transform would write it: a near spelling
        ("Рон", "ron"),
        ("Луну", "luna"),
        ("Снейпа", "snape"),
        ("Харри", "harry"),  # Х for H, one letter off
        ("Дамблдора", "dumbledore"),  # the usual Russian spelling is far from the letters: found by its sound
        ("Harry", "harry"),  # the Latin name as written still works
    ],
)
def test_a_latin_roster_is_found_in_cyrillic(typed: str, key: str) -> None:
    assert find(LATIN_ROSTER, typed, "ru") == key


def test_a_cyrillic_roster_is_found_in_latin() -> None:
    roster = _roster("Гарри", "Снейп", "Гермиона")
    harry, snape, hermione = roster  # the keys: 'снеип' (a key has no diacritics, й's breve included)
    assert [find(roster, t, "pl") for t in ("Garri", "Sniejp", "Giermionę")] == [harry, snape, hermione]
    assert [find(roster, t, "en") for t in ("Garri", "Sneyp")] == [harry, snape]


def test_two_characters_one_transliteration_fits_are_asked_about_not_guessed() -> None:
    roster = _roster("Harry", "Harri", "Draco")
    assert find(roster, "Гарри", "ru") is None
    assert rivals(roster, "Гарри", "ru") == ["Harry", "Harri"]
    assert find(roster, "Harri", "ru") == "harri"  # written as it is: no doubt
    assert rivals(roster, "Драко", "ru") == []


def test_a_word_is_not_a_name_for_sharing_a_short_names_sounds() -> None:
    roster = _roster("Potter", "Malfoy")
    assert find(roster, "потери", "ru") is None
    assert find(roster, "Поттера", "ru") == "potter"


def test_latin_games_find_latin_names_as_before() -> None:
    roster = _roster("Harry", "Draco", "Hermiona", "Marek")
    assert [find(roster, t, "pl") for t in ("Dracona", "Hermionę", "Markowi")] == ["draco", "hermiona", "marek"]
    assert [find(roster, t, "cs") for t in ("Dracovi", "Hermionu")] == ["draco", "hermiona"]
    assert find(roster, "Harry", "fr") == "harry"
