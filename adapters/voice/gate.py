"""Gating: which stretches of the stream are utterances, by push-to-talk keys or by a voice-activity gate.

A gate turns chunks (and, for push-to-talk, key presses and releases) into ``Opened``, ``Audio`` and
``Closed`` events, all in stream time, so a key released at 12.30 s closes the utterance exactly there
whatever the audio's latency. Each closed utterance says whether it moved like speech: syllables make
the loudness rise and fall several times a second, while hum, hiss and silence stay flat; a flat
utterance is never recognized, so noise changes nothing.
"""

from __future__ import annotations

import array
import math
import operator
from collections import deque
from dataclasses import dataclass, field

from adapters.voice.audio import RATE, WIDTH, Chunk, samples

#: Samples per analysis frame (20 ms).
FRAME = 320
#: The level of digital silence, in dB below full scale.
FLOOR_DB = -90.0
_FULL = 32768.0**2


@dataclass(frozen=True)
class GateSettings:
    """The gates' thresholds."""

    preroll: float = 0.3  #: seconds of audio kept from just before an utterance opens
    tail: float = 0.15  #: seconds kept after a key's release
    max_utterance: float = 12.0  #: the longest utterance; a longer one is closed there
    min_speech: float = 0.25  #: the shortest utterance that may be speech, in seconds
    min_level: float = -50.0  #: dBFS the loudest frame of speech reaches at least
    min_modulation: float = 5.0  #: dB the loudness of speech moves, at the median, from one 100 ms to the next
    lag: int = 5  #: frames between the two levels compared for the modulation (100 ms)
    span: float = 30.0  #: dB below the loudest frame that still count for the modulation
    rise: float = 10.0  #: dB above the noise floor a frame must be to count as voice
    start_frames: int = 5  #: voiced frames among the last ``window`` that open the voice gate
    window: int = 10  #: frames looked at to open the voice gate
    hangover: float = 0.6  #: seconds of quiet that close the voice gate
    floor_window: float = 3.0  #: seconds over which the quietest frame is the noise floor


@dataclass(frozen=True)
class Opened:
    """An utterance began."""

    at: float  #: stream time of its first sample
    speaker: str | None = None  #: the roster name the key belongs to, for per-player keys


@dataclass(frozen=True)
class Audio:
    """A piece of an open utterance."""

    chunk: Chunk  #: the audio


@dataclass(frozen=True)
class Closed:
    """An utterance ended."""

    at: float  #: stream time of its end
    speechlike: bool  #: whether it moved like speech (else it is not worth recognizing)
    modulation: float = 0.0  #: its median loudness movement, in dB


GateEvent = Opened | Audio | Closed


def level(frame: array.array[int]) -> float:
    """Return a frame's loudness in dB below full scale."""
    if not frame:
        return FLOOR_DB
    power = sum(map(operator.mul, frame, frame)) / len(frame) / _FULL
    return max(FLOOR_DB, 10 * math.log10(power)) if power > 0 else FLOOR_DB


