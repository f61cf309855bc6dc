"""Who sent an update: actors from Telegram users, chat administrators (cached), names seen in chats."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import structlog
from telegram import Bot, Chat, Message, User
from telegram.constants import ChatType
from telegram.error import TelegramError

from assistant.state.bounded import Newest
from models import Actor

log = structlog.get_logger(__name__)

#: How long a chat's administrator list is trusted before it is looked up again, in seconds.
ADMIN_TTL = 300.0
#: How many chats' administrator lists are kept (the most recently looked up).
CHATS_KEPT = 10_000
#: How many users' names (and usernames) are kept (the most recently seen).
PEOPLE_KEPT = 100_000
#: The prefix of every actor id this door makes.
PREFIX = "tg:"


def actor_id(user_id: int) -> str:
    """Return the actor id of a Telegram user (or of a chat acting anonymously)."""
    return f"{PREFIX}{user_id}"


def user_of(actor: str | None) -> int | None:
    """Return the Telegram user id behind an actor id, or None for another door's actor."""
    if not actor or not actor.startswith(PREFIX):
        return None
    rest = actor[len(PREFIX) :]
    digits = rest.removeprefix("-")
    return int(rest) if digits.isascii() and digits.isdigit() else None  # a GM's `/iam NAME to=tg:²` is no user


@dataclass
class Admins:
    """Chat administrators by chat, looked up with getChatAdministrators and kept for ``ttl`` seconds."""

    ttl: float = ADMIN_TTL
    clock: Callable[[], float] = time.monotonic
    _cache: Newest[int, tuple[float, frozenset[int]]] = field(default_factory=lambda: Newest(CHATS_KEPT))

    async def is_admin(self, bot: Bot, chat: Chat, user_id: int) -> bool:
        """Say whether a user administers a chat; the user of a private chat runs their own game."""
        if chat.type == ChatType.PRIVATE:
            return True
        return user_id in await self._of(bot, chat.id)

    async def of(self, bot: Bot, chat: Chat) -> frozenset[int]:
        """Return the users who administer a chat (none of a private chat)."""
        return frozenset() if chat.type == ChatType.PRIVATE else await self._of(bot, chat.id)

    def forget(self, chat_id: int) -> None:
        """Drop a chat's cached administrators (its member list changed)."""
        self._cache.pop(chat_id, None)

    async def _of(self, bot: Bot, chat_id: int) -> frozenset[int]:
        cached = self._cache.get(chat_id)
        if cached and cached[0] > self.clock():
            return cached[1]
        try:
            members = await bot.get_chat_administrators(chat_id)
        except TelegramError as err:
            log.warning("telegram.admins_unavailable", chat=chat_id, error=str(err))
            return frozenset()
        ids = frozenset(m.user.id for m in members)
        self._cache[chat_id] = (self.clock() + self.ttl, ids)
        return ids


@dataclass
class People:
    """Display names and usernames of the users seen, to resolve @mentions and show names instead of ids (the users seen
    most recently: one not seen for long is named as one never seen, until they write again)."""

    names: Newest[int, str] = field(default_factory=lambda: Newest(PEOPLE_KEPT))
    usernames: Newest[str, int] = field(default_factory=lambda: Newest(PEOPLE_KEPT))

    def see(self, user: User | None) -> None:
        """Remember a user's name and username."""
        if user is None or user.is_bot:
            return
        self.names[user.id] = user.full_name
        if user.username:
            self.usernames[user.username.lower()] = user.id

    def see_message(self, message: Message) -> None:
        """Remember everyone a message shows: its sender, the replied-to sender, mentioned users."""
        self.see(message.from_user)
        if message.reply_to_message:
            self.see(message.reply_to_message.from_user)
        for entity in message.entities:
            self.see(entity.user)

    def by_username(self, username: str) -> int | None:
        """Return the id of a user seen with this username."""
        return self.usernames.get(username.lstrip("@").lower())

    def name(self, user_id: int) -> str | None:
        """Return a seen user's display name."""
        return self.names.get(user_id)

    def name_of(self, actor: str) -> str | None:
        """Return the display name of a seen user by actor id (None: not a user seen, or no user)."""
        user = user_of(actor)
        return self.name(user) if user is not None else None


def is_anonymous_admin(message: Message) -> bool:
    """Say whether a message was sent by a group admin posting as the group itself."""
    return message.sender_chat is not None and message.sender_chat.id == message.chat.id


async def actor_of(message: Message, bot: Bot, admins: Admins) -> Actor | None:
    """Return the actor who sent a message: a user, or the group for an anonymous admin; None for channels."""
    if is_anonymous_admin(message):
        return Actor(id=actor_id(message.chat.id), name=message.chat.title or "admin", admin=True)
    user = message.from_user
    if user is None or user.is_bot or message.sender_chat is not None:
        return None
    return await actor_of_user(user, message.chat, bot, admins)


async def actor_of_user(user: User, chat: Chat, bot: Bot, admins: Admins) -> Actor:
    """Return the actor of a user pressing a button in a chat."""
    admin = await admins.is_admin(bot, chat, user.id)
    return Actor(id=actor_id(user.id), name=user.full_name, admin=admin, language=user.language_code)
