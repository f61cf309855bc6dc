"""The shapes every ruleset shares: actors, commands, rolls, events, replies, the log."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from models.person import Person

#: A value an event may carry into a localized message.
ArgValue = str | int | float | bool | None

#: A game id every door accepts: letters, digits and . _ : @ -, not starting with a sign (no path, no blank).
GAME_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:@-]{0,99}$"


class Actor(BaseModel):
    """A platform identity that sends commands: a Telegram user, a voice session, a web token."""

    model_config = ConfigDict(frozen=True)

    id: str = Field(description="Stable id, prefixed by the door: 'tg:123', 'console:gm', 'voice:laptop'.")
    name: str = Field(default="", description="Display name, used in replies and mentions.")
    admin: bool = Field(default=False, description="The platform says this actor runs the chat (a GM by default).")
    language: str | None = Field(default=None, description="The client's language tag (Telegram language_code).")


class Command(BaseModel):
    """What a person asked for, parsed by a door into the one command language."""

    name: str = Field(description="Command name without the slash: 'cast', 'pool', 'duel'.")
    args: list[str] = Field(default_factory=list, description="Positional words after the name, in order.")
    options: dict[str, str] = Field(default_factory=dict, description="key=value options, keys lower-cased.")
    text: str = Field(default="", description="The original text, for the log.")
    at: datetime | None = Field(default=None, description="When it was said (word times, message date); None: now.")
    end_at: datetime | None = Field(default=None, description="When the utterance ended, where a door knows it.")
    source: str = Field(default="", description="The door that made it: 'console', 'telegram', 'voice', 'http'.")
    secret: bool = Field(
        default=False,
        description="A secret roll (/roll secret 1d20): only its actor and the game's GMs read what it did; the "
        "others read only that it was made (assistant.conversation.secrecy).",
    )

    def typed_name(self) -> str:
        """Return the command word as the person typed it ('/unik' → 'unik'), or "" where no slash began it."""
        first = self.text.split(maxsplit=1)[0] if self.text.strip() else ""
        return first[1:].split("@")[0] if first.startswith("/") and len(first) > 1 else ""


@dataclass(slots=True)
class Roll:
    """One die expression rolled for a rule, kept in the event that used it (a plain dataclass: rolls are many)."""

    label: Annotated[str, Field(description="What the roll was for: 'initiative', 'disruption', 'power'.")]
    expr: Annotated[str, Field(description="The expression rolled, e.g. '1d10'.")]
    dice: Annotated[list[int], Field(description="Each die's face, in order.")]
    total: Annotated[int, Field(description="The sum of the dice plus any flat bonus in expr.")]


@dataclass(slots=True)
class Event:
    """Something that happened, rendered by its key as a localized message (a plain dataclass: built per emit)."""

    key: Annotated[str, Field(description="Message id in locales/ and the event's type, e.g. 'feniks-attack'.")]
    args: Annotated[dict[str, ArgValue], Field(description="Values for the message's variables.")] = field(
        default_factory=dict
    )
    rolls: Annotated[list[Roll], Field(description="Dice rolled for this event.")] = field(default_factory=list)


@dataclass(slots=True)
class Change:
    """One value of the game state before and after a command, addressed by a path (a plain dataclass: many)."""

    path: Annotated[list[str], Field(description="Keys from the state's root down to the changed value.")]
    before: Annotated[Any, Field(description="The value before; None where it did not exist.")] = None
    after: Annotated[Any, Field(description="The value after; None where it was removed.")] = None
    existed: Annotated[bool, Field(description="Whether the path existed before.")] = True
    exists: Annotated[bool, Field(description="Whether the path exists after.")] = True


class LogEntry(BaseModel):
    """One applied command in a game's append-only log."""

    seq: int = Field(description="Position in the game's log, from 1.")
    at: datetime = Field(description="The game time the command was applied at.")
    actor: Actor = Field(description="Who sent it.")
    command: Command = Field(description="What was asked.")
    events: list[Event] = Field(default_factory=list, description="What happened, in order.")
    changes: list[Change] = Field(default_factory=list, description="The state's values before and after.")
    undoes: int | None = Field(default=None, description="For an undo, the seq of the entry it reverted.")


class Reply(BaseModel):
    """The engine's answer to one command, returned only once it is durable."""

    game_id: str = Field(description="The game the command went to.")
    seq: int | None = Field(default=None, description="The log position of the applied command; None for a refusal.")
    events: list[Event] = Field(default_factory=list, description="What happened, to be rendered in order.")
    refusal: Event | None = Field(default=None, description="Why nothing changed, with the rule it cites.")
    duplicate: bool = Field(default=False, description="The dedup key was seen before; this is the first reply again.")
    locale: str = Field(default="en", description="The game's locale, to render the reply in.")
    ruleset: str = Field(default="", description="The game's ruleset id.")
    people: dict[str, Person] = Field(
        default_factory=dict, description="The characters the events and refusal name, by display name: their forms."
    )
    request: str = Field(
        default="", description="Kept under a dedup key: a digest of the request it first came with (empty: any)."
    )
    secret: Actor | None = Field(
        default=None,
        description="The actor of a secret command: only they and the game's GMs read its events; the others read "
        "only that it was made (assistant.conversation.secrecy).",
    )

    @property
    def ok(self) -> bool:
        """Say whether the command was applied."""
        return self.refusal is None
