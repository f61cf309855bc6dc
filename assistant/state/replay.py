"""Replay a game's log: rebuild its state from every entry's changes and compare with the stored state."""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from assistant.state import patch
from models import LogEntry

JsonDict = dict[str, Any]


@dataclass(frozen=True)
class Mismatch:
    """One value where the rebuilt state and the stored state differ."""

    path: str
    rebuilt: Any
    stored: Any


@dataclass(frozen=True)
class ReplayReport:
    """What a replay found: how many entries, seqs out of order, values that differ."""

    entries: int
    bad_seqs: list[int] = field(default_factory=list)
    mismatches: list[Mismatch] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Say whether the log rebuilds the stored state exactly."""
        return not self.bad_seqs and not self.mismatches


def rebuild(entries: Iterable[LogEntry]) -> JsonDict:
    """Return the state the log's changes build, applied in order from an empty game."""
    state: JsonDict = {}
    for entry in entries:
        patch.apply(state, copy.deepcopy(entry.changes))
    return state


def bad_seqs(entries: list[LogEntry]) -> list[int]:
    """Return the seqs that break the run 1, 2, 3, … of a log."""
    return [e.seq for i, e in enumerate(entries, start=1) if e.seq != i]


def check(state: JsonDict | None, entries: Iterable[LogEntry]) -> ReplayReport:
    """Rebuild the state from the log and report every difference from the stored one."""
    log = list(entries)
    differences = patch.diff(rebuild(log), state or {})
    mismatches = [Mismatch(".".join(c.path), c.before, c.after) for c in differences]
    return ReplayReport(entries=len(log), bad_seqs=bad_seqs(log), mismatches=mismatches)
