"""`assistant serve` as a process: SQLite by default, prints its URL and an admin link, answers, stops on SIGTERM."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]


def _get(url: str, token: str | None = None, body: dict[str, Any] | None = None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    data = json.dumps(body).encode() if body is not None else None
    if data is not None:
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(url, data=data, headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def _ready(url: str, deadline: float) -> Any:
    """Return /readyz's answer once it says ready (503 while the scheduler reads its timers)."""
    while True:
        try:
            return _get(f"{url}/readyz")
        except urllib.error.HTTPError as exc:
            if exc.code != 503 or time.monotonic() > deadline:
                raise
        time.sleep(0.05)


def _line(process: subprocess.Popen[str], prefix: str, deadline: float) -> str:
    assert process.stdout is not None
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if line.startswith(prefix):
            return line.strip()
        if not line and process.poll() is not None:
            break
    raise AssertionError(f"no line starting {prefix!r}; exit {process.poll()}")


def test_serve_uses_sqlite_in_the_data_dir_and_prints_its_url(tmp_path: Path) -> None:
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("ASSISTANT_")},
        "XDG_DATA_HOME": str(tmp_path),
        "ASSISTANT_LOG_FORMAT": "json",
        "ASSISTANT_DEFAULT_RULESET": "duel_club",
        "PYTHONPATH": str(ROOT),
    }
    command = [sys.executable, "-m", "assistant", "serve", "--port", "0"]
    process = subprocess.Popen(
        command, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        deadline = time.monotonic() + 60
        url = _line(process, "Wizard duel assistant: ", deadline).split(": ", 1)[1].rstrip("/")
        admin = _line(process, "Admin link", deadline).split("#token=", 1)[1]
        assert url.startswith("http://127.0.0.1:")
        checks = {"database": "ok", "migrations": "ok", "scheduler": "ok"}
        assert _ready(url, deadline) == {"status": "ok", "checks": checks}
        game = _get(f"{url}/api/games", admin, {"id": "table-1"})
        assert game["ruleset"] == "duel_club"
        assert (tmp_path / "wizard-assistant" / "assistant.sqlite3").is_file()
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    logs = [json.loads(line) for line in process.stderr.read().splitlines() if line.startswith("{")]  # type: ignore[union-attr]
    assert any(entry["event"] == "command.done" and entry["door"] == "http" for entry in logs)
    assert admin not in json.dumps(logs), "the admin token must never reach the logs"


def _refused_start(tmp_path: Path, *args: str, **env: str) -> tuple[int, list[str]]:
    """Run `assistant serve` that must not start; return its exit status and the lines of its standard error."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith("ASSISTANT_")}
    command = [sys.executable, "-m", "assistant", "serve", *args]
    done = subprocess.run(
        command, cwd=tmp_path, env={**clean, "XDG_DATA_HOME": str(tmp_path), "PYTHONPATH": str(ROOT), **env},
        capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    return done.returncode, [line for line in done.stderr.splitlines() if not line.startswith("{")]


def test_a_data_directory_it_cannot_write_is_said_in_one_line(tmp_path: Path) -> None:
    # Issue 31, item 22: a data directory it cannot use ended `serve` with a 30-line traceback.
    (tmp_path / "a-file").write_text("not a folder")
    data = tmp_path / "a-file" / "data"
    status, said = _refused_start(tmp_path, "--port", "0", ASSISTANT_DATA_DIR=str(data), ASSISTANT_LOG_FORMAT="json")
    assert status == 2 and len(said) == 1, said
    assert said[0].startswith("The assistant cannot open its database (")
    assert f"make the data directory {data} writable, point ASSISTANT_DATA_DIR at one that is" in said[0]


def test_a_data_directory_that_cannot_keep_the_admin_token_is_said_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    data = tmp_path / "a-file" / "data"
    status, said = _refused_start(
        tmp_path, "--port", "0", "--db", "memory://", ASSISTANT_DATA_DIR=str(data), ASSISTANT_LOG_FORMAT="json"
    )
    assert status == 2 and said == [
        f"The assistant cannot keep its admin token in the data directory {data} (Not a directory): make it "
        "writable, point ASSISTANT_DATA_DIR at one that is, or set ASSISTANT_HTTP_ADMIN_TOKEN."
    ]


def test_a_busy_port_is_said_in_one_line_in_the_default_language(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status, said = _refused_start(
            tmp_path, "--port", str(port), ASSISTANT_LOG_FORMAT="json", ASSISTANT_DEFAULT_LOCALE="pl"
        )
    assert status == 2 and len(said) == 1, said
    assert said[0] == (
        f"Asystent nie może nasłuchiwać na 127.0.0.1, port {port} (Address already in use): zatrzymaj to, co zajmuje "
        "ten port, albo wybierz inny przez --port lub ASSISTANT_HTTP_PORT."
    )
