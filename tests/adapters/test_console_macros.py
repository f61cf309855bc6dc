"""Macros at the terminal: a group's own word for command lines, made, played, listed, undone, removed; who may."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from adapters.console import Console
from tests.conftest import play

MakeConsole = Callable[..., Awaitable[Console]]

COMBO = "/macro start2 /char Harry wiek=15; /char Draco wiek=15; /duel Harry vs Draco"


async def _state(console: Console) -> Any:
    state = await console.app.engine.state(console.game_id)
    assert state is not None
    return state


async def test_a_gms_macro_plays_its_lines_in_order_and_undo_takes_them_back_one_by_one(
    make_console: MakeConsole,
) -> None:
    console = await make_console(rules="feniks", locale="pl")
    assert await play(console, COMBO) == [
        "Makro „start2”: /char Harry wiek=15; /char Draco wiek=15; /duel Harry vs Draco. "
        "Napisz „start2”, żeby je uruchomić."
    ]
    made = (await _state(console)).seq
    said = await play(console, "start2")
    assert said[:3] == [
        "Nowa postać: Harry, wiek 15, Refleks 0, Zaklęcia 0 (−3), Transmutacja 0 (−3), OPCM 0 (−3); PZ 22/22.",
        "Nowa postać: Draco, wiek 15, Refleks 0, Zaklęcia 0 (−3), Transmutacja 0 (−3), OPCM 0 (−3); PZ 22/22.",
        "Zaczyna się pojedynek 1 (spontaniczny), 2 uczestników.",
    ]
    state = await _state(console)
    assert state.seq == made + 3 and sorted(c.name for c in state.characters.values()) == ["Draco", "Harry"]
    assert [d.ended for d in state.duels.values()] == [False]
    log = await console.app.storage.read_log(console.game_id, after=made)
    assert [e.command.text for e in log] == ["/char Harry wiek=15", "/char Draco wiek=15", "/duel Harry vs Draco"]

    assert await play(console, "/macro") == [
        "Jedno makro:",
        "„start2” → /char Harry wiek=15; /char Draco wiek=15; /duel Harry vs Draco",
    ]
    await play(console, "/undo")  # the macro's last line is the last move
    state = await _state(console)
    assert [d.ended for d in state.duels.values()] != [False] and len(state.characters) == 2

    assert await play(console, "/macro usuń start2") == ["Usunięto makro „start2”."]
    assert (await _state(console)).macros == {}
    await play(console, "/undo")  # the removal is a move too: undone, the macro is back
    assert [m.name for m in (await _state(console)).macros.values()] == ["start2"]


async def test_a_macro_stops_at_a_refused_line_and_keeps_what_came_before(make_console: MakeConsole) -> None:
    console = await make_console(rules="feniks", locale="en")
    await play(console, "/macro twice /char Harry age=15; /cast Harry: stupefy Ron; /char Ron age=12")
    before = (await _state(console)).seq
    said = await play(console, "/twice")
    assert said[0].startswith("Harry joins the roster: age 15")
    assert said[-1] == "Macro twice stopped at “/cast Harry: stupefy Ron”: Harry is not in a running duel."
    state = await _state(console)
    assert state.seq == before + 1 and [c.name for c in state.characters.values()] == ["Harry"]


async def test_players_make_their_own_macros_only_where_the_gm_allows_and_they_act_as_their_player(
    make_console: MakeConsole,
) -> None:
    console = await make_console(rules="ergs", locale="en")
    await play(console, "/char Harry age=15\n/char Draco age=17\n/iam Harry to=p:harry\n/iam Draco to=p:draco")
    await play(console, "/macro heal /gain Harry 1 potion")
    await play(console, ":as p:harry")
    assert await play(console, "/macro mine /spend Draco 1 potion") == [
        "Only a GM makes macros in this game; a GM lets players make their own with /defaults players_macros=yes."
    ]
    await play(console, ":gm\n/defaults players_macros=yes\n:as p:harry")
    assert (await play(console, "/macro mine /spend Draco 1 potion"))[0].startswith("Macro mine: /spend Draco")
    assert await play(console, "/macro heal /roll 1d6") == [
        "The macro heal is not yours: only its maker or a GM may change it."
    ]
    draco = (await _state(console)).characters["draco"].ergs
    assert await play(console, "mine") == [  # played as Harry's player: Draco is not theirs
        "Draco is not your character: a player acts only for their own characters."
    ]
    assert (await _state(console)).characters["draco"].ergs == draco
    assert (await _state(console)).macros["mine"].owner == "p:harry"


async def test_a_macro_cannot_shadow_a_command_or_play_another_macro(make_console: MakeConsole) -> None:
    console = await make_console(rules="feniks", locale="en")
    assert await play(console, "/macro help /roll 1d6") == [
        "“help” cannot name a macro: use one to four words of letters and digits (in quotes where more than one), not"
        " a command."
    ]
    assert await play(console, "/macro loop /macro x /roll 1d6") == [
        "“/macro x /roll 1d6” is not a line a macro can run: each line is a command that starts with /, and none is"
        " /macro."
    ]
    assert await console.app.engine.state(console.game_id) is None or not (await _state(console)).macros


async def test_a_macro_may_be_named_by_a_phrase_the_group_says(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="cs")
    await play(console, "/char Mia level=3 ability=12\n/spend Mia 5")
    assert await play(console, '/macro "jdu spát" /rest Mia 8') == [
        "Makro jdu spát: /rest Mia 8. Napiš jdu spát a spustí se."
    ]
    assert (await play(console, "Jdu spát!"))[
        0
    ] == "Mia odpočívá 8 hodin (plný odpočinek): +5 bodů kouzel, 9/9, únava zmizela."
    assert (await _state(console)).characters["mia"].points == 9
    assert await play(console, '/macro smazat "jdu spát"') == ["Makro jdu spát je smazané."]
    assert await play(console, '/macro "a b c d e" /roll 1d6') == [
        "„a b c d e“ nemůže být jméno makra: použij jedno až čtyři slova z písmen a číslic (víc slov v uvozovkách),"
        " která nejsou příkaz."
    ]
