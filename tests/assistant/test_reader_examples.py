"""Every example of the conversation issue, played as a player types it: the real reader, engine and ruleset,
judged by what the game did (its events), never by the command text the reader made.

The games are the corpus scenes (tests/corpus/scenes.py): the player plays the ruleset's own character.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.corpus.outcomes import matches, outcomes
from tests.corpus.play import Game, open_game
from tests.corpus.scenes import GM, TABLES

#: (locale, ruleset, scene, said by the GM, the line, the action the game must do, its fields).
UNDERSTOOD: list[tuple[str, str, str, bool, str, str, dict[str, Any]]] = [
    ("cs", "spell_points", "free", False, "sesílám magickou střelu na Draca", "cast",
     {"spell": "magic-missile", "target": "Draco", "caster": "Mialee"}),
    ("cs", "spell_points", "free", False, "sesílám magickou střelu na skřeta", "cast",
     {"spell": "magic-missile", "target": "skřet", "caster": "Mialee"}),
    ("cs", "spell_points", "free", False, "odpočívám hodinu", "rest", {"who": "Mialee", "hours": 1}),
    ("cs", "spell_points", "free", False, "spím 8h", "rest", {"who": "Mialee", "hours": 8}),
    ("cs", "spell_points", "free", False, "jdu si odpočinout", "rest", {"who": "Mialee", "hours": "begin"}),
    ("pl", "feniks", "defend", False, "Protego!", "defend", {"who": "Harry", "kind": "shield", "spell": "protego"}),
    ("pl", "feniks", "attack", False, "rzucam Drętwotę na Dracona", "cast",
     {"spell": "stupefy", "target": "Draco", "caster": "Harry"}),
    ("pl", "feniks", "attack", False, "Drętwota na Olę", "cast", {"spell": "stupefy", "target": "Ola"}),
    ("pl", "feniks", "defend", False, "nie bronię się", "defend", {"who": "Harry", "kind": "none"}),
    ("pl", "feniks", "attack", True, "/cast Harry: Drętwota na Olę", "cast",
     {"spell": "stupefy", "target": "Ola", "caster": "Harry"}),
    ("fr", "duel_club", "act", False, "bouclier !", "cast", {"spell": "protego", "caster": "Harry"}),
    ("fr", "duel_club", "free", False, "cb de pv jai", "pool", {"who": "Harry"}),
    ("fr", "duel_club", "free", False, "jsuis à combien de pv", "pool", {"who": "Harry"}),
    ("fr", "duel_club", "free", False, "je lance 3d6+2", "roll", {"dice": "3d6+2"}),
    ("ru", "ergs", "duel", False, "ставлю Протего", "cast", {"spell": "protego", "caster": "Гарри"}),
    ("ru", "ergs", "free", False, "уклон", "dodge", {"who": "Гарри"}),
    ("ru", "ergs", "free", False, "скока эргов", "pool", {"who": "Гарри"}),
    ("ru", "ergs", "free", True, "верни как было", "undo", {}),
]  # fmt: skip


async def _played(locale: str, ruleset: str, scene: str, gm: bool, text: str) -> Any:
    table = TABLES[ruleset]
    game: Game = await open_game(table, locale)
    try:
        await game.setup(scene)
        if text == "верни как было":  # something to take back
            await game.send_command("/gain Рон 1 reason=зелье", GM)
        return await game.say(text, GM if gm else table.player(locale))
    finally:
        await game.app.aclose()


@pytest.mark.parametrize(("locale", "ruleset", "scene", "gm", "text", "action", "fields"), UNDERSTOOD)
async def test_the_issues_lines_make_the_game_do_what_they_say(
    locale: str, ruleset: str, scene: str, gm: bool, text: str, action: str, fields: dict[str, Any]
) -> None:
    reply = await _played(locale, ruleset, scene, gm, text)
    assert reply is not None, f"{text!r} was not understood"
    assert reply.ok, (text, reply.refusal)
    assert any(matches(o, action, fields) for o in outcomes(reply.events)), (text, reply.events)


async def test_the_slash_commands_name_in_a_case_finds_the_character() -> None:
    reply = await _played("pl", "feniks", "attack", True, "/cast Harry: Drętwota na Dracona")
    assert reply is not None and reply.ok
    attack = next(e for e in reply.events if e.key == "feniks-attack")
    assert attack.args["target"] == "Draco"


async def test_a_slash_command_finds_hermione_in_the_accusative() -> None:
    reply = await _played("pl", "feniks", "attack", True, "/cast Harry: Drętwota na Hermionę")
    assert reply is not None and reply.refusal is not None  # found, and refused: she is no opponent of Harry's
    assert (reply.refusal.key, reply.refusal.args["target"]) == ("feniks-refusal-target", "Hermiona")
