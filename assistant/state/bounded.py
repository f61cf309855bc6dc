"""Bounded memories: a pure computation's results kept by a key the caller names (Memo), and a dict of the keys set
most recently (Newest); in each the oldest goes when it is full, so what a long-running process keeps stays flat."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Memo(Generic[K, V]):
    """A bounded memo of a pure computation, for inputs that cannot be hashed or a cache kept per object."""

    def __init__(self, size: int = 1024) -> None:
        self.size = size
        self._found: dict[K, V] = {}

    def get(self, key: K, compute: Callable[[], V]) -> V:
        """Return the value memoized under key, else compute it and keep it (the oldest dropped when full)."""
        if key in self._found:
            return self._found[key]
        value = compute()
        if len(self._found) >= self.size:
            del self._found[next(iter(self._found))]
        self._found[key] = value
        return value

    def cache_clear(self) -> None:
        """Forget every value."""
        self._found.clear()


class Newest(OrderedDict[K, V]):
    """A dict of at most ``size`` keys: setting a key makes it the newest, and past the limit the oldest goes.

    For what a process learns as it serves (the users it has seen, where each game was last played): it keeps
    what is in use, and forgets what has not been set for longest, so it does not grow with the years.
    """

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        if len(self) > self.size:
            self.popitem(last=False)
