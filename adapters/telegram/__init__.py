"""The Telegram door (python-telegram-bot v22): long polling for a laptop, a webhook for production.

Its records (``adapters.telegram.records``) import no Telegram library: the composition root opens them for every
app, and importing them does not load the bot.
"""

from __future__ import annotations

from typing import Any

__all__ = ["build_application", "run_polling"]


def __getattr__(name: str) -> Any:
    """Load the bot's module on first use of what it exports."""
    if name in __all__:
        from adapters.telegram import bot

        return getattr(bot, name)
    raise AttributeError(name)
