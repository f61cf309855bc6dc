"""The `duel_club` ruleset: Hogwarts duel club (French annex), 1v1, six authorized spells, 5 PV."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import ClassVar

from assistant.rulesets.base import Handler, Right, Ruleset
from assistant.rulesets.common import COMMON, COMMON_RIGHTS
from assistant.rulesets.duel_club.actions import cast, grab, recover
from assistant.rulesets.duel_club.duels import duel, end, init, status
from assistant.rulesets.duel_club.odds import odds
from assistant.rulesets.duel_club.roster import char, pool
from assistant.rulesets.duel_club.turns import awaited
from assistant.rulesets.duel_club.view import describe_character, describe_duel, shields, spellbook
from assistant.rulesets.game_view import CharacterView, DuelView, Turn
from assistant.rulesets.person import person_fields
from models.duel_club import DuelClubDuel, DuelClubState


class DuelClub(Ruleset[DuelClubState]):
    """Duel club: initiative by Sortilèges, alternating rounds, 1d100 under a threshold per spell."""

    id = "duel_club"
    state_model = DuelClubState
    handlers: ClassVar[Mapping[str, Handler]] = {
        **COMMON,
        "char": person_fields(char),
        "duel": duel,
        "init": init,
        "cast": cast,
        "recover": recover,
        "grab": grab,
        "status": status,
        "pool": pool,
        "end": end,
        "odds": odds,
    }
    odds_bars: ClassVar[dict[str, tuple[str, ...]]] = {
        "duel_club-odds-spell": ("pct",),
        "duel_club-odds-round": ("pct",),
    }
    owners: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "duel_club-initiative": {"skill": "name", "other_skill": "other"},
        "duel_club-hit": {"amount": "name", "pv": "name", "max": "name"},
        "duel_club-status-fighter": {"skill": "name", "pv": "name", "max": "name"},
    }
    rights: ClassVar[Mapping[str, Right]] = COMMON_RIGHTS

    def turns(self, state: DuelClubState) -> list[Turn]:
        """Return the move each running duel awaits: a cast (or a grab), or a recovery."""
        return awaited(state)

    def character_view(self, state: DuelClubState, key: str, now: datetime) -> CharacterView:
        """PV, out, the wand dropped, Petrificus and Levicorpus."""
        return describe_character(state, key, now)

    def duel_view(self, state: DuelClubState, duel: DuelClubDuel, now: datetime) -> DuelView:
        """The round, who acts first in it and who acts now."""
        return describe_duel(state, duel, now)

    def spellbook(self, state: DuelClubState) -> tuple[str, ...]:
        """The six authorized spells."""
        return spellbook(state)

    def shields(self, state: DuelClubState) -> tuple[str, ...]:
        """The spells that shield."""
        return shields(state)


RULESET = DuelClub()
