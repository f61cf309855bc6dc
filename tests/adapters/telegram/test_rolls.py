"""/roll in a group: the reply names whose dice they were."""

from __future__ import annotations

import re

from tests.adapters.telegram.conftest import GROUP, BotFactory
from tests.fakes import ScriptedDice


async def test_a_roll_names_the_roller(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("webhook", rules="duel_club", rng=dice)
    await bot.say(bot.alice, "/lang en")
    dice.push(9)
    await bot.say(bot.bob, "/roll 1d20")
    assert bot.fake.texts(GROUP)[-1] == "🎲 Bob — Roll 1d20: 1d20 (9) = 9"
    await bot.say(bot.alice, "/lang fr")
    dice.push(3, 5)
    await bot.say(bot.carol, "/roll 2d6+1")
    assert (
        bot.fake.texts(GROUP)[-1] == "🎲 Carol — Jet 2d6+1\u00a0: 2d6 (3, 5) + 1 = 9"
    )  # French: a no-break space before the colon


async def test_a_roll_of_many_dice_names_the_roller_and_shows_its_total_in_short(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/lang en")
    await bot.say(bot.bob, "/roll 300d6")
    text = bot.fake.texts(GROUP)[-1]
    found = re.fullmatch(r"🎲 Bob — Roll 300d6: ([0-9,]+) \(((?:[1-6], ){20})… and 280 more dice\)", text)
    assert found, text
    assert 300 <= int(found.group(1).replace(",", "")) <= 1800
