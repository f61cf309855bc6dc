"""A GM's work stays a GM's: sheets' numbers, conditions, new characters and binding for another, in every ruleset.

Issue 15, item 12: with a player's token, `/char Mia level=20 ability=99`, `/drain Mia`, `/restore Mia` and
`/fatigue Mia exhausted` were applied, and a player could create characters. By default only a GM does that; a
game setting (`/defaults players_edit_sheets=yes`, forum games) lets players keep their own sheets. A player may
still act, rest and use their own items.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from assistant.bootstrap import App
from assistant.language import words
from assistant.language.translator import LOCALES
from models import Actor
from tests.assistant.rulesets.kit import DiceGame, keys, open_app
from tests.fakes import FakeClock, ScriptedDice

MIA = Actor(id="web:mia", name="Mia's player")
OTHER = Actor(id="web:other", name="Someone else")
FORUM = "/defaults players_edit_sheets=yes"


@dataclass
class Table(DiceGame):
    """A game of any ruleset on a real engine, with scripted dice."""

    app: App
    dice: ScriptedDice
    game: str = "rights"
    counter: int = field(default=0)


async def open_table(ruleset: str, *lines: str, locale: str = "en") -> Table:
    """Open a game of a ruleset and send the GM's set-up lines."""
    dice = ScriptedDice()
    table = Table(await open_app(ruleset, locale, FakeClock(), dice), dice)
    for line in lines:
        await table.ok(line)
    return table


SPELL_POINTS = ("/char Mia level=3 ability=14 pearls=1", f"/iam Mia to={MIA.id}", "/char Zed level=1")


async def test_spell_points_a_player_may_not_do_the_gms_work_on_their_own_caster() -> None:
    table = await open_table("spell_points", *SPELL_POINTS)
    for line in ("/char Mia level=20 ability=99", "/drain Mia", "/restore Mia", "/fatigue Mia exhausted"):
        reply = await table.refused(line, "refusal-gm-sheet", actor=MIA)
        command = line.split()[0]
        assert table.lines(reply) == [
            f"Only a GM may do that with {command}: create a character, change a sheet's numbers or impose a "
            "condition. A GM may let players keep their own sheets with /defaults players_edit_sheets=yes."
        ]
    await table.refused("/char Ann level=1", "refusal-gm-sheet", actor=MIA)
    await table.refused(f"/iam Zed to={OTHER.id}", "refusal-gm-bind", actor=MIA)
    reply = await table.refused(f"/iam Mia to={OTHER.id}", "refusal-gm-bind", actor=MIA)
    assert table.lines(reply) == ["Only a GM may bind Mia to another player."]


async def test_spell_points_a_player_still_acts_rests_and_uses_their_items() -> None:
    table = await open_table("spell_points", *SPELL_POINTS)
    await table.ok("/cast magic missile", 4, actor=MIA)
    await table.ok("/spend 1", actor=MIA)
    await table.ok("/rest 1h", actor=MIA)
    await table.ok("/pearl 1", actor=MIA)
    await table.ok("/char Mia", actor=MIA)  # reading one's own sheet
    await table.ok("/char Mia gender=f", actor=MIA)  # how replies name one's own character
    await table.ok("/iam Zed", actor=MIA)  # a character nobody plays, taken for oneself


async def test_spell_points_the_gm_does_it_all() -> None:
    table = await open_table("spell_points", *SPELL_POINTS)
    for line in ("/char Mia level=20 ability=99", "/drain Mia", "/restore Mia", "/fatigue Mia exhausted"):
        await table.ok(line)
    await table.ok(f"/iam Zed to={OTHER.id}")


async def test_spell_points_where_players_keep_their_sheets_they_edit_only_their_own() -> None:
    table = await open_table("spell_points", *SPELL_POINTS, FORUM, f"/iam Zed to={OTHER.id}")
    for line in ("/char Mia level=20 ability=99", "/drain Mia", "/restore Mia", "/fatigue Mia exhausted"):
        await table.ok(line, actor=MIA)
    await table.ok("/char Ann level=1", actor=MIA)
    state = await table.app.engine.state(table.game)
    assert state is not None and state.characters["ann"].owner == MIA.id
    await table.refused("/drain Zed", "refusal-not-yours", actor=MIA)
    await table.refused("/char Zed level=9", "refusal-not-yours", actor=MIA)
    await table.refused(f"/iam Ann to={OTHER.id}", "refusal-gm-bind", actor=MIA)  # binding for another stays the GM's
    await table.refused("/gain Mia 3", "refusal-gm-only", actor=MIA)


FENIKS = ("/char Mia age=15 reflex=5 charms=10", f"/iam Mia to={MIA.id}")


async def test_feniks_sheets_and_order_are_the_gms() -> None:
    table = await open_table("feniks", *FENIKS)
    await table.refused("/char Mia charms=20", "refusal-gm-sheet", actor=MIA)
    await table.refused("/char Zed age=14", "refusal-gm-sheet", actor=MIA)
    await table.refused("/char Mia hp=3", "feniks-refusal-gm-field", actor=MIA)
    await table.ok("/char Mia", actor=MIA)
    await table.ok("/char Mia charms=20")
    await table.ok(FORUM)
    await table.ok("/char Mia charms=12", actor=MIA)
    await table.refused("/char Mia hp=3", "feniks-refusal-gm-field", actor=MIA)  # hit points stay the GM's


