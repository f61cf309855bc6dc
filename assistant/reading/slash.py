"""The command language: '/cast Harry: stupefy Draco', '/char Harry age=15 reflex=7'."""

from __future__ import annotations

import re
import shlex
from datetime import datetime

from assistant.errors import ParseError
from models import Command

_NAME = re.compile(r"^/([^\W\d]+)(?:@(\w+))?$")
_OPTION = re.compile(r"^([A-Za-z_\u00c0-\u024f\u0400-\u04ff]+)=(.*)$")
#: The longest command line accepted, in characters.
MAX_LINE = 1000


def tokens(text: str) -> list[str]:
    """Split a line into words, honouring quotes where they pair up."""
    try:
        return shlex.split(text)
    except ValueError:
        return text.split()


def parse(text: str, bot_username: str | None = None, at: datetime | None = None, source: str = "") -> Command:
    """Parse one slash command; refuse text that is not one."""
    if len(text) > MAX_LINE:
        raise ParseError("refusal-too-long", rule="syntax", limit=MAX_LINE)
    words = tokens(text.strip())
    match = _NAME.match(words[0]) if words else None
    if not match:
        raise ParseError("refusal-not-command", rule="syntax")
    if match.group(2) and bot_username and match.group(2).lower() != bot_username.lower():
        raise ParseError("refusal-other-bot", rule="syntax")
    command = Command(name=match.group(1).lower(), text=text.strip(), at=at, source=source)
    _fill(command, words[1:])
    return command


def _fill(command: Command, words: list[str]) -> None:
    if words and words[0].endswith(":") and len(words[0]) > 1:
        command.options["as"] = words.pop(0)[:-1]
    for word in words:
        option = _OPTION.match(word)
        if option:
            command.options[option.group(1).lower()] = option.group(2)
        else:
            command.args.append(word)
