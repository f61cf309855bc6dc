"""Answers that touch no game: a roll or the odds asked from any chat (Telegram's inline mode); nothing is stored.

The rules an answer follows: those a first word names (``ergs odds …``: a ruleset's id, or a word of
``word-ruleset-<id>`` in any language: ``феникс``, ``klub``), else those that go with the asker's language
(``languages``: Polish players play Feniks, Russian ones the wand larp…), else the default.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from functools import partial
from typing import Any

from assistant.errors import Refusal
from assistant.language.words import RULESETS, command_named, meaning
from assistant.reading.slash import parse
from assistant.rulesets import RULESET_IDS, get_ruleset
from assistant.rulesets.base import Context
from assistant.rulesets.dice import Dice
from assistant.state.engine import RngFactory
from models import Actor, Command, Reply

#: The commands an inline query may ask: those that read no game and change nothing.
INLINE_COMMANDS = ("roll", "odds")
#: The game id of an inline answer: no game.
NO_GAME = "inline"


def choose(text: str, locale: str, languages: Mapping[str, str], default: str) -> tuple[str, str]:
    """Return the ruleset an inline query is answered in and the query left once a first word naming one is taken:
    that ruleset, else the one that goes with the asker's locale, else the default."""
    words = text.strip().split(maxsplit=1)
    named = meaning(RULESETS, words[0]) if words else None
    if named in RULESET_IDS:
        return named, words[1] if len(words) > 1 else ""
    language = languages.get(locale, default)
    return (language if language in RULESET_IDS else default), text


def ask(text: str, actor: Actor, ruleset_id: str, locale: str, seed: int, now: datetime, rng: RngFactory) -> Reply:
    """Return what /roll (the default) or /odds would answer in a fresh game of a ruleset; nothing is stored."""
    ruleset = get_ruleset(ruleset_id)
    try:
        command = command_of(text)
        state = ruleset.new_state(NO_GAME, locale, seed, now)
        ctx: Context[Any] = Context(state, command, actor, Dice(partial(rng, state)), now, ruleset)
        ruleset.handler(command.name)(ctx)
    except Refusal as refusal:
        return Reply(game_id=NO_GAME, refusal=refusal.event(), locale=locale, ruleset=ruleset_id)
    return Reply(game_id=NO_GAME, events=ctx.events, locale=locale, ruleset=ruleset_id)


def command_of(text: str) -> Command:
    """Read an inline query as a command: ``odds …`` or ``roll …`` (or their words in any language: ``szanse``,
    ``шансы``, ``hod``), else a dice expression to roll."""
    words = text.strip().lstrip("/").split(maxsplit=1)
    named = command_named(words[0]) if words else None
    if named in INLINE_COMMANDS:
        return parse(f"/{named} {words[1] if len(words) > 1 else ''}".rstrip())
    return parse(f"/roll {' '.join(words)}")
