"""structlog configured once: JSON lines in production, readable lines in a terminal, stdlib logs alike."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest
import structlog

from assistant.logging import bind_command, configure


@pytest.fixture
def restore_logging() -> Iterator[None]:
    saved = structlog.get_config()
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    structlog.configure(**saved)
    root.handlers, root.level = handlers, level


def test_json_lines_carry_the_command_context(restore_logging: None) -> None:
    out = io.StringIO()
    configure("json", "INFO", stream=out, cache=False)
    with bind_command("club", "http", "http:club:web:admin:k1"):
        structlog.get_logger("test").info("command.done", ok=True)
        logging.getLogger("aiohttp.access").warning("from the standard library")
    structlog.get_logger("test").debug("not shown")
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["event"] for line in lines] == ["command.done", "from the standard library"]
    for line in lines:
        assert (line["game"], line["door"], line["dedup"]) == ("club", "http", "http:club:web:admin:k1")
        assert line["timestamp"].endswith("Z") and line["level"] in ("info", "warning")
    assert lines[1]["logger"] == "aiohttp.access"


def test_console_lines_are_readable(restore_logging: None) -> None:
    out = io.StringIO()
    configure("console", "DEBUG", stream=out, cache=False)
    structlog.get_logger("test").debug("bout.started", duel="1")
    text = out.getvalue()
    assert "bout.started" in text and "duel=1" in text and not text.lstrip().startswith("{")


def test_auto_is_json_off_a_terminal(restore_logging: None) -> None:
    out = io.StringIO()
    configure("auto", stream=out, cache=False)
    structlog.get_logger("test").info("ready")
    assert json.loads(out.getvalue())["event"] == "ready"
