"""Forum topics: the game a topic plays (its own by default, or the chat's), and the topic a message goes to."""

from __future__ import annotations

import re
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, TypeVar

from telegram import Message, Update

#: The topic the update being handled came from (None: a chat without topics, or its General topic).
_THREAD: ContextVar[int | None] = ContextVar("telegram_thread", default=None)
_GAME_ID = re.compile(r"^tg:(-?[0-9]+)(?::([0-9]+))?$")
#: What ``/topic`` takes: a topic plays its own game, or the chat's.
OWN, SHARED = "own", "shared"
#: ``/topic`` (or ``/topic@Bot``) and what follows it.
COMMAND = re.compile(r"^/topic(?:@\w+)?(?:\s+(\S+))?\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class Place:
    """Where a message is: its chat, and its forum topic where it has one."""

    chat: int
    thread: int | None = None


def place_of(message: Message) -> Place:
    """Return the chat and topic of a message (a reply thread outside a forum is no topic)."""
    return Place(message.chat.id, message.message_thread_id if message.is_topic_message else None)


def game_id(place: Place) -> str:
    """Return the game id of a chat (``tg:<chat>``) or of one of its topics (``tg:<chat>:<topic>``)."""
    return f"tg:{place.chat}" if place.thread is None else f"tg:{place.chat}:{place.thread}"


def place_of_game(game: str) -> Place | None:
    """Return the chat and topic of a Telegram game id; None for a game of another door."""
    found = _GAME_ID.match(game)
    if not found:
        return None
    return Place(int(found.group(1)), int(found.group(2)) if found.group(2) else None)


@dataclass
class Topics:
    """Which topics share their chat's game; every other topic plays its own."""

    shared: set[Place] = field(default_factory=set)

    def game(self, place: Place) -> str:
        """Return the game a place plays."""
        return game_id(Place(place.chat) if place in self.shared else place)

    def mode(self, place: Place) -> str:
        """Return how a topic plays: its own game, or the chat's."""
        return SHARED if place in self.shared else OWN

    def set(self, place: Place, mode: str) -> None:
        """Make a topic play its own game, or its chat's."""
        if mode == SHARED:
            self.shared.add(place)
        else:
            self.shared.discard(place)


def current() -> int | None:
    """Return the topic of the update being handled; what is sent goes there."""
    return _THREAD.get()


@contextmanager
def in_topic(thread: int | None) -> Iterator[None]:
    """Handle one update in a topic: what is sent meanwhile goes to that topic."""
    token = _THREAD.set(thread)
    try:
        yield
    finally:
        _THREAD.reset(token)


U = TypeVar("U")
Handler = Callable[[U, Any], Coroutine[Any, Any, None]]


def scoped(handler: Handler[U]) -> Handler[U]:
    """Wrap a PTB handler so that what it sends goes to the topic of the update it handles."""

    async def handle(update: U, context: Any) -> None:
        message = update.effective_message if isinstance(update, Update) else None
        with in_topic(place_of(message).thread if isinstance(message, Message) else None):
            await handler(update, context)

    return handle
