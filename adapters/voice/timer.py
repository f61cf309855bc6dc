"""The periodic duel's bout timer, said aloud: at each bout's end and each break's end, a tick to the engine.

The door decides no rule: it only works out from the committed state when the next 'stop' or 'resume'
falls (the ruleset's own ``boundaries``), waits until that second, and sends ``/bout tick`` stamped with
it; the engine's events are announced like any other.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from models import GameState

#: How far ahead the next boundary is looked for.
HORIZON = timedelta(days=1)

Tick = Callable[[str, datetime], Awaitable[None]]
StateOf = Callable[[], Awaitable[GameState[Any, Any] | None]]


class Timeline(Protocol):
    """The game clock the timer waits on."""

    def now(self) -> datetime:
        """Return the time now, timezone-aware."""

    async def sleep_until(self, when: datetime, wake: asyncio.Event) -> None:
        """Return at ``when``, or earlier once ``wake`` is set."""


class WallTimeline:
    """The machine's clock."""

    def now(self) -> datetime:
        """Return the UTC time now."""
        return datetime.now(UTC)

    async def sleep_until(self, when: datetime, wake: asyncio.Event) -> None:
        """Sleep until a time or a wake-up."""
        delay = (when - self.now()).total_seconds()
        if delay > 0:
            try:
                await asyncio.wait_for(wake.wait(), delay)
            except TimeoutError:
                return


def next_boundary(state: GameState[Any, Any] | None) -> tuple[datetime, str] | None:
    """Return when the next 'stop' or 'resume' of any running bout timer falls, and its duel; None if none."""
    if state is None or state.ruleset != "ergs":
        return None
    from assistant.rulesets.ergs.bout import boundaries

    found = []
    for duel in state.duels.values():
        timer = getattr(duel, "timer", None)
        if duel.ended or timer is None or not timer.running:
            continue
        upcoming = next(boundaries(duel, timer.ticked, timer.ticked + HORIZON), None)
        if upcoming is not None:
            found.append((upcoming[2], duel.id))
    return min(found) if found else None


class BoutTimer:
    """Waits for the next boundary of the game's bout timers and ticks the engine then; any command wakes it."""

    def __init__(self, state_of: StateOf, tick: Tick, timeline: Timeline | None = None) -> None:
        self.state_of, self.tick = state_of, tick
        self.timeline = timeline or WallTimeline()
        self.changed = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    def wake(self) -> None:
        """Look again: a command may have started, stopped or ticked a timer."""
        self.changed.set()

    def start(self) -> None:
        """Start watching."""
        if self.task is None:
            self.task = asyncio.create_task(self.run(), name="voice-bout-timer")

    async def run(self) -> None:
        """Tick every boundary as its second comes, until cancelled."""
        while True:
            self.changed.clear()
            due = next_boundary(await self.state_of())
            if due is None:
                await self.changed.wait()
                continue
            when, duel = due
            await self.timeline.sleep_until(when, self.changed)
            if not self.changed.is_set() and self.timeline.now() >= when:
                await self.tick(duel, when)

    async def stop(self) -> None:
        """Stop watching."""
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
            self.task = None
