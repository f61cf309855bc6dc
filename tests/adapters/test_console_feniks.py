"""Feniks duels played end to end through the terminal door: 1v1, 2v1, 2v2, in every locale."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from adapters.console import Console
from assistant.language.translator import LOCALES
from tests.conftest import play
from tests.fakes import ScriptedDice

MakeConsole = Callable[..., Awaitable[Console]]

ROSTER = """
/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12
/char Draco age=16 reflex=5 charms=18 dada=10
/char Ron age=14 reflex=3 charms=10 dada=6
/char Goyle age=16 reflex=1 charms=4
"""

ONE_ON_ONE = """
/char Draco hp=9
/duel Harry vs Draco
/init
/cast stupefy Draco
/defend shield
/cast expelliarmus Harry
/defend dodge
/cast impedimenta Draco
/defend none
/status
"""
ONE_ON_ONE_FACES = [12, 3, 7, 5, 6, 6, 3, 8, 10, 5, 8, 9, 4, 8]


async def scripted(make_console: MakeConsole, faces: list[int], locale: str = "en", json_mode: bool = True) -> Console:
    console = await make_console(json_mode=json_mode, locale=locale, rng=ScriptedDice(faces))
    await play(console, ROSTER)
    return console


def parsed(lines: list[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in lines]


def of(events: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    return [e["args"] for e in events if e["key"] == key]


async def test_one_on_one_to_a_knock_out(make_console: MakeConsole) -> None:
    console = await scripted(make_console, ONE_ON_ONE_FACES)
    events = parsed(await play(console, ONE_ON_ONE))
    assert all(e["ok"] for e in events)
    assert of(events, "feniks-order") == [{"duel": "1", "names": "Harry → Draco"}]
    attacks = of(events, "feniks-attack")
    assert [(a["name"], a["outcome"], a["value"]) for a in attacks] == [
        ("Harry", "hit", 7),
        ("Draco", "critical", 9),
        ("Harry", "hit", 9),
    ]
    assert [k["defence"] for k in of(events, "feniks-kod")] == ["—", "3 (3 + 0)", "✓ (8)", "—"]
    assert [k["attack"] for k in of(events, "feniks-kod")] == ["7 (6 + 1)", "9 (5 + 2 + 2)", "9 (8 + 1)", "—"]
    assert of(events, "feniks-ko-spontaneous") == [{"name": "Draco"}]
    assert of(events, "feniks-duel-won") == [{"duel": "1", "names": "Harry", "count": 1}]
    assert events[-1]["key"] == "duel-none"


async def test_two_on_one_club_bout(make_console: MakeConsole) -> None:
    faces = [5, 15, 10, 6, 5, 7, 5, 2, 6, 4, 6, 6, 5, 9, 10, 3, 5, 5, 1, 7, 10, 10, 7, 5, 3]
    console = await scripted(make_console, faces)
    script = """
    /duel Harry Ron vs Draco type=club
    /init
    /cast stupefy Draco
    /defend shield
    /cast stupefy Ron
    /cast stupefy Draco
    /defend dodge
    /cast flipendo Draco
    /defend none
    /defend shield
    /cast stupefy Draco
    /cast stupefy Draco
    /defend none
    /pool
    """
    events = parsed(await play(console, script))
    assert all(e["ok"] for e in events), [e for e in events if not e["ok"]]
    assert of(events, "feniks-order")[0]["names"] == "Ron → Draco → Harry"
    defences = [
        (d["name"], d["damage"], d["hp"]) for e in events if e["key"].startswith("feniks-defence-") for d in [e["args"]]
    ]
    assert defences == [("Draco", 5, 19), ("Ron", 0, 20), ("Draco", 10, 9), ("Draco", 4, 5), ("Draco", 13, 0)]
    assert "feniks-move-ends" in [e["key"] for e in events]
    assert of(events, "feniks-ko-club") == [{"name": "Draco"}]
    assert of(events, "feniks-duel-won")[0]["names"] == "Harry, Ron"
    assert {p["name"]: p["hp"] for p in of(events, "feniks-pool")} == {"Harry": 22, "Draco": 24, "Ron": 20, "Goyle": 24}


async def test_two_on_two_with_surprise(make_console: MakeConsole) -> None:
    faces = [4, 18, 6, 16, 5, 6, 5, 9, 10, 7, 8, 6, 5, 5, 6, 5, 5, 6, 5, 6]
    console = await scripted(make_console, faces)
    script = """
    /char Goyle hp=4
    /duel Harry Ron vs Draco Goyle surprise=Harry,Ron
    /init
    /cast stupefy Goyle
    /cast stupefy Goyle
    /cast stupefy Draco
    /defend dodge
    /defend shield
    /cast stupefy Ron
    /defend none
    /cast stupefy Draco
    /cast stupefy Draco
    /defend none
    /defend none
    /end
    """
    events = parsed(await play(console, script))
    refusals = [e for e in events if not e["ok"]]
    assert [e["key"] for e in refusals] == ["feniks-refusal-surprise-target"]
    assert of(events, "feniks-order")[0]["names"] == "Ron → Harry → Goyle → Draco"
    surprises = [(a["name"], a["target"], a["surprise"], a["value"]) for a in of(events, "feniks-attack")][:2]
    assert surprises == [("Ron", "Goyle", True, 6), ("Harry", "Draco", True, 10)]
    assert of(events, "feniks-ko-spontaneous") == [{"name": "Goyle"}]
    turns = [e["args"]["name"] for e in events if e["key"] in ("feniks-turn-attack", "feniks-turn-defend")]
    assert turns == ["Ron", "Harry", "Goyle", "Draco", "Draco", "Ron", "Ron", "Harry", "Draco", "Draco", "Draco"]
    assert of(events, "feniks-duel-ended") == [{"duel": "1"}] and not of(events, "feniks-duel-won")
    draco = [d for e in events if e["key"] == "feniks-defence-none" for d in [e["args"]] if d["name"] == "Draco"]
    assert [d["hp"] for d in draco] == [22 - 5, 22 - 5 - 7]


async def test_fixed_seed_replays_the_same_duel(make_console: MakeConsole) -> None:
    script = ROSTER + "/duel Harry vs Draco\n/init\n" + "/defend none\n/cast stupefy\n" * 40
    runs = []
    for n, game in enumerate(("a", "b")):
        console = await make_console(json_mode=True, seed=11, game_id=game)
        console.counter = 10_000 * n  # the console's dedup keys are not per game: keep the two games apart
        runs.append(parsed(await play(console, script)))
    assert [(e["key"], e["args"], e["rolls"]) for e in runs[0]] == [(e["key"], e["args"], e["rolls"]) for e in runs[1]]
    assert of(runs[0], "feniks-duel-won") and of(runs[0], "feniks-ko-spontaneous")


@pytest.mark.parametrize("locale", LOCALES)
async def test_every_locale_renders_a_whole_duel(make_console: MakeConsole, locale: str) -> None:
    console = await scripted(make_console, ONE_ON_ONE_FACES, locale=locale, json_mode=False)
    lines = await play(console, ONE_ON_ONE + "/odds Harry stupefy vs Draco\n/odds dodge 1\n/odds hit\n/cast x y")
    assert console.app.translator.misses == []
    assert not [line for line in lines if line.startswith(("feniks-", "refusal-"))]
    kod = {"pl": "Obrona:", "en": "Defence:", "ru": "Защита:", "fr": "Défense\u00a0:", "cs": "Obrana:"}[locale]
    assert sum(kod in line for line in lines) == 4
    hp = {"pl": "PZ: [ 0 / 24 ]", "en": "HP: [ 0 / 24 ]", "ru": "ОЗ: [ 0 / 24 ]", "fr": "PV\u00a0: [ 0 / 24 ]"}
    assert hp.get(locale, "Životy: [ 0 / 24 ]") in "\n".join(lines)


async def test_polish_transcript(make_console: MakeConsole) -> None:
    console = await scripted(make_console, ONE_ON_ONE_FACES[:5], locale="pl", json_mode=False)
    lines = await play(console, "/duel Harry przeciw Draco\n/init\n/cast Drętwotę na Draco")
    assert lines[-2:] == [
        "Kod:\nObrona: —\nAtak: 7 (6 + 1)\nPZ: [ 22 / 22 ]",
        "Pojedynek 1: ruch Dracona. Najpierw obrona przed Drętwotą Harry’ego (atak 7): "
        "/obrona tarcza, /obrona unik albo /obrona brak.",
    ]


async def test_a_player_cannot_act_for_another(make_console: MakeConsole) -> None:
    console = await scripted(make_console, [12, 3])
    await play(console, "/iam Harry to=alice\n/iam Draco to=bob\n/duel Harry vs Draco\n/init")
    lines = parsed(await play(console, ":as bob\n/cast Harry: stupefy Draco\n/cast stupefy Harry"))
    assert [e["key"] for e in lines] == ["refusal-not-yours", "feniks-refusal-turn"]


async def test_one_letter_names_are_names_not_and_or_versus(make_console: MakeConsole) -> None:
    console = await make_console(json_mode=True)
    await play(console, "\n".join(f"/char {n} age=15" for n in "ABCIX"))
    events = parsed(await play(console, "/duel A B vs C\n/duel I vs X"))
    assert all(e["ok"] for e in events), [e for e in events if not e["ok"]]
    assert of(events, "feniks-duel-side") == [
        {"side": 1, "names": "A, B"},
        {"side": 2, "names": "C"},
        {"side": 1, "names": "I"},
        {"side": 2, "names": "X"},
    ]


async def test_one_letter_words_off_the_roster_still_join(make_console: MakeConsole) -> None:
    console = await make_console(json_mode=True)
    await play(console, ROSTER)
    events = parsed(await play(console, "/duel Harry i Ron x Draco a Goyle"))
    assert of(events, "feniks-duel-side") == [{"side": 1, "names": "Harry, Ron"}, {"side": 2, "names": "Draco, Goyle"}]


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_duel_refusal_gives_an_example_that_starts_a_duel(make_console: MakeConsole, locale: str) -> None:
    console = await make_console(locale=locale)
    [refusal] = await play(console, "/duel vs")
    command = next(word for word in refusal.split() if word.startswith("/"))  # /duel, or the locale's /pojedynek
    example = command + " " + refusal.split(command + " ", 1)[1].split(" [", 1)[0]
    joints = ("vs", "proti", "против", "kontra", "contre", "a", "i", "и", "et", "and")  # sides, and «Dracovi a Goylovi»
    fighters = [w for w in example.split()[1:] if w not in joints]
    await play(console, "\n".join(f"/char {name} age=15" for name in fighters))
    [started, side_1, side_2, _] = await play(console, example)
    assert "4" in started, started
    assert all(name in side_1 for name in fighters[:2]), side_1
    assert all(name in side_2 for name in fighters[2:]), side_2


@pytest.mark.parametrize("locale", LOCALES)
async def test_a_catalogued_spell_keeps_its_own_category(make_console: MakeConsole, locale: str) -> None:
    console = await scripted(make_console, [8, 5, 8], locale)
    await play(console, "/duel Harry vs Draco\n/order Harry Draco")
    [refused] = parsed(await play(console, "/cast stupefy Draco category=transfig"))
    assert not refused["ok"] and refused["key"] == "feniks-refusal-category-fixed"
    assert refused["args"] == {"spell": "stupefy", "category": "charms", "rule": "feniks.spells"}
    events = parsed(await play(console, "/cast stupefy Draco category=charms"))
    assert of(events, "feniks-kod")[0]["attack"] == "9 (8 + 1)"  # Harry's Charms +1, not Transfiguration −1


async def test_the_category_refusal_reads_as_a_sentence(make_console: MakeConsole) -> None:
    console = await scripted(make_console, [], json_mode=False)
    await play(console, "/duel Harry vs Draco\n/order Harry Draco")
    assert await play(console, "/cast stupefy Draco category=transfig") == [
        "Stupefy is a Charms spell in the catalogue; category= is only for spells outside it"
        " (rule: the spell catalogue)."
    ]
