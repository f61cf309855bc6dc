"""Turning a Reply into lines of text in its locale, the same for every door."""

from __future__ import annotations

from assistant.language.translator import Translator
from models import Reply

#: Refusals the command's usage line follows: it says, in the reader's language, what the command takes.
WITH_USAGE = frozenset({"refusal-missing-arg"})


def reply_lines(reply: Reply, translator: Translator, locale: str | None = None) -> list[str]:
    """Render a reply's events (or its refusal) in the reply's locale, naming its people with their forms."""
    loc = locale or reply.locale
    if reply.refusal is not None:
        return [translator.render(reply.refusal, loc, reply.people), *_usage(reply, translator, loc)]
    return [translator.render(event, loc, reply.people) for event in reply.events]


def _usage(reply: Reply, translator: Translator, locale: str) -> list[str]:
    """Return the usage line of the command a refusal says was short of words, where there is one."""
    refusal = reply.refusal
    usage = f"usage-{refusal.args.get('command')}" if refusal is not None and refusal.key in WITH_USAGE else None
    if usage is None or not translator.has(usage, locale):
        return []
    return [translator.format(usage, locale, {"ruleset": reply.ruleset})]