@dataclass
class Envelope:
    """The frame levels of one utterance."""

    levels: list[float] = field(default_factory=list)  #: dB per 20 ms frame, in order

    def modulation(self, lag: int, span: float) -> float:
        """Return the median change of loudness between frames ``lag`` apart, within ``span`` dB of the loudest.

        Quieter frames count as ``span`` below the loudest, and only pairs with a loud frame count, so the
        silence around a sound does not look like syllables, and a burst's two edges are outvoted.
        """
        if not self.levels:
            return 0.0
        bottom = max(self.levels) - span
        clamped = [max(db, bottom) for db in self.levels]
        moves = sorted(abs(b - a) for a, b in zip(clamped, clamped[lag:], strict=False) if max(a, b) > bottom)
        return moves[len(moves) // 2] if moves else 0.0

    def speechlike(self, settings: GateSettings) -> bool:
        """Say whether the utterance is long, loud and lively enough to be speech."""
        long_enough = len(self.levels) * FRAME / RATE >= settings.min_speech
        loud = bool(self.levels) and max(self.levels) >= settings.min_level
        return long_enough and loud and self.modulation(settings.lag, settings.span) >= settings.min_modulation


@dataclass
class _Framer:
    """Cuts chunks into 20 ms frames, carrying the rest over."""

    rest: array.array[int] = field(default_factory=lambda: array.array("h"))  #: samples short of a frame
    at: float | None = None  #: stream time of the next frame's first sample

    def frames(self, chunk: Chunk) -> list[tuple[float, float]]:
        """Return (start time, level) of each whole frame the chunk completes."""
        if self.at is None:
            self.at = chunk.start
        values = self.rest + samples(chunk.pcm)
        whole = len(values) // FRAME * FRAME
        found = [(self.at + i / RATE, level(values[i : i + FRAME])) for i in range(0, whole, FRAME)]
        self.rest, self.at = values[whole:], self.at + whole / RATE
        return found


def _cut(chunk: Chunk, before: float) -> Chunk:
    """Return the part of a chunk before a stream time."""
    keep = max(0, round((before - chunk.start) * RATE)) * WIDTH
    return Chunk(chunk.pcm[:keep], chunk.start)


@dataclass
class _Utterance:
    start: float  #: stream time of its first sample
    speaker: str | None  #: the player whose key opened it
    envelope: Envelope = field(default_factory=Envelope)  #: its frame levels so far


class _Gate:
    """What both gates share: the pre-roll, the open utterance and its envelope."""

    def __init__(self, settings: GateSettings | None = None) -> None:
        self.settings = settings or GateSettings()
        self.preroll: deque[Chunk] = deque()
        self.levels: deque[tuple[float, float]] = deque()
        self.open: _Utterance | None = None
        self.framer = _Framer()

    def _keep(self, chunk: Chunk, levels: list[tuple[float, float]]) -> None:
        self.preroll.append(chunk)
        self.levels.extend(levels)
        horizon = chunk.end - self.settings.preroll - chunk.seconds
        while self.preroll and self.preroll[0].end < horizon:
            self.preroll.popleft()
        while self.levels and self.levels[0][0] < horizon:
            self.levels.popleft()

    def _open(self, at: float, speaker: str | None) -> list[GateEvent]:
        start = max(0.0, at - self.settings.preroll)
        kept = [c for c in self.preroll if c.end > start]
        self.open = _Utterance(kept[0].start if kept else at, speaker)
        self.open.envelope.levels.extend(db for t, db in self.levels if t >= self.open.start)
        self.preroll.clear()
        self.levels.clear()
        return [Opened(self.open.start, speaker), *(Audio(c) for c in kept)]

    def _close(self, at: float) -> list[GateEvent]:
        assert self.open is not None
        envelope, self.open = self.open.envelope, None
        lively = envelope.modulation(self.settings.lag, self.settings.span)
        return [Closed(at, envelope.speechlike(self.settings), round(lively, 2))]

    def _too_long(self, chunk: Chunk) -> bool:
        return self.open is not None and chunk.end - self.open.start >= self.settings.max_utterance


class PushToTalkGate(_Gate):
    """Utterances from a key's press to its release (plus a short tail), one key per player if wanted."""

    def __init__(self, settings: GateSettings | None = None) -> None:
        super().__init__(settings)
        self.closing: float | None = None

    def press(self, at: float, speaker: str | None = None) -> list[GateEvent]:
        """Open an utterance at a key's press; another player's key closes the open one first."""
        if self.open is not None and self.open.speaker == speaker and self.closing is None:
            return []
        events = self._close(at) if self.open is not None else []
        self.closing = None
        return [*events, *self._open(at, speaker)]

    def release(self, at: float) -> list[GateEvent]:
        """Close the open utterance once the stream reaches the release (and the tail)."""
        if self.open is not None:
            self.closing = at + self.settings.tail
        return []

    def feed(self, chunk: Chunk) -> list[GateEvent]:
        """Take the next chunk of the stream."""
        levels = self.framer.frames(chunk)
        if self.open is None:
            self._keep(chunk, levels)
            return []
        if self.closing is not None and chunk.end >= self.closing:
            return self._finish(_cut(chunk, self.closing), levels, self.closing)
        if self._too_long(chunk):
            return self._finish(chunk, levels, chunk.end)
        self.open.envelope.levels.extend(db for _, db in levels)
        return [Audio(chunk)]

    def _finish(self, part: Chunk, levels: list[tuple[float, float]], at: float) -> list[GateEvent]:
        assert self.open is not None
        self.open.envelope.levels.extend(db for t, db in levels if t < at)
        self.closing = None
        return [Audio(part), *self._close(at)]


class VoiceGate(_Gate):
    """Hands-free utterances: voice well above the noise floor opens the gate, a pause closes it.

    The floor is the quietest frame of the last few seconds, so a steady noise soon becomes the floor and
    stops opening the gate, while the dips between a speaker's syllables keep it low enough to hear them.
    """

    def __init__(self, settings: GateSettings | None = None) -> None:
        super().__init__(settings)
        self.quiet: deque[float] = deque(maxlen=max(1, int(self.settings.floor_window * RATE / FRAME)))
        self.recent: deque[bool] = deque(maxlen=self.settings.window)
        self.first_voiced: float | None = None
        self.last_voiced = 0.0

    @property
    def floor(self) -> float:
        """Return the noise floor: the quietest frame of the last few seconds."""
        return min(self.quiet) if self.quiet else self.settings.min_level - self.settings.rise

    def _voiced(self, at: float, db: float) -> bool:
        voiced = db >= max(self.floor + self.settings.rise, self.settings.min_level)
        self.quiet.append(db)
        if voiced:
            self.last_voiced = at + FRAME / RATE
        return voiced

    def feed(self, chunk: Chunk) -> list[GateEvent]:
        """Take the next chunk of the stream."""
        events: list[GateEvent] = []
        levels = self.framer.frames(chunk)
        for at, db in levels:
            voiced = self._voiced(at, db)
            self.recent.append(voiced)
            if voiced and self.first_voiced is None:
                self.first_voiced = at
            if not any(self.recent):
                self.first_voiced = None
        if self.open is None:
            self._keep(chunk, levels)
            if sum(self.recent) >= self.settings.start_frames and self.first_voiced is not None:
                events += self._open(self.first_voiced, None)
            return events
        self.open_levels(levels)
        events.append(Audio(chunk))
        quiet = chunk.end - self.last_voiced >= self.settings.hangover
        if quiet or self._too_long(chunk):
            events += self._close(min(chunk.end, self.last_voiced + self.settings.tail) if quiet else chunk.end)
            self.recent.clear()
            self.first_voiced = None
        return events

    def open_levels(self, levels: list[tuple[float, float]]) -> None:
        """Add frame levels to the open utterance's envelope."""
        if self.open is not None:
            self.open.envelope.levels.extend(db for _, db in levels)
