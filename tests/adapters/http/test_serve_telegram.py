"""`assistant serve` with a bot token: the real Telegram library behind the web server's webhook route (or polling),
against the fake Bot API on loopback; a chat command shows on the live dashboard and in the metrics."""

from __future__ import annotations

import asyncio
import io
import socket
from collections.abc import AsyncIterator

import pytest
from aiohttp import ClientSession
from pydantic import SecretStr

from adapters.http.server import serve
from tests.adapters.http.conftest import ADMIN, settings
from tests.adapters.http.test_live import events, next_view
from tests.adapters.telegram.fakebot import FakeBotApi

CHAT = -100777
SECRET = "hook-secret_123"


@pytest.fixture
async def fake() -> AsyncIterator[FakeBotApi]:
    bot_api = FakeBotApi()
    await bot_api.start()
    yield bot_api
    await bot_api.stop()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def _ready(session: ClientSession, url: str) -> None:
    for _ in range(100):
        try:
            async with session.get(f"{url}/readyz") as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        await asyncio.sleep(0.1)
    raise AssertionError("the server did not become ready")


@pytest.mark.parametrize("mode", ["webhook", "polling"])
async def test_a_chat_command_reaches_the_dashboard_stream_and_metrics(fake: FakeBotApi, mode: str) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    webhook = {"webhook_url": f"{url}/telegram", "webhook_secret": SecretStr(SECRET)} if mode == "webhook" else {}
    chosen = settings(
        http_port=port,
        http_admin_token=SecretStr(ADMIN),
        telegram_token=SecretStr(fake.token),
        telegram_base_url=fake.base_url,
        **webhook,
    )
    stop = asyncio.Event()
    task = asyncio.create_task(serve(chosen, stop, out=io.StringIO()))
    gm = fake.user(201, "Minerva", "minerva")
    fake.make_admin(CHAT, gm, creator=True)
    async with ClientSession(headers={"Authorization": f"Bearer {ADMIN}"}) as session:
        try:
            await _ready(session, url)
            first = fake.update(message=fake.incoming(gm, CHAT, "/start"))
            await (fake.post_webhook(first) if mode == "webhook" else fake.enqueue(first))
            game = f"tg:{CHAT}"
            for _ in range(100):
                async with session.get(f"{url}/api/games/{game}") as response:
                    if response.status == 200:
                        break
                await asyncio.sleep(0.1)
            async with session.get(f"{url}/api/games/{game}/stream") as stream:
                views = events(stream)
                before = await next_view(views)
                second = fake.update(message=fake.incoming(gm, CHAT, "/char Harry sortileges=70"))
                await (fake.post_webhook(second) if mode == "webhook" else fake.enqueue(second))
                after = await next_view(views, timeout=10)
            assert after["seq"] == before["seq"] + 1 and [c["name"] for c in after["characters"]] == ["Harry"]
            assert after["recent"][0]["door"] == "telegram"
            async with session.get(f"{url}/metrics") as response:
                assert 'door="telegram",result="applied"' in await response.text()
            if mode == "webhook":
                assert fake.webhook["url"] == f"{url}/telegram"
        finally:
            stop.set()
            assert await asyncio.wait_for(task, 30) == 0
