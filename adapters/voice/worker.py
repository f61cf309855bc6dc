"""The recognizer worker: one Vosk recognizer, owned by one thread, fed through an asyncio queue.

Recognizers are not thread-safe, so every call to one runs on the worker's own thread, in the order the
jobs were queued: ``begin`` an utterance, ``feed`` it audio as it comes, ``finish`` it (the final result,
taken at once, without waiting for Vosk's end-of-speech silence) and the recognizer is reset, so memory
stays flat over a long evening. ``set_grammar`` swaps the grammar between utterances; ``drained`` waits until
the recognizer has caught up with every job queued so far.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from adapters.voice.audio import RATE
from adapters.voice.model import vosk
from assistant.reading.spoken import Alternative, Heard, Word

Job = tuple[Callable[[], Any], "asyncio.Future[Any]"]


def _words(entry: dict[str, Any], offset: float) -> tuple[Word, ...]:
    return tuple(Word(w["word"], offset + float(w["start"]), offset + float(w["end"])) for w in entry.get("result", []))


def parse_result(raw: str, offset: float = 0.0) -> Heard:
    """Read a Vosk result (n-best or single) as what was heard, with times shifted by ``offset``."""
    data = json.loads(raw)
    if "alternatives" in data:
        alts = (Alternative(_words(a, offset), float(a.get("confidence", 0.0))) for a in data["alternatives"])
        return Heard(tuple(a for a in alts if a.words) or ())
    words = _words(data, offset)
    return Heard((Alternative(words),) if words else ())


def join(parts: list[Heard], limit: int) -> Heard:
    """Join the results of an utterance's segments (Vosk cut it at a pause): best with best, and so on."""
    parts = [p for p in parts if p.alternatives]
    if len(parts) <= 1:
        return parts[0] if parts else Heard(())
    depth = min(limit, max(len(p.alternatives) for p in parts))
    joined = []
    for rank in range(depth):
        picked = [p.alternatives[min(rank, len(p.alternatives) - 1)] for p in parts]
        joined.append(Alternative(tuple(w for a in picked for w in a.words), sum(a.confidence for a in picked)))
    return Heard(tuple(joined))


@dataclass
class Options:
    """How the recognizer is set up."""

    alternatives: int = 5  #: how many n-best alternatives to ask for
    rate: int = RATE  #: the audio's sample rate


class RecognizerWorker:
    """A Vosk recognizer in its own thread; every method queues a job and awaits its result."""

    def __init__(self, model: Any, grammar: str | None = None, options: Options | None = None) -> None:
        self.model, self.grammar, self.options = model, grammar, options or Options()
        self.queue: asyncio.Queue[Job | None] = asyncio.Queue()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vosk")
        self._task: asyncio.Task[None] | None = None
        self._recognizer: Any = None
        self._parts: list[Heard] = []
        self._shift = 0.0
        self._fed = 0.0
        self.utterances = 0

    # --- the thread's side -------------------------------------------------------------------------------------

    def _make(self) -> Any:
        module = vosk()
        args = (self.model, self.options.rate, self.grammar) if self.grammar else (self.model, self.options.rate)
        recognizer = module.KaldiRecognizer(*args)
        recognizer.SetWords(True)
        recognizer.SetMaxAlternatives(self.options.alternatives)
        return recognizer

    def _begin(self, offset: float) -> None:
        if self._recognizer is None:
            self._recognizer, self._fed = self._make(), 0.0
        # Vosk's word times run on from the recognizer's first sample, Reset or not.
        self._parts, self._shift = [], offset - self._fed

    def _feed(self, pcm: bytes) -> None:
        if self._recognizer is None:
            self._begin(0.0)
        self._fed += len(pcm) / (2 * self.options.rate)
        if self._recognizer.AcceptWaveform(pcm):
            self._parts.append(parse_result(self._recognizer.Result(), self._shift))

    def _finish(self) -> Heard:
        if self._recognizer is None:
            return Heard(())
        self._parts.append(parse_result(self._recognizer.FinalResult(), self._shift))
        self._recognizer.Reset()
        self.utterances += 1
        heard, self._parts = join(self._parts, self.options.alternatives), []
        return heard

    def _set_grammar(self, grammar: str | None) -> None:
        self.grammar = grammar
        if self._recognizer is not None and grammar is not None:
            self._recognizer.SetGrammar(grammar)
        elif self._recognizer is not None:
            self._recognizer = None

    # --- the loop's side ---------------------------------------------------------------------------------------

    def start(self) -> None:
        """Start taking jobs."""
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="voice-recognizer")

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while (job := await self.queue.get()) is not None:
            call, done = job
            try:
                result = await loop.run_in_executor(self._pool, call)
            except Exception as err:
                if not done.cancelled():
                    done.set_exception(err)
            else:
                if not done.cancelled():
                    done.set_result(result)
            finally:
                self.queue.task_done()
        self.queue.task_done()

    def _queue(self, call: Callable[[], Any]) -> asyncio.Future[Any]:
        self.start()
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.queue.put_nowait((call, done))
        return done

    async def begin(self, offset: float = 0.0) -> None:
        """Start an utterance whose first sample is ``offset`` seconds into the stream."""
        await self._queue(lambda: self._begin(offset))

    def feed(self, pcm: bytes) -> asyncio.Future[Any]:
        """Queue audio of the open utterance (awaiting is optional: finish waits for it)."""
        return self._queue(lambda: self._feed(pcm))

    async def finish(self) -> Heard:
        """End the utterance: return what was heard (times in stream seconds) and reset the recognizer."""
        heard: Heard = await self._queue(self._finish)
        return heard

    async def set_grammar(self, grammar: str | None) -> None:
        """Use another grammar from the next utterance on (None: free speech)."""
        await self._queue(lambda: self._set_grammar(grammar))

    async def recognize(self, pcm: bytes, offset: float = 0.0) -> Heard:
        """Recognize one whole utterance."""
        await self.begin(offset)
        self.feed(pcm)
        return await self.finish()

    async def drained(self) -> None:
        """Return once every job queued so far is done (the recognizer has caught up with the audio fed)."""
        await self.queue.join()

    async def close(self) -> None:
        """Finish the queued jobs, stop the thread and free the recognizer."""
        if self._task is not None:
            self.queue.put_nowait(None)
            await self._task
            self._task = None
        await asyncio.get_running_loop().run_in_executor(self._pool, self._drop)
        self._pool.shutdown(wait=True)

    def _drop(self) -> None:
        self._recognizer = None


def recognize_pcm(model: Any, pcm: bytes, grammar: str | None = None, alternatives: int = 5) -> Heard:
    """Recognize one whole utterance in the calling thread (for a script or a benchmark)."""
    worker = RecognizerWorker(model, grammar, Options(alternatives))
    worker._begin(0.0)
    worker._feed(pcm)
    return worker._finish()


async def async_recognize_pcm(model: Any, pcm: bytes, grammar: str | None = None, alternatives: int = 5) -> Heard:
    """Recognize one whole utterance on a worker thread of its own."""
    worker = RecognizerWorker(model, grammar, Options(alternatives))
    try:
        return await worker.recognize(pcm)
    finally:
        await worker.close()
