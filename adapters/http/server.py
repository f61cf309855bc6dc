"""The aiohttp application of the web door, and `assistant serve`: API, live dashboard, console, health, metrics."""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import signal
import sys
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import structlog
from aiohttp import web
from pydantic import SecretStr

from adapters.http import api, live, pages
from adapters.http.admin import stored_token
from adapters.http.auth import Tokens
from adapters.http.hub import Hub, NotifyingStorage
from adapters.http.metrics import CONTENT_TYPE, MeteredEngine, Metrics
from adapters.http.openapi import OPENAPI_PATH, document
from adapters.http.schemas import Health
from adapters.http.web import SERVER, ApiError, Server, json_response
from assistant.bootstrap import App, bootstrap, make_storage
from assistant.config import Settings
from assistant.errors import AssistantError, StorageError
from assistant.language.choice import base_language
from assistant.language.translator import FALLBACK, LOCALES, translator
from assistant.state.ports import Storage
from assistant.state.scheduler import Scheduler

log = structlog.get_logger(__name__)

#: Routes polled by monitors, logged only at debug level.
PROBES = frozenset({"/healthz", "/readyz", "/metrics"})


#: Largest request body read, bytes (a command is at most 1000 characters).
MAX_BODY = 64 * 1024
#: Longest path and query answered (a longer one is 414); the parser reads request lines up to MAX_LINE.
MAX_URL = 4096
MAX_LINE = 64 * 1024
#: The aiohttp runner's arguments `start` uses: request lines read up to MAX_LINE, so that a URL over MAX_URL gets
#: a JSON 414 (aiohttp answers a line over MAX_LINE itself, in plain text, before any handler runs).
RUNNER_ARGS: dict[str, Any] = {"max_line_size": MAX_LINE}
#: The problem code of an aiohttp HTTP error by its status.
HTTP_CODES = {
    404: "route_not_found",
    405: "method_not_allowed",
    413: "payload_too_large",
    414: "uri_too_long",
    415: "unsupported_media_type",
}


@web.middleware
async def observe(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Count, time and log each request by its route (never its query, which may hold secrets); errors as JSON."""
    started = time.perf_counter()
    route = request.match_info.route.resource.canonical if request.match_info.route.resource else "unmatched"
    try:
        response = await _answer(request, handler)
    except web.HTTPException as exc:
        response = exc  # a redirect or a success raised
    request.app[SERVER].metrics.requests.labels(route=route, status=str(response.status)).inc()
    (log.debug if route in PROBES else log.info)(
        "http.request",
        method=request.method,
        route=route,
        status=response.status,
        ms=round((time.perf_counter() - started) * 1000, 1),
    )
    if isinstance(response, web.HTTPException):
        raise response
    return response


async def _answer(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Return the handler's response, or a JSON problem in the request's language for any error."""
    try:
        if len(request.raw_path) > MAX_URL:
            raise ApiError(414, "uri_too_long", limit=MAX_URL)
        return await handler(request)
    except ApiError as err:
        return await problem(request, err)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        failed = ApiError(exc.status, HTTP_CODES.get(exc.status, "http_error"), http=exc.status, kib=MAX_BODY // 1024)
        response = await problem(request, failed)
        if "Allow" in exc.headers:
            response.headers["Allow"] = exc.headers["Allow"]
        return response
    except Exception:
        log.exception("http.error", method=request.method, route=request.path[:200])
        return await problem(request, ApiError(500, "internal"))


async def problem(request: web.Request, err: ApiError) -> web.Response:
    """Return a problem as JSON, worded in the game's language, else the browser's, else English."""
    return err.response(request.app[SERVER].app.translator, await problem_locale(request))


async def problem_locale(request: web.Request) -> str:
    """Return the language of an error: the path's game's, else the first of Accept-Language spoken, else en."""
    game = request.match_info.get("game", "")
    if game and len(game) <= 100:
        try:
            raw = await request.app[SERVER].app.storage.read_state(game)
        except AssistantError as exc:  # the database is down: the browser's language then
            log.warning("http.problem_locale", error=repr(exc))
            raw = None
        if raw is not None and raw.get("locale") in LOCALES:
            return str(raw["locale"])
    return base_language(api.browser_language(request.headers.get("Accept-Language", ""))) or FALLBACK


async def healthz(request: web.Request) -> web.Response:
    """Liveness: the process answers."""
    return json_response(Health(status="ok"))


async def readyz(request: web.Request) -> web.Response:
    """Readiness: the database answers, its schema is at the newest migration, and the scheduler has read its timers
    (where this process runs one)."""
    app = request.app[SERVER].app
    checks = await ready_checks(app.storage, app.scheduler)
    ok = all(v == "ok" for v in checks.values())
    return json_response(Health(status="ok" if ok else "fail", checks=checks), 200 if ok else 503)


async def ready_checks(storage: Storage, scheduler: Scheduler | None = None) -> dict[str, str]:
    """Return each readiness check's outcome: 'ok' or why not."""
    checks: dict[str, str] = {}
    try:
        await storage.read_state("_readyz")
        checks["database"] = "ok"
    except Exception as exc:
        return {"database": f"unreachable: {type(exc).__name__}"}
    sql_engine = getattr(getattr(storage, "inner", storage), "engine", None)
    if sql_engine is not None:
        checks["migrations"] = await _migrations(sql_engine)
    if scheduler is not None and scheduler.running:
        checks["scheduler"] = "ok" if scheduler.ready.is_set() else "loading its timers"
    return checks


async def _migrations(sql_engine: Any) -> str:
    from adapters.storage.migrate import current_version, head

    current, newest = await current_version(sql_engine), head()
    return "ok" if current == newest else f"at {current}, newest {newest}"


async def metrics(request: web.Request) -> web.Response:
    """Prometheus metrics in the text exposition format."""
    body = request.app[SERVER].metrics.render()
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE})


