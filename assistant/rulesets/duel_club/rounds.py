"""The round machine: who acts, what a cast or a recovery does, how a round is resolved.

A round: the first duellist acts, the other answers, then the round is resolved; in the next round the
one who acted second acts first. Decision (duel_club.resolution): a successful Protego blocks the
opponent's spell of the same round whichever order; a successful, unblocked Expelliarmus cast first
voids the opponent's answer (an answer other than Protego is then not rolled); everything else resolves
in casting order, and the round stops as soon as someone has lost. Conditions (petrified, Levicorpus,
a dropped wand) take effect at the resolution. Petrificus Totalus takes the victim's next round (RULES.md
"au prochain tour"): their action in it is lost whole (no spell, no recovery, no grab) and the assistant
passes it; an answer in the current round still resolves. Levicorpus applies to the victim's next spell
roll: their answer in the same round when Levicorpus was cast first (judged at the resolution: failed, the
wand drops), else their next roll in a later round (judged as it is made).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from assistant.rulesets.base import Context
from assistant.rulesets.duel_club.tables import table, threshold
from models.duel_club import Action, DuelClubDuel, DuelClubState, Effect, Fate

Ctx = Context[DuelClubState]


def opponent(duel: DuelClubDuel, key: str) -> str:
    """Return the other duellist of a 1v1 duel."""
    first, second = duel.participants
    return second if first == key else first


def start_round(ctx: Ctx, duel: DuelClubDuel, first: str) -> None:
    """Open the next round with ``first`` to act."""
    duel.round += 1
    duel.first = duel.turn = first
    duel.actions = []
    ctx.emit("duel_club-round", duel=duel.id, round=duel.round)
    _begin_turn(ctx, duel)


def _begin_turn(ctx: Ctx, duel: DuelClubDuel) -> None:
    key = str(duel.turn)
    fighter = duel.fighters[key]
    if fighter.petrified:
        fighter.petrified = False
        ctx.emit("duel_club-petrified-skip", name=ctx.name(key))
        record(ctx, duel, Action(actor=key, kind="pass"))
        return
    ctx.emit(
        "duel_club-turn",
        name=ctx.name(key),
        answer=any(a.kind != "pass" for a in duel.actions),  # a lost action leaves nothing to answer (review fr F13)
        must_recover=fighter.wand == "dropped",
        can_grab=can_grab(ctx.state, duel, key),
    )


def can_grab(state: DuelClubState, duel: DuelClubDuel, key: str) -> bool:
    """Say whether a duellist may pick up the opponent's wand: theirs in hand, the other's downed by Expelliarmus."""
    other = duel.fighters[opponent(duel, key)]
    disarm = table(state).effect_of.get(str(other.lost_to)) == "disarm"
    return duel.fighters[key].wand == "hand" and other.wand == "dropped" and disarm


def record(ctx: Ctx, duel: DuelClubDuel, action: Action) -> None:
    """Add an action to the round; pass the turn, or resolve the round once both have acted."""
    duel.actions.append(action)
    if len(duel.actions) == len(duel.participants):
        resolve(ctx, duel)
        return
    duel.turn = opponent(duel, action.actor)
    _begin_turn(ctx, duel)


def cast(ctx: Ctx, duel: DuelClubDuel, key: str, spell: str) -> None:
    """Cast an authorized spell: roll it (unless the answer is voided), then record it."""
    rules = table(ctx.state)
    if voids_answer(duel.actions, spell, rules.effect_of):  # told at the resolution, under its heading
        record(ctx, duel, Action(actor=key, kind="cast", spell=spell, voided=True))
        return
    skill = ctx.state.characters[key].sortileges
    limit = threshold(rules, spell, skill)
    roll = ctx.dice.d(rules.die, "spell")
    success = roll.total <= limit
    ctx.emit(
        "duel_club-cast",
        [roll],
        name=ctx.name(key),
        spell=spell,
        skill=skill,
        roll=roll.total,
        threshold=limit,
        success=success,
        impossible=limit < 1,  # even a 1 on the die fails
    )
    _levicorpus_check(ctx, duel, key, success)
    record(ctx, duel, Action(actor=key, kind="cast", spell=spell, roll=roll.total, threshold=limit, success=success))


def _levicorpus_check(ctx: Ctx, duel: DuelClubDuel, key: str, success: bool) -> None:
    fighter = duel.fighters[key]
    if fighter.levicorpus:
        fighter.levicorpus = False
        hexed_roll(ctx, duel, key, success)


def hexed_roll(ctx: Ctx, duel: DuelClubDuel, key: str, success: bool) -> None:
    """Judge a spell roll made hanging by Levicorpus: failed, the wand drops; met, it stays in hand."""
    if success:
        ctx.emit("duel_club-levicorpus-held", name=ctx.name(key))
        return
    duel.fighters[key].wand, duel.fighters[key].lost_to = "dropped", "levicorpus"
    ctx.emit("duel_club-levicorpus-drop", name=ctx.name(key))


def voids_answer(actions: list[Action], spell: str, effect_of: Mapping[str, Effect]) -> bool:
    """Say whether an answer is voided: the round opened with a successful Expelliarmus and it is no shield."""
    if len(actions) != 1 or effect_of[spell] == "shield":
        return False
    first = actions[0]
    return first.kind == "cast" and first.success and effect_of.get(str(first.spell)) == "disarm"


def shields(action: Action, effect_of: Mapping[str, Effect]) -> bool:
    """Say whether an action is a successful shield."""
    return action.kind == "cast" and action.success and not action.voided and effect_of[str(action.spell)] == "shield"


def fate(action: Action, other: Action, effect_of: Mapping[str, Effect]) -> Fate:
    """Return what becomes of an action at the resolution, given the opponent's action of the round."""
    if action.kind != "cast":
        return "none"
    if action.voided:
        return "voided"
    if not action.success:
        return "fails"
    if effect_of[str(action.spell)] != "shield" and shields(other, effect_of):
        return "blocked"
    return "lands"


