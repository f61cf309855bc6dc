"""Speech out: announcements printed and spoken in the game's locale (espeak-ng), the microphone muted meanwhile.

Speaking runs on its own task, one announcement after another, so listening goes on; a linked Telegram chat
gets a copy of each once it is said, from a task of its own, so a slow network never holds the room's speech
up. Every stretch the laptop speaks is remembered (with a short tail for the room's echo) and the door blanks
the microphone's audio captured then, so the laptop never hears itself cast a spell.
"""

from __future__ import annotations

import asyncio
import subprocess
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import structlog

from adapters.voice.audio import AudioError, require_tool

log = structlog.get_logger(__name__)

#: espeak-ng's voice for each locale of the product.
VOICES = {"pl": "pl", "ru": "ru", "fr": "fr-fr", "cs": "cs", "en": "en", "ko": "ko"}
#: How many spoken stretches the mute remembers.
MUTE_KEPT = 64
#: How many said announcements wait for the mirror at most; beyond that the oldest is dropped, with a warning.
MIRROR_KEPT = 32


@dataclass
class Mute:
    """The stretches of time (monotonic seconds) the laptop was speaking, each with a tail for the echo."""

    tail: float = 0.4  #: seconds after speech the microphone stays muted
    spans: deque[tuple[float, float]] = field(default_factory=lambda: deque(maxlen=MUTE_KEPT))  #: (start, end)
    since: float | None = None  #: when the speech now going on began

    def begin(self) -> None:
        """Mark that speaking starts now."""
        self.since = time.monotonic()

    def end(self) -> None:
        """Mark that speaking ended now."""
        if self.since is not None:
            self.spans.append((self.since, time.monotonic() + self.tail))
            self.since = None

    def covers(self, start: float, end: float) -> bool:
        """Say whether any of a stretch (monotonic seconds) was spoken over."""
        if self.since is not None and end >= self.since:
            return True
        return any(s <= end and start <= e for s, e in self.spans)


class Speaker(Protocol):
    """Says a text aloud in a locale."""

    async def async_speak(self, text: str, locale: str) -> None:
        """Say a text and return once it is said."""


def espeak_args(text: str, locale: str, rate: int, out: Path | None = None) -> list[str]:
    """Return the espeak-ng command line that says a text (or writes it to a WAV file)."""
    args = [require_tool("espeak-ng"), "-v", VOICES.get(locale, locale), "-s", str(rate)]
    return [*args, *(["-w", str(out)] if out else []), "--", text]


@dataclass
class EspeakSpeaker:
    """espeak-ng aloud (or into numbered WAV files), muting the microphone while it speaks."""

    mute: Mute = field(default_factory=Mute)  #: the microphone's mute
    out_dir: Path | None = None  #: write each announcement to a WAV file here instead of playing it
    rate: int = 165  #: words per minute
    said: int = 0  #: announcements spoken so far

    def _target(self) -> Path | None:
        self.said += 1
        return self.out_dir / f"announcement-{self.said:04d}.wav" if self.out_dir else None

    def speak(self, text: str, locale: str) -> None:
        """Say a text, blocking until it is said."""
        self.mute.begin()
        try:
            args = espeak_args(text, locale, self.rate, self._target())
            done = subprocess.run(args, capture_output=True, check=False)
        finally:
            self.mute.end()
        if done.returncode != 0:
            raise AudioError(done.stderr.decode(errors="replace").strip() or "espeak-ng failed")

    async def async_speak(self, text: str, locale: str) -> None:
        """Say a text without blocking the event loop."""
        self.mute.begin()
        try:
            proc = await asyncio.create_subprocess_exec(
                *espeak_args(text, locale, self.rate, self._target()),
                stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.PIPE,
            )
            _, err = await proc.communicate()
        finally:
            self.mute.end()
        if proc.returncode != 0:
            raise AudioError(err.decode(errors="replace").strip() or "espeak-ng failed")


@dataclass
class Quiet:
    """A speaker that says nothing (--no-speak)."""

    async def async_speak(self, text: str, locale: str) -> None:
        """Say nothing."""


class Mirror(Protocol):
    """Somewhere announcements are copied to (a linked Telegram chat)."""

    async def send(self, lines: list[str]) -> None:
        """Copy lines; never raise for a network failure."""

    async def close(self) -> None:
        """Release connections."""


Printer = Callable[[str], None]


@dataclass
class Announcer:
    """Prints each line at once, then speaks announcements one after another; each said one is then mirrored."""

    printer: Printer  #: where lines are printed
    speaker: Speaker = field(default_factory=Quiet)  #: who says announcements aloud
    mirror: Mirror | None = None  #: where announcements are copied
    queue: asyncio.Queue[tuple[list[str], str, bool] | None] = field(default_factory=asyncio.Queue)  #: waiting speech
    task: asyncio.Task[None] | None = None  #: the speaking task
    copies: asyncio.Queue[list[str] | None] = field(default_factory=lambda: asyncio.Queue(MIRROR_KEPT))
    copying: asyncio.Task[None] | None = None  #: the mirroring task
    dropped: int = 0  #: announcements never mirrored, the mirror being too far behind

    def note(self, line: str) -> None:
        """Print a quiet line (not spoken, not mirrored)."""
        self.printer(line)

    def announce(self, lines: list[str], locale: str) -> None:
        """Print lines now; say them in turn, then mirror them."""
        for line in lines:
            self.printer(line)
        if lines:
            self._start()
            self.queue.put_nowait((lines, locale, True))

    def say(self, line: str, locale: str, printed: bool = True) -> None:
        """Say a line of the door's own (a question, a refusal) after what is queued; print it too, never mirror it."""
        if printed:
            self.printer(line)
        self._start()
        self.queue.put_nowait(([line], locale, False))

    def _start(self) -> None:
        if self.task is None:
            self.task = asyncio.create_task(self._run(), name="voice-announcer")

    async def _run(self) -> None:
        while (item := await self.queue.get()) is not None:
            lines, locale, mirrored = item
            try:
                await self.speaker.async_speak(" ".join(lines), locale)
            except AudioError as err:
                log.warning("voice.speak_failed", error=str(err))
            if mirrored:
                self._mirror(lines)

    def _mirror(self, lines: list[str]) -> None:
        """Hand said lines to the mirroring task; where MIRROR_KEPT wait already, drop the oldest, saying so."""
        if self.mirror is None:
            return
        if self.copying is None:
            self.copying = asyncio.create_task(self._copy(self.mirror), name="voice-mirror")
        if self.copies.full():
            lost = self.copies.get_nowait()
            self.dropped += 1
            log.warning("voice.mirror_dropped", lines=lost, waiting=MIRROR_KEPT, dropped=self.dropped)
        self.copies.put_nowait(lines)

    async def _copy(self, mirror: Mirror) -> None:
        """Mirror said announcements in turn (each send is bounded and logs its own network failures)."""
        while (lines := await self.copies.get()) is not None:
            try:
                await mirror.send(lines)
            except Exception:  # a bug of a mirror must not end the copies of the announcements after it
                log.exception("voice.mirror_crashed", lines=lines)

    async def drain(self) -> None:
        """Wait until everything queued is said and mirrored, then stop both tasks."""
        if self.task is not None:
            self.queue.put_nowait(None)
            await self.task
            self.task = None
        if self.copying is not None:
            await self.copies.put(None)
            await self.copying
            self.copying = None
