"""Start-up: `assistant --help` against `python -c pass`, each a fresh process."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from bench.measure import Row, interleave, per_op, row


def assistant_command() -> list[str]:
    """Return the installed `assistant` script beside this interpreter, else `python -m assistant`."""
    script = Path(sys.executable).parent / "assistant"
    found = str(script) if script.exists() else shutil.which("assistant")
    return [found, "--help"] if found else [sys.executable, "-m", "assistant", "--help"]


def spawn(command: list[str]) -> None:
    """Run a command to its end, its output discarded."""
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)


def run(runs: int, n: int) -> list[Row]:
    """Measure both start-ups, interleaved."""
    subject_cmd, baseline_cmd = assistant_command(), [sys.executable, "-c", "pass"]
    subject, baseline = interleave(
        lambda: per_op(lambda: spawn(baseline_cmd), n), lambda: per_op(lambda: spawn(subject_cmd), n), runs
    )
    return [row("start-up", "`assistant --help`", subject, baseline, "s", 3.0, note="vs `python -c pass`")]
