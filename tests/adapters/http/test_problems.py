"""What the API answers to what it refuses: JSON problems with a stable code and a message in the caller's language."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from aiohttp import ClientSession
from pydantic import SecretStr, ValidationError

from adapters.http.server import MAX_URL, build, server_for, start
from assistant.config import Settings
from tests.adapters.http.conftest import ADMIN, Site, wired
from tests.fakes import FakeClock

ROOT = Path(__file__).resolve().parents[3]


async def problem(site: Site, method: str, path: str, status: int, **kwargs: object) -> dict[str, str]:
    response = await site.call(method, path, **kwargs)  # type: ignore[arg-type]
    assert response.status == status and response.content_type == "application/json", await response.text()
    body: dict[str, str] = await response.json()
    assert set(body) == {"error", "code", "message"}
    return body


async def test_a_command_to_an_unknown_game_is_404_and_opens_no_game(site: Site) -> None:
    await site.open_game("club")
    typo = await problem(
        site, "POST", "/api/games/clbu/commands", 404, json={"text": "/char Harry"}, headers={"Accept-Language": "pl"}
    )
    assert (typo["error"], typo["code"]) == ("not_found", "game_not_found")
    assert typo["message"] == "Nie ma takiej gry. Najpierw ją załóż (POST /api/games)."
    assert [g["id"] for g in (await site.json("GET", "/api/games"))["games"]] == ["club"]
    assert (await site.call("GET", "/api/games/clbu/whoami")).status == 404


async def test_a_problem_speaks_the_games_language_else_the_browsers_else_english(site: Site) -> None:
    await site.open_game("club", locale="fr")
    bad = await problem(site, "POST", "/api/games/club/commands", 400, json={"text": ""})
    assert (bad["code"], bad["message"]) == ("field_empty", "Le champ «\u00a0text\u00a0» est vide.")
    extra = await problem(
        site, "POST", "/api/games", 400, json={"id": "x", "colour": "red"}, headers={"Accept-Language": "ru, en"}
    )
    assert (extra["code"], extra["message"]) == ("unknown_field", "Здесь нет поля «colour».")
    long = await problem(site, "POST", "/api/games", 400, json={"id": "x" * 300}, headers={"Accept-Language": "cs"})
    assert long["code"] == "invalid_field" and long["message"] == "Pole „id“ nemá platnou hodnotu."
    broken = await problem(site, "POST", "/api/games", 400, data=b"{", headers={"Content-Type": "application/json"})
    assert (broken["code"], broken["message"]) == ("invalid_json", "The body is not valid JSON.")
    unknown = await problem(site, "GET", "/api/games/club/events?colour=1", 400, headers={"Accept-Language": "de"})
    assert unknown["message"] == "Paramètre de requête inconnu\u00a0: colour."


async def test_a_text_body_is_415_and_changes_nothing(site: Site) -> None:
    await site.open_game("club")
    before = await site.json("GET", "/api/games/club")
    body = json.dumps({"text": "/char Harry sortileges=60"})
    for kind in ("text/plain", "application/x-www-form-urlencoded", None):
        headers = {"Content-Type": kind} if kind else {}
        refused = await problem(site, "POST", "/api/games/club/commands", 415, data=body, headers=headers)
        assert refused["code"] == "unsupported_media_type" and "application/json" in refused["message"]
    assert await site.json("GET", "/api/games/club") == before
    vendor = await site.call(
        "POST", "/api/games/club/commands", data=body, headers={"Content-Type": "application/vnd.x+json; charset=utf-8"}
    )
    assert vendor.status == 200


async def test_a_body_too_large_is_413_in_json(site: Site) -> None:
    await site.open_game("club", locale="ru")
    huge = await problem(site, "POST", "/api/games/club/commands", 413, json={"text": "x" * 70_000})
    assert huge["code"] == "payload_too_large" and huge["message"] == "Тело запроса слишком большое: не больше 64 КиБ."


async def test_unknown_routes_and_methods_answer_json(site: Site) -> None:
    missing = await problem(site, "GET", "/api/nothing-here", 404)
    assert missing["code"] == "route_not_found"
    response = await site.call("DELETE", "/api/games")
    assert response.status == 405 and (await response.json())["code"] == "method_not_allowed"
    assert "GET" in response.headers["Allow"]


async def test_an_over_long_url_is_414_in_json(clock: FakeClock) -> None:
    """Through the production runner: URLs past the answer limit, and past aiohttp's own 8 KiB line limit too."""
    app = await wired(clock=clock)
    running = await start(build(server_for(app, ADMIN)), "127.0.0.1", 0)
    try:
        async with ClientSession() as session:
            for length in (MAX_URL + 1, 20_000):
                async with session.get(f"{running.url}/api/games/{'x' * length}") as response:
                    assert response.status == 414 and response.content_type == "application/json"
                    body = await response.json()
                    assert body["code"] == "uri_too_long" and body["message"] == (
                        f"The address is too long: at most {MAX_URL:,} characters."
                    )
    finally:
        await running.stop()
        await app.aclose()


