"""Fixtures of the voice door's tests: the Korean model (loaded once), a larp game on real SQLite, a door."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from adapters.voice import model as models
from adapters.voice.door import Session, VoiceDoor
from adapters.voice.gate import PushToTalkGate, VoiceGate
from adapters.voice.speech import Announcer, Speaker
from adapters.voice.worker import RecognizerWorker
from assistant.bootstrap import App, bootstrap
from assistant.config import Settings
from assistant.reading.slash import parse
from assistant.reading.spoken import Heard
from assistant.reading.voice_lexicon import VoiceLexicon, read_lexicon, shipped_lexicon
from assistant.state.engine import GameDefaults
from models import Actor, Reply
from tests.adapters.storage.scratch import open_sql_storage
from tests.adapters.voice.support import LEXICONS, korean_model_path
from tests.fakes import FakeTimeline

#: The console GM who sets the larp up before the voice door listens.
GM = Actor(id="console:gm", name="GM", admin=True)
#: Stream time zero of every test stream: noon, 1 January 2026.
NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def cli_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let a test call `assistant` in-process without the CLI rebinding the session's logging to its streams."""
    monkeypatch.setattr("assistant.cli.configure_logging", lambda *args, **kwargs: None)


@pytest.fixture(scope="module")
def ko_model() -> Any:
    """Return the Korean Vosk model, loaded once (the loader caches it for the whole session too)."""
    return models.load(korean_model_path())


@pytest.fixture(scope="module")
def ko_lexicon() -> VoiceLexicon:
    """Return the Korean test lexicon."""
    return read_lexicon("ko", LEXICONS)


@dataclass
class Larp:
    """A larp game on real SQLite: set it up with console lines, read pools and the log."""

    app: App
    timeline: FakeTimeline  #: the game clock, which the scheduler sleeps on too
    game: str = "voice"
    counter: int = 0

    async def gm(self, *lines: str) -> list[Reply]:
        """Apply console lines as the GM; each must be applied."""
        replies = []
        for line in lines:
            self.counter += 1
            reply = await self.app.engine.handle(parse(line), GM, self.game, f"setup:{self.counter}")
            assert reply.ok, (line, reply.refusal)
            replies.append(reply)
        return replies

    async def ergs(self) -> dict[str, int]:
        """Return every wizard's spendable ergs by name."""
        state = await self.app.engine.state(self.game)
        assert state is not None
        return {str(c.name): c.ergs for c in state.characters.values()}

    async def voice_commands(self) -> list[Any]:
        """Return the commands the voice door applied, in order."""
        return await self.commands_from("voice")

    async def commands_from(self, source: str) -> list[Any]:
        """Return the commands that came through one door (or the scheduler), in order."""
        log = await self.app.storage.read_log(self.game, limit=1000)
        return [e.command for e in log if e.command.source == source]


@pytest.fixture
async def larp(tmp_path: Path) -> AsyncIterator[Larp]:
    """Return an ergs game (announcements in English) on a fresh SQLite file."""
    storage = await open_sql_storage("sqlite", tmp_path)
    settings = Settings(database_url="memory://", default_ruleset="ergs", default_locale="en")
    timeline = FakeTimeline(NOON)
    defaults = GameDefaults(ruleset="ergs", locale="en", seed=3)
    app = await bootstrap(settings, storage=storage, clock=timeline, defaults=defaults, timeline=timeline)
    yield Larp(app, timeline)
    await app.aclose()


@dataclass
class Spoken:
    """A speaker that records what it was asked to say, taking ``pause`` seconds to say it."""

    said: list[tuple[str, str]] = field(default_factory=list)
    pause: float = 0.0

    async def async_speak(self, text: str, locale: str) -> None:
        self.said.append((text, locale))
        await asyncio.sleep(self.pause)


@dataclass
class ScriptedWorker:
    """A recognizer worker that hears what the test says it heard, and records what it was given."""

    script: list[Heard] = field(default_factory=list)
    grammars: list[str | None] = field(default_factory=list)
    fed: list[bytes] = field(default_factory=list)
    begun: list[float] = field(default_factory=list)

    async def begin(self, offset: float = 0.0) -> None:
        self.begun.append(offset)

    def feed(self, pcm: bytes) -> None:
        self.fed.append(pcm)

    async def finish(self) -> Heard:
        return self.script.pop(0) if self.script else Heard(())

    async def set_grammar(self, grammar: str | None) -> None:
        self.grammars.append(grammar)

    async def close(self) -> None:
        return None


@dataclass
class Listener:
    """A door under test and everything it printed."""

    door: VoiceDoor
    printed: list[str]
    speaker: Any


DoorFactory = Callable[..., Awaitable[Listener]]


@pytest.fixture
async def make_door(larp: Larp) -> AsyncIterator[DoorFactory]:
    """Build a door on the larp game: make_door(worker, language='ko', lexicon=..., vad=False, caster=None)."""
    doors: list[VoiceDoor] = []

    async def factory(
        worker: Any,
        language: str = "ko",
        lexicon: VoiceLexicon | None = None,
        vad: bool = False,
        speaker: Speaker | None = None,
        knows: Any = None,
        gate: Any = None,
        **session: Any,
    ) -> Listener:
        printed: list[str] = []
        voice = speaker or Spoken()
        announcer = Announcer(printed.append, voice)
        lexicon = lexicon or (read_lexicon(language, LEXICONS) if language == "ko" else shipped_lexicon(language))
        door = VoiceDoor(
            larp.app,
            Session(game_id=larp.game, language=language, **session),
            lexicon,
            worker,
            announcer,
            gate or (VoiceGate() if vad else PushToTalkGate()),
            knows,
            NOON,
        )
        await door.start()
        doors.append(door)
        return Listener(door, printed, voice)

    yield factory
    for door in doors:
        await door.close()


async def until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait until a condition holds (work on other tasks and threads goes on meanwhile), or fail."""
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.01)


def real_worker(model: Any) -> RecognizerWorker:
    """Return a real recognizer worker on a model."""
    return RecognizerWorker(model)


def at(seconds: float) -> datetime:
    """Return the wall time of a stream time."""
    return NOON + timedelta(seconds=seconds)
