"""structlog configured once: JSON lines in production, readable lines in a terminal."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO
from urllib.parse import quote

import structlog

#: Processors every line passes, from structlog and from the standard library alike.
SHARED: list[structlog.typing.Processor] = [
    structlog.contextvars.merge_contextvars,
    structlog.processors.add_log_level,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
]

#: What a log line shows in place of a secret.
REDACTED = "[redacted]"
#: The secrets no log line may show (the bot token, the webhook's secret token): each door adds those it uses.
_SECRETS: set[str] = set()


def hide(*secrets: str | None) -> None:
    """Keep secrets out of every log line from now on: a library's debug lines too (a Bot API URL holds the token)."""
    _SECRETS.update(s for s in secrets if s)


def redact(_logger: Any, _method: str, rendered: Any) -> Any:
    """Return a rendered line with every secret, as written or URL-quoted, shown as REDACTED."""
    for secret in _SECRETS:
        for form in {secret, quote(secret, safe="")}:
            rendered = rendered.replace(form, REDACTED)
    return rendered


def wants_json(fmt: str, stream: TextIO) -> bool:
    """Say whether lines are JSON: asked for, or 'auto' and not a terminal."""
    return fmt == "json" or (fmt == "auto" and not stream.isatty())


def renderer(use_json: bool) -> structlog.typing.Processor:
    """Return the last processor: one JSON object a line, or a readable line."""
    if use_json:
        return structlog.processors.JSONRenderer()
    return structlog.dev.ConsoleRenderer(colors=False)


def configure(fmt: str = "auto", level: str = "INFO", stream: TextIO | None = None, cache: bool = True) -> None:
    """Configure structlog, and route the standard library's logging (aiohttp, alembic) through it."""
    out = stream or sys.stderr
    use_json = wants_json(fmt, out)
    tail: list[structlog.typing.Processor] = [structlog.processors.format_exc_info] if use_json else []
    threshold = logging.getLevelName(level.upper())
    structlog.configure(
        processors=[*SHARED, *tail, renderer(use_json), redact],
        wrapper_class=structlog.make_filtering_bound_logger(threshold),
        logger_factory=structlog.PrintLoggerFactory(out),
        cache_logger_on_first_use=cache,
    )
    _route_stdlib(out, use_json, threshold)


def _route_stdlib(out: TextIO, use_json: bool, threshold: int) -> None:
    handler = logging.StreamHandler(out)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[*SHARED, structlog.stdlib.add_logger_name],
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer(use_json), redact],
        )
    )
    root = logging.getLogger()
    root.handlers = [handler]
    root.setLevel(threshold)


@contextmanager
def bind_command(game: str, door: str, dedup: str | None) -> Iterator[None]:
    """Bind every log line written while a command runs to its game, door and dedup key."""
    # By the tokens the binding returns: bound_contextvars() reads the whole context first (copy_context), which
    # cost a command some 10 µs.
    tokens = structlog.contextvars.bind_contextvars(game=game, door=door, dedup=dedup)
    try:
        yield
    finally:
        structlog.contextvars.reset_contextvars(**tokens)
