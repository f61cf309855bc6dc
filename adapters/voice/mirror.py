"""Announcements mirrored to a linked Telegram chat, where there is a network; the field goes on without one."""

from __future__ import annotations

import asyncio
from typing import Any

import structlog

log = structlog.get_logger(__name__)

#: Seconds one copy may take before it is given up.
SEND_TIMEOUT = 10.0


class TelegramMirror:
    """Copies announcements to one chat through the Bot API (python-telegram-bot), as plain text."""

    def __init__(self, token: str, chat_id: int, base_url: str = "https://api.telegram.org/bot") -> None:
        from telegram import Bot

        self.bot: Any = Bot(token, base_url=base_url, base_file_url=base_url.removesuffix("/bot") + "/file/bot")
        self.chat_id = chat_id
        self.failed = 0

    async def send(self, lines: list[str]) -> None:
        """Copy lines to the chat; a failure is logged and counted, never raised."""
        from telegram.error import TelegramError

        try:
            async with asyncio.timeout(SEND_TIMEOUT):
                await self.bot.send_message(self.chat_id, "\n".join(lines))
        except (TelegramError, OSError, TimeoutError) as err:
            self.failed += 1
            log.warning("voice.mirror_failed", chat=self.chat_id, error=str(err))

    async def close(self) -> None:
        """Release the bot's connections."""
        await self.bot.shutdown()
