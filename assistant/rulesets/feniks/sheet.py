"""The Feniks sheet: /char to create, update, show, list or remove; /pool for hit points at a glance."""

from __future__ import annotations

from assistant.errors import ParseError, PermissionDenied, RuleViolation
from assistant.reading import name_keys
from assistant.reading.numbers import whole
from assistant.reading.roster_names import admit
from assistant.rulesets.base import build, sheet_fields
from assistant.rulesets.common import char_remove, removed_name
from assistant.rulesets.feniks.access import Ctx, duel_of, say, sheet
from assistant.rulesets.feniks.rolls import signed
from assistant.rulesets.feniks.tables import FeniksTables, tables
from assistant.rulesets.feniks.vocabulary import CONDITION_WORDS, FIELD_WORDS, SEVERITY_WORDS, word
from assistant.state import grain
from models import ArgValue
from models.feniks import MAX_AGE, MAX_POINTS, FeniksCharacter

#: Sheet fields holding skill or Reflex points, 0..MAX_POINTS.
POINT_FIELDS = ("reflex", "charms", "transfig", "dada")
#: Fields only a GM may set.
GM_FIELDS = ("hp", "condition")
#: Fields a player sets on their own character in any game: a knock-out's severity is the player's choice.
PLAYER_FIELDS = frozenset({"severity"})
#: What a knock-out's severity leaves the character as.
SEVERITY_CONDITION = {"moment": "ok", "hospital": "hospital"}
#: The severity a shown condition says was chosen.
SEVERITY_SHOWN = {"out": "moment", "hospital": "hospital"}


def condition_shown(c: FeniksCharacter) -> str:
    """Return the condition a sheet shows: at 0 hit points one who came to after a moment is out of the fight, not fit
    to fight ("out", rules §1)."""
    return "out" if c.condition == "ok" and c.hp == 0 else c.condition


def char(ctx: Ctx) -> None:
    """Create, update or show a character; with no name list the roster; ``del NAME`` removes one."""
    args, t = ctx.command.args, tables(ctx.state)
    if not args:
        roster(ctx)
    elif (gone := removed_name(args)) is not None:
        char_remove(ctx, ctx.character_key(gone))
    else:
        _write(ctx, t, " ".join(args))


def roster(ctx: Ctx) -> None:
    """List every character with their hit points."""
    if not ctx.state.characters:
        ctx.emit("roster-empty")
    for _, c in grain.peek(ctx.state.characters):  # read only: the roster is not rewritten
        bound = "yes" if c.owner else "no"
        ctx.emit("feniks-char-line", name=c.name, hp=c.hp, max=c.max_hp, age=c.age, player=c.owner or "", bound=bound)


def _write(ctx: Ctx, t: FeniksTables, name: str) -> None:
    fields = _fields(ctx)
    key = name_keys.key(name)
    if key not in ctx.state.characters:
        ctx.require_sheet_work()
        _create(ctx, t, name, fields)
    elif fields:
        if set(fields) - PLAYER_FIELDS:
            ctx.require_sheet_work()
        _update(ctx, t, key, fields)
    else:
        show(ctx, t, key)


def _fields(ctx: Ctx) -> dict[str, str]:
    fields = sheet_fields(ctx, FIELD_WORDS)
    if not ctx.is_gm and any(f in fields for f in GM_FIELDS):
        raise PermissionDenied("feniks-refusal-gm-field", rule="feniks.sheet", fields=", ".join(GM_FIELDS))
    return fields


def _age(text: str) -> int:
    """Read an age: a whole number up to the oldest the sheet takes (the youngest is the hit-point table's to say)."""
    return whole(text, 0, MAX_AGE, rule="feniks.sheet", not_a_number="refusal-bad-field", field="age", expects="number")


def _points(fields: dict[str, str]) -> dict[str, int]:
    return {f: _point(f, fields[f]) for f in POINT_FIELDS if f in fields}


def _point(field: str, text: str) -> int:
    """Read a skill's or Reflex's points, or refuse naming the bounds."""
    return whole(
        text, 0, MAX_POINTS, "feniks-refusal-points", "feniks.sheet",
        out_of_range=RuleViolation, not_a_number="refusal-bad-field", field=field, max=MAX_POINTS, expects="number",
    )  # fmt: skip


def max_hp(t: FeniksTables, age: int) -> int:
    """Return the maximum hit points of an age, or refuse an age the table does not cover."""
    hp = t.hp.lookup(age)
    if hp is None:
        raise RuleViolation("feniks-refusal-age", rule="feniks.hp", age=age, min=t.hp.bands[0].low)
    return hp


