"""Hidden pools: an NPC's numbers that only GMs see; the group reads them masked, the GMs whole in private."""

from __future__ import annotations

import re

from tests.adapters.telegram.conftest import GROUP, BotFactory
from tests.fakes import ScriptedDice


async def test_a_hidden_npcs_pools_are_masked_for_the_group_and_sent_to_the_gms(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/lang en")
    await bot.say(bot.alice, "/start", chat=bot.alice["id"])
    await bot.say(bot.alice, "/char Goyle skill=40")
    await bot.say(bot.alice, "/char Goyle hidden=yes")
    assert bot.fake.texts(GROUP)[-1] == "Goyle: their HP and Charms skill are hidden now, only GMs see them."
    await bot.say(bot.bob, "/char Goyle hidden=no")
    assert bot.fake.texts(GROUP)[-1].startswith("Goyle is not your character")
    await bot.say(bot.alice, "/char Harry skill=60")
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.bob, "/char Harry hidden=yes")  # a player may not hide even their own character
    assert bot.fake.texts(GROUP)[-1] == "Only a GM may hide a character's pools or show them again."
    assert not (await bot.state()).characters["harry"].hidden
    assert (await bot.state()).characters["goyle"].hidden

    private = len(bot.fake.texts(bot.alice["id"]))
    await bot.say(bot.bob, "/pool Goyle")  # a player asks: the group reads no number, nobody is told more
    assert bot.fake.texts(GROUP)[-1] == "Goyle: HP ?/?"
    assert len(bot.fake.texts(bot.alice["id"])) == private
    await bot.say(bot.alice, "/pool Goyle")  # a GM asks in the group: the group reads it masked, the GMs whole
    assert bot.fake.texts(GROUP)[-1] == "Goyle: HP ?/?"
    assert bot.fake.texts(bot.alice["id"])[-1] == (
        f"Hidden from the players in “chat {GROUP}” — only GMs see this:\nGoyle: HP 5/5"
    )
    carol_says = await bot.say(bot.carol, "I will play the Slytherins")
    await bot.say(bot.alice, "/gm grant", reply_to=carol_says)
    await bot.say(bot.alice, "/pool Goyle")  # a GM who never opened a private chat with the bot is told how, once
    link = "https://t.me/DuelBot?start=secret"
    told = f"Carol, to see hidden pools, first open a private chat with me: {link}"
    assert bot.fake.texts(GROUP)[-2:] == ["Goyle: HP ?/?", told]
    await bot.say(bot.alice, "/pool Goyle")
    assert bot.fake.texts(GROUP)[-1] == "Goyle: HP ?/?"

    await bot.say(bot.alice, "/char Goyle hidden=no")
    await bot.say(bot.bob, "/pool Goyle")
    assert bot.fake.texts(GROUP)[-1] == "Goyle: HP 5/5"


async def test_a_private_chat_shows_its_own_gm_everything(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    me = bot.alice["id"]
    for line in ("/lang en", "/char Goyle skill=40", "/char Goyle hidden=yes", "/pool Goyle"):
        await bot.say(bot.alice, line, chat=me)
    assert bot.fake.texts(me)[-1] == "Goyle: HP 5/5"


async def test_players_status_and_pool_questions_show_no_number_of_a_hidden_npc(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    for line in ("/lang en", "/char Goyle skill=40", "/char Harry skill=60", "/char Goyle hidden=yes"):
        await bot.say(bot.alice, line)
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.alice, "/duel Goyle vs Harry")
    await bot.say(bot.alice, "/init")
    await bot.say(bot.alice, "/start", chat=bot.alice["id"])
    private = len(bot.fake.texts(bot.alice["id"]))
    status = "\n".join(
        [
            "Duel 1: round 1, Harry to act.",
            "Goyle (Charms ?): HP ?/?, wand in hand.",
            "Harry (Charms 60): HP 5/5, wand in hand.",
        ]
    )
    asked = {"/status": status, "how many PV does Goyle have?": "Goyle: HP ?/?", "/pool Goyle": "Goyle: HP ?/?"}
    for question, answer in asked.items():
        mark = bot.fake.last_id(GROUP)
        await bot.say(bot.bob, question)
        assert bot.fake.texts(GROUP, since=mark) == [answer], question
    assert len(bot.fake.texts(bot.alice["id"])) == private  # a player's question tells the GMs nothing
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/status")  # a GM's: the group reads it masked, the GM whole in private
    assert bot.fake.texts(GROUP, since=mark) == [status]
    told = bot.fake.texts(bot.alice["id"])[-1]
    assert told.endswith("Goyle (Charms 40): HP 5/5, wand in hand.\nHarry (Charms 60): HP 5/5, wand in hand.")


async def test_a_hidden_npcs_attack_shows_no_number_in_the_group_nor_in_the_prompt_and_its_edit(
    start_bot: BotFactory,
) -> None:
    dice = ScriptedDice()
    bot = await start_bot("polling", rules="feniks", rng=dice)
    for line in (
        "/lang pl",
        "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12",
        "/char Goyle age=17 reflex=6 charms=19 transfig=4 dada=16",
        "/char Goyle hidden=yes",
    ):
        await bot.say(bot.alice, line)
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.alice, "/duel Harry vs Goyle")
    await bot.say(bot.alice, "/order Goyle Harry")
    mark = bot.fake.last_id(GROUP)
    dice.push(9, 9, 9)  # disruption, accuracy, power: Goyle's Stupefy hits
    await bot.say(bot.alice, "/cast Goyle: stupefy Harry")
    about_goyle = [line for text in bot.fake.texts(GROUP, since=mark) for line in text.split("\n") if "Goyle" in line]
    assert about_goyle and not any(re.search(r"\d", line.replace("Pojedynek 1", "")) for line in about_goyle)
    kod = next(t for t in bot.fake.texts(GROUP, since=mark) if t.startswith("Kod:") or "\nKod:" in t)
    assert "Atak: ?" in kod and "PZ: [ ? / ? ]" in kod, kod
    prompt = bot.prompts()[-1]
    assert "Drętwota Goyle’a (atak ?)" in prompt["text"], prompt["text"]
    dice.push(5, 5, 5)  # Harry's Protego: disruption, accuracy, power
    await bot.tap(bot.bob, "Tarcza")
    edited = bot.fake.sent(GROUP, since=mark)
    assert not any("Goyle’a (atak" in m["text"] and "atak ?" not in m["text"] for m in edited if "text" in m)
