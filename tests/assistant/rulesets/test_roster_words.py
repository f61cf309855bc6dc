"""The roster as every ruleset reads it: a character leaves it by ``/char del NAME`` or ``/char NAME del``, with a
removal word of any language, by a GM only; a Feniks side names several, joined by "and" in any language."""

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
    key = "refusal-gm-sheet" if ruleset == "ergs" else "refusal-gm-remove"  # ergs: a sheet's work comes first
    await table.refused("/char Mira del", key, actor=MIA)


ROSTER = ("/char Harry age=15", "/char Ron age=15", "/char Draco age=16", "/char Mira Nováková age=15")


@pytest.mark.parametrize(
    ("line", "sides"),
    [
        ("/duel Harry a Ron proti Draco", ["Harry, Ron", "Draco"]),
        ("/duel Harry, Ron vs Draco", ["Harry, Ron", "Draco"]),
        ("/duel Harry Ron vs Draco", ["Harry, Ron", "Draco"]),
        ("/duel Harry i Ron przeciw Draco i Mira Nováková", ["Harry, Ron", "Draco, Mira Nováková"]),
        ("/duel Mira Nováková and Harry vs Draco", ["Mira Nováková, Harry", "Draco"]),
    ],
)
async def test_feniks_sides_take_names_joined_by_and_or_commas(line: str, sides: list[str]) -> None:
    table = await open_table("feniks", *ROSTER)
    reply = await table.ok(line)
    assert [e.args["names"] for e in reply.events if e.key == "feniks-duel-side"] == sides
