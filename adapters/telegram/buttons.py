"""Inline keyboards for awaited moves: compact callback data with a state token, one step at a time.

A prompt offers every move one character may make now in one duel (e.g. cast a spell, or grab the
wand). Its root keyboard shows, for each move, the values of its first real choice (or one button
when the move needs none); after a pick, only that move's next step is shown, with a back button.
A long choice is paged: the acting character's own values first, then "more…" pages of the rest.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from assistant.view import Step, Turn

#: Buttons in one keyboard row.
ROW = 3
#: The most buttons one keyboard offers (Telegram allows 100; one is kept for "back").
MAX_BUTTONS = 99
#: The most choices one page of a keyboard shows (besides "more…" and "back").
PAGE = 9
_DATA = re.compile(r"^m\|([0-9a-f]{8})\|(\d+)\|(-|\d+)\|([\d.]*)(?:\|([1-9]\d{0,2}))?$")

#: Labels a value of a step; labels a move that needs no choice by its command.
Label = Callable[[Step, str], str]
CommandLabel = Callable[[Turn], str]


@dataclass(frozen=True)
class Press:
    """What a button carries: the prompt's state token, the owner's user id (0: anyone), the move, the picks, the
    page of the next choice."""

    token: str
    owner: int
    move: int | None
    picks: tuple[int, ...]
    page: int = 0

    def encode(self) -> str:
        """Return the callback data (well under Telegram's 64 bytes)."""
        move = "-" if self.move is None else str(self.move)
        page = f"|{self.page}" if self.page else ""
        return f"m|{self.token}|{self.owner}|{move}|{'.'.join(str(p) for p in self.picks)}{page}"

    def paged(self, page: int) -> Press:
        """Return a button of the same choice that shows another page of it."""
        return replace(self, page=page)

    def to(self, move: int | None, picks: tuple[int, ...]) -> Press:
        """Return a button of the same prompt for another move and picks."""
        return Press(self.token, self.owner, move, picks)


def decode(data: str | None) -> Press | None:
    """Parse callback data; None for data this door did not make."""
    match = _DATA.match(data or "")
    if not match:
        return None
    move = None if match.group(3) == "-" else int(match.group(3))
    picks = tuple(int(p) for p in match.group(4).split(".") if p)
    return Press(match.group(1), int(match.group(2)), move, picks, int(match.group(5) or 0))


def fill(turn: Turn, picks: tuple[int, ...]) -> tuple[int, ...] | None:
    """Add the forced picks (steps with one value); None when a pick is out of range."""
    for step, pick in zip(turn.steps, picks, strict=False):
        if not 0 <= pick < len(step.values):
            return None
    filled = list(picks)
    while len(filled) < len(turn.steps) and len(turn.steps[len(filled)].values) == 1:
        filled.append(0)
    return tuple(filled)


def complete(turn: Turn, picks: tuple[int, ...]) -> bool:
    """Say whether every step of a move has its pick."""
    return len(picks) >= len(turn.steps)


def chosen(turn: Turn, picks: tuple[int, ...]) -> list[tuple[Step, str]]:
    """Return each step with the value picked for it."""
    return [(step, step.values[pick]) for step, pick in zip(turn.steps, picks, strict=False)]


def _back(turn: Turn, picks: tuple[int, ...]) -> tuple[int, ...] | None:
    real = [i for i in range(len(picks)) if len(turn.steps[i].values) > 1]
    return picks[: real[-1]] if len(real) > 1 else None


def _button(text: str, press: Press) -> InlineKeyboardButton:
    return InlineKeyboardButton(text, callback_data=press.encode())


def _rows(buttons: list[InlineKeyboardButton]) -> list[list[InlineKeyboardButton]]:
    return [buttons[i : i + ROW] for i in range(0, len(buttons), ROW)]


def pages(count: int, own: int) -> list[range]:
    """Split a choice of ``count`` buttons into pages: the own ones first (a page at most), then PAGE at a time."""
    if count <= PAGE and not 0 < own < count:
        return [range(count)]
    first = min(own, PAGE) if 0 < own < count else PAGE
    return [range(first), *(range(i, min(i + PAGE, count)) for i in range(first, count, PAGE))]


def has_page(turns: Sequence[Turn], press: Press) -> bool:
    """Say whether a press's page exists in the choice it pages."""
    if press.page == 0:
        return True
    if press.move is None:
        count, own = _root_size(turns)
    elif press.move < len(turns) and len(press.picks) < len(turns[press.move].steps):
        current = turns[press.move].steps[len(press.picks)]
        count, own = len(current.values), current.own
    else:
        return False
    return press.page < len(pages(count, own))


def _root_size(turns: Sequence[Turn]) -> tuple[int, int]:
    count, own = 0, 0
    for turn in turns:
        forced = fill(turn, ()) or ()
        count += 1 if complete(turn, forced) else len(turn.steps[len(forced)].values)
    if len(turns) == 1 and not complete(turns[0], fill(turns[0], ()) or ()):
        own = turns[0].steps[len(fill(turns[0], ()) or ())].own
    return count, own


def _page(
    buttons: list[InlineKeyboardButton], own: int, press: Press, more_label: str
) -> list[list[InlineKeyboardButton]]:
    """Return the rows of a press's page of a choice, with "more…" where pages follow and "back" to the last page."""
    split = pages(len(buttons), own)
    page = min(press.page, len(split) - 1)
    rows = _rows([buttons[i] for i in split[page]][:MAX_BUTTONS])
    nav = []
    if page > 0:
        nav.append(_button("«", press.paged(page - 1)))
    if page + 1 < len(split):
        nav.append(_button(more_label, press.paged(page + 1)))
    return [*rows, nav] if nav else rows


def root(
    turns: Sequence[Turn], press: Press, label: Label, command_label: CommandLabel, more_label: str = "…"
) -> InlineKeyboardMarkup:
    """Return the first keyboard of a prompt: every move's first real choice, or one button per move (paged)."""
    buttons: list[InlineKeyboardButton] = []
    for index, turn in enumerate(turns):
        forced = fill(turn, ()) or ()
        if complete(turn, forced):
            buttons.append(_button(command_label(turn), press.to(index, forced)))
            continue
        step = turn.steps[len(forced)]
        buttons += [_button(label(step, v), press.to(index, (*forced, i))) for i, v in enumerate(step.values)]
    return InlineKeyboardMarkup(_page(buttons, _root_size(turns)[1], press, more_label))


def step(turn: Turn, press: Press, label: Label, back_label: str, more_label: str = "…") -> InlineKeyboardMarkup:
    """Return the keyboard of a move's next step after ``press.picks`` (paged), with a way back."""
    current = turn.steps[len(press.picks)]
    picks = press.picks
    buttons = [_button(label(current, v), press.to(press.move, (*picks, i))) for i, v in enumerate(current.values)]
    previous = _back(turn, press.picks)
    back = press.to(None, ()) if previous is None else press.to(press.move, previous)
    return InlineKeyboardMarkup([*_page(buttons, current.own, press, more_label), [_button(back_label, back)]])
