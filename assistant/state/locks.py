"""Locks by key (a game, a chat) that live only while someone holds or awaits them."""

from __future__ import annotations

import asyncio
import weakref


class KeyedLocks:
    """One asyncio lock per key; a key's lock is forgotten once nobody holds or awaits it (the map never grows)."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    def __call__(self, key: str) -> asyncio.Lock:
        """Return the key's lock, made now if nobody holds or awaits it."""
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    def __len__(self) -> int:
        """Return how many keys have a live lock."""
        return len(self._locks)
