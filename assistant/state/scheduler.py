"""One scheduler for every door: it fires what time decides (a bout's «Stop!» and resume, a turn's reminder), once.

Each game's next boundary is its timer, a row the engine writes in the command's own transaction
(assistant.state.timers), so every replica's scheduler finds the same timers in the database, whichever replica
set them. A scheduler takes the due timers (``Storage.claim_timers``: one write, a timer taken by one scheduler),
holds them a while, and sends each one's command through the engine as the system actor, the games concurrently,
with a dedup key made of the game, the duel and the due time; then it releases them. A replica that stops holding
some lets its hold lapse, and another takes them; one taken twice meanwhile is applied once (the second gets the
first reply back marked duplicate). Every reply that applied, the first or a duplicate, is handed on with its key: a
door that sends durably (Telegram's claims) sends it once, and a replica that applied a timer and stopped before
its doors said it leaves it to the replica that takes the timer again. A timer's command that is refused is not
sent again: the game's next command that moves its timer sets the next one.

It sleeps until the earliest timer, woken sooner by its own engine's commits that set an earlier one, and looks
again every POLL for those another replica set. At start it reads the due timers, not the games: it is ready once
it has (``ready``), and the boundaries missed while every replica was down are fired at once. A reply that applied
goes to every subscriber (the doors that show games: each picks its own games by id), in order per game and
without holding up the other games' timers.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import structlog

from assistant.errors import StorageError
from assistant.state.engine import Engine
from assistant.state.ports import Storage, Timeline, Timer
from assistant.state.timers import command_at, dedup_key
from models import Actor, Reply

log = structlog.get_logger(__name__)

#: Who sends what time decides: a GM of every game (the rules only let a duel's party or a GM run its timer).
SYSTEM = Actor(id="system:scheduler", admin=True)
#: The door the scheduler's commands come through, in the log and the metrics.
SOURCE = "scheduler"
#: How long a timer waits before it is tried again after the storage failed.
RETRY = timedelta(seconds=5)
#: How long a scheduler holds the timers it took: once that lapses (its replica stopped), another takes them.
HOLD = timedelta(seconds=30)
#: How long a scheduler sleeps at most before it looks again for timers another replica set.
POLL = timedelta(seconds=1)
#: How many due timers a scheduler takes at once, and how many of their games it plays at the same time.
BATCH = 100
CONCURRENT = 16
#: Seconds the replies still on their way get at shutdown.
DRAIN_S = 5.0

#: Hands a reply the scheduler's command got to a door: the game's id, the reply (durable), and its dedup key, the
#: same for every try and every replica (a door sends what it was handed under one key once).
Subscriber = Callable[[str, Reply, str], Awaitable[None]]


@dataclass
class Scheduler:
    """Fires each game's timer at its time; ``run(engine)`` until cancelled."""

    timeline: Timeline
    actor: Actor = SYSTEM
    _retries: dict[str, tuple[Timer, datetime]] = field(default_factory=dict)  # game → timer, when to try it again
    _subscribers: list[Subscriber] = field(default_factory=list)
    _deliveries: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    _wake: asyncio.Event = field(default_factory=asyncio.Event)
    _until: datetime | None = None  # when the sleeping loop wakes; None: it is not sleeping
    _storage: Storage | None = None
    running: bool = False  #: set while run() runs
    ready: asyncio.Event = field(default_factory=asyncio.Event)  #: set once the timers were first read

    # --- what the doors and the engine call --------------------------------------------------------------

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Hand every reply the scheduler's commands get to a subscriber; return what unsubscribes it."""
        self._subscribers.append(subscriber)
        return lambda: self._subscribers.remove(subscriber)

    def heard(self, game_id: str, timer: Timer | None) -> None:
        """Wake the loop where a command its engine committed set a timer before it wakes (the engine's timer hook)."""
        if timer is not None and (self._until is None or timer.due < self._until):
            self._wake.set()

    async def upcoming(self, limit: int = 100) -> list[Timer]:
        """Return the stored timers, the earliest first (those held by a scheduler firing them included)."""
        if self._storage is None:
            raise RuntimeError("the scheduler has not run yet")
        return await self._storage.timers(limit)

    async def delivered(self) -> None:
        """Wait until every reply handed on so far has reached the subscribers."""
        while self._deliveries:
            await asyncio.wait(list(self._deliveries.values()))

    # --- running ---------------------------------------------------------------------------------------------

    async def run(self, engine: Engine) -> None:
        """Fire every timer as its time comes, until cancelled; hear of the timers its engine's commits set."""
        self._storage, self.running = engine.storage, True
        stop_hearing = engine.on_timer(self.heard)
        try:
            while True:
                await self._round(engine)
        finally:
            stop_hearing()
            self.running = False
            await self._drain()

    async def _round(self, engine: Engine) -> None:
        """Fire the timers due now, else sleep until the next one (or a change, or the next look)."""
        self._wake.clear()
        now = self.timeline.now()
        try:
            taken, first = await self._take(engine.storage, now)
        except StorageError as err:  # a database not up yet, or down: looked at again a little later
            log.warning("scheduler.storage_failed", error=str(err))
            await self._sleep(now + RETRY)
            return
        due = {**{g: t for g, (t, at) in self._retries.items() if at <= now}, **{t.game_id: t for t in taken}}
        if due:
            await self._fire_all(engine, list(due.values()))
            return
        # nothing due, or the due ones were just taken by another scheduler (or being replaced by a command)
        await self._sleep(min([now + POLL, *filter(None, [first]), *(at for _, at in self._retries.values())]))

    async def _take(self, storage: Storage, now: datetime) -> tuple[list[Timer], datetime | None]:
        """Take the timers due now (a read first: most rounds find none due); return them and the next one's time.

        The first read makes the scheduler ready: it knows when its first timer falls due (one missed while every
        replica was down: now).
        """
        first = await storage.next_due()
        if not self.ready.is_set():
            self.ready.set()
            log.info("scheduler.started", first_due=first.isoformat() if first else None)
        if first is None or first > now:
            return [], first
        return await storage.claim_timers(now, now + HOLD, BATCH), None

    async def _sleep(self, until: datetime) -> None:
        self._until = until
        try:
            await self.timeline.sleep_until(until, self._wake)
        finally:
            self._until = None

    async def _drain(self) -> None:
        """Give the replies on their way a few seconds, then give up those still waiting (a door gone already)."""
        pending = list(self._deliveries.values())
        if pending:
            _, late = await asyncio.wait(pending, timeout=DRAIN_S)
            for task in late:
                task.cancel()
            await asyncio.gather(*late, return_exceptions=True)

    async def _fire_all(self, engine: Engine, due: Sequence[Timer]) -> None:
        """Fire timers of different games at the same time (CONCURRENT at most); release those fired."""
        turns = asyncio.Semaphore(CONCURRENT)

        async def fire(timer: Timer) -> bool:
            async with turns:
                return await self._fire(engine, timer)

        fired = await asyncio.gather(*(fire(timer) for timer in due))
        done = [timer for timer, ok in zip(due, fired, strict=True) if ok]
        try:
            await engine.storage.release_timers(done)
        except StorageError as err:  # their holds lapse: taken again, each is sent again and found a duplicate
            log.warning("scheduler.release_failed", error=str(err), timers=len(done))

    async def _fire(self, engine: Engine, timer: Timer) -> bool:
        """Send a timer's command; say whether it is done with (False: the storage failed, it is tried again)."""
        key, now = dedup_key(timer), self.timeline.now()
        try:
            reply = await engine.handle(command_at(timer, now, SOURCE), self.actor, timer.game_id, key)
        except StorageError as err:  # not applied, or applied and not acknowledged: the same key again later
            log.warning("scheduler.retry", game=timer.game_id, key=key, error=str(err))
            self._retries[timer.game_id] = (timer, now + RETRY)
            return False
        except Exception:  # one game's failure must not stop every other game's timers
            log.exception("scheduler.failed", game=timer.game_id, key=key)
            reply = None
        self._retried(timer)
        if reply is not None:
            self._hand_on(timer.game_id, key, reply)
        return True

    def _retried(self, timer: Timer) -> None:
        """Forget a timer's retry once it was sent (a retry of an older timer of the game stays: its reply too may
        wait to be handed on)."""
        retry = self._retries.get(timer.game_id)
        if retry is not None and retry[0] == timer:
            del self._retries[timer.game_id]

    def _hand_on(self, game_id: str, key: str, reply: Reply) -> None:
        """Hand a reply that applied on to the doors, under its key: the first, or a duplicate (whose first may never
        have reached them: its replica stopped, or the storage failed after the commit)."""
        log.info("scheduler.fired", game=game_id, key=key, ok=reply.ok, duplicate=reply.duplicate)
        if reply.ok and reply.events:
            self._deliver(game_id, key, reply)

    # --- handing replies on ----------------------------------------------------------------------------------

    def _deliver(self, game_id: str, key: str, reply: Reply) -> None:
        """Hand a reply to every subscriber after the game's earlier replies, without waiting for it."""
        task = asyncio.create_task(self._send(self._deliveries.get(game_id), game_id, key, reply))
        self._deliveries[game_id] = task
        task.add_done_callback(lambda done: self._delivered(game_id, done))

    async def _send(self, previous: asyncio.Task[None] | None, game_id: str, key: str, reply: Reply) -> None:
        if previous is not None:
            await asyncio.wait([previous])
        for subscriber in tuple(self._subscribers):
            try:
                await subscriber(game_id, reply, key)
            except Exception:  # one door's failure (a network down) must not keep the reply from the others
                log.exception("scheduler.subscriber_failed", game=game_id)

    def _delivered(self, game_id: str, task: asyncio.Task[None]) -> None:
        if self._deliveries.get(game_id) is task:
            del self._deliveries[game_id]
