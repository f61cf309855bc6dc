"""Pictures over HTTP: /api/games/{game}/charts/… as PNG or SVG, behind the game's tokens, in its language."""

from __future__ import annotations

from tests.adapters.http.conftest import Site
from tests.adapters.telegram.fakebot import PNG_MAGIC, png_size

DUEL = [
    "/char Harry sortileges=100",
    "/char Draco sortileges=0",
    "/duel Harry vs Draco",
    "/init",
    "/cast Harry: stupefix",
]


async def played(site: Site, locale: str = "en") -> None:
    await site.open_game("club", "duel_club", locale)
    for line in DUEL:
        assert (await site.command("club", line))["ok"]


async def test_pools_of_a_duel_as_png_and_as_svg_in_the_games_language(site: Site) -> None:
    await played(site, "ru")
    png = await site.call("GET", "/api/games/club/charts/pools.png?duel=1")
    body = await png.read()
    assert png.status == 200 and png.content_type == "image/png"
    assert body.startswith(PNG_MAGIC) and png_size(body) == (800, 450)

    svg = await site.call("GET", "/api/games/club/charts/pools", headers={"Accept": "image/svg+xml"})
    text = await svg.text()
    assert svg.status == 200 and svg.content_type == "image/svg+xml"
    assert "Очки здоровья по ходу игры" in text and "Harry" in text and "Draco" in text  # the title, the legend


async def test_odds_bars_in_french_and_a_refusal_in_french(site: Site) -> None:
    await played(site, "fr")
    svg = await site.call("GET", "/api/games/club/charts/odds.svg", params={"q": "stupefix skill=60"})
    text = await svg.text()
    assert svg.status == 200 and "Chances exactes" in text and "Stupéfix (Sortilèges 60)" in text
    assert "60\u00a0%" in text  # Babel writes the French percent, with its space
    log = await site.json("GET", "/api/games/club/events")
    assert [e["command"] for e in log["entries"]][-1] != "odds"  # a picture plays nothing

    refused = await site.json("GET", "/api/games/club/charts/odds.png", 404, params={"q": "stupefix skill=500"})
    assert refused["code"] == "chart_refused" and "Sortilèges" in refused["message"]


async def test_charts_need_a_token_of_the_game_and_name_what_exists(site: Site) -> None:
    await played(site)
    assert (await site.call("GET", "/api/games/club/charts/pools.png", token=None)).status == 401
    other = await site.open_game("other")
    assert other["id"] == "other"
    foreign = await site.token("other", "read")
    pools = await site.call("GET", "/api/games/club/pools", token=foreign)
    picture = await site.call("GET", "/api/games/club/charts/pools.png", token=foreign)
    assert picture.status == pools.status == 403  # as every route of the game: another game's token is forbidden
    watcher = await site.token("club", "read")
    seen = await site.call("GET", "/api/games/club/charts/pools.png?name=harry", token=watcher)
    assert seen.status == 200 and png_size(await seen.read()) == (800, 450)
    assert (await site.json("GET", "/api/games/club/charts/pools.png?name=Ron", 404))["error"] == "not_found"
    assert (await site.json("GET", "/api/games/club/charts/pools.png?duel=9", 404))["error"] == "not_found"
    assert (await site.json("GET", "/api/games/club/charts/pie.png", 404))["error"] == "not_found"


async def test_a_log_position_that_is_no_number_is_refused_for_either_picture(site: Site) -> None:
    await site.open_game("club", "duel_club", "en")
    for chart in ("pools", "odds"):
        bad = await site.call("GET", f"/api/games/club/charts/{chart}", params={"seq": "null"})
        assert bad.status == 400 and (await bad.json())["code"] == "invalid_number", chart
