"""One scheduler for every door: it fires what time decides (a periodic duel's «Stop!» and resume), once.

It learns each game's next boundary from the game's view (``Ruleset.boundary``, the view's ``next``): after
every command the engine commits (its commit hook), and at start from the stored games, once. It sleeps on
the timeline until the earliest, then sends the boundary's command through the engine as the system actor,
with a dedup key made of the game, the duel and the boundary's time. A restart, or a second replica on the
same database, sending the same boundary again gets the first reply back marked duplicate, and hands nothing
on: each boundary is ticked once. A reply that applied goes to every subscriber (the doors that show games:
each picks its own games by id), in order per game and without holding up the other games' timers.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import structlog

from assistant.conversation import reminders
from assistant.errors import Refusal, StorageError
from assistant.rulesets import get_ruleset
from assistant.rulesets.game_view import Boundary
from assistant.state.engine import Engine
from assistant.state.ports import Timeline
from models import Actor, GameState, Reply

log = structlog.get_logger(__name__)

#: Who sends what time decides: a GM of every game (the rules only let a duel's party or a GM run its timer).
SYSTEM = Actor(id="system:scheduler", admin=True)
#: The door the scheduler's commands come through, in the log and the metrics.
SOURCE = "scheduler"
#: How long a boundary waits before it is tried again after the storage failed.
RETRY = timedelta(seconds=5)
#: Seconds the replies still on their way get at shutdown.
DRAIN_S = 5.0

#: Hands a reply the scheduler's command got to a door: the game's id and the reply, durable.
Subscriber = Callable[[str, Reply], Awaitable[None]]


def dedup_key(game_id: str, boundary: Boundary) -> str:
    """Return the dedup key of a game's boundary: the same in every process that computes it."""
    return f"timer:{game_id}:{boundary.duel}:{boundary.at.isoformat()}"


@dataclass(frozen=True)
class _Due:
    boundary: Boundary
    not_before: datetime  # the boundary's time, or later after a failed try


