"""The Telegram door's own records, in a table it owns (``telegram_deliveries``): each message of an update's reply is
claimed before it is sent and recorded once sent, so that copies of the update, handled by any replica, send it once.

A claim is a row without a message: the part is being sent, by its claimer (one per running door, a random id).
Another claimer leaves it alone while it is fresh, and takes it over once it is as old as LEASE: its sender was cut
off (killed) between the claim and the record, so the redelivery sends the part. A sender whose sending failed
releases its claim at once, and a claim of this door's own (found by a redelivery that this door handles after its
first attempt ended) is taken over at once. What is recorded is forgotten with the replies (the retention), and
nothing here is read by the core.

The turn prompts standing (``telegram_prompts``) are kept here too: which message shows the buttons of which awaited
move, so that the replica handling the next move takes off the buttons of a prompt another replica sent.

The implementations: in memory (for the in-memory storage, shared by the doors on one storage), and SQL through the
storage adapter's ``fetch`` and ``execute`` (SQLite's group commit, PostgreSQL's pool), on one table either way.

Why a claim per message rather than a PostgreSQL advisory lock per update: a lock held while sending would hold a
pooled connection through Telegram's round trips and flood waits (the updates in flight capped at the pool's size,
and every command stalled once the pool is taken), it exists on PostgreSQL alone, and it leaves nothing to read; a
claim is a row on both databases, the same one that records the message, and says what is being sent, by whom,
since when. Its price is one more write before each message, and the LEASE a killed sender's claim waits out; of
an update's reply, the first message's claim is written by the command transaction that stores the reply under the
update's dedup key, where the storage can (SQLite, PostgreSQL: ``with_reply``): one COMMIT, not two, a claim no
copy of the update can find missing once it finds the command applied.
"""

from __future__ import annotations

import asyncio
import secrets
import weakref
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, NamedTuple, Protocol, runtime_checkable

from assistant.errors import ConfigError
from assistant.state.ports import Clock, SystemClock

#: The door these records are of, as the composition root names it.
DOOR = "telegram"
#: How long a claim of another door stands before it is taken for a sender cut off: longer than any sending takes
#: (PTB's rate limiter waits out Telegram's flood limits within it), shorter than Telegram's redeliveries go on.
LEASE = timedelta(seconds=60)
#: Rows deleted per statement when old records are forgotten: a command waits for one batch at most.
FORGET_BATCH = 500


class Prompt(NamedTuple):
    """A turn prompt standing in a chat: its state token (a button of another is stale) and its message."""

    token: str
    message_id: int


#: Where a turn prompt stands and whose move it awaits: the chat, its topic (None: General), the duel, the character.
PromptPlace = tuple[int, int | None, str, str]


class Delivery(NamedTuple):
    """A delivered message of the reply to a key: which part of it, and the message's id."""

    key: str
    part: int
    message_id: int


@dataclass(frozen=True)
class Claim:
    """What claiming a part found: this door's to send (``mine``), sent before (its ``message_id``), or neither:
    another door is sending it."""

    mine: bool
    message_id: int | None = None


class Folded(Protocol):
    """A claim handed to the command transaction that stores a reply: ``committed`` once it has been written."""

    committed: bool


@dataclass
class NotFolded:
    """A claim no command transaction will write (the storage cannot): it is made before sending, as any other."""

    committed: bool = False


@runtime_checkable
class DeliveryLog(Protocol):
    """What the Telegram door records of what it sent: its port, over a table it owns."""

    async def claim(self, key: str, part: int, lease: timedelta = LEASE) -> Claim:
        """Claim a part of a key's reply before sending it (another door's claim as old as ``lease`` is taken over);
        say whether it is this door's to send, or sent."""

    def with_reply(self, key: str, part: int, lease: timedelta = LEASE) -> AbstractContextManager[Folded]:
        """Within: the command transaction that stores a reply under ``key`` claims this part as ``claim`` would, in
        its own COMMIT; what is yielded says once it has. Where the storage cannot, it never does."""

    async def claimed(self, key: str, part: int) -> Claim:
        """Read whose a part is: this door's to send (its claim stands), sent, or neither; nothing is written."""

    async def record(self, marks: Sequence[Delivery]) -> None:
        """Record sent parts (a claim becomes its message) in one write; a part recorded before keeps its message."""

    async def release(self, key: str, part: int) -> None:
        """Give up this door's claim of a part not sent (its sending failed): a redelivery sends it."""

    async def delivered(self, key: str) -> dict[int, int]:
        """Return the parts of a key's reply sent before: part → message id."""

    async def forget(self, before: datetime) -> None:
        """Delete what was claimed or recorded before a time (the replies' retention)."""

    async def prompts(self, chat: int, topic: int | None) -> dict[PromptPlace, Prompt]:
        """Return the turn prompts standing in a chat's topic."""

    async def stand(self, where: PromptPlace, prompt: Prompt) -> None:
        """Keep a turn prompt standing (in place of the one before it there)."""

    async def fall(self, where: PromptPlace) -> None:
        """Forget a turn prompt (its buttons are off, or its move was made)."""

    async def old_topics(self) -> list[tuple[str, str]]:
        """Return the topics shared before their chats' games kept it (the old places table): (topic's game, chat's
        game)."""

    async def drop_old_topic(self, place: str) -> None:
        """Forget an old place row, once its topic is a game setting."""


