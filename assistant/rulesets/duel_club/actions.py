"""The duellists' actions: /cast, /recover, /grab."""

from __future__ import annotations

from assistant.errors import RuleViolation
from assistant.rulesets.base import Context
from assistant.rulesets.duel_club import rounds
from assistant.rulesets.duel_club.access import acting, require_turn, require_wand, running_duel
from assistant.rulesets.duel_club.spells import choose
from assistant.rulesets.duel_club.tables import table
from models.duel_club import Action, DuelClubDuel, DuelClubState

Ctx = Context[DuelClubState]


def cast(ctx: Ctx) -> None:
    """Cast a spell at the opponent: ``/cast [NAME:] SPELL``; a spell off the list disqualifies."""
    ctx.arg(0, "spell")
    key, duel = acting(ctx)
    require_turn(ctx, duel, key)
    require_wand(ctx, duel, key)
    choice = choose(ctx, ctx.command.args, table(ctx.state), rounds.opponent(duel, key))
    if choice.spell is None:
        _disqualify(ctx, duel, key, str(choice.forbidden))
        return
    rounds.cast(ctx, duel, key, choice.spell)


def _named_or_acting(ctx: Ctx, wand_owner: bool) -> tuple[str, DuelClubDuel]:
    """Return who acts: the duellist a bare name names, else as ``acting`` decides.

    Where the name may name the wand's owner (``/grab Drago``), the name of the acting one's opponent leaves the
    acting one as it is."""
    if not ctx.command.args or ctx.option("as"):
        return acting(ctx)
    key = ctx.character_key(" ".join(ctx.command.args))
    duel = running_duel(ctx, key)
    if wand_owner and duel.turn is not None and key == rounds.opponent(duel, duel.turn):
        return acting(ctx)
    ctx.require_control(key)
    return key, duel


def _disqualify(ctx: Ctx, duel: DuelClubDuel, key: str, text: str) -> None:
    duel.disqualified = key
    duel.actions.append(Action(actor=key, kind="cast"))
    ctx.emit("duel_club-forbidden", name=ctx.name(key), spell_text=text)
    rounds.finish(ctx, duel, rounds.opponent(duel, key), "disqualified")


def recover(ctx: Ctx) -> None:
    """Pick one's own wand up again: no roll, the only action possible without a wand (``/recover [NAME]``)."""
    key, duel = _named_or_acting(ctx, wand_owner=False)
    require_turn(ctx, duel, key)
    fighter = duel.fighters[key]
    if fighter.wand == "hand":
        raise RuleViolation("duel_club-refusal-wand-in-hand", rule="duel_club.wand", name=ctx.name(key))
    fighter.wand, fighter.lost_to = "hand", None
    ctx.emit("duel_club-recovered", name=ctx.name(key))
    rounds.record(ctx, duel, Action(actor=key, kind="recover"))


def grab(ctx: Ctx) -> None:
    """Pick up the opponent's wand after one's own successful Expelliarmus: win at once (``/grab [NAME]``)."""
    key, duel = _named_or_acting(ctx, wand_owner=True)
    require_turn(ctx, duel, key)
    require_wand(ctx, duel, key)
    if not rounds.can_grab(ctx.state, duel, key):
        raise RuleViolation(
            "duel_club-refusal-no-grab",
            rule="duel_club.grab",
            name=ctx.name(key),
            opponent=ctx.name(rounds.opponent(duel, key)),
        )
    duel.actions.append(Action(actor=key, kind="grab"))
    ctx.emit("duel_club-grabbed", name=ctx.name(key), opponent=ctx.name(rounds.opponent(duel, key)))
    rounds.finish(ctx, duel, key, "grab")
