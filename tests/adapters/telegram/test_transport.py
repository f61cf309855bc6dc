"""The Bot API client on aiohttp: what a server receives, and PTB's errors for timeouts and unreachable servers."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import AsyncIterator

import pytest
from aiohttp import web
from telegram import Bot, InputFile
from telegram.error import NetworkError, TimedOut
from telegram.request import RequestData
from telegram.request._requestparameter import RequestParameter

from adapters.telegram.bot import file_url
from adapters.telegram.transport import AiohttpRequest
from tests.adapters.telegram.fakebot import FakeBotApi

Seen = list[dict[str, object]]


@pytest.fixture
async def server() -> AsyncIterator[tuple[str, Seen]]:
    """A server that records each request's method, form fields and files, and is slow at /slow."""
    seen: Seen = []

    async def record(request: web.Request) -> web.Response:
        form = await request.post()
        fields = {
            k: (v.filename, v.file.read(), v.content_type) if isinstance(v, web.FileField) else v
            for k, v in form.items()
        }
        seen.append({"method": request.method, "fields": fields, "agent": request.headers.get("User-Agent", "")})
        return web.json_response({"ok": True, "result": True}, status=int(request.query.get("status", "200")))

    async def slow(request: web.Request) -> web.Response:
        await asyncio.sleep(1)
        return web.json_response({"ok": True, "result": True})

    app = web.Application()
    app.add_routes([web.route("*", "/record", record), web.get("/slow", slow)])
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield f"http://127.0.0.1:{port}", seen
    await runner.cleanup()


@pytest.fixture
async def request_() -> AsyncIterator[AiohttpRequest]:
    client = AiohttpRequest()
    await client.initialize()
    yield client
    await client.shutdown()


async def test_parameters_go_form_encoded_and_the_answer_comes_back(
    server: tuple[str, Seen], request_: AiohttpRequest
) -> None:
    url, seen = server
    params = {"chat_id": -100, "text": "Drętwota <b>!</b>"}
    data = RequestData([RequestParameter.from_input(k, v) for k, v in params.items()])
    status, body = await request_.do_request(f"{url}/record?status=201", "POST", data)
    assert status == 201 and body == b'{"ok": true, "result": true}'
    assert seen == [
        {
            "method": "POST",
            "fields": {"chat_id": "-100", "text": "Drętwota <b>!</b>"},
            "agent": AiohttpRequest.USER_AGENT,
        }
    ]


async def test_a_file_goes_multipart_with_its_name_and_type(server: tuple[str, Seen], request_: AiohttpRequest) -> None:
    url, seen = server
    upload = InputFile(b"\x00OggS voice", filename="spell.ogg", attach=True)
    data = RequestData([RequestParameter.from_input("chat_id", 7), RequestParameter.from_input("voice", upload)])
    status, _ = await request_.do_request(f"{url}/record", "POST", data)
    assert status == 200
    fields = seen[0]["fields"]
    assert isinstance(fields, dict) and fields["chat_id"] == "7"
    [(name, file)] = [(k, v) for k, v in fields.items() if k != "chat_id" and k != "voice"]
    assert file == ("spell.ogg", b"\x00OggS voice", upload.mimetype)
    assert fields["voice"] == f"attach://{name}"


async def test_a_slow_answer_is_timed_out(server: tuple[str, Seen], request_: AiohttpRequest) -> None:
    url, _ = server
    with pytest.raises(TimedOut):
        await request_.do_request(f"{url}/slow", "GET", read_timeout=0.2)


async def test_an_unreachable_server_is_a_network_error(request_: AiohttpRequest) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # bound, never listening: the connection is refused
        with pytest.raises(NetworkError):
            await request_.do_request(f"http://127.0.0.1:{port}/x", "GET")


async def test_a_bot_on_it_talks_to_the_bot_api_and_opens_again_after_shutdown() -> None:
    fake = FakeBotApi()
    await fake.start()
    fake.files["files/v1"] = b"OggS\x00spoken spell"
    try:
        bot = Bot(
            fake.token,
            base_url=fake.base_url,
            base_file_url=file_url(fake.base_url),
            request=AiohttpRequest(),
            get_updates_request=AiohttpRequest(),
        )
        for _ in range(2):
            async with bot:
                assert (await bot.get_me()).username == bot.username
                sent = await bot.send_message(-100, "<b>Expelliarmus</b>", parse_mode="HTML")
                assert sent.text == "Expelliarmus"
                voice = await bot.get_file("v1")
                assert await voice.download_as_bytearray() == bytearray(b"OggS\x00spoken spell")
    finally:
        await fake.stop()


async def test_not_initialized_is_refused() -> None:
    with pytest.raises(RuntimeError):
        await AiohttpRequest().do_request("http://127.0.0.1:1/", "GET")
