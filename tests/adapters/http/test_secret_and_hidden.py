"""Secret rolls and hidden pools at the web door, through the real HTTP server with GM, player and read tokens:
the JSON API, the live stream and the dashboard page in headless Chromium show each token only what it may read."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tests.adapters.http.conftest import Site
from tests.adapters.http.test_browser import open_page

GAME = "/api/games/g"


@dataclass
class Table:
    gm: str
    bob: str
    eve: str
    tv: str
    rolled: str  #: the line Bob read of his own secret roll


async def _table(site: Site) -> Table:
    await site.open_game("g", ruleset="duel_club", locale="en")
    gm, bob = await site.token("g", "gm", "Minerva"), await site.token("g", "player", "Bob")
    eve, tv = await site.token("g", "player", "Eve"), await site.token("g", "read", "tv")
    for line in ("/char Goyle sortileges=40", "/char Harry sortileges=60", "/char Goyle hidden=yes"):
        assert (await site.command("g", line, token=gm))["ok"]
    said = await site.command("g", "/roll secret 1d20+3", token=bob)
    assert said["ok"] and said["events"][0]["key"] == "roll-result"  # the roller reads his own roll whole
    return Table(gm, bob, eve, tv, said["lines"][0])


def _last(log: dict[str, Any]) -> dict[str, Any]:
    entry: dict[str, Any] = log["entries"][-1]
    return entry


async def test_the_log_shows_a_secret_roll_to_its_roller_and_the_gms_and_its_notice_to_others(site: Site) -> None:
    table = await _table(site)
    assert table.rolled.startswith("Roll 1d20+3: ")
    for token in (table.gm, table.bob):
        entry = _last(await site.json("GET", f"{GAME}/events", token=token))
        assert entry["command"] == "/roll secret 1d20+3" and [e["text"] for e in entry["events"]] == [table.rolled]
    for token in (table.eve, table.tv):
        entry = _last(await site.json("GET", f"{GAME}/events", token=token))
        assert entry["command"] == "/roll" and [e["text"] for e in entry["events"]] == ["Bob made a secret roll."]
        assert entry["events"][0]["rolls"] == []
        recent = (await site.json("GET", f"{GAME}/dashboard", token=token))["recent"]
        assert recent[0]["events"][0]["text"] == "Bob made a secret roll." and "1d20" not in json.dumps(recent)


async def test_a_hidden_npcs_numbers_reach_only_gm_tokens(site: Site) -> None:
    table = await _table(site)
    for token in (table.eve, table.tv):
        roster = {c["key"]: c for c in (await site.json("GET", f"{GAME}/characters", token=token))["characters"]}
        goyle = roster["goyle"]
        assert goyle["pools"] == [] and goyle["sheet"]["sortileges"] == "?" and goyle["sheet"]["pv"] == "?"
        assert [(b["id"], b["text"]) for b in goyle["badges"]] == [("hidden", "hidden from the players")]
        assert roster["harry"]["pools"][0]["current"] == 5 and roster["harry"]["sheet"]["sortileges"] == 60
        one = await site.json("GET", f"{GAME}/characters/Goyle", token=token)
        assert one["pools"] == [] and "40" not in json.dumps(one["sheet"])
        pools = {r["key"]: r for r in (await site.json("GET", f"{GAME}/pools", token=token))["pools"]}
        assert pools["goyle"]["pools"] == []
        created = (await site.json("GET", f"{GAME}/events", token=token))["entries"]
        goyle_made = next(e for e in created if e["command"].startswith("/char Goyle sortileges"))
        assert goyle_made["command"] == "/char Goyle sortileges=?" and "40" not in json.dumps(goyle_made["events"])
    for token in (table.gm, None):  # None: the admin token
        path, kwargs = f"{GAME}/characters/Goyle", ({"token": token} if token else {})
        one = await site.json("GET", path, **kwargs)
        assert one["pools"][0]["current"] == 5 and one["sheet"]["sortileges"] == 40
        assert [b["id"] for b in one["badges"]] == ["hidden"]


async def test_a_duels_state_shows_players_no_number_of_its_hidden_fighter(site: Site) -> None:
    table = await _table(site)
    for line in ("/duel Goyle vs Harry", "/init"):
        assert (await site.command("g", line, token=table.gm))["ok"]
    whole: dict[str, Any] = {"actions": []}
    while not any(a["actor"] == "goyle" for a in whole["actions"]):  # cast in turn until Goyle has cast
        active = (await site.json("GET", f"{GAME}/duels/1", token=table.gm))["active"]
        assert (await site.command("g", f"/cast {active}: stupefix", token=table.gm))["ok"]
        whole = (await site.json("GET", f"{GAME}/duels/1", token=table.gm))["state"]
    cast = next(a for a in whole["actions"] if a["actor"] == "goyle")
    assert isinstance(cast["roll"], int) and isinstance(cast["threshold"], int)  # the GM reads it whole
    duel = (await site.json("GET", f"{GAME}/duels/1", token=table.eve))["state"]
    cast = next(a for a in duel["actions"] if a["actor"] == "goyle")
    assert (cast["roll"], cast["threshold"]) == ("?", "?")  # its threshold would tell its skill
    assert isinstance(duel["round"], int) and duel["fighters"]["harry"] == whole["fighters"]["harry"]


async def _first_dashboard(site: Site, token: str) -> dict[str, Any]:
    response = await site.call("GET", f"{GAME}/stream", token=token)
    try:
        async for raw in response.content:
            line = raw.decode().strip()
            if line.startswith("data: "):
                board: dict[str, Any] = json.loads(line.removeprefix("data: "))
                return board
    finally:
        response.close()
    raise AssertionError("the stream sent no dashboard")


async def test_the_live_stream_shows_each_token_what_it_may_read(site: Site) -> None:
    table = await _table(site)
    watched = await _first_dashboard(site, table.tv)
    assert watched["recent"][0]["events"][0]["text"] == "Bob made a secret roll."
    assert next(c for c in watched["characters"] if c["key"] == "goyle")["pools"] == []
    own = await _first_dashboard(site, table.bob)
    assert own["recent"][0]["events"][0]["text"] == table.rolled
    gm = await _first_dashboard(site, table.gm)
    assert next(c for c in gm["characters"] if c["key"] == "goyle")["pools"][0]["current"] == 5


async def test_the_dashboard_page_of_a_player_shows_the_notice_and_no_hidden_number(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    table = await _table(site)
    page = await open_page(browser, f"{site.url}/games/g#token={table.eve}")
    goyle = page.locator('[data-key="goyle"]')
    await expect(goyle.locator('[data-badge="hidden"]')).to_have_text("hidden from the players")
    await expect(goyle.locator(".pool-value")).to_have_count(0)
    await expect(page.locator('[data-key="harry"] [data-pool="pv"] .pool-value')).to_have_text("5 / 5")
    await expect(page.locator("#recent li").first).to_contain_text("Bob made a secret roll.")
    assert table.rolled not in await page.locator("#recent").inner_text()
    gm = await open_page(browser, f"{site.url}/games/g#token={table.gm}")
    await expect(gm.locator('[data-key="goyle"] [data-pool="pv"] .pool-value')).to_have_text("5 / 5")
    await expect(gm.locator("#recent li").first).to_contain_text(table.rolled)
    assert page.errors == [] and gm.errors == []


async def test_the_pools_chart_draws_a_hidden_npc_only_for_a_gm(site: Site) -> None:
    table = await _table(site)
    assert (await site.command("g", "/duel Goyle vs Harry", token=table.gm))["ok"]
    drawn = {}
    for who, token in (("gm", table.gm), ("player", table.eve), ("read", table.tv)):
        response = await site.call("GET", f"{GAME}/charts/pools.svg", token=token)
        assert response.status == 200
        drawn[who] = await response.text()
    assert "Goyle" in drawn["gm"] and "Harry" in drawn["gm"]
    for who in ("player", "read"):
        assert "Goyle" not in drawn[who] and "Harry" in drawn[who], who
