"""What a door shows of a duel club game: PV out of the table's, the wand, Petrificus and Levicorpus, the round."""

from __future__ import annotations

from datetime import datetime

from assistant.rulesets.base import character_view, duel_view, running_duel_of
from assistant.rulesets.duel_club.rounds import opponent
from assistant.rulesets.duel_club.tables import table
from assistant.rulesets.game_view import Badge, CharacterView, Detail, DuelView, Pool
from models.duel_club import DuelClubDuel, DuelClubState

#: A duellist's conditions in a running duel shown as badges.
CONDITIONS = ("petrified", "levicorpus")


def describe_character(state: DuelClubState, key: str, now: datetime) -> CharacterView:
    """PV out of the table's; out at 0; in a running duel, the wand dropped, Petrificus, Levicorpus."""
    c = state.characters[key]
    duel = running_duel_of(state.duels, key)
    fighter = duel.fighters.get(key) if duel is not None else None
    badges = [Badge("out", "bad")] if c.pv == 0 else []
    if fighter is not None:
        badges += [Badge("disarmed", "bad")] if fighter.wand == "dropped" else []
        badges += [Badge(flag) for flag in CONDITIONS if getattr(fighter, flag)]
    pools = (Pool("pv", c.pv, table(state).pv),)
    return character_view(state, key, pools, tuple(badges), (Detail("sortileges", c.sortileges),))


def describe_duel(state: DuelClubState, duel: DuelClubDuel, now: datetime) -> DuelView:
    """The running round, who acts first in it and who acts now."""
    running = bool(duel.round) and not duel.ended
    order = (duel.first, opponent(duel, duel.first)) if duel.first else ()
    return duel_view(duel, round=duel.round if running else None, order=order, active=duel.turn)


def spellbook(state: DuelClubState) -> tuple[str, ...]:
    """Return the six authorized spells (any other disqualifies its caster)."""
    return tuple(table(state).spells)


def shields(state: DuelClubState) -> tuple[str, ...]:
    """Return the spells that block the opponent's spell of the round (Protego)."""
    return tuple(spell for spell, rule in table(state).spells.items() if rule.effect == "shield")
