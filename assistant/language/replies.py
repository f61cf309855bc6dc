"""Turning a Reply into lines of text in its locale, the same for every door."""

from __future__ import annotations

from assistant.language.translator import Translator
from models import Event, Reply

#: Refusals the command's usage line follows: it says, in the reader's language, what the command takes.
WITH_USAGE = frozenset({"refusal-missing-arg"})


def reply_lines(reply: Reply, translator: Translator, locale: str | None = None) -> list[str]:
    """Render a reply's events (or its refusal) in the reply's locale, naming its people with their forms."""
    loc = locale or reply.locale
    return [translator.render(event, loc, reply.people) for event in shown(reply, translator, loc)]


def shown(reply: Reply, translator: Translator, locale: str) -> list[Event]:
    """Return the events a reader is shown, for every door alike (a line, a JSON object, an API event): a refusal
    and the usage line that follows it, or the reply's events."""
    if reply.refusal is None:
        return list(reply.events)
    return [reply.refusal, *follow_up(reply, translator, locale)]


def follow_up(reply: Reply, translator: Translator, locale: str) -> list[Event]:
    """Return the usage line of the command a refusal says was short of words, where there is one."""
    refusal = reply.refusal
    usage = f"usage-{refusal.args.get('command')}" if refusal is not None and refusal.key in WITH_USAGE else None
    if usage is None or not translator.has(usage, locale):
        return []
    return [Event(usage, {"ruleset": reply.ruleset})]
