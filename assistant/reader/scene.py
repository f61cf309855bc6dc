"""What the reader needs to know of a game to read one person's words: who is who, what may be cast, what is awaited.

A ``Scene`` is built from the game's state for the actor who speaks: the roster with each name's forms (so
'na Dracona', 'в Гермиону', 'na Draca' find their character), which characters the speaker may act for, the
spells of the game's ruleset and which of them shield, and who must defend now. The reader decides with it that
'Protego!' is a defence when an attack awaits the speaker, and that 'Draco, Rictusempra!' names a target.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from assistant import names, roster
from assistant.roster import Person
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import is_gm
from models import Actor, GameState


@dataclass(frozen=True)
class Scene:
    """One game as one speaker sees it, for reading their words."""

    people: tuple[Person, ...]  #: the roster, with every name's forms
    me: str | None  #: the roster key of the one character the speaker plays, if they play exactly one
    gm: bool  #: the speaker is a GM of the game
    commands: frozenset[str]  #: the commands of the game's ruleset
    spells: tuple[str, ...]  #: the spells the game's players may cast
    shields: frozenset[str]  #: those of them that shield
    awaiting: frozenset[str]  #: roster keys of characters who must defend before anything else

    def may_act_for(self, key: str) -> bool:
        """Say whether the speaker may act for a character (a GM for anyone, a player for their own)."""
        return self.gm or key == self.me or any(p.key == key and p.mine for p in self.people)

    def person(self, key: str) -> Person | None:
        """Return a character of the roster by key."""
        return next((p for p in self.people if p.key == key), None)


def _feniks(state: Any) -> tuple[tuple[str, ...], frozenset[str]]:
    from assistant.rulesets.feniks.tables import tables

    t = tables(state)
    return t.ids, frozenset(s.id for s in t.spells if s.shield)


def _duel_club(state: Any) -> tuple[tuple[str, ...], frozenset[str]]:
    from assistant.rulesets.duel_club.tables import table

    rules = table(state)
    return tuple(rules.spells), frozenset(s for s, r in rules.spells.items() if r.effect == "shield")


def _ergs(state: Any) -> tuple[tuple[str, ...], frozenset[str]]:
    from assistant.rulesets.ergs.tables import tables

    t = tables(state)
    return t.spell_ids, frozenset(s for s, r in t.spells.items() if r.kind == "shield")


def _spell_points(state: Any) -> tuple[tuple[str, ...], frozenset[str]]:
    from assistant.rulesets.spell_points.tables import tables

    return tables(state.overrides).spell_ids, frozenset()


#: Ruleset id → the spells its games may cast, and which shield.
SPELLBOOKS: dict[str, Callable[[Any], tuple[tuple[str, ...], frozenset[str]]]] = {
    "feniks": _feniks,
    "duel_club": _duel_club,
    "ergs": _ergs,
    "spell_points": _spell_points,
}


@cache
def _every_spell() -> tuple[str, ...]:
    from assistant.reader.spells import default_lexicon

    return tuple(sorted(default_lexicon().names))


def _awaiting(state: GameState[Any, Any]) -> frozenset[str]:
    return frozenset(t.character for t in get_ruleset(state.ruleset).turns(state) if t.command == "defend")


def scene_of(state: GameState[Any, Any] | None, actor: Actor, locale: str) -> Scene:
    """Describe a game for reading one actor's words (a game not opened yet: no roster, every spell)."""
    if state is None:
        return Scene((), None, actor.admin, frozenset(), _every_spell(), frozenset(), frozenset())
    mine = [k for k, c in state.characters.items() if c.owner == actor.id]
    people = roster.people(state, actor.id, locale)
    spells, shields = SPELLBOOKS.get(state.ruleset, lambda s: (_every_spell(), frozenset()))(state)
    return Scene(
        people=people,
        me=mine[0] if len(mine) == 1 else None,
        gm=is_gm(state, actor),
        commands=frozenset(get_ruleset(state.ruleset).commands()) | {"undo", "rules"},
        spells=spells,
        shields=shields,
        awaiting=_awaiting(state),
    )


def key_of(name: str) -> str:
    """Return a roster key of a name."""
    return names.key(name)
