"""What the reader needs to know of a game to read one person's words: who is who, what may be cast, what is awaited.

A ``Scene`` is built from the game's state for the actor who speaks: the roster with each name's forms (so
'na Dracona', 'в Гермиону', 'na Draca' find their character), which characters the speaker may act for, the
spells of the game's ruleset and which of them shield, and who must defend now. The reader decides with it that
'Protego!' is a defence when an attack awaits the speaker, and that 'Draco, Rictusempra!' names a target.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache, cached_property
from typing import Any

from assistant.reading import roster_names
from assistant.reading.roster_names import Person
from assistant.rulesets import get_ruleset, view_of
from assistant.rulesets.base import is_gm
from assistant.rulesets.game_view import DuelView
from assistant.state import grain
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
    open_targets: bool = False  #: a spell may be cast at anyone, off the roster too
    cast_options: Mapping[str, str] = field(default_factory=dict)  #: /cast options words fill → their words' prefix
    mine: frozenset[str] = frozenset()  #: roster keys of the characters the speaker plays
    foe: str | None = None  #: the roster key of the one opponent the speaker's character faces in a running duel

    @cached_property
    def spell_words(self) -> frozenset[str]:
        """Return every word of the names of the spells that may be cast, in every locale (as keys)."""
        return _spell_words(self.spells)

    @cached_property
    def _starts(self) -> frozenset[str]:
        return _spell_starts(self.spells) | self._index.starts

    def may_name(self, key: str) -> bool:
        """Say whether a word may name a character or a spell here: it begins as one of their words does."""
        return key[:2] in self._starts

    index: roster_names.Index | None = None  #: the roster's index of name starts (made from ``people`` if not given)
    keyed: Mapping[str, Person] | None = None  #: the roster by key (made from ``people`` if not given)

    @cached_property
    def _index(self) -> roster_names.Index:
        return self.index or roster_names.Index(self.people)

    @cached_property
    def _by_key(self) -> Mapping[str, Person]:
        return self.keyed if self.keyed is not None else {p.key: p for p in self.people}

    def starting(self, key: str, endings: frozenset[str]) -> list[Person]:
        """Return the characters whose name a word (a key) may begin, to be graded (never the whole roster)."""
        return [self.people[i] for i in self._index.starting(key, endings)]

    def may_act_for(self, key: str) -> bool:
        """Say whether the speaker may act for a character (a GM for anyone, a player for their own)."""
        return self.gm or key == self.me or key in self.mine

    def person(self, key: str) -> Person | None:
        """Return a character of the roster by key."""
        return self._by_key.get(key)


@cache
def _every_spell() -> tuple[str, ...]:
    from assistant.reading.spells import default_lexicon

    return tuple(sorted(default_lexicon().names))


@cache
def _spell_words(spells: tuple[str, ...]) -> frozenset[str]:
    from assistant.reading.spells import default_lexicon

    lexicon = default_lexicon()
    return frozenset(word for spell in spells for name in lexicon.keys_of(spell) for word in name.split())


def shield_words(shields: frozenset[str]) -> frozenset[str]:
    """Return every word of the names of shield spells, in every locale (as keys)."""
    return _spell_words(tuple(sorted(shields)))


@cache
def _spell_starts(spells: tuple[str, ...]) -> frozenset[str]:
    return roster_names.starts_of(_spell_words(spells))


#: The moment the reader's view is taken at: what it reads (spellbook, moves awaited) depends on no clock.
_TIMELESS = datetime(2000, 1, 1, tzinfo=UTC)


@dataclass(frozen=True)
class _Cast:
    """A game's roster as the reader finds it (whoever speaks), indexed by name starts and by key."""

    people: tuple[Person, ...]
    index: roster_names.Index
    keyed: Mapping[str, Person]


@dataclass(frozen=True)
class Owners:
    """Who plays whom in a game: each owner's characters' keys, and the name of the one character of those who
    play exactly one."""

    keys: Mapping[str | None, tuple[str, ...]]
    sole: Mapping[str | None, str]


#: The rosters and owners read lately, by game, position (locale) and the very characters: every line reads one.
_ROSTERS: OrderedDict[tuple[Any, ...], _Cast] = OrderedDict()
_OWNERS: OrderedDict[tuple[Any, ...], Owners] = OrderedDict()
ROSTERS_KEPT = 64


def _position(state: GameState[Any, Any]) -> tuple[Any, ...]:
    """Return what a game's roster depends on: the game, its position in the log (each change is a command, which
    moves it) and the character objects themselves (a game read anew, or a command's copies, are other objects)."""
    return state.id, state.seq, tuple(map(id, dict.values(state.characters)))


def _kept(cache: OrderedDict[tuple[Any, ...], Any], key: tuple[Any, ...], make: Callable[[], Any]) -> Any:
    found = cache.get(key)
    if found is None:
        found = cache[key] = make()
        if len(cache) > ROSTERS_KEPT:
            cache.popitem(last=False)
    cache.move_to_end(key)
    return found


def _roster(state: GameState[Any, Any], locale: str) -> _Cast:
    """Return a game's roster, made once per game position and locale: a larp's hundreds of names are declined and
    indexed once, not for every line of its chat."""

    def make() -> _Cast:
        people = roster_names.people(state, locale)
        return _Cast(people, roster_names.Index(people), {p.key: p for p in people})

    cast: _Cast = _kept(_ROSTERS, (*_position(state), locale), make)
    return cast


def owners(state: GameState[Any, Any]) -> Owners:
    """Return who plays whom in a game, made once per game position (not for every line of its chat)."""

    def make() -> Owners:
        table: dict[str | None, list[tuple[str, str]]] = {}
        for key, character in grain.peek(state.characters):  # a read: it hands out (copies) nothing
            table.setdefault(character.owner, []).append((key, str(character.name)))
        keys = {owner: tuple(k for k, _ in found) for owner, found in table.items()}
        return Owners(keys, {owner: found[0][1] for owner, found in table.items() if owner and len(found) == 1})

    found: Owners = _kept(_OWNERS, _position(state), make)
    return found


def _foe(duels: tuple[DuelView, ...], me: str) -> str | None:
    """Return the one opponent a character faces in the running duels (None: none, or several)."""
    foes = {
        key
        for d in duels
        if not d.ended and me in d.participants
        for key, side in zip(d.participants, d.sides, strict=False)
        if side != d.sides[d.participants.index(me)]
    }
    return next(iter(foes)) if len(foes) == 1 else None


def scene_of(state: GameState[Any, Any] | None, actor: Actor, locale: str) -> Scene:
    """Describe a game for reading one actor's words (a game not opened yet: no roster, every spell)."""
    if state is None:
        return Scene((), None, actor.admin, frozenset(), _every_spell(), frozenset(), frozenset())
    mine = owners(state).keys.get(actor.id, ())
    shown, rules = view_of(state, _TIMELESS, keys=()), get_ruleset(state.ruleset)
    cast = _roster(state, locale)
    return Scene(
        people=cast.people,
        index=cast.index,
        keyed=cast.keyed,
        mine=frozenset(mine),
        me=mine[0] if len(mine) == 1 else None,
        foe=_foe(shown.duels, mine[0]) if len(mine) == 1 else None,
        gm=is_gm(state, actor),
        commands=frozenset(shown.commands) | {"undo", "rules"},
        spells=shown.spellbook,
        shields=frozenset(shown.shields),
        awaiting=frozenset(t.character for t in shown.turns if t.command == "defend"),
        open_targets=rules.open_targets,
        cast_options=rules.cast_options,
    )
