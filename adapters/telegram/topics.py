"""Forum topics: the game a topic plays (its own by default, or the chat's), and the topic a message goes to."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Coroutine, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, TypeVar

from telegram import Message, Update

from adapters.telegram.records import DeliveryLog
from assistant.conversation import topics as core
from assistant.conversation.outcome import Place as Where
from assistant.conversation.talk import Conversation
from models import Actor, Command

#: The topic the update being handled came from (None: a chat without topics, or its General topic).
_THREAD: ContextVar[int | None] = ContextVar("telegram_thread", default=None)
#: The game the place of the update being handled plays (None: not looked up, e.g. by the error handler).
_GAME: ContextVar[str | None] = ContextVar("telegram_game", default=None)
_GAME_ID = re.compile(r"^tg:(-?[0-9]+)(?::([0-9]+))?$")
#: Who makes the topics shared before the chats' games kept it a game setting (a GM's: so is the setting).
UPGRADE = Actor(id="system:upgrade", name="upgrade", admin=True)


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
    chat = f"tg:{place.chat}"
    return chat if place.thread is None else core.own_game(chat, str(place.thread))


def place_of_game(game: str) -> Place | None:
    """Return the chat and topic of a Telegram game id; None for a game of another door."""
    found = _GAME_ID.match(game)
    if not found:
        return None
    return Place(int(found.group(1)), int(found.group(2)) if found.group(2) else None)


async def game_of(conversation: Conversation, place: Place) -> str:
    """Return the game a place plays: a topic's own, or its chat's where a GM shared it (the core reads the chat's
    game setting, so a restart or a second replica knows it)."""
    if place.thread is None:
        return game_id(place)
    return await conversation.topic_game(game_id(Place(place.chat)), str(place.thread))


async def adopt_old(conversation: Conversation, records: DeliveryLog) -> int:
    """Make each topic shared before the chats' games kept it (a row of the old places table) a game setting of
    its chat's game, played as ``/topic shared`` once (under its own dedup key, however many replicas start), then
    forget the row; return how many rows there were."""
    rows = await records.old_topics()
    for place, game in rows:
        found = place_of_game(place)
        if found is not None and found.thread is not None and game == game_id(Place(found.chat)):
            shared = Command(name=core.COMMAND, args=[core.SHARED], text="/topic shared", source="telegram")
            where = Where(game, "telegram", shared=True, topic=str(found.thread), home=game)
            await conversation.play(shared, where, UPGRADE, key=f"tg:old-topic:{place}")
        await records.drop_old_topic(place)
    return len(rows)


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
