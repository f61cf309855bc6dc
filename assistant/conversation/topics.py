"""Topics: the parts of a place that play their own game (a Telegram forum topic), or the place's where a GM shares it.

Which game a topic plays is a game setting of the place's game (``/topic shared``, ``/topic own``), set by a logged
command like any other: ``/undo`` takes it back, an export carries it, every replica reads it from the game's head.
A topic's own game is ``<place's game>:<topic>``; the door names the topic, the core says which game it plays.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from assistant.errors import NotFound
from assistant.language import words
from assistant.rulesets.base import GAME_SETTINGS, Context
from models import Command

#: The command, and the option that names the topic it was sent in (the conversation sets it, never the speaker).
COMMAND = OPTION = "topic"
#: What ``/topic`` takes: the topic plays its own game, or the place's.
OWN, SHARED = "own", "shared"
#: The prefix of the lists of words for own and shared in each locale (word-topic-shared = общая, общий).
TOPIC_WORDS = "word-topic-"
#: The game settings of the shared topics: ``topic:<id>`` = ``shared`` (a topic with none plays its own game).
_PREFIX = "topic:"


def own_game(home: str, topic: str) -> str:
    """Return the game a topic plays by itself: ``<the place's game>:<topic>``."""
    return f"{home}:{topic}"


def shares(head: Mapping[str, Any] | None, topic: str) -> bool:
    """Say whether a place's game, read as its head (JSON) or its state's defaults, is shared with a topic."""
    defaults = (head or {}).get("defaults") or {}
    return bool(defaults.get(GAME_SETTINGS, {}).get(_PREFIX + topic) == SHARED)


def settings(defaults: Mapping[str, Mapping[str, str]]) -> dict[str, str]:
    """Return the topics' settings among a game's defaults (a new ruleset keeps them)."""
    return {k: v for k, v in defaults.get(GAME_SETTINGS, {}).items() if k.startswith(_PREFIX)}


def is_setting(name: str) -> bool:
    """Say whether a game setting is a topic's (``/defaults`` shows the others)."""
    return name.startswith(_PREFIX)


def aimed(command: Command, topic: str | None) -> Command:
    """Return a ``/topic`` command naming the topic it was sent in (None: none); what a speaker typed as the option
    is dropped."""
    options = {k: v for k, v in command.options.items() if k != OPTION}
    if topic is not None:
        options[OPTION] = topic
    return command.model_copy(update={"options": options})


def topic(ctx: Context[Any]) -> None:
    """Say which game the topic it is sent in plays (anyone: ``/topic``), or set it (GM: ``/topic shared``, ``/topic
    own``); played in the place's game, whose setting it is."""
    where = ctx.command.options.get(OPTION)
    if not where:
        raise NotFound("refusal-topic-none", rule="topics")
    shared = shares({"defaults": ctx.state.defaults}, where)
    mode = words.meaning(TOPIC_WORDS, ctx.command.args[0]) if ctx.command.args else None
    if mode not in (OWN, SHARED):
        ctx.emit(f"topic-plays-{SHARED if shared else OWN}")
        return
    ctx.require_gm()
    game = dict(ctx.state.defaults.get(GAME_SETTINGS, {}))
    game.pop(_PREFIX + where, None)
    if mode == SHARED:
        game[_PREFIX + where] = SHARED
    ctx.state.defaults = {k: v for k, v in {**ctx.state.defaults, GAME_SETTINGS: game}.items() if v}
    ctx.emit(f"topic-set-{mode}")
