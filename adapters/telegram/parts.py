"""What the door's parts (taps, topics, rosters and claims, what time decides) ask of the door: a protocol, so that
they import no door and the door imports them."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from telegram import Bot, Chat, Message

from adapters.telegram.delivery import Postman, Sender
from adapters.telegram.identity import Admins
from adapters.telegram.prompting import Prompter
from assistant.bootstrap import App
from assistant.conversation import Known, Outcome, Place
from models import Actor


class Door(Protocol):
    """The door as its parts see it."""

    app: App
    admins: Admins
    sender: Sender
    postman: Postman
    prompter: Prompter

    def place(self, chat: Chat) -> Place:
        """Return the place of a chat."""

    async def known(self, bot: Bot, chat: Chat) -> Known:
        """Return what the door knows of a chat's people."""

    async def deliver(
        self, bot: Bot, chat: Chat, outcome: Outcome, quoted: Message | None, update_id: int | None
    ) -> None:
        """Send an outcome, then the menus and prompts it changed."""

    def game_lock(self, game: str) -> asyncio.Lock:
        """Return the lock of a game."""

    def game_here(self, chat_id: int) -> str:
        """Return the game a chat plays where the update being handled is."""

    async def state_here(self, chat_id: int) -> Any:
        """Return the game played where the update being handled is."""

    async def locale_of(self, message: Message) -> str:
        """Return the language to answer a message's sender in."""

    async def say(self, bot: Bot, message: Message, key: str, actor: Actor, update_id: int | None = None) -> None:
        """Answer a message with one message of locales/."""

    def t(self, key: str, locale: str, **args: str | int | None) -> str:
        """Return a message of locales/ in a locale."""
