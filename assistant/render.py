"""Turning a Reply into lines of text in its locale, the same for every door."""

from __future__ import annotations

from assistant.i18n import Translator
from models import Reply


def reply_lines(reply: Reply, translator: Translator, locale: str | None = None) -> list[str]:
    """Render a reply's events (or its refusal) in the reply's locale, naming its people with their forms."""
    loc = locale or reply.locale
    if reply.refusal is not None:
        return [translator.render(reply.refusal, loc, reply.people)]
    return [translator.render(event, loc, reply.people) for event in reply.events]
