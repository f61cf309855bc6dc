"""False triggers: table talk (tests/adapters/voice/banter/<lang>.txt) read hands-free, as the door would.

Each line is a written transcript of chatter that mentions spells and names without commanding; it goes through
the matcher with the hands-free grammar of an ergs game (its spells, all command words, a roster of three, a
default caster as --as gives). A line the door would play at once is a false trigger; one it would read back
first is counted apart (it asks, and plays nothing unless someone says yes).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from assistant.reading import name_keys
from assistant.reading.speech_grammar import build_grammar
from assistant.reading.spoken import ACCEPTED, DOUBTFUL, decide, heard
from assistant.reading.voice_lexicon import COMMAND_WORDS, shipped_lexicon
from assistant.rulesets.ergs.tables import base_tables

#: The banter corpora's folder.
BANTER = Path(__file__).parent / "banter"
#: Each language's roster for the banter's game.
ROSTERS = {
    "ru": ("Гарри", "Драко", "Гермиона"),
    "pl": ("Harry", "Draco", "Hermiona"),
    "fr": ("Harry", "Drago", "Hermione"),
    "cs": ("Harry", "Draco", "Hermiona"),
}
LANGUAGES = tuple(ROSTERS)


@dataclass(frozen=True)
class Triggers:
    """What a language's banter did: its lines, those played at once, those read back."""

    language: str
    lines: int
    played: tuple[str, ...]
    asked: tuple[str, ...]

    @property
    def rate(self) -> float:
        """Return the share of lines played at once (the false-trigger rate)."""
        return len(self.played) / self.lines


def banter(language: str) -> list[str]:
    """Return a language's banter lines (comments and blank lines left out)."""
    text = (BANTER / f"{language}.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def false_triggers(language: str) -> Triggers:
    """Read a language's banter hands-free; return what would have been played or read back."""
    roster = {name_keys.key(n): n for n in ROSTERS[language]}
    lexicon = shipped_lexicon(language)
    grammar = build_grammar(lexicon, list(base_tables().spells), roster, COMMAND_WORDS, hands_free=True)
    caster = name_keys.key(ROSTERS[language][0])
    lines = banter(language)
    verdicts = [(line, decide(heard(line), grammar, caster=caster).verdict) for line in lines]
    played = tuple(line for line, verdict in verdicts if verdict == ACCEPTED)
    asked = tuple(line for line, verdict in verdicts if verdict == DOUBTFUL)
    return Triggers(language, len(lines), played, asked)
