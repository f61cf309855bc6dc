"""A character leaves the roster the same way in every ruleset: ``/char del NAME`` or ``/char NAME del``, with a
removal word of any language, by a GM only."""

from __future__ import annotations

import pytest

from tests.assistant.rulesets.test_gm_rights import MIA, open_table

#: A line creating a character named Mira Nováková, per ruleset.
CREATE = {
    "feniks": "/char Mira Nováková age=15",
    "duel_club": "/char Mira Nováková sortileges=60",
    "ergs": "/char Mira Nováková age=15",
    "spell_points": "/char Mira level=3 ability=14",
}


@pytest.mark.parametrize("ruleset", sorted(CREATE))
@pytest.mark.parametrize(
    "line", ["/char del {name}", "/char {name} del", "/char smazat {name}", "/char {name} удалить"]
)
async def test_a_gm_removes_a_character_with_the_word_before_or_after_the_name(ruleset: str, line: str) -> None:
    table = await open_table(ruleset, CREATE[ruleset])
    name = "Mira" if ruleset == "spell_points" else "Mira Nováková"
    reply = await table.ok(line.format(name=name))
    assert [e.key for e in reply.events] == ["char-removed"] and reply.events[0].args["name"] == name
    state = await table.app.engine.state(table.game)
    assert state is not None and not state.characters


@pytest.mark.parametrize("ruleset", sorted(CREATE))
async def test_a_player_may_not_remove_one(ruleset: str) -> None:
    table = await open_table(ruleset, CREATE[ruleset])
    key = "refusal-gm-sheet" if ruleset == "ergs" else "refusal-gm-only"  # ergs: a sheet's work comes first
    await table.refused("/char Mira del", key, actor=MIA)
