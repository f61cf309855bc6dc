"""The console door (issue 31, item 26): a GM binds a player by mention once they have spoken, and /help names
the commands the engine handles for every ruleset (/undo, /rules) as it names the rules' own."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from adapters.console import Console
from assistant.language.translator import LOCALES, Translator

ConsoleFactory = Callable[..., Awaitable[Console]]


async def test_a_gm_binds_a_player_by_mention_once_they_have_spoken(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club")
    await console.line("/char Harry sortileges=60")
    unknown = "I don’t know @alice yet: they should write something in this chat first."
    assert await console.line("/iam Harry @alice") == [unknown]
    await console.line(":as alice")
    await console.line("/pool")  # alice speaks
    await console.line(":gm")
    assert (await console.line("/iam Harry @Alice"))[0].startswith("Harry is now played by")
    state = await console.app.engine.state(console.game_id)
    assert state is not None and state.characters["harry"].owner == "alice"
    assert await console.line("/iam Harry @bob") == [unknown.replace("@alice", "@bob")]


@pytest.mark.parametrize("rules", ["feniks", "duel_club", "ergs", "spell_points"])
async def test_help_lists_undo_and_rules_and_explains_them(make_console: ConsoleFactory, rules: str) -> None:
    console = await make_console(rules=rules)
    listed = await console.line("/help")
    assert any(
        line.startswith("/undo — Undo the last action: a move, a command or a setting (GM).") for line in listed
    ), listed
    assert any(line.startswith("/rules — Switch the rules (GM)") for line in listed), listed
    assert await console.line("/help undo") == [
        "/undo — Undo the last action: a move, a command or a setting (GM). Example: /undo",
        "Usage: /undo (GM)",
    ]
    explained = await console.line("/help rules")
    assert explained[1] == "Usage: /rules feniks|duel club|ergs|spell points (GM)"


@pytest.mark.parametrize("locale", LOCALES)
async def test_help_undo_is_said_in_every_language(make_console: ConsoleFactory, locale: str) -> None:
    console = await make_console(rules="feniks", locale=locale)
    said = await console.line("/help undo")
    translator = Translator()
    shown = translator.format("written-undo", locale)  # /cofnij, /annuler, /zpet; /undo in Russian and English
    assert said[0].startswith(f"{shown} — " + translator.format("cmd-undo", locale)) and len(said) == 2
    assert not [m for m in console.app.translator.misses if m[1] == locale]
