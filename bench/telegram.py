"""Telegram: updates per second, CPU per update and p99 latency through each bot's webhook, the fake Bot API answering.

The targets (issue 32): one process answers at least ten times the messages a second Telegram lets a bot send, and
spends at most 1.5× the CPU per update of an echo bot on PTB's default httpx client, what a user of plain PTB runs.
An echo bot on the product's own Bot API transport (aiohttp) is shown beside them for information: against it the
ratios measure what the product adds, a fixed cost below the floor the other rows measure. Each bot's CPU time comes
from /proc/<pid>/stat, the harness's (load generator and fake Bot API, one process) from its own CPU clock, so the
report shows which process was the limit.
"""

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

from bench.measure import Row, proc_cpu, row
from bench.tg_bots import PATH, SECRET
from tests.adapters.telegram.fakebot import FakeBotApi

#: What each user sends: a durable command for the assistant; the echo bot repeats it.
TEXT = "/roll 1d10+2"
ROOT = Path(__file__).resolve().parent.parent
#: Messages a second Telegram lets one bot send in all (and 20 a minute into one group).
TELEGRAM_RATE = 30


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


@dataclass(frozen=True)
class Burst:
    """A throughput run: updates answered, wall seconds, and the CPU seconds of the bot and of the harness."""

    updates: int
    wall: float
    bot_cpu: float
    harness_cpu: float

    @property
    def rate(self) -> float:
        """Return updates per second."""
        return self.updates / self.wall

    @property
    def cpu_per_update(self) -> float:
        """Return the bot's CPU seconds per update."""
        return self.bot_cpu / self.updates


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

    async def throughput(self, target: Bot, seconds: float, workers: int) -> Burst:
        """Return a run of ``workers`` users each sending as soon as answered, with both processes' CPU time."""
        deadline = time.perf_counter() + seconds
        done = 0

        async def worker(w: int) -> None:
            nonlocal done
            i = w
            while time.perf_counter() < deadline:
                await self.send(target, i)
                done += 1
                i += workers

        pid = target.process.pid
        bot_cpu, harness_cpu, started = proc_cpu(pid), time.process_time(), time.perf_counter()
        await asyncio.gather(*(worker(w) for w in range(workers)))
        wall = time.perf_counter() - started
        return Burst(done, wall, proc_cpu(pid) - bot_cpu, time.process_time() - harness_cpu)

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


def _busy(bursts: list[Burst]) -> str:
    """Return the median CPU use of a bot and of the harness while it was loaded, in % of one core."""
    bot = statistics.median(b.bot_cpu / b.wall for b in bursts)
    harness = statistics.median(b.harness_cpu / b.wall for b in bursts)
    return f"bot {bot:.0%}, harness {harness:.0%}"


async def run(work: Path, runs: int, seconds: float, workers: int, log_level: str, report: list[str]) -> list[Row]:
    """Measure throughput and CPU per update, then p99 latency at half the echo bot's throughput, interleaved."""
    fake = FakeBotApi()
    await fake.start()
    try:
        async with (
            ClientSession(connector=TCPConnector(limit=0)) as session,
            bot("echo", fake, "", log_level) as echo,
            bot("echo-httpx", fake, "", log_level) as httpx_echo,
            bot("assistant", fake, f"sqlite:///{work / 'telegram.sqlite3'}", log_level) as product,
        ):
            load = Load(fake, session, workers)
            bots = (echo, httpx_echo, product)
            for target in bots:  # warm-up: every chat's first command opens its game
                await load.throughput(target, max(seconds / 2, 1.0), workers)
            bursts: dict[str, list[Burst]] = {b.kind: [] for b in bots}
            for _ in range(runs):
                for target in bots:
                    fake.calls.clear()
                    bursts[target.kind].append(await load.throughput(target, seconds, workers))
            rate = statistics.median(b.rate for b in bursts["echo"]) / 2
            own = statistics.median(b.rate for b in bursts["assistant"]) / 2
            lat_a, lat_e, own_a, own_e = [], [], [], []
            for _ in range(runs):
                fake.calls.clear()
                lat_e.append(p99(await load.latencies(echo, rate, seconds)))
                lat_a.append(p99(await load.latencies(product, rate, seconds)))
                own_e.append(p99(await load.latencies(echo, own, seconds)))
                own_a.append(p99(await load.latencies(product, own, seconds)))
    finally:
        await fake.stop()
    report.append(
        f"Telegram: {workers} users in {workers} group chats send `{TEXT}`; p99 measured at "
        f"{rate:.0f} updates/s (half the echo bot's median throughput), and at {own:.0f} (half the product's own, "
        f"for information: what a player meets at a load the bot keeps up with); assistant log level {log_level}. "
        "CPU use while loaded, in % of one core: "
        + "; ".join(f"{kind}: {_busy(runs_of)}" for kind, runs_of in bursts.items())
        + "."
    )
    return _rows(bursts, (lat_a, lat_e), (own_a, own_e))


def _rows(
    bursts: dict[str, list[Burst]], at_echo: tuple[list[float], list[float]], at_own: tuple[list[float], list[float]]
) -> list[Row]:
    """Return the Telegram rows: against the echo bot on the same transport, and on httpx for information; the
    p99s (the product's, the echo bot's) at half the echo bot's throughput and at half the product's own."""
    product = bursts["assistant"]
    rows = []
    for kind, target, label in (("echo", None, "same transport (aiohttp)"), ("echo-httpx", 1.5, "PTB's default httpx")):
        base = bursts[kind]
        cpu = ([b.cpu_per_update for b in product], [b.cpu_per_update for b in base])
        rows += [
            row(
                "Telegram",
                "updates/s through webhook, engine, commit, sendMessage",
                [b.rate for b in product],
                [b.rate for b in base],
                "upd/s",
                None,
                higher_is_better=True,
                note=f"vs echo bot, {label}; CPU: the bot process's per update; for information",
                cpu=cpu,
            ),
            row(
                "Telegram",
                "CPU seconds per update of the bot process (/proc)",
                cpu[0],
                cpu[1],
                "s",
                target,
                note=f"vs echo bot, {label}" + ("" if target else "; for information"),
                cpu=cpu,
            ),
        ]
    rows[2:2] = [
        row(
            "Telegram",
            "p99 latency at half the echo bot's throughput",
            *at_echo,
            "s",
            None,
            note="vs echo bot's p99, same transport (aiohttp); for information (a rate above the product's own)",
        ),
        row(
            "Telegram",
            "p99 latency at half the product's own throughput",
            *at_own,
            "s",
            None,
            note="vs echo bot's p99 at the same rate, same transport (aiohttp); for information",
        ),
    ]
    rows.insert(
        0,
        row(
            "Telegram",
            "updates/s of one bot process",
            [b.rate for b in product],
            None,
            "upd/s",
            TELEGRAM_RATE * 10,
            higher_is_better=True,
            note=f"≥ 10× the {TELEGRAM_RATE} messages/s Telegram lets a bot send in all",
        ),
    )
    return rows
