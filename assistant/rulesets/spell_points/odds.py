"""/odds: a spell's exact damage distribution, and how many casts a pool pays for (deterministic)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TypedDict

from assistant.errors import ParseError, Refusal
from assistant.rulesets.probability import mean, percent, sum_counts
from assistant.rulesets.spell_points.casting import Cast, Request, pay, plan, plan_unpaid
from assistant.rulesets.spell_points.damage import DamageRoll, distribution
from assistant.rulesets.spell_points.helpers import Ctx, PoolArgs, caster, number_in, options, pool_args, table
from assistant.rulesets.spell_points.spells import dice_of, read_spell
from assistant.rulesets.spell_points.tables import Tables
from assistant.rulesets.spell_points.vocabulary import class_words, look_up
from assistant.state import grain
from assistant.state.bounded import Memo
from models import ArgValue
from models.spell_points import MetamagicMode, Spell, SpellDamage, SpellPointsCharacter, SpellPointsTables

#: The options /odds takes.
ODDS_OPTIONS = ("extra", "meta", "level", "cl", "progression", "casts", "ge")
#: The most casts /odds counts through.
MAX_CASTS = 10_000
#: Damage at or above which /odds gives the chance (a sanity limit on input).
MAX_THRESHOLD = 100_000


@dataclass(frozen=True)
class Asked:
    """What /odds was asked about: the caster, whether they are on the roster, the spell, the request."""

    character: SpellPointsCharacter
    real: bool
    spell: Spell | None
    req: Request


def odds(ctx: Ctx) -> None:
    """Exact odds: ``/odds [NAME:] SPELL [extra=N] [meta=...] [cl=N class=...] [casts=N] [ge=X]``."""
    t = table(ctx)
    opts = options(ctx, t, ODDS_OPTIONS)
    asked = _asked(ctx, t, opts)
    key = _key(ctx, asked)
    cast = _unpaid(ctx, t, asked, key)
    if asked.spell is not None and asked.spell.damage is not None:
        _damage(ctx, t, asked.spell.damage, asked, cast, number_in(opts, "ge", 0, MAX_THRESHOLD, -1))
    if "casts" in opts and not asked.real:
        raise ParseError("sp-refusal-odds-who", rule="spell_points.odds")
    if asked.real:
        _casts(ctx, t, asked, key, number_in(opts, "casts", 1, MAX_CASTS, 0))
    else:
        _cost(ctx, asked, cast)


#: What a cast's outcome depends on: the GM's overrides, the caster's whole sheet, the metamagic mode, the request.
Key = tuple[str, str, str, Request]


def _key(ctx: Ctx, asked: Asked) -> Key:
    """Return the inputs of the cast and of the run of casts, as a key (JSON keeps 1, 1.0 and true apart)."""
    overrides = json.dumps(ctx.state.overrides) if ctx.state.overrides else ""
    return overrides, asked.character.model_dump_json(), ctx.state.metamagic, asked.req


#: Memoized casts (unpaid), by their inputs.
_UNPAID: Memo[Key, Cast] = Memo()


#: Refusals of a cast that name its caster, by the key that names a hypothetical caster by its level instead.
_BY_LEVEL = {
    "sp-refusal-spell-too-high": "sp-refusal-cl-too-low",
    "sp-refusal-meta-too-high": "sp-refusal-cl-meta",
    "sp-refusal-extra-max": "sp-refusal-cl-extra-max",
}


def _unpaid(ctx: Ctx, t: SpellPointsTables, asked: Asked, key: Key) -> Cast:
    """Return the cast checked against the caster's level and feats (not the pool), memoized on its inputs."""
    try:
        return _UNPAID.get(key, lambda: plan_unpaid(t, asked.character, ctx.state.metamagic, asked.req, asked.spell))
    except Refusal as refusal:
        if asked.real or refusal.key not in _BY_LEVEL:
            raise
        fields = {**refusal.fields, "cl": asked.character.level}
        raise type(refusal)(_BY_LEVEL[refusal.key], rule=refusal.rule, **fields) from None


def _cost(ctx: Ctx, asked: Asked, cast: Cast) -> None:
    ctx.emit(
        "sp-odds-cost",
        name=asked.character.name,
        cl=asked.character.level,
        spell=cast.spell or "",
        named=cast.spell is not None,
        level=cast.level,
        effective=cast.effective,
        raised=cast.effective != cast.level,
        cost=cast.cost,
    )


def _asked(ctx: Ctx, t: SpellPointsTables, opts: dict[str, str]) -> Asked:
    req, rest = read_spell(t, ctx.command, opts)
    if rest:
        raise ParseError("sp-refusal-words", rule="syntax", words=" ".join(rest))
    spell = t.spells.get(req.spell) if req.spell else None
    mine = [k for k, c in grain.peek(ctx.state.characters) if c.owner == ctx.actor.id]
    named = ctx.option("as")
    if named is not None:  # a question, not an act: any player may ask the odds of another visible character
        key = ctx.character_key(named)
        if ctx.state.characters[key].hidden:  # a hidden one's numbers are its player's and the GM's
            ctx.require_control(key)
        return Asked(caster(ctx, key), True, spell, req)
    if "cl" not in opts and "progression" not in opts and len(mine) == 1:
        return Asked(caster(ctx, ctx.subject()), True, spell, req)
    return Asked(_hypothetical(t, opts, req.level), False, spell, req)


