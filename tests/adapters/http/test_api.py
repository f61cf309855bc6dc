"""The JSON API against the running aiohttp server: games, commands, idempotency, reads, health, metrics, logs."""

from __future__ import annotations

import asyncio
from datetime import datetime

import pytest
import structlog

from adapters.http.api import browser_language
from assistant.state.memory_storage import InMemoryStorage
from tests.adapters.http.conftest import Site, open_site, wired
from tests.conftest import until
from tests.fakes import FakeClock

DUEL = [
    "/char Harry sortileges=100",
    "/char Draco sortileges=0",
    "/duel Harry vs Draco",
    "/init",
    "/cast Harry: stupefix",
    "/cast Draco: stupefix",
]


async def play(site: Site, game: str, lines: list[str]) -> list[dict[str, object]]:
    return [await site.command(game, line) for line in lines]


async def test_health_and_readiness(site: Site) -> None:
    assert await site.json("GET", "/healthz", token=None) == {"status": "ok", "checks": {}}
    ready = await site.json("GET", "/readyz", token=None)
    assert ready["status"] == "ok" and ready["checks"]["database"] == "ok"


async def test_readiness_checks_the_schema_version(stored_site: Site) -> None:
    ready = await stored_site.json("GET", "/readyz", token=None)
    sql = hasattr(stored_site.app.storage, "engine")
    assert ready["checks"] == ({"database": "ok", "migrations": "ok"} if sql else {"database": "ok"})


class SlowTimers(InMemoryStorage):
    """A storage whose first look at the timers waits until let go (a big database's first read)."""

    def __init__(self) -> None:
        super().__init__()
        self.go = asyncio.Event()

    async def next_due(self) -> datetime | None:
        await self.go.wait()
        return await super().next_due()


async def test_readiness_waits_until_the_scheduler_has_read_its_timers(clock: FakeClock) -> None:
    storage = SlowTimers()
    site, server = await open_site(await wired(storage, clock))
    try:
        site.app.start_upkeep()  # as `assistant serve` does once it listens
        await until(lambda: site.app.scheduler.running)
        loading = await site.json("GET", "/readyz", 503, token=None)
        assert loading == {"status": "fail", "checks": {"database": "ok", "scheduler": "loading its timers"}}
        storage.go.set()
        await asyncio.wait_for(site.app.scheduler.ready.wait(), 5)
        ready = await site.json("GET", "/readyz", token=None)
        assert ready == {"status": "ok", "checks": {"database": "ok", "scheduler": "ok"}}
    finally:
        await site.session.close()
        await server.close()
        await site.app.aclose()


async def test_open_game_with_ruleset_and_locale(site: Site) -> None:
    game = await site.open_game("club", "duel_club", "fr")
    assert (game["id"], game["ruleset"], game["locale"]) == ("club", "duel_club", "fr")
    assert "cast" in game["commands"]
    again = await site.json("POST", "/api/games", 409, json={"id": "club"})
    assert again["error"] == "conflict"
    listed = await site.json("GET", "/api/games")
    assert [g["id"] for g in listed["games"]] == ["club"]


async def test_open_game_refuses_unknown_choices(site: Site) -> None:
    bad_rules = await site.json("POST", "/api/games", 400, json={"id": "x", "ruleset": "chess"})
    assert bad_rules["error"] == "bad_request" and "ruleset" in bad_rules["message"]
    await site.json("POST", "/api/games", 400, json={"id": "x", "locale": "de"})
    await site.json("POST", "/api/games", 400, json={"id": "-bad id"})
    assert (await site.json("GET", "/api/games"))["games"] == []


async def test_command_reply_is_rendered_in_the_game_locale(site: Site) -> None:
    await site.open_game("club", locale="fr")
    reply = await site.command("club", "/char Harry sortileges=60")
    assert reply["ok"] and reply["seq"] == 3 and reply["locale"] == "fr"
    assert reply["events"][0]["key"] == "duel_club-char-created"
    assert reply["lines"] == [reply["events"][0]["text"]] and "Harry" in reply["lines"][0]
    assert reply["lines"][0] != site.app.translator.format("duel_club-char-created", "en", reply["events"][0]["args"])


