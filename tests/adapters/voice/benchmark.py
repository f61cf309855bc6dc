"""Voice benchmark (not a test): `python -m tests.adapters.voice.benchmark [--minutes N]`.

Prints, with the real Vosk and the Korean model on speech from espeak-ng:
- the recognizer's real-time factor (seconds of work per second of audio) with the game's grammar and
  without one (free speech over the model's whole vocabulary), side by side;
- the delay from the end of an utterance's audio (the key released) to its printed announcement, through
  gate, recognizer, matcher, engine and SQLite;
- the process's memory (resident set) before and after a long stream of speech, silence and noise.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from adapters.voice import model as models
from adapters.voice.audio import chunks_of
from adapters.voice.door import Session, VoiceDoor
from adapters.voice.gate import PushToTalkGate, VoiceGate
from adapters.voice.keys import KeyEvent
from adapters.voice.speech import Announcer
from adapters.voice.worker import RecognizerWorker, recognize_pcm
from assistant.bootstrap import bootstrap
from assistant.config import Settings
from assistant.reading.slash import parse
from assistant.reading.speech_grammar import build_grammar
from assistant.reading.voice_lexicon import read_lexicon
from assistant.state.engine import GameDefaults
from models import Actor
from tests.adapters.storage.scratch import open_sql_storage
from tests.adapters.voice.support import (
    LEXICONS,
    korean_model_path,
    pink_noise,
    seconds_of,
    silence,
    speak,
    white_noise,
)
from tests.fakes import FakeClock

GM = Actor(id="console:gm", name="GM", admin=True)
PHRASES = [
    "감사합니다 유관순",
    "감사합니다 이순신",
    "안녕하세요",
    "죄송합니다",
    "이순신, 안녕하세요",
    "유관순, 죄송합니다",
]
ROSTER = {"이순신": "이순신", "유관순": "유관순"}


def rss_mb() -> float:
    """Return the process's resident memory in MB (VmRSS of /proc/self/status)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024 / 1e6
    raise RuntimeError("no VmRSS in /proc/self/status")


def real_time_factor(model: Any, clips: list[bytes], grammar: str | None) -> float:
    """Return seconds of recognition per second of audio over the clips."""
    began = time.perf_counter()
    for clip in clips:
        recognize_pcm(model, clip, grammar)
    return (time.perf_counter() - began) / sum(seconds_of(c) for c in clips)


class TimedRecognizer:
    """A Vosk recognizer that records every call made to it: (method, start, end) in perf_counter seconds."""

    def __init__(self, recognizer: Any, calls: list[tuple[str, float, float]]) -> None:
        self._recognizer, self._calls = recognizer, calls

    def __getattr__(self, name: str) -> Callable[..., Any]:
        method = getattr(self._recognizer, name)

        def timed(*args: Any) -> Any:
            began = time.perf_counter()
            try:
                return method(*args)
            finally:
                self._calls.append((name, began, time.perf_counter()))

        return timed


class TimedWorker(RecognizerWorker):
    """The door's recognizer worker, its recognizer's calls timed."""

    def __init__(self, model: Any) -> None:
        super().__init__(model)
        self.calls: list[tuple[str, float, float]] = []

    def _make(self) -> Any:
        return TimedRecognizer(super()._make(), self.calls)

    def inside(self, names: tuple[str, ...], start: float, end: float) -> float:
        """Return the seconds spent in calls of these methods made wholly between two times."""
        return sum(b - a for name, a, b in self.calls if name in names and start <= a and b <= end)


@dataclass
class StampedAnnouncer(Announcer):
    """The door's announcer, noting when each announcement was printed and handed to the speaker."""

    stamps: list[float] = field(default_factory=list)  #: perf_counter seconds, one per announcement

    def announce(self, lines: list[str], locale: str) -> None:
        """Print and queue the lines as the door's announcer does, then note the time."""
        super().announce(lines, locale)
        self.stamps.append(time.perf_counter())


async def larp_door(
    tmp: Path, model: Any, vad: bool, worker: RecognizerWorker | None = None, announcer: type[Announcer] = Announcer
) -> tuple[VoiceDoor, list[str]]:
    """Return a door on a fresh SQLite larp game with two wizards, and its printed lines."""
    storage = await open_sql_storage("sqlite", tmp)
    app = await bootstrap(
        Settings(database_url="memory://"),
        storage=storage,
        clock=FakeClock(),
        defaults=GameDefaults(ruleset="ergs", locale="en", seed=1),
    )
    for line in ("/char 이순신 age=300 max=99 spells=furrore", "/char 유관순 age=300 max=99 spells=furrore"):
        await app.engine.handle(parse(line), GM, "voice")
    printed: list[str] = []
    door = VoiceDoor(
        app,
        Session(language="ko", caster="이순신"),
        read_lexicon("ko", LEXICONS),
        worker or RecognizerWorker(model),
        announcer(printed.append),
        VoiceGate() if vad else PushToTalkGate(),
        models.Vocabulary(model),
    )
    await door.start()
    return door, printed


#: Vosk's calls that lie on the path from the closing chunk to the announcement (Reset runs after the result).
VOSK_CALLS = ("AcceptWaveform", "Result", "FinalResult")


