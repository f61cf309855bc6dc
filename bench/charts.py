"""Pictures: a chart's cost, from the log to the PNG, for a game of realistic size (200 commands, 6 characters)."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from adapters.charts import paint
from assistant.conversation import charts
from assistant.language.translator import Translator
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.ports import SystemClock
from bench.measure import Row, row
from models import Actor, Reply

GM = Actor(id="bench:gm", name="GM", admin=True)
GAME = "bench-charts"
NAMES = ("Harry", "Draco", "Ron", "Pansy", "Hermione", "Blaise")
#: How many commands the game's log holds, and the most a chart may take from the log to the PNG.
COMMANDS, TARGET = 200, 0.150


async def game(commands: int = COMMANDS) -> tuple[InMemoryStorage, Reply]:
    """Play a Feniks game of six characters in pairs of duels until the log holds ``commands`` entries."""
    storage = InMemoryStorage()
    engine = Engine(storage, SystemClock(), GameDefaults(ruleset="feniks", locale="pl", seed=11))
    seq = 0

    async def say(text: str) -> Reply:
        nonlocal seq
        reply = await engine.handle(parse(text), GM, GAME)
        seq = reply.seq or seq
        return reply

    for name in NAMES:
        await say(f"/char {name} age=16 reflex=6 charms=14 transfig=8 dada=12")
    pair = 0
    while seq < commands:
        first, second = NAMES[pair % 3 * 2], NAMES[pair % 3 * 2 + 1]
        pair += 1
        await say(f"/char {first} hp=22")
        await say(f"/char {second} hp=22")
        await say(f"/duel {first} vs {second}")
        await say("/init")
        while seq < commands and not (await say(f"/cast {first}: stupefy {second}")).refusal:
            await say(f"/defend {second}: none")
            if (await say(f"/cast {second}: stupefy {first}")).refusal:
                break
            await say(f"/defend {first}: shield")
        await say("/end")
    odds = await say("/odds Harry stupefy vs Draco defence=shield")
    return storage, odds


async def run(runs: int, report: list[str]) -> list[Row]:
    """Measure each chart from the log to the PNG, wall and CPU time, after one warm-up drawing."""
    storage, odds = await game()
    translator = Translator()
    entries = len(await storage.read_log(GAME, limit=10_000))
    pictures: dict[str, Callable[[], Awaitable[charts.Chart | None]]] = {
        "pools of the game": lambda: charts.timeline(storage, GAME, charts.TimelineAsk()),
        "pools of duel 1": lambda: charts.timeline(storage, GAME, charts.TimelineAsk(duel="1")),
        "odds of an attack": lambda: charts.for_reply(storage, odds),
    }
    rows = []
    for what, build in pictures.items():
        walls, cpus = await timed(build, translator, runs)
        note = f"{entries} commands, {len(NAMES)} characters, PNG"
        rows.append(row("charts", f"{what}: CPU", cpus, None, "s", TARGET, note=note))
        rows.append(row("charts", f"{what}: wall", walls, None, "s", None, note=f"{note}; other load adds to it"))
    report.append(f"Charts: log → core's series → matplotlib Agg PNG; each figure the median of {runs} drawings.")
    return rows


async def timed(
    build: Callable[[], Awaitable[charts.Chart | None]], translator: Translator, runs: int
) -> tuple[list[float], list[float]]:
    """Return the wall and CPU seconds of each of ``runs`` charts, built and drawn (after one warm-up)."""
    walls, cpus = [], []
    for index in range(runs + 1):
        wall, cpu = time.perf_counter(), time.process_time()
        chart = await build()
        assert chart is not None
        paint(chart, translator, "png")
        if index:
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
    return walls, cpus
