"""The Telegram webhook for the aiohttp server: secret checked in constant time, 2xx only once handled.

An update is processed inline: the engine commits (and the replies go out) before the answer, so a
2xx means the command is durable. A transient failure (storage, network, a flood wait beyond the
retries) answers 500 and Telegram delivers the update again; the engine's dedup key (``tg:<update_id>``)
makes that redelivery harmless, and of its reply only the messages not yet delivered are sent, so none is lost
and none is sent twice: each is claimed in the door's own table before it is sent, so copies handled by several
replicas at once send it once (adapters.telegram.records). Copies arriving together at one replica take turns.

A body that is no update (not JSON, or JSON without an update's shape) is answered 200 with a warning logged:
Telegram repeats every request answered other than 2xx (a 400 included) for up to a day, and no retry can make
such a body an update.
"""

from __future__ import annotations

import hmac
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

import structlog
from aiohttp import web
from telegram import Bot, Update
from telegram.ext import BaseRateLimiter

from adapters.telegram.bot import ALLOWED_UPDATES, TgApp, build_application, door_of, prepare
from assistant.bootstrap import App
from assistant.config import Settings
from assistant.errors import AssistantError, ConfigError
from assistant.logging import hide

log = structlog.get_logger(__name__)

#: The header Telegram sends the webhook's secret token in.
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
#: Where the webhook listens when the public URL names no path.
DEFAULT_PATH = "/telegram"
#: The largest update body accepted, in bytes.
MAX_BODY = 1 << 20

Handler = Callable[[web.Request], Awaitable[web.Response]]
#: What python-telegram-bot raises reading JSON that has not an update's shape.
_MISSHAPEN = (TypeError, ValueError, KeyError, AttributeError, OverflowError)


class NotAnUpdate(AssistantError):
    """A webhook body that holds no update."""


def read_update(body: object, bot: Bot) -> Update:
    """Return the update a decoded body holds; raise NotAnUpdate, saying why, where it holds none."""
    if not isinstance(body, dict):
        raise NotAnUpdate(f"a JSON {type(body).__name__}, not an object")
    update_id = body.get("update_id")
    if not isinstance(update_id, int) or isinstance(update_id, bool):
        raise NotAnUpdate(f"update_id is {update_id!r}, not an integer")
    try:
        return Update.de_json(body, bot)
    except _MISSHAPEN as err:
        raise NotAnUpdate(f"update {update_id}: {type(err).__name__}: {err}") from err


async def request_update(request: web.Request, bot: Bot) -> Update:
    """Return the update a request's body holds; raise NotAnUpdate where it holds none."""
    try:
        body = await request.json()
    except ValueError as err:
        raise NotAnUpdate(f"not JSON: {err}") from err
    return read_update(body, bot)


def webhook_path(settings: Settings) -> str:
    """Return the local path of the webhook: the path of the public URL, else DEFAULT_PATH."""
    return urlsplit(settings.webhook_url).path.rstrip("/") or DEFAULT_PATH


def secret_ok(sent: str | None, secret: str) -> bool:
    """Compare the header to the secret in constant time."""
    return hmac.compare_digest((sent or "").encode(), secret.encode())


def webhook_handler(ptb: TgApp, secret: str) -> Handler:
    """Return the aiohttp handler that feeds Telegram's POSTs to the Application."""
    door = door_of(ptb)
    door.by_webhook()

    async def receive(request: web.Request) -> web.Response:
        if not secret_ok(request.headers.get(SECRET_HEADER), secret):
            return web.Response(status=403)
        if request.content_length is not None and request.content_length > MAX_BODY:
            return web.Response(status=413)
        try:
            update = await request_update(request, ptb.bot)
        except NotAnUpdate as err:
            log.warning("telegram.webhook_not_an_update", error=str(err))
            return web.Response(status=200)
        async with door.one_update(update.update_id):
            await ptb.process_update(update)
            error = door.failed.pop(update.update_id, None)
        if error is not None:
            log.warning("telegram.webhook_retry", update=update.update_id, error=repr(error))
            return web.Response(status=500)
        return web.Response(status=200)

    return receive


def webhook_routes(ptb: TgApp, app: App, secret: str) -> list[web.RouteDef]:
    """Return the webhook's route, to add to the aiohttp application."""
    return [web.post(webhook_path(app.settings), webhook_handler(ptb, secret))]


def webhook_context(ptb: TgApp, url: str, secret: str) -> Callable[[web.Application], AsyncIterator[None]]:
    """Return a cleanup context for aiohttp: start the Application and set the webhook; stop it at the end."""

    async def lifecycle(_: web.Application) -> AsyncIterator[None]:
        await ptb.initialize()
        await ptb.start()
        await prepare(ptb)
        await ptb.bot.set_webhook(url, secret_token=secret, allowed_updates=ALLOWED_UPDATES)
        door_of(ptb).online(ptb.bot)
        log.info("telegram.webhook", url=url, bot=ptb.bot.username)
        try:
            yield
        finally:
            door_of(ptb).offline()
            await ptb.stop()
            await ptb.shutdown()

    return lifecycle


def mount(
    web_app: web.Application, app: App, base_url: str | None = None, rate_limiter: BaseRateLimiter[Any] | None = None
) -> TgApp | None:
    """Mount the Telegram webhook on an aiohttp application when the settings ask for one; return the bot."""
    settings = app.settings
    if not settings.telegram_token or not settings.webhook_url:
        return None
    if settings.webhook_secret is None or not settings.webhook_secret.get_secret_value():
        raise ConfigError("ASSISTANT_WEBHOOK_SECRET must be set to serve a webhook")
    secret = settings.webhook_secret.get_secret_value()
    hide(secret)  # PTB's debug line of setWebhook holds it
    ptb = build_application(app, settings, base_url=base_url, rate_limiter=rate_limiter)
    web_app.add_routes(webhook_routes(ptb, app, secret))
    web_app.cleanup_ctx.append(webhook_context(ptb, settings.webhook_url, secret))
    return ptb
