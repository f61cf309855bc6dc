"""The spell_points ruleset: spell-point pools for d20 casters (the Czech variant, RULES.md section 4)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, ClassVar

from assistant.rulesets.base import Context, Handler, Right, Ruleset
from assistant.rulesets.common import COMMON_RIGHTS, COMMON_WITHOUT_TURNS
from assistant.rulesets.game_view import CharacterView
from assistant.rulesets.person import person_fields
from assistant.rulesets.spell_points import commands
from assistant.rulesets.spell_points.helpers import Ctx, table
from assistant.rulesets.spell_points.odds import odds
from assistant.rulesets.spell_points.pool import condition
from assistant.rulesets.spell_points.report import show
from assistant.rulesets.spell_points.sheet import char
from assistant.rulesets.spell_points.spells import cast
from assistant.rulesets.spell_points.view import describe_character, spellbook
from assistant.state import grain
from models.spell_points import Condition, SpellPointsState


def _conditions(ctx: Ctx) -> dict[str, Condition]:
    t = table(ctx)
    return {k: condition(t, c) for k, c in grain.peek(ctx.state.characters)}


def watched(handler: Callable[[Ctx], None]) -> Handler:
    """Wrap a handler so that every change of a caster's condition is announced after it.

    A condition is the caster's own and the tables': where the engine tracks the roster, only the casters the
    handler was handed can have changed, and their conditions before are taken as they are handed out; the whole
    roster is compared where the tables changed, or where the roster is not tracked.
    """

    def run(ctx: Context[Any]) -> None:
        roster, tables_before = ctx.state.characters, table(ctx)
        if not isinstance(roster, grain.Touched):
            before = _conditions(ctx)
            handler(ctx)
            _announce(ctx, before, _conditions(ctx))
            return
        taken: dict[str, Condition] = {}

        def seen(key: str, caster: Any) -> None:
            taken[key] = condition(tables_before, caster)

        roster.watch(seen)
        try:
            handler(ctx)
        finally:
            roster.watch(None)
        if table(ctx) != tables_before:
            taken = {k: condition(tables_before, c) for k, c in grain.peek(roster) if k not in taken} | taken
        t, now = table(ctx), ctx.state.characters
        in_order = [k for k in now if k in taken] if len(taken) > 1 else list(taken)
        _announce(ctx, taken, {k: condition(t, dict.__getitem__(now, k)) for k in in_order if k in now})

    run.__doc__ = handler.__doc__
    return run


def _announce(ctx: Ctx, before: Mapping[str, Condition], after: Mapping[str, Condition]) -> None:
    """Announce each caster whose condition the command changed (one added by it has no condition before)."""
    for key, now in after.items():
        if key in before and before[key] != now:
            ctx.emit("sp-condition", name=ctx.name(key), condition=now)


class SpellPoints(Ruleset[SpellPointsState]):
    """Spell points: pools by level and key ability, costs, fatigue, rest, metamagic, heightened damage."""

    id: ClassVar[str] = "spell_points"
    state_model = SpellPointsState
    open_targets: ClassVar[bool] = True
    cast_options: ClassVar[Mapping[str, str]] = {"extra": "", "meta": "word-sp-feat-"}
    handlers: ClassVar[dict[str, Handler]] = {
        **COMMON_WITHOUT_TURNS,
        **{
            name: watched(handler)
            for name, handler in {
                "char": person_fields(char),
                "cast": cast,
                "spend": commands.spend,
                "gain": commands.gain,
                "rest": commands.rest_,
                "fatigue": commands.fatigue,
                "restore": commands.restore,
                "drain": commands.drain,
                "pearl": commands.pearl,
                "day": commands.day,
                "metamagic": commands.metamagic,
            }.items()
        },
        "pool": show,
        "odds": odds,
    }
    odds_bars: ClassVar[dict[str, tuple[str, ...]]] = {"sp-odds-at-least": ("percent",)}
    #: Conditions and negative levels are imposed by a GM (or, where players keep their own sheets, by the player).
    rights: ClassVar[Mapping[str, Right]] = {
        **COMMON_RIGHTS,
        "gain": "gm",
        "day": "gm",
        "fatigue": "sheet",
        "restore": "sheet",
        "drain": "sheet",
        "metamagic": "settings",
    }

    def character_view(self, state: SpellPointsState, key: str, now: datetime) -> CharacterView:
        """Spell points, fatigued or exhausted, resting."""
        return describe_character(state, key, now)

    def spellbook(self, state: SpellPointsState) -> tuple[str, ...]:
        """The spells of the game's tables."""
        return spellbook(state)


RULESET = SpellPoints()
