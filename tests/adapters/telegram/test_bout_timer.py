"""A periodic ergs bout started in a Telegram chat: the core scheduler's «Стойте!» and resume reach the chat on time.

The real python-telegram-bot against the fake Bot API; the game clock (which the scheduler sleeps on) is a fake
timeline that moves only when the test says.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.state.engine import GameDefaults
from assistant.state.ports import Storage
from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory, _bots
from tests.adapters.telegram.fakebot import FakeBotApi
from tests.conftest import until
from tests.fakes import FakeTimeline

#: When the bout starts: the messages' dates drive the larp's clock.
T0 = 1_700_000_000
START = datetime.fromtimestamp(T0, UTC)
PERIODIC = (
    "/lang ru",
    "/char Гарри age=17",
    "/char Драко age=17",
    "/duel Гарри Драко",
    "/protocol offended=Гарри degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=5 bout=30 break=2x",
    "/protocol second Гарри Сириус",
    "/protocol second Драко Люциус",
    "/protocol dress Гарри",
    "/protocol dress Драко",
    "/protocol sign Сириус",
    "/protocol sign Люциус",
)


def at(seconds: float) -> datetime:
    return START + timedelta(seconds=seconds)


@pytest.fixture
def timeline() -> FakeTimeline:
    return FakeTimeline(START)


@pytest.fixture
async def start_timed_bot(fake: FakeBotApi, storage: Storage, timeline: FakeTimeline) -> AsyncIterator[BotFactory]:
    """Start the bot on an app whose clock and scheduler's timeline are the fake timeline, the scheduler running."""
    apps: list[App] = []

    async def make(rules: str = "ergs", locale: str = "ru", **_: Any) -> App:
        settings = Settings(database_url="memory://", default_ruleset=rules, default_locale=locale)
        defaults = GameDefaults(ruleset=rules, locale=locale, seed=7)
        app = await bootstrap(settings, storage=storage, clock=timeline, defaults=defaults, timeline=timeline)
        apps.append(app)
        return app

    async with _bots(fake, make) as factory:
        yield factory
        for app in apps:
            await app.stop_upkeep()


async def bout_started(bot: Bot) -> int:
    """Set the periodic duel up and start its timer at T0; return the last message id before the timer's calls."""
    bot.app.start_upkeep()  # as `assistant telegram` and `assistant serve` do
    await until(bot.app.scheduler.ready.is_set)
    for line in (*PERIODIC, "/bout start"):
        await bot.say(bot.alice, line, date=T0)
    assert "схватка 1: сходитесь!" in bot.fake.texts(GROUP)[-1]
    return bot.fake.last_id(GROUP)


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_the_chat_hears_stop_and_resume_at_their_seconds(
    start_timed_bot: BotFactory, timeline: FakeTimeline, mode: str
) -> None:
    bot = await start_timed_bot(mode)
    since = await bout_started(bot)
    timeline.to(at(29.9))
    await bot.app.scheduler.delivered()
    assert bot.fake.texts(GROUP, since) == []
    timeline.to(at(30))
    await until(lambda: len(bot.fake.texts(GROUP, since)) == 1)
    timeline.to(at(90))
    await until(lambda: len(bot.fake.texts(GROUP, since)) == 2)
    assert bot.fake.texts(GROUP, since) == [
        "Дуэль 1: «Стойте!» — схватка 1 окончена (22:13:50); противники отходят на несколько шагов назад.",
        "Дуэль 1: перерыв окончен, схватка 2: сходитесь! (начало в 22:14:50, «Стойте!» в 22:15:20)",
    ]
    ticks = [e for e in await bot.app.storage.read_log(f"tg:{GROUP}", limit=100) if e.command.source == "scheduler"]
    assert [(e.command.text, e.command.at) for e in ticks] == [
        ("/bout tick duel=1", at(30)),
        ("/bout tick duel=1", at(90)),
    ]
    await bot.say(bot.alice, "/bout stop", date=T0 + 100)
    assert await bot.app.scheduler.upcoming() == []
