"""Helpers of the crash and concurrency tests: worker processes, and the serial result to compare with."""

from __future__ import annotations

import asyncio
import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assistant.state.engine import Engine, GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import Storage, SystemClock
from tests.adapters.storage.conftest import Target
from tests.adapters.storage.ledger import ID, SETUP
from tests.adapters.storage.worker import GM, command
from tests.adapters.storage.worker import set_up as worker_set_up

ROOT = Path(__file__).resolve().parents[3]
GAME = "tg:-1001234567890123"

#: Longest wait for one worker line before the test gives up (a hung worker fails the test, it does not hang it).
LINE_TIMEOUT_S = 30.0


@dataclass(frozen=True)
class Ack:
    """One reply a worker printed: the command's index, its seq, whether it was a duplicate, whether applied."""

    index: int
    seq: int | None
    duplicate: bool
    ok: bool

    @classmethod
    def parse(cls, line: str) -> Ack:
        _, index, seq, dup, ok = line.split()
        return cls(int(index), None if seq == "None" else int(seq), dup == "1", ok == "1")


@dataclass
class Worker:
    """A running worker process and the acks it printed so far."""

    proc: asyncio.subprocess.Process
    acks: list[Ack] = field(default_factory=list)

    @classmethod
    async def start(cls, target: Target, start: int, stop: int, prefix: str, *extra: str) -> Worker:
        argv = target.worker(GAME, start, stop, prefix, *extra)
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = await asyncio.create_subprocess_exec(
            *argv, cwd=ROOT, env=env, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
        )
        return cls(proc)

    async def line(self) -> str:
        assert self.proc.stdout is not None
        raw = await asyncio.wait_for(self.proc.stdout.readline(), LINE_TIMEOUT_S)
        return raw.decode().strip()

    async def ready(self) -> None:
        assert await self.line() == "ready", "the worker did not start"

    def go(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"go\n")

    async def read_acks(self) -> None:
        """Record acks until the worker's output ends."""
        while text := await self.line():
            if text.startswith("ack "):
                self.acks.append(Ack.parse(text))

    async def finish(self) -> int:
        await self.read_acks()
        return await asyncio.wait_for(self.proc.wait(), LINE_TIMEOUT_S)

    async def kill(self) -> None:
        """SIGKILL the worker and keep what it acknowledged before dying."""
        self.proc.kill()
        await self.finish()


def engine(storage: Storage) -> Engine:
    return Engine(storage, SystemClock(), GameDefaults(ruleset=ID, seed=1))


async def set_up(storage: Storage) -> None:
    """Open the reliability game as a worker does: three pools and one duel."""
    await worker_set_up(engine(storage), GAME)


async def serial_result(indexes: Iterable[int]) -> dict[str, Any]:
    """Return the state after applying the commands one by one in one process, in memory."""
    return (await serial_prefixes(sorted(indexes)))[-1]


async def serial_prefixes(indexes: list[int]) -> list[dict[str, Any]]:
    """Return the serial state before any of the commands, then after each one."""
    storage = InMemoryStorage()
    serial = engine(storage)
    await worker_set_up(serial, GAME)
    states = [await outcome(storage)]
    for i in indexes:
        assert (await serial.handle(command(i), GM, GAME)).ok
        states.append(await outcome(storage))
    return states


async def outcome(storage: Storage) -> dict[str, Any]:
    """Return the parts of the state the commands change: pools, duels, and how many were applied."""
    state = await storage.read_state(GAME)
    assert state is not None
    return {k: state[k] for k in ("characters", "duels", "seq")}


async def applied_indexes(storage: Storage) -> Counter[int]:
    """Count how often each planned command is in the game's log."""
    log = await storage.read_log(GAME, after=len(SETUP), limit=1_000_000)
    return Counter(int(e.command.text.split()[1]) for e in log)
