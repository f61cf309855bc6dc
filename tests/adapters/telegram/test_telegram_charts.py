"""Pictures in Telegram: /chart and /odds answered with a photo (sendPhoto), the text as its caption."""

from __future__ import annotations

import pytest

from tests.adapters.telegram.conftest import GROUP, BotFactory
from tests.adapters.telegram.fakebot import PNG_MAGIC, Json, png_size
from tests.fakes import ScriptedDice

FENIKS = [
    "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12",
    "/char Draco age=16 reflex=5 charms=18 dada=10",
    "/duel Harry vs Draco",
    "/order Harry Draco",
]


def photos(bot: object, chat: int = GROUP) -> list[Json]:
    """Return the bot's photo messages in a chat, oldest first."""
    return [m for m in bot.fake.sent(chat) if "photo" in m]  # type: ignore[attr-defined]


def picture(bot: object, message: Json) -> bytes:
    """Return the bytes the bot uploaded for a photo message."""
    return bot.fake.photos[message["photo"][-1]["file_id"]]  # type: ignore[attr-defined,no-any-return]


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_chart_of_a_duel_arrives_as_a_png_with_its_caption(start_bot: BotFactory, mode: str) -> None:
    dice = ScriptedDice()
    bot = await start_bot(mode, rules="feniks", rng=dice)
    await bot.say(bot.alice, "/lang pl")
    for line in FENIKS:
        await bot.say(bot.alice, line)
    dice.push(10, 10, 10)
    await bot.say(bot.alice, "/cast stupefy Draco")
    await bot.say(bot.alice, "/defend none")
    await bot.say(bot.alice, "/chart duel 1")

    sent = photos(bot)
    assert len(sent) == 1 and bot.fake.called("sendPhoto")
    assert sent[0]["caption"] == "Pojedynek 1 (Harry i Draco): stan postaci ruch po ruchu."
    data = picture(bot, sent[0])
    assert data.startswith(PNG_MAGIC) and png_size(data) == (800, 450) and len(data) > 5_000
    assert sent[0]["photo"][-1]["width"] == 800


async def test_odds_come_with_their_bars_and_a_long_answer_follows_the_caption(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="feniks")
    await bot.say(bot.alice, "/lang en")
    for line in FENIKS[:2]:
        await bot.say(bot.alice, line)
    since = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/odds Harry stupefy vs Draco defence=shield")

    answer = bot.fake.sent(GROUP, since)
    assert "photo" in answer[0] and png_size(picture(bot, answer[0])) is not None
    caption = answer[0]["caption"]
    assert caption.startswith("Harry casting Stupefy (modifier +1): hits 81%") and len(caption) <= 1024
    assert "0 HP: 50.6%" in caption  # the whole damage table fits the caption: nothing follows
    assert len(answer) == 1


async def test_a_caption_too_long_goes_on_in_messages(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="feniks")
    await bot.say(bot.alice, "/lang fr")
    long_name = "Draco" + "-Malfoy" * 40  # each line of the answer names him: four lines pass 1024 characters
    await bot.say(bot.alice, FENIKS[0])
    await bot.say(bot.alice, f"/char {long_name} age=16 reflex=5 charms=18 dada=10")
    since = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, f"/odds Harry stupefy vs {long_name}")

    answer = bot.fake.sent(GROUP, since)
    assert "photo" in answer[0] and png_size(picture(bot, answer[0])) is not None
    caption, rest = answer[0]["caption"], [m["text"] for m in answer[1:]]
    assert (
        caption.startswith("Stupéfix lancé par Harry (modificateur +1)\u00a0: touche dans 81\u00a0% des cas")
        and len(caption) <= 1024
        and len(rest) == 1
    )
    lines = [*caption.split("\n"), *rest[0].split("\n")]
    assert len(lines) == 4 and all(long_name in line for line in lines[1:])  # each defence once, none lost


async def test_a_chart_of_nobody_is_refused_in_the_games_language_without_a_photo(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="ergs")
    await bot.say(bot.alice, "/lang ru")
    await bot.say(bot.alice, "/chart")
    assert photos(bot) == []
    assert bot.fake.texts(GROUP)[-1].startswith("Список персонажей пуст — рисовать пока нечего.")
