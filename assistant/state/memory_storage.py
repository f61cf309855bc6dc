"""In-memory storage: the reference implementation of the storage port, for tests and the console."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from assistant.errors import ConflictError
from assistant.state.grain import ARCHIVE, ENTITIES, Place, archive_rows, assemble, split
from assistant.state.locks import KeyedLocks
from assistant.state.patch import copy_json
from assistant.state.ports import Clock, Since, SystemClock, Timer, nothing
from models import LogEntry, Reply


@dataclass
class _Game:
    head: dict[str, Any] | None = None  # the state without its entities, as a database keeps it
    rows: dict[Place, dict[str, Any]] = field(default_factory=dict)  # the entities, a row each
    log: list[LogEntry] = field(default_factory=list)

    @property
    def state(self) -> dict[str, Any] | None:
        """Return the whole state (shared JSON: copy it before handing it out)."""
        return assemble(self.head, self.rows) if self.head is not None else None


class MemoryTransaction:
    """Buffers writes; they reach the store only on commit."""

    def __init__(self, store: InMemoryStorage, game_id: str) -> None:
        self._store = store
        self._game_id = game_id
        self._head: dict[str, Any] | None = None
        self._rows: dict[Place, dict[str, Any] | None] = {}
        self._replace = False
        self._archived: dict[str, dict[str, Any]] = {}
        self._entries: list[LogEntry] = []
        self._replies: dict[str, Reply] = {}
        self._timer: Timer | None = None
        self._timer_set = False

    async def dedup_reply(self, dedup_key: str) -> Reply | None:
        """Return the reply stored for the key, if any."""
        kept = self._store.replies.get(dedup_key)
        return kept[0] if kept else None

    async def load(self) -> dict[str, Any] | None:
        """Return a copy of the committed state."""
        return copy_json(self._store.games[self._game_id].state)

    async def load_head(self) -> dict[str, Any] | None:
        """Return a copy of the committed head."""
        return copy_json(self._store.games[self._game_id].head)

    async def save(self, state: dict[str, Any]) -> None:
        """Stage the new state, entities and all."""
        head, rows = split(copy_json(state))
        self._head, self._rows, self._replace = head, dict(rows), True

    async def save_changes(self, head: dict[str, Any], rows: Mapping[Place, dict[str, Any] | None]) -> None:
        """Stage the new head and the entities given."""
        self._head = copy_json(head)
        self._rows.update(copy_json(dict(rows)))

    async def archive(self, duels: Mapping[str, dict[str, Any]]) -> None:
        """Stage ended duels for the archive."""
        self._archived.update(copy_json(dict(duels)))

    async def archived(self, duel_id: str) -> dict[str, Any] | None:
        """Return a copy of an archived duel."""
        return copy_json(self._store.games[self._game_id].rows.get((ARCHIVE, duel_id)))

    async def append(self, entry: LogEntry) -> None:
        """Stage a log entry."""
        self._entries.append(entry)

    async def remember(self, dedup_key: str, reply: Reply) -> None:
        """Stage a dedup reply; a key already stored is a conflict."""
        if dedup_key in self._store.replies or dedup_key in self._replies:
            raise ConflictError(f"dedup key {dedup_key!r} already stored")
        self._replies[dedup_key] = reply

    async def recent(self, limit: int) -> list[LogEntry]:
        """Return the newest committed entries, newest first."""
        return list(reversed(self._store.games[self._game_id].log[-limit:]))

    async def set_timer(self, timer: Timer | None) -> None:
        """Stage the game's timer (None: none)."""
        self._timer, self._timer_set = timer, True

    def commit(self) -> None:
        """Make the staged writes visible."""
        game = self._store.games[self._game_id]
        if self._head is not None:
            if self._replace:
                game.rows = {p: row for p, row in game.rows.items() if p[0] not in ENTITIES}
            game.head = self._head
            for place, row in self._rows.items():
                if row is None:
                    game.rows.pop(place, None)
                else:
                    game.rows[place] = row
        game.rows.update(archive_rows(self._archived))
        game.log.extend(self._entries)
        now = self._store.clock.now()
        self._store.replies.update((key, (reply, now)) for key, reply in self._replies.items())
        if self._timer_set:
            self._store.set_timer(self._game_id, self._timer)


