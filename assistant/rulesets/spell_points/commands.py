"""Pool commands: /spend, /gain, /rest, /fatigue, /restore, /drain, /pearl, /day, /metamagic."""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.errors import NotFound, ParseError, PermissionDenied, RuleViolation
from assistant.language.words import EVERYONE, means
from assistant.reading import name_keys
from assistant.reading.numbers import is_number
from assistant.rulesets.base import refuse_a_minus
from assistant.rulesets.spell_points import pool, rest
from assistant.rulesets.spell_points.helpers import (
    Ctx,
    Takes,
    caster,
    first,
    named_first,
    number,
    options,
    pool_args,
    table,
)
from assistant.rulesets.spell_points.tables import Tables, cantrip_allowance, highest_level, maximum
from assistant.rulesets.spell_points.vocabulary import effect_words, hour_keys, look_up, mode_words, rest_words
from models.spell_points import SpellPointsCharacter, SpellPointsTables

#: The most points one /spend or /gain may move, and the most hours one /rest may add.
MAX_POINTS = 10_000
MAX_HOURS = 24
#: The most negative levels one /drain may give.
MAX_DRAIN = 20

_HOURS = re.compile(r"^(\d+)(\D*)$")

#: A rest step applied to one caster.
RestAction = Callable[[Ctx, SpellPointsTables, SpellPointsCharacter], None]


def _one(ctx: Ctx, allowed: tuple[str, ...] = (), takes: Takes = "number") -> tuple[SpellPointsCharacter, list[str]]:
    options(ctx, table(ctx), allowed)
    key, words = named_first(ctx, takes)
    if len(words) > 1 and "reason" in allowed and ctx.option("reason") is None:
        return caster(ctx, key), words[:1]  # the words after the number are its reason: /gain Мира 3 зелье
    if len(words) > 1:
        raise ParseError("sp-refusal-words", rule="syntax", words=" ".join(words[1:]))
    return caster(ctx, key), words


def spend(ctx: Ctx) -> None:
    """Spend points outside a catalogue cast: ``/spend [NAME] N [reason=…]``."""
    character, words = _one(ctx, ("reason",))
    n = number(first(ctx, words, "N"), "points", 1, MAX_POINTS)
    if n > character.points:
        raise RuleViolation(
            "sp-refusal-not-enough", rule="spell_points.cost", name=character.name, cost=n, points=character.points
        )
    pool.spend(character, n)
    ctx.emit("sp-spent", n=n, reason=_reason(ctx), **pool_args(table(ctx), character))


def _reason(ctx: Ctx) -> str:
    """Return the reason of a spend or a grant: reason=, else the words after its number."""
    typed = ctx.option("reason")
    if typed is not None:
        return typed
    words = list(ctx.command.args)
    at = next((i for i, w in enumerate(words) if is_number(w)), len(words))
    return " ".join(words[at + 1 :])


def gain(ctx: Ctx) -> None:
    """Give points back, never above the maximum (GM): ``/gain NAME N [reason=…]``."""
    character, words = _one(ctx, ("reason",))
    t = table(ctx)
    typed = first(ctx, words, "N")
    refuse_a_minus(ctx, typed, character.name)
    n = number(typed, "points", 1, MAX_POINTS)
    _require_room(t, character)
    gained = pool.gain(t, character, n)
    capped = "yes" if gained < n else "no"  # the maximum took the rest: said, not passed over
    ctx.emit("sp-gained", n=gained, asked=n, capped=capped, reason=_reason(ctx), **pool_args(t, character))


def _require_room(t: SpellPointsTables, character: SpellPointsCharacter) -> None:
    if character.points >= maximum(t, character):
        raise RuleViolation("sp-refusal-full", rule="spell_points.pool", name=character.name)


def rest_(ctx: Ctx) -> None:
    """Rest: ``/rest [NAME|all] 1h|2h|8h|HOURS|begin|end``."""
    t = table(ctx)
    options(ctx, t, ())
    words = list(ctx.command.args)
    if words and means(EVERYONE, words[0]):
        if not ctx.is_gm:
            raise PermissionDenied("sp-refusal-rest-all", rule="roles.gm")
        keys, words = list(ctx.state.characters), words[1:]
        if not keys:  # no one to rest: said, not silence
            raise NotFound("roster-empty", rule="roster")
    else:
        key, words = named_first(ctx)
        keys = [key]
    action = _rest_action(ctx, t, words)
    for key in keys:
        action(ctx, t, caster(ctx, key))


def _rest_action(ctx: Ctx, t: Tables, words: list[str]) -> RestAction:
    first(ctx, words, "hours")
    text = "".join(words)
    word = look_up(rest_words(), text)
    if word is not None:
        return REST_WORDS[word]
    match = _HOURS.match(name_keys.key(text).replace(" ", "")) if text[:1].isdigit() else None
    if not match or match.group(2) not in hour_keys():
        raise ParseError("sp-refusal-rest", rule="spell_points.rest", value=" ".join(words))
    hours = number(match.group(1), "hours", 1, MAX_HOURS)
    return lambda ctx, t, character: _rest_hours(ctx, t, character, hours)


def _rest_begin(ctx: Ctx, t: SpellPointsTables, character: SpellPointsCharacter) -> None:
    if character.rest_hours is not None:
        raise RuleViolation(
            "sp-refusal-resting", rule="spell_points.rest", name=character.name, hours=character.rest_hours
        )
    rest.begin(t, character)
    ctx.emit("sp-rest-begin", **pool_args(t, character))


