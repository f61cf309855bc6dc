"""A kept game brought up to the stored one from the log: what another replica committed since, applied to the
JSON and parsed again only where it changed.

Two replicas taking a game's commands in turn each find their kept copy one command behind. Reading the whole game
and parsing it again costs in proportion to the game; the log entries since the copy's seq say exactly what changed,
by path, with the value each path had before. They are applied only where every value before is the one kept, the
head they make must equal the stored head, and an entry adding several entities to one field (whose order in the
roster the log does not say) is not caught up: in every other case the caller reads the game whole.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.conversation import secrecy
from assistant.rulesets import get_ruleset
from assistant.state.grain import ENTITIES, Place, Touched, track
from assistant.state.patch import copy_json
from models import Change, GameState, LogEntry

JsonDict = dict[str, Any]

#: How many commands behind the stored game a kept copy may be and still be caught up from the log (a replica
#: taking every other command of a game is one behind); further behind, the game is read whole.
CATCH_UP = 8


@dataclass
class Caught:
    """A kept game brought up to the stored one: its head and entities as stored, and the same state parsed."""

    head: JsonDict
    rows: dict[Place, JsonDict]
    state: GameState[Any, Any]


class _Stale(Exception):
    """The log does not lead from the kept copy to the stored game: read it whole."""


def behind(kept: JsonDict, stored: JsonDict | None) -> int:
    """Return how many commands a kept head is behind a stored one, where the log can catch it up; else 0."""
    if stored is None:
        return 0
    gap = int(stored.get("seq", 0)) - int(kept.get("seq", 0))
    return gap if 0 < gap <= CATCH_UP else 0


def caught_up(
    head: JsonDict,
    rows: Mapping[Place, JsonDict],
    state: GameState[Any, Any],
    entries: Sequence[LogEntry],
    stored: JsonDict,
) -> Caught | None:
    """Return a kept game (head, entities, parsed state) with the log entries since applied, equal to the stored
    head; None where they do not lead there. The kept copy is left as it was; its parsed entities are reused
    where no entry touched them (the state's maps are the new state's from then on)."""
    first = int(head.get("seq", 0)) + 1
    if [e.seq for e in entries] != list(range(first, int(stored.get("seq", 0)) + 1)):
        return None
    patched = _Patched(copy_json(head), dict(rows))
    try:
        for entry in entries:
            patched.entry(entry.changes)
    except _Stale:
        return None
    maps = track(state)
    if patched.head != stored or maps is None:
        return None
    return Caught(patched.head, patched.rows, _reparsed(state, maps, patched))


class _Patched:
    """The head and entities as JSON, changed entry by entry; a row is copied before its first change."""

    def __init__(self, head: JsonDict, rows: dict[Place, JsonDict]) -> None:
        self.head = head
        self.rows = rows
        self.touched: dict[str, set[str]] = {field: set() for field in ENTITIES}
        self._copied: set[Place] = set()

    def entry(self, changes: Sequence[Change]) -> None:
        """Apply one entry's changes; more than one entity added to a field is stale (their order is unknown)."""
        added = [c.path[0] for c in changes if len(c.path) == 2 and c.path[0] in ENTITIES and not c.existed]
        if len(added) != len(set(added)):
            raise _Stale
        for change in changes:
            self.change(change)

    def change(self, change: Change) -> None:
        """Apply one change to the head or to an entity."""
        path = change.path
        if path[0] not in ENTITIES:
            _set(self.head, path, change)
            return
        if len(path) < 2:  # a whole field replaced: only a new game does that
            raise _Stale
        place = (path[0], path[1])
        self.touched[path[0]].add(path[1])
        if len(path) == 2:
            _set_row(self.rows, place, change)
            return
        if place not in self.rows:
            raise _Stale
        if place not in self._copied:
            self.rows[place] = copy_json(self.rows[place])
            self._copied.add(place)
        _set(self.rows[place], path[2:], change)


def _set(doc: JsonDict, path: Sequence[str], change: Change) -> None:
    """Apply a change at a path in a JSON document, where the value before is the one the change says."""
    node: Any = doc
    for key in path[:-1]:
        node = node.get(key) if isinstance(node, dict) else None
    if not isinstance(node, dict):
        raise _Stale
    _check(node, path[-1], change)
    if change.exists:
        node[path[-1]] = copy_json(change.after)
    else:
        del node[path[-1]]


def _set_row(rows: dict[Place, JsonDict], place: Place, change: Change) -> None:
    """Add, replace or remove a whole entity, where the one kept is the one the change says was there."""
    _check(rows, place, change)
    if change.exists:
        rows[place] = copy_json(change.after)
    else:
        del rows[place]


def _check(node: Mapping[Any, Any], key: Any, change: Change) -> None:
    if (key in node) != change.existed or (change.existed and node[key] != change.before):
        raise _Stale


def _reparsed(
    state: GameState[Any, Any], maps: Mapping[str, Touched[Any, Any]], patched: _Patched
) -> GameState[Any, Any]:
    """Return the state parsed anew from the new head and the entities the entries touched; the others are the
    kept state's own parsed values, in the kept state's maps (in the stored order: a new entity comes last)."""
    rows = patched.rows
    taken = {f: {k: rows[(f, k)] for k in keys if (f, k) in rows} for f, keys in patched.touched.items()}
    fresh: GameState[Any, Any] = get_ruleset(patched.head["ruleset"]).parse_state(copy_json({**patched.head, **taken}))
    for field, keys in patched.touched.items():
        kept, parsed = maps[field], getattr(fresh, field)
        for key in keys:
            kept.restore(key, parsed.get(key))
        setattr(fresh, field, kept)
    fresh.keep_hidden(secrecy.hidden_after(state.kept_hidden(), fresh, patched.touched["characters"]))
    return fresh
