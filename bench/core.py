"""Rules core: each ruleset's commands on a game held in memory, against one d20.roll('1d10+2').

Two figures per command line of the scripts (bench/scripts.py):

- the rules core: what the ruleset does with the command — a Context over the game's parsed state and the
  command's handler, with the game's rng — the pure function of (state, command, rng, now) the engine calls;
- through the engine, in memory: Engine.handle on in-memory storage, with everything around the rules (the game's
  lock, the transaction, the dedup look-up, the diff of the state into a log entry, the reply). The game is kept
  parsed from the previous command, as it is while people play (each run starts from a snapshot the engine has
  just committed).

Engine-level commands (/undo, /rules) have no ruleset handler and appear only in the engine figures.

And the costs that grow with the game, each against the same command in a small game (bench/grown.py): a /gain
with 1,000 characters against 2, a cast with 5,000 finished duels against a fresh game, and the bytes a /gain
hands to storage. Every figure is timed by the wall clock and by the process's CPU clock.
"""

from __future__ import annotations

import copy
import gc
import random
import statistics
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from typing import Any

import d20

from assistant.reading.slash import parse
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import Context
from assistant.rulesets.dice import Dice
from assistant.rulesets.feniks.rolls import damage_through, roll_attack, roll_shield
from assistant.rulesets.feniks.tables import base_tables
from assistant.state.engine import Engine, GameDefaults, _Live
from assistant.state.grain import ARCHIVE, split
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.patch import copy_json
from assistant.state.ports import SystemClock
from assistant.state.timers import next_timer
from bench.measure import Cost, Row, cost_row, median_cost, stopwatch
from bench.scripts import FENIKS_MOVE, SCRIPTS, SEEDS
from models import Actor, Command, GameState

GM = Actor(id="console:gm", name="GM", admin=True)
GAME = "bench"
BASELINE_EXPR = "1d10+2"
#: Commands the engine answers itself, with no ruleset handler.
ENGINE_COMMANDS = frozenset({"undo", "rules"})


@dataclass
class Step:
    """One script line: who typed it, the command, when, and the game's stored state just before it."""

    line: str
    actor: Actor
    command: Command
    now: datetime
    state: dict[str, Any] | None  # None before the game's first command


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
            command = parse(line, source="bench")
            state = copy.deepcopy(self.storage.games[GAME].state)
            step = Step(line, actor, command, command.at or datetime.now(UTC), state)
            self.steps.append(step)
            if not (await self.engine.handle(command, actor, GAME)).ok:
                refused.append(line)
        return refused

    def parsed(self, step: Step) -> GameState[Any, Any]:
        """Return the game as it was just before a line, parsed (a new game before the first line)."""
        if step.state is None:
            fresh: GameState[Any, Any] = get_ruleset(self.ruleset).new_state(GAME, "en", SEEDS[self.ruleset], step.now)
            return fresh
        state: GameState[Any, Any] = get_ruleset(step.state["ruleset"]).parse_state(copy_json(step.state))
        return state

    def rewind(self, step: Step) -> None:
        """Put the game back as it was just before a line, as this engine had committed it (kept parsed)."""
        game = self.storage.games[GAME]
        if step.state is None:
            game.head, game.rows, game.log = None, {}, []
            self.engine._live.pop(GAME, None)
            return
        head, rows = split(copy_json(step.state))
        game.head, game.rows = head, {**{p: r for p, r in game.rows.items() if p[0] == ARCHIVE}, **rows}
        game.log = game.log[: step.state["seq"]]
        parsed = self.parsed(step)
        self.engine._live[GAME] = _Live(*split(copy_json(step.state)), parsed, next_timer(GAME, parsed, step.now))

    def rules_run(self, steps: list[Step]) -> Cost:
        """Return the cost of the rules alone on consecutive lines, from a fresh parse (not timed) of the first.

        Each line gets the rng the engine gave it (the game's seed and the line's position), made before timing.
        """
        state = self.parsed(steps[0])
        ruleset = get_ruleset(state.ruleset)
        rngs = [random.Random(f"{state.seed}:{state.seq + i}") for i in range(len(steps))]
        settled()
        with stopwatch() as watch:
            for step, rng in zip(steps, rngs, strict=True):
                ctx: Context[Any] = Context(state, step.command, step.actor, Dice(rng), step.now, ruleset)
                ruleset.handler(step.command.name)(ctx)
        return watch.cost

    async def engine_run(self, steps: list[Step]) -> Cost:
        """Return the cost of consecutive lines through Engine.handle, from the first one's snapshot.

        Prepared as rules_run() prepares its side: a fresh parse, not timed, then settled().
        """
        self.rewind(steps[0])
        settled()
        with stopwatch() as watch:
            for step in steps:
                await self.engine.handle(step.command, step.actor, GAME)
        return watch.cost

    def find(self, lines: tuple[str, ...]) -> list[Step]:
        """Return the steps of consecutive lines."""
        texts = [s.line for s in self.steps]
        for i in range(len(texts) - len(lines) + 1):
            if tuple(texts[i : i + len(lines)]) == lines:
                return self.steps[i : i + len(lines)]
        raise LookupError(f"lines {lines} not in the {self.ruleset} script")


