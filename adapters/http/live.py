"""The live dashboard stream: server-sent events, one full dashboard each time the game changes, from any door."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator

from aiohttp import web

from adapters.http.api import authorize, dashboard_of
from adapters.http.auth import Principal
from adapters.http.web import SERVER, ApiError, Server, game_id, server

#: Seconds between keep-alive comments, so proxies keep an idle stream open.
HEARTBEAT = 15.0


async def _seq(srv: Server, game: str) -> int:
    raw = await srv.app.storage.read_state(game)
    return int(raw.get("seq", 0)) if raw else -1


async def _send(response: web.StreamResponse, srv: Server, game: str, principal: Principal) -> int:
    view = await dashboard_of(srv, game, principal)  # as the token may see it
    await response.write(f"id: {view.seq}\nevent: dashboard\ndata: {view.model_dump_json()}\n\n".encode())
    return view.seq


async def stream(request: web.Request) -> web.StreamResponse:
    """Send the dashboard now and after every change: a change here or on a replica sharing PostgreSQL wakes it at
    once, any other (another process on the SQLite file) within a poll."""
    srv = server(request)
    game = game_id(request)  # a problem raised here is answered as JSON by the server's middleware
    principal = await authorize(request, "read", game)
    assert principal is not None
    await dashboard_of(srv, game, principal)
    response = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    )
    await response.prepare(request)
    srv.metrics.live.inc()
    try:
        await _pump(request, response, game, principal)
    except (ConnectionResetError, ConnectionError):
        pass
    finally:
        srv.metrics.live.dec()
    return response


async def _still_open(request: web.Request, game: str) -> bool:
    """Say whether the stream's token still opens the game (a revoked token's stream ends, and its page locks)."""
    try:
        await authorize(request, "read", game)
    except ApiError:
        return False
    return True


async def _pump(request: web.Request, response: web.StreamResponse, game: str, principal: Principal) -> None:
    srv = server(request)
    sent, beat = -2, time.monotonic()
    poll = srv.app.settings.http_poll_seconds
    while not srv.closing:
        waiter = srv.hub.waiter(game)
        if await _seq(srv, game) != sent:
            if sent >= 0 and not await _still_open(request, game):
                return
            sent = await _send(response, srv, game, principal)
        elif time.monotonic() - beat > HEARTBEAT:
            await response.write(b": keep-alive\n\n")
            beat = time.monotonic()
        await srv.hub.wait(waiter, poll)


async def watch_replicas(web_app: web.Application) -> AsyncIterator[None]:
    """While the server runs, wake the live pages of each game any replica commits (as PostgreSQL tells them)."""
    srv: Server = web_app[SERVER]
    stop = await srv.app.storage.watch_commits(srv.hub.notify)
    try:
        yield
    finally:
        await stop()
