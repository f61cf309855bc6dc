"""Feniks duels: who fights whom, the turn order (story, surprise, initiative), moves, knock-outs, the end."""

from __future__ import annotations

from itertools import groupby

from assistant.errors import ParseError, PermissionDenied, RuleViolation
from assistant.language import words
from assistant.language.words import option_id
from assistant.reading import name_keys
from assistant.rulesets.base import new_duel_id
from assistant.rulesets.feniks.access import Ctx, chosen_duel, controls, duel_of, require_party, running, say, sheet
from assistant.rulesets.feniks.rolls import ABSENT
from assistant.rulesets.feniks.tables import FeniksTables, tables
from assistant.rulesets.feniks.vocabulary import KIND_WORDS, flag, word
from models.feniks import DuelKind, FeniksDuel

#: The options /duel takes (``as=`` and ``at=`` are every command's).
DUEL_OPTIONS = ("type", "surprise", "restore")


def duel(ctx: Ctx) -> None:
    """Start a duel: ``/duel A B vs C D [type=club|spontaneous] [surprise=A,C] [restore=no]``."""
    typed = [k for k in ctx.command.options if option_id(k, (*DUEL_OPTIONS, "as", "at")) is None]
    if typed:  # внезапно= for врасплох= would open the duel without the surprise the player meant
        options = ", ".join(DUEL_OPTIONS)
        raise ParseError("refusal-unknown-option", rule="syntax", option=typed[0], command="duel", options=options)
    sides = _sides(ctx)
    keys = [k for side in sides for k in side]
    _check_fighters(ctx, keys)
    kind = _kind(ctx)
    surprise = _surprise(ctx, sides)
    fight = FeniksDuel(
        id=new_duel_id(ctx.state),
        participants=keys,
        sides=[n for n, side in enumerate(sides, 1) for _ in side],
        kind=kind,
        restore=flag(ctx.option("restore", "yes") or "yes"),
        surprise=surprise,
        hp_before={k: sheet(ctx, k).hp for k in keys},
    )
    ctx.state.duels[fight.id] = fight
    ctx.emit("feniks-duel-started", duel=fight.id, kind=kind, count=len(keys))
    for n, side in enumerate(sides, 1):
        ctx.emit("feniks-duel-side", side=n, names=", ".join(ctx.name(k) for k in side))
    for k in surprise:
        ctx.emit("feniks-surprise", name=ctx.name(k))
    rest = [k for k in keys if k not in surprise]
    if surprise and len(surprise) == 1 and len(rest) == 1:  # a surprise in a 1v1 leaves nobody to roll
        _set_order(ctx, fight, surprise + rest)
    else:
        ctx.emit("feniks-order-needed", duel=fight.id)


def _sides(ctx: Ctx) -> list[list[str]]:
    """Return the sides' roster keys: words between the versus words, names joined by 'and' (any language) or
    commas, or one a word (``Harry Ron vs Draco``); a name of several words where they name one character."""
    typed: list[list[str]] = [[]]
    for said in ctx.command.args:
        if _joins(ctx, words.VERSUS, said):
            typed.append([])
        else:
            typed[-1].append(said)
    sides = [_side(ctx, side) for side in typed]
    if len(sides) < 2 or not all(sides):
        raise ParseError("feniks-refusal-duel-syntax", rule="feniks.duel")
    return sides


def _side(ctx: Ctx, typed: list[str]) -> list[str]:
    named: list[list[str]] = [[]]
    for said in typed:
        for part in filter(None, (p.strip() for p in said.split(","))):
            if _joins(ctx, words.AND, part):
                named.append([])
            else:
                named[-1].append(part)
        if said.endswith(","):
            named.append([])
    keys: list[str] = []
    for name in filter(None, named):
        whole = ctx.find_character(" ".join(name)) if len(name) > 1 else None
        keys.extend([whole] if whole is not None else [ctx.character_key(w) for w in name])
    return keys


def _joins(ctx: Ctx, joining: str, said: str) -> bool:
    """Say whether a typed word is a joining word ('and', 'versus') rather than a name the roster has (A, I, X)."""
    return words.means(joining, said) and name_keys.key(said) not in ctx.state.characters


def _check_fighters(ctx: Ctx, keys: list[str]) -> None:
    if len(set(keys)) != len(keys):
        raise ParseError("feniks-refusal-duel-twice", rule="feniks.duel")
    if not any(controls(ctx, k) for k in keys):
        raise PermissionDenied("feniks-refusal-not-party", rule="roles.player", duel="-")
    for k in keys:
        _check_fighter(ctx, k)


def _check_fighter(ctx: Ctx, key: str) -> None:
    if duel_of(ctx, key) is not None:
        raise RuleViolation("refusal-in-duel", rule="feniks.duel", name=ctx.name(key), command="duel")
    c = sheet(ctx, key)
    if c.hp == 0 or c.condition != "ok":
        raise RuleViolation("feniks-refusal-cannot-fight", rule="feniks.hp", name=c.name, hp=c.hp)


