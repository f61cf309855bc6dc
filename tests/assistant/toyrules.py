"""A toy ruleset for engine tests: one pool per character, spend and gain."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field

from assistant.errors import RuleViolation
from assistant.reading import name_keys
from assistant.rulesets.base import Context, Handler, Ruleset, build, sheet_fields
from assistant.rulesets.common import COMMON
from models import CharacterBase, DuelBase, GameState


class Toy(CharacterBase):
    points: int = Field(default=10, ge=0, description="Points left.")


class ToyState(GameState[Toy, DuelBase]):
    pass


def char(ctx: Context[Any]) -> None:
    name = ctx.arg(0, "name")
    fields = sheet_fields(ctx, "word-toy-field-", ("points",))
    owner = None if ctx.is_gm else ctx.actor.id
    ctx.state.characters[name_keys.key(name)] = build(Toy, {"name": name, "owner": owner, **fields})
    ctx.emit("char-bound", name=name, player=owner or "-")


def spend(ctx: Context[Any]) -> None:
    key = ctx.subject()
    amount = int(ctx.arg(0, "amount"))
    character = ctx.state.characters[key]
    if amount > character.points:
        raise RuleViolation("refusal-rule", rule="toy.pool")
    character.points -= amount
    ctx.emit("roll-result", expr=str(amount), detail=str(character.points))


def overspend(ctx: Context[Any]) -> None:
    """Take the points first and refuse afterwards, as a careless handler might."""
    character = ctx.state.characters[ctx.subject()]
    character.points -= int(ctx.arg(0, "amount"))
    if character.points < 0:
        raise RuleViolation("refusal-rule", rule="toy.pool")


class ToyRuleset(Ruleset[ToyState]):
    id = "toy"
    state_model = ToyState
    handlers: ClassVar[dict[str, Handler]] = {**COMMON, "char": char, "spend": spend, "overspend": overspend}


RULESET = ToyRuleset()
