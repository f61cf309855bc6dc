"""The real python-telegram-bot Application against the fake Bot API, by polling or by webhook."""

from __future__ import annotations

import asyncio
import re
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from functools import cache
from typing import Any

import pytest
from aiohttp import web
from pydantic import SecretStr
from telegram import Update
from telegram.ext import AIORateLimiter, TypeHandler

from adapters.storage import open_storage as open_sql
from adapters.telegram.bot import TgApp, build_application, door_of, run_polling
from adapters.telegram.door import Door
from adapters.telegram.webhook import mount
from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.language.translator import Translator
from assistant.state.engine import GameDefaults, RngFactory, seeded_rng
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage
from tests.adapters.storage.scratch import SQL_KINDS, create_schema, drop_schema
from tests.adapters.telegram.fakebot import FakeBotApi, Json
from tests.conftest import STORAGE_KINDS, open_storage
from tests.fakes import FakeClock

GROUP = -100123
OTHER_GROUP = -100456
SECRET = "s3cret-token_ABC"
#: Seconds a test waits for the bot to handle one update before failing.
PATIENCE = 10.0


@cache
def shared_translator() -> Translator:
    """Return one translator for every test (loading five locales' bundles takes a while)."""
    return Translator()


def quick_limiter() -> AIORateLimiter:
    """Return PTB's limiter with the flood throttles off (tests send fast) but 429 retries on."""
    return AIORateLimiter(overall_max_rate=0, group_max_rate=0, max_retries=3)


class Bot:
    """A running bot and the people in its chats: say things, tap buttons, read what the bot sent."""

    def __init__(self, fake: FakeBotApi, app: App, mode: str) -> None:
        self.fake, self.app, self.mode = fake, app, mode
        self.ptb: TgApp | None = None
        self._done: dict[int, asyncio.Event] = {}
        self.errors: list[object] = []
        self.alice = fake.user(101, "Alice", "alice", "en")
        self.bob = fake.user(102, "Bob", "bob", "pl")
        self.carol = fake.user(103, "Carol", "carol", "fr")
        self.dave = fake.user(104, "Dave", None, "ru")
        self.erin = fake.user(105, "Erin", "erin", "cs")
        for chat in (GROUP, OTHER_GROUP):
            fake.make_admin(chat, self.alice, creator=True)

    @property
    def door(self) -> Door:
        """Return the door inside the running Application."""
        assert self.ptb is not None
        return door_of(self.ptb)

    def _watch(self, ptb: TgApp) -> None:
        async def mark(update: object, _: Any) -> None:
            if isinstance(update, Update):
                self._done.setdefault(update.update_id, asyncio.Event()).set()

        async def record(_: object, context: Any) -> None:
            self.errors.append(context.error)

        ptb.add_handler(TypeHandler(Update, mark), group=99)
        ptb.add_error_handler(record)

    async def deliver(self, update: Json) -> int:
        """Hand an update to the bot as Telegram would; return once it is handled (the webhook's status)."""
        if self.mode == "webhook":  # to this bot's own webhook: several replicas may listen
            return await self.fake.post_webhook(update, url=self.app.settings.webhook_url)
        event = self._done.setdefault(update["update_id"], asyncio.Event())
        await self.fake.enqueue(update)
        await asyncio.wait_for(event.wait(), PATIENCE)
        return 200

    async def say(self, user: Json | None, text: str | None, chat: int = GROUP, **extra: Any) -> Json:
        """Send a text message from a user to a chat; return the message."""
        message = self.fake.incoming(user, chat, text, **extra)
        await self.deliver(self.fake.update(message=message))
        return message

    async def tap(self, user: Json, label: str, chat: int = GROUP, message: Json | None = None) -> Json:
        """Press the button with this label on a bot message (the newest with such a button by default)."""
        message = message or self.keyboard_message(chat, label)
        data = button_data(message, label)
        update = self.fake.update(callback_query=self.fake.callback(user, message, data))
        await self.deliver(update)
        return update

    def keyboard_message(self, chat: int, label: str) -> Json:
        """Return the newest bot message in a chat with a button of this label."""
        for message in reversed(self.fake.sent(chat)):
            if label in labels(message):
                return message
        raise AssertionError(f"no button {label!r} in chat {chat}: {[labels(m) for m in self.fake.sent(chat)]}")

    def prompt_of(self, user: Json, chat: int = GROUP) -> Json:
        """Return the newest bot message with buttons that mentions a user."""
        found = [m for m in self.prompts(chat) if user["id"] in mentions(m)]
        assert found, f"no prompt for {user['first_name']}: {[m['text'] for m in self.prompts(chat)]}"
        return found[-1]

    async def state(self, chat: int = GROUP) -> Any:
        """Return the committed game state of a chat."""
        state = await self.app.engine.state(f"tg:{chat}")
        assert state is not None
        return state

    def prompts(self, chat: int = GROUP) -> list[Json]:
        """Return the bot messages that still carry buttons."""
        return [m for m in self.fake.sent(chat) if m.get("reply_markup")]

    def answer_of(self, update: Json) -> Json:
        """Return the answerCallbackQuery a button press got."""
        return self.fake.answered[update["callback_query"]["id"]]