@dataclass(frozen=True)
class Delay:
    """One push-to-talk utterance: from feeding the chunk that closes it to its announcement."""

    total: float  #: seconds from the closing chunk's feed to the announcement handed over
    vosk: float  #: seconds of it inside Vosk: the closing chunk's AcceptWaveform (and Result), and FinalResult
    final: float  #: seconds of it inside FinalResult alone

    @property
    def beyond_vosk(self) -> float:
        """Return the seconds spent outside Vosk (our code, the engine, SQLite, the event loop)."""
        return self.total - self.vosk

    @property
    def beyond_final(self) -> float:
        """Return the seconds spent outside FinalResult."""
        return self.total - self.final


def _keyed(clips: list[bytes]) -> tuple[bytes, list[KeyEvent]]:
    """Return the stream of clips with half a second of silence around each, and the key held over each clip."""
    pcm, keys = b"", []
    for clip in clips:
        at = seconds_of(pcm) + 0.5
        keys += [KeyEvent(" ", True, at), KeyEvent(" ", False, at + seconds_of(clip))]
        pcm += silence(0.5) + clip + silence(0.5)
    return pcm, keys


async def announcement_delays(model: Any, clips: list[bytes], tmp: Path) -> tuple[list[Delay], int]:
    """Play the clips push-to-talk as in real use; return each announced utterance's delay, and how many were not.

    Real use streams at real time, and the recognizer needs a few hundredths of a second per second of audio,
    so it has caught up with each chunk before the next comes: the worker is drained before every chunk
    (instead of sleeping through the audio), and each key event reaches the door before the chunk it falls
    in, as a terminal's would. The utterance closes with the chunk that reaches the release plus the gate's
    tail; its delay runs from feeding that chunk to the announcement being printed and handed to the speaker.
    """
    worker = TimedWorker(model)
    door, _ = await larp_door(tmp, model, vad=False, worker=worker, announcer=StampedAnnouncer)
    assert isinstance(door.announcer, StampedAnnouncer)
    stamps = door.announcer.stamps
    pcm, keys = _keyed(clips)
    delays = []
    for chunk in chunks_of(pcm, 0.0):
        while keys and keys[0].at < chunk.end:
            await door.key(keys.pop(0))
        await worker.drained()
        before, began = len(stamps), time.perf_counter()
        await door.feed(chunk)
        if len(stamps) > before:
            end = stamps[before]
            delays.append(
                Delay(end - began, worker.inside(VOSK_CALLS, began, end), worker.inside(("FinalResult",), began, end))
            )
    await door.close()
    await door.app.aclose()
    return delays, len(clips) - len(delays)


async def long_stream(model: Any, clips: list[bytes], minutes: float, tmp: Path) -> tuple[float, float, float, int]:
    """Play a long hands-free stream; return the memory before, after a minute, at the end, and announcements."""
    door, printed = await larp_door(tmp, model, vad=True)
    minute = b"".join(silence(1.0) + clip + silence(0.8) for clip in clips)
    minute += white_noise(2.0, amplitude=0.05) + silence(1.0) + pink_noise(2.0, amplitude=0.05) + silence(1.0)
    at, first, start, samples_ = 0.0, 0.0, rss_mb(), []
    while at < minutes * 60:
        for chunk in chunks_of(minute, at):
            await door.feed(chunk)
        at += seconds_of(minute)
        samples_.append(rss_mb())
        if not first and at >= 60:
            first = rss_mb()
    await door.close()
    await door.app.aclose()
    return start, first or samples_[-1], samples_[-1], len(printed)


async def run(minutes: float) -> None:
    """Measure and print."""
    began = time.perf_counter()
    model = models.load(korean_model_path())
    print(f"model loaded in {time.perf_counter() - began:.1f} s; memory {rss_mb():.0f} MB")
    clips = [speak(p) for p in PHRASES]
    knows = models.Vocabulary(model)
    grammar = build_grammar(read_lexicon("ko", LEXICONS), ["protego", "furrore"], ROSTER, knows=knows).json()
    with_grammar = real_time_factor(model, clips, grammar)
    free = real_time_factor(model, clips[:2], None)
    print(
        f"real-time factor: with the game's grammar {with_grammar:.3f}, free speech {free:.3f} "
        f"({free / with_grammar:.0f}x slower without the grammar)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        delays, missed = await announcement_delays(model, clips * 3, Path(tmp) / "a")
    beyond = [d.beyond_vosk for d in delays]
    print(
        f"end of audio to announcement beyond Vosk's calls: median {statistics.median(beyond) * 1000:.1f} ms, "
        f"max {max(beyond) * 1000:.1f} ms over {len(delays)} utterances ({missed} not announced)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        start, first, end, said = await long_stream(model, clips, minutes, Path(tmp) / "b")
    print(
        f"memory over a {minutes:g}-minute stream ({said} announcements): {start:.0f} MB at the start, "
        f"{first:.0f} MB after a minute, {end:.0f} MB at the end"
    )


def main() -> None:
    """Parse the options and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="length of the long stream")
    asyncio.run(run(parser.parse_args().minutes))


if __name__ == "__main__":
    main()