class InMemoryStorage:
    """Games in a dict; one lock per game stands in for the database's."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.games: defaultdict[str, _Game] = defaultdict(_Game)
        self.replies: dict[str, tuple[Reply, datetime]] = {}  # each reply, and when it was stored
        self.timer_rows: dict[str, tuple[Timer, datetime | None]] = {}  # game → its timer, and until when it is held
        self.clock = clock or SystemClock()
        self._locks = KeyedLocks()

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[MemoryTransaction]:
        """Hold the game's lock; commit if the block ends normally."""
        async with self._locks(game_id):
            tx = MemoryTransaction(self, game_id)
            yield tx
            tx.commit()

    async def read_state(self, game_id: str) -> dict[str, Any] | None:
        """Return a copy of the committed state."""
        return copy_json(self.games[game_id].state) if game_id in self.games else None

    async def read_head(self, game_id: str) -> dict[str, Any] | None:
        """Return a copy of the committed head."""
        return copy_json(self.games[game_id].head) if game_id in self.games else None

    async def read_log(self, game_id: str, after: int = 0, limit: int = 100) -> list[LogEntry]:
        """Return entries with seq > after, oldest first."""
        log = self.games[game_id].log if game_id in self.games else []
        return [e for e in log if e.seq > after][:limit]

    async def read_head_since(self, game_id: str, after: int, limit: int) -> Since:
        """Return a copy of the committed head, and the entries with after < seq <= after + limit."""
        log = self.games[game_id].log if game_id in self.games else []
        return Since(await self.read_head(game_id), [e for e in log if after < e.seq <= after + limit])

    async def game_ids(self) -> list[str]:
        """Return every game id with a state."""
        return [gid for gid, g in self.games.items() if g.head is not None]

    async def forget_replies(self, before: datetime) -> int:
        """Delete the replies stored before a time; return how many."""
        old = [key for key, (_, at) in self.replies.items() if at < before]
        for key in old:
            del self.replies[key]
        return len(old)

    async def watch_commits(self, changed: Callable[[str], None]) -> Callable[[], Awaitable[None]]:
        """Tell nothing: no other process shares this storage."""
        return nothing

    def set_timer(self, game_id: str, timer: Timer | None) -> None:
        """Replace a game's timer, free (None: remove it)."""
        if timer is None:
            self.timer_rows.pop(game_id, None)
        else:
            self.timer_rows[game_id] = (timer._replace(game_id=game_id), None)

    async def claim_timers(self, now: datetime, until: datetime, limit: int) -> list[Timer]:
        """Take the due timers no one holds (or whose hold lapsed), the earliest first, holding them until a time."""
        free = [t for t, hold in self.timer_rows.values() if t.due <= now and (hold is None or hold <= now)]
        taken = sorted(free, key=lambda t: t.due)[:limit]
        self.timer_rows.update((t.game_id, (t, until)) for t in taken)
        return taken

    async def next_due(self) -> datetime | None:
        """Return the first moment a timer may be taken: a free one's due time, or a hold's end."""
        return min((max(t.due, hold) if hold else t.due for t, hold in self.timer_rows.values()), default=None)

    async def release_timers(self, fired: Sequence[Timer]) -> None:
        """Remove fired timers still as they were taken."""
        for timer in fired:
            kept = self.timer_rows.get(timer.game_id)
            if kept is not None and _same(kept[0], timer):
                del self.timer_rows[timer.game_id]

    async def timers(self, limit: int = 100) -> list[Timer]:
        """Return the timers, the earliest first."""
        return sorted((t for t, _ in self.timer_rows.values()), key=lambda t: t.due)[:limit]

    async def close(self) -> None:
        """Nothing to release."""


def _same(kept: Timer, fired: Timer) -> bool:
    """Say whether a stored timer is still the one fired: its due time, duel and kind (as a database compares them)."""
    return (kept.due, kept.duel, kept.kind) == (fired.due, fired.duel, fired.kind)
