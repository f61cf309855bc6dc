"""Did you mean, in Telegram: the closest readings of a line not played, as buttons under the answer to it.

A button is labelled with its reading's line in the reader's words (itself a line the reader plays) and carries the
user id of who typed the line and its place among the buttons (``adapters.telegram.choice_taps`` plays a tap).
"""

from __future__ import annotations

import re

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message

from assistant.reading.guesses import Choice

_DATA = re.compile(r"^c\|(\d+)\|(\d)$")


def keyboard(choices: tuple[Choice, ...], typed: Message | None) -> InlineKeyboardMarkup | None:
    """Return the buttons of the choices offered for a person's message (None: none offered, or no person typed it)."""
    person = typed.from_user if typed is not None else None
    if not choices or person is None or person.is_bot:
        return None
    rows = [[InlineKeyboardButton(c.label, callback_data=f"c|{person.id}|{i}")] for i, c in enumerate(choices)]
    return InlineKeyboardMarkup(rows)


def decode(data: str | None) -> tuple[int, int] | None:
    """Return the user id of who typed the line and the choice's place of a button's data (None: no choice's)."""
    found = _DATA.match(data or "")
    return (int(found.group(1)), int(found.group(2))) if found else None
