"""/lang me in a group: a player's own turn prompts and a GM's private messages are in their own language."""

from __future__ import annotations

from tests.adapters.telegram.conftest import GROUP, BotFactory, labels, mentions
from tests.fakes import ScriptedDice


async def test_a_players_prompts_and_a_gms_private_messages_follow_their_own_language(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("polling", rules="duel_club", rng=dice)
    await bot.say(bot.alice, "/start", chat=bot.alice["id"])  # the GM opened a private chat: secrets reach her
    for line in ("/char Harry skill=60", "/char Draco skill=50"):
        await bot.say(bot.alice, line)
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.carol, "/iam Draco")
    await bot.say(bot.bob, "/lang me pl")
    await bot.say(bot.alice, "/lang me fr")
    await bot.say(bot.alice, "/duel @bob vs @carol")
    await bot.say(bot.alice, "/init")
    assert bot.fake.texts(GROUP)[-2].startswith("L'initiative revient à Harry")  # with no /lang: as its speaker

    prompt = bot.prompts()[-1]
    assert mentions(prompt) == [bot.bob["id"]]
    assert "w pojedynku 1 jest teraz ruch Harry" in prompt["text"] and "Drętwota" in labels(prompt)

    dice.push(17)
    await bot.say(bot.bob, "/roll secret 1d20")
    told = bot.fake.texts(bot.alice["id"])[-1]
    assert told.startswith(f"Jet secret de Bob dans «\u00a0chat {GROUP}\u00a0»\u00a0:"), told