@dataclass
class Scheduler:
    """Fires each game's next boundary at its time; ``run(engine)`` until cancelled."""

    timeline: Timeline
    actor: Actor = SYSTEM
    _due: dict[str, _Due] = field(default_factory=dict)
    _fired: dict[str, str] = field(default_factory=dict)  # game → dedup key of the last boundary it sent
    _unsent: set[str] = field(default_factory=set)  # dedup keys whose reply may not have reached the doors
    _fresh: set[str] = field(default_factory=set)  # games learnt from a commit while the stored ones are read
    _loading: bool = False
    _subscribers: list[Subscriber] = field(default_factory=list)
    _deliveries: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    _wake: asyncio.Event = field(default_factory=asyncio.Event)
    ready: asyncio.Event = field(default_factory=asyncio.Event)  #: set once the stored games are read

    # --- what the doors and the engine call --------------------------------------------------------------

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Hand every reply the scheduler's commands get to a subscriber; return what unsubscribes it."""
        self._subscribers.append(subscriber)
        return lambda: self._subscribers.remove(subscriber)

    def learn(self, game_id: str, state: GameState[Any, Any]) -> None:
        """Take a game's next boundary from its state as committed (the engine's commit hook)."""
        if self._loading:
            self._fresh.add(game_id)
        self._learn(game_id, state)

    def upcoming(self) -> list[tuple[str, Boundary]]:
        """Return each game's next boundary, the earliest first."""
        return [(game, due.boundary) for game, due in sorted(self._due.items(), key=lambda x: x[1].not_before)]

    async def delivered(self) -> None:
        """Wait until every reply handed on so far has reached the subscribers."""
        while self._deliveries:
            await asyncio.wait(list(self._deliveries.values()))

    # --- running ---------------------------------------------------------------------------------------------

    async def run(self, engine: Engine) -> None:
        """Fire every boundary as its time comes, until cancelled; learn from the engine's commits and the storage."""
        stop_learning = engine.on_commit(self.learn)
        try:
            await self._load(engine)
            while True:
                await self._next(engine)
        finally:
            stop_learning()
            await self._drain()

    async def _drain(self) -> None:
        """Give the replies on their way a few seconds, then give up those still waiting (a door gone already)."""
        pending = list(self._deliveries.values())
        if pending:
            _, late = await asyncio.wait(pending, timeout=DRAIN_S)
            for task in late:
                task.cancel()
            await asyncio.gather(*late, return_exceptions=True)

    async def _load(self, engine: Engine) -> None:
        """Learn the boundaries of the stored games, once (a game committed meanwhile is known better already).

        While the storage fails (a database not up yet), it is tried again every few seconds.
        """
        self._loading = True
        while True:
            try:
                await self._read_stored(engine)
                break
            except StorageError as err:
                log.warning("scheduler.load_failed", error=str(err))
                await self.timeline.sleep_until(self.timeline.now() + RETRY, asyncio.Event())
        self._loading = False
        self._fresh.clear()
        self.ready.set()
        log.info("scheduler.started", due=len(self._due))

    async def _read_stored(self, engine: Engine) -> None:
        for game_id in await engine.storage.game_ids():
            if game_id in self._fresh:
                continue
            try:
                state = await engine.state(game_id)
            except (Refusal, KeyError) as err:  # a stored game of a ruleset this build does not have
                log.warning("scheduler.unreadable_game", game=game_id, error=repr(err))
                continue
            if state is not None and game_id not in self._fresh:
                self._learn(game_id, state)

    async def _next(self, engine: Engine) -> None:
        """Sleep until the earliest boundary (or a change) and fire it when its time has come."""
        self._wake.clear()
        upcoming = min(self._due.items(), key=lambda x: x[1].not_before, default=None)
        if upcoming is None:
            await self._wake.wait()
            return
        game_id, due = upcoming
        await self.timeline.sleep_until(due.not_before, self._wake)
        if self._due.get(game_id) is due and self.timeline.now() >= due.not_before:
            await self._fire(engine, game_id, due)

    async def _fire(self, engine: Engine, game_id: str, due: _Due) -> None:
        key = dedup_key(game_id, due.boundary)
        command = due.boundary.command.model_copy(update={"source": SOURCE})
        try:
            reply = await engine.handle(command, self.actor, game_id, key)
        except StorageError as err:  # not applied, or applied and not acknowledged: the same key again later
            log.warning("scheduler.retry", game=game_id, key=key, error=str(err))
            self._unsent.add(key)
            self._due[game_id] = _Due(due.boundary, self.timeline.now() + RETRY)
            return
        except Exception:  # one game's failure must not stop every other game's timers
            log.exception("scheduler.failed", game=game_id, key=key)
            self._fired[game_id] = key
            self._forget(game_id, due)
            return
        self._fired[game_id] = key  # its commit, if any, has scheduled the next boundary already
        self._forget(game_id, due)
        self._hand_on(game_id, key, reply)
        if not reply.ok or reply.duplicate:  # nothing committed here: learn where the game stands now
            await self._reread(engine, game_id)

    def _hand_on(self, game_id: str, key: str, reply: Reply) -> None:
        """Hand a reply on to the doors: one that applied here, or one applied by an earlier try of ours."""
        first = reply.ok and (not reply.duplicate or key in self._unsent)
        self._unsent.discard(key)
        log.info("scheduler.fired", game=game_id, key=key, ok=reply.ok, duplicate=reply.duplicate)
        if first and reply.events:
            self._deliver(game_id, reply)

    async def _reread(self, engine: Engine, game_id: str) -> None:
        try:
            state = await engine.state(game_id)
        except StorageError as err:
            log.warning("scheduler.reread_failed", game=game_id, error=str(err))
            return
        if state is not None:
            self._learn(game_id, state)

    def _learn(self, game_id: str, state: GameState[Any, Any]) -> None:
        """Schedule a game's next boundary; none, or the one last sent (refused, say), leaves it unscheduled.

        The sleeping loop is woken only when the schedule changed: most commands change no timer.
        """
        boundary = reminders.earliest(
            get_ruleset(state.ruleset).boundary(state, self.timeline.now()), reminders.boundary(state)
        )
        before = self._due.get(game_id)
        if boundary is None or self._fired.get(game_id) == dedup_key(game_id, boundary):
            if before is None:
                return
            del self._due[game_id]
        elif before is not None and before.boundary == boundary:
            return
        else:
            self._due[game_id] = _Due(boundary, boundary.at)
        self._wake.set()

    def _forget(self, game_id: str, due: _Due) -> None:
        if self._due.get(game_id) is due:  # a commit may have scheduled the game's next boundary already
            del self._due[game_id]

    # --- handing replies on ----------------------------------------------------------------------------------

    def _deliver(self, game_id: str, reply: Reply) -> None:
        """Hand a reply to every subscriber after the game's earlier replies, without waiting for it."""
        task = asyncio.create_task(self._send(self._deliveries.get(game_id), game_id, reply))
        self._deliveries[game_id] = task
        task.add_done_callback(lambda done: self._delivered(game_id, done))

    async def _send(self, previous: asyncio.Task[None] | None, game_id: str, reply: Reply) -> None:
        if previous is not None:
            await asyncio.wait([previous])
        for subscriber in tuple(self._subscribers):
            try:
                await subscriber(game_id, reply)
            except Exception:  # one door's failure (a network down) must not keep the reply from the others
                log.exception("scheduler.subscriber_failed", game=game_id)

    def _delivered(self, game_id: str, task: asyncio.Task[None]) -> None:
        if self._deliveries.get(game_id) is task:
            del self._deliveries[game_id]