async def openapi(request: web.Request) -> web.Response:
    """The OpenAPI document."""
    return web.json_response(document())


async def _closing(web_app: web.Application) -> None:
    web_app[SERVER].closing = True


def build(srv: Server) -> web.Application:
    """Return the aiohttp application of the web door."""
    web_app = web.Application(middlewares=[observe], client_max_size=MAX_BODY)
    web_app[SERVER] = srv
    web_app.add_routes([web.route(r.method, r.path, api.endpoint(r)) for r in api.ROUTES])
    web_app.add_routes(
        [
            web.get("/api/games/{game}/stream", live.stream),
            web.get(OPENAPI_PATH, openapi),
            web.get("/healthz", healthz),
            web.get("/readyz", readyz),
            web.get("/metrics", metrics),
            *pages.routes(),
        ]
    )
    web_app.on_shutdown.append(_closing)
    web_app.cleanup_ctx.append(live.watch_replicas)
    return web_app


async def wire(settings: Settings, storage: Storage | None = None, **kwargs: Any) -> App:
    """Bootstrap the app for the web: storage that wakes live pages, an engine that counts and times commands."""
    hub = Hub()
    inner = storage or await make_storage(settings)
    return await bootstrap(settings, storage=NotifyingStorage(inner, hub), engine_type=MeteredEngine, **kwargs)


def server_for(app: App, admin_token: str, base_url: str = "") -> Server:
    """Return the web door's wiring around a wired app."""
    storage = app.storage
    hub = storage.hub if isinstance(storage, NotifyingStorage) else Hub()
    metered = app.engine.metrics if isinstance(app.engine, MeteredEngine) else Metrics()
    return Server(app=app, tokens=Tokens(storage, admin_token, app.engine), hub=hub, metrics=metered, base_url=base_url)


@dataclass
class Running:
    """A started server: its runner and the address it listens on."""

    runner: web.AppRunner
    url: str

    async def stop(self) -> None:
        """Stop listening and finish open requests."""
        await self.runner.cleanup()


