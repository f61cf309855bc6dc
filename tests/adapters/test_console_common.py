"""What every ruleset shares, through the terminal door: /roll refusals, and /undo that keeps a new game's setup."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from adapters.console import Console
from tests.conftest import play

MakeConsole = Callable[..., Awaitable[Console]]


def parsed(lines: list[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in lines]


@pytest.mark.parametrize("expr", ["0d6", "1d0", "2d6+0d4"])
async def test_a_roll_of_no_dice_or_no_sides_is_refused(make_console: MakeConsole, expr: str) -> None:
    console = await make_console()
    assert await play(console, f"/roll {expr}") == [f"“{expr}” is not a dice expression. Try e.g. /roll 4d6kh3+2."]


async def test_undo_does_not_take_back_a_new_games_rules_and_language(make_console: MakeConsole) -> None:
    console = await make_console(json_mode=True)  # a new game: feniks, in English
    setup = parsed(await play(console, "/rules duel_club\n/lang fr"))
    assert [e["key"] for e in setup] == ["game-ruleset", "game-locale"]
    undone = parsed(await play(console, "/undo\n/undo"))
    assert [(e["ok"], e["key"]) for e in undone] == [(False, "refusal-undo-setup")] * 2
    assert undone[0]["text"] == (
        "Il n'y a rien à annuler\u00a0: aucun coup n'a encore été joué. "
        "/langue a réglé la partie\u00a0; pour changer cela, relancez /langue."
    )
    [joined] = parsed(await play(console, "/char Harry sortileges=60"))
    assert joined["key"] == "duel_club-char-created" and joined["text"].startswith("Harry rejoint le club de duel")


async def test_undo_still_takes_back_a_move_and_a_later_change_of_rules(make_console: MakeConsole) -> None:
    console = await make_console(json_mode=True)
    await play(console, "/rules duel_club\n/char Harry sortileges=60\n/rules ergs")
    undone = parsed(await play(console, "/undo\n/undo\n/undo"))
    assert [(e["key"], e["args"].get("command")) for e in undone] == [
        ("undo-done", "rules"),
        ("undo-done", "char"),
        ("refusal-undo-setup", "rules"),
    ]
    [joined] = parsed(await play(console, "/char Ron sortileges=50"))
    assert joined["key"] == "duel_club-char-created"  # still the duel club, the roster empty again
