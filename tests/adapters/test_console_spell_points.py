"""The terminal door plays the spell-point rules: a short game in Czech and in English, and JSON lines."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from adapters.console import Console
from tests.conftest import play

MakeConsole = Callable[..., Awaitable[Console]]


async def test_a_czech_session(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="cs", seed=3)
    out = await play(
        console,
        """
        # Leorik podle příkladu: 2 body za úroveň + 1 za Inteligenci
        /char Leorik uroven=1 vlastnost=12 zaklad=2
        /cast Leorik: požehnání
        /cast Leorik: magickou střelu na skřeta
        /pool Leorik
        /rest Leorik 1h
        /rest Leorik 7h
        /cast Leorik: ohnivou kouli
        """,
    )
    assert out[0].startswith("Nový sesilatel Leorik:") and "= 3 body kouzel" in out[0]
    assert out[1] == "Leorik sesílá Požehnání za 1 bod kouzel: zbývá 2/3."
    assert out[2] == "Leorik sesílá Magickou střelu za 1 bod kouzel: zbývá 1/3."
    assert out[3].startswith("Magická střela (ÚS 1): 1k4+1 = ")
    assert out[4] == "Leorik – nový stav: únava."
    assert out[5] == "Leorik: 1/3 body kouzel, únava; kouzla 0. úrovně na dnešek: 6/6."
    assert out[6] == "Leorik odpočívá 1 hodinu (zatím 1 z 8): +0 bodů kouzel, 1/3."
    assert out[7] == "Leorik odpočívá 7 hodin (celkem 8 h, plný odpočinek): +2 body kouzel, 3/3, únava zmizela."
    assert out[8] == "Leorik – nový stav: bez únavy."
    assert out[9] == "Leorik zatím nedokáže sesílat kouzla 3. úrovně (nejvýš 1. úrovně)."


async def test_an_english_session_with_odds(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="en", seed=3)
    out = await play(
        console,
        """
        /char Mialee level=7 ability=16 feats=empower
        /odds Mialee: magic missile meta=empower extra=6 ge=20 casts=5
        /fatigue Mialee exhausted
        /pool
        """,
    )
    assert out[1] == "Mialee knows Empower Spell (+2 levels)."
    assert (
        out[2] == "Magic Missile at caster level 7: 4×(1d4+1) ×1.5, damage 12–30, average 20.75."
    )  # 14 × 1.5 − ½ × P(odd) = 21 − ¼
    assert out[3].startswith("Chance of at least 20: ")
    assert out[4] == "Mialee (46/46) can cast Magic Missile 4 more times (first cast: 11 points)."
    assert out[5] == "5 casts in a row: the pool does not last (0 %): only 4."
    assert out[6] == "Mialee suffers an exhausting effect: −35 points, 11/46."
    assert out[7] == "Mialee is now exhausted."
    assert out[8] == "Mialee: 11/46 points, exhausted; level-0 spells left today: 6/6."


async def test_json_lines_carry_the_rolls(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="fr", seed=3, json_mode=True)
    out = await play(console, "/char Mialee niveau=7 carac=16\n/cast Mialee: boule de feu sur gobelins")
    objects: list[dict[str, Any]] = [json.loads(line) for line in out]
    damage = next(o for o in objects if o["key"] == "sp-damage")
    assert damage["ok"] and damage["args"]["expr"] == "5d6"
    assert len(damage["rolls"]) == 1 and len(damage["rolls"][0]["dice"]) == 5
    assert damage["args"]["total"] == damage["rolls"][0]["total"]
    assert damage["text"].startswith("La Boule de feu (NLS 5)\u00a0: 5d6 = ")


async def test_a_fresh_caster_who_rests_stays_fresh(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="cs", seed=3)
    out = await play(
        console,
        """
        /char Harry uroven=5 vlastnost=14
        Harry si na hodinku zdřímne
        /rest Harry 3h
        /rest Harry konec
        /rest Harry zacatek
        /rest Harry 8h
        /pool Harry
        """,
    )
    assert out[1:] == [
        "Harry odpočívá 1 hodinu (zatím 1 z 8): +0 bodů kouzel, 23/23.",
        "Harry odpočívá 3 hodiny (zatím 4 z 8): +0 bodů kouzel, 23/23.",
        "Harry přestává odpočívat po 4 hodinách: 23/23.",
        "Harry začíná odpočívat.",
        "Harry odpočívá 8 hodin: zásoba už je plná, 23/23.",
        "Harry: 23/23 bodů kouzel, bez únavy; kouzla 0. úrovně na dnešek: 6/6.",
    ]


async def test_stopping_a_rest_begun_tired_keeps_the_fatigue(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="en", seed=3)
    out = await play(
        console,
        """
        /char Ben level=10 ability=14
        /spend Ben 81
        /rest Ben begin
        /rest Ben 2h
        /rest Ben end
        /pool Ben
        /rest Ben 8h
        """,
    )
    assert out[1:] == [
        "Ben spends 81 points: 4/85 left.",
        "Ben is now exhausted.",
        "Ben begins to rest (fatigued at least until the rest is complete).",
        "Ben rests 2 hours (2 of 8 so far): +52 points, 56/85.",
        "Ben is now fatigued.",
        "Ben stops resting after 2 hours: 56/85.",
        "Ben: 56/85 points, fatigued; level-0 spells left today: 6/6.",
        "Ben completes a full rest: +29 points, 85/85, fatigue gone.",
        "Ben is now fresh.",
    ]


@pytest.mark.parametrize("hours", ["-3", "+3", "−3h", "-3 h"])
async def test_hours_of_rest_with_a_sign_are_refused(make_console: MakeConsole, hours: str) -> None:
    console = await make_console(rules="spell_points", locale="en", json_mode=True)
    await play(console, "/char Mia level=3 ability=12\n/spend Mia 5")
    [refused] = [json.loads(line) for line in await play(console, f"/rest Mia {hours}")]
    assert not refused["ok"] and refused["key"] == "sp-refusal-rest"
    assert refused["text"] == f"“{hours}” is not a rest: give hours (1h, 2h or 8h), or begin or end."
    [pool] = [json.loads(line) for line in await play(console, "/pool Mia")]
    assert pool["args"]["points"] == 4 and pool["args"]["resting"] is False


async def test_pearls_are_items_on_the_sheet_once_a_day_each(make_console: MakeConsole) -> None:
    console = await make_console(rules="spell_points", locale="en", json_mode=True)
    script = """
        /char Mia level=9 ability=12 pearls=1,9
        /spend Mia 30
        /pearl Mia 1
        /pearl Mia 1
        /pearl Mia 9
        /pearl Mia 2
        /day
        /pearl Mia 1
        /rest Mia 8h
        /spend Mia 30
        /pearl Mia 1
        """
    events = [json.loads(line) for line in await play(console, script)]
    said = [(e["key"], e["args"].get("points")) for e in events if e["key"] in ("sp-pearl", "sp-rest-full")]
    assert said == [("sp-pearl", 35), ("sp-pearl", 36), ("sp-rest-full", 64), ("sp-pearl", 35)]
    assert [e["text"] for e in events if not e["ok"]] == [
        "The pearl of power of level 1 that Mia carries has been used today: a pearl works once a day.",
        "Mia cannot cast level-9 spells yet (highest: level 5).",
        "Mia has no pearl of power of level 2 on the sheet; the GM records pearls with /char Mia pearls=1,3.",
    ]
    assert events[1]["text"] == "Mia carries pearls of power of levels 1 and 9."