async def test_a_key_reused_with_another_body_is_422_and_applies_nothing(site: Site) -> None:
    await site.open_game("club", locale="cs")
    first = await site.command("club", "/char Harry sortileges=60", key="k-1")
    reused = await problem(
        site,
        "POST",
        "/api/games/club/commands",
        422,
        json={"text": "/char Harry sortileges=99"},
        headers={"Idempotency-Key": "k-1"},
    )
    assert reused["code"] == "idempotency_key_reused" and reused["message"].startswith("Tento Idempotency-Key už byl")
    again = await site.command("club", "/char Harry sortileges=60", key="k-1")
    assert again["duplicate"] and again["seq"] == first["seq"]
    harry = await site.json("GET", "/api/games/club/characters/harry")
    assert harry["sheet"]["sortileges"] == 60
    log = await site.json("GET", "/api/games/club/events")
    assert [e["command"] for e in log["entries"]].count("/char Harry sortileges=99") == 0


async def test_a_refused_request_retried_gets_the_same_refusal_applied_zero_times(site: Site) -> None:
    await site.open_game("club")
    refused = await site.command("club", "/cast Harry: stupefix", key="cast-1")
    assert not refused["ok"] and not refused["duplicate"]
    unread = await site.command("club", "Harry does a little dance", key="talk-1")
    assert not unread["ok"]
    await site.command("club", "/char Harry sortileges=60")
    retried = await site.command("club", "/cast Harry: stupefix", key="cast-1")
    assert retried["duplicate"] and retried["refusal"] == refused["refusal"] and retried["seq"] is None
    assert (await site.command("club", "Harry does a little dance", key="talk-1"))["duplicate"]
    reused = await site.call(
        "POST", "/api/games/club/commands", json={"text": "/help"}, headers={"Idempotency-Key": "talk-1"}
    )
    assert reused.status == 422
    assert (await site.json("GET", "/api/games/club"))["seq"] == 2


def test_a_weak_admin_token_is_refused_by_the_settings() -> None:
    for weak in ("x", "short-token", "sixteen chars ok"):
        with pytest.raises(ValidationError, match="at least 16"):
            Settings(http_admin_token=SecretStr(weak))
    assert Settings(http_admin_token=SecretStr("a-strong-admin-token")).http_admin_token is not None
    assert Settings(http_admin_token=None).http_admin_token is None


def test_the_command_line_says_which_setting_is_weak_in_the_users_language() -> None:
    env = {"ASSISTANT_HTTP_ADMIN_TOKEN": "x", "ASSISTANT_DEFAULT_LOCALE": "pl", "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-m", "assistant", "serve", "--port", "0"],
        capture_output=True,
        text=True,
        env={**env, "PYTHONPATH": str(ROOT), "HOME": "/tmp"},
        cwd="/tmp",
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip() == (
        "ASSISTANT_HTTP_ADMIN_TOKEN zawiera za słaby token: potrzeba co najmniej 16 drukowalnych znaków bez spacji. "
        "Możesz też zostawić to ustawienie puste — wtedy przy każdym starcie powstanie nowy token."
    )


async def test_unknown_query_parameters_are_named_with_their_number(site: Site) -> None:
    one = await problem(site, "GET", "/api/games?colour=red", 400, headers={"Accept-Language": "cs"})
    assert (one["code"], one["message"]) == ("unknown_parameter", "Neznámý parametr dotazu: colour.")
    two = await problem(site, "GET", "/api/games?b=1&a=2", 400, headers={"Accept-Language": "ru"})
    assert two["message"] == "Неизвестные параметры запроса: a, b."


@pytest.mark.parametrize("encoding", ["gzip", "deflate"])
async def test_a_garbled_compressed_body_is_400_and_changes_nothing(site: Site, encoding: str) -> None:
    # Issue 31, item 22: a body that says it is compressed and is not answered 500.
    await site.open_game("club")
    before = await site.json("GET", "/api/games/club")
    headers = {"Content-Type": "application/json", "Content-Encoding": encoding}
    body = b"not compressed at all"
    garbled = await problem(site, "POST", "/api/games/club/commands", 400, data=body, headers=headers)
    assert (garbled["error"], garbled["code"]) == ("bad_request", "body_not_decoded")
    assert garbled["message"] == f"The body says it is compressed ({encoding}) but does not decompress: send it again."
    assert await site.json("GET", "/api/games/club") == before
