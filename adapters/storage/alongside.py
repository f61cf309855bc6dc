"""A door's write made in the command transaction that stores a dedup key's reply: durable with it, in its COMMIT.

A door that wants a row of its own table written exactly when a command's reply is stored under a dedup key (the
Telegram door's claim of that reply's first message: one COMMIT, not two) names the key, the statement
(``$1``-style parameters) and a function making its parameters, around handing the command on. The command
transaction that remembers that very key writes it too, after the reply's row (SQLite: in the same savepoint;
PostgreSQL: in the same statement), and marks it ``committed`` once its COMMIT returned. A key stored before (a
duplicate, a ConflictError) writes nothing, nor does a transaction that fails, nor one under another key (a roster's
lines, a macro's steps), nor a storage without command transactions of its own (in memory, SQLAlchemy's): the door
then makes its write as it would have without this.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any


@dataclass
class Alongside:
    """A door's write waiting for the command transaction that stores a dedup key's reply."""

    key: str
    sql: str
    #: The statement's parameters, made when the reply is stored (an instant in them is the transaction's).
    args: Callable[[], tuple[Any, ...]]
    #: Set once a transaction that wrote it has committed.
    committed: bool = False


_WAITING: ContextVar[Alongside | None] = ContextVar("alongside", default=None)


@contextmanager
def writing(along: Alongside) -> Iterator[Alongside]:
    """Within: the command transaction (of this task, or of tasks it starts) that stores ``along.key``'s reply writes
    ``along`` too."""
    token = _WAITING.set(along)
    try:
        yield along
    finally:
        _WAITING.reset(token)


def waiting(dedup_key: str) -> Alongside | None:
    """Return the write waiting for a dedup key's reply to be stored, if any (none once written and committed)."""
    along = _WAITING.get()
    return along if along is not None and along.key == dedup_key and not along.committed else None
