"""Building the python-telegram-bot Application around the door, and running it by long polling."""

from __future__ import annotations

import argparse
import asyncio
import gc
import signal
import sys
from typing import Any

import structlog
from telegram import Update
from telegram.error import TelegramError
from telegram.ext import (
    AIORateLimiter,
    Application,
    ApplicationBuilder,
    BaseRateLimiter,
    CallbackQueryHandler,
    ChatMemberHandler,
    InlineQueryHandler,
    MessageHandler,
    filters,
)

from adapters.telegram import menus, topics
from adapters.telegram.door import Door, Transcriber
from adapters.telegram.transport import AiohttpRequest
from adapters.telegram.voice import default_transcriber
from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.errors import ConfigError
from assistant.logging import hide
from assistant.state.engine import GameDefaults

log = structlog.get_logger(__name__)

TgApp = Application[Any, Any, Any, Any, Any, Any]
#: The updates the bot asks Telegram for.
ALLOWED_UPDATES = [
    Update.MESSAGE,
    Update.EDITED_MESSAGE,
    Update.CHANNEL_POST,
    Update.CALLBACK_QUERY,
    Update.INLINE_QUERY,
    Update.CHAT_MEMBER,
    Update.MY_CHAT_MEMBER,
]
#: How often a request answered 429 is retried after waiting the retry_after Telegram gives.
RATE_RETRIES = 5
#: Seconds one getUpdates long poll waits for updates.
POLL_TIMEOUT = 10
DOOR_KEY = "door"


def default_rate_limiter() -> AIORateLimiter:
    """Return PTB's limiter at Telegram's flood limits, waiting out every 429 up to RATE_RETRIES times."""
    return AIORateLimiter(max_retries=RATE_RETRIES)


def file_url(base_url: str) -> str:
    """Return the file download base URL that goes with a Bot API base URL."""
    return base_url.removesuffix("/bot") + "/file/bot"


def build_application(
    app: App,
    settings: Settings,
    base_url: str | None = None,
    rate_limiter: BaseRateLimiter[Any] | None = None,
    transcribe: Transcriber | None = None,
) -> TgApp:
    """Return the PTB Application of the door, with every handler installed; nothing is started."""
    if settings.telegram_token is None or not settings.telegram_token.get_secret_value():
        raise ConfigError("ASSISTANT_TELEGRAM_TOKEN is not set")
    url = base_url or settings.telegram_base_url
    hide(settings.telegram_token.get_secret_value())  # PTB's debug lines hold it, in every Bot API URL
    ptb: TgApp = (
        ApplicationBuilder()
        .token(settings.telegram_token.get_secret_value())
        .base_url(url)
        .base_file_url(file_url(url))
        .rate_limiter(rate_limiter or default_rate_limiter())
        .request(AiohttpRequest())
        .get_updates_request(AiohttpRequest(pool_size=1))
        .build()
    )
    install(ptb, Door(app, transcribe=transcribe))
    return ptb


def install(ptb: TgApp, door: Door) -> None:
    """Register the door's handlers: ignored kinds first, then buttons, commands, phrases, voice, edits."""
    ptb.bot_data[DOOR_KEY] = door
    door.transcribe = door.transcribe or default_transcriber(door.app)  # voice messages, where a model is there
    door.app.scheduler.subscribe(door.on_scheduled)  # what time decides in a chat's game, sent once the bot runs
    ignored = filters.FORWARDED | filters.IS_AUTOMATIC_FORWARD | filters.UpdateType.CHANNEL_POSTS

    def in_topic(handler: topics.Handler[Update]) -> topics.Handler[Update]:
        """What a handler sends goes to the forum topic of its update; its commands play the game that topic plays."""
        return topics.scoped(handler, door.game_of)

    ptb.add_handler(MessageHandler(ignored, door.on_ignored))
    ptb.add_handler(CallbackQueryHandler(in_topic(door.on_button)))
    ptb.add_handler(MessageHandler(filters.UpdateType.EDITED_MESSAGE, in_topic(door.on_edited)))
    ptb.add_handler(MessageHandler(filters.UpdateType.MESSAGE & filters.COMMAND, in_topic(door.on_command)))
    text = filters.UpdateType.MESSAGE & filters.TEXT & ~filters.COMMAND
    ptb.add_handler(MessageHandler(text, in_topic(door.on_text)))
    ptb.add_handler(MessageHandler(filters.UpdateType.MESSAGE & filters.VOICE, in_topic(door.on_voice)))
    ptb.add_handler(MessageHandler(filters.UpdateType.MESSAGE & filters.Document.ALL, in_topic(door.on_document)))
    ptb.add_handler(InlineQueryHandler(door.on_inline))
    ptb.add_handler(ChatMemberHandler(door.on_member, ChatMemberHandler.ANY_CHAT_MEMBER))
    ptb.add_error_handler(topics.scoped(door.on_error))  # its apology goes to the topic; nothing more is read


def door_of(ptb: TgApp) -> Door:
    """Return the door installed in an Application."""
    door: Door = ptb.bot_data[DOOR_KEY]
    return door


async def prepare(ptb: TgApp) -> None:
    """Make the topics shared before the chats' games kept it game settings (once), then publish the default
    command menus in every locale; a failure of the menus is logged, not fatal."""
    door = door_of(ptb)
    if adopted := await topics.adopt_old(door.app.conversation, door.records):
        log.info("telegram.old_topics_adopted", count=adopted)
    try:
        await menus.publish_default(ptb.bot, door.app.translator, door.app.engine.defaults.ruleset)
    except TelegramError as err:
        log.warning("telegram.menus_failed", error=str(err))


async def run_polling(ptb: TgApp, stop: asyncio.Event, poll_timeout: int = POLL_TIMEOUT) -> None:
    """Run the bot by long polling (PTB drops any webhook first) until ``stop`` is set, then shut it down."""
    await ptb.initialize()
    try:
        await prepare(ptb)
        assert ptb.updater is not None
        await ptb.updater.start_polling(timeout=poll_timeout, allowed_updates=ALLOWED_UPDATES)
        await ptb.start()
        door_of(ptb).online(ptb.bot)
        log.info("telegram.polling", bot=ptb.bot.username)
        await stop.wait()
        door_of(ptb).offline()
        await ptb.updater.stop()
        await ptb.stop()
    finally:
        await ptb.shutdown()


def _stop_on_signals(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)


async def main(args: argparse.Namespace) -> int:
    """Run the Telegram door by long polling (``assistant telegram``)."""
    settings = Settings.from_args(args)
    app = await bootstrap(
        settings, defaults=GameDefaults(ruleset=settings.default_ruleset, locale=settings.default_locale)
    )
    try:
        ptb = build_application(app, settings)
    except ConfigError:
        print(app.translator.format("tg-no-token", settings.default_locale), file=sys.stderr)
        await app.aclose()
        return 2
    stop = asyncio.Event()
    _stop_on_signals(stop)
    app.start_upkeep()
    gc.freeze()  # start-up's objects live as long as the process: full collections need not walk them again
    try:
        await run_polling(ptb, stop)
    finally:
        await app.aclose()
    return 0