def labels(message: Json) -> list[str]:
    """Return the labels of a message's buttons."""
    rows = (message.get("reply_markup") or {}).get("inline_keyboard", [])
    return [button["text"] for row in rows for button in row]


def button_data(message: Json, label: str) -> str:
    """Return the callback data of a message's button."""
    rows = (message.get("reply_markup") or {}).get("inline_keyboard", [])
    return next(str(b["callback_data"]) for row in rows for b in row if b["text"] == label)


def mentions(message: Json) -> list[int]:
    """Return the user ids a bot message mentions (HTML tg://user links)."""
    return [int(m) for m in re.findall(r"tg://user\?id=(\d+)", message.get("html", ""))]


@pytest.fixture
async def fake() -> AsyncIterator[FakeBotApi]:
    api = FakeBotApi()
    await api.start()
    yield api
    await api.stop()


BotFactory = Callable[..., Awaitable[Bot]]
AppFactory = Callable[..., Awaitable[App]]


@pytest.fixture
async def storage() -> AsyncIterator[Storage]:
    """Play this suite in memory; the tests where storage matters use ``start_bot_every`` (every kind)."""
    store = InMemoryStorage()
    yield store
    await store.close()


@pytest.fixture(params=STORAGE_KINDS)
async def every_storage(request: pytest.FixtureRequest, tmp_path: Any) -> AsyncIterator[Storage]:
    store = await open_storage(request.param, tmp_path)
    yield store
    await store.close()


@pytest.fixture
async def start_bot(fake: FakeBotApi, make_app: AppFactory) -> AsyncIterator[BotFactory]:
    """Start the real Application on a fresh game: start_bot(mode='polling'|'webhook', rules=..., rng=...).

    A test fails when any handler raised: every update must be handled without an error.
    """
    async with _bots(fake, make_app) as factory:
        yield factory


@pytest.fixture
async def start_bot_every(fake: FakeBotApi, every_storage: Storage, clock: FakeClock) -> AsyncIterator[BotFactory]:
    """Like ``start_bot``, on every storage kind (memory, SQLite, PostgreSQL)."""
    async with _bots(fake, _apps_on(every_storage, clock)) as factory:
        yield factory


@pytest.fixture(params=SQL_KINDS)
async def sql_storage(request: pytest.FixtureRequest, tmp_path: Any) -> AsyncIterator[Storage]:
    store = await open_storage(request.param, tmp_path)
    yield store
    await store.close()


@pytest.fixture
async def start_bot_sql(fake: FakeBotApi, sql_storage: Storage, clock: FakeClock) -> AsyncIterator[BotFactory]:
    """Like ``start_bot``, on each SQL storage (SQLite, PostgreSQL): for what only a database keeps."""
    async with _bots(fake, _apps_on(sql_storage, clock)) as factory:
        yield factory


