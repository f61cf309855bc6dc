"""What a door hands the reader: typed text with its mentions, a speech n-best with word times, a button press.

Typed events cross the boundary, never re-serialised text: a mention is the actor it names (not '@name' in the
text), a spoken utterance keeps every alternative with its words' times, a button is the move it was made for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property

from assistant.reading.speech_grammar import Grammar
from assistant.reading.spoken import Decision, Heard, Limits, decide
from assistant.rulesets.game_view import Step, Turn


@dataclass(frozen=True)
class Mention:
    """A person named in typed text: where (str offsets), as written, and the actor (None: unknown to the door)."""

    start: int
    end: int
    text: str
    actor: str | None


@dataclass(frozen=True)
class Typed:
    """A line typed in a chat, a console or a web form."""

    text: str
    mentions: tuple[Mention, ...] = ()
    at: datetime | None = None  #: when it was sent (the message date); None: the engine's now
    source: str = ""  #: the door: 'telegram', 'http', 'console'
    bot: str | None = None  #: the bot's username, for /command@bot
    addressed: bool = False  #: the words name the bot or answer it: an answer is owed even when they are no command


@dataclass(frozen=True)
class Spoken:
    """An utterance a speech model heard, matched against the grammar it was recognized with."""

    heard: Heard
    grammar: Grammar
    origin: datetime  #: the wall time of the stream's second zero (word times count from it)
    roster: dict[str, str]  #: key → name of the roster the grammar was built from
    caster: str | None = None  #: roster key of the wizard who acts when no word names one
    locked: bool = False  #: the caster holds a push-to-talk key: an utterance naming another caster is refused
    limits: Limits = field(default_factory=Limits)
    source: str = "voice"

    @cached_property
    def decision(self) -> Decision:
        """Return what the utterance was decided to mean, decided once (the door and the reader ask it both)."""
        return decide(self.heard, self.grammar, self.limits, self.caster)


@dataclass(frozen=True)
class Pressed:
    """A button of a move keyboard, pressed to its last step: the move, and the value picked at each step."""

    turn: Turn
    picked: tuple[tuple[Step, str], ...]
    source: str = "telegram"
