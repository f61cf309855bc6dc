"""What every spell-point command shares: the game's tables, the caster acted on, numbers from the words typed."""

from __future__ import annotations

from typing import TypedDict

from assistant.errors import ParseError
from assistant.reading import name_keys
from assistant.reading.numbers import whole
from assistant.rulesets.base import Context
from assistant.rulesets.spell_points.pool import condition_at
from assistant.rulesets.spell_points.tables import Tables, cantrip_allowance, maximum, tables
from assistant.rulesets.spell_points.vocabulary import option_index
from models.spell_points import SpellPointsCharacter, SpellPointsState, SpellPointsTables

Ctx = Context[SpellPointsState]


def table(ctx: Ctx) -> Tables:
    """Return the game's tables, with the GM's overrides."""
    return tables(ctx.state.overrides)


def caster(ctx: Ctx, key: str) -> SpellPointsCharacter:
    """Return a caster by roster key."""
    found: SpellPointsCharacter = ctx.state.characters[key]
    return found


class PoolArgs(TypedDict):
    """A caster's pool as message arguments."""

    name: str
    points: int
    max: int
    condition: str


def pool_args(t: SpellPointsTables, character: SpellPointsCharacter) -> PoolArgs:
    """Return the name, points, maximum and condition of a caster for a message."""
    top = maximum(t, character)
    args: PoolArgs = {
        "name": character.name,
        "points": character.points,
        "max": top,
        "condition": condition_at(t, character, top),
    }
    return args


def number(text: str | None, what: str, low: int, high: int) -> int:
    """Read a whole number within limits, or refuse naming what it was for."""
    return whole(text, low, high, "sp-refusal-range", not_a_number="sp-refusal-number", what=what)


def first(ctx: Ctx, words: list[str], what: str) -> str:
    """Return the first of a command's words left, or refuse naming what is missing (never quoting an empty „“)."""
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what=what, command=ctx.command.name)
    return words[0]


def named_first(ctx: Ctx) -> tuple[str, list[str]]:
    """Return the caster a command is for (``NAME:``, a leading roster name, or the actor's own) and the words left."""
    args = list(ctx.command.args)
    if ctx.option("as") is None and args:
        key = ctx.find_character(args[0])
        if key is not None:
            ctx.require_control(key)
            return key, args[1:]
    return ctx.subject(), args


def options(ctx: Ctx, t: SpellPointsTables, allowed: tuple[str, ...]) -> dict[str, str]:
    """Return the command's key=value options by canonical name; refuse one the command does not take."""
    found: dict[str, str] = {}
    for k, v in ctx.command.options.items():
        if k == "as":
            continue
        option = option_index(allowed).get(name_keys.key(k))
        if option is None:
            raise ParseError("sp-refusal-option", rule="syntax", option=k, options=", ".join(allowed) or "-")
        found[option] = v
    return found


def number_in(opts: dict[str, str], name: str, low: int, high: int, default: int) -> int:
    """Read a numeric option from canonical options, or its default."""
    return number(opts[name], name, low, high) if name in opts else default


def cantrip_left(t: SpellPointsTables, character: SpellPointsCharacter) -> int:
    """Return the level-0 spells a caster has left today."""
    return max(0, cantrip_allowance(t) - character.cantrips_used)