def claimer_id() -> str:
    """Return a new door's claimer id."""
    return secrets.token_hex(8)


# --- in memory ---------------------------------------------------------------------------------------------------


@dataclass
class _Row:
    message_id: int | None
    claimer: str | None
    at: datetime


@dataclass
class MemoryTable:
    """The table in memory, one per storage: the doors on one storage share it."""

    rows: dict[tuple[str, int], _Row] = field(default_factory=dict)
    prompts: dict[PromptPlace, tuple[Prompt, datetime]] = field(default_factory=dict)


@dataclass
class MemoryDeliveryLog:
    """The records in memory, for a door on the in-memory storage."""

    table: MemoryTable
    clock: Clock
    claimer: str = field(default_factory=claimer_id)

    async def claim(self, key: str, part: int, lease: timedelta = LEASE) -> Claim:
        """Claim a part: a new one, one of this door's, or another's as old as the lease."""
        now, row = self.clock.now(), self.table.rows.get((key, part))
        if row is not None and row.message_id is not None:
            return Claim(False, row.message_id)
        if row is None or row.claimer == self.claimer or row.at <= now - lease:
            self.table.rows[key, part] = _Row(None, self.claimer, now)
            return Claim(True)
        return Claim(False)

    @contextmanager
    def with_reply(self, key: str, part: int, lease: timedelta = LEASE) -> Iterator[Folded]:
        """Claim nothing with a command: the in-memory storage has no transactions of its own."""
        yield NotFolded()

    async def claimed(self, key: str, part: int) -> Claim:
        """Read whose a part is."""
        row = self.table.rows.get((key, part))
        if row is not None and row.message_id is not None:
            return Claim(False, row.message_id)
        return Claim(row is not None and row.claimer == self.claimer)

    async def record(self, marks: Sequence[Delivery]) -> None:
        """Record sent parts."""
        now = self.clock.now()
        for key, part, message_id in marks:
            row = self.table.rows.get((key, part))
            if row is None or row.message_id is None:
                self.table.rows[key, part] = _Row(message_id, None, now)

    async def release(self, key: str, part: int) -> None:
        """Give up this door's claim of a part not sent."""
        row = self.table.rows.get((key, part))
        if row is not None and row.message_id is None and row.claimer == self.claimer:
            del self.table.rows[key, part]

    async def delivered(self, key: str) -> dict[int, int]:
        """Return the parts of a key's reply sent before."""
        rows = self.table.rows.items()
        return {part: row.message_id for (k, part), row in rows if k == key and row.message_id is not None}

    async def forget(self, before: datetime) -> None:
        """Delete what was claimed or recorded before a time."""
        self.table.rows = {place: row for place, row in self.table.rows.items() if row.at >= before}
        self.table.prompts = {where: kept for where, kept in self.table.prompts.items() if kept[1] >= before}

    async def prompts(self, chat: int, topic: int | None) -> dict[PromptPlace, Prompt]:
        """Return the turn prompts standing in a chat's topic."""
        return {where: prompt for where, (prompt, _) in self.table.prompts.items() if where[:2] == (chat, topic)}

    async def stand(self, where: PromptPlace, prompt: Prompt) -> None:
        """Keep a turn prompt standing."""
        self.table.prompts[where] = (prompt, self.clock.now())

    async def fall(self, where: PromptPlace) -> None:
        """Forget a turn prompt."""
        self.table.prompts.pop(where, None)

    async def old_topics(self) -> list[tuple[str, str]]:
        """Return none: the in-memory storage kept no places."""
        return []

    async def drop_old_topic(self, place: str) -> None:
        """Forget nothing: there is nothing old in memory."""


# --- SQL (SQLite, PostgreSQL) ------------------------------------------------------------------------------------