async def test_refusal_names_the_rule_and_changes_nothing(site: Site) -> None:
    await site.open_game("club")
    before = await site.json("GET", "/api/games/club")
    reply = await site.command("club", "/cast Harry: stupefix")
    assert not reply["ok"] and reply["seq"] is None
    assert reply["refusal"]["args"]["rule"] and reply["lines"] == [reply["refusal"]["text"]]
    assert await site.json("GET", "/api/games/club") == before


async def test_text_that_is_no_command_is_a_localized_refusal(site: Site) -> None:
    await site.open_game("club", locale="pl")
    reply = await site.command("club", "hello there")
    assert not reply["ok"] and reply["refusal"]["key"] == "refusal-not-understood"
    assert reply["lines"][0] == site.app.translator.format(reply["refusal"]["key"], "pl", reply["refusal"]["args"])


async def test_a_slash_that_names_no_command_is_refused_in_the_game_locale(site: Site) -> None:
    await site.open_game("club", locale="cs")
    reply = await site.command("club", "/!?")
    assert not reply["ok"] and reply["refusal"]["key"] == "refusal-not-command" and reply["locale"] == "cs"
    assert reply["lines"][0] == site.app.translator.format("refusal-not-command", "cs", reply["refusal"]["args"])


async def test_idempotency_key_applies_a_command_once(site: Site) -> None:
    await site.open_game("club")
    first = await site.command("club", "/char Harry sortileges=60", key="retry-1")
    second = await site.command("club", "/char Harry sortileges=60", key="retry-1")
    assert first["seq"] == second["seq"] and second["duplicate"] and not first["duplicate"]
    third = await site.command("club", "/char Draco sortileges=40", key="retry-2")
    assert third["seq"] == first["seq"] + 1
    log = await site.json("GET", "/api/games/club/events")
    assert [e["command"] for e in log["entries"]].count("/char Harry sortileges=60") == 1


async def test_bad_idempotency_key_is_refused(site: Site) -> None:
    await site.open_game("club")
    response = await site.call(
        "POST", "/api/games/club/commands", json={"text": "/help"}, headers={"Idempotency-Key": "has space"}
    )
    assert response.status == 400


async def test_reads_after_a_duel(site: Site) -> None:
    await site.open_game("club")
    await play(site, "club", DUEL)
    roster = await site.json("GET", "/api/games/club/characters")
    assert [c["name"] for c in roster["characters"]] == ["Harry", "Draco"]
    draco = await site.json("GET", "/api/games/club/characters/draco")
    assert draco["duel"] == "1" and draco["sheet"]["sortileges"] == 0
    pools = await site.json("GET", "/api/games/club/pools")
    assert {p["name"]: p["pools"][0]["current"] for p in pools["pools"]} == {"Harry": 5, "Draco": 4}
    duel = await site.json("GET", "/api/games/club/duels/1")
    assert duel["names"] == ["Harry", "Draco"] and not duel["ended"] and duel["state"]["round"] == 2
    assert (await site.json("GET", "/api/games/club/duels"))["duels"] == [duel]


async def test_event_log_pages(site: Site) -> None:
    await site.open_game("club")
    await play(site, "club", DUEL)
    first = await site.json("GET", "/api/games/club/events?limit=3")
    assert [e["seq"] for e in first["entries"]] == [1, 2, 3] and first["next"] == 3
    rest = await site.json("GET", f"/api/games/club/events?after={first['next']}")
    assert [e["seq"] for e in rest["entries"]] == list(range(4, 2 + len(DUEL)))
    assert rest["entries"][-1]["door"] == "http" and rest["entries"][-1]["events"][0]["text"]
    await site.json("GET", "/api/games/club/events?limit=0", 400)
    await site.json("GET", "/api/games/club/events?after=x", 400)


@pytest.mark.parametrize("value", ["\u00b2", "\u0663", "\uff11", "-1", "+1", " 1"])
async def test_a_log_position_is_ascii_digits_only(site: Site, value: str) -> None:
    await site.open_game("club")
    await site.json("GET", "/api/games/club/events", 400, params={"after": value})


async def test_unknown_things_are_404(site: Site) -> None:
    await site.open_game("club")
    for path in ("/api/games/nope", "/api/games/club/characters/nobody", "/api/games/club/duels/9"):
        assert (await site.json("GET", path, 404))["error"] == "not_found"


