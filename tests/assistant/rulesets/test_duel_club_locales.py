"""Duel club messages: every key the ruleset emits exists in all five locales, with plural forms where counted."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from assistant.language.translator import LOCALES, Translator
from models import Event
from tests.assistant.rulesets.duel_club_kit import DRACO_PLAYER, HARRY_PLAYER, duelling

SOURCE = Path(__file__).resolve().parents[3] / "assistant" / "rulesets" / "duel_club"
SIX = ["stupefy", "stupefy-reinforced", "expelliarmus", "petrificus-totalus", "levicorpus", "protego"]


def _messages(locale: str, filename: str) -> dict[str, ast.Message]:
    text = resources.files("locales").joinpath(locale).joinpath(filename).read_text(encoding="utf-8")
    body = FluentParser().parse(text).body
    assert not [e for e in body if isinstance(e, ast.Junk)], f"{locale}/{filename} has syntax errors"
    return {e.id.name: e for e in body if isinstance(e, ast.Message)}


def _variables(message: ast.Message) -> set[str]:
    found: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            found.add(node.id.name)

    Variables().visit(message)
    return found


def _emitted_keys() -> set[str]:
    text = "".join(p.read_text(encoding="utf-8") for p in SOURCE.glob("*.py"))
    return set(re.findall(r'"(duel_club-[a-z-]+)"', text))


def test_every_emitted_key_is_in_english() -> None:
    keys = _emitted_keys()
    assert len(keys) > 30
    assert keys <= set(_messages("en", "duel_club.ftl"))


@pytest.mark.parametrize("locale", LOCALES)
def test_each_locale_has_every_message_with_the_same_variables(locale: str) -> None:
    english, local = _messages("en", "duel_club.ftl"), _messages(locale, "duel_club.ftl")
    assert set(local) == set(english)
    for key, message in english.items():
        assert _variables(local[key]) == _variables(message), (locale, key)


@pytest.mark.parametrize("locale", LOCALES)
def test_each_locale_names_the_six_spells(locale: str) -> None:
    spells = _messages(locale, "spells.ftl")
    assert {f"spell-{s}" for s in SIX} <= set(spells)


@pytest.mark.parametrize(
    ("locale", "forms"),
    [
        ("en", {1: "1 hit point", 2: "2 hit points"}),
        ("fr", {1: "1 point de vie perdu", 2: "2 points de vie perdus"}),
        ("pl", {1: "1 punkt zdrowia", 2: "2 punkty zdrowia", 5: "5 punktów zdrowia"}),
        ("ru", {1: "1 очко здоровья", 2: "2 очка здоровья", 5: "5 очков здоровья"}),
        ("cs", {1: "1 život", 2: "2 životy", 5: "5 životů"}),
    ],
)
def test_lost_points_use_plural_forms(locale: str, forms: dict[int, str]) -> None:
    translator = Translator()
    for amount, text in forms.items():
        event = Event(
            key="duel_club-hit",
            args={"name": "Draco", "spell": "stupefy", "by": "Harry", "amount": amount, "pv": 3, "max": 5},
        )
        assert text in translator.render(event, locale)
    assert not translator.misses


@pytest.mark.parametrize("locale", LOCALES)
async def test_a_played_duel_renders_natively(locale: str) -> None:
    table = await duelling(locale=locale)
    script = [
        ("/cast expelliarmus", HARRY_PLAYER, 10),
        ("/cast stupefy", DRACO_PLAYER, None),
        ("/recover", DRACO_PLAYER, None),
        ("/cast petrificus totalus", HARRY_PLAYER, 5),
        ("/cast levicorpus", HARRY_PLAYER, 5),
        ("/cast stupefy", DRACO_PLAYER, 99),
        ("/status", HARRY_PLAYER, None),
        ("/pool", HARRY_PLAYER, None),
        ("/odds stupefy vs=protego", HARRY_PLAYER, None),
        ("/cast incendio", HARRY_PLAYER, None),
    ]
    lines = []
    for text, actor, face in script:
        reply = await table.ok(text, *([face] if face else []), actor=actor)
        lines += table.lines(reply)
    assert len(lines) > 20
    assert not [m for m in table.app.translator.misses if m[1] == locale]
    assert not [line for line in lines if line.startswith("duel_club-")]
