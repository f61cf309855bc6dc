"""Who the Telegram door says sent an update: only ``tg:`` and ASCII digits name a user; the names it keeps."""

from __future__ import annotations

import pytest
from telegram import User

from adapters.telegram.identity import People, actor_id, user_of
from assistant.state.bounded import Newest
from tests.adapters.telegram.fakebot import FakeBotApi


@pytest.mark.parametrize("user", [101, -100123, 0])
def test_an_actor_id_names_its_user_again(user: int) -> None:
    assert user_of(actor_id(user)) == user


@pytest.mark.parametrize(
    "actor", ["tg:\u00b2", "tg:-\u00b2", "tg:\u0661\u0662", "tg:--1", "tg:", "console:gm", "", None]
)
def test_anything_else_is_no_telegram_user(actor: str | None) -> None:
    assert user_of(actor) is None


def test_the_names_of_the_users_seen_most_recently_are_kept() -> None:
    fake = FakeBotApi()
    people = People(names=Newest(2), usernames=Newest(2))
    harry, draco, ron = (User(**fake.user(i, n, n.lower())) for i, n in ((1, "Harry"), (2, "Draco"), (3, "Ron")))
    for user in (harry, draco, harry, ron):  # Harry wrote again after Draco: Draco is the one not seen for longest
        people.see(user)
    assert [people.name(u) for u in (1, 2, 3)] == ["Harry", None, "Ron"]
    assert [people.by_username(n) for n in ("@harry", "draco", "Ron")] == [1, None, 3]
