"""Start-up: `assistant --help` against `python -c pass`, each a fresh process (CPU: the children's, getrusage)."""

from __future__ import annotations

import resource
import shutil
import subprocess
import sys
from pathlib import Path

from bench.measure import Row, per_op, row


def assistant_command() -> list[str]:
    """Return the installed `assistant` script beside this interpreter, else `python -m assistant`."""
    script = Path(sys.executable).parent / "assistant"
    found = str(script) if script.exists() else shutil.which("assistant")
    return [found, "--help"] if found else [sys.executable, "-m", "assistant", "--help"]


def spawn(command: list[str]) -> None:
    """Run a command to its end, its output discarded."""
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)


def children_cpu() -> float:
    """Return the CPU seconds of every finished child process so far, user + system."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def spawns(command: list[str], n: int) -> tuple[float, float]:
    """Return the median wall seconds of ``n`` runs of a command and their mean CPU seconds."""
    before = children_cpu()
    wall = per_op(lambda: spawn(command), n)
    return wall, (children_cpu() - before) / n


def run(runs: int, n: int) -> list[Row]:
    """Measure both start-ups, interleaved after a warm-up."""
    subject_cmd, baseline_cmd = assistant_command(), [sys.executable, "-c", "pass"]
    spawns(baseline_cmd, 1)
    spawns(subject_cmd, 1)
    pairs = [(spawns(baseline_cmd, n), spawns(subject_cmd, n)) for _ in range(runs)]
    return [
        row(
            "start-up",
            "`assistant --help`",
            [p[1][0] for p in pairs],
            [p[0][0] for p in pairs],
            "s",
            3.0,
            note="vs `python -c pass`",
            cpu=([p[1][1] for p in pairs], [p[0][1] for p in pairs]),
        )
    ]
