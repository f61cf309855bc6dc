"""A hidden NPC through the web door in each ruleset: a player's token, another player's and a read-only link read
the log, the roster and the live board as the secrecy table says; a GM's token reads every number."""

from __future__ import annotations

import json
from typing import Any

import pytest

from assistant.conversation import secrecy
from models import Actor
from tests.adapters.hidden_npc import HOME, assert_read_as_the_table_says, differing
from tests.adapters.http.conftest import ADMIN, Site
from tests.adapters.http.test_secret_and_hidden import _first_dashboard
from tests.assistant.test_secrecy_table import SCRIPTS

GAME = "/api/games/g"


async def _texts(site: Site, token: str) -> list[str]:
    log = await site.json("GET", f"{GAME}/events?limit=500", token=token)
    return [event["text"] for entry in log["entries"] for event in entry["events"]]


def _numbers(value: Any) -> list[Any]:
    """Return every number in a JSON value (booleans are no numbers; a wand's id ``w2`` is a name)."""
    if isinstance(value, dict):
        return [n for v in value.values() for n in _numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _numbers(v)]
    return [value] if isinstance(value, int | float) and not isinstance(value, bool) else []


def _goyle(board: dict[str, Any]) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in board["characters"] if c["key"] == "goyle")
    return found


@pytest.mark.parametrize("rules", sorted(SCRIPTS))
async def test_each_token_reads_a_hidden_npc_as_the_table_says(site: Site, rules: str) -> None:
    locale = HOME[rules]
    await site.open_game("g", ruleset=rules, locale=locale)
    made = await site.json("POST", f"{GAME}/tokens", 201, json={"role": "player", "label": "Ania"})
    readers = {
        "player": str(made["token"]),
        "other": await site.token("g", "player", "Eve"),
        "link": await site.token("g", "read", "tv"),
    }
    for line in SCRIPTS[rules]:
        reply = await site.command("g", line.replace("to=web:ania", f"to=web:{made['id']}"))
        assert reply["lines"], line
    state = await site.app.engine.state("g")
    assert state is not None and state.characters["goyle"].hidden
    player = secrecy.reader_of(state, Actor(id=f"web:{made['id']}"))
    differs = await differing(site.app.storage, "g", state, player, locale)
    assert differs == await differing(site.app.storage, "g", state, secrecy.LINK, locale)
    for name, token in readers.items():
        assert_read_as_the_table_says(differs, await _texts(site, token))
        roster = (await site.json("GET", f"{GAME}/characters", token=token))["characters"]
        goyle = next(c for c in roster if c["key"] == "goyle")
        assert goyle["pools"] == [] and _numbers(goyle["sheet"]) == [], (name, goyle)
        board = await _first_dashboard(site, token)
        assert _goyle(board)["pools"] == [], name
        assert not any(d.gm in json.dumps(board, ensure_ascii=False) for d in differs), name
    gm = "\n".join(await _texts(site, ADMIN))
    assert all(d.gm in gm for d in differs)
    assert _goyle(await _first_dashboard(site, ADMIN))["pools"] != []
    roster = (await site.json("GET", f"{GAME}/characters"))["characters"]
    assert _numbers(next(c for c in roster if c["key"] == "goyle")["sheet"])
