"""The wand-duel larp (RULES.md §3): erg pools, casting discipline, teaching, wands and the dueling code."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any, ClassVar

from assistant.rulesets.base import Handler, Right, Ruleset
from assistant.rulesets.common import COMMON, COMMON_RIGHTS
from assistant.rulesets.ergs.bout import bout
from assistant.rulesets.ergs.casting import cast, dodge
from assistant.rulesets.ergs.code import duel, end, protocol
from assistant.rulesets.ergs.config import config
from assistant.rulesets.ergs.odds import odds
from assistant.rulesets.ergs.pools import char, cycle, drain, gain, pool, restore, spend, status
from assistant.rulesets.ergs.teaching import service, teach
from assistant.rulesets.ergs.view import (
    boundary,
    describe_character,
    describe_duel,
    known_spells,
    shields,
    spellbook,
)
from assistant.rulesets.ergs.wands import wand
from assistant.rulesets.game_view import Boundary, CharacterView, DuelView
from assistant.rulesets.person import person_fields
from models import GameState
from models.ergs import ErgsDuel, ErgsState


class ErgsRuleset(Ruleset[ErgsState]):
    """Wizards with ergs: 3 to spend and a life erg, refilled each cycle; duels under the seconds' code."""

    id: ClassVar[str] = "ergs"
    state_model: ClassVar[type[GameState[Any, Any]]] = ErgsState
    open_targets: ClassVar[bool] = True
    handlers: ClassVar[Mapping[str, Handler]] = {
        **COMMON,
        "char": person_fields(char),
        "pool": pool,
        "status": status,
        "spend": spend,
        "gain": gain,
        "drain": drain,
        "restore": restore,
        "cycle": cycle,
        "cast": cast,
        "dodge": dodge,
        "service": service,
        "teach": teach,
        "wand": wand,
        "duel": duel,
        "end": end,
        "protocol": protocol,
        "bout": bout,
        "odds": odds,
        "config": config,
    }
    odds_bars: ClassVar[dict[str, tuple[str, ...]]] = {"ergs-odds-chance": ("percent",)}
    owners: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "ergs-cast": {"n": "name", "ergs": "name"},
        "ergs-taught": {"n": "teacher", "ergs": "teacher"},
        "ergs-wand-given": {"hours": "to"},
    }
    rights: ClassVar[Mapping[str, Right]] = {
        **COMMON_RIGHTS,
        "gain": "gm",
        "drain": "gm",
        "restore": "gm",
        "cycle": "gm",
        "config": "settings",
    }

    def character_view(self, state: ErgsState, key: str, now: datetime) -> CharacterView:
        """Ergs, the life erg, demagicked, the wand in hand."""
        return describe_character(state, key, now)

    def duel_view(self, state: ErgsState, duel: ErgsDuel, now: datetime) -> DuelView:
        """The bout timer."""
        return describe_duel(state, duel, now)

    def spellbook(self, state: ErgsState) -> tuple[str, ...]:
        """The game's spellbook."""
        return spellbook(state)

    def shields(self, state: ErgsState) -> tuple[str, ...]:
        """The spells that shield."""
        return shields(state)

    def known_spells(self, state: ErgsState, key: str) -> tuple[str, ...]:
        """The basic spells and those the wizard learnt."""
        return known_spells(state, key)

    def boundary(self, state: ErgsState, now: datetime) -> Boundary | None:
        """The next 'stop' or 'resume' of a running bout timer, and its tick."""
        return boundary(state, now)


#: The ruleset the registry loads.
RULESET = ErgsRuleset()
