"""A bounded memo: a pure computation's results kept by a key the caller names, the oldest dropped when full."""

from __future__ import annotations

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
