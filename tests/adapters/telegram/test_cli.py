"""`assistant telegram`: the polling door as the README runs it, against the fake Bot API."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from assistant.cli import build_parser
from tests.adapters.telegram.fakebot import FakeBotApi

PRIVATE = 555


async def test_without_a_token_it_says_how_to_get_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from adapters.telegram.bot import main

    monkeypatch.delenv("ASSISTANT_TELEGRAM_TOKEN", raising=False)
    assert await main(build_parser().parse_args(["telegram", "--db", "memory://"])) == 2
    assert "ASSISTANT_TELEGRAM_TOKEN" in capsys.readouterr().err


async def test_it_polls_answers_and_stops_on_sigterm(fake: FakeBotApi, monkeypatch: pytest.MonkeyPatch) -> None:
    from adapters.telegram.bot import main

    monkeypatch.setenv("ASSISTANT_TELEGRAM_TOKEN", fake.token)
    monkeypatch.setenv("ASSISTANT_TELEGRAM_BASE_URL", fake.base_url)
    args = build_parser().parse_args(["telegram", "--db", "memory://", "--rules", "duel_club", "--locale", "fr"])
    running = asyncio.create_task(main(args))
    user = fake.user(PRIVATE, "Zoé", "zoe", "fr")
    await fake.enqueue(fake.update(message=fake.incoming(user, PRIVATE, "/start")))
    for _ in range(500):
        if fake.sent(PRIVATE):
            break
        await asyncio.sleep(0.01)
    assert fake.texts(PRIVATE)[0].startswith("Assistant")
    os.kill(os.getpid(), signal.SIGTERM)
    await fake.release()
    assert await asyncio.wait_for(running, 10) == 0