async def test_dashboard_lists_roster_duels_and_recent_commands(site: Site) -> None:
    await site.open_game("club")
    await play(site, "club", DUEL)
    view = await site.json("GET", "/api/games/club/dashboard")
    assert view["seq"] == 1 + len(DUEL) and view["summary"] == "2 characters, 1 running duel"
    assert view["recent"][0]["command"] == DUEL[-1] and view["recent"][0]["seq"] == view["seq"]
    assert view["duels"][0]["lines"]


async def test_openapi_document_lists_every_route(site: Site) -> None:
    doc = await site.json("GET", "/api/openapi.json", token=None)
    assert doc["openapi"].startswith("3.1")
    expected = {"/api/games", "/api/games/{game}/commands", "/api/games/{game}/stream", "/healthz", "/metrics"}
    assert expected <= set(doc["paths"])
    command = doc["paths"]["/api/games/{game}/commands"]["post"]
    assert any(p["name"] == "Idempotency-Key" for p in command["parameters"])
    assert {"401", "403"} <= set(command["responses"])


async def test_metrics_count_commands_by_ruleset_and_result(site: Site) -> None:
    await site.open_game("club")
    await site.command("club", "/char Harry sortileges=60", key="m1")
    await site.command("club", "/char Harry sortileges=60", key="m1")
    await site.command("club", "/cast Harry: stupefix")
    text = await (await site.call("GET", "/metrics", token=None)).text()
    assert 'assistant_commands_total{door="http",result="applied",ruleset="duel_club"} 2.0' in text
    assert 'assistant_commands_total{door="http",result="duplicate",ruleset="duel_club"} 1.0' in text
    assert 'assistant_commands_total{door="http",result="refused",ruleset="duel_club"} 1.0' in text
    assert 'assistant_command_seconds_count{door="http"} 4' in text
    assert 'assistant_command_seconds_bucket{door="http",le="+Inf"} 4' in text


async def test_every_log_line_of_a_command_is_bound_to_game_door_and_key(site: Site) -> None:
    await site.open_game("club")
    with structlog.testing.capture_logs(processors=[structlog.contextvars.merge_contextvars]) as lines:
        await site.command("club", "/char Harry sortileges=60", key="k-42")
    command_lines = [line for line in lines if line["event"] != "http.request"]
    assert [line["event"] for line in command_lines] == ["command.done"]
    for line in command_lines:
        assert (line["game"], line["door"], line["dedup"]) == ("club", "http", "http:club:web:admin:k-42")


async def test_pages_and_static_files_are_served(site: Site) -> None:
    for path, kind in (("/", "text/html"), ("/games/club", "text/html"), ("/static/app.js", "text/javascript")):
        response = await site.call("GET", path, token=None)
        assert response.status == 200 and response.content_type == kind
        assert "default-src 'self'" in response.headers["Content-Security-Policy"]
    assert (await site.call("GET", "/static/secrets.txt", token=None)).status == 404


async def test_page_texts_come_from_the_locale(site: Site) -> None:
    pl = await site.json("GET", "/api/locales/pl", token=None)
    en = await site.json("GET", "/api/locales/en", token=None)
    assert set(pl["messages"]) == set(en["messages"]) and "web-console" in en["messages"]
    assert pl["messages"]["web-console"] != en["messages"]["web-console"]
    assert not any("$" in text for text in en["messages"].values())
    await site.json("GET", "/api/locales/xx", 404, token=None)


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("pl-PL,pl;q=0.9,en;q=0.8", "pl-PL"),
        ("de-DE, fr;q=0.7, ru;q=0.9", "ru"),
        ("de", None),
        ("", None),
        ("en;q=x", None),
    ],
)
def test_the_browsers_language_is_its_first_one_the_product_speaks(header: str, expected: str | None) -> None:
    assert browser_language(header) == expected


async def test_a_web_game_speaks_the_browsers_language_until_a_gm_sets_one(site: Site) -> None:
    await site.json(
        "POST", "/api/games", 201, json={"id": "salon", "ruleset": "feniks"}, headers={"Accept-Language": "cs"}
    )
    reply = await site.json(
        "POST", "/api/games/salon/commands", json={"text": "/start"}, headers={"Accept-Language": "cs-CZ,cs"}
    )
    assert reply["locale"] == "cs" and "Pravidla" in reply["lines"][0]
