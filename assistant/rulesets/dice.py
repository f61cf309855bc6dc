"""Dice through one injected random source: rule rolls and free-form /roll."""

from __future__ import annotations

import contextvars
import random
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from assistant.errors import DiceError
from assistant.reading.numbers import MAX_DIGITS
from models import Roll

#: The most dice one free-form expression may roll (d20's RollContext limit).
MAX_ROLLS = 1000
#: The longest free-form expression accepted, in characters.
MAX_EXPR_LEN = 200
#: The most faces one die may have.
MAX_SIDES = 10_000
#: The largest result a free-form roll may have, either way: a number a user could type.
MAX_TOTAL = 10**MAX_DIGITS - 1
#: The most dice a free roll's breakdown shows; a roll of more shows its total and its first MAX_SHOWN faces.
MAX_SHOWN = 20

_current_rng: contextvars.ContextVar[random.Random] = contextvars.ContextVar("dice_rng")


class _RngProxy:
    """Stands in for the `random` module inside d20, drawing from the current game's rng."""

    def randrange(self, *args: int) -> int:
        return _current_rng.get().randrange(*args)


class _InOrder:
    """A set of d20's dice that goes through them in the order they were chosen (left to right).

    d20 keeps the dice a reroll or an explosion picks in a set, which goes through them in the order of their
    memory addresses: each run drew their new faces in another order, and a game no longer replayed exactly.
    """

    def __init__(self, items: Iterable[Any] = ()) -> None:
        self._items = dict.fromkeys(items)

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, item: object) -> bool:
        return item in self._items

    def update(self, items: Iterable[Any]) -> None:
        """Add items after those already chosen."""
        self._items.update(dict.fromkeys(items))

    def difference(self, other: Iterable[Any]) -> _InOrder:
        """Return the items not in ``other``, in order."""
        gone = set(other)
        return _InOrder(item for item in self._items if item not in gone)


@cache
def _ordered_d20() -> None:
    """Make d20's selections of dice ordered sets (_InOrder), once: its operators then roll in a fixed order."""
    import d20

    def chosen(selector: Any, target: Any, max_targets: int | None = None) -> _InOrder:
        found = selector_pick[selector.cat](selector, target)
        return _InOrder(found if max_targets is None else found[:max_targets])

    def select(operator: Any, target: Any, max_targets: int | None = None) -> _InOrder:
        out = _InOrder()
        for selector in operator.sels:
            room = None if max_targets is None else max_targets - len(out)
            if room == 0:
                break
            out.update(selector.select(target, max_targets=room))
        return out

    kinds = d20.expression.SetSelector
    selector_pick = {
        "l": kinds.lowestn, "h": kinds.highestn, "<": kinds.lessthan, ">": kinds.morethan, None: kinds.literal,
    }  # fmt: skip
    kinds.select = chosen
    d20.expression.SetOperator.select = select


@dataclass
class Dice:
    """Rolls for one command, drawing from the game's rng and keeping every roll."""

    source: random.Random | Callable[[], random.Random]  # the rng, or how to make it at the first roll
    rolls: list[Roll] = field(default_factory=list)

    @property
    def rng(self) -> random.Random:
        """Return the rng, made now if this is the command's first roll (most commands roll nothing)."""
        if not isinstance(self.source, random.Random):
            self.source = self.source()
        return self.source

    def roll(self, label: str, count: int, sides: int, bonus: int = 0) -> Roll:
        """Roll ``count``d``sides`` + ``bonus`` and keep the roll."""
        rng = self.rng
        faces = [rng.randrange(sides) + 1 for _ in range(count)]  # randint(1, sides)'s very draw, with less on top
        return self._keep(Roll(label, _expr(count, sides, bonus), faces, sum(faces) + bonus))

    def d(self, sides: int, label: str) -> Roll:
        """Roll one die of ``sides`` faces (the rules' commonest roll, spared roll()'s list and sum: measured 25%)."""
        face = self.rng.randrange(sides) + 1
        return self._keep(Roll(label, _expr(1, sides, 0), [face], face))

    def _keep(self, roll: Roll) -> Roll:
        self.rolls.append(roll)
        return roll

    def coin(self, label: str) -> bool:
        """Toss a coin: True is heads."""
        return self.roll(label, 1, 2).total == 1

    def free(self, expr: str) -> tuple[Roll, str | None]:
        """Roll a free-form dice expression with d20; return the roll and d20's breakdown (None: too many dice)."""
        return roll_expression(expr, self.rng, self.rolls)