def _kind(ctx: Ctx) -> DuelKind:
    kind = word(KIND_WORDS, ctx.option("type", "spontaneous") or "spontaneous", "type")
    return "club" if kind == "club" else "spontaneous"


def _surprise(ctx: Ctx, sides: list[list[str]]) -> list[str]:
    """Return the surprising attackers: one in an uneven fight; in an even one, any of one side."""
    text = ctx.option("surprise")
    if not text:
        return []
    keys = [ctx.character_key(w) for w in text.split(",") if w.strip()]
    side_of = {k: n for n, side in enumerate(sides) for k in side}
    if any(k not in side_of for k in keys):
        raise RuleViolation("feniks-refusal-surprise-party", rule="feniks.surprise")
    if not ctx.is_gm and not all(controls(ctx, k) for k in keys):
        raise PermissionDenied("feniks-refusal-surprise-party", rule="feniks.surprise")
    if len({side_of[k] for k in keys}) > 1:
        raise RuleViolation("feniks-refusal-surprise-sides", rule="feniks.surprise")
    if len({len(s) for s in sides}) > 1 and len(keys) > 1:
        raise RuleViolation("feniks-refusal-surprise-uneven", rule="feniks.surprise")
    return list(dict.fromkeys(keys))


def init(ctx: Ctx) -> None:
    """Roll initiative: surprisers first, then 1d20 + Reflex/2; ties by Reflex, then re-rolls of the tied."""
    fight = chosen_duel(ctx)
    require_party(ctx, fight)
    _require_not_started(fight)
    if fight.order:  # rolled once, or set by hand or by a surprise: a second roll would reorder it at will
        names = " → ".join(ctx.name(k) for k in fight.order)
        raise RuleViolation("feniks-refusal-order-set", rule="feniks.order", duel=fight.id, names=names)
    t = tables(ctx.state)
    rest = [k for k in fight.participants if k not in fight.surprise]
    order = _rank(ctx, t, fight.surprise, 0) + _rank(ctx, t, rest, 0)
    _set_order(ctx, fight, order)


def _require_not_started(fight: FeniksDuel) -> None:
    if fight.moves:
        raise RuleViolation("feniks-refusal-started", rule="feniks.order", duel=fight.id)


def _rank(ctx: Ctx, t: FeniksTables, keys: list[str], rerolls: int) -> list[str]:
    """Order keys by initiative, higher first; a tie goes to the higher Reflex, then the tied roll again."""
    if len(keys) < 2:
        return list(keys)
    if rerolls > t.initiative.max_rerolls:
        raise RuleViolation("feniks-refusal-tie", rule="feniks.initiative", limit=t.initiative.max_rerolls)
    scores = {k: _initiative(ctx, t, k) for k in keys}
    ranked = sorted(keys, key=lambda k: (-scores[k], -sheet(ctx, k).reflex))
    order: list[str] = []
    for score, same_score in groupby(ranked, key=lambda k: scores[k]):
        order += _break_tie(ctx, t, list(same_score), score, rerolls)
    return order


def _break_tie(ctx: Ctx, t: FeniksTables, tied: list[str], score: int, rerolls: int) -> list[str]:
    if len(tied) == 1:
        return tied
    order: list[str] = []
    total = score / t.initiative.reflex_divisor
    ctx.emit("feniks-init-tie", names=", ".join(ctx.name(k) for k in tied), total=total)
    for _, same in groupby(tied, key=lambda k: sheet(ctx, k).reflex):
        group = list(same)
        if len(group) > 1:
            ctx.emit("feniks-init-reroll", names=", ".join(ctx.name(k) for k in group))
        order += _rank(ctx, t, group, rerolls + 1)
    return order


def _initiative(ctx: Ctx, t: FeniksTables, key: str) -> int:
    """Roll a character's initiative; return it exactly, counted in steps of 1/divisor (the die + Reflex/divisor)."""
    roll = ctx.dice.d(t.initiative.die, "initiative")
    reflex, divisor = sheet(ctx, key).reflex, t.initiative.reflex_divisor
    steps = roll.total * divisor + reflex
    ctx.emit(
        "feniks-init-roll",
        rolls=[roll],
        name=ctx.name(key),
        face=roll.total,
        bonus=reflex / divisor,
        total=steps / divisor,
    )
    return steps


def order(ctx: Ctx) -> None:
    """Fix the turn order by story or agreement (GM): ``/order A C B``."""
    keys = [ctx.character_key(w) for w in ctx.command.args]
    if not keys:
        raise ParseError("refusal-missing-arg", rule="syntax", what="A B …", command="order")
    fight = duel_of(ctx, keys[0])
    if fight is None:
        raise RuleViolation("refusal-not-in-duel", rule="feniks.duel", name=ctx.name(keys[0]))
    if sorted(keys) != sorted(fight.participants):
        raise RuleViolation("feniks-refusal-order-members", rule="feniks.order", duel=fight.id)
    _require_not_started(fight)
    _set_order(ctx, fight, keys)


