"""Voice messages in a chat: decoded (Ogg/Opus), recognized with the model for the language of the game the message
plays (a forum topic's own, or its chat's), played as the sender's spoken command (the door's voice hook), with the
transcript shown in a reply in the same topic.

Installed by ``bot.install`` when a speech model is available (configured with ASSISTANT_VOICE_MODELS or
downloaded with `assistant voice download`); without one the door answers that voice is off.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Mapping
from datetime import timedelta
from pathlib import Path
from typing import Any

import structlog
from telegram import Bot, Message, ReplyParameters
from telegram.error import TelegramError

from adapters.telegram import topics
from adapters.voice import model as models
from adapters.voice.audio import RATE, WIDTH, AudioError, async_decode
from adapters.voice.grammar import game_grammar, roster
from adapters.voice.worker import async_recognize_pcm
from assistant.bootstrap import App
from assistant.language.choice import resolve
from assistant.reading.reader import Spoken
from assistant.reading.spoken import Limits
from assistant.reading.voice_lexicon import VoiceLexicon, read_lexicon, shipped_lexicon

log = structlog.get_logger(__name__)

#: The longest voice message recognized, in seconds (a command is a few words).
MAX_SECONDS = 30


class VoiceTranscriber:
    """Hears a voice message in the game it plays and returns the slash command it means, or None."""

    def __init__(
        self,
        app: App,
        settings: models.VoiceSettings | None = None,
        languages: Mapping[str, str] | None = None,
        lexicons: Path | None = None,
        limits: Limits | None = None,
    ) -> None:
        self.app = app
        self.settings = settings or models.VoiceSettings()
        self.languages = dict(languages or self.settings.languages)
        self.lexicons = lexicons or self.settings.lexicons
        self.limits = limits or Limits()

    def preload(self) -> threading.Thread:
        """Load every configured language's model on a thread of its own, so no voice message waits for it."""
        thread = threading.Thread(target=self._load_all, name="voice-preload", daemon=True)
        thread.start()
        return thread

    def _load_all(self) -> None:
        for language in models.languages(self.settings):
            path = models.find(language, self.settings)
            try:
                if path is not None:
                    models.load(path)
            except Exception as err:  # the message that needs the model loads it again, and answers its failure
                log.warning("telegram.voice_model_unloadable", language=language, error=str(err))

    def _lexicon(self, language: str) -> VoiceLexicon:
        return read_lexicon(language, self.lexicons) if self.lexicons else shipped_lexicon(language)

    async def __call__(self, message: Message, bot: Bot, game: str) -> Spoken | None:
        """Return what a voice message was heard as in a game (its language, ruleset and roster), with its words'
        times; reply with the transcript."""
        state = await self.app.engine.state(game)
        user = message.from_user
        locale = resolve(
            chat=state.locale if state else None,
            language_code=user.language_code if user else None,
            default=self.app.engine.defaults.locale,
        )
        language = self.languages.get(locale, locale)
        path = models.find(language, self.settings)
        if path is None or message.voice is None:
            await self._reply(bot, message, "tg-voice-off", locale)
            return None
        try:
            pcm = await self._audio(message, bot)
        except (AudioError, TelegramError) as err:
            log.warning("telegram.voice_unreadable", error=str(err))
            await self._reply(bot, message, "voice-tg-nothing", locale)
            return None
        model = await asyncio.to_thread(models.load, path)
        ruleset = state.ruleset if state else self.app.engine.defaults.ruleset
        grammar = game_grammar(state, ruleset, self._lexicon(language), knows=models.Vocabulary(model))
        heard = await async_recognize_pcm(model, pcm, grammar.json(), self.settings.alternatives)
        spoken_at = message.date - timedelta(seconds=len(pcm) / (RATE * WIDTH))
        said = Spoken(heard, grammar, spoken_at, roster(state), limits=self.limits, source="telegram")
        if said.decision.unrivalled is None:
            shown = heard.shown(grammar.unknown)
            await self._reply(
                bot, message, "voice-tg-not-understood" if shown else "voice-tg-nothing", locale, heard=shown
            )
            return None
        await self._reply(bot, message, "voice-tg-heard", locale, heard=heard.shown(grammar.unknown))
        return said

    async def _audio(self, message: Message, bot: Bot) -> bytes:
        assert message.voice is not None
        handle = await bot.get_file(message.voice.file_id)
        pcm = await async_decode(bytes(await handle.download_as_bytearray()))
        if len(pcm) > MAX_SECONDS * RATE * WIDTH:
            raise AudioError("voice message too long")
        return pcm

    async def _reply(self, bot: Bot, message: Message, key: str, locale: str, **args: str) -> None:
        text = self.app.translator.format(key, locale, dict(args))
        quote = ReplyParameters(message.message_id, allow_sending_without_reply=True)
        await bot.send_message(message.chat.id, text, reply_parameters=quote, message_thread_id=topics.current())


def default_transcriber(app: App) -> Any:
    """Return the voice hook where a speech model and the voice extra are there, else None (voice is off)."""
    settings = models.VoiceSettings()
    try:
        if not models.languages(settings):
            return None
        models.vosk()
    except (models.ModelError, OSError) as err:
        log.warning("telegram.voice_unavailable", error=str(err))
        return None
    transcriber = VoiceTranscriber(app, settings)
    transcriber.preload()  # at start, not inside the first voice message's request
    return transcriber
