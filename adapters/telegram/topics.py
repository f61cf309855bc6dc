"""Forum topics: the game a topic plays (its own by default, or the chat's), and the topic a message goes to."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from telegram import Message, Update

from assistant.ports import Storage

if TYPE_CHECKING:
    pass

#: The topic the update being handled came from (None: a chat without topics, or its General topic).
_THREAD: ContextVar[int | None] = ContextVar("telegram_thread", default=None)
#: The game the place of the update being handled plays (None: not looked up, e.g. by the error handler).
_GAME: ContextVar[str | None] = ContextVar("telegram_game", default=None)
_GAME_ID = re.compile(r"^tg:(-?[0-9]+)(?::([0-9]+))?$")
#: What ``/topic`` takes: a topic plays its own game, or the chat's.
OWN, SHARED = "own", "shared"
#: ``/topic`` (or ``/topic@Bot``) and what follows it.
COMMAND = re.compile(r"^/topic(?:@\w+)?(?:\s+(\S+))?\s*$", re.IGNORECASE)
#: ``/help topic``: the door's own command, which the rules' /help does not know.
HELP = re.compile(r"^/help(?:@\w+)?\s+/?topic\s*$", re.IGNORECASE)


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


async def game_of(storage: Storage, place: Place) -> str:
    """Return the game a place plays: a topic's own, or its chat's where a GM shared it (read from the storage, so
    a restart or a second replica knows it)."""
    own = game_id(place)
    if place.thread is None:
        return own
    return await storage.place_game(own) or own


def mode_of(place: Place, game: str) -> str:
    """Return how a topic plays, by the game it plays: its own game, or the chat's."""
    return OWN if game == game_id(place) else SHARED


async def set_mode(storage: Storage, place: Place, mode: str, key: str) -> bool:
    """Make a topic play its own game or its chat's, durably, once per delivery key; say whether this applied it."""
    shared = game_id(Place(place.chat)) if mode == SHARED else None
    return await storage.set_place_game(game_id(place), shared, key)


def current() -> int | None:
    """Return the topic of the update being handled; what is sent goes there."""
    return _THREAD.get()


def current_game() -> str | None:
    """Return the game the place of the update being handled plays (None: not looked up)."""
    return _GAME.get()


@contextmanager
def in_topic(thread: int | None, game: str | None = None) -> Iterator[None]:
    """Handle one update in a topic (playing a game): what is sent meanwhile goes to that topic."""
    tokens = _THREAD.set(thread), _GAME.set(game)
    try:
        yield
    finally:
        _THREAD.reset(tokens[0])
        _GAME.reset(tokens[1])


U = TypeVar("U")
Handler = Callable[[U, Any], Coroutine[Any, Any, None]]
Resolver = Callable[[Place], Awaitable[str]]


def scoped(handler: Handler[U], resolve: Resolver | None = None) -> Handler[U]:
    """Wrap a PTB handler so that what it sends goes to the topic of the update it handles, and (with a resolver)
    its commands play the game that topic plays."""

    async def handle(update: U, context: Any) -> None:
        message = update.effective_message if isinstance(update, Update) else None
        place = place_of(message) if isinstance(message, Message) else None
        game = await resolve(place) if place is not None and resolve is not None else None
        with in_topic(place.thread if place is not None else None, game):
            await handler(update, context)

    return handle
