"""Inline mode: ``@bot 2d20kh1`` and ``@bot odds stupefy skill=60`` from any chat, answered as articles in the
user's language; nothing is stored. The real python-telegram-bot, by polling and by webhook."""

from __future__ import annotations

import pytest

from tests.adapters.telegram.conftest import Bot, BotFactory
from tests.adapters.telegram.fakebot import Json
from tests.fakes import ScriptedDice


async def _ask(bot: Bot, user: Json, query: str) -> list[Json]:
    """Type an inline query; return the articles the bot answered with."""
    asked = bot.fake.inline_query(user, query)
    await bot.deliver(bot.fake.update(inline_query=asked))
    answer = bot.fake.inline_answers[asked["id"]]
    assert str(answer["is_personal"]) == "true" and int(answer["cache_time"]) == 0  # never served from a cache
    return list(answer["results"])


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_an_inline_roll_and_odds_answer_as_articles_and_store_nothing(start_bot: BotFactory, mode: str) -> None:
    dice = ScriptedDice()
    bot = await start_bot(mode, rules="duel_club", rng=dice)
    dice.push(7, 15)
    [roll] = await _ask(bot, bot.alice, "2d20kh1")
    assert roll["type"] == "article" and roll["title"] == "Roll 2d20kh1: 2d20kh1 (7, 15) = 15"
    assert roll["input_message_content"]["message_text"] == "Roll 2d20kh1: 2d20kh1 (7, 15) = 15"
    [odds] = await _ask(bot, bot.alice, "odds stupefy skill=60")
    assert odds["title"] == "Stupefy at Charms 60: success on 1d100 ≤ 60, 60%."
    [wrong] = await _ask(bot, bot.bob, "abc")  # Bob's Telegram speaks Polish
    assert wrong["title"].startswith("„abc”")
    assert not dice.rng.faces
    assert await bot.app.storage.game_ids() == []  # no game was opened, nothing logged
