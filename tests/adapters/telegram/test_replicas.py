"""Replicas of the webhook on one PostgreSQL database answer an update once, whichever of them gets its copies and
however the copies come: together, in bursts across replicas, or after a sender was cut off between claiming a
message and sending it (cancelled, or killed: its claim lapses).

Each replica is a Door with its own Application, storage pools, engine and claimer, on one scratch schema; the copies
are POSTed to their webhooks at once, as Telegram's redeliveries and a load balancer would send them.
"""

from __future__ import annotations

import asyncio
from typing import Any

from telegram import Update
from telegram.error import NetworkError

from adapters.telegram.delivery import SentElsewhere
from adapters.telegram.records import LEASE, open_records
from adapters.telegram.scheduled import SCHEDULER
from assistant.errors import StorageError
from assistant.reading.slash import parse
from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory, mentions
from tests.adapters.telegram.fakebot import Json
from tests.fakes import FakeClock

#: Trials of one update POSTed to two replicas at once, and bursts of ten copies alternating between them.
TRIALS, BURSTS, COPIES = 100, 20, 10


def roll(bot: Bot) -> Json:
    """Return a new update of Alice rolling in the group: one durable command, one message in reply."""
    return bot.fake.update(message=bot.fake.incoming(bot.alice, GROUP, "/roll 1d20"))


def answers(bot: Bot, update: Json) -> list[Json]:
    """Return the bot's messages that answer an update's message (they quote it)."""
    quoted = update["message"]["message_id"]
    return [m for m in bot.fake.sent(GROUP) if (m.get("reply_to_message") or {}).get("message_id") == quoted]


async def rolls(bot: Bot) -> int:
    """Return how many rolls the group's game applied (its log: what the game did)."""
    return sum(e.command.name == "roll" for e in await bot.app.storage.read_log(f"tg:{GROUP}", limit=10_000))


async def test_an_update_posted_to_two_replicas_at_once_is_applied_once_and_answered_once(
    start_replica: BotFactory,
) -> None:
    a, b = await start_replica(), await start_replica()
    await a.say(a.alice, "/lang en")
    for trial in range(TRIALS):
        update = roll(a)
        first, second = (a, b) if trial % 2 else (b, a)
        assert await asyncio.gather(first.deliver(update), second.deliver(update)) == [200, 200]
        assert len(answers(a, update)) == 1, f"trial {trial}: {answers(a, update)}"
    assert await rolls(a) == TRIALS


async def test_bursts_of_copies_alternating_between_replicas_are_applied_once_and_answered_once(
    start_replica: BotFactory,
) -> None:
    a, b = await start_replica(), await start_replica()
    await a.say(a.alice, "/lang en")
    for burst in range(BURSTS):
        update = roll(a)
        statuses = await asyncio.gather(*((a, b)[n % 2].deliver(update) for n in range(COPIES)))
        assert statuses == [200] * COPIES
        assert len(answers(a, update)) == 1, f"burst {burst}: {answers(a, update)}"
    assert await rolls(a) == BURSTS


async def _cut_off(sender: Bot, update: Json) -> None:
    """Let a replica take an update, claim its reply and start sending it, then cut the sending off."""
    sender.fake.hold("sendMessage")
    calls = len(sender.fake.called("sendMessage"))
    assert sender.ptb is not None
    handling = asyncio.create_task(sender.ptb.process_update(Update.de_json(update, sender.ptb.bot)))
    while len(sender.fake.called("sendMessage")) == calls:  # claimed, and at the Bot API: the reply is on its way
        await asyncio.sleep(0.01)
    handling.cancel()
    await asyncio.gather(handling, return_exceptions=True)
    sender.fake.let_go(lost=True)  # the message held never reached Telegram


async def test_the_first_message_of_a_reply_is_claimed_by_the_commands_own_commit_and_a_copy_waits_for_it(
    start_replica: BotFactory, monkeypatch: Any
) -> None:
    a, b = await start_replica(), await start_replica()
    await a.say(a.alice, "/lang en")
    claims: list[tuple[str, int]] = []
    claim = a.door.records.claim

    async def counted(key: str, part: int, *args: Any) -> Any:
        claims.append((key, part))
        return await claim(key, part, *args)

    monkeypatch.setattr(a.door.records, "claim", counted)
    update = roll(a)
    a.fake.hold("sendMessage")
    calls = len(a.fake.called("sendMessage"))
    assert a.ptb is not None
    handling = asyncio.create_task(a.ptb.process_update(Update.de_json(update, a.ptb.bot)))
    while len(a.fake.called("sendMessage")) == calls:  # applied, claimed, and at the Bot API
        await asyncio.sleep(0.01)
    key = f"tg:{update['update_id']}"
    assert claims == []  # no write of its own: the command's transaction claimed it
    assert (await a.door.records.claimed(key, 0)).mine
    copy = asyncio.create_task(b.deliver(update))  # a copy finds the command applied, and the reply being sent
    await asyncio.sleep(0.2)
    assert not copy.done()
    a.fake.let_go()
    await handling
    assert await copy == 200
    assert len(answers(a, update)) == 1 and await rolls(a) == 1


