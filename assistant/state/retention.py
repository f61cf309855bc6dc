"""Forgetting the replies kept to answer a redelivered update, once no door would redeliver it, and with them what
the doors recorded in their own tables of what they sent (the Telegram door's deliveries).

Telegram redelivers an update for a day at most; a web client retries an idempotent request within minutes.
A reply kept longer only takes room, so a running service deletes those older than the retention every hour.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from datetime import timedelta

import structlog

from assistant.errors import StorageError
from assistant.state.ports import Clock, Records, Storage

log = structlog.get_logger(__name__)

#: Seconds between two rounds of forgetting in a running service.
EVERY_S = 3600.0


async def forget_old_replies(storage: Storage, clock: Clock, days: float, records: Iterable[Records] = ()) -> int:
    """Delete the replies stored more than ``days`` ago, and what the doors recorded as long ago; return how many
    replies."""
    before = clock.now() - timedelta(days=days)
    gone = await storage.forget_replies(before)
    for kept in records:
        await kept.forget(before)
    log.info("dedup.forgotten", count=gone, days=days)
    return gone


async def keep_forgetting(
    storage: Storage, clock: Clock, days: float, every_s: float = EVERY_S, records: Iterable[Records] = ()
) -> None:
    """Forget old replies (and the doors' records) now, then every ``every_s`` seconds until cancelled; a failed
    round waits for the next."""
    while True:
        try:
            await forget_old_replies(storage, clock, days, records)
        except StorageError as exc:
            log.warning("dedup.forget_failed", error=str(exc))
        await asyncio.sleep(every_s)
