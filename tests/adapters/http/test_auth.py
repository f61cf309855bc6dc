"""Token auth: no token, a wrong token, a read-only token trying a GM command, roles, scope, hashed storage."""

from __future__ import annotations

import json

from adapters.http.auth import digest, match, new_secret
from assistant.state import replay
from assistant.state.ports import Storage
from models.game import AccessToken
from tests.adapters.http.conftest import Site


async def test_no_token_is_401(site: Site) -> None:
    await site.open_game("club")
    for method, path in (("GET", "/api/games/club/dashboard"), ("POST", "/api/games/club/commands")):
        response = await site.call(method, path, token=None, json={"text": "/help"})
        assert response.status == 401 and response.headers["WWW-Authenticate"].startswith("Bearer")
        assert (await response.json())["error"] == "unauthorized"


async def test_wrong_token_is_401_and_changes_nothing(site: Site) -> None:
    await site.open_game("club")
    before = await site.json("GET", "/api/games/club")
    response = await site.call("POST", "/api/games/club/commands", token="not-a-token", json={"text": "/char X"})
    assert response.status == 401
    assert await site.json("GET", "/api/games/club") == before


async def test_read_only_token_may_watch_but_not_send_a_gm_command(site: Site) -> None:
    await site.open_game("club")
    reader = await site.token("club", "read", "phone")
    assert (await site.json("GET", "/api/games/club/dashboard", token=reader))["game"] == "club"
    before = await site.json("GET", "/api/games/club")
    response = await site.call("POST", "/api/games/club/commands", token=reader, json={"text": "/lang pl"})
    assert response.status == 403 and (await response.json())["error"] == "forbidden"
    assert await site.json("GET", "/api/games/club") == before
    made = await site.call("POST", "/api/games/club/tokens", token=reader, json={"role": "gm"})
    assert made.status == 403


async def test_gm_token_commands_as_a_gm_and_player_token_as_a_player(site: Site) -> None:
    await site.open_game("club")
    gm = await site.token("club", "gm", "Anna")
    player = await site.token("club", "player", "Bob")
    refused = await site.command("club", "/lang pl", token=player)
    assert not refused["ok"] and refused["refusal"]["key"] == "refusal-gm-only"
    applied = await site.command("club", "/lang pl", token=gm)
    assert applied["ok"] and applied["locale"] == "pl"
    log = await site.json("GET", "/api/games/club/events?after=1", token=gm)
    assert log["entries"][-1]["actor"]["name"] == "Anna" and log["entries"][-1]["actor"]["id"].startswith("web:")
    who = await site.json("GET", "/api/games/club/whoami", token=player)
    assert (who["role"], who["game"], who["actor"]["admin"]) == ("player", "club", False)


async def test_a_token_opens_only_its_game_and_is_forbidden_elsewhere(site: Site) -> None:
    """A valid game token is known on every route: outside its game it is 403 (forbidden), not 401."""
    await site.open_game("one")
    await site.open_game("two")
    gm_one = await site.token("one", "gm")
    for method, path in (("GET", "/api/games"), ("POST", "/api/games")):
        problem = await site.json(method, path, 403, token=gm_one, json={"id": "three"})
        assert (problem["error"], problem["code"]) == ("forbidden", "forbidden")
        assert problem["message"] == "A GM token may not do this."
    # Issue 31, item 26: another game's route says the token is another game's, not that a GM may not do it.
    for method, path in (("GET", "/api/games/two/dashboard"), ("POST", "/api/games/two/commands")):
        problem = await site.json(method, path, 403, token=gm_one, json={"text": "/lang pl"})
        assert (problem["error"], problem["code"]) == ("forbidden", "other_game")
        assert problem["message"] == "This token belongs to another game: use a token made in this one."
    assert (await site.json("GET", "/api/games/two/dashboard"))["locale"] == "en"  # the command changed nothing
    assert [g["id"] for g in (await site.json("GET", "/api/games"))["games"]] == ["one", "two"]
    assert (await site.call("GET", "/api/games", token="not-a-token")).status == 401


