"""Feniks: duels and hit points (PZ), d20 initiative, the d10 attack and defence pipeline, the Kod block."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import ClassVar

from assistant.rulesets.base import Handler, Right, Ruleset
from assistant.rulesets.common import COMMON, COMMON_RIGHTS
from assistant.rulesets.feniks.awaited import awaited
from assistant.rulesets.feniks.combat import cast, defend
from assistant.rulesets.feniks.duels import duel, end, init, order, status
from assistant.rulesets.feniks.odds import odds
from assistant.rulesets.feniks.sheet import char, pool
from assistant.rulesets.feniks.view import describe_character, describe_duel, shields, spellbook
from assistant.rulesets.game_view import CharacterView, DuelView, Turn
from assistant.rulesets.person import person_fields
from models.feniks import FeniksDuel, FeniksState


class FeniksRuleset(Ruleset[FeniksState]):
    """The Feniks forum RPG's duel rules."""

    id = "feniks"
    state_model = FeniksState
    handlers: ClassVar[dict[str, Handler]] = {
        **COMMON,
        "char": person_fields(char),
        "pool": pool,
        "duel": duel,
        "init": init,
        "order": order,
        "cast": cast,
        "defend": defend,
        "status": status,
        "end": end,
        "odds": odds,
    }
    odds_bars: ClassVar[dict[str, tuple[str, ...]]] = {
        "feniks-odds-hit": ("hit", "critical"),
        "feniks-odds-dodge": ("chance",),
        "feniks-odds-attack": ("hit",),
        "feniks-odds-vs": ("any",),
        "feniks-odds-row": ("chance",),
    }
    owners: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "feniks-attack": {"value": "name", "face": "name", "mod": "name"},
        "feniks-defence-shield": {"attack": "attacker", "value": "name", "damage": "name", "hp": "name", "max": "name"},
        "feniks-defence-dodge": {"face": "name", "damage": "name", "hp": "name", "max": "name"},
        "feniks-defence-none": {"damage": "name", "hp": "name", "max": "name"},
        "feniks-turn-defend": {"value": "attacker"},
        "feniks-status-pending": {"value": "attacker"},
    }
    rights: ClassVar[dict[str, Right]] = {**COMMON_RIGHTS, "order": "gm", "end": "gm"}

    def turns(self, state: FeniksState) -> list[Turn]:
        """Return the move each running duel awaits: a defence while attacks wait, else an attack."""
        return awaited(state)

    def character_view(self, state: FeniksState, key: str, now: datetime) -> CharacterView:
        """Hit points, KO, unconscious or in the hospital wing."""
        return describe_character(state, key, now)

    def duel_view(self, state: FeniksState, duel: FeniksDuel, now: datetime) -> DuelView:
        """The kind, the turn order, whose move it is, the defences awaited."""
        return describe_duel(state, duel, now)

    def spellbook(self, state: FeniksState) -> tuple[str, ...]:
        """The catalogue's spells."""
        return spellbook(state)

    def shields(self, state: FeniksState) -> tuple[str, ...]:
        """The spells that shield."""
        return shields(state)


RULESET = FeniksRuleset()
