"""The ergs messages in all five locales: every key everywhere, no formatting error, erg plurals as spoken."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from assistant.language.fluent_functions import Grammar
from assistant.language.translator import LOCALES, Translator
from models import ArgValue, Event

SOURCE = Path(__file__).parents[3] / "assistant" / "rulesets" / "ergs"
#: Keys built at run time: f"ergs-bout-{kind}" and f"ergs-refusal-wand-{status}".
DYNAMIC = {"ergs-bout-stop", "ergs-bout-resume", "ergs-refusal-wand-none", "ergs-refusal-wand-damaged"}
#: Sample values by variable name: counts are numbers, the rest words.
NUMBERS = {"n", "ergs", "max", "age", "hours", "gap", "wait", "cycle", "degree", "length", "width", "bout", "pause"}
NUMBERS |= {"ratio", "casts", "percent", "left", "limit", "low", "high", "min_length", "min_width", "max_side"}
NUMBERS |= {"seconds"}
#: One translator for the rendering tests (loading every locale's files takes a while).
TRANSLATOR = Translator()


@cache
def _text(locale: str) -> str:
    return resources.files("locales").joinpath(locale).joinpath("ergs.ftl").read_text(encoding="utf-8")


@cache
def _messages(locale: str) -> dict[str, ast.Message]:
    body = FluentParser().parse(_text(locale)).body
    assert not [e for e in body if isinstance(e, ast.Junk)], f"{locale}/ergs.ftl has unparsable entries"
    return {e.id.name: e for e in body if isinstance(e, ast.Message)}


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


@cache
def _samples(locale: str) -> dict[str, str | int | float]:
    seen = _Variables()
    seen.visit(FluentParser().parse(_text(locale)))
    return {name: 2 if name in NUMBERS else "Sirius" for name in seen.names}


def test_every_key_the_code_emits_exists_in_english() -> None:
    code = "".join(p.read_text(encoding="utf-8") for p in SOURCE.glob("*.py"))
    emitted = set(re.findall(r'"(ergs-[a-z-]+)"', code)) | DYNAMIC
    assert emitted - set(_messages("en")) == set()


@pytest.mark.parametrize("locale", LOCALES)
def test_every_locale_has_every_message(locale: str) -> None:
    assert set(_messages(locale)) == set(_messages("en"))


@cache
def _bundle(locale: str) -> FluentBundle:
    """The locale's ergs messages alone, with the functions the product's bundles have (CASE, GENDER, ...)."""
    bundle = FluentBundle([locale], functions=Grammar(locale, lambda key: None).functions(), use_isolating=False)
    bundle.add_resource(FluentResource(_text(locale)))
    return bundle


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("value", [0, 1, 2, 5, 21, -1, 1.5])
def test_every_message_formats_without_error(locale: str, value: float) -> None:
    bundle = _bundle(locale)
    args = {k: (value if isinstance(v, int) else v) for k, v in _samples(locale).items()}
    for key in _messages(locale):
        pattern = bundle.get_message(key).value
        assert pattern is not None, (locale, key)
        text, errors = bundle.format_pattern(pattern, args)
        assert not errors, (locale, key, errors)
        assert "{" not in str(text) and "ergs-" not in str(text), (locale, key, text)


@pytest.mark.parametrize(
    ("locale", "n", "words"),
    [
        ("ru", 1, "1 эрг"), ("ru", 2, "2 эрга"), ("ru", 5, "5 эргов"), ("ru", 21, "21 эрг"), ("ru", 22, "22 эрга"),
        ("pl", 1, "1 erg"), ("pl", 2, "2 ergi"), ("pl", 5, "5 ergów"), ("pl", 22, "22 ergi"), ("pl", 12, "12 ergów"),
        ("cs", 1, "1 erg"), ("cs", 2, "2 ergy"), ("cs", 5, "5 ergů"), ("cs", 0, "0 ergů"),
        ("fr", 0, "0 erg"), ("fr", 1, "1 erg"), ("fr", 2, "2 ergs"),
        ("en", 1, "1 erg"), ("en", 2, "2 ergs"),
    ],
)  # fmt: skip
def test_ergs_are_counted_as_each_language_counts(locale: str, n: int, words: str) -> None:
    event = Event(key="ergs-spent", args={"name": "Harry", "n": n, "ergs": 0, "reason": "x"})
    text = TRANSLATOR.render(event, locale)
    assert f" {words} " in text, text


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("ru", "Draco накладывает Аваду Кедавру на Harry (2 эрга, осталось 1)."),
        ("pl", "Draco rzuca Avadę Kedavrę na Harry’ego (2 ergi, w zapasie 1)."),
        ("fr", "Draco lance Avada Kedavra sur Harry (2 ergs, reste 1)."),
        ("cs", "Draco sesílá na Harryho kouzlo Avada Kedavra (2 ergy, zbývá 1)."),
        ("en", "Draco casts Avada Kedavra at Harry (2 ergs, 1 left)."),
    ],
)
def test_spell_names_come_from_the_locale(locale: str, expected: str) -> None:
    args: dict[str, ArgValue] = {"name": "Draco", "spell": "avada-kedavra", "target": "Harry", "n": 2, "ergs": 1}
    misses = len(TRANSLATOR.misses)
    assert TRANSLATOR.render(Event(key="ergs-cast", args=args), locale) == expected
    assert TRANSLATOR.misses[misses:] == []


@pytest.mark.parametrize(
    ("locale", "stop"), [("ru", "«Стойте!»"), ("pl", "„Stójcie!”"), ("fr", "«\u00a0Arrêtez\u00a0!\u00a0»")]
)
def test_the_director_calls_stop_in_the_locale(locale: str, stop: str) -> None:
    event = Event(key="ergs-bout-stop", args={"duel": "1", "bout": 1, "clock": "12:00:30"})
    assert stop in TRANSLATOR.render(event, locale)


def test_french_sets_its_space_before_the_colon_a_variant_begins_with() -> None:
    """Fluent trims a variant's leading blank: the space before ':' is written as a literal, or it is lost."""
    line = TRANSLATOR.format("ergs-wand-new", "fr", {"name": "Harry", "number": 4, "hours": 24})
    assert line.startswith("Harry prend une nouvelle baguette (n° 4)\u00a0: il faut 24 h pour l'apprivoiser")
