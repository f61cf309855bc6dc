"""Wands: one in hand, attuning for 12 hours after it changes hands, useless while damaged."""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import datetime, timedelta

from assistant.errors import NotFound, ParseError, RuleViolation
from assistant.language.words import YES, means
from assistant.reading.numbers import quoted
from assistant.rulesets.base import Context
from assistant.rulesets.ergs.tables import has_tag, tables
from assistant.rulesets.ergs.timing import aware, moment
from assistant.rulesets.ergs.vocabulary import WAND_WORDS, action
from models.ergs import ErgsCharacter, ErgsState, Wand

Ctx = Context[ErgsState]
#: What /wand does to a wizard's wands, with the words after the action.
WandAction = Callable[[Ctx, str, list[str]], None]


def new_wand(state: ErgsState, acquired: datetime | None) -> Wand:
    """Make a wand with the game's next id."""
    wand = Wand(id=f"w{state.next_wand}", acquired=acquired)
    state.next_wand += 1
    return wand


def number(wand: Wand) -> int:
    """Return the number a wand is shown and picked by: w5 is wand no. 5."""
    digits = wand.id.lstrip("w")
    return int(digits) if digits.isdigit() else 0


def _is(wand: Wand, wanted: str) -> bool:
    """Say whether a player's words name a wand: by its id (w5) or its number (5, #5)."""
    return wanted in (wand.id, wand.id.lstrip("w"), f"#{wand.id.lstrip('w')}")


def _left(state: ErgsState, wand: Wand, now: datetime) -> timedelta:
    if wand.acquired is None:
        return timedelta(0)
    ready = aware(wand.acquired) + timedelta(hours=tables(state).attunement_hours)
    return max(timedelta(0), ready - aware(now))


def hours_left(state: ErgsState, wand: Wand, now: datetime) -> float:
    """Return the hours until a wand attunes to its holder, rounded up to a tenth (0 once it has)."""
    return _hours(_left(state, wand, now))


def _hours(left: timedelta) -> float:
    return math.ceil(left.total_seconds() / 360) / 10


def attuning(state: ErgsState, wand: Wand, now: datetime) -> bool:
    """Say whether a wand is still attuning to its holder."""
    return _left(state, wand, now) > timedelta(0)


def wand_state(state: ErgsState, wizard: ErgsCharacter, now: datetime) -> str:
    """Say how the wand in hand is: none, damaged, attuning or attuned."""
    if not wizard.wands:
        return "none"
    wand = wizard.wands[0]
    if wand.damaged:
        return "damaged"
    return "attuning" if attuning(state, wand, now) else "attuned"


def held_wand(state: ErgsState, wizard: ErgsCharacter, now: datetime) -> tuple[str, float]:
    """Return how the wand in hand is (as wand_state says) and the hours until it attunes (0 without one)."""
    if not wizard.wands:
        return "none", 0.0
    wand = wizard.wands[0]
    left = _left(state, wand, now)
    if wand.damaged:
        return "damaged", _hours(left)
    return "attuning" if left > timedelta(0) else "attuned", _hours(left)


def require_wand(ctx: Ctx, key: str, spell: str, now: datetime) -> None:
    """Refuse a spell the wand in hand cannot cast now: none, damaged, or not attuned for a spell not basic or dark."""
    wizard = ctx.state.characters[key]
    status = wand_state(ctx.state, wizard, now)
    if status in ("none", "damaged"):
        raise RuleViolation(f"ergs-refusal-wand-{status}", rule="ergs.wands", name=wizard.name)
    if status == "attuning" and not (has_tag(ctx.state, spell, "basic") or has_tag(ctx.state, spell, "dark")):
        hours = hours_left(ctx.state, wizard.wands[0], now)
        raise RuleViolation("ergs-refusal-wand-attuning", rule="ergs.wands", name=wizard.name, spell=spell, hours=hours)


def wand(ctx: Ctx) -> None:
    """Manage wands: /wand NAME [new|damage|repair|give TO|hold ID]."""
    words = list(ctx.command.args)
    found = _action(words)
    if found is None:
        _unknown_action(ctx, words)
        _show(ctx, ctx.character_key(" ".join(words)) if words else ctx.subject())
        return
    at, does = found
    name, rest = " ".join(words[:at]), words[at + 1 :]
    key = ctx.character_key(name) if name else ctx.subject()
    does(ctx, key, rest)


def _unknown_action(ctx: Ctx, words: list[str]) -> None:
    """Refuse words after a wizard's name that name nothing /wand does (/wand Гарри летать), rather than read them
    as part of the name."""
    if not words or ctx.find_character(" ".join(words)) is not None:
        return
    for cut in range(len(words) - 1, 0, -1):
        if ctx.find_character(" ".join(words[:cut])) is not None:
            raise ParseError("ergs-refusal-wand-action", rule="ergs.wands", value=quoted(" ".join(words[cut:])))


