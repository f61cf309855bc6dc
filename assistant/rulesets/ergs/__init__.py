"""The wand-duel larp (RULES.md §3): erg pools, casting discipline, teaching, wands and the dueling code."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from assistant.rulesets.base import Handler, Ruleset
from assistant.rulesets.common import COMMON
from assistant.rulesets.ergs.bout import bout
from assistant.rulesets.ergs.casting import cast, dodge
from assistant.rulesets.ergs.code import duel, end, protocol
from assistant.rulesets.ergs.config import config
from assistant.rulesets.ergs.odds import odds
from assistant.rulesets.ergs.pools import char, cycle, drain, gain, pool, restore, spend
from assistant.rulesets.ergs.teaching import service, teach
from assistant.rulesets.ergs.wands import wand
from assistant.rulesets.person import person_fields
from models import GameState
from models.ergs import ErgsState


class ErgsRuleset(Ruleset[ErgsState]):
    """Wizards with ergs: 3 to spend and a life erg, refilled each cycle; duels under the seconds' code."""

    id: ClassVar[str] = "ergs"
    state_model: ClassVar[type[GameState[Any, Any]]] = ErgsState
    handlers: ClassVar[Mapping[str, Handler]] = {
        **COMMON,
        "char": person_fields(char),
        "pool": pool,
        "status": pool,
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


#: The ruleset the registry loads.
RULESET = ErgsRuleset()