def settled() -> None:
    """Leave what was just parsed out of the collector's count before timing, as a game kept in play is.

    A run starts from a state parsed anew (a whole game's objects, 1,000 characters' in a grown game), which in
    play was parsed once and kept. Counted as new, those objects would make the collector scan the whole game
    inside the timed command; a gc.collect() instead hands freed memory back, and the next allocations fault it in
    again (measured: some 200 µs charged to the first command, more than the rules cost). Frozen, they are left
    alone, and what the command itself allocates is collected as in play.
    """
    gc.freeze()


def dice_run(seed: int) -> Cost:
    """Return the cost of the Feniks move's dice alone: a shield (DADA 12), an attack (18 points), the damage."""
    t, rng = base_tables(), random.Random(seed)
    with stopwatch() as watch:
        dice = Dice(rng)
        shield = roll_shield(dice, t, t.mod(12))
        attack = roll_attack(dice, t, t.mod(18), False)
        damage_through(attack.value, shield)
    return watch.cost


def baseline_run() -> Cost:
    """Return the cost of one bare d20.roll of the baseline expression (d20's own random source)."""
    d20.expression.random = random  # assistant.rulesets.dice points d20 at the game's rng while /roll runs
    with stopwatch() as watch:
        d20.roll(BASELINE_EXPR)
    return watch.cost


#: A timed operation, plain or async.
Timed = Callable[[], Cost | Awaitable[Cost]]


async def _cost(op: Timed) -> Cost:
    value = op()
    return value if isinstance(value, Cost) else await value


async def _alternate(run: Timed, baseline: Timed, n: int) -> tuple[Cost, Cost]:
    """Time ``n`` baseline and ``n`` subject operations, one of each in turn; return both medians (subject first).

    One by one, not a block of each: a shared machine's speed drifts over seconds (and a disk's load from the other
    tenants), and a block of one side then a block of the other measures the drift as much as the sides (the
    1,000-character /spend-/gain pair measured 1.1-2.0x in blocks of 50 and 1.09-1.12x alternating, the same code
    on the same machine).
    """
    subject, base = [], []
    for _ in range(n):
        base.append(await _cost(baseline))
        subject.append(await _cost(run))
    return median_cost(subject), median_cost(base)


async def paired(
    run: Timed, runs: int, n: int, baseline: Timed = baseline_run, warmup: int | None = None
) -> tuple[list[Cost], list[Cost]]:
    """Runs of ``n`` baseline and ``n`` subject operations in turn, after a warm-up of ``warmup`` of each (default
    ``n``); return both medians per run (subject first)."""
    await _alternate(run, baseline, n if warmup is None else warmup)
    medians = [await _alternate(run, baseline, n) for _ in range(runs)]
    return [m[0] for m in medians], [m[1] for m in medians]


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


