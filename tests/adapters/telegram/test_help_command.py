"""/help in a group: each command in one line with an example, in the chat's language; /help cast explains one."""

from __future__ import annotations

from tests.adapters.telegram.conftest import GROUP, BotFactory


async def test_help_lists_each_command_with_an_example_in_the_chats_language(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.bob, "/help")  # Bob's Telegram speaks Polish; nobody set the chat's language
    lines = "\n".join(bot.fake.texts(GROUP)).split("\n")
    assert lines[0] == "Komendy zasad „Klub Pojedynków”:"
    assert "/czar — Rzuć zaklęcie na cel. Przykład: /czar Drętwota" in lines
    assert "/rzut — Rzuć kośćmi, np. 4k6kh3+2. Przykład: /rzut 4k6kh3+2" in lines
    assert lines[-1] == "/pomoc KOMENDA objaśnia jedną komendę, np. /pomoc czar."


async def test_help_of_one_command_gives_its_usage_and_an_example(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    await bot.say(bot.alice, "/lang en")
    await bot.say(bot.alice, "/help cast")
    assert bot.fake.texts(GROUP)[-1] == (
        "/cast — Cast a spell at a target. Example: /cast Stupefy\n"
        "Usage: /cast [CHARACTER:] SPELL (at your opponent in the duel)"
    )
    await bot.say(bot.alice, "/help fly")
    assert bot.fake.texts(GROUP)[-1] == "There is no command “fly”. /help lists the commands."
