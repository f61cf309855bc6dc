"""Bounded memories: Newest keeps the keys set most recently, and no more than its size."""

from __future__ import annotations

from assistant.state.bounded import Newest


def test_the_oldest_set_key_goes_past_the_limit() -> None:
    kept: Newest[str, int] = Newest(2)
    kept["a"], kept["b"] = 1, 2
    kept["a"] = 3  # set again: the newest now
    kept["c"] = 4
    assert list(kept.items()) == [("a", 3), ("c", 4)]


def test_every_way_of_setting_counts() -> None:
    kept: Newest[str, int] = Newest(2)
    kept.update(a=1, b=2, c=3)
    kept.setdefault("d", 4)
    assert list(kept.items()) == [("c", 3), ("d", 4)] and len(kept) == kept.size