async def test_feniks_order_and_end_are_the_gms() -> None:
    table = await open_table("feniks", *FENIKS, "/char Draco age=16 reflex=5 charms=18", "/duel Mia vs Draco")
    await table.refused("/order Mia Draco", "refusal-gm-only", actor=MIA)
    await table.refused("/end", "refusal-gm-only", actor=MIA)
    await table.ok("/order Mia Draco")
    await table.ok("/end")


DUEL_CLUB = ("/char Mia sortileges=60", f"/iam Mia to={MIA.id}", "/char Draco sortileges=50")


async def test_duel_club_sheets_are_the_gms_and_players_still_duel() -> None:
    table = await open_table("duel_club", *DUEL_CLUB)
    await table.refused("/char Mia sortileges=100", "refusal-gm-sheet", actor=MIA)
    await table.refused("/char Luna sortileges=70", "refusal-gm-sheet", actor=MIA)
    await table.ok("/duel Mia vs Draco", actor=MIA)
    await table.ok("/init")
    reply = await table.ok("/cast stupefy", 1, actor=MIA)
    assert "duel_club-cast" in keys(reply)


async def test_duel_club_where_players_keep_their_sheets() -> None:
    table = await open_table("duel_club", *DUEL_CLUB, FORUM)
    await table.ok("/char Mia sortileges=70", actor=MIA)
    await table.ok("/char Luna sortileges=70", actor=OTHER)
    await table.refused("/char Luna sortileges=99", "refusal-not-yours", actor=MIA)
    await table.refused("/char Draco sortileges=99", "refusal-not-yours", actor=MIA)


ERGS = ("/char Mia age=15", f"/iam Mia to={MIA.id}")


async def test_ergs_sheets_life_and_cycles_are_the_gms() -> None:
    table = await open_table("ergs", *ERGS)
    await table.refused("/char Mia age=40", "refusal-gm-sheet", actor=MIA)
    await table.refused("/char Zed age=20", "refusal-gm-sheet", actor=MIA)
    await table.refused("/drain Mia cause=ritual", "refusal-gm-only", actor=MIA)
    await table.refused("/gain Mia 1 reason=gift", "refusal-gm-only", actor=MIA)
    await table.refused("/cycle", "refusal-gm-only", actor=MIA)
    await table.ok("/spend 1 reason=light", actor=MIA)
    await table.ok("/drain Mia cause=ritual")
    await table.refused("/restore Mia", "refusal-gm-only", actor=MIA)
    await table.ok("/restore Mia")


async def test_ergs_where_players_keep_their_sheets_the_life_erg_stays_the_gms() -> None:
    table = await open_table("ergs", *ERGS, "/char Draco age=17", FORUM)
    await table.ok("/char Mia age=16", actor=MIA)
    await table.ok("/char Zed age=20", actor=MIA)
    await table.refused("/char Draco age=30", "refusal-not-yours", actor=MIA)
    await table.refused("/drain Mia cause=ritual", "refusal-gm-only", actor=MIA)


async def test_the_setting_is_the_gms_and_told_back() -> None:
    table = await open_table("spell_points")
    await table.refused(FORUM, "refusal-gm-only", actor=MIA)
    await table.refused("/defaults players_may_cheat=yes", "refusal-unknown-setting")
    await table.refused("/defaults players_edit_sheets=perhaps", "refusal-bad-field")
    reply = await table.ok("/defaults players_edit_sheets=tak")  # yes in Polish
    assert table.lines(reply) == [
        "Game settings: players edit their own sheets: yes (sheets=); players' own macros: no (macros=)."
    ]
    assert table.lines(await table.ok("/defaults", actor=MIA)) == [
        "Game settings: players edit their own sheets: yes (sheets=); players' own macros: no (macros=)."
    ]
    await table.ok("/defaults players_edit_sheets=")  # back to the default
    assert table.lines(await table.ok("/defaults")) == [
        "No command defaults are set. A GM sets one with /defaults COMMAND key=value, e.g. /defaults duel type=club."
    ]
    await table.refused("/drain Mia", "refusal-gm-sheet", actor=MIA)


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_refusals_are_said_in_every_language(locale: str) -> None:
    table = await open_table("spell_points", *SPELL_POINTS, locale=locale)
    texts = [
        table.lines(await table.do("/drain Mia", MIA), locale),
        table.lines(await table.do(f"/iam Zed to={OTHER.id}", MIA), locale),
        table.lines(await table.do("/defaults players_edit=yes"), locale),
        table.lines(await table.ok(FORUM), locale),
    ]
    assert all(len(lines) == 1 and lines[0] for lines in texts), texts
    setting = words.word_list(locale, "word-option-players_edit_sheets")[0]  # karty=, листы=, fiches=
    assert "/" in texts[0][0] and f"{setting}=" in texts[0][0]  # the command and the setting, in its words
    assert ("Зед" if locale == "ru" else "Zed") in texts[1][0] and "players_edit" in texts[2][0]
    assert not [m for m in table.app.translator.misses if m[1] == locale]
