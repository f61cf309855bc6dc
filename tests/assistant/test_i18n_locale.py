"""Which locale a reply speaks: the chat's /lang, the user's choice, their client's language, the default."""

from __future__ import annotations

import pytest

from assistant.language.choice import base_language, resolve


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("pl", "pl"),
        ("pl-PL", "pl"),
        ("ru_RU.UTF-8", "ru"),
        ("FR", "fr"),
        ("fr-CA", "fr"),
        ("cs-CZ", "cs"),
        ("en-GB", "en"),
        ("de-DE", None),
        ("uk", None),
        ("", None),
        (None, None),
        ("  cs  ", "cs"),
    ],
)
def test_base_language_of_a_tag(code: str | None, expected: str | None) -> None:
    assert base_language(code) == expected


def test_the_chats_lang_comes_first() -> None:
    assert resolve(chat="ru", user="fr", language_code="cs-CZ", default="pl") == "ru"


def test_then_the_users_own_choice() -> None:
    assert resolve(chat=None, user="fr", language_code="cs-CZ", default="pl") == "fr"


def test_then_the_telegram_language_code_base() -> None:
    assert resolve(language_code="cs-CZ", default="pl") == "cs"
    assert resolve(user="de", language_code="pl-PL") == "pl"


def test_then_the_default() -> None:
    assert resolve(language_code="de-DE", default="pl") == "pl"
    assert resolve() == "en"


def test_an_unknown_default_falls_back_to_english() -> None:
    assert resolve(default="xx") == "en"
