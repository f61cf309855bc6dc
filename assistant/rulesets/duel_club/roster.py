"""The roster: /char (create, update, list, delete) and /pool (PV at a glance)."""

from __future__ import annotations

from assistant.errors import ParseError, PermissionDenied, RuleViolation
from assistant.reading import name_keys
from assistant.reading.numbers import whole
from assistant.reading.roster_names import admit
from assistant.rulesets.base import Context, build, running_duel_of, sheet_fields
from assistant.rulesets.common import char_remove, removed_name
from assistant.rulesets.duel_club.tables import table
from assistant.state import grain
from models.duel_club import DuelClubCharacter, DuelClubState

Ctx = Context[DuelClubState]

#: The lists of the sheet's option names, word-duel_club-field-<field> (sortileges=, skill=, чары=...).
FIELD_WORDS = "word-duel_club-field-"


def char(ctx: Ctx) -> None:
    """``/char NAME sortileges=60`` creates or updates; ``/char`` lists; ``/char del NAME`` removes."""
    args = ctx.command.args
    if not args and not ctx.command.options:
        _list(ctx)
    elif (gone := removed_name(args)) is not None:
        char_remove(ctx, ctx.character_key(gone))
    else:
        _save(ctx, " ".join(args) or ctx.arg(0, "name"))


def _list(ctx: Ctx) -> None:
    if not ctx.state.characters:
        ctx.emit("roster-empty")
    for _, character in grain.peek(ctx.state.characters):  # read only: the roster is not rewritten
        ctx.emit(
            "duel_club-char-line",
            name=character.name,
            skill=character.sortileges,
            pv=character.pv,
            max=table(ctx.state).pv,
            player=character.owner or "",
            bound="yes" if character.owner else "no",
        )


def _fields(ctx: Ctx) -> dict[str, str | int]:
    """Return the sheet's fields typed, the skill read as the number every command reads (or refused)."""
    fields: dict[str, str | int] = dict(sheet_fields(ctx, FIELD_WORDS))
    if "sortileges" in fields:
        fields["sortileges"] = _skill(ctx, str(fields["sortileges"]))
    return fields


def _skill(ctx: Ctx, text: str) -> int:
    """Read a Sortilèges skill, or refuse naming the bounds."""
    top = table(ctx.state).skill_max
    return whole(
        text, 0, top, "duel_club-refusal-skill", "duel_club.sheet",
        out_of_range=RuleViolation, not_a_number="duel_club-refusal-skill", max=top,
    )  # fmt: skip


def _save(ctx: Ctx, name: str) -> None:
    fields = _fields(ctx)
    key = name_keys.key(name.lstrip("@"))
    if fields or key not in ctx.state.characters:
        ctx.require_sheet_work()
    if key in ctx.state.characters:
        _update(ctx, key, fields)
        return
    if "sortileges" not in fields:
        raise ParseError("duel_club-refusal-need-skill", rule="duel_club.sheet", name=name)
    owner = None if ctx.is_gm else ctx.actor.id
    data = {"name": admit(ctx.state.characters, name.lstrip("@")), "owner": owner, "pv": table(ctx.state).pv, **fields}
    character = build(DuelClubCharacter, data)
    ctx.state.characters[key] = character
    ctx.emit("duel_club-char-created", name=character.name, skill=character.sortileges, pv=character.pv)


def _update(ctx: Ctx, key: str, fields: dict[str, str | int]) -> None:
    ctx.require_control(key)
    if running_duel_of(ctx.state.duels, key) is not None:
        raise PermissionDenied("refusal-sheet-in-duel", rule="duel_club.sheet", name=ctx.name(key))
    old = ctx.state.characters[key]
    character = build(DuelClubCharacter, {**old.model_dump(), **fields})
    ctx.state.characters[key] = character
    ctx.emit("duel_club-char-updated", name=character.name, skill=character.sortileges, pv=character.pv)


def pool(ctx: Ctx) -> None:
    """Show PV: ``/pool NAME``, one's own with ``/pool``; a GM with no character of their own sees the roster."""
    if ctx.command.args:
        _pool_line(ctx, ctx.character_key(" ".join(ctx.command.args)))
        return
    owns = any(c.owner == ctx.actor.id for _, c in grain.peek(ctx.state.characters))
    if ctx.is_gm and not owns and not ctx.option("as"):
        _whole_roster(ctx)
        return
    _pool_line(ctx, ctx.subject())


def _whole_roster(ctx: Ctx) -> None:
    if not ctx.state.characters:
        ctx.emit("roster-empty")
    for key in ctx.state.characters:
        _pool_line(ctx, key)


def _pool_line(ctx: Ctx, key: str) -> None:
    character = ctx.state.characters[key]
    ctx.emit("duel_club-pool", name=character.name, pv=character.pv, max=table(ctx.state).pv)
