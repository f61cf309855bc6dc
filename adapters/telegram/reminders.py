"""Turn reminders in a chat: each names its player with a mention, so Telegram notifies them, even when this
process has not seen them yet (a restart): the mention falls back to the character's name."""

from __future__ import annotations

from dataclasses import replace

from adapters.telegram.identity import People, user_of
from adapters.telegram.text import escape, mention
from assistant.i18n import Translator
from models import Reply

#: The event of a reminder to a player.
REMINDER = "turn-reminder"
_WHO = "\u2063player\u2063"


def html(people: People, translator: Translator, reply: Reply, locale: str) -> list[str] | None:
    """Return a reply of reminders as HTML lines, each player mentioned; None for any other reply."""
    if not reply.ok or not reply.events or any(e.key != REMINDER for e in reply.events):
        return None
    lines = []
    for event in reply.events:
        user = user_of(str(event.args.get("player", "")))
        if user is None or user <= 0:
            return None
        name = people.name(user) or str(event.args.get("name", ""))
        text = translator.render(replace(event, args={**event.args, "player": _WHO}), locale)
        lines.append(escape(text).replace(escape(_WHO), mention(user, name)))
    return lines