def _ratio(subject: list[Cost], base: list[Cost]) -> float:
    return statistics.median(x.wall / y.wall for x, y in zip(subject, base, strict=True))


def _us(costs: list[Cost]) -> str:
    """Return the median wall and CPU microseconds of runs, as a table cell."""
    cost = median_cost(costs)
    return f"{cost.wall * 1e6:.1f} µs (CPU {cost.cpu * 1e6:.1f} µs)"


@dataclass
class Worst:
    """The slowest command so far, by its ratio to the baseline."""

    ratio: float = 0.0
    what: str = ""
    subject: list[Cost] = field(default_factory=list)
    base: list[Cost] = field(default_factory=list)

    def offer(self, what: str, subject: list[Cost], base: list[Cost]) -> None:
        """Keep this command if it is slower than the slowest so far."""
        if _ratio(subject, base) > self.ratio:
            self.ratio, self.what, self.subject, self.base = _ratio(subject, base), what, subject, base


async def run(runs: int, n: int, report: list[str]) -> list[Row]:
    """Measure the Feniks move, every other command and the grown games; append per-command figures to ``report``."""
    from bench import grown

    played = await tables()
    feniks = played["feniks"]
    move = feniks.find(FENIKS_MOVE)
    rules_s, rules_b = await paired(lambda: feniks.rules_run(move), runs, n)
    engine_s, engine_b = await paired(lambda: feniks.engine_run(move), runs, n)
    around_s, around_b = await paired(lambda: feniks.engine_run(move), runs, n, lambda: feniks.rules_run(move))
    seeds = iter(range(10**9))
    dice_s, dice_b = await paired(lambda: dice_run(next(seeds)), runs, n)
    worst_rules, worst_engine = Worst(), Worst()
    report.append("| ruleset | command line | rules core | ratio | through the engine, in memory | ratio |")
    report.append("|---|---|---|---|---|---|")
    for name, table in played.items():
        for step in table.steps:
            what = f"{name} {step.line.split()[0]}"
            e_s, e_b = await paired(partial(table.engine_run, [step]), runs, n)
            worst_engine.offer(what, e_s, e_b)
            engine_cell = f"{_us(e_s)} | {_ratio(e_s, e_b):.1f}×"
            if step.command.name in ENGINE_COMMANDS:
                report.append(f"| {name} | `{step.line}` | — | — | {engine_cell} |")
                continue
            r_s, r_b = await paired(partial(table.rules_run, [step]), runs, n)
            worst_rules.offer(what, r_s, r_b)
            report.append(f"| {name} | `{step.line}` | {_us(r_s)} | {_ratio(r_s, r_b):.1f}× | {engine_cell} |")
    note = "vs d20.roll('1d10+2')"
    return [
        cost_row(
            "rules core",
            "Feniks move (/defend + /cast): the rules on the game in memory",
            rules_s,
            rules_b,
            None,
            note=note,
        ),
        cost_row(
            "rules core",
            f"slowest other command ({worst_rules.what})",
            worst_rules.subject,
            worst_rules.base,
            None,
            note=note,
        ),
        cost_row(
            "rules core",
            "the Feniks move's dice alone (shield, attack pipeline, damage; no command handling)",
            dice_s,
            dice_b,
            None,
            note=note,
        ),
        cost_row("engine", "Feniks move through Engine.handle, in-memory storage", engine_s, engine_b, None, note=note),
        cost_row(
            "engine",
            f"slowest command through Engine.handle ({worst_engine.what})",
            worst_engine.subject,
            worst_engine.base,
            None,
            note=note,
        ),
        cost_row(
            "engine",
            "Feniks move through Engine.handle, in memory",
            around_s,
            around_b,
            None,
            on="cpu",
            note="vs the rules alone on the same state; for information (issue 32: below the engine's floor)",
        ),
        *await grown.run(runs, n, report),
    ]