async def test_gm_manages_tokens_and_a_revoked_token_stops_working(site: Site) -> None:
    await site.open_game("club")
    gm = await site.token("club", "gm")
    made = await site.json("POST", "/api/games/club/tokens", 201, token=gm, json={"role": "read", "label": "tv"})
    assert made["url"] == f"{site.url}/games/club#token={made['token']}"
    listed = await site.json("GET", "/api/games/club/tokens", token=gm)
    assert {t["label"] for t in listed["tokens"]} == {"", "tv"}
    assert all(set(t) == {"id", "role", "label", "created"} for t in listed["tokens"])
    assert (await site.call("DELETE", f"/api/games/club/tokens/{made['id']}", token=gm)).status == 204
    assert (await site.call("GET", "/api/games/club/dashboard", token=made["token"])).status == 401
    assert (await site.call("DELETE", f"/api/games/club/tokens/{made['id']}", token=gm)).status == 404


async def test_tokens_are_stored_hashed_and_survive_commands(stored_site: Site, storage: Storage) -> None:
    await stored_site.open_game("club")
    secret = await stored_site.token("club", "gm", "Anna")
    await stored_site.command("club", "/char Harry sortileges=50", token=secret)
    await stored_site.command("club", "/undo", token=secret)
    raw = await storage.read_state("club")
    assert raw is not None and secret not in json.dumps(raw)
    assert [t["digest"] for t in raw["access"]] == [digest(secret)]
    log = await storage.read_log("club")
    assert all(secret not in entry.model_dump_json() for entry in log)
    assert (await stored_site.command("club", "/help", token=secret))["ok"]


def test_match_finds_the_one_token_a_secret_opens() -> None:
    secrets_ = [new_secret() for _ in range(5)]
    stored = [AccessToken(id=str(i), digest=digest(s), role="read") for i, s in enumerate(secrets_)]
    assert [match(s, stored) for s in secrets_] == stored
    assert match("guess", stored) is None and match(secrets_[0], []) is None


async def test_making_and_revoking_a_token_are_log_entries_that_replay(stored_site: Site, storage: Storage) -> None:
    await stored_site.open_game("club", locale="pl")
    secret = await stored_site.token("club", "read", "tv")
    token_id = (await stored_site.json("GET", "/api/games/club/tokens"))["tokens"][0]["id"]
    await stored_site.command("club", "/char Harry sortileges=50")
    assert (await stored_site.command("club", "/undo"))["ok"]  # undoes the character, not the token
    assert (await stored_site.call("GET", "/api/games/club/dashboard", token=secret)).status == 200
    assert (await stored_site.call("DELETE", f"/api/games/club/tokens/{token_id}")).status == 204
    log = (await stored_site.json("GET", "/api/games/club/events"))["entries"]
    made, revoked = log[2], log[-1]
    assert made["events"][0]["text"] == f"Utworzono webowy token tylko do odczytu dla: tv (id {token_id})."
    assert revoked["events"][0]["text"] == f"Unieważniono webowy token {token_id}."
    assert made["actor"]["id"] == "web:admin" and made["door"] == "http"
    entries = await storage.read_log("club")
    assert all(secret not in e.model_dump_json() for e in entries)
    assert digest(secret) in entries[2].model_dump_json()
    assert replay.check(await storage.read_state("club"), entries).ok
    assert (await stored_site.call("GET", "/api/games/club/dashboard", token=secret)).status == 401


async def test_a_typed_token_command_is_no_command(site: Site) -> None:
    await site.open_game("club")
    typed = await site.command("club", f"/token add x1 role=gm digest={digest('mine')}")
    assert not typed["ok"] and (await site.json("GET", "/api/games/club/tokens"))["tokens"] == []
