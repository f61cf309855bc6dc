"""/odds: a spell's exact damage distribution, and how many casts a pool pays for (deterministic)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from assistant.errors import ParseError, Refusal
from assistant.odds import mean, percent
from assistant.rulesets.spell_points.casting import Cast, Request, pay, plan, plan_unpaid
from assistant.rulesets.spell_points.damage import damage_roll, distribution
from assistant.rulesets.spell_points.helpers import Ctx, caster, number_in, options, pool_args, table
from assistant.rulesets.spell_points.spells import read_spell
from assistant.rulesets.spell_points.tables import find_word
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
    cast = plan_unpaid(t, asked.character, ctx.state.metamagic, asked.req, asked.spell)
    if asked.spell is not None and asked.spell.damage is not None:
        _damage(ctx, asked.spell.damage, cast, number_in(opts, "ge", 0, MAX_THRESHOLD, -1))
    if "casts" in opts and not asked.real:
        raise ParseError("sp-refusal-odds-who", rule="spell_points.odds")
    if asked.real:
        _casts(ctx, t, asked, number_in(opts, "casts", 1, MAX_CASTS, 0))
    else:
        _cost(ctx, asked, cast)


def _cost(ctx: Ctx, asked: Asked, cast: Cast) -> None:
    ctx.emit(
        "sp-odds-cost",
        name=asked.character.name,
        spell=cast.spell or "",
        named=cast.spell is not None,
        level=cast.level,
        effective=cast.effective,
        raised=cast.effective != cast.level,
        cost=cast.cost,
    )


def _asked(ctx: Ctx, t: SpellPointsTables, opts: dict[str, str]) -> Asked:
    req, rest = read_spell(t, list(ctx.command.args), opts)
    if rest:
        raise ParseError("sp-refusal-words", rule="syntax", words=" ".join(rest))
    spell = t.spells.get(req.spell) if req.spell else None
    mine = [k for k, c in ctx.state.characters.items() if c.owner == ctx.actor.id]
    if ctx.option("as") is not None or ("cl" not in opts and "progression" not in opts and len(mine) == 1):
        return Asked(caster(ctx, ctx.subject()), True, spell, req)
    return Asked(_hypothetical(t, opts, req.level), False, spell, req)


def _hypothetical(t: SpellPointsTables, opts: dict[str, str], level: int) -> SpellPointsCharacter:
    progression = find_word(t.words.classes, opts.get("progression", "wizard"))
    if progression not in t.progressions:
        raise ParseError("sp-refusal-class", rule="sheet", value=opts["progression"], classes=", ".join(t.progressions))
    cl = number_in(opts, "cl", 1, 20, t.progressions[progression].min_caster_level[level])
    return SpellPointsCharacter(name=f"CL {cl}", level=cl, progression=progression, feats=list(t.metamagic))


def _damage(ctx: Ctx, damage: SpellDamage, cast: Cast, threshold: int) -> None:
    spec = damage_roll(damage, cast.damage_level, cast.effects)
    dist = distribution(spec)
    ctx.emit(
        "sp-odds-damage",
        spell=cast.spell or "",
        kind=spec.kind,
        expr=spec.expr,
        cl=cast.damage_level,
        empowered=spec.empower,
        maximized=spec.maximize,
        mean=round(float(mean(dist)), 2),
        low=min(dist.p),
        high=max(dist.p),
    )
    if threshold >= 0:
        ctx.emit("sp-odds-at-least", value=threshold, percent=share_percent(dist.chance(lambda v: v >= threshold)))


def share_percent(q: Fraction) -> float:
    """Return a probability in percent: one decimal, or two significant digits below 1 % (never a false 0)."""
    return percent(q) if q >= Fraction(1, 100) or q == 0 else float(f"{float(q) * 100:.2g}")


def _casts(ctx: Ctx, t: SpellPointsTables, asked: Asked, wanted: int) -> None:
    mode: MetamagicMode = ctx.state.metamagic
    every = _cast_run(t, asked.character.model_copy(deep=True), mode, asked, MAX_CASTS)
    first = every[0] if every else plan_unpaid(t, asked.character, mode, asked.req, asked.spell).cost
    ctx.emit(
        "sp-odds-casts",
        spell=asked.req.spell or "",
        named=asked.req.spell is not None,
        level=asked.req.level,
        cost=first,
        casts=len(every),
        **pool_args(t, asked.character),
    )
    if wanted:
        after = asked.character.model_copy(deep=True)
        lasted = len(_cast_run(t, after, mode, asked, wanted))
        ctx.emit("sp-odds-lasts", n=wanted, lasts=lasted >= wanted, casts=lasted, **pool_args(t, after))


def _cast_run(
    t: SpellPointsTables, sim: SpellPointsCharacter, mode: MetamagicMode, asked: Asked, limit: int
) -> list[int]:
    """Cast again and again on a copy until the pool or the allowance gives out; return each cast's cost."""
    costs: list[int] = []
    while len(costs) < limit:
        try:
            cast = plan(t, sim, mode, asked.req, asked.spell)
        except Refusal:
            return costs
        pay(sim, cast)
        costs.append(cast.cost)
    return costs
