"""Group play as people do it: interleaved duels, roles, odd updates, redeliveries, flood waits, menus."""

from __future__ import annotations

import json
from typing import Any

import pytest

from adapters.telegram.text import MAX_MESSAGE
from assistant.conversation.outcome import Message as Said
from assistant.conversation.outcome import Place
from assistant.errors import StorageError
from models import Actor, Event, Reply
from tests.adapters.telegram.conftest import GROUP, OTHER_GROUP, Bot, BotFactory, labels, mentions
from tests.adapters.telegram.fakebot import ANONYMOUS_ADMIN_BOT, utf16_len
from tests.fakes import ScriptedDice


async def _four_duellists(bot: Bot) -> None:
    for line in ("/char Harry skill=60", "/char Draco skill=50", "/char Ron skill=40", "/char Blaise skill=45"):
        await bot.say(bot.alice, line)
    for user, name in ((bot.bob, "Harry"), (bot.carol, "Draco"), (bot.dave, "Ron"), (bot.erin, "Blaise")):
        await bot.say(user, f"/iam {name}")


async def test_two_duels_interleave_in_one_group(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("webhook", rules="duel_club", rng=dice)
    await _four_duellists(bot)
    await bot.say(bot.bob, "/duel Harry vs Draco")
    await bot.say(bot.dave, "/duel Ron vs Blaise")
    await bot.say(bot.bob, "/init")
    await bot.say(bot.erin, "/init")
    harry, blaise = bot.prompt_of(bot.bob), bot.prompt_of(bot.erin)
    assert "duel 1" in harry["text"] and "duel 2" in blaise["text"]

    dice.push(1)
    await bot.tap(bot.bob, "Stupefy", message=harry)  # duel 1 moves ...
    dice.push(2)
    await bot.tap(bot.erin, "Stupefy", message=blaise)  # ... the duel 2 prompt sent before is still good
    dice.push(99)
    await bot.say(bot.carol, "/cast protego")
    dice.push(99)
    await bot.tap(bot.dave, "Protego", message=bot.prompt_of(bot.dave))
    state = await bot.state()
    assert (state.characters["draco"].pv, state.characters["ron"].pv) == (4, 4)
    assert state.duels["1"].round == 2 and state.duels["2"].round == 2
    assert sorted(u for m in bot.prompts() for u in mentions(m)) == [bot.carol["id"], bot.dave["id"]]


async def test_roles_gm_actions_are_refused_to_players(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/lang en")  # a mixed-language group fixes its language
    await bot.say(bot.alice, "/start")
    await bot.say(bot.bob, "/lang pl")
    assert bot.fake.texts(GROUP)[-1] == "Only a GM may use /lang."
    assert (await bot.state()).locale == "en"

    await bot.say(bot.alice, "/char Harry skill=60")
    await bot.say(bot.alice, "/char Draco skill=50")
    await bot.say(bot.carol, "/iam Draco")
    await bot.say(bot.bob, "/iam Draco")
    assert "Draco already has a player" in bot.fake.texts(GROUP)[-1]
    await bot.say(bot.bob, "/iam Harry")
    await bot.say(bot.alice, "/duel Harry vs Draco")
    await bot.say(bot.alice, "/init")
    await bot.say(bot.carol, "/cast Harry: stupefy")
    assert "not your character" in bot.fake.texts(GROUP)[-1]

    dave_says = await bot.say(bot.dave, "I'd like to run the next game")
    await bot.say(bot.alice, "/gm grant", reply_to=dave_says)  # a reply names who
    await bot.say(bot.dave, "/lang fr")
    assert (await bot.state()).locale == "fr"
    await bot.say(bot.alice, "/gm revoke Dave", mentions=[bot.dave])  # a mention of a user without a username
    await bot.say(bot.dave, "/lang en")
    state = await bot.state()
    assert state.locale == "fr" and f"tg:{bot.dave['id']}" in state.revoked
    assert "Dave" in bot.fake.texts(GROUP)[-2]  # the reply names Dave, not his id


async def test_odd_updates_are_handled_without_a_crash(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/lang en")  # a mixed-language group fixes its language
    await bot.say(bot.alice, "/start")
    before = len(bot.fake.sent(GROUP))
    sticker = {
        "file_id": "st1",
        "file_unique_id": "st1",
        "type": "regular",
        "width": 512,
        "height": 512,
        "is_animated": False,
        "is_video": False,
    }
    await bot.say(bot.bob, None, sticker=sticker)
    forwarded = {"type": "user", "date": 1, "sender_user": bot.alice}
    await bot.say(bot.bob, "/lang ru", forward_origin=forwarded, forward_date=1)
    await bot.say(bot.bob, "/start@SomeOtherBot")
    bot.fake.channels.add(-100999)
    post = bot.fake.incoming(None, -100999, "/start", sender_chat={"id": -100999, "type": "channel", "title": "news"})
    await bot.deliver(bot.fake.update(channel_post=post))
    assert len(bot.fake.sent(GROUP)) == before and not bot.fake.sent(-100999)

    original = await bot.say(bot.bob, "/lang pl")
    edited = {**original, "text": "/lang cs", "edit_date": original["date"] + 5}
    await bot.deliver(bot.fake.update(edited_message=edited))
    assert bot.fake.texts(GROUP)[-2:] == ["Only a GM may use /lang."] * 2  # the edit is read again: refused again
    assert (await bot.state()).locale == "en"

    anonymous = {"id": ANONYMOUS_ADMIN_BOT, "is_bot": True, "first_name": "Group", "username": "GroupAnonymousBot"}
    group = {"id": GROUP, "type": "supergroup", "title": "chat"}
    await bot.say(anonymous, "/lang fr", sender_chat=group)
    assert (await bot.state()).locale == "fr"

    voice = {"file_id": "v1", "file_unique_id": "v1", "duration": 2, "mime_type": "audio/ogg"}
    await bot.say(bot.carol, None, voice=voice)
    assert "vocales sont désactivées" in bot.fake.texts(GROUP)[-1]
    bot.fake.files["files/v1"] = b"OggS voice"  # the voice door will fetch audio like this
    assert bot.ptb is not None
    audio = await (await bot.ptb.bot.get_file("v1")).download_as_bytearray()
    assert bytes(audio) == b"OggS voice"
    assert not [c for c in bot.fake.calls if c.method == "sendMessage" and "wrong" in str(c.params.get("text"))]


async def test_a_redelivered_webhook_update_is_applied_once(start_bot_every: BotFactory) -> None:
    bot = await start_bot_every("webhook", rules="duel_club")
    message = bot.fake.incoming(bot.alice, GROUP, "/char Harry skill=60")
    update = bot.fake.update(message=message)
    assert await bot.deliver(update) == 200
    assert await bot.deliver(update) == 200
    state = await bot.state()
    assert state.seq == 1 and list(state.characters) == ["harry"]
    assert bot.fake.texts(GROUP).count("Harry joins the duel club: Charms 60/100, 5 hit points.") == 1  # sent once

    forged = bot.fake.update(message=bot.fake.incoming(bot.alice, GROUP, "/char Draco skill=50"))
    assert await bot.fake.post_webhook(forged, secret="guess") == 403
    assert await bot.fake.post_webhook(forged, secret="") == 403
    assert (await bot.state()).seq == 1


async def test_a_flood_wait_is_waited_out_and_no_reply_is_lost(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    bot.fake.throttles["sendMessage"] = [1]
    await bot.say(bot.alice, "/char Harry skill=60")
    sends = [c for c in bot.fake.calls if c.method == "sendMessage"]
    assert len(sends) == 2 and sends[1].at - sends[0].at >= 1.0
    assert bot.fake.texts(GROUP) == ["Harry joins the duel club: Charms 60/100, 5 hit points."]


def _said(bot: Any, reply: Reply) -> Said:
    """Return a reply as one message of an outcome, the way the door sends it."""
    place = Place("x", "telegram")  # as sent: no roller to sign it
    return bot.door.app.conversation.messages(reply, None, place, Actor(id="tg:1", name="Alice"))[0]


async def test_long_replies_are_split_and_everything_is_escaped(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/char <b>&Co</b> skill=60")
    assert bot.fake.texts(GROUP)[-1].startswith("<b>&Co</b> joins")
    before = bot.fake.last_id(GROUP)
    details = [f"{n:02d}" + "x" * 900 for n in range(12)]
    events = [Event(key="roll-result", args={"expr": "1d6", "detail": d}) for d in details]
    assert bot.ptb is not None
    await bot.door.postman.send(bot.ptb.bot, GROUP, _said(bot, Reply(game_id="x", events=events, locale="en")))
    texts = bot.fake.texts(GROUP, since=before)
    assert len(texts) == 3 and all(utf16_len(t) <= MAX_MESSAGE for t in texts)
    lines = [line for t in texts for line in t.split("\n")]
    assert lines == [f"Roll 1d6: {d}" for d in details]  # split between lines, in order, nothing lost


async def test_a_reply_quotes_its_command_in_its_first_part_only(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    asked = await bot.say(bot.alice, "/char Harry skill=60")
    reply = bot.fake.sent(GROUP)[-1]
    assert reply["reply_to_message"]["message_id"] == asked["message_id"] and "joins the duel club" in reply["text"]
    before = bot.fake.last_id(GROUP)
    events = [Event(key="roll-result", args={"expr": "1d6", "detail": f"{n:02d}" + "x" * 900}) for n in range(6)]
    assert bot.ptb is not None
    said = _said(bot, Reply(game_id="x", events=events, locale="en"))
    await bot.door.postman.send(bot.ptb.bot, GROUP, said, quote=asked["message_id"])
    parts = bot.fake.sent(GROUP, since=before)
    assert len(parts) == 2 and parts[0]["reply_to_message"]["message_id"] == asked["message_id"]
    assert "reply_to_message" not in parts[1]


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_a_private_chat_plays_its_own_game(start_bot: BotFactory, mode: str) -> None:
    bot = await start_bot(mode, rules="duel_club")
    await bot.say(bot.bob, "/lang pl", chat=bot.bob["id"])  # the user of a private chat runs its game
    await bot.say(bot.bob, "/help", chat=bot.bob["id"])
    assert (await bot.state(bot.bob["id"])).locale == "pl"
    assert "/czar" in bot.fake.texts(bot.bob["id"])[-1]
    assert labels(bot.fake.sent(bot.bob["id"])[-1]) == []


class FlakyStorage:
    """The game's storage, failing the next transactions as a database outage would."""

    def __init__(self, inner: Any, failures: int) -> None:
        self.inner, self.failures = inner, failures

    def transaction(self, game_id: str) -> Any:
        if self.failures:
            self.failures -= 1
            raise StorageError("database unavailable")
        return self.inner.transaction(game_id)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


async def test_the_webhook_answers_2xx_only_once_the_command_is_durable(start_bot_every: BotFactory) -> None:
    bot = await start_bot_every("webhook", rules="duel_club")
    await bot.say(bot.alice, "/start")
    engine = bot.app.engine
    engine.storage = FlakyStorage(engine.storage, failures=1)
    update = bot.fake.update(message=bot.fake.incoming(bot.alice, GROUP, "/char Harry skill=60"))
    sent = len(bot.fake.sent(GROUP))
    assert await bot.deliver(update) == 500  # not applied: Telegram will deliver it again
    assert (await bot.state()).seq == 1 and len(bot.fake.sent(GROUP)) == sent
    assert [type(e) for e in bot.errors] == [StorageError]
    bot.errors.clear()
    assert await bot.deliver(update) == 200
    assert (await bot.state()).seq == 2
    assert bot.fake.texts(GROUP)[-1] == "Harry joins the duel club: Charms 60/100, 5 hit points."


async def test_settings_are_per_chat_ruleset_locale_and_duel_defaults(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="feniks")
    await bot.say(bot.alice, "/lang en")  # a mixed-language group fixes its language
    chars = ("/char Harry age=15 reflex=6 charms=14 dada=10", "/char Draco age=15 reflex=5 charms=14 dada=10")
    for chat in (GROUP, OTHER_GROUP):
        for line in chars:
            await bot.say(bot.alice, line, chat=chat)
    await bot.say(bot.bob, "/defaults duel type=club", chat=GROUP)
    assert bot.fake.texts(GROUP)[-1] == "Only a GM may use /defaults."
    await bot.say(bot.alice, "/defaults duel type=club", chat=GROUP)
    await bot.say(bot.alice, "/lang pl", chat=GROUP)
    for chat in (GROUP, OTHER_GROUP):
        await bot.say(bot.alice, "/duel Harry vs Draco", chat=chat)
    club, other = await bot.state(GROUP), await bot.state(OTHER_GROUP)
    assert (club.duels["1"].kind, other.duels["1"].kind) == ("club", "spontaneous")
    assert (club.locale, other.locale) == ("pl", "en")
    await bot.say(bot.alice, "/rules duel_club", chat=OTHER_GROUP)
    assert "Finish the running duels first" in bot.fake.texts(OTHER_GROUP)[-1]
    await bot.say(bot.alice, "/end", chat=OTHER_GROUP)
    await bot.say(bot.alice, "/rules duel_club", chat=OTHER_GROUP)
    assert ((await bot.state(OTHER_GROUP)).ruleset, (await bot.state(GROUP)).ruleset) == ("duel_club", "feniks")


async def test_by_polling_a_failure_gets_an_apology_instead_of_silence(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/start")
    bot.app.engine.storage = FlakyStorage(bot.app.engine.storage, failures=1)
    await bot.say(bot.alice, "/char Harry skill=60")
    assert bot.fake.texts(GROUP)[-1] == "Something went wrong on my side. Check /status before you try again."
    assert [type(e) for e in bot.errors] == [StorageError]
    bot.errors.clear()
    assert (await bot.state()).seq == 1


async def test_a_new_group_speaks_the_language_of_its_first_players(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="feniks")
    await bot.say(bot.bob, "/start")  # Bob's Telegram speaks Polish; nobody set the chat's language
    assert "język: polski" in bot.fake.texts(GROUP)[-1]
    menus = [json.loads(m["commands"]) if isinstance(m["commands"], str) else m["commands"]
             for m in bot.fake.called("setMyCommands") if "chat" in str(m.get("scope", ""))]  # fmt: skip
    cast = next(c for c in menus[-1] if c["command"] == "cast")
    assert cast["description"] == bot.app.translator.format("cmd-cast", "pl")
    for line in ("/char Harry age=15 reflex=6 charms=14 dada=10", "/char Draco age=15 reflex=5 charms=14 dada=10"):
        await bot.say(bot.alice, line)
    await bot.say(bot.alice, "/duel Harry vs Draco")
    await bot.say(bot.alice, "/order Harry Draco")
    assert "Drętwota" in labels(bot.prompts()[-1])
    assert (await bot.state(GROUP)).locale == "pl"


async def test_a_gm_binds_a_character_to_the_player_mentioned(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="ergs")
    await bot.say(bot.alice, "/lang ru")
    await bot.say(bot.bob, "привет")  # the door has seen Bob and Carol: it knows who @bob and @carol are
    await bot.say(bot.carol, "всем привет")
    for line in ("/char Иван age=17", "/char Пётр age=17", "/char Олег age=17"):
        await bot.say(bot.alice, line)
    await bot.say(bot.alice, "/iam Иван @bob")
    await bot.say(bot.alice, "/iam Пётр to=@carol")
    await bot.say(bot.alice, "/iam Олег @zed")  # nobody the door has seen
    state = await bot.state(GROUP)
    owners = {c.name: c.owner for c in state.characters.values()}
    assert owners == {"Иван": f"tg:{bot.bob['id']}", "Пётр": f"tg:{bot.carol['id']}", "Олег": None}
    assert "@zed" in bot.fake.texts(GROUP)[-1] and "напишет" in bot.fake.texts(GROUP)[-1]


async def test_words_not_understood_are_answered_only_when_meant_for_the_bot(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="feniks")
    await bot.say(bot.alice, "/lang en")
    before = len(bot.fake.sent(GROUP))
    await bot.say(bot.bob, "abracadabra everyone")  # chat among players: the bot stays silent
    assert len(bot.fake.sent(GROUP)) == before
    await bot.say(bot.bob, "@DuelBot abracadabra")  # meant for the bot: it says what it did not understand
    assert bot.fake.texts(GROUP)[-1] == "I did not understand “abracadabra”. /help shows what I can do."
    asked = bot.fake.sent(GROUP)[-1]
    await bot.say(bot.bob, "what about this", reply_to=asked)  # a reply to the bot is meant for it too
    assert "what about this" in bot.fake.texts(GROUP)[-1]


async def test_the_prompts_of_two_groups_stand_apart(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    for chat, (one, other) in ((GROUP, (bot.bob, bot.carol)), (OTHER_GROUP, (bot.dave, bot.erin))):
        for line in ("/char Harry skill=60", "/char Draco skill=50"):
            await bot.say(bot.alice, line, chat=chat)
        await bot.say(one, "/iam Harry", chat=chat)
        await bot.say(other, "/iam Draco", chat=chat)
        await bot.say(one, "/duel Harry vs Draco", chat=chat)
        await bot.say(one, "/init", chat=chat)
    here, there = bot.prompts(GROUP), bot.prompts(OTHER_GROUP)
    assert here and there

    await bot.say(bot.alice, "/end", chat=OTHER_GROUP)  # the duel there ends: its prompts lose their buttons
    assert bot.prompts(OTHER_GROUP) == [] and bot.prompts(GROUP) == here
    [prompt] = here
    mover, other = (bot.bob, bot.carol) if bot.bob["id"] in mentions(prompt) else (bot.carol, bot.bob)
    await bot.tap(mover, "Stupefy", message=prompt)  # the duel here plays on: the other side is prompted now
    assert [mentions(m) for m in bot.prompts(GROUP)] == [[other["id"]]] and bot.prompts(OTHER_GROUP) == []
