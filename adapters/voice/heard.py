"""`--heard FILE`: one JSON line per utterance (the n-best, the readings' costs, the word times, the decision).

After a dispute about timing, the master looks up what the model heard, what else it might have been, why
the door did what it did and what the engine did with it (applied, or refused and why); a confirmation or a
cancellation of a command read back is a line of its own. ``assistant voice heard FILE`` prints each line as
one readable sentence.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from assistant.i18n import Translator
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


@dataclass(frozen=True)
class Outcome:
    """What became of an utterance or an answer: 'applied', 'refused', 'asked' (read back) or 'nothing'."""

    what: str  #: 'applied', 'refused', 'asked' or 'nothing'
    why: str | None = None  #: the refusal's message id
    said: tuple[str, ...] = ()  #: the lines the door announced

    def fields(self) -> dict[str, Any]:
        """Return the outcome as a record's fields."""
        return {"outcome": self.what, "why": self.why, "said": list(self.said)}


@dataclass
class HeardLog:
    """Appends what each utterance was heard and decided as, one JSON object a line."""

    path: Path  #: the file, created on the first line

    def utterance(
        self, heard: Heard, decision: Decision, origin: datetime, command: str | None, outcome: Outcome
    ) -> None:
        """Record one utterance: its alternatives with word times, its readings' costs, the decision, the outcome."""
        self._write(
            {
                "event": "utterance",
                "alternatives": [_alternative(a, origin) for a in heard.alternatives],
                "readings": _readings(decision.ranked),
                "decision": decision.verdict,
                "reason": decision.reason,
                "command": command,
                **outcome.fields(),
            }
        )

    def outcome(self, decision: str, reason: str, command: str | None, outcome: Outcome) -> None:
        """Record what became of a command read back: 'confirmed', 'declined' or 'cancelled', why, and its outcome."""
        self._write({"event": "answer", "decision": decision, "reason": reason, "command": command, **outcome.fields()})

    def _write(self, record: dict[str, Any]) -> None:
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


# ---------------------------------------------------------------- the viewer


class UnreadableRecord(ValueError):
    """A line of a --heard file that is not one of its records."""

    def __init__(self, number: int) -> None:
        super().__init__(f"line {number} is no record")
        self.number = number


def readable(path: Path, translator: Translator, locale: str) -> Iterator[str]:
    """Yield each record of a --heard file as one sentence a master reads, in a locale."""
    with path.open(encoding="utf-8") as lines:
        for number, text in enumerate(lines, 1):
            if text.strip():
                yield _sentence(_record(text, number), translator, locale)


def _record(text: str, number: int) -> dict[str, Any]:
    try:
        record = json.loads(text)
    except json.JSONDecodeError as err:
        raise UnreadableRecord(number) from err
    if not isinstance(record, dict) or record.get("event") not in ("utterance", "answer"):
        raise UnreadableRecord(number)
    return record


def _sentence(record: dict[str, Any], translator: Translator, locale: str) -> str:
    said = " ".join(record.get("said") or [])
    command = record.get("command") or "—"
    if record["event"] == "answer":
        by = translator.format("voice-log-by", locale, {"reason": str(record.get("reason"))})
        args = {"decision": str(record.get("decision")), "by": by, "command": command, "said": said}
        return translator.format("voice-log-answer", locale, args)
    best = (record.get("alternatives") or [{}])[0]
    words = best.get("words") or [{}]
    at = datetime.fromisoformat(words[0]["at"]).strftime("%H:%M:%S") if "at" in words[0] else "--:--:--"
    outcome = str(record.get("outcome", "other"))
    args = {"at": at, "heard": best.get("text", ""), "outcome": outcome, "command": command, "said": said}
    return translator.format("voice-log-utterance", locale, args)
