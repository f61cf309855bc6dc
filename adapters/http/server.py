"""The aiohttp application of the web door, and `assistant serve`: API, live dashboard, console, health, metrics."""

from __future__ import annotations

import argparse
import asyncio
import gc
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
from adapters.http.auth import Tokens, new_secret
from adapters.http.hub import Hub, NotifyingStorage
from adapters.http.metrics import CONTENT_TYPE, MeteredEngine, Metrics
from adapters.http.openapi import OPENAPI_PATH, document
from adapters.http.schemas import Health
from adapters.http.web import SERVER, ApiError, Server, json_response
from assistant.bootstrap import App, bootstrap, make_storage
from assistant.config import Settings
from assistant.ports import Storage

log = structlog.get_logger(__name__)

#: Routes polled by monitors, logged only at debug level.
PROBES = frozenset({"/healthz", "/readyz", "/metrics"})


@web.middleware
async def observe(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Count, time and log each request by its route (never its query, which may hold secrets); JSON for a crash."""
    started = time.perf_counter()
    route = request.match_info.route.resource.canonical if request.match_info.route.resource else "unmatched"
    try:
        response = await handler(request)
    except web.HTTPException as exc:
        response = exc
    except Exception:
        log.exception("http.error", method=request.method, route=route)
        response = ApiError(500, "internal", "the server failed; nothing was changed").response()
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


async def healthz(request: web.Request) -> web.Response:
    """Liveness: the process answers."""
    return json_response(Health(status="ok"))


async def readyz(request: web.Request) -> web.Response:
    """Readiness: the database answers and its schema is at the newest migration."""
    checks = await ready_checks(request.app[SERVER].app.storage)
    ok = all(v == "ok" for v in checks.values())
    return json_response(Health(status="ok" if ok else "fail", checks=checks), 200 if ok else 503)


async def ready_checks(storage: Storage) -> dict[str, str]:
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
    web_app = web.Application(middlewares=[observe], client_max_size=64 * 1024)
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
    return web_app


async def wire(settings: Settings, storage: Storage | None = None, **kwargs: Any) -> App:
    """Bootstrap the app for the web: storage that wakes live pages, an engine that counts and times commands."""
    hub = Hub()
    inner = storage or await make_storage(settings)
    app = await bootstrap(settings, storage=NotifyingStorage(inner, hub), **kwargs)
    app.engine = MeteredEngine.around(app.engine, Metrics())
    return app


def server_for(app: App, admin_token: str, base_url: str = "") -> Server:
    """Return the web door's wiring around a wired app."""
    storage = app.storage
    hub = storage.hub if isinstance(storage, NotifyingStorage) else Hub()
    metered = app.engine.metrics if isinstance(app.engine, MeteredEngine) else Metrics()
    return Server(app=app, tokens=Tokens(storage, admin_token), hub=hub, metrics=metered, base_url=base_url)


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
    runner = web.AppRunner(web_app, access_log=None, shutdown_timeout=5)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    bound_host, bound_port = runner.addresses[0][:2]
    shown = "[" + bound_host + "]" if ":" in bound_host else bound_host
    return Running(runner, f"http://{shown}:{bound_port}")


def _settings(args: argparse.Namespace) -> Settings:
    chosen = {
        "database_url": args.db,
        "http_host": args.host,
        "http_port": args.port,
        "default_ruleset": args.rules,
        "default_locale": args.locale,
    }
    return Settings(**{k: v for k, v in chosen.items() if v is not None})


def secret(value: SecretStr | None) -> str:
    """Return a secret setting's value; unset and empty are the same."""
    return value.get_secret_value() if value is not None else ""


def _telegram(web_app: web.Application, app: App) -> Any:
    """Mount the webhook when a token and a public URL are set; return the bot to poll with otherwise."""
    if not secret(app.settings.telegram_token):
        return None
    from adapters.telegram import bot, webhook

    if webhook.mount(web_app, app) is not None:
        return None
    return bot.build_application(app, app.settings)


async def serve(settings: Settings, stop: asyncio.Event, out: Any = sys.stdout) -> int:
    """Run the web door (and Telegram when a token is set) until ``stop`` is set."""
    app = await wire(settings)
    admin = secret(settings.http_admin_token) or new_secret()
    srv = server_for(app, admin)
    web_app = build(srv)
    polling = _telegram(web_app, app)
    running = await start(web_app, settings.http_host, settings.http_port)
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
