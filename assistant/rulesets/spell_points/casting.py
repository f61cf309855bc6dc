"""Casting: the cost of a spell with metamagic and extra points, checked against the caster's limits."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from assistant.errors import ParseError, RuleViolation
from assistant.reading.numbers import whole
from assistant.rulesets.spell_points.pool import spend
from assistant.rulesets.spell_points.tables import (
    cantrip_allowance,
    cost,
    highest_level,
    indexed,
    min_caster_level,
)
from assistant.rulesets.spell_points.vocabulary import feat_words, look_up
from models.spell_points import SPELL_LEVELS, MetamagicMode, Spell, SpellPointsCharacter, SpellPointsTables

#: The most extra points one cast may take, whatever the spell (a sanity limit on input).
MAX_EXTRA = 100


class Applied(NamedTuple):
    """One metamagic feat on a cast (a named tuple: made for every cast)."""

    feat: str
    adjust: int
    free: bool
    effect: str


class Cast(NamedTuple):
    """What a cast costs and does, once every limit is checked (a named tuple: made for every cast)."""

    spell: str | None
    level: int
    feats: tuple[Applied, ...]
    effective: int
    cost_level: int
    extra: int
    cost: int
    cantrip: bool
    damage_level: int

    @property
    def effects(self) -> frozenset[str]:
        """Return the damage effects of the feats applied."""
        return frozenset(a.effect for a in self.feats)


class Request(NamedTuple):
    """What the player asked: the spell (or a bare level), the feats, the extra points (a named tuple: hashable)."""

    spell: str | None
    level: int
    meta: tuple[tuple[str, int | None], ...] = ()
    extra: int = 0


def parse_meta(t: SpellPointsTables, text: str | None) -> tuple[tuple[str, int | None], ...]:
    """Read ``empower,still,heighten:5`` into (feat id, named level) pairs."""
    if not text:
        return ()
    return indexed(t).parsed_meta.get(text, lambda: tuple(_meta_item(t, item) for item in _items(text)))


def _items(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def feat_id(t: SpellPointsTables, word: str) -> str:
    """Return the metamagic feat a word names, or refuse listing the feats."""
    feat = look_up(feat_words(), word)
    if feat is None or feat not in t.metamagic:
        raise ParseError(
            "sp-refusal-unknown-feat", rule="spell_points.metamagic", feat=word, feats=", ".join(t.metamagic)
        )
    return feat


def _meta_item(t: SpellPointsTables, item: str) -> tuple[str, int | None]:
    word, _, number = item.partition(":")
    feat = feat_id(t, word)
    if not number:
        return feat, None
    # any whole number here: the level it must exceed is the spell's, which _heighten knows («vyšší než 1 a nejvýš 9»)
    return feat, whole(number, -ANY_LEVEL, ANY_LEVEL, "sp-refusal-range", not_a_number="sp-refusal-number", what=feat)


#: The bound of a level a heightened spell is named (heighten:N) before the spell's own bounds refuse it.
ANY_LEVEL = 10**6


def plan(
    t: SpellPointsTables, character: SpellPointsCharacter, mode: MetamagicMode, req: Request, spell: Spell | None
) -> Cast:
    """Check a cast against every limit, the pool and the day's allowance included; refuse if it breaks one."""
    cast = plan_unpaid(t, character, mode, req, spell)
    _check_payable(t, character, cast)
    return cast


def plan_unpaid(
    t: SpellPointsTables, character: SpellPointsCharacter, mode: MetamagicMode, req: Request, spell: Spell | None
) -> Cast:
    """Check a cast against the caster's level and feats (not the pool); return its cost and damage level."""
    highest = highest_level(t, character)
    _check_spell_level(spell, req)
    _check_level(character, req.level, highest)
    feats = _feats(t, character, mode, req)
    effective = req.level + sum(a.adjust for a in feats)
    _check_effective(character, effective, highest)
    cost_level = req.level + sum(a.adjust for a in feats if not a.free)
    return Cast(
        spell=req.spell,
        level=req.level,
        feats=feats,
        effective=effective,
        cost_level=cost_level,
        extra=req.extra,
        cost=cost(t, cost_level) + req.extra,
        cantrip=cost_level == 0,
        damage_level=damage_level(t, character, spell, req),
    )


def pay(character: SpellPointsCharacter, cast: Cast) -> None:
    """Take a checked cast's points, level-0 allowance and free metamagic uses."""
    spend(character, cast.cost)
    if cast.cantrip:
        character.cantrips_used += 1
    for applied in cast.feats:
        if applied.free:
            character.free_used[applied.feat] = character.free_used.get(applied.feat, 0) + 1


