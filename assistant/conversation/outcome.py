"""What the conversation takes from a door (where words were said, what the door knows of people) and what it
hands back (an outcome: messages by audience, already rendered)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from assistant.conversation.charts import Chart
from assistant.conversation.prompts import TurnPrompt
from assistant.reading.guesses import Choice
from models import GameState, Reply

#: What a door knows of a person's name by their actor id (a Telegram user seen in the chat), or None.
NameOf = Callable[[str], str | None]


def _nobody(actor_id: str) -> str | None:
    return None


@dataclass(frozen=True)
class Place:
    """Where words were said: the game played there, the door, and who reads what is said there."""

    game: str  #: the game the place plays
    door: str  #: 'telegram', 'http', 'console', 'voice': the commands' source
    shared: bool = False  #: everyone there reads what is said (a group chat); else the speaker alone reads it
    title: str = ""  #: what the place is called (a chat's title), for the headings of private messages
    moves: bool = False  #: the door offers the awaited moves as buttons: an outcome carries the place's prompts
    topic: str | None = None  #: the part of a place the words were said in (a forum topic), where it has parts
    home: str = ""  #: where said in a topic: the game of the whole place (``/topic`` sets there which one it plays)


@dataclass(frozen=True)
class Known:
    """What a door knows of the people at a place: the GMs it sees (a chat's admins), their names."""

    admins: frozenset[str] = frozenset()  #: actor ids the door knows as GMs of the place (not revoked: the game says)
    name_of: NameOf = _nobody  #: a person's name by actor id
    bots: frozenset[str] = frozenset()  #: actor ids that are no people (the bot itself): never sent anything

    def name(self, actor_id: str) -> str:
        """Return a person's name as the door knows it, else their id."""
        return self.name_of(actor_id) or actor_id


#: Nothing known of anyone.
NOBODY = Known()


@dataclass(frozen=True)
class Audience:
    """Who a message is for: the place (everyone who reads it), or one person privately."""

    person: str | None = None  #: an actor id; None: the place

    @property
    def private(self) -> bool:
        """Say whether the message goes to one person privately."""
        return self.person is not None


#: The place where the words were said.
PLACE = Audience()


@dataclass(frozen=True)
class Message:
    """One message for one audience: the reply as its reader may read it, and its lines in the reader's language."""

    audience: Audience
    locale: str
    reply: Reply  #: the events as this reader reads them (for a door that draws events: the web's JSON)
    lines: tuple[str, ...]  #: rendered in ``locale``: a heading first in a private message
    roll_of: str | None = None  #: of a private message: whose secret roll it shows (None: a hidden NPC's numbers)


@dataclass(frozen=True)
class Outcome:
    """What came of an utterance: the messages, the reply as the speaker reads it, and what changed."""

    reply: Reply | None  #: the engine's reply as the speaker reads it; None where nothing is said (chat, not a command)
    messages: tuple[Message, ...] = ()
    state: GameState[Any, Any] | None = None  #: the state the command left (a duplicate's: read again)
    chart: Chart | None = None  #: the picture the place sees with its message (/chart, /odds), as it may see it
    prompts: tuple[TurnPrompt, ...] | None = None  #: the moves the place awaits now (None: unchanged, or not asked)
    menus: bool = False  #: the commands a menu lists changed (the ruleset, the language)
    claim: str | None = None  #: a claim token made for the GM, for the door to turn into a link
    #: the closest readings of a line addressed to the bot that was not played, for the door to offer: choosing one
    #: plays its line as the one who typed it (buttons, links, numbered lines)
    choices: tuple[Choice, ...] = ()

    @property
    def said(self) -> bool:
        """Say whether anything is answered."""
        return bool(self.messages)

    def to(self, audience: Audience) -> list[Message]:
        """Return the messages for an audience."""
        return [m for m in self.messages if m.audience == audience]

    @property
    def here(self) -> Message | None:
        """Return the message for the place, or None."""
        return next((m for m in self.messages if not m.audience.private), None)


@dataclass(frozen=True)
class Step:
    """What playing a line did: the speaker's reply and the whole one (every reader's), the state it left (None:
    nothing was committed), the place it was said at, the commands played, and a GM's /claim token."""

    reply: Reply
    whole: Reply
    state: GameState[Any, Any] | None
    place: Place
    names: tuple[str, ...]
    claim: str | None = None
