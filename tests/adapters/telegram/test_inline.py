"""Inline mode: ``@bot 2d20kh1`` and ``@bot odds stupefy skill=60`` from any chat, answered as articles in the
user's language, in the rules a first word names or else those of the user's language; nothing is stored. The real
python-telegram-bot, by polling and by webhook."""

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


async def test_an_inline_query_plays_the_rules_it_names_else_those_of_the_users_language(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="ergs")  # the bot's default rules need a sheet for /odds
    [hit] = await _ask(bot, bot.bob, "odds hit")  # Bob's Telegram speaks Polish: the Feniks rules
    assert hit["title"] == "Szansa na trafienie: 81% (81/100); krytyczne: 9% (9/100)."
    [club] = await _ask(bot, bot.bob, "klub odds stupefy skill=60")  # a first word names the rules
    assert club["title"] == "Drętwota przy Zaklęciach 60: udaje się przy 1k100 ≤ 60, 60%."
    [named] = await _ask(bot, bot.dave, "феникс odds hit")  # in Russian, the Feniks rules by their Russian name
    assert named["title"] == "Шанс попасть: 81\u00a0% (81/100); критическое: 9\u00a0% (9/100)."
    [by_id] = await _ask(bot, bot.alice, "duel_club odds stupefy skill=60")
    assert by_id["title"] == "Stupefy at Charms 60: success on 1d100 ≤ 60, 60%."
    [french] = await _ask(bot, bot.carol, "odds stupefy skill=60")  # Carol's Telegram speaks French: the club
    assert french["title"] == "Stupéfix avec Sortilèges 60\u00a0: réussi si 1d100 ≤ 60, soit 60\u00a0%"  # cut to fit
    [polish] = await _ask(bot, bot.bob, "szanse trafienie")  # the command in the asker's own words
    assert polish["title"] == hit["title"]
    [russian] = await _ask(bot, bot.dave, "феникс шансы hit")
    assert russian["title"] == named["title"]
    [english] = await _ask(bot, bot.alice, "odds hit")  # English goes with no rules: the bot's default, ergs
    assert english["title"] == "There is no character called “hit”."  # the wand larp's odds are a character's
    assert await bot.app.storage.game_ids() == []
