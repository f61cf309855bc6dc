"""Run the benchmarks and print the table: ``python -m bench [--quick] [AREA ...]`` (``make bench``).

Areas: core, storage, telegram, voice, startup, charts (all by default). Every figure is a ratio against a baseline
run side by side, baseline and subject interleaved, after a warm-up; the table gives medians and min–max, and CPU
time per operation beside wall time. Targets are shown, never asserted: a missed one is reported, not an error.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import shlex
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bench.measure import Row, missed, table


@dataclass(frozen=True)
class Scale:
    """How much each area measures."""

    runs: int
    core_n: int
    storage_n: int
    games: int
    events: int
    tg_seconds: float
    startup_n: int
    log_entries: int  # the long-log game's
    timer_games: int  # the games stored when the scheduler starts


FULL = Scale(
    runs=7,
    core_n=200,
    storage_n=100,
    games=10_000,
    events=1_000_000,
    tg_seconds=5.0,
    startup_n=5,
    log_entries=100_000,
    timer_games=20_000,
)
QUICK = Scale(
    runs=3,
    core_n=40,
    storage_n=30,
    games=1_000,
    events=100_000,
    tg_seconds=2.0,
    startup_n=3,
    log_entries=10_000,
    timer_games=2_000,
)
AREAS = ("core", "storage", "telegram", "voice", "startup", "charts")


def _core(scale: Scale, work: Path, report: list[str], args: argparse.Namespace) -> list[Row]:
    from bench import core

    return asyncio.run(core.run(scale.runs, scale.core_n, report))


def _storage(scale: Scale, work: Path, report: list[str], args: argparse.Namespace) -> list[Row]:
    from bench import storage

    return asyncio.run(
        storage.run(work, scale.runs, scale.storage_n, scale.games, scale.events, scale.log_entries, report)
    )


def _telegram(scale: Scale, work: Path, report: list[str], args: argparse.Namespace) -> list[Row]:
    from bench import telegram

    return asyncio.run(telegram.run(work, scale.runs, scale.tg_seconds, args.chats, args.log_level, report))


def _voice(scale: Scale, work: Path, report: list[str], args: argparse.Namespace) -> list[Row]:
    from bench import voice

    rows: list[Row] = voice.run(work, args.quick, report)
    return rows


def _startup(scale: Scale, work: Path, report: list[str], args: argparse.Namespace) -> list[Row]:
    from bench import startup, timers

    return [
        *startup.run(scale.runs, scale.startup_n),
        *asyncio.run(timers.run(work, scale.runs, scale.timer_games, report)),
    ]


def _charts(scale: Scale, work: Path, report: list[str], args: argparse.Namespace) -> list[Row]:
    from bench import charts

    return asyncio.run(charts.run(scale.runs, report))


RUNNERS = {
    "charts": _charts,
    "core": _core,
    "storage": _storage,
    "telegram": _telegram,
    "voice": _voice,
    "startup": _startup,
}


def parser() -> argparse.ArgumentParser:
    """Return the command line of the benchmarks."""
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("areas", nargs="*", metavar="AREA", help=f"areas to measure: {', '.join(AREAS)} (default: all)")
    p.add_argument(
        "--quick",
        action="store_true",
        help="smaller scale: 1,000 games, 100,000 events, a 10,000-entry log, 2,000 games at start-up; fewer runs",
    )
    p.add_argument("--runs", type=int, default=None, help="interleaved runs per side (default 7, quick 3)")
    p.add_argument("--chats", type=int, default=8, help="Telegram: concurrent users, one group chat each")
    p.add_argument("--log-level", default="INFO", help="Telegram: the assistant's log level (default INFO)")
    p.add_argument("--out", default=None, help="also write the table and notes to this Markdown file")
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the chosen areas and print the table."""
    args = parser().parse_args(argv)
    unknown = sorted(set(args.areas) - set(AREAS))
    if unknown:
        parser().error(f"unknown areas {unknown}: choose among {', '.join(AREAS)}")
    scale = QUICK if args.quick else FULL
    if args.runs:
        scale = Scale(**{**scale.__dict__, "runs": args.runs})
    from assistant.logging import configure

    configure("console", "WARNING")
    rows: list[Row] = []
    report: list[str] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        for area in args.areas or AREAS:
            print(f"… {area}", file=sys.stderr, flush=True)
            gc.collect()  # what an earlier area left (the voice model's process, a big database's rows) is not
            gc.freeze()  # scanned again by this one's collections: each area measures as if run alone
            rows.extend(RUNNERS[area](scale, Path(tmp), report, args))
    command = shlex.join(["python", "-m", "bench", *(argv if argv is not None else sys.argv[1:])])
    misses = missed(rows)
    summary = f"Targets missed: {len(misses)} of {sum(r.target is not None for r in rows)}."
    text = "\n".join(
        [f"`{command}` ({time.perf_counter() - started:.0f} s)", "", table(rows), "", summary, "", *report]
    )
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