def _action(words: list[str]) -> tuple[int, WandAction] | None:
    """Return the first word naming what /wand does (in any locale), and what it does."""
    for at, word in enumerate(words):
        does = action(WAND_WORDS, word, _ACTIONS)
        if does is not None:
            return at, does
    return None


def _show(ctx: Ctx, key: str) -> None:
    wizard = ctx.state.characters[key]
    if not wizard.wands:
        ctx.emit("ergs-wand-none", name=wizard.name)
    for held in wizard.wands:
        hours = hours_left(ctx.state, held, moment(ctx))
        status = "damaged" if held.damaged else ("attuning" if attuning(ctx.state, held, moment(ctx)) else "attuned")
        ctx.emit("ergs-wand-line", name=wizard.name, wand=held.id, number=number(held), status=status, hours=hours)


def _new(ctx: Ctx, key: str, rest: list[str]) -> None:
    ctx.require_gm()
    wizard = ctx.state.characters[key]
    own = means(YES, ctx.option("attuned", "no") or "no")
    wizard.wands.insert(0, new_wand(ctx.state, None if own else moment(ctx)))
    hours = hours_left(ctx.state, wizard.wands[0], moment(ctx))
    ctx.emit("ergs-wand-new", name=wizard.name, wand=wizard.wands[0].id, number=number(wizard.wands[0]), hours=hours)


def _in_hand(ctx: Ctx, key: str) -> Wand:
    wizard = ctx.state.characters[key]
    if not wizard.wands:
        raise RuleViolation("ergs-refusal-wand-none", rule="ergs.wands", name=wizard.name)
    return wizard.wands[0]


def _damage(ctx: Ctx, key: str, rest: list[str]) -> None:
    ctx.require_control(key)
    held = _in_hand(ctx, key)
    if held.damaged:
        raise RuleViolation("ergs-refusal-wand-damaged", rule="ergs.wands", name=ctx.name(key))
    held.damaged = True
    ctx.emit("ergs-wand-damaged", name=ctx.name(key), wand=held.id)


def _repair(ctx: Ctx, key: str, rest: list[str]) -> None:
    ctx.require_gm()
    held = _in_hand(ctx, key)
    if not held.damaged:
        raise RuleViolation("ergs-refusal-wand-whole", rule="ergs.wands", name=ctx.name(key))
    held.damaged = False
    ctx.emit("ergs-wand-repaired", name=ctx.name(key), wand=held.id)


def _give(ctx: Ctx, key: str, rest: list[str]) -> None:
    if not rest:
        raise ParseError("refusal-missing-arg", rule="syntax", what="give TO", command="wand")
    taker = ctx.character_key(" ".join(rest))
    _require_either(ctx, key, taker)
    if taker == key:
        raise RuleViolation("ergs-refusal-wand-self", rule="ergs.wands", name=ctx.name(key))
    held = ctx.state.characters[key].wands.pop(0) if ctx.state.characters[key].wands else None
    if held is None:
        raise RuleViolation("ergs-refusal-wand-none", rule="ergs.wands", name=ctx.name(key))
    held.acquired = moment(ctx)
    ctx.state.characters[taker].wands.insert(0, held)
    hours = hours_left(ctx.state, held, moment(ctx))
    ctx.emit("ergs-wand-given", name=ctx.name(key), to=ctx.name(taker), wand=held.id, hours=hours)


def _require_either(ctx: Ctx, giver: str, taker: str) -> None:
    owners = {ctx.state.characters[giver].owner, ctx.state.characters[taker].owner}
    if not ctx.is_gm and ctx.actor.id not in owners:
        ctx.require_control(giver)


def _hold(ctx: Ctx, key: str, rest: list[str]) -> None:
    ctx.require_control(key)
    wizard = ctx.state.characters[key]
    if not rest:
        raise ParseError("ergs-refusal-wand-number", rule="ergs.wands", name=wizard.name)
    typed = rest[0]
    wanted = typed.lower()
    index = next((i for i, w in enumerate(wizard.wands) if _is(w, wanted)), None)
    if index is None:
        raise NotFound("ergs-refusal-no-wand", rule="ergs.wands", name=wizard.name, wand=typed)
    wizard.wands.insert(0, wizard.wands.pop(index))
    held = wizard.wands[0]
    ctx.emit("ergs-wand-held", name=wizard.name, wand=held.id, number=number(held))


_ACTIONS: dict[str, WandAction] = {
    "new": _new,
    "damage": _damage,
    "repair": _repair,
    "give": _give,
    "hold": _hold,
}