def _rest_end(ctx: Ctx, t: SpellPointsTables, character: SpellPointsCharacter) -> None:
    if character.rest_hours is None:
        raise RuleViolation("sp-refusal-not-resting", rule="spell_points.rest", name=character.name)
    hours = character.rest_hours
    rest.break_off(character)
    ctx.emit("sp-rest-end", hours=hours, **pool_args(t, character))


def _rest_hours(ctx: Ctx, t: SpellPointsTables, character: SpellPointsCharacter, hours: int) -> None:
    before, was = character.points, pool.condition(t, character)
    total = (character.rest_hours or 0) + hours
    key = "sp-rest-full" if rest.rest(t, character, hours) else "sp-rest"
    gained = character.points - before
    if key == "sp-rest-full" and total == hours:  # a full rest of one go: no total to tell (0), only earlier hours
        total = 0
    ctx.emit(key, hours=hours, total=total, full=t.full_rest_hours, gained=gained, was=was, **pool_args(t, character))


REST_WORDS: dict[str, RestAction] = {"begin": _rest_begin, "end": _rest_end}


def fatigue(ctx: Ctx) -> None:
    """Apply a fatiguing or exhausting effect: ``/fatigue [NAME] fatigued|exhausted``."""
    character, words = _one(ctx, takes="word")
    t = table(ctx)
    effect = look_up(effect_words(), first(ctx, words, "effect"))
    if effect is None:
        raise ParseError("sp-refusal-effect", rule="spell_points.fatigue", value=" ".join(words))
    lost = pool.fatigue(t, character, effect)
    ctx.emit("sp-fatigue", effect=effect, lost=lost, **pool_args(t, character))


def restore(ctx: Ctx) -> None:
    """Remove fatigue as heal or restoration does: ``/restore [NAME]``."""
    character, words = _one(ctx, takes="nothing")
    if words:
        raise ParseError("sp-refusal-words", rule="syntax", words=" ".join(words))
    t = table(ctx)
    was = pool.condition(t, character)  # the condition the restore lifts: fatigue, exhaustion, or none
    ctx.emit("sp-restored", gained=pool.restore(t, character), was=was, **pool_args(t, character))


def drain(ctx: Ctx) -> None:
    """Give negative levels, each costing the highest castable spell level's points: ``/drain [NAME] [N]``."""
    character, words = _one(ctx)
    t = table(ctx)
    levels = number(words[0], "levels", 1, MAX_DRAIN) if words else 1
    if character.points == 0:
        raise RuleViolation("sp-refusal-empty", rule="spell_points.drain", name=character.name)
    lost = sum(pool.drain(t, character) for _ in range(levels))
    each = pool.drain_cost(t, character)
    ctx.emit(
        "sp-drained",
        levels=levels,
        lost=lost,
        each=each,
        short=lost < levels * each,
        level=highest_level(t, character),
        **pool_args(t, character),
    )


def pearl(ctx: Ctx) -> None:
    """Use a pearl of power on the sheet, once a day: regain the cost of its level: ``/pearl [NAME] LEVEL``."""
    character, words = _one(ctx)
    t = table(ctx)
    level = number(first(ctx, words, "LEVEL"), "level", 1, 9)
    _require_pearl(t, character, level)
    _require_room(t, character)
    ctx.emit("sp-pearl", level=level, gained=pool.pearl(t, character, level), **pool_args(t, character))


def _require_pearl(t: SpellPointsTables, character: SpellPointsCharacter, level: int) -> None:
    """Refuse a pearl the sheet lacks, one used today, or one of a level the caster cannot cast."""
    if level not in character.pearls:
        raise RuleViolation("sp-refusal-no-pearl", rule="spell_points.pearl", name=character.name, level=level)
    highest = highest_level(t, character)
    if level > highest:
        raise RuleViolation(
            "sp-refusal-spell-too-high", rule="spell_points.pearl", name=character.name, level=level, highest=highest
        )
    if character.pearls.count(level) <= character.pearls_used.count(level):
        raise RuleViolation(
            "sp-refusal-pearl-used",
            rule="spell_points.pearl",
            name=character.name,
            level=level,
            count=character.pearls.count(level),
        )


def day(ctx: Ctx) -> None:
    """Start a new day (GM): level-0 allowances, free metamagic uses and pearls of power come back."""
    t = table(ctx)
    options(ctx, t, ())
    for character in ctx.state.characters.values():
        character.cantrips_used, character.free_used, character.pearls_used = 0, {}, []
    ctx.emit("sp-day", allowance=cantrip_allowance(t), free=t.free_metamagic_per_day, mode=ctx.state.metamagic)


def metamagic(ctx: Ctx) -> None:
    """Show or set how metamagic is paid (GM): ``/metamagic points|free|both``."""
    t = table(ctx)
    options(ctx, t, ())
    if ctx.command.args:
        ctx.require_gm()
        mode = look_up(mode_words(), " ".join(ctx.command.args))
        if mode is None:
            raise ParseError("sp-refusal-mode", rule="spell_points.metamagic", value=" ".join(ctx.command.args))
        ctx.state.metamagic = mode
    ctx.emit("sp-mode", mode=ctx.state.metamagic, free=t.free_metamagic_per_day)
