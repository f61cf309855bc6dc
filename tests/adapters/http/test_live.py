"""The live stream: a dashboard event at once, and again whenever a command lands, from this process or another."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import ClientResponse

from adapters.storage import open_storage
from assistant.reading.slash import parse
from models import Actor
from tests.adapters.http.conftest import Site, open_site, wired

ROOT = Path(__file__).resolve().parents[3]


async def events(response: ClientResponse) -> AsyncIterator[dict[str, Any]]:
    """Yield the data of each 'dashboard' event of a server-sent event stream."""
    name, data = "", []
    async for raw in response.content:
        line = raw.decode().rstrip("\n")
        if line.startswith("event:"):
            name = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].strip())
        elif not line and data:
            if name == "dashboard":
                yield json.loads("\n".join(data))
            name, data = "", []


async def next_view(stream: AsyncIterator[dict[str, Any]], timeout: float = 5) -> dict[str, Any]:
    return await asyncio.wait_for(anext(stream), timeout)


@pytest.fixture
async def slow_poll_site() -> AsyncIterator[Site]:
    """A web door that polls storage only every minute: only the in-process notice can wake it quickly."""
    web, test_server = await open_site(await wired(http_poll_seconds=60))
    yield web
    await web.session.close()
    await test_server.close()


async def test_stream_sends_the_dashboard_then_each_change_from_another_door(slow_poll_site: Site) -> None:
    site = slow_poll_site
    await site.open_game("club")
    response = await site.call("GET", "/api/games/club/stream")
    assert response.status == 200 and response.content_type == "text/event-stream"
    stream = events(response)
    first = await next_view(stream)
    assert first["seq"] == 1 and first["characters"] == []
    command = parse("/char Harry sortileges=70", source="telegram")
    await site.app.engine.handle(command, Actor(id="tg:1", name="GM", admin=True), "club", "tg:update:1")
    second = await next_view(stream, timeout=3)
    assert second["seq"] == 2 and [c["name"] for c in second["characters"]] == ["Harry"]
    assert second["recent"][0]["door"] == "telegram"
    response.close()


async def test_stream_needs_a_token_that_opens_the_game(site: Site) -> None:
    await site.open_game("club")
    assert (await site.call("GET", "/api/games/club/stream", token=None)).status == 401
    assert (await site.call("GET", "/api/games/nope/stream")).status == 404


async def test_changes_from_another_process_reach_the_stream(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    app = await wired(await open_storage(url), http_poll_seconds=0.2)
    site, test_server = await open_site(app)
    try:
        await site.open_game("club")
        response = await site.call("GET", "/api/games/club/stream")
        stream = events(response)
        assert (await next_view(stream))["characters"] == []
        console = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "assistant", "console", "--db", url, "--game", "club", "--rules", "duel_club",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=ROOT,
            env={**os.environ, "ASSISTANT_LOG_LEVEL": "WARNING"},
        )  # fmt: skip
        out, _ = await asyncio.wait_for(console.communicate(b"/char Zed sortileges=30\n"), 60)
        assert console.returncode == 0 and b"Zed" in out
        view = await next_view(stream, timeout=10)
        assert [c["name"] for c in view["characters"]] == ["Zed"] and view["recent"][0]["door"] == "console"
        response.close()
    finally:
        await site.session.close()
        await test_server.close()
        await app.aclose()
