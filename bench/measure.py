"""Interleaved runs, medians and spreads, CPU time beside wall time, and the table every benchmark prints."""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

#: A run: does its work and returns one figure (seconds per operation, operations per second, ...).
Run = Callable[[], float]
#: Clock ticks per second of /proc/<pid>/stat's CPU times.
TICKS = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Cost:
    """What an operation took: wall-clock seconds and CPU seconds of this process (all its threads)."""

    wall: float
    cpu: float


@dataclass
class Stopwatch:
    """Wall and CPU seconds of a timed block, set when it ends."""

    wall: float = 0.0
    cpu: float = 0.0

    @property
    def cost(self) -> Cost:
        """Return the block's cost."""
        return Cost(self.wall, self.cpu)


@contextmanager
def stopwatch() -> Iterator[Stopwatch]:
    """Time a block by the wall clock and by this process's CPU clock (time.process_time: every thread)."""
    watch = Stopwatch()
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        yield watch
    finally:
        watch.wall, watch.cpu = time.perf_counter() - wall, time.process_time() - cpu


def median_cost(costs: Sequence[Cost]) -> Cost:
    """Return the median wall time and the median CPU time of several operations."""
    return Cost(statistics.median(c.wall for c in costs), statistics.median(c.cpu for c in costs))


def proc_cpu(pid: int) -> float:
    """Return a process's CPU seconds so far, user + system, from /proc/<pid>/stat (utime + stime)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


@dataclass(frozen=True)
class Series:
    """The figures of several runs of one side (subject or baseline)."""

    values: tuple[float, ...]

    @property
    def median(self) -> float:
        """Return the median figure."""
        return statistics.median(self.values)

    @property
    def spread(self) -> tuple[float, float]:
        """Return the lowest and highest figure."""
        return min(self.values), max(self.values)


@dataclass(frozen=True)
class Row:
    """One line of the table: a subject against its baseline, and the target the ratio must meet."""

    area: str
    what: str
    subject: Series
    baseline: Series | None
    unit: str
    target: float | None  # None: a figure shown for information, with no target
    higher_is_better: bool = False
    note: str = ""
    ratios: tuple[float, ...] = field(default=())
    cpu: Series | None = None  # CPU seconds per operation of the subject, where measured
    cpu_baseline: Series | None = None

    @property
    def ratio(self) -> float:
        """Return the median of the paired run ratios (or the subject's median where there is no baseline)."""
        return statistics.median(self.ratios) if self.ratios else self.subject.median

    @property
    def met(self) -> bool:
        """Say whether the target is met (always, for a figure without one)."""
        if self.target is None:
            return True
        return self.ratio >= self.target if self.higher_is_better else self.ratio <= self.target


def row(
    area: str,
    what: str,
    subject: Sequence[float],
    baseline: Sequence[float] | None,
    unit: str,
    target: float | None,
    higher_is_better: bool = False,
    note: str = "",
    cpu: tuple[Sequence[float], Sequence[float] | None] | None = None,
) -> Row:
    """Return a row; each subject run is paired with the baseline run beside it for the ratio.

    ``cpu``: the CPU seconds per operation of each subject and baseline run, shown beside the figures.
    """
    base = Series(tuple(baseline)) if baseline is not None else None
    ratios = tuple(s / b for s, b in zip(subject, baseline, strict=True)) if baseline is not None else ()
    cpu_s = Series(tuple(cpu[0])) if cpu is not None else None
    cpu_b = Series(tuple(cpu[1])) if cpu is not None and cpu[1] is not None else None
    return Row(area, what, Series(tuple(subject)), base, unit, target, higher_is_better, note, ratios, cpu_s, cpu_b)


def cost_row(
    area: str,
    what: str,
    subject: Sequence[Cost],
    baseline: Sequence[Cost],
    target: float | None,
    on: str = "wall",
    note: str = "",
) -> Row:
    """Return a row of timed operations, wall time beside CPU time; the ratio on wall time or (``on="cpu"``) CPU."""
    cpu = ([c.cpu for c in subject], [c.cpu for c in baseline])
    made = row(area, what, [c.wall for c in subject], [c.wall for c in baseline], "s", target, note=note, cpu=cpu)
    if on != "cpu":
        return made
    ratios = tuple(s / b for s, b in zip(*cpu, strict=True))
    return replace(made, ratios=ratios, note=f"{note}; ratio of CPU time" if note else "ratio of CPU time")


def interleave(baseline: Run, subject: Run, runs: int, warmup: int = 1) -> tuple[list[float], list[float]]:
    """Run baseline, subject, baseline, subject... and return both sides' figures (warm-up runs dropped)."""
    for _ in range(warmup):
        baseline()
        subject()
    pairs = [(baseline(), subject()) for _ in range(runs)]
    return [p[1] for p in pairs], [p[0] for p in pairs]


def per_op(op: Callable[[], object], n: int) -> float:
    """Return the median seconds of ``n`` timed calls of ``op``."""
    times = []
    for _ in range(n):
        started = time.perf_counter()
        op()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def human(value: float, unit: str) -> str:
    """Return a figure in a readable unit: seconds as s/ms/µs, others with 3 significant digits."""
    if unit != "s":
        return f"{value:.3g} {unit}".strip()
    for scale, name in ((1.0, "s"), (1e-3, "ms"), (1e-6, "µs")):
        if value >= scale:
            return f"{value / scale:.3g} {name}"
    return f"{value * 1e9:.3g} ns"


def _side(series: Series | None, unit: str) -> str:
    if series is None:
        return "—"
    low, high = series.spread
    return f"{human(series.median, unit)} ({human(low, unit)}–{human(high, unit)})"


def _ratio(r: Row) -> str:
    if not r.ratios:
        return f"{r.ratio:.3g}"
    low, high = min(r.ratios), max(r.ratios)
    return f"{r.ratio:.2f}× ({low:.2f}–{high:.2f})"


def table(rows: Sequence[Row]) -> str:
    """Return the rows as a Markdown table: medians with their min–max spread, the ratio and the target."""
    lines = [
        "| area | measure | subject: median (min–max) | baseline: median (min–max) | CPU per op: subject / baseline "
        "| ratio (min–max) | target | met |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        sign = "≥" if r.higher_is_better else "≤"
        suffix = "" if r.baseline is None else "×"
        what = f"{r.what} ({r.note})" if r.note else r.what
        target, met = ("—", "—") if r.target is None else (f"{sign} {r.target:g}{suffix}", "yes" if r.met else "**no**")
        lines.append(
            f"| {r.area} | {what} | {_side(r.subject, r.unit)} | {_side(r.baseline, r.unit)} | {_cpu(r)} "
            f"| {_ratio(r)} | {target} | {met} |"
        )
    return "\n".join(lines)


def _cpu(r: Row) -> str:
    if r.cpu is None:
        return "—"
    base = human(r.cpu_baseline.median, "s") if r.cpu_baseline is not None else "—"
    return f"{human(r.cpu.median, 's')} / {base}"


def missed(rows: Sequence[Row]) -> list[Row]:
    """Return the rows whose target is not met (shown, never asserted: the run's exit status ignores them)."""
    return [r for r in rows if not r.met]