def resolve(ctx: Ctx, duel: DuelClubDuel) -> None:
    """Resolve the round in casting order; open the next one with the second actor first."""
    effect_of = table(ctx.state).effect_of
    first, second = duel.actions
    ctx.emit("duel_club-resolve", duel=duel.id, round=duel.round)
    told = len(ctx.events)
    if second.voided:  # first what the answer could not do, then what the Expelliarmus did (review fr F4)
        ctx.emit(
            "duel_club-cast-voided",
            name=ctx.name(second.actor),
            spell=second.spell,
            by=ctx.name(first.actor),
            disarm_spell=first.spell,
        )
    for action, other in ((first, second), (second, first)):
        if not duel.ended:
            _FATES[fate(action, other, effect_of)](ctx, duel, action, other)
    if len(ctx.events) == told:
        ctx.emit("duel_club-no-effect")
    if not duel.ended:
        start_round(ctx, duel, second.actor)


def _lands(ctx: Ctx, duel: DuelClubDuel, action: Action, other: Action) -> None:
    rule = table(ctx.state).spells[str(action.spell)]
    _EFFECTS[rule.effect](ctx, duel, action)


def _blocked(ctx: Ctx, duel: DuelClubDuel, action: Action, other: Action) -> None:
    ctx.emit(
        "duel_club-blocked",
        name=ctx.name(action.actor),
        spell=action.spell,
        by=ctx.name(other.actor),
        shield_spell=other.spell,
    )


def _nothing(ctx: Ctx, duel: DuelClubDuel, action: Action, other: Action) -> None:
    """Leave the duel as it is: a failed, voided or non-spell action."""


_FATES: dict[Fate, Callable[[Ctx, DuelClubDuel, Action, Action], None]] = {
    "lands": _lands,
    "blocked": _blocked,
    "fails": _nothing,
    "voided": _nothing,
    "none": _nothing,
}


def _damage(ctx: Ctx, duel: DuelClubDuel, action: Action) -> None:
    rules = table(ctx.state)
    victim = ctx.state.characters[opponent(duel, action.actor)]
    amount = min(rules.spells[str(action.spell)].damage, victim.pv)  # what it takes: no more than the PV left
    victim.pv -= amount
    ctx.emit(
        "duel_club-hit",
        name=victim.name,
        spell=action.spell,
        by=ctx.name(action.actor),
        amount=amount,
        pv=victim.pv,
        max=rules.pv,
    )
    if victim.pv == 0:
        finish(ctx, duel, action.actor, "pv")


def _disarm(ctx: Ctx, duel: DuelClubDuel, action: Action) -> None:
    """Drop the victim's wand; say whether the caster may grab it before the victim recovers it (RULES.md: whoever
    acts first decides the race, so only an Expelliarmus cast second, by a caster not petrified, leaves the chance)."""
    target = opponent(duel, action.actor)
    duel.fighters[target].wand, duel.fighters[target].lost_to = "dropped", action.spell
    opens_next = action.actor == duel.actions[-1].actor and not duel.fighters[action.actor].petrified
    ctx.emit("duel_club-disarmed", name=ctx.name(target), by=ctx.name(action.actor), grab=opens_next)


def _petrify(ctx: Ctx, duel: DuelClubDuel, action: Action) -> None:
    target = opponent(duel, action.actor)
    duel.fighters[target].petrified = True
    ctx.emit("duel_club-petrified", name=ctx.name(target))


def _levitate(ctx: Ctx, duel: DuelClubDuel, action: Action) -> None:
    """Hang the victim: cast first, it judges their answer's roll of this round; else their next spell roll."""
    target = opponent(duel, action.actor)
    answer = duel.actions[-1] if action.actor == duel.first else None
    if answer is not None and answer.roll is not None:
        hexed_roll(ctx, duel, target, answer.success)
        return
    duel.fighters[target].levicorpus = True
    ctx.emit("duel_club-levitated", name=ctx.name(target))


def _shield(ctx: Ctx, duel: DuelClubDuel, action: Action) -> None:
    """Do nothing more: a shield's work is the block it puts on the opponent's spell."""


_EFFECTS: dict[Effect, Callable[[Ctx, DuelClubDuel, Action], None]] = {
    "damage": _damage,
    "disarm": _disarm,
    "petrify": _petrify,
    "levitate": _levitate,
    "shield": _shield,
}


def finish(ctx: Ctx, duel: DuelClubDuel, winner: str, reason: str) -> None:
    """End the duel with a winner."""
    duel.ended = True
    duel.winner, duel.winner_side, duel.turn = winner, duel.side_of(winner), None
    ctx.emit(
        "duel_club-won", duel=duel.id, name=ctx.name(winner), loser=ctx.name(opponent(duel, winner)), reason=reason
    )
