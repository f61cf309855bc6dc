"""What every spell-point command shares: the game's tables, the caster acted on, numbers from the words typed."""

from __future__ import annotations

from typing import Literal, TypedDict

from assistant.errors import ParseError
from assistant.reading import name_keys
from assistant.reading.numbers import is_number, whole
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


#: What a command takes after the caster's name: a number (/spend N), a word (/fatigue unavený, /rest 8h) or nothing.
Takes = Literal["number", "word", "nothing"]


def named_first(ctx: Ctx, takes: Takes = "word") -> tuple[str, list[str]]:
    """Return the caster a command is for (``NAME:``, a leading roster name, or the actor's own) and the words left;
    a leading word that can only be a name and names no one is refused as an unknown character."""
    args = list(ctx.command.args)
    return ctx.leading_character(args, _only_a_name(args, takes))


def _only_a_name(args: list[str], takes: Takes) -> bool:
    """Say whether a command's first word can be nothing but a name: no number, and either more words follow it or the
    command takes a number (or nothing) after the name."""
    if not args or args[0][:1].isdigit() or is_number(args[0]):
        return False
    return len(args) > 1 or takes != "word"


def options(ctx: Ctx, t: SpellPointsTables, allowed: tuple[str, ...]) -> dict[str, str]:
    """Return the command's key=value options by canonical name, over the game's defaults for the command
    (``/defaults cast extra=2``); refuse one typed that the command does not take."""
    preset = ctx.state.defaults.get(ctx.command.name, {}).items()
    found = {o: v for k, v in preset if (o := option_index(allowed).get(name_keys.key(k))) is not None}
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
