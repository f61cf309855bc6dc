"""The two bots the Telegram benchmark drives, each run as its own process: ``python -m bench.tg_bots KIND``.

``echo``: a bare python-telegram-bot echo bot behind an aiohttp webhook, on the product's own Bot API transport
(adapters/telegram/transport.py, aiohttp), as the product sends: the like-for-like baseline.
``echo-httpx``: the same echo bot on PTB's default httpx client, what a user of plain PTB gets (a second baseline).
``assistant``: the product's whole stack as ``assistant serve`` builds it: the web door with the Telegram webhook,
the door, the engine and SQLite storage; PTB's rate limiter keeps its retries but, as for the echo bot, no throttle.
Each prints ``ready`` once it listens, and runs until stdin closes.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

SECRET = "bench-secret"
PATH = "/tg/hook"


async def _until_stdin_closes() -> None:
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.read)


async def echo(args: argparse.Namespace) -> Callable[[], Awaitable[None]]:
    """Start the bare echo bot on the product's aiohttp transport; return its stop."""
    from adapters.telegram.transport import AiohttpRequest

    return await _echo(args, AiohttpRequest())


async def echo_httpx(args: argparse.Namespace) -> Callable[[], Awaitable[None]]:
    """Start the bare echo bot on PTB's default httpx client; return its stop."""
    return await _echo(args, None)


async def _echo(args: argparse.Namespace, request: Any) -> Callable[[], Awaitable[None]]:
    """Start a bare echo bot behind an aiohttp webhook, on the given Bot API request (None: PTB's default)."""
    from telegram import Update
    from telegram.ext import ApplicationBuilder, MessageHandler, filters

    builder = ApplicationBuilder().token(args.token).base_url(args.api)
    ptb: Any = (builder.request(request) if request is not None else builder).build()

    async def reply(update: Update, _: Any) -> None:
        assert update.message is not None
        await update.message.reply_text(update.message.text or "")

    ptb.add_handler(MessageHandler(filters.TEXT, reply))

    async def receive(request: web.Request) -> web.Response:
        if request.headers.get("X-Telegram-Bot-Api-Secret-Token") != SECRET:
            return web.Response(status=403)
        await ptb.process_update(Update.de_json(await request.json(), ptb.bot))
        return web.Response(status=200)

    await ptb.initialize()
    await ptb.start()
    web_app = web.Application()
    web_app.add_routes([web.post(PATH, receive)])
    runner = web.AppRunner(web_app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", args.port).start()

    async def stop() -> None:
        await runner.cleanup()
        await ptb.stop()
        await ptb.shutdown()

    return stop


async def assistant(args: argparse.Namespace) -> Callable[[], Awaitable[None]]:
    """Start the product's web door with the Telegram webhook, as `assistant serve` does; return its stop."""
    from pydantic import SecretStr
    from telegram.ext import AIORateLimiter

    from adapters.http.server import build, server_for, start, wire
    from adapters.telegram.bot import RATE_RETRIES
    from adapters.telegram.webhook import mount
    from assistant.config import Settings
    from assistant.logging import configure
    from assistant.state.engine import GameDefaults

    settings = Settings(
        database_url=args.db,
        telegram_token=SecretStr(args.token),
        telegram_base_url=args.api,
        webhook_url=f"http://127.0.0.1:{args.port}{PATH}",
        webhook_secret=SecretStr(SECRET),
        http_host="127.0.0.1",
        http_port=args.port,
        log_level=args.log_level,
        log_format="json",
    )
    configure(settings.log_format, settings.log_level)
    app = await wire(settings, defaults=GameDefaults(ruleset=settings.default_ruleset, locale="en"))
    web_app = build(server_for(app, "bench-admin"))
    limiter = AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=RATE_RETRIES)
    mount(web_app, app, rate_limiter=limiter)
    running = await start(web_app, settings.http_host, settings.http_port)
    gc.freeze()  # as `assistant serve` does once started

    async def stop() -> None:
        await running.stop()
        await app.aclose()

    return stop


KINDS = {"echo": echo, "echo-httpx": echo_httpx, "assistant": assistant}


async def main(args: argparse.Namespace) -> None:
    """Run one bot until stdin closes."""
    stop = await KINDS[args.kind](args)
    print("ready", flush=True)
    try:
        await _until_stdin_closes()
    finally:
        await stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=sorted(KINDS))
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--api", required=True, help="Bot API base URL (the fake server's)")
    parser.add_argument("--token", required=True)
    parser.add_argument("--db", default="", help="database URL of the assistant")
    parser.add_argument("--log-level", default="INFO")
    asyncio.run(main(parser.parse_args()))