@cache
def _expr(count: int, sides: int, bonus: int) -> str:
    """Return how a rule roll is written: '1d10', '2d6+1'."""
    return f"{count}d{sides}" + (f"{bonus:+d}" if bonus else "")


#: A die written with the letter Polish, Czech and Russian players write (1k20, 5к6), read as d.
_POLISH_DIE = re.compile(r"(^|[-+*/(,])(\d*)[kк](\d+)")
_SIDES = re.compile(r"d(\d+)")
#: A count of no dice ("0d6", "2+00d4"): a roll of nothing, refused as a die of no sides is.
_NO_DICE = re.compile(r"(?<![\d.])0+d")


@lru_cache(maxsize=1024)
def _check_expression(expr: str) -> str:
    text = _POLISH_DIE.sub(r"\1\2d\3", expr.strip().replace(" ", "").lower())
    if not text:
        raise DiceError("refusal-dice-empty", rule="dice")
    if len(text) > MAX_EXPR_LEN:
        raise DiceError("refusal-dice-too-long", rule="dice.limits", limit=MAX_EXPR_LEN)
    if any(int(s) > MAX_SIDES for s in _SIDES.findall(text)):
        raise DiceError("refusal-dice-too-many-sides", rule="dice.limits", limit=MAX_SIDES)
    if _NO_DICE.search(text):
        raise DiceError("refusal-dice-syntax", rule="dice", expr=expr)
    return text


@cache
def _roller() -> Any:
    """Return the one d20 roller of free rolls: its parse cache parses an expression once, not at every roll."""
    import d20

    return d20.Roller(d20.RollContext(max_rolls=MAX_ROLLS))  # the context's count is reset at each roll


def roll_expression(expr: str, rng: random.Random, into: list[Roll] | None = None) -> tuple[Roll, str | None]:
    """Roll ``expr`` (d20 notation; the Polish and Czech 'k', the Russian 'к' accepted for 'd') within the limits;
    return the roll and its breakdown.

    The breakdown is None for a roll of more than MAX_SHOWN dice: its total and first faces are shown instead.
    """
    import d20  # deferred: only /roll needs the parser

    d20.expression.random = _RngProxy()
    _ordered_d20()
    text = _check_expression(expr)
    breakdown = _recorder()()
    token = _current_rng.set(rng)
    try:
        result = _roller().roll(text, stringifier=breakdown)
        detail = str(result)  # the breakdown is written now, keeping the faces as it goes
    except d20.TooManyRolls as exc:
        raise DiceError("refusal-dice-too-many", rule="dice.limits", limit=MAX_ROLLS) from exc
    except d20.RollError as exc:
        raise DiceError("refusal-dice-syntax", rule="dice", expr=expr) from exc
    finally:
        _current_rng.reset(token)
    roll = Roll("roll", text, breakdown.faces, int(result.total))
    if abs(roll.total) > MAX_TOTAL:
        raise DiceError("refusal-dice-total", rule="dice.limits", low=-MAX_TOTAL, high=MAX_TOTAL)
    if into is not None:
        into.append(roll)
    return roll, detail if breakdown.dice <= MAX_SHOWN else None


@cache
def _recorder() -> Any:
    """Return the class of d20's plain breakdown that also keeps the faces of the dice that count, in order."""
    import d20

    class FacesKept(d20.SimpleStringifier):  # type: ignore[misc]
        def __init__(self) -> None:
            super().__init__()
            self.faces: list[int] = []
            self.dice = 0  # every die the breakdown shows, kept or not

        def _str_die(self, node: Any) -> str:
            self.dice += 1
            if node.kept:
                self.faces.append(int(node.number))
            return str(super()._str_die(node))

    return FacesKept
