"""Rules core: commands through Engine.handle on in-memory storage, against one d20.roll('1d10+2')."""

from __future__ import annotations

import copy
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

import d20

from assistant.engine import Engine, GameDefaults
from assistant.memory import InMemoryStorage
from assistant.parser import parse
from assistant.ports import SystemClock
from bench.measure import Row, per_op, row
from bench.scripts import FENIKS_MOVE, SCRIPTS, SEEDS
from models import Actor, Command

GM = Actor(id="console:gm", name="GM", admin=True)
GAME = "bench"
BASELINE_EXPR = "1d10+2"


@dataclass
class Step:
    """One script line: who typed it, the command, and the game as it was just before."""

    line: str
    actor: Actor
    command: Command
    state: dict[str, Any] | None
    log: list[Any]


@dataclass
class Table:
    """A game played from a script on in-memory storage, rewindable to just before any line."""

    ruleset: str
    storage: InMemoryStorage = field(default_factory=InMemoryStorage)
    steps: list[Step] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.engine = Engine(self.storage, SystemClock(), GameDefaults(ruleset=self.ruleset, seed=SEEDS[self.ruleset]))

    async def play(self) -> list[str]:
        """Play the whole script once, keeping a snapshot before each line; return the lines refused."""
        actor, refused = GM, []
        for line in SCRIPTS[self.ruleset].strip().splitlines():
            if line.startswith(":"):
                actor = GM if line == ":gm" else Actor(id=line.split()[1], name=line.split()[1])
                continue
            game = self.storage.games[GAME]
            step = Step(line, actor, parse(line, source="bench"), copy.deepcopy(game.state), list(game.log))
            self.steps.append(step)
            if not (await self.engine.handle(step.command, actor, GAME)).ok:
                refused.append(line)
        return refused

    def rewind(self, step: Step) -> None:
        """Put the game back as it was just before a line."""
        game = self.storage.games[GAME]
        game.state, game.log = copy.deepcopy(step.state), list(step.log)

    async def time(self, steps: list[Step], n: int) -> float:
        """Return the median seconds of ``n`` plays of consecutive lines, each from its snapshot."""
        times = []
        for _ in range(n):
            self.rewind(steps[0])
            started = time.perf_counter()
            for step in steps:
                await self.engine.handle(step.command, step.actor, GAME)
            times.append(time.perf_counter() - started)
        return statistics.median(times)

    def find(self, lines: tuple[str, ...]) -> list[Step]:
        """Return the steps of consecutive lines."""
        texts = [s.line for s in self.steps]
        for i in range(len(texts) - len(lines) + 1):
            if tuple(texts[i : i + len(lines)]) == lines:
                return self.steps[i : i + len(lines)]
        raise LookupError(f"lines {lines} not in the {self.ruleset} script")


def baseline(n: int) -> float:
    """Return the median seconds of one bare d20.roll of the baseline expression (d20's own random source)."""
    d20.expression.random = random  # assistant.dice points d20 at the game's rng while /roll runs
    return per_op(lambda: d20.roll(BASELINE_EXPR), n)


async def paired(table: Table, steps: list[Step], runs: int, n: int) -> tuple[list[float], list[float]]:
    """Interleave baseline and subject runs (after one warm-up each); return (subject, baseline) medians."""
    baseline(n)
    await table.time(steps, n)
    subject, base = [], []
    for _ in range(runs):
        base.append(baseline(n))
        subject.append(await table.time(steps, n))
    return subject, base


async def tables() -> dict[str, Table]:
    """Play every ruleset's script; refuse to measure a script the rules no longer accept whole."""
    played = {}
    for ruleset in SCRIPTS:
        table = Table(ruleset)
        refused = await table.play()
        if refused:
            raise RuntimeError(f"{ruleset}: the bench script was refused at {refused}; fix bench/scripts.py")
        played[ruleset] = table
    return played


async def run(runs: int, n: int, report: list[str]) -> list[Row]:
    """Measure the Feniks move and every other command; append the per-command figures to ``report``."""
    played = await tables()
    feniks = played["feniks"]
    move = feniks.find(FENIKS_MOVE)
    subject, base = await paired(feniks, move, runs, n)
    rows = [row("rules core", "Feniks move (/defend + /cast), in memory", subject, base, "s", 2.0,
                note="vs d20.roll('1d10+2')")]
    worst: tuple[float, str, list[float], list[float]] | None = None
    report.append("| ruleset | command line | median | ratio to d20.roll |")
    report.append("|---|---|---|---|")
    for name, table in played.items():
        for step in table.steps:
            s, b = await paired(table, [step], runs, n)
            ratio = statistics.median(x / y for x, y in zip(s, b, strict=True))
            report.append(f"| {name} | `{step.line}` | {statistics.median(s) * 1e6:.0f} µs | {ratio:.1f}× |")
            if worst is None or ratio > worst[0]:
                worst = (ratio, f"{name} {step.line.split()[0]}", s, b)
    assert worst is not None
    rows.append(row("rules core", f"slowest other command ({worst[1]})", worst[2], worst[3], "s", 3.0,
                    note="vs d20.roll('1d10+2')"))
    return rows
