"""Did you mean, through the real library and the fake Bot API: a line addressed to the bot that it could not play is
answered with its closest readings as buttons; a tap by who typed it plays one, once."""

from __future__ import annotations

import copy

from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory, labels

ERGS_TABLE = ("/lang ru", "/char Harry age=15", "/iam Harry")


async def _harry(bot: Bot) -> int:
    state = await bot.state(GROUP)
    return int(next(c for c in state.characters.values() if c.name == "Harry").ergs)


async def test_a_typoed_command_gets_buttons_and_a_tap_plays_it_once(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="ergs")
    for line in ERGS_TABLE:
        await bot.say(bot.alice, line)
    assert await _harry(bot) == 3
    seq = (await bot.state(GROUP)).seq

    await bot.say(bot.alice, "/spnd Harry 1 зелье")
    asked = copy.deepcopy(bot.fake.sent(GROUP)[-1])  # as a second device still shows it, buttons and all
    assert asked["text"].splitlines() == [
        "В правилах «эрги (дуэли на палочках)» нет команды /spnd. Наберите /help.",
        "Может, вы имели в виду:",
    ]
    assert labels(asked) == ["/spend Harry 1 зелье"]
    assert "Команды начинаются" not in asked["text"]
    assert (await bot.state(GROUP)).seq == seq  # nothing played yet

    other = await bot.tap(bot.bob, "/spend Harry 1 зелье", message=asked)  # not the one who typed it
    assert bot.answer_of(other)["show_alert"] and "Alice" in bot.answer_of(other)["text"]
    assert await _harry(bot) == 3

    await bot.tap(bot.alice, "/spend Harry 1 зелье", message=asked)
    assert await _harry(bot) == 2  # played: one erg spent
    entry = (await bot.app.storage.read_log(f"tg:{GROUP}", after=seq))[-1]
    assert (entry.command.name, entry.actor.id) == ("spend", f"tg:{bot.alice['id']}")
    assert "reply_markup" not in bot.fake.messages[(GROUP, asked["message_id"])]  # the buttons came off

    again = await bot.tap(bot.alice, "/spend Harry 1 зелье", message=asked)  # tapped again where still shown
    assert await _harry(bot) == 2 and (await bot.state(GROUP)).seq == seq + 1
    assert bot.answer_of(again)["text"] == "Уже выбрано: один из этих вариантов уже сыгран."


async def test_a_copy_of_the_tap_is_applied_once_and_answered_once(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="ergs")
    for line in ERGS_TABLE:
        await bot.say(bot.alice, line)
    await bot.say(bot.alice, "/spnd Harry 1 зелье")
    asked = bot.fake.sent(GROUP)[-1]
    tap = await bot.tap(bot.alice, "/spend Harry 1 зелье", message=asked)
    replies = len(bot.fake.sent(GROUP))
    await bot.deliver(tap)  # Telegram delivers the same update again
    assert await _harry(bot) == 2
    assert len(bot.fake.sent(GROUP)) == replies  # its reply is not sent twice


async def test_natural_words_meant_for_the_bot_get_their_readings_and_chat_stays_silent(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="ergs")
    for line in ERGS_TABLE:
        await bot.say(bot.bob, line) if line == "/iam Harry" else await bot.say(bot.alice, line)
    before = len(bot.fake.sent(GROUP))
    await bot.say(bot.bob, "ну и погодка сегодня, ребята")  # among players: silent, as before
    assert len(bot.fake.sent(GROUP)) == before

    await bot.say(bot.bob, "@DuelBot сколько у меня эргов осталось то вообще")  # read now: played at once
    assert bot.fake.texts(GROUP)[-1].startswith("Гарри (15, группа студентов): 3 из 3 эргов")  # Bob's own pool


async def test_a_question_gets_buttons_that_change_nothing_and_a_tap_spends_no_erg(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="ergs")
    for line in ERGS_TABLE:
        await bot.say(bot.alice, line)
    await bot.say(bot.alice, "@DuelBot сколько стоит уклонение?")  # ru F20: not «/уклон», which spends an erg
    asked = bot.fake.sent(GROUP)[-1]
    assert asked["text"].splitlines() == [
        "Не понял: «сколько стоит уклонение?». Что я умею, покажет /help.",
        "Может, вы имели в виду:",
    ]
    assert labels(asked) == ["/help dodge", "/pool"]
    await bot.tap(bot.alice, "/help dodge", message=asked)
    assert bot.fake.texts(GROUP)[-1].startswith("/dodge — Уклониться от заклинания.")
    assert await _harry(bot) == 3  # no erg spent


async def test_help_of_no_command_gets_no_buttons(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="ergs")
    for line in ERGS_TABLE:
        await bot.say(bot.alice, line)
    await bot.say(bot.alice, "/help foo")  # pl F12, cs #19, fr F6: never the typed line offered back
    answered = bot.fake.sent(GROUP)[-1]
    assert answered["text"] == "Команды «foo» нет. Список команд покажет /help."
    assert labels(answered) == []