def _apps_on(storage: Storage, clock: FakeClock) -> AppFactory:
    """Return a factory of apps on one storage, as processes sharing a database are."""

    async def make(rules: str = "feniks", locale: str = "en", seed: int = 7, rng: RngFactory = seeded_rng) -> App:
        settings = Settings(database_url="memory://", default_ruleset=rules, default_locale=locale)
        defaults = GameDefaults(ruleset=rules, locale=locale, seed=seed)
        return await bootstrap(settings, storage=storage, clock=clock, defaults=defaults, rng_factory=rng)

    return make


@pytest.fixture
async def start_replica(fake: FakeBotApi, clock: FakeClock) -> AsyncIterator[BotFactory]:
    """Start replicas of the webhook on one PostgreSQL database: each call a new process as far as the product can
    tell (its own storage, pools, engine, door and claimer), all on one fresh schema; start_replica(rules=...)."""
    dsn, schema = await create_schema()
    stores: list[Storage] = []

    async def make(rules: str = "duel_club", locale: str = "en", seed: int = 7) -> App:
        store = await open_sql(dsn, schema=schema, clock=clock)
        stores.append(store)
        settings = Settings(database_url="memory://", default_ruleset=rules, default_locale=locale)
        defaults = GameDefaults(ruleset=rules, locale=locale, seed=seed)
        return await bootstrap(settings, storage=store, clock=clock, defaults=defaults)

    try:
        async with _bots(fake, make) as factory:
            yield lambda **kwargs: factory("webhook", **kwargs)
    finally:
        for store in stores:
            await store.close()
        await drop_schema(dsn, schema)


@asynccontextmanager
async def _bots(fake: FakeBotApi, make_app: AppFactory) -> AsyncIterator[BotFactory]:
    stops: list[Callable[[], Awaitable[None]]] = []
    bots: list[Bot] = []

    async def factory(mode: str = "polling", **app_kwargs: Any) -> Bot:
        app: App = await make_app(**app_kwargs)
        app.translator = shared_translator()
        bot = Bot(fake, app, mode)
        bots.append(bot)
        starter = _webhook if mode == "webhook" else _polling
        stops.append(await starter(bot))
        return bot

    yield factory
    for stop in reversed(stops):
        await stop()
    errors = [e for bot in bots for e in bot.errors]
    assert not errors, f"handlers failed: {errors!r}"


def _settings(bot: Bot, **more: Any) -> None:
    bot.app.settings = bot.app.settings.model_copy(update={"telegram_token": SecretStr(bot.fake.token), **more})


async def _polling(bot: Bot) -> Callable[[], Awaitable[None]]:
    _settings(bot)
    ptb = build_application(bot.app, bot.app.settings, base_url=bot.fake.base_url, rate_limiter=quick_limiter())
    bot.ptb = ptb
    bot._watch(ptb)
    stop = asyncio.Event()
    task = asyncio.create_task(run_polling(ptb, stop, poll_timeout=1))
    while not bot.fake.called("getUpdates"):
        await asyncio.sleep(0.01)
        if task.done():
            task.result()

    async def close() -> None:
        stop.set()
        await bot.fake.release()
        await asyncio.wait_for(task, PATIENCE)

    return close


async def _webhook(bot: Bot) -> Callable[[], Awaitable[None]]:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    _settings(bot, webhook_url=f"http://127.0.0.1:{port}/tg/hook", webhook_secret=SecretStr(SECRET))
    web_app = web.Application()
    ptb = mount(web_app, bot.app, base_url=bot.fake.base_url, rate_limiter=quick_limiter())
    assert ptb is not None
    bot.ptb = ptb
    bot._watch(ptb)
    runner = web.AppRunner(web_app, access_log=None)
    await runner.setup()
    await web.SockSite(runner, sock).start()
    return runner.cleanup