def _create(ctx: Ctx, t: FeniksTables, typed: str, fields: dict[str, str]) -> None:
    name = admit(ctx.state.characters, typed)
    if "age" not in fields:
        raise ParseError("feniks-refusal-need-age", rule="feniks.sheet", name=name)
    if "severity" in fields:
        raise RuleViolation("feniks-refusal-severity", rule="feniks.ko", name=name)
    age = _age(fields["age"])
    top = max_hp(t, age)
    hp = _hp(fields, top)
    data = {"name": name, "owner": None if ctx.is_gm else ctx.actor.id, "age": age, **_points(fields)}
    character = build(FeniksCharacter, {**data, "hp": top if hp is None else hp, "max_hp": top, **_condition(fields)})
    ctx.state.characters[name_keys.key(name)] = character
    say(ctx, "feniks-char-created", _sheet_args(t, character))


def _hp(fields: dict[str, str], top: int) -> int | None:
    if "hp" not in fields:
        return None
    return whole(
        fields["hp"], 0, top, "feniks-refusal-hp", "feniks.hp",
        out_of_range=RuleViolation, not_a_number="refusal-bad-field", field="hp", max=top, expects="number",
    )  # fmt: skip


def _condition(fields: dict[str, str]) -> dict[str, str]:
    if "condition" not in fields:
        return {}
    return {"condition": word(CONDITION_WORDS, fields["condition"], "condition")}


def _update(ctx: Ctx, t: FeniksTables, key: str, fields: dict[str, str]) -> None:
    ctx.require_control(key)
    if duel_of(ctx, key) is not None and not ctx.is_gm:
        raise PermissionDenied("refusal-sheet-in-duel", rule="feniks.sheet", name=ctx.name(key))
    old = sheet(ctx, key)
    data = old.model_dump() | _points(fields) | _condition(fields)
    if "age" in fields:
        data |= _aged(t, old, _age(fields["age"]))
    if "hp" in fields:
        data["hp"] = _hp(fields, data["max_hp"])
    if "severity" in fields:
        data["condition"] = _severity(ctx, old, fields["severity"])
    ctx.state.characters[key] = build(FeniksCharacter, data)
    say(ctx, "feniks-char-updated", _sheet_args(t, ctx.state.characters[key]))


def _aged(t: FeniksTables, old: FeniksCharacter, age: int) -> dict[str, int]:
    """Return the new age, max and hit points: the wounds taken stay taken."""
    top = max_hp(t, age)
    return {"age": age, "max_hp": top, "hp": min(top, max(0, old.hp + top - old.max_hp))}


def _severity(ctx: Ctx, old: FeniksCharacter, text: str) -> str:
    shown = condition_shown(old)
    if shown in SEVERITY_SHOWN:  # chosen already: a second choice is taken back with /undo, not made over it
        raise RuleViolation(
            "feniks-refusal-severity-set", rule="feniks.ko", name=old.name, severity=SEVERITY_SHOWN[shown]
        )
    if old.condition != "unconscious":
        raise RuleViolation("feniks-refusal-severity", rule="feniks.ko", name=old.name)
    severity = word(SEVERITY_WORDS, text, "severity")
    ctx.emit("feniks-severity", name=old.name, severity=severity)
    return SEVERITY_CONDITION[severity]


def show(ctx: Ctx, t: FeniksTables, key: str) -> None:
    """Show one character's sheet with the modifier of each skill."""
    say(ctx, "feniks-char-sheet", _sheet_args(t, sheet(ctx, key)))


def _sheet_args(t: FeniksTables, c: FeniksCharacter) -> dict[str, ArgValue]:
    mods = {f"{f}_mod": signed(t.mod(c.points(f))) for f in ("charms", "transfig", "dada")}
    return {
        "name": c.name,
        "age": c.age,
        "reflex": c.reflex,
        "charms": c.charms,
        "transfig": c.transfig,
        "dada": c.dada,
        "hp": c.hp,
        "max": c.max_hp,
        "condition": condition_shown(c),
        **mods,
    }


def pool(ctx: Ctx) -> None:
    """Show hit points: of a named character, of the actor's own, or (GM) of the whole roster."""
    for key in _pool_keys(ctx):
        c = sheet(ctx, key)
        ctx.emit("feniks-pool", name=c.name, hp=c.hp, max=c.max_hp, condition=condition_shown(c))


def _pool_keys(ctx: Ctx) -> list[str]:
    if ctx.command.args:
        return [ctx.character_key(" ".join(ctx.command.args))]
    everyone = list(ctx.state.characters)
    keys = everyone if ctx.is_gm else [k for k in everyone if ctx.state.characters[k].owner == ctx.actor.id]
    if not keys:
        raise ParseError(
            "refusal-who" if ctx.state.characters else "roster-empty",
            rule="feniks.pool",
            command=ctx.command.name,
            ruleset=ctx.state.ruleset,
        )
    return keys
