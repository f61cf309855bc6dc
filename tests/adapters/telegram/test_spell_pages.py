"""The spell keyboard: the acting character's own spells first, then "more…" pages of the rest."""

from __future__ import annotations

from adapters.telegram import buttons
from tests.adapters.telegram.conftest import BotFactory, button_data, labels
from tests.fakes import ScriptedDice

TRANSFIG = ["avifors", "lapifors", "draconifors", "serpensortia", "vera-verto", "piertotum-locomotor"]


async def test_a_transfigurer_sees_their_own_spells_first_then_pages_of_the_rest(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("webhook", rules="feniks", rng=dice)
    await bot.say(bot.alice, "/lang en")
    await bot.say(bot.alice, "/char Harry age=15 reflex=6 charms=3 transfig=9 dada=2")
    await bot.say(bot.alice, "/char Draco age=15 reflex=5 charms=14 transfig=5 dada=10")
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.carol, "/iam Draco")
    await bot.say(bot.alice, "/duel Harry vs Draco")
    await bot.say(bot.alice, "/order Harry Draco")
    spell = bot.app.translator.spell_name
    prompt = bot.prompt_of(bot.bob)
    assert labels(prompt) == [*(spell(s, "en") for s in TRANSFIG), "More…"]  # his own: transfiguration

    foreign = await bot.tap(bot.carol, "More…", message=prompt)
    assert bot.answer_of(foreign)["text"] == "Sorry, these buttons are for Bob."
    assert labels(bot.prompt_of(bot.bob)) == labels(prompt)  # nothing moved

    await bot.tap(bot.bob, "More…", message=prompt)
    page = bot.prompt_of(bot.bob)
    assert labels(page)[:3] == ["Stupefy", "Expelliarmus", spell("petrificus-totalus", "en")]
    assert len(labels(page)) == buttons.PAGE + 2 and labels(page)[-2:] == ["«", "More…"]
    await bot.tap(bot.bob, "«", message=page)
    assert labels(bot.prompt_of(bot.bob)) == labels(prompt)

    beyond = buttons.decode(button_data(bot.prompt_of(bot.bob), "More…"))
    assert beyond is not None
    stale = bot.fake.callback(bot.bob, bot.prompt_of(bot.bob), beyond.paged(9).encode())
    update = bot.fake.update(callback_query=stale)
    await bot.deliver(update)
    assert bot.answer_of(update)["text"] == "This button is out of date: the duel has moved on."

    await bot.tap(bot.bob, "More…", message=bot.prompt_of(bot.bob))
    dice.push(10, 10, 10)
    await bot.tap(bot.bob, "Stupefy")  # a spell of a later page, cast with one tap (the only foe)
    assert not dice.rng.faces
    assert (await bot.state()).duels["1"].pending["draco"][0].spell == "stupefy"
