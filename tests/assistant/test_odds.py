"""Exact distributions as whole counts: every result equals a brute-force walk over the dice, in fractions."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from assistant.rulesets.probability import Dist, dice_sum, mean, sum_counts
from assistant.state.bounded import Memo

F = Fraction


def _brute_sum(count: int, sides: int, bonus: int) -> dict[int, Fraction]:
    """Walk every roll of NdS; return each total's probability."""
    totals = Counter(sum(faces) + bonus for faces in product(range(1, sides + 1), repeat=count))
    return {k: F(n, sides**count) for k, n in totals.items()}


@pytest.mark.parametrize(
    ("count", "sides", "bonus"),
    [(0, 6, 0), (0, 4, -2), (1, 2, 0), (1, 10, 3), (2, 6, 0), (3, 4, -5), (4, 6, 2), (5, 3, 1), (3, 8, -1), (6, 2, 0)],
)
def test_dice_sum_matches_every_roll(count: int, sides: int, bonus: int) -> None:
    dist = dice_sum(count, sides, bonus)
    assert dist.p == _brute_sum(count, sides, bonus)
    assert list(dist.p) == sorted(dist.p)  # lowest total first
    assert mean(dist) == sum(k * q for k, q in _brute_sum(count, sides, bonus).items())


def test_sum_counts_share_the_memo_and_add_up() -> None:
    sum_counts.cache_clear()
    assert sum(sum_counts(7, 6)) == 6**7
    assert sum_counts(7, 6) is sum_counts(7, 6)
    assert sum_counts(3, 6) == (1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1)


def test_map_bind_and_pair_match_fractions() -> None:
    d6, coin = Dist.die(6), Dist.of({True: F(1, 3), False: F(2, 3)})
    assert coin.counts == {True: 1, False: 2} and coin.total == 3
    parity = d6.map(lambda f: f % 2)
    assert parity.p == {1: F(1, 2), 0: F(1, 2)}
    staged = coin.bind(lambda heads: Dist.die(4) if heads else Dist.const(0))
    assert staged.p == {1: F(1, 12), 2: F(1, 12), 3: F(1, 12), 4: F(1, 12), 0: F(2, 3)}
    both = d6.pair(Dist.die(4), lambda a, b: a + b)
    assert both.p == {
        k: sum((F(1, 24) for a, b in product(range(1, 7), range(1, 5)) if a + b == k), F(0)) for k in range(2, 11)
    }
    assert both.chance(lambda s: s >= 9) == F(3, 24)  # 9 twice, 10 once


def test_outcomes_of_no_chance_are_kept_where_the_rules_produce_them() -> None:
    never = Dist.of({True: F(0), False: F(1)})
    assert never.p == {True: F(0), False: F(1)}
    assert never.pair(Dist.die(2), lambda ok, face: (ok, face)).p[(True, 1)] == 0


def test_memo_keeps_the_latest_and_forgets_on_clear() -> None:
    memo: Memo[int, int] = Memo(size=2)
    calls: list[int] = []

    def square(n: int) -> int:
        calls.append(n)
        return n * n

    assert [memo.get(n, lambda n=n: square(n)) for n in (2, 2, 3, 4, 4)] == [4, 4, 9, 16, 16]
    assert calls == [2, 3, 4]
    memo.get(2, lambda: square(2))  # 2 was the oldest, dropped when 4 came
    assert calls == [2, 3, 4, 2]
    memo.cache_clear()
    memo.get(4, lambda: square(4))
    assert calls == [2, 3, 4, 2, 4]
