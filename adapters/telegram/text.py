"""Telegram text: HTML escaping, mentions, and splitting replies under the message length limit."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator, Sequence

#: Telegram's limit on a message's text after entity parsing, in UTF-16 code units.
MAX_MESSAGE = 4096
#: Telegram's limit on a photo's caption, counted the same way.
MAX_CAPTION = 1024
#: The parse mode every message of this door is sent in.
PARSE_MODE = "HTML"
_TAG = re.compile(r"<[^>]*>")


def escape(text: str) -> str:
    """Escape plain text for Telegram's HTML parse mode."""
    return html.escape(text, quote=False)


def mention(user_id: int, name: str) -> str:
    """Return an HTML mention that notifies a user, whether or not they have a username."""
    return f'<a href="tg://user?id={int(user_id)}">{escape(name or str(user_id))}</a>'


def units(text: str) -> int:
    """Return a text's length as Telegram counts it: UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def visible_units(markup: str) -> int:
    """Return the length of an HTML line once its tags and entities are parsed."""
    return units(html.unescape(_TAG.sub("", markup)))


def cut(plain: str, limit: int) -> list[str]:
    """Cut plain text into pieces of at most ``limit`` units, at a space where one is near."""
    pieces: list[str] = []
    while units(plain) > limit:
        head = _prefix(plain, limit) or plain[0]
        space = head.rfind(" ")
        head = head[:space] if space > limit // 2 else head
        pieces.append(head)
        plain = plain[len(head) :].lstrip(" ")
    return [*pieces, plain] if plain or not pieces else pieces


def _prefix(text: str, limit: int) -> str:
    total = 0
    for index, char in enumerate(text):
        total += units(char)
        if total > limit:
            return text[:index]
    return text


def plain_lines(lines: Iterable[str], limit: int = MAX_MESSAGE) -> Iterator[str]:
    """Escape plain lines for HTML, cutting any line too long for one message."""
    for line in lines:
        for part in line.split("\n"):
            yield from (escape(piece) for piece in cut(part, limit))


def pack(lines: Iterable[str], limit: int = MAX_MESSAGE) -> list[str]:
    """Join HTML lines into as few messages as fit the limit, never splitting a line."""
    messages: list[str] = []
    current: list[str] = []
    size = 0
    for line in lines:
        need = visible_units(line) + (1 if current else 0)
        if current and size + need > limit:
            messages.append("\n".join(current))
            current, size, need = [], 0, visible_units(line)
        current.append(line)
        size += need
    if current:
        messages.append("\n".join(current))
    return [m for m in messages if m.strip()]


def split_caption(lines: Sequence[str], limit: int = MAX_CAPTION) -> tuple[list[str], list[str]]:
    """Split HTML lines into the first ones that fit a caption together, and the rest (never splitting a line)."""
    size = 0
    for index, line in enumerate(lines):
        size += visible_units(line) + (1 if index else 0)
        if size > limit:
            return list(lines[:index]), list(lines[index:])
    return list(lines), []
