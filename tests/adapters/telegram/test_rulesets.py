"""Each ruleset played through Telegram: targets by mention, reply and name; pool questions in every locale."""

from __future__ import annotations

import pytest

from tests.adapters.telegram.conftest import GROUP, BotFactory, labels, mentions
from tests.fakes import ScriptedDice

#: When the ergs duel starts (message dates drive the larp's three-second rule).
T0 = 1_700_000_000


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_a_feniks_two_against_one_duel_by_taps_commands_and_mentions(start_bot: BotFactory, mode: str) -> None:
    dice = ScriptedDice()
    bot = await start_bot(mode, rules="feniks", rng=dice)
    await bot.say(bot.alice, "/lang en")  # a mixed-language group fixes its language
    await bot.say(bot.alice, "/char Harry age=15 reflex=6 charms=14 transfig=5 dada=10")
    await bot.say(bot.alice, "/char Ron age=15 reflex=4 charms=10 transfig=5 dada=12")
    await bot.say(bot.alice, "/char Draco age=11 reflex=5 charms=14 transfig=5 dada=10")
    for user, name in ((bot.bob, "Harry"), (bot.dave, "Ron"), (bot.carol, "Draco")):
        await bot.say(user, f"/iam {name}")
    await bot.say(bot.alice, "/duel Harry Ron vs Draco")
    await bot.say(bot.alice, "/order Harry Draco Ron")
    assert mentions(bot.prompt_of(bot.bob)) == [bot.bob["id"]] and "Stupefy" in labels(bot.prompt_of(bot.bob))

    dice.push(10, 10, 10)  # disruption, accuracy (critical), power
    await bot.tap(bot.bob, "Stupefy")  # the only foe is the target: one tap
    assert labels(bot.prompt_of(bot.carol)) == ["Shield", "Dodge", "No defence"]
    assert "Draco must defend against Harry's Stupefy (" in bot.prompt_of(bot.carol)["text"]  # what is awaited
    await bot.tap(bot.carol, "No defence")
    await bot.tap(bot.carol, "Expelliarmus")  # two foes: the keyboard asks for the target
    assert labels(bot.prompt_of(bot.carol))[:2] == ["Harry", "Ron"]
    dice.push(10, 5, 3)
    await bot.tap(bot.carol, "Ron")
    dice.push(5, 8)  # Ron's shield: disruption, power
    await bot.say(bot.dave, "/defend shield")
    dice.push(10, 10, 10)
    await bot.say(bot.dave, "/cast stupefy @carol")  # the target by its player's mention
    dice.push(10, 10, 10)
    await bot.tap(bot.bob, "Stupefy")
    await bot.tap(bot.carol, "No defence")
    assert not dice.rng.faces

    state = await bot.state()
    fight = state.duels["1"]
    assert fight.ended and fight.winner_side == 1
    assert state.characters["draco"].hp == 0 and state.characters["draco"].condition == "unconscious"
    assert state.characters["ron"].hp == 22 and bot.prompts() == []
    texts = bot.fake.texts(GROUP)
    assert any(t.startswith("Ron meets Draco's Expelliarmus (4) with Protego (8): 0 damage.") for t in texts)


async def test_an_ergs_duel_by_mentions_replies_and_names(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="ergs")
    await bot.say(bot.alice, "/lang en")  # a mixed-language group fixes its language
    await bot.say(bot.alice, "/char Harry age=16 spells=crucio", date=T0)
    await bot.say(bot.alice, "/char Draco age=19", date=T0)
    await bot.say(bot.bob, "/iam Harry", date=T0)
    await bot.say(bot.carol, "/iam Draco", date=T0)
    await bot.say(bot.alice, "/duel @bob @carol", date=T0)  # players named by mention
    bob_casts = await bot.say(bot.bob, "/cast expelliarmus @carol", date=T0 + 10)  # target by mention
    await bot.say(bot.carol, "/cast stupefy", reply_to=bob_casts, date=T0 + 20)  # target by reply
    await bot.say(bot.carol, "/dodge", date=T0 + 21)
    await bot.say(bot.bob, "/cast crucio Draco", date=T0 + 30)  # target by name
    await bot.say(bot.dave, "/cast Harry: stupefy Draco", date=T0 + 31)
    await bot.say(bot.carol, "сколько у меня эргов?", date=T0 + 40)
    await bot.say(bot.carol, "I cast Expelliarmus at @bob", date=T0 + 45)  # natural words, target by mention
    await bot.say(bot.alice, "/end winner=Harry", date=T0 + 50)
    assert bot.fake.texts(GROUP)[5:] == [
        "Duel 1: Harry against Draco. The seconds write the protocol with /protocol.",
        "Harry casts Expelliarmus at Draco (free, 3 left).",
        "Draco casts Stupefy at Harry (free, 3 left).",
        "Draco: “Dodge!” (1 erg, 2 left).",
        "Harry casts Crucio at Draco (1 erg, 2 left).",
        "Harry is not your character: a player acts only for their own characters.",
        "Draco (19, middle group): 2 of 3 ergs, life erg intact; wand: attuned.",
        "Draco casts Expelliarmus at Harry (free, 2 left).",
        "Duel 1 is over: Harry wins.",
    ]
    state = await bot.state()
    assert (state.characters["harry"].ergs, state.characters["draco"].ergs) == (2, 2)


async def test_spell_points_in_a_private_chat_by_webhook(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="spell_points")
    me = bot.erin["id"]
    for line in ("/lang cs", "/char Mialee level=7 ability=16", "/iam Mialee", "/cast magic missile"):
        await bot.say(bot.erin, line, chat=me)
    await bot.say(bot.erin, "kolik mám bodů kouzel?", chat=me)
    await bot.say(bot.erin, "dobrý den", chat=me)  # chatter in a private chat gets a hint, not an action
    texts = bot.fake.texts(me)
    assert texts[-2].startswith("Mialee: 45/46 bodů kouzel")
    assert texts[-1] == "Nerozumím: „dobrý den“. Co umím, ukáže /pomoc."
    assert (await bot.state(me)).characters["mialee"].points == 45


CASES = [
    ("pl", "feniks", "/char Harry age=16 reflex=7 charms=12 transfig=5 dada=10", "ile mam PZ?", "Harry: 24 z 24 PZ."),
    ("ru", "ergs", "/char Harry age=16", "сколько у меня эргов?", "Гарри (16, группа студентов): 3 из 3 эргов"),
    ("fr", "duel_club", "/char Harry skill=60", "combien de PV me reste-t-il ?", "Harry\u00a0: PV 5/5"),
    ("cs", "spell_points", "/char Harry level=7 ability=16", "kolik mám bodů kouzel?", "Harry: 46/46 bodů kouzel"),
    ("en", "duel_club", "/char Harry skill=60", "how many HP do I have?", "Harry: HP 5/5"),
]


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_a_pool_question_in_each_locale(start_bot: BotFactory, mode: str) -> None:
    bot = await start_bot(mode, rules="duel_club")
    for n, (locale, rules, char, question, answer) in enumerate(CASES):
        chat = -2000 - n
        bot.fake.make_admin(chat, bot.alice)
        for line in (f"/rules {rules}", f"/lang {locale}", char):
            await bot.say(bot.alice, line, chat=chat)
        await bot.say(bot.bob, "/iam Harry", chat=chat)
        await bot.say(bot.bob, question, chat=chat)
        assert bot.fake.texts(chat)[-1].startswith(answer), (locale, bot.fake.texts(chat)[-1])
        await bot.say(bot.bob, "nice weather today", chat=chat)  # group chatter is left alone
        assert bot.fake.texts(chat)[-1].startswith(answer)
