"""Who acts, in which duel, and whether it is their move: the checks every Feniks command shares."""

from __future__ import annotations

from collections.abc import Mapping

from assistant.errors import NotFound, ParseError, PermissionDenied, RuleViolation
from assistant.rulesets.base import Context, duel_number, running_duel_of, running_duels, typed_args
from models import ArgValue, Roll
from models.feniks import FeniksCharacter, FeniksDuel, FeniksState

Ctx = Context[FeniksState]


def sheet(ctx: Ctx, key: str) -> FeniksCharacter:
    """Return a character's sheet."""
    return ctx.state.characters[key]


def controls(ctx: Ctx, key: str) -> bool:
    """Say whether the actor may act for a character: a GM, or its player."""
    return ctx.is_gm or ctx.state.characters[key].owner == ctx.actor.id


def running(ctx: Ctx) -> list[FeniksDuel]:
    """Return the duels still running."""
    return running_duels(ctx.state.duels)


def duel_of(ctx: Ctx, key: str) -> FeniksDuel | None:
    """Return the running duel a character takes part in, if any."""
    return running_duel_of(ctx.state.duels, key)


def in_duel(ctx: Ctx, key: str) -> FeniksDuel:
    """Return the running duel a character takes part in, or refuse."""
    duel = duel_of(ctx, key)
    if duel is None:
        raise RuleViolation("refusal-not-in-duel", rule="feniks.duel", name=ctx.name(key))
    return duel


def chosen_duel(ctx: Ctx) -> FeniksDuel:
    """Return the duel named by ``duel=``, the actor's only running duel, or the only running one."""
    wanted = ctx.option("duel")
    if wanted is not None:
        return _by_id(ctx, wanted)
    duels = running(ctx)
    mine = [d for d in duels if any(controls_as_player(ctx, k) for k in d.participants)]
    for pool in (mine, duels):
        if len(pool) == 1:
            return pool[0]
    raise ParseError(
        "refusal-which-duel" if duels else "refusal-no-running-duel",
        rule="feniks.duel",
        command=ctx.command.name,
        typed=typed_args(ctx),
    )


def _by_id(ctx: Ctx, duel_id: str) -> FeniksDuel:
    duel_id = duel_number(duel_id)
    duel = ctx.state.duels.get(duel_id) or ctx.archive.get(duel_id)
    if duel is None:
        raise NotFound("refusal-no-duel", rule="feniks.duel", duel=duel_id)
    if duel.ended:
        raise RuleViolation("feniks-refusal-duel-over", rule="feniks.duel", duel=duel_id)
    return duel


def controls_as_player(ctx: Ctx, key: str) -> bool:
    """Say whether the actor is the player bound to a character."""
    return ctx.state.characters[key].owner == ctx.actor.id


def require_party(ctx: Ctx, duel: FeniksDuel) -> None:
    """Refuse unless the actor is a GM or plays someone in the duel."""
    if not any(controls(ctx, k) for k in duel.participants):
        raise PermissionDenied("feniks-refusal-not-party", rule="roles.player", duel=duel.id)


def acting(ctx: Ctx) -> tuple[str, FeniksDuel]:
    """Return who acts and in which duel: ``NAME:``/``as=``, else whose move it is among those the actor plays."""
    if ctx.option("as"):
        key = ctx.subject()
        return key, in_duel(ctx, key)
    wanted = ctx.option("duel")
    duels = [_by_id(ctx, wanted)] if wanted else running(ctx)
    mine = [(k, d) for d in duels if (k := d.current()) is not None and controls(ctx, k)]
    if len(mine) == 1:
        return mine[0]
    if len(mine) > 1 and not any(controls_as_player(ctx, k) for k, _ in mine):
        raise ParseError("refusal-which-duel", rule="feniks.duel", command=ctx.command.name, typed=typed_args(ctx))
    if not duels:
        raise ParseError("refusal-no-running-duel", rule="feniks.duel")
    key = ctx.subject()
    return key, in_duel(ctx, key)


def require_move(ctx: Ctx, duel: FeniksDuel, key: str) -> None:
    """Refuse unless the order is set and it is this character's move."""
    current = duel.current()
    if current is None:
        raise RuleViolation("feniks-refusal-no-order", rule="feniks.order", duel=duel.id)
    if current != key:
        raise RuleViolation("feniks-refusal-turn", rule="feniks.turn", name=ctx.name(key), current=ctx.name(current))


def say(ctx: Ctx, key: str, args: Mapping[str, ArgValue], rolls: list[Roll] | None = None) -> None:
    """Emit an event whose arguments were gathered in a mapping."""
    ctx.emit(key, rolls, **args)
