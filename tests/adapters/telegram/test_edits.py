"""Edited commands: an edit that corrects a refused command is applied; an edit of an applied one changes nothing
and says so once, however often it is edited, even after a restart. On every storage kind, by webhook."""

from __future__ import annotations

from typing import Any

from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory
from tests.adapters.telegram.fakebot import Json

NOTE = "That command was already carried out: editing it changes nothing. To do something else, send a new message."


async def _edit(bot: Bot, original: Json, text: str, seconds: int = 5) -> None:
    """Deliver an edit of a message with new text, as Telegram does."""
    edited: dict[str, Any] = {**original, "text": text, "edit_date": original["date"] + seconds}
    edited["entities"] = [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}]
    await bot.deliver(bot.fake.update(edited_message=edited))


async def test_an_edit_corrects_a_refused_command_and_an_applied_one_is_noted_once(
    start_bot_every: BotFactory,
) -> None:
    bot = await start_bot_every("webhook", rules="duel_club")
    await bot.say(bot.alice, "/lang en")
    typo = await bot.say(bot.alice, "/char Harry skill=600")
    assert "Harry" not in (await bot.state()).characters
    before = bot.fake.last_id(GROUP)
    await _edit(bot, typo, "/char Harry skill=60")  # the correction is played
    assert (await bot.state()).characters["harry"].sortileges == 60
    assert bot.fake.texts(GROUP, since=before)[0].startswith("Harry")

    before = bot.fake.last_id(GROUP)
    await _edit(bot, typo, "/char Harry skill=10", seconds=9)
    await _edit(bot, typo, "/char Harry skill=20", seconds=12)
    assert bot.fake.texts(GROUP, since=before) == [NOTE]  # said once
    again = await start_bot_every("webhook", rules="duel_club")  # a restart: only the storage is shared
    await _edit(again, typo, "/char Harry skill=30", seconds=20)
    assert again.fake.texts(GROUP, since=before) == [NOTE]
    assert (await again.state()).characters["harry"].sortileges == 60

    applied = await bot.say(bot.alice, "/char Draco skill=50")
    before = bot.fake.last_id(GROUP)
    await _edit(bot, applied, "/char Draco skill=5")
    assert bot.fake.texts(GROUP, since=before) == [NOTE]
    assert (await bot.state()).characters["draco"].sortileges == 50


async def test_an_edit_of_a_pasted_roster_adds_nobody_again(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="feniks")
    await bot.say(bot.alice, "/lang en")
    roster = await bot.say(bot.alice, "/char Harry age=15 reflex=7\nDraco age=11")
    before = bot.fake.last_id(GROUP)
    await _edit(bot, roster, "/char Harry age=16 reflex=2\nDraco age=12")
    assert bot.fake.texts(GROUP, since=before) == [NOTE]
    harry, draco = (await bot.state()).characters["harry"], (await bot.state()).characters["draco"]
    assert (harry.age, harry.reflex, draco.age) == (15, 7, 11)