def _set_order(ctx: Ctx, fight: FeniksDuel, keys: list[str]) -> None:
    fight.order, fight.turn = keys, 0
    ctx.emit("feniks-order", duel=fight.id, names=" → ".join(ctx.name(k) for k in keys))
    announce(ctx, fight)


def announce(ctx: Ctx, fight: FeniksDuel) -> None:
    """Say whose move it is, and whether they must defend first."""
    key = fight.current()
    if key is None:
        return
    waiting = fight.waiting(key)
    if waiting:
        first = waiting[0]
        ctx.emit(
            "feniks-turn-defend",
            duel=fight.id,
            name=ctx.name(key),
            count=len(waiting),
            attacker=ctx.name(first.attacker),
            spell=first.spell,
            value=first.value,
        )
    else:
        ctx.emit("feniks-turn-attack", duel=fight.id, name=ctx.name(key))


def end_move(ctx: Ctx, fight: FeniksDuel, key: str, attack: str = ABSENT) -> None:
    """Close a move: the Kod block, the surprise window, the end of the duel or the next mover."""
    c = sheet(ctx, key)
    ctx.emit(
        "feniks-kod", name=c.name, defence="; ".join(fight.defences) or ABSENT, attack=attack, hp=c.hp, max=c.max_hp
    )
    fight.defences.clear()
    fight.moves += 1
    if fight.surprise:
        fight.surprise = [k for k in fight.surprise if k != key] if key in fight.surprise else []
    sides = fight.standing_sides()
    if len(sides) <= 1:
        finish(ctx, fight, next(iter(sides), None))
        return
    _advance(fight)
    announce(ctx, fight)


def _advance(fight: FeniksDuel) -> None:
    for step in range(1, len(fight.order) + 1):
        nxt = (fight.turn + step) % len(fight.order)
        if fight.order[nxt] not in fight.out:
            fight.turn = nxt
            return


def knock_out(ctx: Ctx, fight: FeniksDuel, key: str) -> None:
    """Take a character at 0 hit points out of the fight, with the duel type's consequence."""
    fight.out.append(key)
    fight.pending.pop(key, None)
    if fight.kind == "spontaneous":
        sheet(ctx, key).condition = "unconscious"
    ctx.emit(f"feniks-ko-{fight.kind}", name=ctx.name(key))


def finish(ctx: Ctx, fight: FeniksDuel, winner: int | None) -> None:
    """End a duel: name the winners; a club duel gives back the hit points it took, unless agreed otherwise."""
    fight.ended, fight.winner_side, fight.pending = True, winner, {}
    winners = [ctx.name(k) for k in fight.standing() if fight.side_of(k) == winner]
    if winners:
        ctx.emit("feniks-duel-won", duel=fight.id, names=", ".join(winners), count=len(winners))
    if fight.kind == "club":
        _club_ending(ctx, fight)


def _club_ending(ctx: Ctx, fight: FeniksDuel) -> None:
    if not fight.restore:
        ctx.emit("feniks-club-kept", duel=fight.id)
        return
    for key, hp in fight.hp_before.items():
        c = sheet(ctx, key)
        c.hp = min(hp, c.max_hp)
        ctx.emit("feniks-hp-restored", name=c.name, hp=c.hp, max=c.max_hp)


def end(ctx: Ctx) -> None:
    """End a running duel by hand (GM): ``/end [duel=ID]``."""
    fight = chosen_duel(ctx)
    ctx.emit("feniks-duel-ended", duel=fight.id)
    finish(ctx, fight, None)


def status(ctx: Ctx) -> None:
    """Show a duel (``duel=ID``) or every running duel: hit points, whose move, attacks waiting."""
    fights = [chosen_duel(ctx)] if ctx.option("duel") else running(ctx)
    if not fights:
        ctx.emit("duel-none")
    for fight in fights:
        _status(ctx, fight)


def _status(ctx: Ctx, fight: FeniksDuel) -> None:
    ctx.emit("feniks-status-duel", duel=fight.id, kind=fight.kind, moves=fight.moves)
    for key in fight.order or fight.participants:
        c = sheet(ctx, key)
        mark = "out" if key in fight.out else "turn" if key == fight.current() else "wait"
        ctx.emit("feniks-status-line", name=c.name, side=fight.side_of(key), hp=c.hp, max=c.max_hp, mark=mark)
    for defender, attacks in fight.pending.items():
        for a in attacks:
            args = {"defender": ctx.name(defender), "attacker": ctx.name(a.attacker), "spell": a.spell}
            say(ctx, "feniks-status-pending", args | {"value": a.value})
    if not fight.order:
        ctx.emit("feniks-order-needed", duel=fight.id)
    announce(ctx, fight)
