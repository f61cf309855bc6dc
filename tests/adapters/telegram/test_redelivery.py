"""Updates Telegram delivers again: of a reply only the messages not yet delivered are sent, however the copies
come (together, or after a failure, to another process), and a body that is no update is not retried forever.

The real python-telegram-bot, by webhook, against the fake Bot API on loopback; on every storage kind.
"""

from __future__ import annotations

import asyncio
import logging
import re

import pytest
from structlog.testing import capture_logs
from telegram.error import NetworkError

from assistant.reading.slash import parse
from models import Actor
from tests.adapters.telegram.conftest import GROUP, BotFactory, button_data, mentions
from tests.adapters.telegram.fakebot import Json
from tests.fakes import ScriptedDice

#: Alice, the group's creator, as the engine knows her: its GM.
GM = Actor(id="tg:101", admin=True)
#: Wizards enough that the game's /status takes two messages.
WIZARDS = [f"W{n:02d}" for n in range(70)]


async def _wizards(bot: object) -> None:
    """Open the group's ergs game in English with the wizards (set up through the engine: not under test)."""
    await bot.say(bot.alice, "/lang en")  # type: ignore[attr-defined]
    for name in WIZARDS:
        await bot.app.engine.play(parse(f"/char {name} age=17"), GM, f"tg:{GROUP}")  # type: ignore[attr-defined]


def _named(messages: list[Json]) -> list[str]:
    """Return the wizards the lines of some messages begin with, in order."""
    return [m.group(0) for text in messages for m in re.finditer(r"^W\d\d", text["text"], re.MULTILINE)]


async def test_ten_copies_of_an_update_arriving_together_get_one_reply(start_bot_every: BotFactory) -> None:
    bot = await start_bot_every("webhook", rules="ergs")
    await _wizards(bot)
    status = bot.fake.update(message=bot.fake.incoming(bot.alice, GROUP, "/status"))
    before = bot.fake.last_id(GROUP)
    assert await asyncio.gather(*(bot.deliver(status) for _ in range(10))) == [200] * 10
    sent = bot.fake.sent(GROUP, since=before)
    assert len(sent) == 2 and _named(sent) == WIZARDS  # each wizard once, in two messages, sent once
    delivered = await bot.door.records.delivered(f"tg:{status['update_id']}")
    assert delivered == {0: sent[0]["message_id"], 1: sent[1]["message_id"]}
    join = bot.fake.update(message=bot.fake.incoming(bot.alice, GROUP, "/char Harry age=17"))
    before = bot.fake.last_id(GROUP)
    assert await asyncio.gather(*(bot.deliver(join) for _ in range(10))) == [200] * 10
    assert [t[:16] for t in bot.fake.texts(GROUP, since=before)] == ["Harry joins the "]
    assert len((await bot.state()).characters) == len(WIZARDS) + 1


async def test_when_the_second_message_fails_a_redelivery_sends_only_the_second(start_bot_every: BotFactory) -> None:
    first = await start_bot_every("webhook", rules="ergs")
    await _wizards(first)
    status = first.fake.update(message=first.fake.incoming(first.alice, GROUP, "/status"))
    before = first.fake.last_id(GROUP)
    first.fake.fail("sendMessage", after=1)  # the Bot API takes the first message, then fails
    assert await first.deliver(status) == 500  # Telegram will deliver it again
    assert [type(e) for e in first.errors] == [NetworkError]
    first.errors.clear()
    sent = first.fake.sent(GROUP, since=before)
    assert len(sent) == 1 and _named(sent) == WIZARDS[: len(_named(sent))]
    again = await start_bot_every("webhook", rules="ergs")  # another process: it shares only the storage
    assert await again.deliver(status) == 200
    resent = again.fake.sent(GROUP, since=before)
    assert len(resent) == 2 and resent[0] == sent[0] and _named(resent) == WIZARDS
    assert await again.deliver(status) == 200  # a third copy: nothing is left to send
    assert again.fake.sent(GROUP, since=before) == resent


async def test_a_refusal_delivered_again_is_not_said_again(start_bot_every: BotFactory) -> None:
    bot = await start_bot_every("webhook", rules="ergs")
    await bot.say(bot.alice, "/lang en")
    wrong = bot.fake.update(message=bot.fake.incoming(bot.bob, GROUP, "@DuelBot abracadabra"))
    before = bot.fake.last_id(GROUP)
    for _ in range(3):
        assert await bot.deliver(wrong) == 200
    assert bot.fake.texts(GROUP, since=before) == ["I did not understand “abracadabra”. /help shows what I can do."]


NOT_UPDATES = [
    "[1, 2]",
    "{}",
    '"hello"',
    "null",
    "42",
    '{"update_id": "7"}',
    '{"update_id": true}',
    '{"update_id": 7, "message": {"text": "hi"}}',
    '{"update_id": 7, "message": {"message_id": 1, "date": 1e300, "chat": {"id": 1, "type": "private"}}}',
    '{"update_id": 7, "callback_query": {"id": "1"}}',
    "{not json",
]


@pytest.mark.parametrize("body", NOT_UPDATES)
async def test_a_body_that_is_no_update_is_answered_200_so_telegram_stops_and_a_warning_says_why(
    start_bot: BotFactory, body: str, caplog: pytest.LogCaptureFixture
) -> None:
    bot = await start_bot("webhook", rules="ergs")
    await bot.say(bot.alice, "/lang en")
    state, before = await bot.state(), bot.fake.last_id(GROUP)
    with capture_logs() as logs:
        assert await bot.fake.post_webhook_body(body) == 200
    warnings = [e["event"] for e in logs if e["log_level"] in ("warning", "error", "critical")]
    assert warnings == ["telegram.webhook_not_an_update"]
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []  # no traceback
    assert bot.fake.sent(GROUP, since=before) == [] and await bot.state() == state


async def test_a_tap_delivered_again_after_its_reply_failed_sends_the_reply_once(start_bot_every: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot_every("webhook", rules="duel_club", rng=dice)
    for line in ("/lang en", "/char Harry skill=60", "/char Draco skill=50"):
        await bot.say(bot.alice, line)
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.carol, "/iam Draco")
    await bot.say(bot.alice, "/duel @bob vs @carol")
    await bot.say(bot.alice, "/init")
    prompt = bot.keyboard_message(GROUP, "Stupefy")
    tap = bot.fake.update(callback_query=bot.fake.callback(bot.bob, prompt, button_data(prompt, "Stupefy")))
    before, seq = bot.fake.last_id(GROUP), (await bot.state()).seq
    dice.push(1)
    bot.fake.fail("sendMessage")  # the move is applied, its reply is not sent
    assert await bot.deliver(tap) == 500
    assert [type(e) for e in bot.errors] == [NetworkError]
    bot.errors.clear()
    assert bot.fake.texts(GROUP, since=before) == [] and (await bot.state()).seq == seq + 1
    for _ in range(2):  # delivered again, twice: the button is stale by now, yet its reply is owed once
        assert await bot.deliver(tap) == 200
    sent = bot.fake.sent(GROUP, since=before)
    assert len(sent) == 2 and "Stupefy" in sent[0]["text"] and mentions(sent[1]) == [bot.carol["id"]]
    assert (await bot.state()).seq == seq + 1 and not dice.rng.faces
