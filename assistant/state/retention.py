"""Forgetting the replies kept to answer a redelivered update, once no door would redeliver it.

Telegram redelivers an update for a day at most; a web client retries an idempotent request within minutes.
A reply kept longer only takes room, so a running service deletes those older than the retention every hour.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta

import structlog

from assistant.errors import StorageError
from assistant.state.ports import Clock, Storage

log = structlog.get_logger(__name__)

#: Seconds between two rounds of forgetting in a running service.
EVERY_S = 3600.0


async def forget_old_replies(storage: Storage, clock: Clock, days: float) -> int:
    """Delete the replies stored more than ``days`` ago; return how many."""
    gone = await storage.forget_replies(clock.now() - timedelta(days=days))
    log.info("dedup.forgotten", count=gone, days=days)
    return gone


async def keep_forgetting(storage: Storage, clock: Clock, days: float, every_s: float = EVERY_S) -> None:
    """Forget old replies now, then every ``every_s`` seconds until cancelled; a failed round waits for the next."""
    while True:
        try:
            await forget_old_replies(storage, clock, days)
        except StorageError as exc:
            log.warning("dedup.forget_failed", error=str(exc))
        await asyncio.sleep(every_s)
