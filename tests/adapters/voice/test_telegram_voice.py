"""A Telegram voice message (Ogg/Opus made from synthesized speech), sent through the fake Bot API to the real
python-telegram-bot application, is recognized with the model for the chat's language and changes the pool
like the typed command would; the transcript is shown in a reply. Without a model, voice is politely off."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest

from adapters.voice import model as models
from tests.adapters.telegram.conftest import GROUP, OTHER_GROUP, Bot, BotFactory
from tests.adapters.telegram.conftest import fake as fake  # the fixtures of the Telegram tests
from tests.adapters.telegram.conftest import start_bot as start_bot
from tests.adapters.voice.support import LEXICONS, korean_model_path, need, opus, speak, white_noise

WIZARDS = ("/char 이순신 age=30 spells=furrore", "/char 유관순 age=15 spells=furrore")


async def send_voice(bot: Bot, user: dict[str, Any], chat: int, audio: bytes, file_id: str) -> None:
    """Upload a voice file to the fake server and send it as a voice message."""
    bot.fake.files[f"files/{file_id}"] = audio
    voice = {
        "file_id": file_id,
        "file_unique_id": file_id,
        "duration": 2,
        "mime_type": "audio/ogg",
        "file_size": len(audio),
    }
    await bot.say(user, None, chat=chat, voice=voice)


@pytest.fixture
def korean_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    """Configure voice as a deployment would: the Korean model for games in English, the test lexicon."""
    need("espeak-ng")
    need("ffmpeg")
    monkeypatch.setenv("ASSISTANT_VOICE_MODELS", json.dumps({"ko": str(korean_model_path())}))
    monkeypatch.setenv("ASSISTANT_VOICE_LANGUAGES", json.dumps({"en": "ko"}))
    monkeypatch.setenv("ASSISTANT_VOICE_LEXICONS", str(LEXICONS))


async def pools(bot: Bot, chat: int) -> dict[str, int]:
    state = await bot.state(chat)
    return {str(c.name): c.ergs for c in state.characters.values()}


async def test_a_voice_message_casts_like_the_typed_command(start_bot: BotFactory, korean_voice: None) -> None:
    bot = await start_bot("polling", rules="ergs")
    for chat in (GROUP, OTHER_GROUP):
        for line in WIZARDS:
            await bot.say(bot.alice, line, chat=chat)
        await bot.say(bot.bob, "/iam 이순신", chat=chat)

    await bot.say(bot.bob, "/cast furrore 유관순", chat=OTHER_GROUP)
    typed = bot.fake.texts(OTHER_GROUP)[-1]

    sent = len(bot.fake.texts(GROUP))
    await send_voice(bot, bot.bob, GROUP, opus(speak("감사합니다 유관순")), "v1")
    assert bot.fake.texts(GROUP)[sent:] == ["🎙 “감사합니다 유관순”", typed]
    assert typed.startswith("이순신 ") and "Furrore" in typed
    assert await pools(bot, GROUP) == await pools(bot, OTHER_GROUP) == {"이순신": 2, "유관순": 3}
    last = (await bot.app.storage.read_log(f"tg:{GROUP}", limit=100))[-1]
    assert last.command.name == "cast" and last.actor.id == f"tg:{bot.bob['id']}"
    said, ended = last.command.at, last.command.end_at  # the spoken words' own times, not the message's date
    assert said is not None and ended is not None and said < ended and (ended - said).total_seconds() < 5


async def test_noise_and_chatter_change_nothing(start_bot: BotFactory, korean_voice: None) -> None:
    bot = await start_bot("polling", rules="ergs")
    for line in WIZARDS:
        await bot.say(bot.alice, line)
    before = await bot.state()
    sent = len(bot.fake.texts(GROUP))
    await send_voice(bot, bot.bob, GROUP, opus(white_noise(1.5)), "n1")
    await send_voice(bot, bot.bob, GROUP, b"this is no ogg file", "n2")
    replies = bot.fake.texts(GROUP)[sent:]
    assert len(replies) == 2 and all(r.startswith("🎙") for r in replies)
    assert replies[1] == "🎙 I heard nothing I could use."
    assert await bot.state() == before


async def test_a_chat_whose_language_has_no_model_hears_that_voice_is_off(
    start_bot: BotFactory, korean_voice: None
) -> None:
    bot = await start_bot("polling", rules="ergs")
    await bot.say(bot.alice, "/lang ru")
    await send_voice(bot, bot.bob, GROUP, opus(speak("감사합니다")), "r1")
    assert bot.fake.texts(GROUP)[-1] == bot.app.translator.format("tg-voice-off", "ru")


def test_without_a_model_the_hook_is_not_installed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from adapters.telegram.voice import default_transcriber

    monkeypatch.setenv("ASSISTANT_VOICE_MODELS_DIR", str(tmp_path))
    monkeypatch.delenv("ASSISTANT_VOICE_MODELS", raising=False)
    assert default_transcriber(app=None) is None  # type: ignore[arg-type]


async def test_a_voice_message_in_a_topic_is_heard_in_the_language_of_the_game_it_plays(
    start_bot: BotFactory, korean_voice: None
) -> None:
    bot = await start_bot("polling", rules="ergs")
    arena = {"message_thread_id": 9, "is_topic_message": True}
    await bot.say(bot.alice, "/lang ru")  # the chat's game (General) speaks Russian: no model for it
    await bot.say(bot.alice, "/lang en", **arena)  # the topic's own game speaks English: the Korean model
    for line in WIZARDS:
        await bot.say(bot.alice, line, **arena)
    await bot.say(bot.bob, "/iam 이순신", **arena)
    mark = bot.fake.last_id(GROUP)
    await send_voice(bot, bot.bob, GROUP, opus(speak("감사합니다 유관순")), "t1")
    assert bot.fake.texts(GROUP, mark) == [bot.app.translator.format("tg-voice-off", "ru")]
    mark = bot.fake.last_id(GROUP)
    bot.fake.files["files/t2"] = opus(speak("감사합니다 유관순"))
    voice = {"file_id": "t2", "file_unique_id": "t2", "duration": 2, "mime_type": "audio/ogg"}
    await bot.say(bot.bob, None, voice=voice, **arena)
    heard, cast = bot.fake.sent(GROUP, mark)
    assert heard["text"] == "🎙 “감사합니다 유관순”" and cast["text"].startswith("이순신 ") and "Furrore" in cast["text"]
    assert heard["message_thread_id"] == cast["message_thread_id"] == 9  # the transcript too, in the topic
    state = await bot.app.engine.state(f"tg:{GROUP}:9")
    assert state is not None and {str(c.name): c.ergs for c in state.characters.values()} == {"이순신": 2, "유관순": 3}


async def test_the_model_is_loaded_at_start_not_in_the_first_voice_messages_request(
    start_bot: BotFactory, korean_voice: None
) -> None:
    models._load.cache_clear()  # a fresh process: no model loaded yet
    bot = await start_bot("webhook", rules="ergs")
    async with asyncio.timeout(60):
        while models.loaded() == 0:  # loading on its own thread since the bot started
            await asyncio.sleep(0.05)
    for line in WIZARDS:
        await bot.say(bot.alice, line)
    await bot.say(bot.bob, "/iam 이순신")
    began = time.monotonic()
    await send_voice(bot, bot.bob, GROUP, opus(speak("감사합니다 유관순")), "w1")
    assert time.monotonic() - began < 5  # the request recognizes a few words; it loads nothing
    assert models.loaded() == 1
    assert bot.fake.texts(GROUP)[-2] == "🎙 “감사합니다 유관순”"
