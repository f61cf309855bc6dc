"""What can be computed exactly about a pool: how many casts of a spell (or dodges) it allows."""

from __future__ import annotations

from fractions import Fraction

from assistant.errors import RuleViolation
from assistant.reading.numbers import whole
from assistant.reading.spells import default_lexicon
from assistant.rulesets.base import Context
from assistant.rulesets.ergs.pools import wizard
from assistant.rulesets.ergs.tables import DODGE, catalogue, dodge_cost, knows, spell_rule, split_spell, tables
from assistant.rulesets.probability import percent
from models.ergs import ErgsCharacter, ErgsState

Ctx = Context[ErgsState]

#: The most casts /odds n= asks about.
MAX_CASTS = 99


def odds(ctx: Ctx) -> None:
    """Show how far a pool goes: /odds [NAME] [SPELL] [n=N]."""
    key, rest = _who(ctx, list(ctx.command.args))
    if not rest:
        _table(ctx, key)
        return
    spell, _ = split_spell(ctx.state, rest, (DODGE,))
    wiz = wizard(ctx, key)
    if spell != DODGE and not knows(ctx.state, wiz, spell):
        raise RuleViolation("ergs-refusal-unknown-to", rule="ergs.spellbook", name=wiz.name, spell=spell)
    cost = _cost(ctx, wiz, spell)
    ctx.emit("ergs-odds-spell", name=ctx.name(key), spell=spell, n=cost, casts=_casts(wiz, cost))
    if ctx.option("n") is not None:
        _chance(ctx, wiz, spell, cost, _count(ctx.option("n") or ""))


def _who(ctx: Ctx, words: list[str]) -> tuple[str, list[str]]:
    """Return the wizard named by the leading words (else the actor's own) and the words left."""
    for n in range(len(words), 0, -1):
        key = ctx.find_character(" ".join(words[:n]))
        if key is not None:
            ctx.require_control(key)
            return key, words[n:]
    # A lone word that names no spell can be nothing but a name (/odds Волдеморт): one the roster lacks is refused.
    is_name = _a_spell(ctx, words[1:]) if len(words) > 1 else len(words) == 1 and not _a_spell(ctx, words)
    return ctx.leading_character(words, is_name)


def _a_spell(ctx: Ctx, words: list[str]) -> bool:
    """Say whether words name a spell (or the dodge) and nothing more: the word before them can only be a name."""
    found, rest = default_lexicon().split(words, (*tables(ctx.state).spell_ids, DODGE))
    return found is not None and not rest


def cost_of(ctx: Ctx, key: str, spell: str) -> int:
    """Return what one cast (or dodge) costs the wizard."""
    return _cost(ctx, wizard(ctx, key), spell)


def _cost(ctx: Ctx, wiz: ErgsCharacter, spell: str) -> int:
    return dodge_cost(ctx.state, wiz) if spell == DODGE else spell_rule(ctx.state, spell).cost


def casts(ctx: Ctx, key: str, spell: str) -> int:
    """Return how many casts the pool allows now; -1: unlimited (a free spell)."""
    wiz = wizard(ctx, key)
    return _casts(wiz, _cost(ctx, wiz, spell))


def _casts(wiz: ErgsCharacter, cost: int) -> int:
    if wiz.demagicked:
        return 0
    return wiz.ergs // cost if cost else -1


def _count(text: str) -> int:
    return whole(text, 1, MAX_CASTS, "ergs-refusal-amount", "ergs.odds", limit=MAX_CASTS)


def _chance(ctx: Ctx, wiz: ErgsCharacter, spell: str, cost: int, n: int) -> None:
    """Emit the exact chance that the pool lasts n casts: the pool is known, so it is 0 or 100 %."""
    chance = Fraction(not wiz.demagicked and wiz.ergs >= n * cost)
    ctx.emit("ergs-odds-chance", name=wiz.name, spell=spell, casts=n, percent=percent(chance))


def _table(ctx: Ctx, key: str) -> None:
    wiz = wizard(ctx, key)
    costly = [s for s in catalogue(ctx.state) if spell_rule(ctx.state, s).cost and knows(ctx.state, wiz, s)]
    ctx.emit("ergs-odds-head", name=wiz.name, ergs=wiz.ergs, demagicked=wiz.demagicked)
    for spell in [DODGE, *costly]:
        cost = _cost(ctx, wiz, spell)
        ctx.emit("ergs-odds-spell", name=wiz.name, spell=spell, n=cost, casts=_casts(wiz, cost))
