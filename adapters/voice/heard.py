"""`--heard FILE`: one JSON line per utterance (the n-best, the readings' costs, the word times, the decision).

After a dispute about timing, the master looks up what the model heard, what else it might have been and why
the door did what it did; a confirmation or a cancellation of a command read back is a line of its own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from assistant.reader.spoken import Alternative, Decision, Heard, Match, Reading

#: How many readings of distinct meaning a line keeps.
READINGS_KEPT = 5


def _alternative(alt: Alternative, origin: datetime) -> dict[str, Any]:
    words = [
        {"word": w.text, "start": round(w.start, 3), "end": round(w.end, 3), "at": _at(origin, w.start)}
        for w in alt.words
    ]
    return {"text": alt.text, "confidence": alt.confidence, "words": words}


def _at(origin: datetime, seconds: float) -> str:
    return (origin + timedelta(seconds=seconds)).isoformat()


def _meaning(match: Match | None) -> dict[str, Any] | None:
    if match is None:
        return None
    return {"kind": match.kind, "value": match.value, "caster": match.caster, "target": match.target}


def _readings(ranked: tuple[Reading, ...]) -> list[dict[str, Any]]:
    kept: dict[Any, Reading] = {}
    for reading in ranked:
        kept.setdefault(reading.signature, reading)
    return [{"cost": round(r.cost, 4), "meaning": _meaning(r.match)} for r in list(kept.values())[:READINGS_KEPT]]


@dataclass
class HeardLog:
    """Appends what each utterance was heard and decided as, one JSON object a line."""

    path: Path  #: the file, created on the first line

    def utterance(self, heard: Heard, decision: Decision, origin: datetime, command: str | None) -> None:
        """Record one utterance: its alternatives with word times, its readings' costs, the decision."""
        self._write(
            {
                "event": "utterance",
                "alternatives": [_alternative(a, origin) for a in heard.alternatives],
                "readings": _readings(decision.ranked),
                "decision": decision.verdict,
                "reason": decision.reason,
                "command": command,
            }
        )

    def outcome(self, decision: str, reason: str, command: str | None) -> None:
        """Record what became of a command read back: 'confirmed' or 'cancelled', and why."""
        self._write({"event": "answer", "decision": decision, "reason": reason, "command": command})

    def _write(self, record: dict[str, Any]) -> None:
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
