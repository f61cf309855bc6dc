"""Exact probability distributions over integers, with fractions: dice sums and what rules make of them."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, TypeVar

from assistant.errors import DiceError

K = TypeVar("K")
V = TypeVar("V")

#: The most outcomes one distribution may hold before a computation is refused.
MAX_OUTCOMES = 100_000


@dataclass(frozen=True)
class Dist(Generic[K]):
    """A finite distribution: outcome → exact probability (summing to 1)."""

    p: Mapping[K, Fraction]

    @staticmethod
    def die(sides: int) -> Dist[int]:
        """Return the distribution of one fair die."""
        return Dist({face: Fraction(1, sides) for face in range(1, sides + 1)})

    @staticmethod
    def const(value: V) -> Dist[V]:
        """Return a certain outcome."""
        return Dist({value: Fraction(1)})

    @staticmethod
    def mix(parts: Iterable[tuple[Fraction, Dist[V]]]) -> Dist[V]:
        """Return the mixture of distributions weighted by the given probabilities."""
        out: defaultdict[V, Fraction] = defaultdict(Fraction)
        for weight, dist in parts:
            for k, q in dist.p.items():
                out[k] += weight * q
        return Dist(dict(out))

    def map(self, f: Callable[[K], V]) -> Dist[V]:
        """Return the distribution of f(outcome)."""
        out: defaultdict[V, Fraction] = defaultdict(Fraction)
        for k, q in self.p.items():
            out[f(k)] += q
        return Dist(dict(out))

    def bind(self, f: Callable[[K], Dist[V]]) -> Dist[V]:
        """Return the distribution of a second stage that depends on this outcome."""
        return Dist.mix((q, f(k)) for k, q in self.p.items())

    def chance(self, pred: Callable[[K], bool]) -> Fraction:
        """Return the probability that the outcome satisfies pred."""
        return sum((q for k, q in self.p.items() if pred(k)), Fraction(0))


def dice_sum(count: int, sides: int, bonus: int = 0) -> Dist[int]:
    """Return the exact distribution of NdS + bonus."""
    if count * sides > MAX_OUTCOMES:
        raise DiceError("refusal-dice-too-many", rule="odds", limit=MAX_OUTCOMES // sides)
    total: Dist[int] = Dist.const(bonus)
    for _ in range(count):
        total = total.bind(lambda s: Dist.die(sides).map(lambda f, s=s: s + f))  # type: ignore[misc]
    return total


def mean(dist: Dist[int]) -> Fraction:
    """Return the expected value of a numeric distribution."""
    return sum((k * q for k, q in dist.p.items()), Fraction(0))


def percent(q: Fraction) -> float:
    """Return a probability as a percentage rounded to one decimal."""
    return round(float(q) * 100, 1)
