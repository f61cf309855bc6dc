"""The lexicon finds spells by any name in any locale: exactly, inflected, with small typos, never by a wild guess."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from assistant.errors import NotFound
from assistant.language.translator import Translator
from assistant.reading.name_keys import distance, inflects, stem, typos_allowed
from assistant.reading.spells import Lexicon, default_lexicon

SPELLS = {
    "pl": """
spell-stupefy = Drętwota
spell-reducto = Reducto
spell-reducio = Reducio
spell-magic-missile = Magiczny pocisk
""",
    "ru": """
spell-stupefy = Ступефай
spell-expelliarmus = Экспеллиармус
""",
    "fr": """
spell-stupefy = Stupéfix
spell-stupefy-reinforced = Stupéfix renforcé
spell-crucio = Endoloris
""",
    "cs": """
spell-stupefy = Mdloby na tebe
spell-magic-missile = Magická střela
""",
    "en": """
spell-stupefy = Stupefy
spell-expelliarmus = Expelliarmus
spell-crucio = Crucio
spell-reducto = Reducto
spell-reducio = Reducio
spell-magic-missile = Magic Missile
spell-lumos = Lumos
""",
}
ENDINGS = {
    "pl": "intent-endings = a, e, ę, ą, y, o, ym, iem, em\n",
    "cs": "intent-endings = a, u, ou, ě, em\n",
}
ALL = ["stupefy", "stupefy-reinforced", "expelliarmus", "crucio", "reducto", "reducio", "magic-missile", "lumos"]


@pytest.fixture(scope="module")
def lexicon(tmp_path_factory: pytest.TempPathFactory) -> Lexicon:
    root = tmp_path_factory.mktemp("locales")
    for locale, text in SPELLS.items():
        (root / locale).mkdir()
        (root / locale / "spells.ftl").write_text(text, encoding="utf-8")
        (root / locale / "intents.ftl").write_text(ENDINGS.get(locale, ""), encoding="utf-8")
    return Lexicon(Path(root))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "spell"),
    [
        ("Drętwota", "stupefy"),
        ("DRETWOTA", "stupefy"),
        ("ступефай", "stupefy"),
        ("stupefix", "stupefy"),
        ("Stupéfix renforcé", "stupefy-reinforced"),
        ("stupefix renforce", "stupefy-reinforced"),
        ("Endoloris", "crucio"),
        ("mdloby na tebe", "stupefy"),
        ("magická střela", "magic-missile"),
    ],
)
def test_any_name_in_any_locale_finds_the_spell(lexicon: Lexicon, text: str, spell: str) -> None:
    assert lexicon.match(text, ALL) == spell
    assert lexicon.find(text, ALL) == spell


@pytest.mark.parametrize(
    ("text", "spell"),
    [
        ("Drętwotę", "stupefy"),
        ("drętwotą", "stupefy"),
        ("magickou střelu", "magic-missile"),
        ("magiczny pocisk", "magic-missile"),
        ("magicznym pociskiem", "magic-missile"),
    ],
)
def test_inflected_forms_are_found(lexicon: Lexicon, text: str, spell: str) -> None:
    assert lexicon.match(text, ALL) == spell


@pytest.mark.parametrize(
    ("text", "spell"),
    [
        ("Expeliarmus", "expelliarmus"),
        ("expelliarmsu", "expelliarmus"),
        ("Экспелиармус", "expelliarmus"),
        ("stupefyy", "stupefy"),
        ("Endoloriss", "crucio"),
        ("stupefix renfroce", "stupefy-reinforced"),
    ],
)
def test_small_typos_are_forgiven(lexicon: Lexicon, text: str, spell: str) -> None:
    assert lexicon.match(text, ALL) == spell


@pytest.mark.parametrize(
    "text",
    [
        "Reducxo",  # one typo from both Reducto and Reducio: no margin, no guess
        "Lumis",  # closest to Lumos, which this catalogue lacks: not taken for anything else
        "Expecto",  # a real spell the catalogue does not know
        "banana",
        "stu",
        "Avada Kedavra",
    ],
)
def test_no_wild_guess(lexicon: Lexicon, text: str) -> None:
    among = [s for s in ALL if s != "lumos"]
    assert lexicon.match(text, among) is None
    with pytest.raises(NotFound) as caught:
        lexicon.find(text, among)
    assert caught.value.key == "refusal-unknown-spell"
    assert caught.value.fields == {"spell_text": text}


def test_a_name_of_a_spell_outside_the_catalogue_is_not_taken_for_a_typo(lexicon: Lexicon) -> None:
    assert lexicon.match("Reducto", ["reducio"]) is None
    assert lexicon.match("Reducio", ["reducio"]) == "reducio"


def test_exact_only_when_asked(lexicon: Lexicon) -> None:
    assert lexicon.lookup("Expeliarmus", ALL) is None
    with pytest.raises(NotFound):
        lexicon.find("Expeliarmus", ALL, fuzzy=False)


@pytest.mark.parametrize(
    ("words", "spell", "rest"),
    [
        (["Stupéfix", "renforcé", "Drago"], "stupefy-reinforced", ["Drago"]),
        (["Stupéfix", "Drago"], "stupefy", ["Drago"]),
        (["mdloby", "na", "tebe", "na", "Marka"], "stupefy", ["na", "Marka"]),
        (["Expeliarmus", "Draco"], "expelliarmus", ["Draco"]),
        (["stupefi", "renforce", "Drago"], "stupefy-reinforced", ["Drago"]),
        (["stupefix", "renfroce", "Drago"], "stupefy", ["renfroce", "Drago"]),  # an exact name wins over a typo
        (["Drętwotę", "na", "Marka"], "stupefy", ["na", "Marka"]),
        (["hello", "Draco"], None, ["hello", "Draco"]),
    ],
)
def test_split_takes_the_longest_naming_run(
    lexicon: Lexicon, words: list[str], spell: str | None, rest: list[str]
) -> None:
    assert lexicon.split(words, ALL) == (spell, rest)


def test_split_without_fuzziness_keeps_exact_names(lexicon: Lexicon) -> None:
    assert lexicon.split(["Expeliarmus", "Draco"], ALL, fuzzy=False) == (None, ["Expeliarmus", "Draco"])


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [("kitten", "sitting", 3), ("abcd", "abdc", 1), ("", "abc", 3), ("same", "same", 0), ("ca", "abc", 3)],
)
def test_distance_counts_edits_and_swaps(a: str, b: str, expected: int) -> None:
    assert distance(a, b, 10) == expected


def test_distance_stops_past_its_limit() -> None:
    assert distance("expelliarmus", "protego", 2) == 3
    assert distance("a" * 20, "b" * 20, 3) == 4


def test_typos_grow_with_length() -> None:
    assert [typos_allowed(n) for n in (3, 4, 5, 7, 8, 12, 13, 30)] == [0, 0, 1, 1, 2, 2, 3, 3]


def test_stem_drops_a_final_vowel_but_keeps_short_words() -> None:
    assert stem("dretwote") == stem("dretwota") == "dretwot"
    assert stem("magicka strela") == "magick strel"
    assert stem("expelliarmus") == "expelliarmus"
    assert stem("na") == "na"


@pytest.mark.parametrize(
    ("typed", "name", "expected"),
    [
        ("dretwote", "dretwota", True),
        ("magickou strelu", "magicka strela", True),
        ("pociskiem", "pocisk", True),
        ("reducto", "reducio", False),  # 'to' is no ending: another spell, not a case form
        ("magickou", "magicka strela", False),
    ],
)
def test_inflects_accepts_only_listed_endings(typed: str, name: str, expected: bool) -> None:
    endings = frozenset({"", "a", "e", "u", "ou", "iem"})
    assert inflects(typed, name, endings) is expected


def test_endings_come_from_every_locale(lexicon: Lexicon) -> None:
    assert {"ym", "iem", "ou", "em", ""} <= lexicon.endings


def test_the_shipped_lexicon_loads_every_locale() -> None:
    lexicon = default_lexicon()
    assert lexicon.match("Drętwotę", list(lexicon.names)) == "stupefy"
    assert lexicon.match("Ступефай", list(lexicon.names)) == "stupefy"
    assert lexicon.match("Mdloby na tebe", list(lexicon.names)) == "stupefy"


TRADITION = [
    ("stupefy", {"pl": "Drętwota", "ru": "Ступефай", "fr": "Stupéfix", "cs": "Mdloby na tebe", "en": "Stupefy"}),
    ("crucio", {"fr": "Endoloris", "ru": "Круцио", "en": "Crucio"}),
    ("expelliarmus", {"ru": "Экспеллиармус", "pl": "Expelliarmus"}),
]


@pytest.mark.parametrize(("spell", "names_by_locale"), TRADITION)
def test_spells_are_named_as_each_language_says_them(spell: str, names_by_locale: dict[str, str]) -> None:
    translator = Translator()
    lexicon = default_lexicon()
    for locale, name in names_by_locale.items():
        assert translator.spell_name(spell, locale) == name
        for typed in (name, name.upper(), name.casefold(), _bare(name)):
            assert lexicon.match(typed, list(lexicon.names)) == spell, typed
    assert translator.misses == []


def _bare(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
