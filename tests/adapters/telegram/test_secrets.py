"""Secrets stay out of the logs: the bot token is part of every Bot API URL, which the HTTP client logs at INFO."""

from __future__ import annotations

import logging

import pytest

from tests.adapters.telegram.conftest import GROUP, BotFactory


@pytest.mark.parametrize("mode", ["polling", "webhook"])
async def test_the_bot_token_never_reaches_the_logs(
    start_bot: BotFactory, caplog: pytest.LogCaptureFixture, mode: str
) -> None:
    caplog.set_level(logging.INFO)
    bot = await start_bot(mode, rules="duel_club")
    await bot.say(bot.alice, "/start")
    assert bot.fake.texts(GROUP) and bot.fake.called("getMe")  # the bot did call the Bot API
    assert caplog.records and bot.fake.token not in caplog.text
