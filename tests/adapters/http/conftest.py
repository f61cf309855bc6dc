"""The web door on a real loopback socket: an aiohttp TestServer around the wired app, and a small client."""

from __future__ import annotations

import asyncio
import os
import shutil
import threading
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from aiohttp import ClientResponse, ClientSession
from aiohttp.test_utils import TestServer

from adapters.http.server import Running, build, server_for, start, wire
from adapters.http.web import Server
from assistant.bootstrap import App
from assistant.config import Settings
from assistant.state.engine import GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.fakes import FakeClock

ADMIN = "admin-token-for-tests"


@dataclass
class Site:
    """A running web door and a client session on it."""

    url: str
    session: ClientSession
    srv: Server

    @property
    def app(self) -> App:
        return self.srv.app

    async def call(self, method: str, path: str, token: str | None = ADMIN, **kwargs: Any) -> ClientResponse:
        headers = dict(kwargs.pop("headers", {}))
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        return await self.session.request(method, self.url + path, headers=headers, **kwargs)

    async def json(self, method: str, path: str, status: int = 200, **kwargs: Any) -> Any:
        response = await self.call(method, path, **kwargs)
        body = await response.json()
        assert response.status == status, (response.status, body)
        return body

    async def command(self, game: str, text: str, token: str = ADMIN, key: str | None = None) -> Any:
        headers = {"Idempotency-Key": key} if key else {}
        return await self.json("POST", f"/api/games/{game}/commands", token=token, json={"text": text}, headers=headers)

    async def open_game(self, game: str, ruleset: str = "duel_club", locale: str = "en") -> Any:
        return await self.json("POST", "/api/games", 201, json={"id": game, "ruleset": ruleset, "locale": locale})

    async def token(self, game: str, role: str, label: str = "") -> str:
        made = await self.json("POST", f"/api/games/{game}/tokens", 201, json={"role": role, "label": label})
        return str(made["token"])


def settings(**overrides: Any) -> Settings:
    base: dict[str, Any] = {"database_url": "memory://", "default_ruleset": "duel_club", "default_locale": "en"}
    return Settings(**{**base, **overrides})


async def wired(storage: Storage | None = None, clock: FakeClock | None = None, **overrides: Any) -> App:
    """Return the app as `assistant serve` wires it, on the given storage."""
    chosen = settings(**overrides)
    defaults = GameDefaults(ruleset=chosen.default_ruleset, locale=chosen.default_locale, seed=7)
    return await wire(chosen, storage=storage or InMemoryStorage(), clock=clock, defaults=defaults)


async def open_site(app: App) -> tuple[Site, TestServer]:
    srv = server_for(app, ADMIN)
    test_server = TestServer(build(srv), host="127.0.0.1")
    await test_server.start_server()
    url = str(test_server.make_url("")).rstrip("/")
    srv.base_url = url
    return Site(url, ClientSession(), srv), test_server


@pytest.fixture
async def site(clock: FakeClock) -> AsyncIterator[Site]:
    """A web door on in-memory storage."""
    web, test_server = await open_site(await wired(clock=clock))
    yield web
    await web.session.close()
    await test_server.close()
    await web.app.aclose()


@pytest.fixture
async def stored_site(storage: Storage, clock: FakeClock) -> AsyncIterator[Site]:
    """A web door on each storage kind (memory, SQLite, PostgreSQL where reachable)."""
    web, test_server = await open_site(await wired(storage, clock))
    yield web
    await web.session.close()
    await test_server.close()


class ThreadedServer:
    """The web door in a thread with its own event loop, for synchronous clients (schemathesis, a browser)."""

    def __init__(self, app_overrides: dict[str, Any] | None = None) -> None:
        self.overrides = app_overrides or {}
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.running: Running | None = None
        self.app: App | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._start())
        self.ready.set()
        self.loop.run_forever()

    async def _start(self) -> None:
        self.app = await wired(**self.overrides)
        srv = server_for(self.app, ADMIN)
        self.running = await start(build(srv), "127.0.0.1", 0)
        srv.base_url = self.running.url

    @property
    def url(self) -> str:
        assert self.running is not None
        return self.running.url

    def run(self, coro: Any, timeout: float = 30) -> Any:
        """Run a coroutine on the server's loop and return its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def __enter__(self) -> ThreadedServer:
        self.thread.start()
        assert self.ready.wait(30), "the server did not start"
        return self

    def __exit__(self, *exc: object) -> None:
        assert self.running is not None and self.app is not None
        self.run(self.running.stop())
        self.run(self.app.aclose())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture(scope="module")
def threaded() -> Iterator[ThreadedServer]:
    """The web door in a background thread, shared by a module's synchronous tests."""
    with ThreadedServer() as running:
        yield running


def _chromium() -> str | None:
    return (
        os.environ.get("PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH")
        or shutil.which("chromium")
        or shutil.which("chromium-browser")
    )


def _unavailable(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI must run the browser tests: {reason}")
    pytest.skip(reason)


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    """A headless Chromium from the system, or a skip (a failure under CI) saying what is missing."""
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        _unavailable("the playwright package is not installed (pip install playwright)")
    path = _chromium()
    if path is None:
        _unavailable("chromium is not installed (apt-get install chromium)")
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    async with async_playwright() as playwright:
        chromium = await playwright.chromium.launch(executable_path=path, args=args)
        yield chromium
        await chromium.close()
