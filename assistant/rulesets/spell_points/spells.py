"""/cast: pay for a spell (metamagic, extra points), roll its damage, apply what it restores."""

from __future__ import annotations

from typing import NamedTuple

from assistant.errors import NotFound, ParseError
from assistant.language import morph
from assistant.language.words import TO, keys, means, word_list
from assistant.reading import name_keys
from assistant.reading.spells import default_lexicon
from assistant.rulesets.spell_points import pool
from assistant.rulesets.spell_points.casting import MAX_EXTRA, Cast, Request, parse_meta, pay, plan
from assistant.rulesets.spell_points.damage import DamageRoll, damage_roll, roll
from assistant.rulesets.spell_points.helpers import (
    Ctx,
    cantrip_left,
    caster,
    number_in,
    options,
    pool_args,
    table,
)
from assistant.rulesets.spell_points.tables import Tables, indexed
from models import Command
from models.spell_points import Spell, SpellDamage, SpellPointsCharacter, SpellPointsTables

#: The options /cast takes.
CAST_OPTIONS = ("extra", "meta", "level")


def read_spell(t: SpellPointsTables, command: Command, opts: dict[str, str]) -> tuple[Request, list[str]]:
    """Read a command's spell (or a bare level=N), feats and extra points; return the request and the words left."""
    words = list(command.args)
    spell_id, rest = default_lexicon().split(words, among=indexed(t).spell_ids)
    if spell_id is None and words and not _is_target(t, words[0]):
        raise NotFound("refusal-unknown-spell", rule="spells", spell_text=" ".join(words))
    if spell_id is None and "level" not in opts:
        raise ParseError("refusal-missing-arg", rule="syntax", what="spell", command=command.name)
    default = t.spells[spell_id].level if spell_id else 0
    level = number_in(opts, "level", 0, 9, default)
    return Request(spell_id, level, parse_meta(t, opts.get("meta")), number_in(opts, "extra", 0, MAX_EXTRA, 0)), rest


def _is_target(t: SpellPointsTables, word: str) -> bool:
    return means(TO, word)


class Target(NamedTuple):
    """Whom a cast aims at: a character of the roster, named in the nominative, or one off the roster kept as the
    player wrote it after a preposition of the reply's language (``na skřety``: its case and number stand), else
    named in the nominative."""

    name: str
    to: str = ""  #: the preposition written before one off the roster; empty where the name stands alone


def read_target(ctx: Ctx, t: SpellPointsTables, words: list[str]) -> Target | None:
    """Return the target: a character of the roster, or anyone named after 'at' (na, sur, w...); refuse stray words."""
    if not words:
        return None
    if len(words) == 1 and _is_target(t, words[0]):
        raise ParseError("sp-refusal-no-target", rule="syntax", to=words[0])
    aimed = _is_target(t, words[0]) and len(words) > 1
    said = " ".join(words[1:] if aimed else words)
    found = ctx.find_character(said)
    if found is not None:
        return Target(ctx.name(found))
    if not aimed and _named_off_roster(words):  # «/czar magiczny pocisk Goblin»: a name, as the help's [[na] CEL]
        return Target(said)
    if not aimed:
        raise ParseError("sp-refusal-words", rule="syntax", words=said)
    locale = ctx.state.locale
    if words[0].isalpha() and name_keys.key(words[0]) in keys(word_list(locale, TO)):
        return Target(said, to=words[0])
    return Target(morph.nominative(said, locale))


def _named_off_roster(words: list[str]) -> bool:
    """Say whether words left after a spell read as someone's name written alone (Goblin, Czarny Rycerz): letters
    only, the first word capitalized; anything else (a number, a stray word) is still refused."""
    return len(words) <= MAX_NAME_WORDS and words[0][:1].isupper() and all(w.isalpha() for w in words)


#: The most words a target named without a preposition may have.
MAX_NAME_WORDS = 3


def cast(ctx: Ctx) -> None:
    """Cast: ``/cast [NAME:] SPELL [[at] TARGET] [extra=N] [meta=empower,still] [level=N]`` (at: one off the roster)."""
    t = table(ctx)
    opts = options(ctx, t, CAST_OPTIONS)
    character = caster(ctx, ctx.subject())
    req, rest = read_spell(t, ctx.command, opts)
    target = read_target(ctx, t, rest)
    spell = t.spells.get(req.spell) if req.spell else None
    done = plan(t, character, ctx.state.metamagic, req, spell)
    restored = _restored_key(ctx, spell, target.name if target else None)
    pay(character, done)
    _announce(ctx, t, character, done, target)
    if spell is not None and spell.damage is not None:
        _damage(ctx, t, spell.damage, done, target)
    if restored is not None:
        _restore(ctx, t, restored)


def _restored_key(ctx: Ctx, spell: Spell | None, target: str | None) -> str | None:
    if spell is None or not spell.restores:
        return None
    return ctx.character_key(target) if target else ctx.subject()


def _announce(
    ctx: Ctx, t: SpellPointsTables, character: SpellPointsCharacter, done: Cast, target: Target | None
) -> None:
    key = "sp-cast-cantrip" if done.cantrip else "sp-cast"
    ctx.emit(
        key,
        spell=done.spell or "",
        target=target.name if target else "",
        meta=",".join(a.feat for a in done.feats),
        named=done.spell is not None,
        level=done.level,
        effective=done.effective,
        raised=done.effective != done.level,
        free_meta=any(a.free for a in done.feats),
        cost=done.cost,
        extra=done.extra,
        left=cantrip_left(t, character),
        **pool_args(t, character),
    )
    for applied in done.feats:
        used = character.free_used.get(applied.feat, 0)
        ctx.emit(
            "sp-meta", feat=applied.feat, adjust=applied.adjust, free=applied.free, left=t.free_metamagic_per_day - used
        )


def _damage(ctx: Ctx, t: Tables, damage: SpellDamage, done: Cast, target: Target | None) -> None:
    spec, expr = dice_of(t, damage, done)
    total, rolls = roll(ctx.dice, spec, done.spell or "damage")
    ctx.emit(
        "sp-damage",
        rolls=rolls,
        spell=done.spell or "",
        kind=spec.kind,
        expr=expr,
        total=total,
        faces=" ".join(str(f) for r in rolls for f in r.dice),
        rolled=bool(rolls),
        cl=done.damage_level,
        units=spec.units,
        empowered=spec.empower,
        maximized=spec.maximize,
        target=target.name if target else "",
        to=target.to if target else "",
        aimed=target is not None,
        aim="none" if target is None else "written" if target.to else "named",
    )


def _restore(ctx: Ctx, t: SpellPointsTables, key: str) -> None:
    character = caster(ctx, key)
    was = pool.condition(t, character)
    ctx.emit("sp-restored", gained=pool.restore(t, character), was=was, **pool_args(t, character))


def dice_of(t: Tables, damage: SpellDamage, done: Cast) -> tuple[DamageRoll, str]:
    """Return the dice a cast rolls and their notation, worked out once per spell, damage level and feats."""
    return t.damage_dice.get((done.spell, done.damage_level, done.feats), lambda: _dice(damage, done))


def _dice(damage: SpellDamage, done: Cast) -> tuple[DamageRoll, str]:
    spec = damage_roll(damage, done.damage_level, done.effects)
    return spec, spec.expr
