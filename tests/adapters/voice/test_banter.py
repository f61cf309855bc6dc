"""Hands-free, table talk that mentions spells and names plays nothing: at most 1 % of it per language."""

from __future__ import annotations

import pytest

from tests.adapters.voice.chatter import LANGUAGES, banter, false_triggers


@pytest.mark.parametrize("language", LANGUAGES)
def test_banter_triggers_at_most_one_percent_hands_free(language: str) -> None:
    found = false_triggers(language)
    assert found.lines >= 100
    assert found.rate <= 0.01, found.played
    assert len(found.asked) <= 0.02 * found.lines, found.asked


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_banter_is_chatter_no_line_of_it_twice(language: str) -> None:
    lines = banter(language)
    assert len(set(lines)) == len(lines)
