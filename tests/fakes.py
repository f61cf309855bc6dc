"""Hand-written fakes that implement the core's ports (no mocks)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from typing import Any

from models import GameState


class FakeClock:
    """A clock that moves only when told."""

    def __init__(self, start: datetime | None = None) -> None:
        self.current = start or datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def now(self) -> datetime:
        return self.current

    def advance(self, **delta: float) -> datetime:
        self.current += timedelta(**delta)
        return self.current


class FakeTimeline(FakeClock):
    """A clock that moves only when told, and wakes the tasks sleeping on it once it passes their time."""

    def __init__(self, start: datetime | None = None) -> None:
        super().__init__(start)
        self.moved = asyncio.Event()
        self.sleepers = 0

    def advance(self, **delta: float) -> datetime:
        self.current += timedelta(**delta)
        self.moved.set()
        return self.current

    def to(self, when: datetime) -> datetime:
        self.current = when
        self.moved.set()
        return self.current

    async def sleep_until(self, when: datetime, wake: asyncio.Event) -> None:
        self.sleepers += 1
        try:
            while self.current < when and not wake.is_set():
                self.moved.clear()
                waiters = [asyncio.ensure_future(self.moved.wait()), asyncio.ensure_future(wake.wait())]
                try:
                    await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    for task in waiters:
                        task.cancel()
        finally:
            self.sleepers -= 1


class ScriptedRandom(random.Random):
    """A random source that returns the given die faces in order, then fails loudly."""

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        if not self.faces:
            raise AssertionError(f"scripted dice ran out (wanted a d{b})")
        face = self.faces.pop(0)
        assert a <= face <= b, f"scripted face {face} outside {a}..{b}"
        return face

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None:
            start, stop = 0, start
        return self.randint(start + 1, stop) - 1


class ScriptedDice:
    """An rng factory for the engine: every command draws from one shared script."""

    def __init__(self, faces: Iterable[int] = ()) -> None:
        self.rng = ScriptedRandom(faces)

    def push(self, *faces: int) -> None:
        self.rng.faces.extend(faces)

    def __call__(self, state: GameState[Any, Any]) -> random.Random:
        return self.rng