#: A new claim, or one taken over: its own, or another's as old as the lease ($5) or older; never a part sent.
CLAIM = (
    'INSERT INTO telegram_deliveries ("key", part, message_id, claimer, at) VALUES ($1, $2, NULL, $3, $4) '
    'ON CONFLICT ("key", part) DO UPDATE SET claimer = excluded.claimer, at = excluded.at '
    "WHERE telegram_deliveries.message_id IS NULL "
    "AND (telegram_deliveries.claimer = excluded.claimer OR telegram_deliveries.at <= $5)"
)
SELECT_PART = 'SELECT message_id, claimer FROM telegram_deliveries WHERE "key" = $1 AND part = $2'
RECORD = (
    'INSERT INTO telegram_deliveries ("key", part, message_id, claimer, at) VALUES ($1, $2, $3, NULL, $4) '
    'ON CONFLICT ("key", part) DO UPDATE SET message_id = excluded.message_id, claimer = NULL, at = excluded.at '
    "WHERE telegram_deliveries.message_id IS NULL"
)
RELEASE = 'DELETE FROM telegram_deliveries WHERE "key" = $1 AND part = $2 AND claimer = $3 AND message_id IS NULL'
SELECT_DELIVERED = 'SELECT part, message_id FROM telegram_deliveries WHERE "key" = $1 AND message_id IS NOT NULL'
SELECT_OLD = "SELECT 1 FROM telegram_deliveries WHERE at < $1 LIMIT 1"
FORGET = (
    'DELETE FROM telegram_deliveries WHERE ("key", part) IN '
    '(SELECT "key", part FROM telegram_deliveries WHERE at < $1 LIMIT $2)'
)
SELECT_PROMPTS = 'SELECT duel, "character", token, message_id FROM telegram_prompts WHERE chat = $1 AND topic = $2'
STAND = (
    'INSERT INTO telegram_prompts (chat, topic, duel, "character", token, message_id, at) '
    "VALUES ($1, $2, $3, $4, $5, $6, $7) "
    'ON CONFLICT (chat, topic, duel, "character") DO UPDATE '
    "SET token = excluded.token, message_id = excluded.message_id, at = excluded.at"
)
FALL = 'DELETE FROM telegram_prompts WHERE chat = $1 AND topic = $2 AND duel = $3 AND "character" = $4'
FORGET_PROMPTS = "DELETE FROM telegram_prompts WHERE at < $1"
#: The topic a chat's General is kept under (Telegram numbers topics from 1).
GENERAL = 0
SELECT_OLD_TOPICS = "SELECT place, game_id FROM places ORDER BY place"
DROP_OLD_TOPIC = "DELETE FROM places WHERE place = $1"


