"""Prometheus metrics in the text exposition format, and an engine that counts and times every command."""

from __future__ import annotations

import math
import time
from collections import defaultdict
from dataclasses import dataclass, field

from assistant.engine import Engine, Played
from assistant.logging import bind_command
from models import Actor, Command, Reply

#: Upper bounds of the command latency buckets, in seconds.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

Labels = tuple[tuple[str, str], ...]


def _labels(labels: Labels) -> str:
    inner = ",".join(f'{k}="{_escape(v)}"' for k, v in labels)
    return "{" + inner + "}" if inner else ""


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _number(value: float) -> str:
    return "+Inf" if math.isinf(value) else repr(float(value))


@dataclass
class Counter:
    """A monotonically increasing count per label set."""

    name: str
    help: str
    values: defaultdict[Labels, float] = field(default_factory=lambda: defaultdict(float))

    def inc(self, amount: float = 1.0, **labels: str) -> None:
        """Add to the count of a label set."""
        self.values[tuple(sorted(labels.items()))] += amount

    def get(self, **labels: str) -> float:
        """Return the count of a label set."""
        return self.values.get(tuple(sorted(labels.items())), 0.0)

    def lines(self) -> list[str]:
        """Return the exposition lines."""
        head = [f"# HELP {self.name} {self.help}", f"# TYPE {self.name} counter"]
        return head + [f"{self.name}{_labels(k)} {_number(v)}" for k, v in sorted(self.values.items())]


@dataclass
class Gauge:
    """A value that goes up and down."""

    name: str
    help: str
    value: float = 0.0

    def lines(self) -> list[str]:
        """Return the exposition lines."""
        return [f"# HELP {self.name} {self.help}", f"# TYPE {self.name} gauge", f"{self.name} {_number(self.value)}"]


@dataclass
class Histogram:
    """Observations counted into cumulative buckets per label set."""

    name: str
    help: str
    buckets: tuple[float, ...] = LATENCY_BUCKETS
    counts: dict[Labels, list[int]] = field(default_factory=dict)
    sums: defaultdict[Labels, float] = field(default_factory=lambda: defaultdict(float))

    def observe(self, value: float, **labels: str) -> None:
        """Record one observation."""
        key = tuple(sorted(labels.items()))
        counts = self.counts.setdefault(key, [0] * (len(self.buckets) + 1))
        for i, bound in enumerate((*self.buckets, math.inf)):
            counts[i] += value <= bound
        self.sums[key] += value

    def lines(self) -> list[str]:
        """Return the exposition lines: buckets, sum and count per label set."""
        out = [f"# HELP {self.name} {self.help}", f"# TYPE {self.name} histogram"]
        for key, counts in sorted(self.counts.items()):
            for bound, count in zip((*self.buckets, math.inf), counts, strict=True):
                out.append(f"{self.name}_bucket{_labels((*key, ('le', _number(bound))))} {count}")
            out.append(f"{self.name}_sum{_labels(key)} {_number(self.sums[key])}")
            out.append(f"{self.name}_count{_labels(key)} {counts[-1]}")
        return out


@dataclass
class Metrics:
    """Every metric the server exposes at /metrics."""

    commands: Counter = field(
        default_factory=lambda: Counter("assistant_commands_total", "Commands handled, by ruleset, door and result.")
    )
    latency: Histogram = field(
        default_factory=lambda: Histogram("assistant_command_seconds", "Time to handle a command, commit included.")
    )
    requests: Counter = field(
        default_factory=lambda: Counter("assistant_http_requests_total", "HTTP requests, by route and status.")
    )
    live: Gauge = field(default_factory=lambda: Gauge("assistant_live_streams", "Live dashboard streams open now."))

    def render(self) -> str:
        """Return the text exposition of every metric."""
        blocks = (self.commands, self.latency, self.requests, self.live)
        return "\n".join(line for metric in blocks for line in metric.lines()) + "\n"


def result_of(reply: Reply) -> str:
    """Return a reply's result label: applied, refused or duplicate."""
    if reply.duplicate:
        return "duplicate"
    return "applied" if reply.ok else "refused"


class MeteredEngine(Engine):
    """The engine, counting and timing each command and binding its log lines to game, door and dedup key."""

    metrics: Metrics

    @classmethod
    def around(cls, engine: Engine, metrics: Metrics) -> MeteredEngine:
        """Return a metered engine with the same storage, clock, defaults and dice as another."""
        metered = cls(engine.storage, engine.clock, engine.defaults, engine.rng_factory)
        metered.metrics = metrics
        return metered

    async def run(
        self,
        command: Command,
        actor: Actor,
        game_id: str,
        dedup_key: str | None = None,
        with_state: bool = False,
        request: str = "",
    ) -> Played:
        """Apply a command as the engine does, then count and time it."""
        door, started = command.source or "unknown", time.perf_counter()
        with bind_command(game_id, door, dedup_key):
            try:
                played = await super().run(command, actor, game_id, dedup_key, with_state, request)
            except Exception:
                self._count("unknown", door, "error", started)
                raise
        self._count(played.reply.ruleset or "unknown", door, result_of(played.reply), started)
        return played

    def _count(self, ruleset: str, door: str, result: str, started: float) -> None:
        self.metrics.commands.inc(ruleset=ruleset, door=door, result=result)
        self.metrics.latency.observe(time.perf_counter() - started, door=door)
