"""The rule tables hold numbers and ids only: every word a user may type lives in locales/<loc>/words.ftl."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from fnmatch import fnmatchcase
from importlib import resources
from typing import Any

import pytest

from assistant.language import words
from assistant.language.locales import LOCALES
from assistant.rulesets import RULESET_IDS
from assistant.rulesets.ergs.tables import base_tables as ergs_tables

#: What an id looks like: the lowercase ASCII names code and messages use (``avada-kedavra``, ``non_combat``).
ID = re.compile(r"[a-z][a-z0-9_-]*|[0-9]+")
#: The only lists of strings a table may hold, by ruleset and path: ids that code or messages name, not words.
ID_LISTS = {
    "ergs": {
        "drain_causes": "what takes the life erg: ergs-cause-name's selector; typed as word-ergs-cause-<id>",
        "spells.*.tags": "spellbook tags the rules test (has_tag)",
        "code.weapons": "the code's weapons: ergs-value-name's selector; typed as word-ergs-weapon-<id>",
        "code.forms": "the code's forms: read by the bout timer; typed as word-ergs-form-<id>",
        "code.modes": "the code's modes: read by /end out=; typed as word-ergs-mode-<id>",
        "code.insults.*": "the choices an insult's degree gives the offended: weapon, form, mode",
    },
}
#: The ids users type, by the ergs tables' list, and the prefix of their word lists.
TYPED_IDS = {
    "word-ergs-cause-": ergs_tables().drain_causes,
    "word-ergs-weapon-": ergs_tables().code.weapons,
    "word-ergs-form-": ergs_tables().code.forms,
    "word-ergs-mode-": ergs_tables().code.modes,
    "word-ergs-group-": list(ergs_tables().group_ids),
}


def _table(ruleset: str) -> dict[str, Any]:
    text = resources.files(f"assistant.rulesets.{ruleset}").joinpath("tables.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def _walk(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Yield every value of a table with its dotted path (list items share their list's path)."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _walk(child, f"{path}.{key}".lstrip("."))
    elif isinstance(value, list):
        for child in value:
            yield from _walk(child, path)


def _word_map(value: Any) -> bool:
    """Say whether a table maps words to meanings: strings only, a meaning for itself or for several words."""
    if not isinstance(value, dict) or not value or not all(isinstance(v, str) for v in value.values()):
        return False
    return any(k == v for k, v in value.items()) or len(set(value.values())) < len(value)


def _string_lists(ruleset: str) -> dict[str, list[str]]:
    return {
        path: value
        for path, value in _walk(_table(ruleset))
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value)
    }


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_no_table_holds_a_list_of_words(ruleset: str) -> None:
    allowed = ID_LISTS.get(ruleset, {})
    lists = _string_lists(ruleset)
    assert [p for p in lists if not any(fnmatchcase(p, pattern) for pattern in allowed)] == []
    assert {p: [v for v in vs if not ID.fullmatch(v)] for p, vs in lists.items()} == {p: [] for p in lists}
    assert all(any(fnmatchcase(p, pattern) for p in lists) for pattern in allowed)  # no stale entry


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_no_table_maps_words_to_meanings_and_every_string_is_an_id(ruleset: str) -> None:
    found = list(_walk(_table(ruleset)))
    word_maps = [p for p, v in found if _word_map(v)]
    assert word_maps == []
    assert [(p, v) for p, v in found if isinstance(v, str) and not ID.fullmatch(v)] == []
    keys = [k for _, v in found if isinstance(v, dict) for k in v]
    assert [k for k in keys if not ID.fullmatch(k)] == []
    assert "words" not in keys and not [k for k in keys if k.endswith("_words")]


@pytest.mark.parametrize("locale", LOCALES)
def test_every_id_a_user_types_has_its_words_in_every_locale(locale: str) -> None:
    missing = [prefix + i for prefix, ids in TYPED_IDS.items() for i in ids if not words.word_list(locale, prefix + i)]
    assert missing == []
