"""The command language: '/cast Harry: stupefy Draco', '/char Harry age=15 reflex=7'."""

from __future__ import annotations

import re
import shlex
from datetime import datetime

from assistant.errors import ParseError
from assistant.language import words as wordlists
from assistant.reading import name_keys
from models import Command

_NAME = re.compile(r"^/([^\W\d]+)(?:@(\w+))?$")
_OPTION = re.compile(r"^([A-Za-z_\u00c0-\u024f\u0400-\u04ff]+)=(.*)$")
#: The longest command line accepted, in characters.
MAX_LINE = 1000
#: Options whose value is words, by the list of each locale's words for them: a plain word after one continues its
#: value, so ``alias=Le Survivant``, ``reason=a potion`` and ``vs=Petrificus Totalus`` stay whole without quotes.
WORDY = {"alias": "sheet-alias", "reason": "word-option-reason", "vs": "word-option-vs"}


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
    """Read the one acting (``NAME:``), the arguments and the ``key=value`` options; a plain word right after an
    option of words (``WORDY``) continues its value."""
    if len(words) > 1 and words[1] == ":" and not _OPTION.match(words[0]):
        words[0:2] = [f"{words[0]}:"]  # French sets a space before the colon: '/sort Mira : éclair'
    if words and words[0].endswith(":") and len(words[0].rstrip(":\u00a0 ")) > 0:
        command.options["as"] = words.pop(0)[:-1].rstrip("\u00a0 ")
    wordy = None
    for word in words:
        option = _OPTION.match(word)
        if option:
            key = option.group(1).lower()
            command.options[key] = option.group(2)
            wordy = key if _wordy(key) else None
        elif wordy is not None:
            command.options[wordy] = f"{command.options[wordy]} {word}".strip()
        else:
            command.args.append(word)


def _wordy(key: str) -> bool:
    """Say whether an option typed under this key (its id or any locale's word for it) takes words."""
    typed = name_keys.key(key)
    return any(typed == option or typed in wordlists.any_locale(words) for option, words in WORDY.items())
