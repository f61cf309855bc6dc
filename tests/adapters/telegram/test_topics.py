"""Forum topics: each topic plays its own game unless a GM shares the chat's, and every answer lands in its topic."""

from __future__ import annotations

from typing import Any

from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory
from tests.fakes import ScriptedDice

TAVERN, ARENA = 7, 9


def in_topic(thread: int) -> dict[str, Any]:
    """Return what marks a message as sent in a forum topic."""
    return {"message_thread_id": thread, "is_topic_message": True}


async def roster(bot: Bot, game: str) -> list[str]:
    """Return the characters of a game, none where it was never opened."""
    state = await bot.app.engine.state(game)
    return sorted(state.characters) if state is not None else []


def threads(bot: Bot, since: int) -> list[int | None]:
    """Return the topic of each bot message sent since a message id."""
    return [m.get("message_thread_id") for m in bot.fake.sent(GROUP, since)]


async def test_each_topic_plays_its_own_game_and_is_answered_there(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    start = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/char Harry skill=60", **in_topic(TAVERN))
    assert threads(bot, start) and set(threads(bot, start)) == {TAVERN}
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/char Draco skill=50", **in_topic(ARENA))
    await bot.say(bot.bob, "/iam Harry", **in_topic(ARENA))  # no Harry in this topic's game
    assert set(threads(bot, mark)) == {ARENA}
    assert "Harry" in bot.fake.texts(GROUP)[-1] and bot.fake.sent(GROUP)[-1]["message_thread_id"] == ARENA
    assert await roster(bot, f"tg:{GROUP}:{TAVERN}") == ["harry"]
    assert await roster(bot, f"tg:{GROUP}:{ARENA}") == ["draco"]
    assert await roster(bot, f"tg:{GROUP}") == []


async def test_a_gm_shares_the_chats_game_with_a_topic(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    await bot.say(bot.alice, "/char Harry skill=60")  # the chat's game, in General
    await bot.say(bot.bob, "/topic own", **in_topic(ARENA))
    assert bot.fake.texts(GROUP)[-1] == "Tylko MG może użyć /topic."  # Bob's Telegram speaks Polish
    await bot.say(bot.bob, "/topic", **in_topic(ARENA))
    assert bot.fake.texts(GROUP)[-1].startswith("Ten wątek prowadzi własną grę.")
    await bot.say(bot.alice, "/topic shared", **in_topic(ARENA))
    assert bot.fake.texts(GROUP)[-1] == "Done: this topic now plays the chat's game."
    assert bot.fake.sent(GROUP)[-1]["message_thread_id"] == ARENA
    await bot.say(bot.alice, "/char Draco skill=50", **in_topic(ARENA))
    assert await roster(bot, f"tg:{GROUP}") == ["draco", "harry"]
    assert await roster(bot, f"tg:{GROUP}:{ARENA}") == []
    await bot.say(bot.alice, "/topic own", **in_topic(ARENA))
    await bot.say(bot.alice, "/char Ron skill=40", **in_topic(ARENA))
    assert await roster(bot, f"tg:{GROUP}:{ARENA}") == ["ron"]


async def test_topic_outside_a_forum_topic_says_where_it_works(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/topic shared")
    assert bot.fake.texts(GROUP)[-1].startswith("/topic works inside a forum topic")
    await bot.say(bot.alice, "/topic", **in_topic(TAVERN))
    assert bot.fake.texts(GROUP)[-1] == (
        "This topic plays its own game. A GM can make it play the chat's game with /topic shared."
    )


async def test_prompts_and_buttons_of_a_duel_stay_in_its_topic(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("polling", rules="duel_club", rng=dice)
    for line in ("/char Harry skill=60", "/char Draco skill=50"):
        await bot.say(bot.alice, line, **in_topic(ARENA))
    await bot.say(bot.bob, "/iam Harry", **in_topic(ARENA))
    await bot.say(bot.carol, "/iam Draco", **in_topic(ARENA))
    await bot.say(bot.bob, "/duel Harry vs Draco", **in_topic(ARENA))
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.bob, "/init", **in_topic(ARENA))
    prompt = bot.prompt_of(bot.bob)
    assert prompt["message_thread_id"] == ARENA
    dice.push(1)
    await bot.tap(bot.bob, "Stupefy", message=prompt)
    assert set(threads(bot, mark)) == {ARENA}
    state = await bot.app.engine.state(f"tg:{GROUP}:{ARENA}")
    assert state is not None and state.duels["1"].round >= 1
