"""Audio in: the microphone, a WAV file, any file ffmpeg decodes, or raw PCM on stdin, as 16 kHz mono int16 chunks.

Every source yields ``Chunk``s stamped with their time in the stream (seconds from its first sample), whatever
rate and channel count came in: other rates are resampled here (a windowed-sinc filter, in pure Python).
"""

from __future__ import annotations

import array
import asyncio
import math
import operator
import shutil
import subprocess
import sys
import time
import wave
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import BinaryIO

#: The rate the recognizer and the gates work at.
RATE = 16000
#: Bytes per sample (int16).
WIDTH = 2
#: Samples per chunk a source yields (0.1 s).
CHUNK = 1600
#: Half the taps of the resampling filter, in input samples at the lower of the two rates.
HALF_TAPS = 6
#: The most distinct filter phases a rate ratio may need (a guard against odd rates).
MAX_PHASES = 1000
_INT16 = (-32768, 32767)


class AudioError(Exception):
    """Audio that cannot be read: a missing tool, a broken file, an unsupported format."""


class MicrophoneError(AudioError):
    """No microphone could be opened."""


@dataclass(frozen=True)
class Chunk:
    """A piece of 16 kHz mono int16 audio and where it starts in the stream."""

    pcm: bytes  #: little-endian int16 samples
    start: float  #: seconds from the stream's first sample

    @property
    def seconds(self) -> float:
        """Return how long the chunk lasts."""
        return len(self.pcm) / (RATE * WIDTH)

    @property
    def end(self) -> float:
        """Return when the chunk ends in the stream."""
        return self.start + self.seconds


def samples(pcm: bytes) -> array.array[int]:
    """Return int16 samples of little-endian PCM."""
    out = array.array("h")
    out.frombytes(pcm[: len(pcm) - len(pcm) % WIDTH])
    if sys.byteorder == "big":
        out.byteswap()
    return out


def to_bytes(values: array.array[int]) -> bytes:
    """Return int16 samples as little-endian PCM."""
    if sys.byteorder == "big":
        values = array.array("h", values)
        values.byteswap()
    return values.tobytes()


def silence(seconds: float) -> bytes:
    """Return that many seconds of 16 kHz silence."""
    return bytes(int(seconds * RATE) * WIDTH)


def _clip(x: float) -> int:
    return max(_INT16[0], min(_INT16[1], round(x)))


