"""/char: a caster's sheet (level, key ability, class, base override, metamagic feats)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from assistant.errors import ParseError
from assistant.reading import name_keys
from assistant.reading.roster_names import admit
from assistant.rulesets.base import build, sheet_fields
from assistant.rulesets.common import char_remove, removed_name, roster
from assistant.rulesets.spell_points.casting import feat_id
from assistant.rulesets.spell_points.helpers import Ctx, caster, number, table
from assistant.rulesets.spell_points.tables import (
    bonus_points,
    highest_level,
    level_points,
    maximum,
)
from assistant.rulesets.spell_points.vocabulary import FIELD_WORDS, borrowed, class_words, clear_keys, look_up
from models.spell_points import MAX_PEARLS, SpellPointsCharacter, SpellPointsTables

#: The longest character name accepted.
MAX_NAME = 40


def char(ctx: Ctx) -> None:
    """Create or update a caster: ``/char NAME level=7 ability=16 class=wizard base=N feats=empower pearls=1,3``."""
    if not ctx.command.args:
        roster(ctx)
        return
    t = table(ctx)
    if (gone := removed_name(ctx.command.args)) is not None:
        char_remove(ctx, ctx.character_key(gone))
        return
    name, rest = ctx.command.args[0], ctx.command.args[1:]
    if rest:
        raise ParseError("sp-refusal-words", rule="syntax", words=" ".join(rest))
    typed = sheet_fields(ctx, FIELD_WORDS)
    fields = {f: CONVERT[f](t, v) for f, v in typed.items()}
    if "progression" in typed:
        fields["named_class"] = borrowed(typed["progression"])
        fields["borrowed"] = fields["named_class"] is not None
    _save(ctx, t, name, fields)


def _save(ctx: Ctx, t: SpellPointsTables, name: str, fields: dict[str, Any]) -> None:
    key = name_keys.key(name.lstrip("@"))
    if not fields and key not in ctx.state.characters:  # a sheet asked by another of its names: /char Mia
        key = ctx.find_character(name) or key
    if len(name) > MAX_NAME:
        raise ParseError("sp-refusal-name", rule="sheet", limit=MAX_NAME)
    if not key:
        raise ParseError("refusal-name-empty", rule="roster")
    new = key not in ctx.state.characters
    if new or fields:
        ctx.require_sheet_work()
    if new:
        _create(ctx, t, key, name, fields)
    else:
        ctx.require_control(key)
        _update(ctx, t, key, fields)
    _report(ctx, t, caster(ctx, key), new)
    if fields.get("pearls") == [] and not new:
        ctx.emit("sp-char-no-pearls", name=caster(ctx, key).name)


def _create(ctx: Ctx, t: SpellPointsTables, key: str, name: str, fields: dict[str, Any]) -> None:
    if "level" not in fields:
        raise ParseError("sp-refusal-char-level", rule="sheet", name=name)
    owner = None if ctx.is_gm else ctx.actor.id
    character = build(SpellPointsCharacter, {"name": admit(ctx.state.characters, name), "owner": owner, **fields})
    character.points = maximum(t, character)
    ctx.state.characters[key] = character


def _update(ctx: Ctx, t: SpellPointsTables, key: str, fields: dict[str, Any]) -> None:
    character = build(SpellPointsCharacter, {**caster(ctx, key).model_dump(), **fields})
    character.points = min(character.points, maximum(t, character))
    ctx.state.characters[key] = character


def _report(ctx: Ctx, t: SpellPointsTables, character: SpellPointsCharacter, new: bool) -> None:
    base = character.base if character.base is not None else level_points(t, character.level)
    highest = highest_level(t, character)
    ctx.emit(
        "sp-char",
        new=new,
        name=character.name,
        level=character.level,
        cls=_class_shown(character),
        ability=character.ability,
        highest=highest,
        base=base,
        bonus=bonus_points(t, character.ability, highest),
        max=maximum(t, character),
        points=character.points,
    )
    for feat in character.feats:
        ctx.emit("sp-char-feat", name=character.name, feat=feat, adjust=t.metamagic[feat].adjust)
    for each, levels in _pearl_groups(character.pearls):
        ctx.emit(
            "sp-char-pearls", name=character.name, levels=", ".join(map(str, levels)), each=each, kinds=len(levels)
        )


def _pearl_groups(pearls: list[int]) -> list[tuple[int, list[int]]]:
    """Return a sheet's pearls as groups of levels that carry as many pearls each, fewest first: 1,2,3 is one group
    («1., 2. a 3. úrovně»), 2,2 one of two («dvě perly 2. úrovně»), 1,2,2 two."""
    counts = Counter(pearls)
    return [(each, sorted(level for level, n in counts.items() if n == each)) for each in sorted(set(counts.values()))]


def _class_shown(character: SpellPointsCharacter) -> str:
    """Return the class a sheet names: a cleric, druid or bard by its name, else the progression (a sheet kept before
    classes were named says only that its class borrows the progression)."""
    if character.named_class is not None:
        return character.named_class
    return f"{character.progression}-borrowed" if character.borrowed else character.progression


def _class(t: SpellPointsTables, text: str) -> str:
    found = look_up(class_words(), text)
    if found is None:
        raise ParseError("sp-refusal-class", rule="sheet", value=text, classes=", ".join(t.progressions))
    return found


def _base(t: SpellPointsTables, text: str) -> int | None:
    return None if name_keys.key(text) in clear_keys() else number(text, "base", 1, 999)


def _feat_list(t: SpellPointsTables, text: str) -> list[str]:
    if name_keys.key(text) in clear_keys():
        return []
    return list(dict.fromkeys(feat_id(t, part) for part in text.split(",") if part.strip()))


def _pearl_list(t: SpellPointsTables, text: str) -> list[int]:
    if name_keys.key(text) in clear_keys():
        return []
    levels = [number(part.strip(), "level", 1, 9) for part in text.split(",") if part.strip()]
    if len(levels) > MAX_PEARLS:
        raise ParseError("sp-refusal-pearls-many", rule="spell_points.pearl", most=MAX_PEARLS)
    return sorted(levels)


#: How each sheet field's text becomes its value.
CONVERT: dict[str, Callable[[SpellPointsTables, str], Any]] = {
    "level": lambda t, v: number(v, "level", 1, 20),
    "ability": lambda t, v: number(v, "ability", 1, 99),
    "progression": _class,
    "base": _base,
    "feats": _feat_list,
    "pearls": _pearl_list,
}