async def start(web_app: web.Application, host: str, port: int) -> Running:
    """Listen on host:port (0: any free port) and return the server's URL."""
    runner = web.AppRunner(web_app, access_log=None, shutdown_timeout=5, **RUNNER_ARGS)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    bound_host, bound_port = runner.addresses[0][:2]
    shown = "[" + bound_host + "]" if ":" in bound_host else bound_host
    return Running(runner, f"http://{shown}:{bound_port}")


def _settings(args: argparse.Namespace) -> Settings:
    return Settings.from_args(args)


def secret(value: SecretStr | None) -> str:
    """Return a secret setting's value; unset and empty are the same."""
    return value.get_secret_value() if value is not None else ""


def admin_token(settings: Settings) -> str:
    """Return the admin token: the setting's, else the one kept in the data directory (made on first use)."""
    return secret(settings.http_admin_token) or stored_token(settings.data_dir)


def _telegram(web_app: web.Application, app: App) -> Any:
    """Mount the webhook when a token and a public URL are set; return the bot to poll with otherwise."""
    if not secret(app.settings.telegram_token):
        return None
    from adapters.telegram import bot, webhook

    if webhook.mount(web_app, app) is not None:
        return None
    return bot.build_application(app, app.settings)


#: The exit status of a server that could not start: a setting or the machine to fix, said in one line.
CANNOT_START = 2


async def serve(settings: Settings, stop: asyncio.Event, out: Any = sys.stdout, err: Any = sys.stderr) -> int:
    """Run the web door (and Telegram when a token is set) until ``stop`` is set; return the exit status.

    A data directory or database it cannot use, or an address it cannot listen on, is said in one line on ``err``
    (what to do about it), and the status is CANNOT_START.
    """
    try:
        app = await wire(settings)
    except StorageError as exc:
        return _cannot_start(err, settings, "web-serve-no-storage", reason=str(exc), dir=str(settings.data_dir))
    try:
        admin = admin_token(settings)
    except OSError as exc:
        await app.aclose()
        return _cannot_start(err, settings, "web-serve-no-data-dir", reason=_reason(exc), dir=str(settings.data_dir))
    srv = server_for(app, admin)
    web_app = build(srv)
    polling = _telegram(web_app, app)
    try:
        running = await start(web_app, settings.http_host, settings.http_port)
    except OSError as exc:
        await app.aclose()
        srv.metrics.close()
        host, port = settings.http_host, settings.http_port
        return _cannot_start(err, settings, "web-serve-no-port", reason=_reason(exc), host=host, port=str(port))
    srv.base_url = settings.http_public_url.rstrip("/") or running.url
    _announce(out, app, srv.base_url, None if secret(settings.http_admin_token) else admin)
    app.start_upkeep()
    gc.freeze()  # start-up's objects live as long as the process: full collections need not walk them again
    try:
        if polling is not None:
            from adapters.telegram.bot import run_polling

            await run_polling(polling, stop)
        await stop.wait()
    finally:
        await running.stop()
        await app.aclose()
        srv.metrics.close()
    return 0


def _cannot_start(err: Any, settings: Settings, key: str, **args: str) -> int:
    """Say in one line, in the default language, why the server cannot start and what to do; return the status."""
    print(translator().format(key, settings.default_locale, dict(args)), file=err, flush=True)
    return CANNOT_START


def _reason(exc: OSError) -> str:
    """Return what the system says of a failed call ('Address already in use')."""
    return os.strerror(exc.errno) if exc.errno else str(exc)


def _announce(out: Any, app: App, url: str, admin: str | None) -> None:
    lines = {"web-serve-address": f"{url}/"} | ({"web-serve-admin-link": f"{url}/#token={admin}"} if admin else {})
    for key, link in lines.items():
        print(app.translator.format(key, app.engine.defaults.locale, {"url": link}), file=out, flush=True)


async def main(args: argparse.Namespace) -> int:
    """Run `assistant serve` until SIGINT or SIGTERM."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    return await serve(_settings(args), stop)
