"""The registry of rulesets: id → the module that provides it, imported on first use.

It is the one list of rulesets: the help, the web's list of rulesets, the menus (from each ruleset's ``rights``),
the moves a door offers (from each ruleset's view) and every check of an id are derived from it. A fifth ruleset
is a folder beside these, its model, its locale files, and one line here.
"""

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

#: Every ruleset, by id, with the module that provides it, in the order the help lists them.
RULESETS = {
    "feniks": "assistant.rulesets.feniks",
    "duel_club": "assistant.rulesets.duel_club",
    "ergs": "assistant.rulesets.ergs",
    "spell_points": "assistant.rulesets.spell_points",
}
#: Every ruleset id, in the order the help lists them.
RULESET_IDS = tuple(RULESETS)


@cache
def get_ruleset(ruleset_id: str) -> Ruleset[Any]:
    """Return the ruleset for an id, or refuse naming the known ones."""
    from assistant.errors import NotFound

    if ruleset_id not in RULESETS:
        raise NotFound("refusal-unknown-ruleset", rule="rulesets", ruleset=ruleset_id, known=", ".join(RULESET_IDS))
    ruleset: Ruleset[Any] = import_module(RULESETS[ruleset_id]).RULESET
    return ruleset


def view_of(state: GameState[Any, Any], now: datetime, keys: Collection[str] | None = None) -> GameView:
    """Return what a door shows of a game at a moment, as its ruleset describes it (``keys``: which characters)."""
    return get_ruleset(state.ruleset).view(state, now, keys)
