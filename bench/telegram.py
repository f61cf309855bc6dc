"""Telegram: updates per second and p99 latency through each bot's webhook, with the fake Bot API answering."""

from __future__ import annotations

import asyncio
import json
import socket
import statistics
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from aiohttp import ClientSession, TCPConnector

from bench.measure import Row, row
from bench.tg_bots import PATH, SECRET
from tests.adapters.telegram.fakebot import FakeBotApi

#: What each user sends: a durable command for the assistant; the echo bot repeats it.
TEXT = "/roll 1d10+2"
ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """Return a free loopback port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class Bot:
    """A bot process and the URL of its webhook."""

    kind: str
    process: asyncio.subprocess.Process
    url: str


@asynccontextmanager
async def bot(kind: str, fake: FakeBotApi, db: str, log_level: str) -> AsyncIterator[Bot]:
    """Start a bot process (bench.tg_bots) and wait until it listens; close its stdin to stop it."""
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "bench.tg_bots",
        kind,
        "--port",
        str(port),
        "--api",
        fake.base_url,
        "--token",
        fake.token,
        "--db",
        db,
        "--log-level",
        log_level,
    ]
    process = await asyncio.create_subprocess_exec(
        *command,
        cwd=ROOT,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL,
    )
    try:
        assert process.stdout is not None
        line = await asyncio.wait_for(process.stdout.readline(), 60)
        if line.strip() != b"ready":
            raise RuntimeError(f"the {kind} bot did not start: {line!r}")
        yield Bot(kind, process, f"http://127.0.0.1:{port}{PATH}")
    finally:
        assert process.stdin is not None
        process.stdin.close()
        try:
            await asyncio.wait_for(process.wait(), 20)
        except TimeoutError:
            process.kill()
            await process.wait()


class Load:
    """Messages from many users in many group chats, POSTed to a webhook as Telegram would."""

    def __init__(self, fake: FakeBotApi, session: ClientSession, chats: int) -> None:
        self.fake, self.session = fake, session
        self.users = [fake.user(1000 + i, f"User{i}", f"user{i}") for i in range(chats)]
        self.chats = [-100_000 - i for i in range(chats)]

    async def send(self, target: Bot, index: int) -> float:
        """Deliver one update and return the seconds until the webhook answered; a failure raises."""
        chat = index % len(self.chats)
        update = self.fake.update(message=self.fake.incoming(self.users[chat], self.chats[chat], TEXT))
        body = json.dumps(update)
        started = time.perf_counter()
        async with self.session.post(
            target.url,
            data=body,
            headers={"X-Telegram-Bot-Api-Secret-Token": SECRET, "Content-Type": "application/json"},
        ) as response:
            await response.read()
            if response.status != 200:
                raise RuntimeError(f"{target.kind} answered {response.status}")
        return time.perf_counter() - started

    async def throughput(self, target: Bot, seconds: float, workers: int) -> float:
        """Return updates per second with ``workers`` users each sending as soon as answered."""
        deadline = time.perf_counter() + seconds
        done = 0

        async def worker(w: int) -> None:
            nonlocal done
            i = w
            while time.perf_counter() < deadline:
                await self.send(target, i)
                done += 1
                i += workers

        started = time.perf_counter()
        await asyncio.gather(*(worker(w) for w in range(workers)))
        return done / (time.perf_counter() - started)

    async def latencies(self, target: Bot, rate: float, seconds: float) -> list[float]:
        """Send at a steady ``rate`` per second for ``seconds`` (open loop); return each update's latency."""
        count = max(int(rate * seconds), 1)
        started = time.perf_counter()
        tasks = []
        for i in range(count):
            delay = started + i / rate - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            tasks.append(asyncio.create_task(self.send(target, i)))
        return list(await asyncio.gather(*tasks))


def p99(values: list[float]) -> float:
    """Return the 99th percentile."""
    return statistics.quantiles(values, n=100, method="inclusive")[98]


async def run(work: Path, runs: int, seconds: float, workers: int, log_level: str, report: list[str]) -> list[Row]:
    """Measure throughput, then p99 latency at half the echo bot's throughput, interleaving the two bots."""
    fake = FakeBotApi()
    await fake.start()
    try:
        async with (
            ClientSession(connector=TCPConnector(limit=0)) as session,
            bot("echo", fake, "", log_level) as echo,
            bot("assistant", fake, f"sqlite:///{work / 'telegram.sqlite3'}", log_level) as product,
        ):
            load = Load(fake, session, workers)
            for target in (echo, product):  # warm-up: every chat's first command opens its game
                await load.throughput(target, max(seconds / 2, 1.0), workers)
            tput_a, tput_e = [], []
            for _ in range(runs):
                fake.calls.clear()
                tput_e.append(await load.throughput(echo, seconds, workers))
                tput_a.append(await load.throughput(product, seconds, workers))
            rate = statistics.median(tput_e) / 2
            lat_a, lat_e = [], []
            for _ in range(runs):
                fake.calls.clear()
                lat_e.append(p99(await load.latencies(echo, rate, seconds)))
                lat_a.append(p99(await load.latencies(product, rate, seconds)))
    finally:
        await fake.stop()
    report.append(
        f"Telegram: {workers} users in {workers} group chats send `{TEXT}`; p99 measured at "
        f"{rate:.0f} updates/s (half the echo bot's median throughput); assistant log level {log_level}."
    )
    return [
        row(
            "Telegram",
            "updates/s through webhook, engine, commit, sendMessage",
            tput_a,
            tput_e,
            "upd/s",
            0.5,
            higher_is_better=True,
            note="vs PTB echo bot",
        ),
        row(
            "Telegram",
            "p99 latency at half the echo bot's throughput",
            lat_a,
            lat_e,
            "s",
            2.0,
            note="vs echo bot's p99",
        ),
    ]
