"""A test-only ruleset with pools and a duel, so storage tests need no real ruleset's syntax."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import Field

import assistant.rulesets as registry
from assistant import names
from assistant.errors import RuleViolation
from assistant.rulesets.base import Context, Handler, Ruleset, new_duel_id
from assistant.rulesets.common import COMMON
from models import CharacterBase, DuelBase, GameState

ID = "ledger"


class Holder(CharacterBase):
    points: int = Field(default=0, ge=0, description="Points in the pool.")


class Bout(DuelBase):
    exchanges: int = Field(default=0, description="Hits landed so far.")
    hits: list[int] = Field(default_factory=list, description="Hits landed by each participant.")


class LedgerState(GameState[Holder, Bout]):
    pass


def char(ctx: Context[Any]) -> None:
    ctx.require_gm()
    name, points = ctx.arg(0, "name"), int(ctx.arg(1, "points"))
    ctx.state.characters[names.key(name)] = Holder(name=name, points=points)
    ctx.emit("ledger-char", name=name, points=points)


def spend(ctx: Context[Any]) -> None:
    holder = ctx.state.characters[ctx.character_key(ctx.arg(0, "name"))]
    amount = int(ctx.arg(1, "amount"))
    if amount > holder.points:
        raise RuleViolation("refusal-rule", rule="ledger.pool")
    holder.points -= amount
    ctx.emit("ledger-spend", name=holder.name, points=holder.points)


def gain(ctx: Context[Any]) -> None:
    holder = ctx.state.characters[ctx.character_key(ctx.arg(0, "name"))]
    holder.points += int(ctx.arg(1, "amount"))
    ctx.emit("ledger-gain", name=holder.name, points=holder.points)


def duel(ctx: Context[Any]) -> None:
    keys = [ctx.character_key(n) for n in ctx.command.args]
    bout = Bout(id=new_duel_id(ctx.state), participants=keys, sides=list(range(1, len(keys) + 1)), hits=[0] * len(keys))
    ctx.state.duels[bout.id] = bout
    ctx.emit("ledger-duel", duel=bout.id)


def hit(ctx: Context[Any]) -> None:
    """A participant lands a hit: the other loses a point from their pool."""
    bout = ctx.state.duels[ctx.arg(0, "duel")]
    striker = int(ctx.arg(1, "index"))
    target = ctx.state.characters[bout.participants[1 - striker]]
    if target.points < 1:
        raise RuleViolation("refusal-rule", rule="ledger.hit")
    target.points -= 1
    bout.hits[striker] += 1
    bout.exchanges += 1
    ctx.emit("ledger-hit", duel=bout.id, exchanges=bout.exchanges)


class LedgerRuleset(Ruleset[LedgerState]):
    id = ID
    state_model = LedgerState
    handlers: ClassVar[dict[str, Handler]] = {
        **COMMON,
        "char": char,
        "spend": spend,
        "gain": gain,
        "duel": duel,
        "hit": hit,
    }


RULESET = LedgerRuleset()


def register() -> None:
    """Make the ledger ruleset available in this process (tests and worker processes only)."""
    if ID not in registry.RULESET_IDS:
        registry.RULESET_IDS = (*registry.RULESET_IDS, ID)  # type: ignore[assignment]
    registry.RULESETS[ID] = __name__
    registry.get_ruleset.cache_clear()


#: The game every reliability test plays: three pools and one duel between the first two.
SETUP = ["/char Anna 100000", "/char Boris 100000", "/char Cyril 100000", "/duel Anna Boris"]


def op(i: int) -> str:
    """Return the i-th command of the reliability plan: spends, gains and hits on the same pools and duel."""
    plan = [f"/spend Anna {1 + i % 3}", f"/gain Cyril {1 + i % 2}", f"/hit 1 {i % 2}", f"/spend Boris {1 + i % 5}"]
    return plan[i % len(plan)]
