"""Exact probability distributions over integers: whole counts over a common total, fractions only when read."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import lcm
from typing import Generic, TypeVar

from assistant.errors import DiceError

K = TypeVar("K")
V = TypeVar("V")
W = TypeVar("W")

#: The most outcomes one distribution may hold before a computation is refused.
MAX_OUTCOMES = 100_000


@dataclass(frozen=True, slots=True)
class Dist(Generic[K]):
    """A finite distribution: outcome → whole count out of ``total`` (P(k) = count / total); never mutated."""

    counts: Mapping[K, int]
    total: int = 1

    @property
    def p(self) -> dict[K, Fraction]:
        """Return each outcome's exact probability (outcomes of probability 0 kept where the rules produced them)."""
        return {k: Fraction(c, self.total) for k, c in self.counts.items()}

    @staticmethod
    def die(sides: int) -> Dist[int]:
        """Return the distribution of one fair die."""
        return Dist(dict.fromkeys(range(1, sides + 1), 1), sides)

    @staticmethod
    def const(value: V) -> Dist[V]:
        """Return a certain outcome."""
        return Dist({value: 1})

    @staticmethod
    def of(p: Mapping[V, Fraction]) -> Dist[V]:
        """Return the distribution of given exact probabilities (summing to 1) over their common denominator."""
        total = lcm(*(q.denominator for q in p.values()))
        return Dist({k: q.numerator * (total // q.denominator) for k, q in p.items()}, total)

    def map(self, f: Callable[[K], V]) -> Dist[V]:
        """Return the distribution of f(outcome)."""
        out: dict[V, int] = {}
        for k, c in self.counts.items():
            v = f(k)
            out[v] = out.get(v, 0) + c
        return Dist(out, self.total)

    def bind(self, f: Callable[[K], Dist[V]]) -> Dist[V]:
        """Return the distribution of a second stage that depends on this outcome."""
        parts = [(c, f(k)) for k, c in self.counts.items()]
        common = lcm(*(d.total for _, d in parts))
        out: dict[V, int] = {}
        for c, d in parts:
            scale = c * (common // d.total)
            for v, n in d.counts.items():
                out[v] = out.get(v, 0) + scale * n
        return Dist(out, self.total * common)

    def pair(self, other: Dist[V], f: Callable[[K, V], W]) -> Dist[W]:
        """Return the distribution of f(this outcome, an independent outcome of ``other``)."""
        out: dict[W, int] = {}
        for k, c in self.counts.items():
            for v, n in other.counts.items():
                w = f(k, v)
                out[w] = out.get(w, 0) + c * n
        return Dist(out, self.total * other.total)

    def weight(self, pred: Callable[[K], bool]) -> int:
        """Return the count (out of ``total``) of the outcomes that satisfy pred."""
        return sum(c for k, c in self.counts.items() if pred(k))

    def chance(self, pred: Callable[[K], bool]) -> Fraction:
        """Return the probability that the outcome satisfies pred."""
        return Fraction(self.weight(pred), self.total)


def dice_sum(count: int, sides: int, bonus: int = 0) -> Dist[int]:
    """Return the exact distribution of NdS + bonus."""
    if count * sides > MAX_OUTCOMES:
        raise DiceError("refusal-dice-too-many", rule="odds", limit=MAX_OUTCOMES // sides)
    sums = range(count + bonus, count * sides + bonus + 1)
    return Dist(dict(zip(sums, sum_counts(count, sides), strict=True)), sides**count)


@lru_cache(maxsize=256)
def sum_counts(count: int, sides: int) -> tuple[int, ...]:
    """Return how many of the sides**count rolls of NdS give each sum from N to N·S (the latest 256 memoized)."""
    ways: tuple[int, ...] = (1,)
    for _ in range(count):
        ways = _add_die(ways, sides)
    return ways


def _add_die(ways: tuple[int, ...], sides: int) -> tuple[int, ...]:
    """Convolve counts of sums with one more fair die: a sliding window of ``sides`` counts."""
    out, window = [], 0
    for i in range(len(ways) + sides - 1):
        window += ways[i] if i < len(ways) else 0
        window -= ways[i - sides] if i >= sides else 0
        out.append(window)
    return tuple(out)


def mean(dist: Dist[int]) -> Fraction:
    """Return the expected value of a numeric distribution."""
    return Fraction(sum(k * c for k, c in dist.counts.items()), dist.total)


def percent(q: Fraction) -> float:
    """Return a probability as a percentage rounded to one decimal."""
    return round(float(q) * 100, 1)
