"""Inline mode: ``@bot 2d20kh1``, ``@bot odds stupefy skill=60`` or ``@bot ergs odds …`` from any chat, answered
as an article; nothing is stored (the core answers in a throwaway game of the ruleset named first, else of the one
that goes with the user's language: ``assistant.conversation.gameless.choose``)."""

from __future__ import annotations

import hashlib
import random

from telegram import InlineQuery, InlineQueryResultArticle, InputTextMessageContent

from adapters.telegram.identity import actor_id
from adapters.telegram.text import PARSE_MODE, cut, pack, plain_lines
from assistant.bootstrap import App
from assistant.conversation import gameless
from assistant.language.choice import resolve
from assistant.language.replies import reply_lines
from models import Actor

#: The longest title and description an article shows in the list.
TITLE = 64
DESCRIPTION = 200


async def answer(app: App, query: InlineQuery, seeds: random.Random) -> None:
    """Answer an inline query with one article: the roll or the odds asked, or why not, in the user's language."""
    user = query.from_user
    locale = resolve(language_code=user.language_code, default=app.engine.defaults.locale)
    actor = Actor(id=actor_id(user.id), language=user.language_code)
    seed = app.engine.defaults.seed if app.engine.defaults.seed is not None else seeds.randrange(2**31)
    ruleset, asked = gameless.choose(query.query, locale, app.settings.inline_rulesets, app.engine.defaults.ruleset)
    reply = gameless.ask(asked, actor, ruleset, locale, seed, app.engine.clock.now(), app.engine.rng_factory)
    lines = reply_lines(reply, app.translator)
    text = pack(plain_lines(lines))[0]
    article = InlineQueryResultArticle(
        id=hashlib.blake2b(f"{query.id}:{text}".encode(), digest_size=8).hexdigest(),
        title=cut(lines[0], TITLE)[0],
        description=cut(" ".join(lines[1:]), DESCRIPTION)[0] if len(lines) > 1 else None,
        input_message_content=InputTextMessageContent(text, parse_mode=PARSE_MODE),
    )
    await query.answer([article], cache_time=0, is_personal=True)
