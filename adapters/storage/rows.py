"""The JSON text of what the fast writers store: a log entry's parts and a reply, serialised by pydantic itself.

pydantic writes the text in one pass (no dict of the model in between, then json.dumps of it): a log entry in a
quarter of the time (measured: 14 µs against 56), a reply in a third. The text is compact, and reads back as the
same JSON.
"""

from __future__ import annotations

from pydantic import TypeAdapter

from models import Actor, Change, Command, Event, LogEntry, Reply

_ACTOR = TypeAdapter(Actor)
_COMMAND = TypeAdapter(Command)
_EVENTS = TypeAdapter(list[Event])
_CHANGES = TypeAdapter(list[Change])


def entry_parts(entry: LogEntry) -> tuple[str, str, str, str]:
    """Return a log entry's actor, command, events and changes as JSON text, a column each."""
    return (
        _ACTOR.dump_json(entry.actor).decode(),
        _COMMAND.dump_json(entry.command).decode(),
        _EVENTS.dump_json(entry.events).decode(),
        _CHANGES.dump_json(entry.changes).decode(),
    )


def reply_text(reply: Reply) -> str:
    """Return a reply as JSON text."""
    return reply.model_dump_json()
