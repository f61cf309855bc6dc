"""/pool: a caster's pool and condition at a glance; for a GM, the whole roster."""

from __future__ import annotations

from assistant.errors import ParseError
from assistant.rulesets.spell_points.helpers import Ctx, cantrip_left, caster, options, pool_args, table
from assistant.rulesets.spell_points.tables import cantrip_allowance
from assistant.state import grain
from models.spell_points import SpellPointsCharacter, SpellPointsTables


def show(ctx: Ctx) -> None:
    """Show pools: ``/pool [NAME]``; a GM without a name sees every caster, a player their own."""
    t = table(ctx)
    options(ctx, t, ())
    keys = _which(ctx)
    if not keys:
        ctx.emit("sp-pool-empty")
    for key in keys:
        _line(ctx, t, caster(ctx, key))


def _which(ctx: Ctx) -> list[str]:
    if ctx.option("as") is not None:
        return [ctx.subject()]
    if ctx.command.args:
        return [ctx.character_key(" ".join(ctx.command.args))]
    if ctx.is_gm:
        return list(ctx.state.characters)
    mine = [k for k, c in grain.peek(ctx.state.characters) if c.owner == ctx.actor.id]
    if not mine:
        raise ParseError("refusal-who", rule="roles.player", command=ctx.command.name, ruleset=ctx.state.ruleset)
    return mine


def _line(ctx: Ctx, t: SpellPointsTables, character: SpellPointsCharacter) -> None:
    ctx.emit(
        "sp-pool",
        left=cantrip_left(t, character),
        allowance=cantrip_allowance(t),
        resting=character.rest_hours is not None,
        hours=character.rest_hours or 0,
        **pool_args(t, character),
    )
    if ctx.state.metamagic == "points":
        return
    for feat in character.feats:
        used = character.free_used.get(feat, 0)
        ctx.emit("sp-pool-free", name=character.name, feat=feat, left=t.free_metamagic_per_day - used)
