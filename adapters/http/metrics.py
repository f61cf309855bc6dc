"""Prometheus metrics through prometheus-client, and an engine that counts and times every command.

One process keeps its metrics in a registry of its own. Where several workers or replicas share a machine,
PROMETHEUS_MULTIPROC_DIR names an empty folder they all write their figures to (set before start; cleared
at each deployment), and /metrics on any of them answers the sum over all.
"""

from __future__ import annotations

import os
import time
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest, multiprocess
from prometheus_client.exposition import CONTENT_TYPE_LATEST

from assistant.engine import Engine, Played
from models import Actor, Command, Reply

#: Upper bounds of the command latency buckets, in seconds.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
#: The folder shared by the processes of a multiprocess deployment (prometheus-client's own setting).
MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
#: The content type of the text exposition format.
CONTENT_TYPE = CONTENT_TYPE_LATEST


def multiprocess_dir() -> str | None:
    """Return the folder the processes share their metrics in, or None for a single process."""
    return os.environ.get(MULTIPROC_ENV) or None


class Metrics:
    """Every metric the server exposes at /metrics."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.commands = Counter(
            "assistant_commands_total",
            "Commands handled, by ruleset, door and result.",
            ["ruleset", "door", "result"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "assistant_command_seconds",
            "Time to handle a command, commit included.",
            ["door"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.requests = Counter(
            "assistant_http_requests_total",
            "HTTP requests, by route and status.",
            ["route", "status"],
            registry=self.registry,
        )
        self.live = Gauge(
            "assistant_live_streams",
            "Live dashboard streams open now.",
            registry=self.registry,
            multiprocess_mode="livesum",
        )

    def render(self) -> bytes:
        """Return the text exposition of every metric: this process's, or every process's where they share."""
        if multiprocess_dir() is None:
            return generate_latest(self.registry)
        shared = CollectorRegistry()
        multiprocess.MultiProcessCollector(shared)  # type: ignore[no-untyped-call]
        return generate_latest(shared)

    def close(self) -> None:
        """Drop this process's live gauges from the shared figures as it stops (nothing for a single process)."""
        if multiprocess_dir() is not None:
            multiprocess.mark_process_dead(os.getpid())  # type: ignore[no-untyped-call]


def result_of(reply: Reply) -> str:
    """Return a reply's result label: applied, refused or duplicate."""
    if reply.duplicate:
        return "duplicate"
    return "applied" if reply.ok else "refused"


class MeteredEngine(Engine):
    """The engine, counting and timing each command and binding its log lines to game, door and dedup key."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.metrics = Metrics()

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
        try:  # the engine's run binds the command's log context itself
            played = await super().run(command, actor, game_id, dedup_key, with_state, request)
        except Exception:
            self._count("unknown", door, "error", started)
            raise
        self._count(played.reply.ruleset or "unknown", door, result_of(played.reply), started)
        return played

    def _count(self, ruleset: str, door: str, result: str, started: float) -> None:
        self.metrics.commands.labels(ruleset=ruleset, door=door, result=result).inc()
        self.metrics.latency.labels(door=door).observe(time.perf_counter() - started)
