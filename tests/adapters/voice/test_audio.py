"""Audio in: any rate and channel count to 16 kHz mono, in one piece or streamed; WAV, Ogg/Opus, raw PCM."""

from __future__ import annotations

import array
import io
import itertools
import math
import wave
from pathlib import Path

import pytest

from adapters.voice.audio import (
    RATE,
    AudioError,
    PcmSource,
    Resampler,
    StreamSource,
    decode,
    read_audio,
    read_wav,
    resample,
    samples,
    to_bytes,
    to_mono,
)
from tests.adapters.voice.support import opus, speak


def tone(hertz: float, rate: int, seconds: float = 1.0, amplitude: float = 10000) -> array.array[int]:
    """Return a sine tone at a sample rate."""
    count = int(seconds * rate)
    return array.array("h", (int(amplitude * math.sin(2 * math.pi * hertz * i / rate)) for i in range(count)))


def error_against_ideal(out: array.array[int], hertz: float, amplitude: float = 10000) -> float:
    """Return the largest difference from the ideal 16 kHz tone, away from the edges."""
    ideal = (amplitude * math.sin(2 * math.pi * hertz * m / RATE) for m in range(len(out)))
    return max(abs(a - b) for a, b in list(zip(out, ideal, strict=False))[200:-200])


@pytest.mark.parametrize("rate", [8000, 11025, 22050, 44100, 48000])
def test_any_rate_becomes_16_khz_faithfully(rate: int) -> None:
    out = samples(resample(to_bytes(tone(440, rate)), rate))
    assert len(out) == RATE
    assert error_against_ideal(out, 440) <= 4


@pytest.mark.parametrize("rate", [22050, 48000])
def test_streaming_gives_the_same_samples_as_one_piece(rate: int) -> None:
    values = tone(300, rate)
    whole = samples(resample(to_bytes(values), rate))
    resampler, streamed = Resampler(rate), array.array("h")
    for i in range(0, len(values), 777):
        streamed += resampler.feed(values[i : i + 777])
    streamed += resampler.flush()
    assert list(streamed[: len(whole)]) == list(whole)


def test_what_16_khz_cannot_hold_is_filtered_out() -> None:
    out = samples(resample(to_bytes(tone(12000, 48000)), 48000))
    rms = math.sqrt(sum(v * v for v in out[100:-100]) / len(out))
    assert rms < 50


def test_channels_are_averaged_and_widths_widened() -> None:
    stereo = to_bytes(array.array("h", [1000, 3000, -2000, 0]))
    assert list(to_mono(stereo, 2)) == [2000, -1000]
    assert list(to_mono(bytes([128, 255, 0]), 1, width=1)) == [0, 127 << 8, -128 << 8]
    three = (1000).to_bytes(3, "little", signed=True) * 2
    assert list(to_mono(three, 1, width=3)) == [1000 >> 8] * 2


def test_a_stereo_44_khz_wav_is_read(tmp_path: Path) -> None:
    left, right = tone(440, 44100, 0.5), tone(440, 44100, 0.5, amplitude=0)
    interleaved = array.array("h", (v for pair in zip(left, right, strict=True) for v in pair))
    path = tmp_path / "stereo.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(2)
        w.setsampwidth(2)
        w.setframerate(44100)
        w.writeframes(to_bytes(interleaved))
    out = samples(read_wav(path))
    assert len(out) == RATE // 2
    assert error_against_ideal(out, 440, amplitude=5000) <= 4


def test_an_ogg_opus_voice_message_is_decoded(tmp_path: Path) -> None:
    pcm = speak("안녕하세요")
    path = tmp_path / "voice.ogg"
    path.write_bytes(opus(pcm))
    decoded = read_audio(path)
    assert abs(len(decoded) - len(pcm)) < RATE * 2 * 0.1
    with pytest.raises(AudioError):
        decode(b"not audio at all")


async def test_raw_pcm_on_a_stream_at_another_rate() -> None:
    stereo = array.array("h", (v for s in tone(200, 8000) for v in (s, s)))
    source = StreamSource(io.BytesIO(to_bytes(stereo)), rate=8000, channels=2)
    chunks = [c async for c in source.chunks()]
    assert abs(sum(c.seconds for c in chunks) - 1.0) < 0.01
    assert all(abs(b.start - a.end) < 1e-9 for a, b in itertools.pairwise(chunks))


async def test_a_file_is_cut_into_stamped_chunks() -> None:
    chunks = [c async for c in PcmSource(to_bytes(tone(200, RATE, 0.35))).chunks()]
    stamped = [(round(c.start, 2), round(c.seconds, 2)) for c in chunks]
    assert stamped == [(0.0, 0.1), (0.1, 0.1), (0.2, 0.1), (0.3, 0.05)]
