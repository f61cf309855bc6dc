"""/metrics across processes: with PROMETHEUS_MULTIPROC_DIR set, every worker's figures add up on any of them; the
metered engine is the engine the settings make."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from adapters.http.metrics import MeteredEngine
from adapters.http.server import wire
from assistant.config import Settings

ROOT = Path(__file__).resolve().parents[3]

#: A worker: counts a command and opens a live stream; the first then stops, the second prints /metrics' text.
WORKER = """
import sys
from adapters.http.metrics import Metrics
metrics = Metrics()
metrics.commands.labels(ruleset="feniks", door="telegram", result="applied").inc()
metrics.latency.labels(door="telegram").observe(0.02)
metrics.live.inc()
if sys.argv[1] == "stop":
    metrics.close()
else:
    sys.stdout.write(metrics.render().decode())
"""


def worker(folder: Path, role: str) -> str:
    """Run one worker process sharing the folder; return what it printed."""
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(folder)}
    done = subprocess.run(
        [sys.executable, "-c", WORKER, role], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=60
    )
    return done.stdout


def test_two_workers_figures_add_up_and_a_stopped_ones_live_streams_drop_out(tmp_path: Path) -> None:
    worker(tmp_path, "stop")
    text = worker(tmp_path, "render")
    assert 'assistant_commands_total{door="telegram",result="applied",ruleset="feniks"} 2.0' in text
    assert 'assistant_command_seconds_count{door="telegram"} 2.0' in text
    assert 'assistant_command_seconds_bucket{door="telegram",le="0.025"} 2.0' in text
    assert "assistant_live_streams 1.0" in text


def test_one_process_without_the_folder_shows_its_own_figures() -> None:
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    done = subprocess.run(
        [sys.executable, "-c", WORKER, "render"], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert 'assistant_commands_total{door="telegram",result="applied",ruleset="feniks"} 1.0' in done.stdout
    assert "assistant_live_streams 1.0" in done.stdout


async def test_the_metered_engine_keeps_as_many_games_parsed_as_the_settings_allow() -> None:
    app = await wire(Settings(database_url="memory://", live_games=3))
    assert isinstance(app.engine, MeteredEngine) and app.engine.live_games == 3