def _hypothetical(t: SpellPointsTables, opts: dict[str, str], level: int) -> SpellPointsCharacter:
    progression = look_up(class_words(), opts.get("progression", "wizard"))
    if progression not in t.progressions:
        raise ParseError("sp-refusal-class", rule="sheet", value=opts["progression"], classes=", ".join(t.progressions))
    cl = number_in(opts, "cl", 1, 20, t.progressions[progression].min_caster_level[level])
    return SpellPointsCharacter(name=f"CL {cl}", level=cl, progression=progression, feats=list(t.metamagic))


def _damage(ctx: Ctx, t: Tables, damage: SpellDamage, asked: Asked, cast: Cast, threshold: int) -> None:
    """Emit a cast's damage; a roster caster's is named, so a hidden caster's level and figures are masked."""
    spec, _ = dice_of(t, damage, cast)
    head, figures, at_least = _damage_args(spec, threshold)
    caster: dict[str, ArgValue] = {"name": asked.character.name} if asked.real else {}
    ctx.emit("sp-odds-damage", None, spell=cast.spell or "", **head, cl=cast.damage_level, **figures, **caster)
    if at_least is not None:
        ctx.emit("sp-odds-at-least", None, value=threshold, percent=at_least, **caster)


class DamageHead(TypedDict):
    """What the damage line says of the roll itself."""

    kind: str
    expr: str


class DamageFigures(TypedDict):
    """The damage line's figures."""

    empowered: bool
    maximized: bool
    mean: float
    low: int
    high: int


@lru_cache(maxsize=1024)
def _damage_args(spec: DamageRoll, threshold: int) -> tuple[DamageHead, DamageFigures, float | None]:
    """Return the damage line's arguments and the percent at or above a threshold (None: below 0, not asked).

    Memoized on the roll; the dicts are only ever copied into events.
    """
    dist = distribution(spec)
    figures = DamageFigures(
        empowered=spec.empower,
        maximized=spec.maximize,
        mean=round(float(mean(dist)), 2),
        low=min(dist.counts),
        high=max(dist.counts),
    )
    at_least = share_percent(dist.chance(lambda v: v >= threshold)) if threshold >= 0 else None
    return DamageHead(kind=spec.kind, expr=spec.expr), figures, at_least


def share_percent(q: Fraction) -> float:
    """Return a probability in percent: one decimal, or two significant digits below 1 % (never a false 0)."""
    return percent(q) if q >= Fraction(1, 100) or q == 0 else float(f"{float(q) * 100:.2g}")


def _casts(ctx: Ctx, t: SpellPointsTables, asked: Asked, key: Key, wanted: int) -> None:
    mode: MetamagicMode = ctx.state.metamagic
    run = _RUNS.get((key, wanted), lambda: _cast_run(t, asked.character.model_copy(deep=True), mode, asked, wanted))
    ctx.emit(
        "sp-odds-casts",
        spell=asked.req.spell or "",
        named=asked.req.spell is not None,
        level=asked.req.level,
        cost=run.costs[0] if run.costs else _unpaid(ctx, t, asked, key).cost,
        casts=len(run.costs),
        **run.before,
    )
    if wanted:
        lasted = min(len(run.costs), wanted)
        ctx.emit("sp-odds-lasts", n=wanted, lasts=lasted >= wanted, casts=lasted, **run.after)


@dataclass(frozen=True)
class Run:
    """Casts until the pool or the allowance gives out: each cast's cost, the pool before and after ``wanted``."""

    costs: tuple[int, ...]
    before: PoolArgs
    after: PoolArgs


#: Memoized runs of casts, by the cast's inputs and the casts asked about.
_RUNS: Memo[tuple[Key, int], Run] = Memo()


def _cast_run(t: SpellPointsTables, sim: SpellPointsCharacter, mode: MetamagicMode, asked: Asked, wanted: int) -> Run:
    """Cast again and again on a copy until the pool or the allowance gives out (at most MAX_CASTS)."""
    costs: list[int] = []
    before = after = pool_args(t, sim)
    while len(costs) < MAX_CASTS:
        try:
            cast = plan(t, sim, mode, asked.req, asked.spell)
        except Refusal:
            break
        pay(sim, cast)
        costs.append(cast.cost)
        if len(costs) <= wanted:
            after = pool_args(t, sim)
    return Run(tuple(costs), before, after)


def cache_clear() -> None:
    """Forget every memoized cast, run, distribution and figure (for first-call measurements and tests)."""
    _UNPAID.cache_clear()
    _RUNS.cache_clear()
    _damage_args.cache_clear()
    distribution.cache_clear()
    sum_counts.cache_clear()
