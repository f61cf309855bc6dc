"""Phrasings per locale (data in phrasings_<locale>.py): ten ways per intent, each to its command; banter none."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

import pytest

from assistant.intents import interpret
from tests.assistant.intents_support import check, check_coverage, flatten

DATA: dict[str, ModuleType] = {
    locale: import_module(f"tests.assistant.phrasings_{locale}") for locale in ("pl", "ru", "fr", "cs", "en")
}


@pytest.mark.parametrize("locale", DATA)
def test_every_intent_has_ten_phrasings(locale: str) -> None:
    check_coverage(DATA[locale].CASES)


@pytest.mark.parametrize(
    ("locale", "intent", "text", "slash"),
    [(locale, *case) for locale, data in DATA.items() for case in flatten(data.CASES)],
)
def test_phrasing_gives_the_slash_command(locale: str, intent: str, text: str, slash: str) -> None:
    check(text, slash, DATA[locale].LOCALE, DATA[locale].GAME)


@pytest.mark.parametrize(("locale", "text"), [(locale, text) for locale, data in DATA.items() for text in data.BANTER])
def test_banter_is_not_a_command(locale: str, text: str) -> None:
    assert interpret(text, DATA[locale].LOCALE, DATA[locale].GAME) is None
