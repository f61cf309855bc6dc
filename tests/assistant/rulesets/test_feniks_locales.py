"""Every Feniks message and every catalogue spell name exists, and parses, in all five locales."""

from __future__ import annotations

from importlib import resources

import pytest
from fluent.syntax import FluentParser, ast

from assistant.language.translator import LOCALES, Translator
from assistant.rulesets.feniks.tables import base_tables


def _entries(locale: str, filename: str) -> list[ast.EntryType]:
    text = resources.files("locales").joinpath(locale).joinpath(filename).read_text(encoding="utf-8")
    return list(FluentParser().parse(text).body)


def _ids(locale: str, filename: str) -> set[str]:
    return {e.id.name for e in _entries(locale, filename) if isinstance(e, ast.Message)}


@pytest.mark.parametrize("locale", LOCALES)
def test_feniks_file_parses_and_matches_english(locale: str) -> None:
    assert not [e for e in _entries(locale, "feniks.ftl") if isinstance(e, ast.Junk)]
    assert _ids(locale, "feniks.ftl") == _ids("en", "feniks.ftl")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalogue_spell_has_a_name(locale: str) -> None:
    names = _ids(locale, "spells.ftl")
    assert [s.id for s in base_tables().spells if f"spell-{s.id}" not in names] == []


def test_polish_kod_labels() -> None:
    text = Translator().format(
        "feniks-kod", "pl", {"name": "A", "defence": "7 (5 + 2)", "attack": "—", "hp": 3, "max": 14}
    )
    assert text == "Kod:\nObrona: 7 (5 + 2)\nAtak: —\nPZ: [ 3 / 14 ]"


@pytest.mark.parametrize(
    ("locale", "three", "five"),
    [
        ("pl", "3 ruchy", "5 ruchów"),
        ("ru", "3 хода", "5 ходов"),
        ("cs", "3 tahy", "5 tahů"),
        ("fr", "3 tours", "5 tours"),
    ],
)
def test_plural_forms(locale: str, three: str, five: str) -> None:
    translator = Translator()
    render = [
        translator.format("feniks-status-duel", locale, {"duel": "1", "kind": "club", "moves": n}) for n in (3, 5)
    ]
    assert three in render[0] and five in render[1]
