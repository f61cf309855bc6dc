"""A hidden NPC through the Telegram door in each ruleset: the group and a player's private chat read what the
secrecy table lets players read, the GM's private chat reads the numbers."""

from __future__ import annotations

import pytest

from assistant.conversation import secrecy
from tests.adapters.hidden_npc import HOME, assert_read_as_the_table_says, differing
from tests.adapters.telegram.conftest import GROUP, BotFactory
from tests.assistant.test_secrecy_table import SCRIPTS

BOUND = " to=web:ania"


@pytest.mark.parametrize("rules", sorted(SCRIPTS))
async def test_the_group_and_a_players_private_chat_read_no_number_of_a_hidden_npc(
    start_bot: BotFactory, rules: str
) -> None:
    bot = await start_bot("polling", rules=rules)
    locale = HOME[rules]
    await bot.say(bot.alice, f"/lang {locale}")
    for person in (bot.alice, bot.bob):
        await bot.say(person, "/start", chat=person["id"])
    for line in SCRIPTS[rules]:
        if line.endswith(BOUND):  # the player binds their own character
            await bot.say(bot.bob, line.removesuffix(BOUND))
        else:
            await bot.say(bot.alice, line)
    state = await bot.state()
    differs = await differing(bot.app.storage, f"tg:{GROUP}", state, secrecy.PLAYERS, locale)
    assert_read_as_the_table_says(differs, [*bot.fake.texts(GROUP), *bot.fake.texts(bot.bob["id"])])
    for message in bot.prompts():
        assert not any(d.gm in message["text"] for d in differs), message["text"]
    gm_private = "\n".join(bot.fake.texts(bot.alice["id"]))
    assert all(d.gm in gm_private for d in differs), (differs, gm_private)  # every GM reads it whole, in private
