"""Turn reminders: the player whose move it is gets a reminder (a mention) once the time the GM set is up, once a
move; the reminder is derived from the stored game, so a restart loses none. The real python-telegram-bot; the
game clock (which the core's scheduler sleeps on) is a fake timeline that moves only when the test says."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.state.engine import GameDefaults
from assistant.state.ports import Storage
from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory, _bots, mentions
from tests.adapters.telegram.fakebot import FakeBotApi
from tests.conftest import until
from tests.fakes import FakeTimeline

T0 = 1_700_000_000
ARENA = 9  #: a forum topic
START = datetime.fromtimestamp(T0, UTC)


def at(seconds: float) -> datetime:
    return START + timedelta(seconds=seconds)


@pytest.fixture
def timeline() -> FakeTimeline:
    return FakeTimeline(START)


@pytest.fixture
async def start_timed_bot(
    fake: FakeBotApi, every_storage: Storage, timeline: FakeTimeline
) -> AsyncIterator[BotFactory]:
    """Start bots on apps sharing one storage (of every kind) whose clock and scheduler's timeline are the fake
    timeline."""
    apps: list[App] = []

    async def make(rules: str = "duel_club", locale: str = "en", **_: Any) -> App:
        settings = Settings(database_url="memory://", default_ruleset=rules, default_locale=locale)
        defaults = GameDefaults(ruleset=rules, locale=locale, seed=7)
        app = await bootstrap(settings, storage=every_storage, clock=timeline, defaults=defaults, timeline=timeline)
        apps.append(app)
        return app

    async with _bots(fake, make) as factory:
        yield factory
        for app in apps:
            await app.stop_upkeep()


async def _duel(bot: Bot, **where: Any) -> None:
    """Open a duel club duel of Bob's Harry and Carol's Draco with reminders after ten minutes, at T0 (``where``:
    the forum topic it is played in)."""
    for user, line in [
        (bot.alice, "/lang en"),
        (bot.alice, "/char Harry skill=60"),
        (bot.alice, "/char Draco skill=50"),
        (bot.bob, "/iam Harry"),
        (bot.carol, "/iam Draco"),
        (bot.alice, "/defaults remind=10m"),
        (bot.alice, "/duel Harry vs Draco"),
        (bot.alice, "/init"),
    ]:
        await bot.say(user, line, date=T0, **where)


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_the_player_to_move_is_reminded_once_after_the_delay_even_after_a_restart(
    start_timed_bot: BotFactory, timeline: FakeTimeline, mode: str
) -> None:
    first = await _running(start_timed_bot, mode)
    await _duel(first)
    assert (
        first.fake.texts(GROUP)[5]
        == "Game settings: players edit their own sheets: no (sheets=); turn reminders: after 10 minutes (remind=);"
        " players' own macros: no (macros=)."
    )
    [prompt] = first.prompts()
    [mover] = [u for u in (first.bob, first.carol) if u["id"] in mentions(prompt)]
    name = "Harry" if mover is first.bob else "Draco"
    await first.app.stop_upkeep()  # the process stops before the reminder is due

    again = await _running(start_timed_bot, mode)  # a new process: only the storage is shared
    since = again.fake.last_id(GROUP)
    timeline.to(at(599))
    await again.app.scheduler.delivered()
    assert again.fake.texts(GROUP, since) == []
    timeline.to(at(600))
    await until(lambda: len(again.fake.texts(GROUP, since)) == 1)
    [reminder] = again.fake.sent(GROUP, since)  # the prompt the first process sent stands, with its buttons
    assert reminder["text"] == f"⏰ {name}, duel 1 is still waiting for your move: {name}."
    assert mentions(reminder) == [mover["id"]]  # a mention: Telegram notifies the player
    assert again.prompts() == [prompt] and prompt.get("reply_markup")
    timeline.to(at(3600))
    await again.app.scheduler.delivered()
    assert len(again.fake.texts(GROUP, since)) == 1  # once a move
    ticks = [e for e in await again.app.storage.read_log(f"tg:{GROUP}", limit=100) if e.command.source == "scheduler"]
    assert [(e.command.text, e.command.at) for e in ticks] == [("/remind 1", at(600))]


async def _running(start: BotFactory, mode: str) -> Bot:
    """Start a bot with its scheduler running, as `assistant telegram` and `assistant serve` do."""
    bot = await start(mode)
    bot.app.start_upkeep()
    await until(bot.app.scheduler.ready.is_set)
    return bot


async def _reminded_in_arena(bot: Bot, timeline: FakeTimeline) -> dict[str, Any]:
    """Play the duel in the ARENA topic; return the one message sent ten minutes later (the prompt with its buttons
    is still there: not sent again)."""
    await _duel(bot, message_thread_id=ARENA, is_topic_message=True)
    since = bot.fake.last_id(GROUP)
    timeline.to(at(600))
    await until(lambda: len(bot.fake.texts(GROUP, since)) == 1)
    [reminder] = bot.fake.sent(GROUP, since)
    assert reminder["text"] == "⏰ Bob, duel 1 is still waiting for your move: Harry."
    return reminder


async def test_a_reminder_of_a_topics_game_arrives_in_that_topic(
    start_timed_bot: BotFactory, timeline: FakeTimeline
) -> None:
    bot = await _running(start_timed_bot, "webhook")
    reminder = await _reminded_in_arena(bot, timeline)
    assert await bot.app.engine.state(f"tg:{GROUP}") is None  # the topic plays its own game
    assert reminder["message_thread_id"] == ARENA and mentions(reminder) == [bot.bob["id"]]
    ticks = [e for e in await bot.app.storage.read_log(f"tg:{GROUP}:{ARENA}") if e.command.source == "scheduler"]
    assert [e.command.text for e in ticks] == ["/remind 1"]


async def test_a_reminder_of_the_chats_game_arrives_in_the_shared_topic_it_was_played_from(
    start_timed_bot: BotFactory, timeline: FakeTimeline
) -> None:
    bot = await _running(start_timed_bot, "webhook")
    await bot.say(bot.alice, "/topic shared", date=T0, message_thread_id=ARENA, is_topic_message=True)
    reminder = await _reminded_in_arena(bot, timeline)
    assert await bot.app.engine.state(f"tg:{GROUP}:{ARENA}") is None  # the topic plays the chat's game
    assert reminder["message_thread_id"] == ARENA  # not General: the players are in the topic


async def test_a_bad_delay_is_refused_and_remind_off_stops_them(start_timed_bot: BotFactory) -> None:
    bot = await start_timed_bot("webhook")
    await bot.say(bot.alice, "/lang pl", date=T0)
    await bot.say(bot.alice, "/defaults remind=soon", date=T0)
    assert bot.fake.texts(GROUP)[-1] == (
        "„soon” nie określa czasu przypomnienia: podaj minuty albo godziny, np. przypomnienie=10 min lub "
        "przypomnienie=2 godziny (od 1 minuty do 7 dni), albo wyłącz przypomnienia: przypomnienie=nie."
    )
    await bot.say(bot.bob, "/defaults remind=5m", date=T0)  # a player may not
    assert "MG" in bot.fake.texts(GROUP)[-1]
    assert "remind" not in (await bot.state()).defaults.get("game", {})
    await bot.say(bot.alice, "/remind", date=T0)
    assert bot.fake.texts(GROUP)[-1] == "Teraz nie czekamy na niczyj ruch."
