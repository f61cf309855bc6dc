"""Forum topics: each topic plays its own game unless a GM shares the chat's (stored: a restart and a second replica
know it), and every answer lands in its topic: replies, prompts, taps, rosters, claim links, pictures, edit notes,
flood-limited retries, apologies (scheduled reminders: test_reminders, voice: tests/adapters/voice)."""

from __future__ import annotations

import re
from typing import Any

from adapters.storage import open_storage, transfer
from assistant.bootstrap import bootstrap
from assistant.config import Settings
from assistant.errors import StorageError
from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory
from tests.adapters.telegram.test_group import FlakyStorage
from tests.fakes import FakeClock, ScriptedDice

TAVERN, ARENA = 7, 9


def in_topic(thread: int) -> dict[str, Any]:
    """Return what marks a message as sent in a forum topic."""
    return {"message_thread_id": thread, "is_topic_message": True}


async def roster(bot: Bot, game: str) -> list[str]:
    """Return the characters of a game, none where it was never opened."""
    state = await bot.app.engine.state(game)
    return sorted(state.characters) if state is not None else []


def threads(bot: Bot, since: int) -> list[int | None]:
    """Return the topic of each bot message sent since a message id."""
    return [m.get("message_thread_id") for m in bot.fake.sent(GROUP, since)]


