"""Issue 31, item 25: at DEBUG, python-telegram-bot logs every Bot API URL (which holds the bot token) and
setWebhook's parameters (the webhook's secret token); no log line shows either."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest
import structlog

from assistant.logging import REDACTED, configure
from tests.adapters.telegram.conftest import GROUP, SECRET, BotFactory


@pytest.fixture
def debug_log() -> Iterator[io.StringIO]:
    """Log everything at DEBUG into a buffer, as ASSISTANT_LOG_LEVEL=DEBUG does; restore the logging after."""
    saved = structlog.get_config()
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    out = io.StringIO()
    configure("json", "DEBUG", stream=out, cache=False)
    yield out
    structlog.configure(**saved)
    root.handlers, root.level = handlers, level


@pytest.mark.parametrize("mode", ["webhook", "polling"])
async def test_debug_lines_hide_the_bot_token_and_the_webhook_secret(
    start_bot: BotFactory, debug_log: io.StringIO, mode: str
) -> None:
    bot = await start_bot(mode, rules="duel_club")
    await bot.say(bot.alice, "/char Harry sortileges=60")
    assert bot.fake.texts(GROUP)[-1].startswith("Harry joins")
    logged = debug_log.getvalue()
    assert "telegram" in logged and REDACTED in logged  # PTB spoke at DEBUG, and something was hidden
    assert bot.fake.token not in logged and bot.fake.token.split(":")[1] not in logged
    assert SECRET not in logged
