"""Push-to-talk keys in a terminal: which key is held, by whom, from when to when.

A terminal reports no key releases, only a key's characters: one at the press, then the keyboard's
auto-repeat (after a delay, every few dozen milliseconds) while it is held. ``KeyHold`` turns that into
presses and releases: a key is released when its repeats stop. Each key may name a player, so the key
says who casts. ``toggle`` mode takes one tap to start talking and another to stop instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import termios
import threading
import time
import tty
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

#: The key names people write on the command line for keys that print nothing.
KEY_NAMES = {"space": " ", "enter": "\n", "tab": "\t"}


@dataclass(frozen=True)
class KeyEvent:
    """A key pressed or released, at a stream time."""

    key: str  #: the key's character
    pressed: bool  #: True for a press, False for a release
    at: float  #: seconds from the stream's start
    speaker: str | None = None  #: the roster name the key belongs to, if any


@dataclass
class KeyHold:
    """Presses and releases from a terminal's key characters and their times."""

    bindings: Mapping[str, str | None]  #: key character → the player it names (None: whoever the door says)
    first_repeat: float = 0.7  #: seconds the keyboard waits before auto-repeating (a release is later)
    repeat_gap: float = 0.15  #: seconds between repeats that still mean the key is held
    toggle: bool = False  #: one tap starts talking, the next stops
    held: str | None = None  #: the key held now
    last: float = 0.0  #: when its last character came
    repeats: int = 0  #: how many repeats came since its press
    events: list[KeyEvent] = field(default_factory=list)  #: what happened, for whoever drains it

    def char(self, key: str, at: float) -> list[KeyEvent]:
        """Take one character typed at a time; return the presses and releases it means."""
        if key not in self.bindings:
            return []
        if key == self.held:
            if self.toggle:
                return self._release(at)
            self.last, self.repeats = at, self.repeats + 1
            return []
        return [*self._release(at), *self._press(key, at)]

    def tick(self, now: float) -> list[KeyEvent]:
        """Release a held key whose repeats have stopped by now."""
        if self.held is None or self.toggle:
            return []
        wait = self.first_repeat if self.repeats == 0 else self.repeat_gap
        return self._release(self.last + wait) if now - self.last > wait else []

    def _press(self, key: str, at: float) -> list[KeyEvent]:
        self.held, self.last, self.repeats = key, at, 0
        return [KeyEvent(key, True, at, self.bindings[key])]

    def _release(self, at: float) -> list[KeyEvent]:
        if self.held is None:
            return []
        key, self.held = self.held, None
        return [KeyEvent(key, False, at, self.bindings[key])]


def parse_bindings(single: str | None, per_player: str | None) -> dict[str, str | None]:
    """Read the keys of the command line: one key for everyone ('space'), or 'h=Harry,d=Draco'."""
    if per_player:
        pairs = (part.split("=", 1) for part in per_player.split(",") if "=" in part)
        return {KEY_NAMES.get(k.strip().lower(), k.strip()[:1]): name.strip() for k, name in pairs}
    key = (single or "space").strip()
    return {KEY_NAMES.get(key.lower(), key[:1]): None}


def terminal_available(path: str = "/dev/tty") -> bool:
    """Say whether there is a terminal to read keys from (a service has none)."""
    try:
        os.close(os.open(path, os.O_RDONLY))
    except OSError:
        return False
    return True


def key_label(key: str) -> str:
    """Return how a key is named to people."""
    return next((name for name, char in KEY_NAMES.items() if char == key), key)


@contextlib.contextmanager
def cbreak(fd: int) -> Iterator[None]:
    """Give a terminal's characters one by one (no line editing), restoring it afterwards."""
    saved = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        yield
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


class TerminalKeys:
    """Characters typed on the controlling terminal, read in a thread, as (character, monotonic time)."""

    def __init__(self, path: str = "/dev/tty") -> None:
        self.path = path
        self.queue: asyncio.Queue[tuple[str, float]] = asyncio.Queue()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Start reading (the terminal is put in cbreak mode until stop)."""
        self._thread = threading.Thread(target=self._read, args=(loop,), name="voice-keys", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop reading and give the terminal back."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=1.0)

    def _read(self, loop: asyncio.AbstractEventLoop) -> None:
        fd = os.open(self.path, os.O_RDONLY)
        try:
            with cbreak(fd):
                while not self._stop.is_set():
                    if select.select([fd], [], [], 0.05)[0]:
                        char = os.read(fd, 4).decode(errors="ignore")[:1]
                        loop.call_soon_threadsafe(self.queue.put_nowait, (char, time.monotonic()))
        finally:
            os.close(fd)
