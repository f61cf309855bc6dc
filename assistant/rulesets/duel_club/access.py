"""Who acts and in which duel: the subject of a command, its running duel, the turn and the wand checks."""

from __future__ import annotations

from assistant.errors import PermissionDenied, RuleViolation
from assistant.rulesets.base import Context, running_duel_of
from assistant.rulesets.common import find_duel
from assistant.state import grain
from models.duel_club import DuelClubDuel, DuelClubState

Ctx = Context[DuelClubState]


def named_duel(ctx: Ctx) -> DuelClubDuel:
    """Return the duel named by ``duel=``, the actor's own, or the only running one."""
    duel: DuelClubDuel = find_duel(ctx, ctx.option("duel"))
    return duel


def running_duel(ctx: Ctx, key: str) -> DuelClubDuel:
    """Return the running duel a duellist is in, or refuse."""
    duel = running_duel_of(ctx.state.duels, key)
    if duel is not None:
        return duel
    raise RuleViolation("refusal-not-in-duel", rule="duel_club.duel", name=ctx.name(key))


def acting(ctx: Ctx) -> tuple[str, DuelClubDuel]:
    """Return who acts (``NAME:``, the actor's character, or for a GM the duel's turn holder) and their duel."""
    if ctx.option("as") or _owns_one(ctx) or not ctx.is_gm:
        key = ctx.subject()
        return key, running_duel(ctx, key)
    duel = named_duel(ctx)
    return _turn_of(duel), duel


def _owns_one(ctx: Ctx) -> bool:
    return any(c.owner == ctx.actor.id for _, c in grain.peek(ctx.state.characters))


def _turn_of(duel: DuelClubDuel) -> str:
    if duel.turn is None:
        raise RuleViolation("duel_club-refusal-no-initiative", rule="duel_club.initiative", duel=duel.id)
    return duel.turn


def require_turn(ctx: Ctx, duel: DuelClubDuel, key: str) -> None:
    """Refuse unless it is this duellist's turn."""
    turn = _turn_of(duel)
    if turn != key:
        raise RuleViolation(
            "duel_club-refusal-not-your-turn", rule="duel_club.round", name=ctx.name(key), turn=ctx.name(turn)
        )


def require_wand(ctx: Ctx, duel: DuelClubDuel, key: str) -> None:
    """Refuse unless the duellist holds their wand: without it only /recover is possible."""
    if duel.fighters[key].wand != "hand":
        raise RuleViolation("duel_club-refusal-must-recover", rule="duel_club.wand", name=ctx.name(key))


def require_party(ctx: Ctx, duel: DuelClubDuel) -> None:
    """Refuse unless the actor is a GM or plays one of the duellists."""
    if not ctx.is_gm and all(ctx.state.characters[k].owner != ctx.actor.id for k in duel.participants):
        raise PermissionDenied("duel_club-refusal-not-party", rule="roles.player", duel=duel.id)
