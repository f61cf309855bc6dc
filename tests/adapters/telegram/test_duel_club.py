"""A whole duel club duel in a group, by buttons, commands and mentions, by polling and by webhook."""

from __future__ import annotations

import pytest

from tests.adapters.telegram.conftest import GROUP, BotFactory, labels, mentions
from tests.fakes import ScriptedDice

SPELLS = ["Stupefy", "Reinforced Stupefy", "Expelliarmus", "Petrificus Totalus", "Levicorpus", "Protego"]


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_a_whole_duel_club_duel_by_taps_and_commands(start_bot: BotFactory, mode: str) -> None:
    dice = ScriptedDice()
    bot = await start_bot(mode, rules="duel_club", rng=dice)
    await bot.say(bot.alice, "/lang en")  # a mixed-language group fixes its language
    await bot.say(bot.alice, "/char Harry skill=60")
    await bot.say(bot.alice, "/char Draco skill=50")
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.carol, "/iam Draco")
    await bot.say(bot.alice, "/duel@DuelBot @bob vs @carol")
    await bot.say(bot.alice, "/init")

    prompt = bot.prompts()[-1]
    assert mentions(prompt) == [bot.bob["id"]] and labels(prompt) == SPELLS
    assert "Harry" in prompt["text"] and "duel 1" in prompt["text"]

    async def move(user: dict[str, object], spell: str, face: int, typed: bool = False) -> None:
        dice.push(face)
        if typed:
            await bot.say(user, f"/cast {spell}")
        else:
            await bot.tap(user, spell)
        assert not dice.rng.faces, f"{spell} was not cast"

    await move(bot.bob, "Stupefy", 1)  # round 1: Harry first
    assert mentions(bot.prompts()[-1]) == [bot.carol["id"]]
    await move(bot.carol, "protego", 99, typed=True)
    await move(bot.carol, "Expelliarmus", 90)  # round 2: Draco first
    await move(bot.bob, "stupefy", 5, typed=True)
    await move(bot.bob, "Reinforced Stupefy", 10)  # round 3
    await move(bot.carol, "Protego", 50)
    await move(bot.carol, "Stupefy", 70)  # round 4
    await move(bot.bob, "Reinforced Stupefy", 2)
    await move(bot.bob, "Stupefy", 3)  # round 5
    await move(bot.carol, "Levicorpus", 100)

    state = await bot.app.engine.state(f"tg:{GROUP}")
    assert state is not None
    duel = state.duels["1"]
    assert duel.ended and duel.winner == "harry"
    assert state.characters["draco"].pv == 0 and state.characters["harry"].pv == 5
    texts = bot.fake.texts(GROUP)
    assert any("blocks" in t for t in texts)
    assert "Harry" in texts[-1] and bot.prompts() == []


async def test_only_the_owner_may_press_and_old_buttons_are_refused(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("polling", rules="duel_club", rng=dice)
    await bot.say(bot.alice, "/lang en")  # a mixed-language group fixes its language
    for line in ("/char Harry skill=60", "/char Draco skill=50", "/duel Harry vs Draco", "/init"):
        await bot.say(bot.alice, line)
    await bot.say(bot.bob, "/iam Harry")  # binding changes Harry: the first prompt is superseded
    await bot.say(bot.carol, "/iam Draco")
    first = bot.prompts()[-1]
    assert mentions(first) == [bot.bob["id"]]

    refused = await bot.tap(bot.dave, "Stupefy")
    assert bot.answer_of(refused)["show_alert"] and "Bob" in bot.answer_of(refused)["text"]
    refused = await bot.tap(bot.carol, "Stupefy")
    assert "Bob" in bot.answer_of(refused)["text"]
    state = await bot.app.engine.state(f"tg:{GROUP}")
    assert state is not None and state.seq == 7 and not state.duels["1"].actions

    stale_data = next(b["callback_data"] for row in first["reply_markup"]["inline_keyboard"] for b in row)
    dice.push(1)
    await bot.tap(bot.bob, "Stupefy")
    old = bot.fake.update(callback_query=bot.fake.callback(bot.bob, first, stale_data))
    await bot.deliver(old)
    answer = bot.answer_of(old)
    assert answer["show_alert"] and "out of date" in answer["text"]
    after = await bot.app.engine.state(f"tg:{GROUP}")
    assert after is not None and after.seq == 8 and len(after.duels["1"].actions) == 1
