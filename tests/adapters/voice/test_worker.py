"""The recognizer worker's queue: jobs run in order on its thread, and ``drained`` waits for those queued so far."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

from adapters.voice.worker import RecognizerWorker

CHUNK = bytes(3200)  #: 0.1 s of silence


class GatedRecognizer:
    """A stand-in for Vosk's recognizer whose AcceptWaveform waits for a gate to open, counting the bytes taken."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate, self.taken = gate, 0

    def SetWords(self, on: bool) -> None:
        """Take word times (always given here)."""

    def SetMaxAlternatives(self, n: int) -> None:
        """Take the n-best depth (one alternative here)."""

    def AcceptWaveform(self, pcm: bytes) -> bool:
        """Wait for the gate, then take the audio; no segment ends."""
        self.gate.wait()
        self.taken += len(pcm)
        return False

    def FinalResult(self) -> str:
        """Hear one word over the audio taken."""
        end = self.taken / 32000
        return json.dumps({"result": [{"word": "protego", "start": 0.0, "end": end, "conf": 1.0}], "text": "protego"})

    def Reset(self) -> None:
        """Forget the utterance."""


class GatedWorker(RecognizerWorker):
    """The real worker on the gated recognizer."""

    def __init__(self, recognizer: GatedRecognizer) -> None:
        super().__init__(model=None)
        self.fake = recognizer

    def _make(self) -> Any:
        return self.fake


async def test_drained_waits_until_the_audio_fed_is_taken() -> None:
    gate = threading.Event()
    worker = GatedWorker(GatedRecognizer(gate))
    await worker.begin(0.0)
    for _ in range(3):
        worker.feed(CHUNK)
    waiting = asyncio.create_task(worker.drained())
    await asyncio.sleep(0.05)
    assert not waiting.done() and worker.fake.taken == 0
    gate.set()
    await asyncio.wait_for(waiting, 10)
    assert worker.fake.taken == 3 * len(CHUNK)
    heard = await worker.finish()
    assert heard.text == "protego" and heard.alternatives[0].words[0].end == 0.3
    await worker.close()


async def test_drained_returns_at_once_when_nothing_is_queued() -> None:
    gate = threading.Event()
    gate.set()
    worker = GatedWorker(GatedRecognizer(gate))
    await asyncio.wait_for(worker.drained(), 10)  # never started
    await worker.recognize(CHUNK)
    await asyncio.wait_for(worker.drained(), 10)
    await worker.close()
    await asyncio.wait_for(worker.drained(), 10)  # closed
    assert worker.utterances == 1
