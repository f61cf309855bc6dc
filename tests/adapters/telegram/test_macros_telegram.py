"""Macros in a Telegram group, through the real library and the fake Bot API: a GM's macro typed by a player plays
its lines as that player, once per update."""

from __future__ import annotations

from tests.adapters.telegram.conftest import GROUP, BotFactory


async def test_a_gms_macro_is_played_by_a_player_as_themselves_once_per_update(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="ergs")
    for line in ("/lang ru", "/char Harry age=15", "/char Draco age=17"):
        await bot.say(bot.alice, line)
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.alice, "/macro зелье /spend Harry 1 зелье; /pool Harry")
    assert (
        bot.fake.texts(GROUP)[-1]
        == "Макрос «зелье»: /spend Harry 1 зелье; /pool Harry. Напишите «зелье», чтобы его запустить."
    )
    seq = (await bot.state(GROUP)).seq

    update = bot.fake.update(message=bot.fake.incoming(bot.bob, GROUP, "Зелье"))
    await bot.deliver(update)
    said = bot.fake.texts(GROUP)[-1].splitlines()
    assert said[0].startswith("Гарри тратит 1 эрг (зелье)") and said[-1].startswith("Гарри (15, группа студентов)")
    entries = await bot.app.storage.read_log(f"tg:{GROUP}", after=seq)
    bob = f"tg:{bot.bob['id']}"
    assert [(e.command.name, e.actor.id) for e in entries] == [("spend", bob), ("pool", bob)]

    sent = len(bot.fake.sent(GROUP))
    await bot.deliver(update)  # Telegram delivers it again: nothing is played or said twice
    state = await bot.state(GROUP)
    assert state.seq == seq + 2 and state.characters["harry"].ergs == 2 and len(bot.fake.sent(GROUP)) == sent

    await bot.say(bot.carol, "/macro моё /roll 1d6")  # a player, where the GM has not allowed it
    assert bot.fake.texts(GROUP)[-1].startswith("В этой игре макросы создаёт только мастер")
    assert list((await bot.state(GROUP)).macros) == ["зелье"]
