"""Numbers a user typed: the one reader every command uses, bounded in length and value before any int().

Decimal digits of any script are read as their values ('١٢' and '１２' are 12); other characters that
str.isdigit() takes ('²', '①') are no digits, and text with one is no number. A number longer than
MAX_DIGITS is out of every range, whatever its value: no rule needs one, and none reaches int(), a
rule's arithmetic or a message.
"""

from __future__ import annotations

import math
import re
import unicodedata

from assistant.errors import ParseError, Refusal
from models import ArgValue

#: The most digits a number typed may have (before and after a decimal point together).
MAX_DIGITS = 9
#: The most characters of a refused value a refusal quotes; the rest is cut to '…'.
MAX_QUOTED = 24

_WHOLE = re.compile(r"[+-]?[0-9]+")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+)")


def ascii_digits(text: str) -> str:
    """Return text stripped, with every decimal digit of any script written as ASCII ('١٢', '１２': '12')."""
    stripped = text.strip()
    if stripped.isascii():
        return stripped
    return "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() else ch for ch in stripped)


def _digits(number: str) -> int:
    return sum(ch.isdigit() for ch in number)


def read_whole(text: str | None) -> int | None:
    """Return the whole number typed ('12', '+3', '١٢'), or None for anything else or more than MAX_DIGITS digits."""
    found = ascii_digits(text) if text else ""
    if not _WHOLE.fullmatch(found) or _digits(found) > MAX_DIGITS:
        return None
    return int(found)


def read_decimal(text: str | None) -> float | None:
    """Return the decimal number typed ('2.5', '2,5', '-1'), or None for anything else or over MAX_DIGITS digits."""
    found = ascii_digits(text) if text else ""
    if not _DECIMAL.fullmatch(found) or _digits(found) > MAX_DIGITS:
        return None
    value = float(found.replace(",", "."))
    return value if math.isfinite(value) else None


def is_number(text: str) -> bool:
    """Say whether text is written as a whole number of any length (a sign, digits of any script)."""
    return bool(_WHOLE.fullmatch(ascii_digits(text)))


def quoted(text: str | None) -> str:
    """Return a refused value as a refusal quotes it: at most MAX_QUOTED characters."""
    shown = text or ""
    return shown if len(shown) <= MAX_QUOTED else shown[: MAX_QUOTED - 1] + "…"


def whole(
    text: str | None,
    low: int,
    high: int,
    key: str = "refusal-number",
    rule: str = "syntax",
    *,
    out_of_range: type[Refusal] = ParseError,
    not_a_number: str | None = None,
    **args: ArgValue,
) -> int:
    """Return the whole number typed if from low to high, else refuse naming the value and the bounds.

    ``key`` (an ``out_of_range`` refusal) words a number outside the bounds, a number too long among them;
    ``not_a_number`` (a ParseError) words text that is no number, where it needs other words (default: ``key``).
    """
    value = read_whole(text)
    if value is None and not (text and is_number(text)):
        raise ParseError(not_a_number or key, rule=rule, value=quoted(text), low=low, high=high, **args)
    if value is None or not low <= value <= high:
        shown: ArgValue = quoted(text) if value is None else value
        raise out_of_range(key, rule=rule, value=shown, low=low, high=high, **args)
    return value
