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


async def test_a_polish_group_reads_the_notice_and_a_redelivered_update_sends_nothing_new(
    start_bot: BotFactory,
) -> None:
    dice = ScriptedDice()
    bot = await start_bot("webhook", rules="duel_club", rng=dice)
    await bot.say(bot.alice, "/lang pl")
    carol_says = await bot.say(bot.carol, "Poprowadzę gobliny")
    await bot.say(bot.alice, "/gm grant", reply_to=carol_says)
    for user in (bot.alice, bot.bob):
        await bot.say(user, "/start", chat=user["id"])
    private = {u["id"]: len(bot.fake.texts(u["id"])) for u in (bot.alice, bot.bob, bot.carol)}
    mark = bot.fake.last_id(GROUP)
    dice.push(17)
    roll = bot.fake.update(message=bot.fake.incoming(bot.bob, GROUP, "/roll tajnie 1d20"))
    assert await bot.deliver(roll) == 200

    group = bot.fake.texts(GROUP, since=mark)
    assert group == [
        "Bob wykonuje tajny rzut.",
        f"Carol, żeby dostawać tajne rzuty, najpierw napisz do mnie prywatnie: {LINK}",
    ]
    for user in (bot.bob, bot.alice):
        said = bot.fake.texts(user["id"])[private[user["id"]] :]
        assert said == [f"Tajny rzut — Bob na czacie „chat {GROUP}”:\nRzut 1k20: 1k20 (17) = 17"]
    entry = (await bot.app.storage.read_log(f"tg:{GROUP}", after=0, limit=100))[-1]
    assert entry.command.secret and entry.command.args == ["1d20"]  # the log knows it is secret

    assert await bot.deliver(roll) == 200  # Telegram delivers the same update again
    assert bot.fake.texts(GROUP, since=mark) == group
    for user in (bot.bob, bot.alice):
        assert len(bot.fake.texts(user["id"])) == private[user["id"]] + 1
    assert bot.fake.texts(bot.carol["id"]) == []
