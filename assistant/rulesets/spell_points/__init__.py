"""The spell_points ruleset: spell-point pools for d20 casters (the Czech variant, RULES.md section 4)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, ClassVar

from assistant.rulesets.base import Context, Handler, Right, Ruleset
from assistant.rulesets.common import COMMON, COMMON_RIGHTS
from assistant.rulesets.person import person_fields
from assistant.rulesets.spell_points import commands
from assistant.rulesets.spell_points.helpers import Ctx, table
from assistant.rulesets.spell_points.odds import odds
from assistant.rulesets.spell_points.pool import condition
from assistant.rulesets.spell_points.report import show
from assistant.rulesets.spell_points.sheet import char
from assistant.rulesets.spell_points.spells import cast
from assistant.rulesets.spell_points.view import describe_character, spellbook
from assistant.view import CharacterView
from models.spell_points import Condition, SpellPointsState


def _conditions(ctx: Ctx) -> dict[str, Condition]:
    t = table(ctx)
    return {k: condition(t, c) for k, c in ctx.state.characters.items()}


def watched(handler: Callable[[Ctx], None]) -> Handler:
    """Wrap a handler so that every change of a caster's condition is announced after it."""

    def run(ctx: Context[Any]) -> None:
        before = _conditions(ctx)
        handler(ctx)
        for key, now in _conditions(ctx).items():
            if key in before and before[key] != now:
                ctx.emit("sp-condition", name=ctx.name(key), condition=now)

    run.__doc__ = handler.__doc__
    return run


class SpellPoints(Ruleset[SpellPointsState]):
    """Spell points: pools by level and key ability, costs, fatigue, rest, metamagic, heightened damage."""

    id: ClassVar[str] = "spell_points"
    state_model = SpellPointsState
    open_targets: ClassVar[bool] = True
    cast_options: ClassVar[Mapping[str, str]] = {"extra": "", "meta": "word-sp-feat-"}
    handlers: ClassVar[dict[str, Handler]] = {
        **COMMON,
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
    }

    def character_view(self, state: SpellPointsState, key: str, now: datetime) -> CharacterView:
        """Spell points, fatigued or exhausted, resting."""
        return describe_character(state, key, now)

    def spellbook(self, state: SpellPointsState) -> tuple[str, ...]:
        """The spells of the game's tables."""
        return spellbook(state)


RULESET = SpellPoints()
