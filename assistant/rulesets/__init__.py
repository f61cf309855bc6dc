"""The registry of rulesets: id → the module that provides it, imported on first use."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # importing no model here keeps `assistant --help` fast
    from collections.abc import Collection
    from datetime import datetime

    from assistant.rulesets.base import Ruleset
    from assistant.view import GameView
    from models import GameState

#: Every ruleset id the product knows, in the order the help lists them.
RULESET_IDS = ("feniks", "duel_club", "ergs", "spell_points")

#: Where each available ruleset lives; an id missing here is known but not available yet.
_MODULES = {
    "feniks": "assistant.rulesets.feniks",
    "duel_club": "assistant.rulesets.duel_club",
    "ergs": "assistant.rulesets.ergs",
    "spell_points": "assistant.rulesets.spell_points",
}


@cache
def get_ruleset(ruleset_id: str) -> Ruleset[Any]:
    """Return the ruleset for an id, or refuse naming the known ones."""
    from assistant.errors import NotFound, RuleViolation

    if ruleset_id not in RULESET_IDS:
        raise NotFound("refusal-unknown-ruleset", rule="rulesets", ruleset=ruleset_id, known=", ".join(RULESET_IDS))
    if ruleset_id not in _MODULES:
        raise RuleViolation("refusal-ruleset-unavailable", rule="rulesets", ruleset=ruleset_id)
    ruleset: Ruleset[Any] = import_module(_MODULES[ruleset_id]).RULESET
    return ruleset


def view_of(state: GameState[Any, Any], now: datetime, keys: Collection[str] | None = None) -> GameView:
    """Return what a door shows of a game at a moment, as its ruleset describes it (``keys``: which characters)."""
    return get_ruleset(state.ruleset).view(state, now, keys)
