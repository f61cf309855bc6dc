"""deploy/: the compose file validates, the image is slim and non-root with espeak-ng, units and env are complete."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from assistant.cli import build_parser
from assistant.config import Settings

DEPLOY = Path(__file__).resolve().parents[3] / "deploy"


def _compose_command() -> list[str] | None:
    docker = shutil.which("docker")
    if docker and subprocess.run([docker, "compose", "version"], capture_output=True).returncode == 0:
        return [docker, "compose"]
    legacy = shutil.which("docker-compose")
    return [legacy] if legacy else None


def test_compose_file_validates() -> None:
    command = _compose_command()
    if command is None:
        reason = "neither `docker compose` nor `docker-compose` is installed (apt-get install docker-compose)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI must validate the compose file: {reason}")
        pytest.skip(reason)
    result = subprocess.run(
        [*command, "-f", str(DEPLOY / "compose.yaml"), "config", "--quiet"],
        capture_output=True,
        text=True,
        cwd=DEPLOY,
    )
    assert result.returncode == 0, result.stderr


def test_compose_runs_the_assistant_on_postgresql() -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    assistant, db = compose["services"]["assistant"], compose["services"]["db"]
    assert db["image"].startswith("postgres:")
    assert assistant["environment"]["ASSISTANT_DATABASE_URL"].startswith("postgresql://")
    assert assistant["depends_on"]["db"]["condition"] == "service_healthy"
    assert assistant["build"]["dockerfile"] == "deploy/Dockerfile"


def test_image_is_slim_non_root_with_espeak() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.\d+-slim", dockerfile, re.MULTILINE)
    users = re.findall(r"^USER (\S+)", dockerfile, re.MULTILINE)
    assert users and users[-1] not in ("root", "0")
    assert "espeak-ng" in dockerfile and "--no-install-recommends" in dockerfile
    assert 'CMD ["assistant", "serve"]' in dockerfile and "HEALTHCHECK" in dockerfile


def _unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DEPLOY / "systemd" / name)
    return parser


@pytest.mark.parametrize(
    ("name", "runs"),
    [("wizard-assistant.service", "assistant serve"), ("wizard-assistant-voice.service", "assistant voice")],
)
def test_systemd_units_run_the_assistant(name: str, runs: str) -> None:
    unit = _unit(name)
    command = unit["Service"]["ExecStart"].split("/bin/", 1)[1]
    assert command.startswith(runs)
    build_parser().parse_args(command.split()[1:])  # the unit's arguments are the CLI's
    assert unit["Service"].get("User", "wizard") != "root"
    assert unit["Install"]["WantedBy"]
    verify = shutil.which("systemd-analyze")
    if verify:
        result = subprocess.run([verify, "verify", "--man=no", str(DEPLOY / "systemd" / name)], capture_output=True)
        assert b"Unknown key" not in result.stderr and b"Unknown section" not in result.stderr


def test_env_example_names_every_setting() -> None:
    listed = set(re.findall(r"^#?(ASSISTANT_[A-Z_]+)=", (DEPLOY / "env.example").read_text(), re.MULTILINE))
    wanted = {f"ASSISTANT_{name.upper()}" for name in Settings.model_fields}
    assert listed == wanted


def test_reverse_proxy_terminates_tls_and_streams_unbuffered() -> None:
    conf = (DEPLOY / "nginx" / "wizard-assistant.conf").read_text()
    assert "listen 443 ssl" in conf and "ssl_certificate " in conf
    assert "location = /telegram" in conf
    stream = conf[conf.index("/stream$") :]
    assert "proxy_buffering off" in stream[: stream.index("}")]
