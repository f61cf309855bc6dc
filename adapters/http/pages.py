"""The web pages: the game list, and a game's live dashboard with its console; static files shipped in the package."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import cache
from importlib import resources

from aiohttp import web

#: Static files by name → content type; nothing else under /static is served.
STATIC = {
    "app.js": "text/javascript",
    "style.css": "text/css",
    "favicon.svg": "image/svg+xml",
}
#: Pages: what is sent for each path.
PAGES = {"/": "index.html", "/games/{game}": "game.html"}
#: Pages may load only their own scripts, styles and API.
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data: blob:; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}


@cache
def asset(name: str) -> bytes:
    """Return a file shipped under adapters/http/static."""
    return resources.files("adapters.http").joinpath("static", name).read_bytes()


def page(name: str) -> web.Response:
    """Return an HTML page."""
    return web.Response(body=asset(name), content_type="text/html", charset="utf-8", headers=HEADERS)


async def static(request: web.Request) -> web.Response:
    """Return a static file, or 404."""
    name = request.match_info["name"]
    if name not in STATIC:
        raise web.HTTPNotFound()
    return web.Response(body=asset(name), content_type=STATIC[name], headers=HEADERS)


def page_handler(name: str) -> Callable[[web.Request], Awaitable[web.Response]]:
    """Return the handler that sends one page."""

    async def handle(request: web.Request) -> web.Response:
        return page(name)

    return handle


def routes() -> list[web.RouteDef]:
    """Return the pages' routes."""
    return [*(web.get(path, page_handler(name)) for path, name in PAGES.items()), web.get("/static/{name}", static)]
