"""The Telegram door (python-telegram-bot v22): long polling for a laptop, a webhook for production."""

from adapters.telegram.bot import build_application, run_polling

__all__ = ["build_application", "run_polling"]
