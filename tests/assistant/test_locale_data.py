"""The data replies are built from: spell names and cases, rule words, sheet words, in every locale."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from assistant.language.morph import CASES
from assistant.language.translator import LOCALES, UNCATALOGUED, Translator
from assistant.rulesets.duel_club.tables import base_table as duel_club_table
from assistant.rulesets.ergs.tables import base_tables as ergs_tables
from assistant.rulesets.feniks.tables import base_tables as feniks_tables
from assistant.rulesets.person import CASE_OPTION, GENDER_OPTION, GENDER_VALUES, sheet_words
from assistant.rulesets.spell_points.tables import base_tables as spell_points_tables

ROOT = Path(__file__).resolve().parents[2]
TRANSLATOR = Translator()

SPELLS = {
    "feniks": list(feniks_tables().spell_ids()),
    "duel_club": list(duel_club_table().spells),
    "ergs": list(ergs_tables().spell_ids),
    "spell_points": list(spell_points_tables().spells),
}


def _rule_ids() -> set[str]:
    code = "".join(p.read_text(encoding="utf-8") for d in ("assistant", "adapters") for p in (ROOT / d).rglob("*.py"))
    return set(re.findall(r'rule="([a-z_.]+)"', code))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("ruleset", sorted(SPELLS))
def test_every_spell_of_every_ruleset_has_a_name_in_every_locale(ruleset: str, locale: str) -> None:
    missing = [s for s in SPELLS[ruleset] if not TRANSLATOR.has(f"spell-{s}", locale)]
    assert missing == []


@pytest.mark.parametrize("locale", LOCALES)
def test_spell_cases_are_of_known_spells_and_begin_with_their_name(locale: str) -> None:
    for spell_id, forms in TRANSLATOR.spell_cases(locale).items():
        if spell_id == UNCATALOGUED:  # the frame of a spell of no catalogue ('zaklęciem „…”')
            continue
        assert TRANSLATOR.has(f"spell-{spell_id}", locale), spell_id
        assert set(forms.forms) <= set(CASES), spell_id
        named = TRANSLATOR.arguments({"spell": spell_id}, locale)["spell"]
        assert str(named) == TRANSLATOR.format(f"spell-{spell_id}", locale)  # the display name, as spells.ftl says
        assert named.forms["nom"] == str(named)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_rule_a_refusal_cites_has_words(locale: str) -> None:
    missing = [
        r for r in sorted(_rule_ids()) if not TRANSLATOR.has(f"rule-{r.replace('.', '-').replace('_', '-')}", locale)
    ]
    assert missing == []


def test_the_sheet_words_name_each_case_and_gender_once() -> None:
    words = sheet_words()
    assert words[GENDER_OPTION] and all(words[key] for key in GENDER_VALUES)
    assert all(words[f"{CASE_OPTION}{case}"] for case in CASES)
    values = Counter(w for key in GENDER_VALUES for w in set(words[key]))
    options = Counter(w for case in CASES for w in set(words[f"{CASE_OPTION}{case}"]))
    assert [w for w, n in values.items() if n > 1] == []
    assert [w for w, n in options.items() if n > 1] == []