async def test_each_topic_plays_its_own_game_and_is_answered_there(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    start = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/char Harry skill=60", **in_topic(TAVERN))
    assert threads(bot, start) and set(threads(bot, start)) == {TAVERN}
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/char Draco skill=50", **in_topic(ARENA))
    await bot.say(bot.bob, "/iam Harry", **in_topic(ARENA))  # no Harry in this topic's game
    assert set(threads(bot, mark)) == {ARENA}
    assert "Harry" in bot.fake.texts(GROUP)[-1] and bot.fake.sent(GROUP)[-1]["message_thread_id"] == ARENA
    assert await roster(bot, f"tg:{GROUP}:{TAVERN}") == ["harry"]
    assert await roster(bot, f"tg:{GROUP}:{ARENA}") == ["draco"]
    assert await roster(bot, f"tg:{GROUP}") == []


async def test_a_gm_shares_the_chats_game_with_a_topic(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    await bot.say(bot.alice, "/char Harry skill=60")  # the chat's game, in General
    await bot.say(bot.bob, "/topic own", **in_topic(ARENA))
    assert bot.fake.texts(GROUP)[-1] == "Tylko MG może użyć /watek."  # Bob's Telegram speaks Polish
    await bot.say(bot.bob, "/topic", **in_topic(ARENA))
    assert bot.fake.texts(GROUP)[-1].startswith("Ten wątek prowadzi własną grę.")
    await bot.say(bot.alice, "/topic shared", **in_topic(ARENA))
    assert bot.fake.texts(GROUP)[-1] == "Done: this topic now plays the chat's game."
    assert bot.fake.sent(GROUP)[-1]["message_thread_id"] == ARENA
    await bot.say(bot.alice, "/char Draco skill=50", **in_topic(ARENA))
    assert await roster(bot, f"tg:{GROUP}") == ["draco", "harry"]
    assert await roster(bot, f"tg:{GROUP}:{ARENA}") == []
    await bot.say(bot.alice, "/topic own", **in_topic(ARENA))
    await bot.say(bot.alice, "/char Ron skill=40", **in_topic(ARENA))
    assert await roster(bot, f"tg:{GROUP}:{ARENA}") == ["ron"]


async def test_topic_outside_a_forum_topic_says_where_it_works(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/topic shared")
    assert bot.fake.texts(GROUP)[-1].startswith("/topic works inside a forum topic")
    await bot.say(bot.alice, "/topic", **in_topic(TAVERN))
    assert bot.fake.texts(GROUP)[-1] == (
        "This topic plays its own game. A GM can make it play the chat's game with /topic shared."
    )


async def test_prompts_and_buttons_of_a_duel_stay_in_its_topic(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("polling", rules="duel_club", rng=dice)
    for line in ("/char Harry skill=60", "/char Draco skill=50"):
        await bot.say(bot.alice, line, **in_topic(ARENA))
    await bot.say(bot.bob, "/iam Harry", **in_topic(ARENA))
    await bot.say(bot.carol, "/iam Draco", **in_topic(ARENA))
    await bot.say(bot.bob, "/duel Harry vs Draco", **in_topic(ARENA))
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.bob, "/init", **in_topic(ARENA))
    prompt = bot.prompt_of(bot.bob)
    assert prompt["message_thread_id"] == ARENA
    dice.push(1)
    await bot.tap(bot.bob, "Stupefy", message=prompt)
    assert set(threads(bot, mark)) == {ARENA}
    state = await bot.app.engine.state(f"tg:{GROUP}:{ARENA}")
    assert state is not None and state.duels["1"].round >= 1


async def shared_with(bot: Bot, thread: int) -> bool:
    """Say whether the chat's game is shared with a topic, as any replica reads it: the chat's game setting."""
    return await bot.app.conversation.topic_game(f"tg:{GROUP}", str(thread)) == f"tg:{GROUP}"


async def test_a_shared_topic_stays_shared_after_a_restart_and_a_redelivery_applies_once(
    start_bot_every: BotFactory,
) -> None:
    first = await start_bot_every("webhook", rules="duel_club")
    await first.say(first.alice, "/char Harry skill=60")  # the chat's game, in General
    shared = first.fake.update(message=first.fake.incoming(first.alice, GROUP, "/topic shared", **in_topic(ARENA)))
    assert await first.deliver(shared) == 200
    assert first.fake.texts(GROUP)[-1] == "Done: this topic now plays the chat's game."
    assert (await first.state()).defaults["game"] == {f"topic:{ARENA}": "shared"}  # a setting of the chat's game
    assert [e.command.name for e in await first.app.storage.read_log(f"tg:{GROUP}")] == ["char", "topic"]

    again = await start_bot_every("webhook", rules="duel_club")  # a restart (or a second replica): the storage alone
    await again.say(again.alice, "/char Draco skill=50", **in_topic(ARENA))
    assert again.fake.sent(GROUP)[-1]["message_thread_id"] == ARENA
    assert await roster(again, f"tg:{GROUP}") == ["draco", "harry"]
    assert await again.app.engine.state(f"tg:{GROUP}:{ARENA}") is None
    await again.say(again.bob, "/topic", **in_topic(ARENA))
    assert again.fake.texts(GROUP)[-1] == (
        "Ten wątek prowadzi grę całego czatu. MG może dać mu własną grę komendą /watek własna."  # Bob speaks Polish
    )

    await again.say(again.alice, "/topic own", **in_topic(ARENA))
    mark, seq = again.fake.last_id(GROUP), (await again.state()).seq
    assert await again.deliver(shared) == 200  # Telegram delivers the old /topic shared again: applied before
    assert again.fake.sent(GROUP, mark) == [] and (await again.state()).seq == seq
    assert not await shared_with(again, ARENA)
    await again.say(again.alice, "/char Ron skill=40", **in_topic(ARENA))
    assert await roster(again, f"tg:{GROUP}:{ARENA}") == ["ron"]


async def test_topic_is_answered_only_once_stored(start_bot_every: BotFactory) -> None:
    bot = await start_bot_every("webhook", rules="duel_club")
    bot.app.engine.storage = FlakyStorage(bot.app.engine.storage, failures=1)
    shared = bot.fake.update(message=bot.fake.incoming(bot.alice, GROUP, "/topic shared", **in_topic(TAVERN)))
    mark = bot.fake.last_id(GROUP)
    assert await bot.deliver(shared) == 500  # not stored: nothing said, Telegram delivers it again
    assert bot.fake.sent(GROUP, mark) == [] and [type(e) for e in bot.errors] == [StorageError]
    bot.errors.clear()
    assert not await shared_with(bot, TAVERN)
    assert await bot.deliver(shared) == 200
    assert bot.fake.texts(GROUP, mark) == ["Done: this topic now plays the chat's game."]
    assert await shared_with(bot, TAVERN)


async def test_undo_in_a_shared_topic_keeps_it_shared_until_it_takes_back_the_topic_command_itself(
    start_bot: BotFactory,
) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    await bot.say(bot.alice, "/char Harry skill=60")
    await bot.say(bot.alice, "/topic shared", **in_topic(ARENA))
    await bot.say(bot.alice, "/char Draco skill=50", **in_topic(ARENA))
    await bot.say(bot.alice, "/undo", **in_topic(ARENA))  # takes back Draco, in the chat's game
    assert bot.fake.texts(GROUP)[-1] == "Undone: Draco created."
    assert await roster(bot, f"tg:{GROUP}") == ["harry"] and await shared_with(bot, ARENA)
    await bot.say(bot.alice, "/undo", **in_topic(ARENA))  # takes back the /topic shared: the topic plays its own
    assert bot.fake.texts(GROUP)[-1] == "Undone: /topic."
    assert not await shared_with(bot, ARENA) and (await bot.state()).defaults == {}
    await bot.say(bot.alice, "/char Ron skill=40", **in_topic(ARENA))
    assert await roster(bot, f"tg:{GROUP}:{ARENA}") == ["ron"] and await roster(bot, f"tg:{GROUP}") == ["harry"]


async def test_a_new_ruleset_keeps_the_topics_that_share_the_chats_game(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    await bot.say(bot.alice, "/topic shared", **in_topic(ARENA))
    await bot.say(bot.alice, "/rules ergs", **in_topic(ARENA))
    state = await bot.state()
    assert state.ruleset == "ergs" and await shared_with(bot, ARENA)


async def test_help_topic_explains_the_door_command_in_the_chats_language(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="ergs")
    await bot.say(bot.dave, "/help topic", **in_topic(TAVERN))  # Dave's Telegram speaks Russian
    assert bot.fake.texts(GROUP)[-1] == (
        "/topic — Задать, идёт ли в этой теме форума своя игра или общая игра чата (мастер). Пример: /topic общая"
        "\nСинтаксис: /topic общая|своя (мастер, внутри темы форума); просто /topic говорит, какая игра идёт в теме"
    )
    assert bot.fake.sent(GROUP)[-1]["message_thread_id"] == TAVERN


# --- every message goes to the topic it answers --------------------------------------------------------------------

CSV = b"name;skill\nHermione;70\nNeville;40\n"


async def test_a_csv_roster_sent_in_a_topic_fills_the_topics_game_and_is_answered_there(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    bot.fake.files["files/roster1"] = CSV
    doc = {"file_id": "roster1", "file_unique_id": "r1", "file_name": "klasa.csv", "mime_type": "text/csv"}
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, None, document={**doc, "file_size": len(CSV)}, **in_topic(TAVERN))
    [summary] = bot.fake.sent(GROUP, mark)
    assert summary["text"].startswith("Characters added: 2 of 2.") and summary["message_thread_id"] == TAVERN
    assert await roster(bot, f"tg:{GROUP}:{TAVERN}") == ["hermione", "neville"]
    assert await roster(bot, f"tg:{GROUP}") == []


async def test_a_claim_link_made_in_a_topic_binds_the_topics_sheet_and_is_announced_there(
    start_bot: BotFactory,
) -> None:
    bot = await start_bot("webhook", rules="duel_club")
    await bot.say(bot.alice, "/lang en", **in_topic(ARENA))
    await bot.say(bot.alice, "/char Harry skill=60", **in_topic(ARENA))
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/claim Harry", **in_topic(ARENA))
    assert set(threads(bot, mark)) == {ARENA}
    found = re.search(r"\?start=(claim-[\w-]+)$", bot.fake.texts(GROUP)[-1])
    assert found and found.group(1).startswith(f"claim-{GROUP}_{ARENA}-")
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.bob, f"/start {found.group(1)}", chat=bot.bob["id"])
    assert bot.fake.texts(bot.bob["id"])[-1] == "Harry is now played by Bob."
    [announced] = bot.fake.sent(GROUP, mark)
    assert announced["text"] == "Harry is now played by Bob." and announced["message_thread_id"] == ARENA
    state = await bot.app.engine.state(f"tg:{GROUP}:{ARENA}")
    assert state is not None and state.characters["harry"].owner == f"tg:{bot.bob['id']}"


async def test_a_chart_an_edit_note_a_flood_wait_and_an_apology_stay_in_their_topic(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="duel_club")
    await bot.say(bot.alice, "/char Harry skill=60", **in_topic(TAVERN))
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/chart", **in_topic(TAVERN))
    [photo] = bot.fake.sent(GROUP, mark)
    assert "photo" in photo and photo["message_thread_id"] == TAVERN

    bot.fake.throttles["sendMessage"] = [1]  # Telegram asks the bot to wait: the retry goes to the topic too
    typed = await bot.say(bot.alice, "/char Draco skill=50", **in_topic(TAVERN))
    sends = [c.params for c in bot.fake.calls if c.method == "sendMessage"][-2:]
    assert [int(p["message_thread_id"]) for p in sends] == [TAVERN, TAVERN]
    assert bot.fake.sent(GROUP)[-1]["text"].startswith("Draco joins")

    mark = bot.fake.last_id(GROUP)
    edited = {**typed, "text": "/char Draco skill=55", "edit_date": typed["date"] + 5}
    edited["entities"] = [{"type": "bot_command", "offset": 0, "length": 5}]
    await bot.deliver(bot.fake.update(edited_message=edited))
    [note] = bot.fake.sent(GROUP, mark)
    assert note["text"].startswith("That command was already carried out") and note["message_thread_id"] == TAVERN

    bot.app.engine.storage = FlakyStorage(bot.app.engine.storage, failures=1)
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.alice, "/char Ron skill=40", **in_topic(TAVERN))
    [apology] = bot.fake.sent(GROUP, mark)
    assert apology["text"].startswith("Something went wrong") and apology["message_thread_id"] == TAVERN
    assert [type(e) for e in bot.errors] == [StorageError]
    bot.errors.clear()


async def test_the_buttons_of_a_shared_topic_play_the_chats_game(start_bot: BotFactory) -> None:
    dice = ScriptedDice()
    bot = await start_bot("webhook", rules="duel_club", rng=dice)
    await bot.say(bot.alice, "/topic shared", **in_topic(ARENA))
    for line in ("/char Harry skill=60", "/char Draco skill=50"):
        await bot.say(bot.alice, line)  # in General: the chat's game
    await bot.say(bot.bob, "/iam Harry", **in_topic(ARENA))
    await bot.say(bot.carol, "/iam Draco", **in_topic(ARENA))
    await bot.say(bot.bob, "/duel Harry vs Draco", **in_topic(ARENA))
    mark = bot.fake.last_id(GROUP)
    await bot.say(bot.bob, "/init", **in_topic(ARENA))
    prompt = bot.prompt_of(bot.bob)
    dice.push(1)
    await bot.tap(bot.bob, "Stupefy", message=prompt)
    assert set(threads(bot, mark)) == {ARENA}
    state = await bot.app.engine.state(f"tg:{GROUP}")
    assert state is not None and state.duels["1"].round >= 1 and state.characters["harry"].owner == "tg:102"
    assert await bot.app.engine.state(f"tg:{GROUP}:{ARENA}") is None
    assert (await bot.app.storage.read_log(f"tg:{GROUP}", limit=100))[-1].command.name == "cast"  # the tap's move


# --- kept in the database: topics shared before, an export ---------------------------------------------------------


async def test_a_topic_shared_before_its_chats_game_kept_it_is_made_a_setting_of_that_game_at_start(
    start_bot_sql: BotFactory, sql_storage: Any, clock: FakeClock
) -> None:
    place, chat = f"tg:{GROUP}:{ARENA}", f"tg:{GROUP}"
    await sql_storage.execute(
        "INSERT INTO places (place, game_id, at) VALUES ($1, $2, $3)", [(place, chat, clock.now())]
    )
    await sql_storage.execute(
        "INSERT INTO places (place, game_id, at) VALUES ($1, $2, $3)", [("tg:5", "x", clock.now())]
    )
    bot = await start_bot_sql("webhook", rules="duel_club")  # the door makes each old row a setting, once
    assert await sql_storage.fetch("SELECT place FROM places") == []
    assert await shared_with(bot, ARENA) and (await bot.state()).defaults["game"] == {f"topic:{ARENA}": "shared"}
    [entry] = await bot.app.storage.read_log(chat)
    assert (entry.command.name, entry.actor.id) == ("topic", "system:upgrade")  # in the log: /undo sees it
    again = await start_bot_sql("webhook", rules="duel_club")  # another replica starting: nothing is left to do
    assert len(await again.app.storage.read_log(chat)) == 1
    await again.say(again.alice, "/char Draco skill=50", **in_topic(ARENA))
    assert await roster(again, chat) == ["draco"]


async def test_an_export_of_the_chats_game_carries_its_shared_topics_to_another_database(
    start_bot_sql: BotFactory, tmp_path: Any
) -> None:
    bot = await start_bot_sql("webhook", rules="duel_club")
    await bot.say(bot.alice, "/char Harry skill=60")
    await bot.say(bot.alice, "/topic shared", **in_topic(ARENA))
    await bot.say(bot.alice, "/char Draco skill=50", **in_topic(ARENA))
    await bot.say(bot.alice, "/undo", **in_topic(ARENA))  # takes back Draco: the topic still plays the chat's game
    game = await transfer.read_game(bot.app.storage, f"tg:{GROUP}")
    assert game is not None and game.state["defaults"] == {"game": {f"topic:{ARENA}": "shared"}}
    out = transfer.Output("en", bot.app.translator)
    assert await transfer.verify(out, game) == transfer.OK  # the log replays and reruns to the state exported
    elsewhere = await open_storage(f"sqlite:///{tmp_path / 'moved.sqlite3'}")
    try:
        await elsewhere.put_game(game.game_id, game.state, game.log, replace=False, replies=game.replies)
        moved = await bootstrap(Settings(database_url="memory://"), storage=elsewhere)
        assert await moved.conversation.topic_game(f"tg:{GROUP}", str(ARENA)) == f"tg:{GROUP}"
        state = await moved.engine.state(f"tg:{GROUP}")
        assert state is not None and sorted(state.characters) == ["harry"]
    finally:
        await elsewhere.close()
