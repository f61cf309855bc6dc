"""What a door shows of a Feniks game: hit points (PZ), KO and the hospital wing, the turn order, defences awaited."""

from __future__ import annotations

from datetime import datetime

from assistant.rulesets.base import character_view, duel_view, running_duel_of
from assistant.rulesets.feniks.tables import tables
from assistant.rulesets.game_view import Badge, CharacterView, Defence, Detail, DuelView, Pool
from models.feniks import FeniksDuel, FeniksState

#: The sheet values listed beside the hit points.
SHEET = ("age", "reflex", "charms", "transfig", "dada")


def describe_character(state: FeniksState, key: str, now: datetime) -> CharacterView:
    """Hit points out of the age table's, KO in a duel, unconscious or in the hospital wing."""
    c = state.characters[key]
    duel = running_duel_of(state.duels, key)
    knocked_out = c.hp == 0 or (duel is not None and key in duel.out)
    badges = [Badge("ko", "bad")] if knocked_out else []
    badges += [Badge(c.condition, "bad")] if c.condition != "ok" else []
    details = tuple(Detail(field, getattr(c, field)) for field in SHEET)
    return character_view(state, key, (Pool("hp", c.hp, c.max_hp),), tuple(badges), details)


def describe_duel(state: FeniksState, fight: FeniksDuel, now: datetime) -> DuelView:
    """The duel's kind, its turn order and whose move it is, and the attacks waiting for a defence."""
    return duel_view(fight, kind=fight.kind, order=tuple(fight.order), active=fight.current(), awaited=awaited(fight))


def awaited(fight: FeniksDuel) -> tuple[Defence, ...]:
    """Return every attack that hit and waits for its target's defence, by defender, oldest first."""
    return tuple(Defence(k, a.attacker, a.spell, a.value) for k, attacks in fight.pending.items() for a in attacks)


def spellbook(state: FeniksState) -> tuple[str, ...]:
    """Return the catalogue's spells: attacks by /cast, shields by /defend shield."""
    return tables(state).ids


def shields(state: FeniksState) -> tuple[str, ...]:
    """Return the catalogue's shields: what /defend shield takes."""
    return tuple(s.id for s in tables(state).spells if s.shield)