async def test_a_sender_cancelled_between_claim_and_send_gives_its_claim_up_and_another_replica_answers_once(
    start_replica: BotFactory,
) -> None:
    a, b = await start_replica(), await start_replica()
    await a.say(a.alice, "/lang en")
    update = roll(a)
    await _cut_off(a, update)
    assert await rolls(a) == 1 and answers(a, update) == []
    assert await b.deliver(update) == 200  # Telegram delivers it again, to the other replica: sent at once
    assert len(answers(b, update)) == 1 and await rolls(b) == 1
    assert await a.deliver(update) == 200 and len(answers(a, update)) == 1


async def test_a_sender_killed_after_claiming_is_answered_once_by_the_redelivery_once_its_claim_lapses(
    start_replica: BotFactory, clock: FakeClock, monkeypatch: Any
) -> None:
    a, b = await start_replica(), await start_replica()
    await a.say(a.alice, "/lang en")
    update = roll(a)

    async def killed(key: str, part: int) -> None:  # kill -9: nothing of the sender runs after the cut
        raise StorageError("the process is gone")

    monkeypatch.setattr(a.door.records, "release", killed)
    await _cut_off(a, update)
    assert answers(a, update) == [] and await rolls(a) == 1
    b.door.sender.patience = 0.2
    assert await b.deliver(update) == 500  # the claim stands: the sender may still be sending; Telegram retries
    assert answers(b, update) == [] and [type(e) for e in b.errors] == [SentElsewhere]
    b.errors.clear()
    clock.advance(seconds=LEASE.total_seconds() + 1)
    assert await b.deliver(update) == 200  # the claim has lapsed: the redelivery sends the reply, once
    assert len(answers(b, update)) == 1 and await rolls(b) == 1
    for replica in (a, b):
        assert await replica.deliver(update) == 200
    assert len(answers(b, update)) == 1


async def test_a_sending_that_fails_at_the_bot_api_is_sent_by_the_redelivery_to_the_other_replica(
    start_replica: BotFactory,
) -> None:
    a, b = await start_replica(), await start_replica()
    await a.say(a.alice, "/lang en")
    update = roll(a)
    a.fake.fail("sendMessage")  # the claim is made, the Bot API fails the message: the claim is given up
    assert await a.deliver(update) == 500
    assert [type(e) for e in a.errors] == [NetworkError]
    a.errors.clear()
    assert answers(a, update) == []
    assert await b.deliver(update) == 200 and len(answers(b, update)) == 1
    records = await open_records(b.app.storage)
    assert await records.delivered(f"tg:{update['update_id']}") == {0: answers(b, update)[0]["message_id"]}


async def test_the_replica_that_takes_a_move_takes_off_the_buttons_another_replica_sent(
    start_replica: BotFactory,
) -> None:
    a, b = await start_replica(), await start_replica()
    for line in ("/lang en", "/char Harry skill=60", "/char Draco skill=50"):
        await a.say(a.alice, line)
    await a.say(a.bob, "/iam Harry")
    await a.say(a.carol, "/iam Draco")
    await a.say(a.bob, "/duel Harry vs Draco")
    await a.say(a.bob, "/init")
    [prompt] = a.prompts()  # sent by replica A
    mover, other = (a.bob, a.carol) if a.bob["id"] in mentions(prompt) else (a.carol, a.bob)

    await b.say(mover, "/cast stupefy")  # the move, through replica B
    [standing] = b.prompts()  # A's prompt lost its buttons; B prompts the other duellist once
    assert mentions(standing) == [other["id"]] and standing["message_id"] != prompt["message_id"]

    await a.say(other, "/cast protego")  # and back through A: B's prompt is taken off in turn, A prompts round 2
    [following] = a.prompts()
    assert following["message_id"] not in (prompt["message_id"], standing["message_id"])


async def test_what_time_decided_handed_to_two_replicas_under_one_key_is_said_once(start_replica: BotFactory) -> None:
    a, b = await start_replica(rules="ergs", locale="ru"), await start_replica(rules="ergs", locale="ru")
    for line in ("/char Гарри age=17", "/char Драко age=17", "/duel Гарри vs Драко"):
        await a.say(a.alice, line)
    # what a scheduler's command got, handed to both replicas' doors: by the replica that applied it, and by the
    # one that took the timer again after the first stopped before its door said it (a duplicate, the same key)
    reply = await a.app.engine.handle(parse("/roll 1d20"), SCHEDULER, f"tg:{GROUP}", "timer:test:1")
    before = len(a.fake.sent(GROUP))
    await asyncio.gather(
        a.door.on_scheduled(f"tg:{GROUP}", reply, "timer:test:1"),
        b.door.on_scheduled(f"tg:{GROUP}", reply.model_copy(update={"duplicate": True}), "timer:test:1"),
    )
    said = a.fake.sent(GROUP)[before:]
    assert len(said) == 1 and "1d20" in said[0]["text"]
