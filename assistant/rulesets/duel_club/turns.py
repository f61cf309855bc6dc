"""The moves the duel club awaits now, for doors that offer buttons (read-only)."""

from __future__ import annotations

from assistant.rulesets.duel_club.rounds import can_grab
from assistant.rulesets.duel_club.tables import table
from assistant.rulesets.game_view import Step, Turn
from models.duel_club import DuelClubDuel, DuelClubState


def awaited(state: DuelClubState) -> list[Turn]:
    """Return the awaited move of every running duel that has begun."""
    return [turn for duel in state.duels.values() if not duel.ended and duel.turn for turn in _moves(state, duel)]


def _moves(state: DuelClubState, duel: DuelClubDuel) -> list[Turn]:
    key = str(duel.turn)
    if duel.fighters[key].wand == "dropped":
        return [Turn(duel=duel.id, character=key, command="recover")]
    spells = Step(slot="spell", values=tuple(table(state).spells))
    cast = Turn(duel=duel.id, character=key, command="cast", steps=(spells,))
    grab = [Turn(duel=duel.id, character=key, command="grab")] if can_grab(state, duel, key) else []
    return [cast, *grab]
