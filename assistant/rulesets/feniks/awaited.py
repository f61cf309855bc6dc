"""The moves Feniks duels await now, for doors that offer buttons (read-only)."""

from __future__ import annotations

from assistant.rulesets.feniks.tables import FeniksTables, tables
from assistant.rulesets.game_view import Step, Turn
from models.feniks import FeniksCharacter, FeniksDuel, FeniksState

#: The defence choices of /defend, as its words.
DEFENCES = ("shield", "dodge", "none")


def awaited(state: FeniksState) -> list[Turn]:
    """Return the move each running duel awaits: a defence while attacks wait, else an attack."""
    t = tables(state)
    return [turn for fight in state.duels.values() if not fight.ended for turn in _moves(state, t, fight)]


def _moves(state: FeniksState, t: FeniksTables, fight: FeniksDuel) -> list[Turn]:
    key = fight.current()
    if key is None:
        return []
    if fight.waiting(key):
        return [Turn(duel=fight.id, character=key, command="defend", steps=(Step("defence", DEFENCES),))]
    spells = _spells(t, state.characters[key])
    targets = Step("target", _targets(fight, key))
    return [Turn(duel=fight.id, character=key, command="cast", steps=(spells, targets))] if targets.values else []


def _targets(fight: FeniksDuel, key: str) -> tuple[str, ...]:
    foes = fight.foes(key)
    if key in fight.surprise:
        foes = [k for k in foes if k not in fight.surprise_targets]
    return tuple(foes)


def _spells(t: FeniksTables, wizard: FeniksCharacter) -> Step:
    """Return the attack spells, the wizard's own first: those of the attack category they hold the most points in."""
    attacks = [s for s in t.spells if not s.shield]
    best = max((wizard.points(s.category) for s in attacks), default=0)
    if best == 0:
        return Step("spell", t.attack_ids)
    own = [s.id for s in attacks if wizard.points(s.category) == best]
    return Step("spell", (*own, *(s.id for s in attacks if s.id not in own)), own=len(own))
