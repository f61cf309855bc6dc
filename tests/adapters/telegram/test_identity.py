"""Actor ids of the Telegram door: only ``tg:`` and ASCII digits name a Telegram user."""

from __future__ import annotations

import pytest

from adapters.telegram.identity import actor_id, user_of


@pytest.mark.parametrize("user", [101, -100123, 0])
def test_an_actor_id_names_its_user_again(user: int) -> None:
    assert user_of(actor_id(user)) == user


@pytest.mark.parametrize(
    "actor", ["tg:\u00b2", "tg:-\u00b2", "tg:\u0661\u0662", "tg:--1", "tg:", "console:gm", "", None]
)
def test_anything_else_is_no_telegram_user(actor: str | None) -> None:
    assert user_of(actor) is None