def to_mono(pcm: bytes, channels: int, width: int = WIDTH) -> array.array[int]:
    """Return interleaved PCM of 1 to 4 bytes per sample as int16 mono (the channels' mean)."""
    values = _widen(pcm, width)
    if channels == 1:
        return values
    frames = len(values) // channels
    return array.array("h", (sum(values[i * channels : (i + 1) * channels]) // channels for i in range(frames)))


def _widen(pcm: bytes, width: int) -> array.array[int]:
    if width == WIDTH:
        return samples(pcm)
    if width == 1:
        return array.array("h", ((b - 128) << 8 for b in pcm))
    if width in (3, 4):
        step = width
        return array.array(
            "h",
            (
                int.from_bytes(pcm[i + step - 2 : i + step], "little", signed=True)
                for i in range(0, len(pcm) - step + 1, step)
            ),
        )
    raise AudioError(f"unsupported sample width: {width} bytes")


class Resampler:
    """A streaming resampler from any rate to another: a windowed-sinc low-pass evaluated at each output time."""

    def __init__(self, rate_in: int, rate_out: int = RATE) -> None:
        if rate_in <= 0 or rate_out <= 0:
            raise AudioError(f"bad sample rate: {rate_in}")
        self.ratio = Fraction(rate_out, rate_in)
        if self.ratio.numerator > MAX_PHASES:
            raise AudioError(f"unsupported sample rate: {rate_in}")
        cutoff = min(1.0, float(self.ratio))
        self.half = max(2, math.ceil(HALF_TAPS / cutoff))
        self.table = [_taps(p / self.ratio.numerator, self.half, cutoff) for p in range(self.ratio.numerator)]
        self.history: list[float] = [0.0] * self.half
        self.phases = self.ratio.numerator
        self.position = self.half * self.phases  # in 1/phases of an input sample

    def feed(self, values: array.array[int]) -> array.array[int]:
        """Resample the next piece of a stream; the filter's delay is carried over to the next piece."""
        if self.ratio == 1:
            return values
        buf, out, half = self.history + [float(v) for v in values], array.array("h"), self.half
        step = self.ratio.denominator
        while self.position // self.phases + half < len(buf):
            base, phase = divmod(self.position, self.phases)
            out.append(_clip(sum(map(operator.mul, self.table[phase], buf[base - half + 1 : base + half + 1]))))
            self.position += step
        keep = max(0, self.position // self.phases - half + 1)
        self.history, self.position = buf[keep:], self.position - keep * self.phases
        return out

    def flush(self) -> array.array[int]:
        """Return what the filter still holds at the end of a stream."""
        return self.feed(array.array("h", [0] * self.half))


def _taps(frac: float, half: int, cutoff: float) -> list[float]:
    """Return the filter weights for an output time ``frac`` past an input sample (Blackman window)."""
    weights = []
    for k in range(-half + 1, half + 1):
        x = k - frac
        sinc = 1.0 if x == 0 else math.sin(math.pi * cutoff * x) / (math.pi * cutoff * x)
        window = 0.42 + 0.5 * math.cos(math.pi * x / half) + 0.08 * math.cos(2 * math.pi * x / half)
        weights.append(cutoff * sinc * max(0.0, window))
    return weights


def resample(pcm: bytes, rate: int, channels: int = 1, width: int = WIDTH) -> bytes:
    """Return whole PCM of any rate, channel count and width as 16 kHz mono int16."""
    resampler = Resampler(rate)
    mono = to_mono(pcm, channels, width)
    out = resampler.feed(mono) + resampler.flush()
    return to_bytes(out[: round(len(mono) * resampler.ratio)])


# ---------------------------------------------------------------- whole files


def require_tool(name: str) -> str:
    """Return the path of a program, or fail naming it."""
    found = shutil.which(name)
    if found is None:
        raise AudioError(f"{name} is not installed")
    return found


def _ffmpeg_args(source: str) -> list[str]:
    return [
        require_tool("ffmpeg"),
        "-nostdin",
        "-loglevel",
        "error",
        "-i",
        source,
        "-ac",
        "1",
        "-ar",
        str(RATE),
        "-f",
        "s16le",
        "-",
    ]


def decode(data: bytes) -> bytes:
    """Decode audio of any format ffmpeg reads (Ogg/Opus voice messages, MP3, WAV) into 16 kHz mono PCM."""
    done = subprocess.run(_ffmpeg_args("pipe:0"), input=data, capture_output=True, check=False)
    if done.returncode != 0:
        raise AudioError(done.stderr.decode(errors="replace").strip() or "ffmpeg failed")
    return done.stdout


async def async_decode(data: bytes) -> bytes:
    """Decode audio like ``decode``, without blocking the event loop."""
    proc = await asyncio.create_subprocess_exec(
        *_ffmpeg_args("pipe:0"),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await proc.communicate(data)
    if proc.returncode != 0:
        raise AudioError(err.decode(errors="replace").strip() or "ffmpeg failed")
    return out


def read_wav(path: Path) -> bytes:
    """Read a PCM WAV file of any rate, channel count and width as 16 kHz mono int16."""
    try:
        with wave.open(str(path), "rb") as w:
            frames = w.readframes(w.getnframes())
            return resample(frames, w.getframerate(), w.getnchannels(), w.getsampwidth())
    except (wave.Error, EOFError) as err:
        raise AudioError(f"{path}: {err}") from err


def read_audio(path: Path) -> bytes:
    """Read any audio file: WAV by itself, other formats through ffmpeg."""
    if path.suffix.lower() == ".wav":
        try:
            return read_wav(path)
        except AudioError:
            pass
    return decode(path.read_bytes())


# ---------------------------------------------------------------- sources


def chunks_of(pcm: bytes, start: float = 0.0, size: int = CHUNK) -> list[Chunk]:
    """Cut 16 kHz PCM into chunks stamped from ``start``."""
    step = size * WIDTH
    return [Chunk(pcm[i : i + step], start + i / (RATE * WIDTH)) for i in range(0, len(pcm), step)]


@dataclass
class PcmSource:
    """16 kHz mono PCM already in memory (a decoded file), yielded chunk by chunk, in real time if asked."""

    pcm: bytes  #: the whole audio
    realtime: bool = False  #: pace the chunks at the speed of speech, as a microphone would

    async def chunks(self) -> AsyncIterator[Chunk]:
        """Yield the audio's chunks."""
        began = time.monotonic()
        for chunk in chunks_of(self.pcm):
            if self.realtime:
                await asyncio.sleep(max(0.0, began + chunk.start - time.monotonic()))
            yield chunk
            await asyncio.sleep(0)


@dataclass
class StreamSource:
    """Raw little-endian PCM from a binary stream (stdin), at any rate and channel count."""

    stream: BinaryIO  #: where the bytes come from
    rate: int = RATE  #: its sample rate
    channels: int = 1  #: its channel count

    async def chunks(self) -> AsyncIterator[Chunk]:
        """Yield the stream's audio until it ends."""
        loop, resampler, at = asyncio.get_running_loop(), Resampler(self.rate), 0
        frame = WIDTH * self.channels
        while block := await loop.run_in_executor(None, self.stream.read, CHUNK * frame):
            pcm = to_bytes(resampler.feed(to_mono(block[: len(block) - len(block) % frame], self.channels)))
            yield Chunk(pcm, at / RATE)
            at += len(pcm) // WIDTH
        yield Chunk(to_bytes(resampler.flush()), at / RATE)


@dataclass
class MicrophoneSource:
    """The default (or a named) input device through sounddevice, at its own rate, resampled."""

    device: str | int | None = None  #: a sounddevice device name or index; None: the default input
    rate: int | None = None  #: the rate to open it at; None: 16 kHz where the device takes it, else its own
    queue: asyncio.Queue[bytes] = field(default_factory=asyncio.Queue)  #: blocks from the audio thread

    async def chunks(self) -> AsyncIterator[Chunk]:
        """Yield the microphone's audio until cancelled."""
        try:
            import sounddevice

            rate = self.rate or _device_rate(sounddevice, self.device)
        except (OSError, ValueError) as err:  # no PortAudio, no such device
            raise MicrophoneError(str(err)) from err
        loop = asyncio.get_running_loop()
        resampler, at = Resampler(rate), 0

        def heard(data: object, frames: int, when: object, status: object) -> None:
            loop.call_soon_threadsafe(self.queue.put_nowait, bytes(data))  # type: ignore[call-overload]

        try:
            stream = sounddevice.RawInputStream(
                samplerate=rate,
                blocksize=int(rate * CHUNK / RATE),
                device=self.device,
                channels=1,
                dtype="int16",
                callback=heard,
            )
        except Exception as err:
            raise MicrophoneError(str(err)) from err
        with stream:
            while True:
                pcm = to_bytes(resampler.feed(samples(await self.queue.get())))
                yield Chunk(pcm, at / RATE)
                at += len(pcm) // WIDTH


def _device_rate(sounddevice: object, device: str | int | None) -> int:
    check: Callable[..., None] = sounddevice.check_input_settings  # type: ignore[attr-defined]
    try:
        check(device=device, samplerate=RATE, channels=1, dtype="int16")
        return RATE
    except Exception:  # PortAudio's own error for a rate the device refuses
        query: Callable[..., dict[str, float]] = sounddevice.query_devices  # type: ignore[attr-defined]
        return int(query(device, "input")["default_samplerate"])