class Tables(Protocol):
    """What the storage adapter offers a door for a table of its own (adapters.storage.sql.SqlStorage)."""

    async def fetch(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        """Run a read; ``$1``-style parameters."""

    async def execute(self, sql: str, rows: Sequence[tuple[Any, ...]]) -> None:
        """Run a write for each row of parameters, in one transaction, durable before this returns."""


class WithReply(Protocol):
    """What the storage adapter offers where its command transactions can make a door's write too
    (adapters.storage.sql.SqlStorage.with_reply)."""

    def with_reply(self, key: str, sql: str, args: Callable[[], tuple[Any, ...]]) -> AbstractContextManager[Folded]:
        """Within: the command transaction that stores a reply under ``key`` runs the write too."""


@dataclass
class SqlDeliveryLog:
    """The records in the database of the games (SQLite or PostgreSQL), in the door's own table."""

    tables: Tables
    clock: Clock
    claimer: str = field(default_factory=claimer_id)
    #: The sent parts waiting for the next write of records, and that write once started.
    _gathering: _Records = field(default_factory=lambda: _Records())
    #: One write of records at a time: what is recorded meanwhile gathers for the next.
    _writing: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def claim(self, key: str, part: int, lease: timedelta = LEASE) -> Claim:
        """Claim a part in one write, then read whose claim it is."""
        await self.tables.execute(CLAIM, [self._claim_row(key, part, lease)])
        return await self.claimed(key, part)

    def with_reply(self, key: str, part: int, lease: timedelta = LEASE) -> AbstractContextManager[Folded]:
        """Within: the command transaction storing a reply under ``key`` claims this part, where the storage can."""
        with_reply = getattr(self.tables, "with_reply", None)
        if not callable(with_reply):
            return contextmanager(_not_folded)()
        storage: WithReply = self.tables  # type: ignore[assignment]  # the storage adapter's, through any wrapper
        return storage.with_reply(key, CLAIM, lambda: self._claim_row(key, part, lease))

    def _claim_row(self, key: str, part: int, lease: timedelta) -> tuple[Any, ...]:
        now = self.clock.now()
        return (key, part, self.claimer, now, now - lease)

    async def claimed(self, key: str, part: int) -> Claim:
        """Read whose a part is, in one read."""
        found = await self.tables.fetch(SELECT_PART, key, part)
        message_id, claimer = found[0] if found else (None, None)
        if message_id is not None:
            return Claim(False, int(message_id))
        return Claim(claimer == self.claimer)

    async def record(self, marks: Sequence[Delivery]) -> None:
        """Record sent parts in one transaction, with those recorded meanwhile by the door's other replies (one write
        while the one before it is under way: a statement, a thread hop and a COMMIT shared); return once durable."""
        now = self.clock.now()
        gathering = self._gathering
        gathering.rows.extend((key, part, message_id, now) for key, part, message_id in marks)
        if gathering.written is None:
            gathering.written = asyncio.ensure_future(self._write(gathering))
            gathering.written.add_done_callback(_retrieved)
        await asyncio.shield(gathering.written)  # a reply cancelled meanwhile leaves the others' write alone

    async def _write(self, gathered: _Records) -> None:
        async with self._writing:
            if self._gathering is gathered:  # from now on, what is recorded gathers for the next write
                self._gathering = _Records()
            await self.tables.execute(RECORD, gathered.rows)

    async def release(self, key: str, part: int) -> None:
        """Give up this door's claim of a part not sent."""
        await self.tables.execute(RELEASE, [(key, part, self.claimer)])

    async def delivered(self, key: str) -> dict[int, int]:
        """Return the parts of a key's reply sent before."""
        return {int(part): int(message_id) for part, message_id in await self.tables.fetch(SELECT_DELIVERED, key)}

    async def forget(self, before: datetime) -> None:
        """Delete what was claimed or recorded before a time, a batch per statement."""
        while await self.tables.fetch(SELECT_OLD, before):
            await self.tables.execute(FORGET, [(before, FORGET_BATCH)])
        await self.tables.execute(FORGET_PROMPTS, [(before,)])

    async def prompts(self, chat: int, topic: int | None) -> dict[PromptPlace, Prompt]:
        """Return the turn prompts standing in a chat's topic, in one read."""
        found = await self.tables.fetch(SELECT_PROMPTS, chat, topic or GENERAL)
        return {(chat, topic, str(d), str(c)): Prompt(str(token), int(m)) for d, c, token, m in found}

    async def stand(self, where: PromptPlace, prompt: Prompt) -> None:
        """Keep a turn prompt standing, in one write."""
        chat, topic, duel, character = where
        row = (chat, topic or GENERAL, duel, character, prompt.token, prompt.message_id, self.clock.now())
        await self.tables.execute(STAND, [row])

    async def fall(self, where: PromptPlace) -> None:
        """Forget a turn prompt, in one write."""
        chat, topic, duel, character = where
        await self.tables.execute(FALL, [(chat, topic or GENERAL, duel, character)])

    async def old_topics(self) -> list[tuple[str, str]]:
        """Return the rows of the old places table."""
        return [(str(place), str(game)) for place, game in await self.tables.fetch(SELECT_OLD_TOPICS)]

    async def drop_old_topic(self, place: str) -> None:
        """Delete an old place row."""
        await self.tables.execute(DROP_OLD_TOPIC, [(place,)])


@dataclass
class _Records:
    """Sent parts gathered for one write of records (key, part, message id, when), and that write once started."""

    rows: list[tuple[Any, ...]] = field(default_factory=list)
    written: asyncio.Future[None] | None = None


def _retrieved(write: asyncio.Future[None]) -> None:
    """Mark a write's failure as seen: every reply that waited for it has logged it (Sender.record)."""
    if not write.cancelled():
        write.exception()


def _not_folded() -> Iterator[Folded]:
    yield NotFolded()


def records_of(opened: Mapping[str, object]) -> DeliveryLog:
    """Return the door's records among those the composition root opened for each door."""
    found = opened.get(DOOR)
    if not isinstance(found, DeliveryLog):
        raise ConfigError("the Telegram door's records were not opened (assistant.bootstrap.DOOR_RECORDS)")
    return found


#: The in-memory table of each in-memory storage.
_MEMORY: weakref.WeakKeyDictionary[object, MemoryTable] = weakref.WeakKeyDictionary()


async def open_records(storage: object, clock: Clock | None = None) -> DeliveryLog:
    """Return the door's records on a storage: in its database where it has one, else in memory beside it (the
    doors on one in-memory storage share them). The composition root (assistant.bootstrap) calls this."""
    clock = clock or SystemClock()
    if callable(getattr(storage, "fetch", None)) and callable(getattr(storage, "execute", None)):
        tables: Tables = storage  # type: ignore[assignment]  # the storage adapter's, through any wrapper
        return SqlDeliveryLog(tables, clock)
    return MemoryDeliveryLog(_MEMORY.setdefault(_unwrapped(storage), MemoryTable()), clock)


def _unwrapped(storage: object) -> object:
    """Return the storage under a door's wrapper (the web's notifying storage keeps it as ``inner``)."""
    while (inner := getattr(storage, "inner", None)) is not None:
        storage = inner
    return storage