def _check_level(character: SpellPointsCharacter, level: int, highest: int) -> None:
    if not 0 <= level < SPELL_LEVELS:
        raise ParseError("sp-refusal-range", rule="spell_points.level", what="level", value=level, low=0, high=9)
    if level > highest:
        raise RuleViolation(
            "sp-refusal-spell-too-high", rule="spell_points.level", name=character.name, level=level, highest=highest
        )


def _check_spell_level(spell: Spell | None, req: Request) -> None:
    """Refuse a named spell cast as another level: its level is the catalogue's (RULES §4). A higher level is the
    Heighten feat's (metamagic, paid as such); a higher damage caster level is bought with extra points."""
    if spell is not None and req.level != spell.level:
        raise RuleViolation(
            "sp-refusal-spell-level",
            rule="spell_points.level",
            spell=req.spell or "",
            level=spell.level,
            asked=req.level,
            higher=req.level > spell.level,
        )


def _check_effective(character: SpellPointsCharacter, effective: int, highest: int) -> None:
    if effective > highest:
        raise RuleViolation(
            "sp-refusal-meta-too-high",
            rule="spell_points.metamagic",
            name=character.name,
            effective=effective,
            highest=highest,
        )


def _feats(
    t: SpellPointsTables, character: SpellPointsCharacter, mode: MetamagicMode, req: Request
) -> tuple[Applied, ...]:
    if not req.meta:
        return ()
    seen = [feat for feat, _ in req.meta]
    if len(set(seen)) != len(seen):
        raise ParseError("sp-refusal-feat-twice", rule="spell_points.metamagic")
    return tuple(_apply(t, character, mode, req.level, feat, named) for feat, named in req.meta)


def _apply(
    t: SpellPointsTables, character: SpellPointsCharacter, mode: MetamagicMode, level: int, feat: str, named: int | None
) -> Applied:
    if feat not in character.feats:
        raise RuleViolation("sp-refusal-no-feat", rule="spell_points.metamagic", name=character.name, feat=feat)
    spec = t.metamagic[feat]
    adjust = _heighten(level, named) if spec.variable else spec.adjust
    left = t.free_metamagic_per_day - character.free_used.get(feat, 0)
    return Applied(feat=feat, adjust=adjust, free=FREE_RULES[mode](character, feat, left), effect=spec.effect)


def _heighten(level: int, named: int | None) -> int:
    if named is None or not level < named < SPELL_LEVELS:
        raise ParseError("sp-refusal-heighten", rule="spell_points.metamagic", level=level)
    return named - level


def _free_only(character: SpellPointsCharacter, feat: str, left: int) -> bool:
    if left <= 0:
        raise RuleViolation("sp-refusal-free-used", rule="spell_points.metamagic", name=character.name, feat=feat)
    return True


#: Whether a feat is applied for free, by the game's metamagic mode.
FREE_RULES: dict[str, Callable[[SpellPointsCharacter, str, int], bool]] = {
    "points": lambda character, feat, left: False,
    "free": _free_only,
    "both": lambda character, feat, left: left > 0,
}


def damage_level(t: SpellPointsTables, character: SpellPointsCharacter, spell: Spell | None, req: Request) -> int:
    """Return the caster level a spell's damage uses: the class's minimum for level-scaled dice, plus extra points."""
    damage = spell.damage if spell else None
    if damage is None or damage.scaling != "dice":
        if req.extra:
            raise RuleViolation("sp-refusal-extra-not-scaled", rule="spell_points.heighten", spell=req.spell or "")
        return character.level
    most = damage.max_caster_level
    base = min(min_caster_level(t, character, req.level), most)
    top = max(base, min(character.level, most))
    if not 0 <= req.extra <= top - base:
        raise RuleViolation(
            "sp-refusal-extra-max", rule="spell_points.heighten", name=character.name, spell=req.spell, most=top - base
        )
    return base + req.extra


def _check_payable(t: SpellPointsTables, character: SpellPointsCharacter, cast: Cast) -> None:
    if cast.cantrip and character.cantrips_used >= cantrip_allowance(t):
        raise RuleViolation(
            "sp-refusal-cantrips", rule="spell_points.cantrips", name=character.name, allowance=cantrip_allowance(t)
        )
    if cast.cost > character.points:
        raise RuleViolation(
            "sp-refusal-not-enough",
            rule="spell_points.cost",
            name=character.name,
            cost=cast.cost,
            points=character.points,
        )
