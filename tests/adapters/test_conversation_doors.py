"""The conversation in the core, as the terminal's reader meets it: one's own language (/lang me), and a roster
pasted as into Telegram."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from adapters.console import Console

ConsoleFactory = Callable[..., Awaitable[Console]]


async def test_the_terminal_answers_a_player_in_their_own_language(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club", locale="en")
    assert await console.line("/lang en") == ["Language set to English."]
    await console.line("/char Harry sortileges=60")
    await console.line(":as ania")
    await console.line("/lang me pl")
    assert await console.line("/pool Harry") == ["Harry: PZ 5/5"]  # her own language, though the game's is English
    await console.line(":gm")
    assert await console.line("/pool Harry") == ["Harry: HP 5/5"]


async def test_a_roster_pasted_into_the_terminal_plays_each_line(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club", locale="en")
    assert await console.line("Harry sortileges=60") == ["Characters added: 1 of 1.", "Added: Harry."]
    state = await console.app.engine.state(console.game_id)
    assert state is not None and list(state.characters) == ["harry"]
    out = await console.line("Draco sortileges=999")
    assert out[0] == "Characters added: 0 of 1." and out[1].startswith("Line 1 (Draco): ")


async def test_a_gm_binding_a_character_names_the_player_and_the_roster_says_who_has_none(
    make_console: ConsoleFactory,
) -> None:
    console = await make_console(rules="duel_club", locale="pl")
    await console.line("/lang pl")
    for line in ("/char Harry sortileges=60", "/char Draco sortileges=55"):
        await console.line(line)
    await console.line(":as ania")
    await console.line("/pool Harry")  # Ania has spoken: the GM may name her
    await console.line(":gm")
    assert await console.line("/iam Harry @ania") == ["ania prowadzi teraz postać Harry."]
    assert await console.line("/char") == [
        "Harry: Zaklęcia 60/100, PZ 5/5 (gracz: ania)",
        "Draco: Zaklęcia 55/100, PZ 5/5 (bez gracza)",
    ]
