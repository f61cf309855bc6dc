"""Secret rolls: the roller and the GMs read the result in private; the group reads only that a roll was made."""

from __future__ import annotations

from tests.adapters.telegram.conftest import GROUP, BotFactory
from tests.fakes import ScriptedDice

LINK = "https://t.me/DuelBot?start=secret"


async def test_a_secret_roll_reaches_the_roller_and_the_gms_in_private(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("polling", rules="duel_club", rng=dice)
    await bot.say(bot.alice, "/lang en")
    carol_says = await bot.say(bot.carol, "I will run the goblins")
    await bot.say(bot.alice, "/gm grant", reply_to=carol_says)
    for user in (bot.alice, bot.bob):
        await bot.say(user, "/start", chat=user["id"])  # a private chat opened: the bot may write there
    mark = bot.fake.last_id(GROUP)
    dice.push(17)
    await bot.say(bot.bob, "/roll secret 1d20")

    group = "\n".join(bot.fake.texts(GROUP, since=mark))
    assert group == f"Bob made a secret roll.\nCarol, to get secret rolls, first open a private chat with me: {LINK}"
    for user in (bot.bob, bot.alice):
        told = bot.fake.texts(user["id"])[-1]
        assert told.startswith(f"Secret roll by Bob in “chat {GROUP}”:\nRoll 1d20") and "17" in told
    assert bot.fake.texts(bot.carol["id"]) == []

    await bot.say(bot.carol, "/start", chat=bot.carol["id"])
    dice.push(4)
    await bot.say(bot.bob, "/roll secret 1d20")
    assert bot.fake.texts(GROUP)[-1] == "Bob made a secret roll."
    assert bot.fake.texts(bot.carol["id"])[-1].startswith("Secret roll by Bob")
