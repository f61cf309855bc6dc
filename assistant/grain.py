"""The grain of a game's state: a head and its entities (characters, duels), and what a command touched.

A game is stored as its head (every field but the entities) and one row per entity, so a command that changes
one character dumps, diffs and writes that character and the head, not the roster. The engine learns what a
handler may have changed from the maps it hands out: a character taken by its key is marked, every value handed
out by ``values()`` or ``items()`` is marked (the caller may change any of them), and ``where()`` marks only
those it returns. Keys, ``in`` and ``len`` mark nothing.
"""

from __future__ import annotations

from collections.abc import Callable, ItemsView, Iterator, Mapping, ValuesView
from typing import Any, TypeVar

from assistant import patch
from models import Change

JsonDict = dict[str, Any]
V = TypeVar("V")
K = TypeVar("K")

#: The state's fields stored an entity a row: a game's roster and its duels.
ENTITIES = ("characters", "duels")

#: An entity's place: its field and its key ("characters", "harry").
Place = tuple[str, str]


class Touched(dict[K, V]):
    """A dict that remembers which of its values it handed out (see the module's docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.marked: set[K] = set()

    def __getitem__(self, key: K) -> V:
        self.marked.add(key)
        return super().__getitem__(key)

    def get(self, key: K, default: Any = None) -> Any:
        self.marked.add(key)
        return super().get(key, default)

    def __setitem__(self, key: K, value: V) -> None:
        self.marked.add(key)
        super().__setitem__(key, value)

    def __delitem__(self, key: K) -> None:
        self.marked.add(key)
        super().__delitem__(key)

    def pop(self, key: K, *default: Any) -> Any:
        self.marked.add(key)
        return super().pop(key, *default)

    def setdefault(self, key: K, default: Any = None) -> Any:
        self.marked.add(key)
        return super().setdefault(key, default)

    def values(self) -> ValuesView[V]:  # type: ignore[override]
        self.marked.update(self.keys())
        return super().values()

    def items(self) -> ItemsView[K, V]:  # type: ignore[override]
        self.marked.update(self.keys())
        return super().items()

    def __iter__(self) -> Iterator[K]:
        return super().__iter__()

    def where(self, keep: Callable[[V], bool]) -> list[V]:
        """Return the values that pass a test, marking only them (the test only reads)."""
        found = [(k, v) for k, v in super().items() if keep(v)]
        self.marked.update(k for k, _ in found)
        return [v for _, v in found]

    def clear(self) -> None:
        self.marked.update(self.keys())
        super().clear()

    def update(self, *args: Any, **kwargs: Any) -> None:
        other = dict(*args, **kwargs)
        self.marked.update(other)
        super().update(other)


def where(mapping: Mapping[K, V], keep: Callable[[V], bool]) -> list[V]:
    """Return a mapping's values that pass a test; a Touched map marks only them."""
    if isinstance(mapping, Touched):
        return mapping.where(keep)
    return [v for v in mapping.values() if keep(v)]


def peek(mapping: Mapping[K, V]) -> ItemsView[K, V]:
    """Return a mapping's items without marking them: for a scan that only reads, and keeps at most keys."""
    return dict.items(mapping) if isinstance(mapping, dict) else mapping.items()


def split(state: JsonDict) -> tuple[JsonDict, dict[Place, JsonDict]]:
    """Return a state's head (each entity field it has left empty) and its entities by place."""
    head = {k: ({} if k in ENTITIES else v) for k, v in state.items()}
    rows = {(field, key): value for field in ENTITIES for key, value in state.get(field, {}).items()}
    return head, rows


def assemble(head: JsonDict, rows: Mapping[Place, JsonDict]) -> JsonDict:
    """Return the state a head and its entities make (the inverse of split)."""
    state: JsonDict = {k: ({} if k in ENTITIES else v) for k, v in head.items()}
    for (field, key), value in rows.items():
        state.setdefault(field, {})[key] = value
    return state


def head_of(state: Any) -> JsonDict:
    """Return a parsed state's head as JSON: every field but the entities, which are left empty."""
    head: JsonDict = state.model_dump(mode="json", exclude=set(ENTITIES))
    return {**head, **{field: {} for field in ENTITIES}}


def track(state: Any) -> dict[str, Touched[Any, Any]] | None:
    """Hand the state's entities out through Touched maps, none marked yet; return them (None: it has none)."""
    maps: dict[str, Touched[Any, Any]] = {}
    for field in ENTITIES:
        current = getattr(state, field, None)
        if current is None:
            return None
        if not isinstance(current, Touched):
            current = Touched(current)
            setattr(state, field, current)
        current.marked.clear()
        maps[field] = current
    return maps


def touched(state: Any, before: Mapping[str, Touched[Any, Any]]) -> dict[str, set[str]] | None:
    """Return the keys a handler may have changed, by field; None where it replaced a whole map (dump it all)."""
    marks: dict[str, set[str]] = {}
    for field in ENTITIES:
        current = getattr(state, field, None)
        if not isinstance(current, Touched) or current is not before.get(field):
            return None
        marks[field] = set(current.marked)
    return marks


def entity_changes(place: Place, before: JsonDict | None, after: JsonDict | None) -> list[Change]:
    """Return the changes of one entity, by the paths a diff of the whole state gives."""
    path = list(place)
    if before is None and after is None:
        return []
    if before is None:
        return [Change(path, None, after, False, True)]
    if after is None:
        return [Change(path, before, None, True, False)]
    return [] if before == after else patch.diff(before, after, path)
