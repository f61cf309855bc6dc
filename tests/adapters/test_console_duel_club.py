"""Duel club through the terminal door: the Expelliarmus race, /grab, /recover, a disqualification, /undo."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from adapters.console import Console
from tests.conftest import play
from tests.fakes import ScriptedDice

ConsoleFactory = Callable[..., Awaitable[Console]]

SETUP = """
/char Harry sortileges=60
/char Draco sortileges=50
/iam Harry to=p:harry
/iam Draco to=p:draco
"""


def _events(lines: list[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in lines]


def _keys(events: list[dict[str, Any]]) -> list[str]:
    return [e["key"] for e in events]


async def test_expelliarmus_race_grab_wins_then_recover_saves(make_console: ConsoleFactory) -> None:
    dice = ScriptedDice([100, 10, 5, 100])
    console = await make_console(rules="duel_club", json_mode=True, rng=dice)
    await play(console, SETUP)

    # Duel 1: Draco's Expelliarmus is the answer, so Draco acts first next round and picks the wand up.
    race = _events(
        await play(
            console,
            """
            /duel Harry vs Draco
            /init
            :as p:harry
            /cast Stupéfix
            :as p:draco
            /cast Expelliarmus
            :as p:harry
            /recover
            :as p:draco
            /grab
            """,
        )
    )
    assert [e["key"] for e in race if not e["ok"]] == ["duel_club-refusal-not-your-turn"]
    assert _keys(race) == [
        "duel_club-duel-started",
        "duel_club-initiative",
        "duel_club-round",
        "duel_club-turn",
        "duel_club-cast",  # Harry: 100 > 60
        "duel_club-turn",
        "duel_club-cast",  # Draco: 10 ≤ 20
        "duel_club-resolve",
        "duel_club-disarmed",
        "duel_club-round",
        "duel_club-turn",
        "duel_club-refusal-not-your-turn",  # Harry may not recover before Draco acts
        "duel_club-grabbed",
        "duel_club-won",
    ]
    casts = [e for e in race if e["key"] == "duel_club-cast"]
    assert [(c["args"]["roll"], c["args"]["threshold"], c["args"]["success"]) for c in casts] == [
        (100, 60, False),
        (10, 20, True),
    ]
    assert casts[1]["rolls"][0]["expr"] == "1d100"
    assert race[-4]["args"]["can_grab"] is True
    assert race[-1]["args"] == {"duel": "1", "name": "Draco", "loser": "Harry", "reason": "grab"}
    assert race[-1]["text"] == "Harry is left without a wand. Draco wins duel 1!"

    # Duel 2: Harry's Expelliarmus opens the round, voids Draco's answer; Draco acts first next and recovers.
    saved = _events(
        await play(
            console,
            """
            :gm
            /duel Harry vs Draco
            /init
            /cast Harry: expelliarmus
            /cast Draco: stupefy
            /cast Draco: protego
            :as p:draco
            /recover
            :as p:harry
            /grab
            /cast protego
            """,
        )
    )
    assert _keys(saved)[4:] == [
        "duel_club-cast",  # Harry: 5 ≤ 30
        "duel_club-turn",
        "duel_club-resolve",
        "duel_club-cast-voided",  # Draco's answer: no roll, told under the resolution's heading
        "duel_club-disarmed",
        "duel_club-round",
        "duel_club-turn",
        "duel_club-refusal-must-recover",
        "duel_club-recovered",
        "duel_club-turn",
        "duel_club-refusal-no-grab",
        "duel_club-cast",  # Harry: 100 > 60
        "duel_club-resolve",
        "duel_club-no-effect",
        "duel_club-round",
        "duel_club-turn",
    ]
    assert saved[-5]["args"]["success"] is False
    assert not dice.rng.faces
    status = await console.line("/status")
    assert json.loads(status[0])["text"] == "Duel 2: round 3, Harry to act."


async def test_disqualification_in_french(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club", locale="fr", json_mode=False, rng=ScriptedDice([]))
    out = await play(
        console,
        """
        /char Hermione sortileges=80
        /char Pansy sortileges=40
        /duel Hermione vs Pansy
        /init
        /cast Hermione: Incendio
        /cast Pansy: Stupéfix
        /status
        """,
    )
    forbidden = "Hermione lance «\u00a0Incendio\u00a0», un sort interdit au club de duel\u00a0: "
    assert forbidden + "disqualification immédiate." in out
    assert "Hermione est disqualifiée. Pansy remporte le duel 1\u00a0!" in out
    assert "Pansy" in out[-4] and not out[-4].startswith("refusal-")  # the duel is over: no more casts
    assert out[-3:] == [
        "Duel 1\u00a0: terminé, remporté par Pansy.",
        "Hermione (Sortilèges 80)\u00a0: PV 5/5, baguette en main, disqualifiée.",
        "Pansy (Sortilèges 40)\u00a0: PV 5/5, baguette en main.",
    ]


async def test_undo_after_a_cast(make_console: ConsoleFactory) -> None:
    console = await make_console(rules="duel_club", json_mode=True, rng=ScriptedDice([1, 1]))
    await play(console, SETUP + "/duel Harry vs Draco\n/init\n/cast Harry: stupefy\n/cast Draco: stupefy")
    pool = _events(await console.line("/pool"))
    assert [e["args"]["pv"] for e in pool] == [4, 4]
    undone = _events(await console.line("/undo"))
    assert undone[0]["key"] == "undo-done" and undone[0]["args"]["command"] == "cast"
    pool = _events(await console.line("/pool"))
    assert [e["args"]["pv"] for e in pool] == [5, 5]
    status = _events(await console.line("/status"))
    assert status[0]["text"] == "Duel 1: round 1, Draco to act."
