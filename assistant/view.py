"""What a door shows of a game at one moment: typed, frozen, ids only (labels are the doors' job, from locales/).

Every ruleset describes its games through ``Ruleset.view(state, now)`` (the base class gives the generic
description, each ruleset fills in its own from its helpers): each character's pools, badges and details,
each duel's standing (whose turn it is, the defences awaited, the bout timer), the moves a button may send,
the spells its players may cast, its commands, and the next moment time decides something (the command the
scheduler sends then). The dashboard, the Telegram prompts, the voice grammar and the scheduler draw from it;
none of them reaches into a ruleset. Building a view changes nothing and does no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from models import Command, LogEntry

#: The state's paths every applied command changes: its log position.
BOOKKEEPING = frozenset({"seq"})

#: How much a badge matters in a fight.
Level = Literal["info", "warn", "bad"]


@dataclass(frozen=True)
class Pool:
    """A pool of a character (hit points, PV, ergs, spell points): what is left, out of a maximum where there is one."""

    id: str
    current: int
    max: int | None = None


@dataclass(frozen=True)
class Badge:
    """A state worth seeing at a glance (KO, demagicked, fatigued, wand attuning), until when where known."""

    id: str
    level: Level = "warn"
    until: datetime | None = None


@dataclass(frozen=True)
class Detail:
    """Another value of a sheet (age, Reflex, group): a number, or an id a door labels."""

    id: str
    value: int | str


@dataclass(frozen=True)
class CharacterView:
    """One character: roster key, name, player, the running duel they are in, pools, badges, details."""

    key: str
    name: str
    player: str | None
    duel: str | None
    pools: tuple[Pool, ...] = ()
    badges: tuple[Badge, ...] = ()
    details: tuple[Detail, ...] = ()


@dataclass(frozen=True)
class Defence:
    """An attack waiting for its target's defence: who defends, against whom, which spell, the attack's value (a
    mask where the reader may not read it: ``assistant.hidden``)."""

    defender: str
    attacker: str
    spell: str
    value: int | str


@dataclass(frozen=True)
class BoutClock:
    """A periodic duel's timer: bouts and breaks from a start, and the next 'stop' or 'resume' while it runs."""

    started: datetime
    bout: int
    pause: int
    running: bool
    next: datetime | None = None


@dataclass(frozen=True)
class DuelView:
    """One duel and where it stands: who fights on which side, its kind and round, whose turn, what is awaited."""

    id: str
    participants: tuple[str, ...]
    sides: tuple[int, ...]
    ended: bool = False
    winner_side: int | None = None
    kind: str | None = None
    round: int | None = None
    order: tuple[str, ...] = ()
    active: str | None = None
    awaited: tuple[Defence, ...] = ()
    timer: BoutClock | None = None
    bouts_ready: bool = False  #: a periodic duel whose bouts may start now (its protocol complete and signed)

    def winners(self) -> tuple[str, ...]:
        """Return the keys of the winning side, once there is one."""
        return tuple(k for k, side in zip(self.participants, self.sides, strict=False) if side == self.winner_side)


@dataclass(frozen=True)
class Step:
    """One choice of an awaited move, offered by doors as buttons: a slot ('spell', 'target', ...) and its values."""

    slot: str
    values: tuple[str, ...]
    own: int = 0  #: how many values, first, are the acting character's own (a door shows them before the rest)


@dataclass(frozen=True)
class Turn:
    """A move the rules await in a running duel: who acts, with which command, built from the steps' choices.

    A door builds ``/<command> <character name>: <value of each step, in order>``; a 'target' value is a
    roster key (the door writes the character's name), a 'spell' value a spell id, any other value a word
    the ruleset's command accepts as typed.
    """

    duel: str
    character: str
    command: str
    steps: tuple[Step, ...] = ()


@dataclass(frozen=True)
class Boundary:
    """The next moment time decides something in a game: when, in which duel, and the command to send then."""

    at: datetime
    duel: str
    command: Command


@dataclass(frozen=True)
class Offer:
    """A one-button command the game calls for now (start the initiative, a bout, everyone's rest, undo)."""

    command: str  #: the command's name: a door labels it by it
    line: str  #: the command line the button sends


@dataclass(frozen=True)
class GameView:
    """Everything a door shows of one game at one moment."""

    game: str
    ruleset: str
    locale: str
    seq: int
    now: datetime
    characters: tuple[CharacterView, ...] = ()
    duels: tuple[DuelView, ...] = ()
    turns: tuple[Turn, ...] = ()  #: the ready commands a button may send, in the rules' order
    spellbook: tuple[str, ...] = ()  #: the spell ids its players may cast
    shields: tuple[str, ...] = ()  #: those of them that shield (a defence, not an attack)
    commands: tuple[str, ...] = ()  #: the command names of its ruleset
    next: Boundary | None = None  #: the next timer boundary of the whole game
    offers: tuple[Offer, ...] = ()  #: the one-button commands the game calls for now

    def character(self, key: str) -> CharacterView | None:
        """Return one character's view, if on the roster."""
        return next((c for c in self.characters if c.key == key), None)

    def duel(self, duel_id: str) -> DuelView | None:
        """Return one duel's view, if there is such a duel."""
        return next((d for d in self.duels if d.id == duel_id), None)

    def turns_in(self, duel_id: str) -> tuple[Turn, ...]:
        """Return the moves awaited in one duel."""
        return tuple(t for t in self.turns if t.duel == duel_id)

    def awaited_of(self, duel_id: str, defender: str) -> tuple[Defence, ...]:
        """Return the defences one character owes in one duel, oldest first."""
        duel = self.duel(duel_id)
        return tuple(a for a in duel.awaited if a.defender == defender) if duel else ()


def changed_game(entry: LogEntry) -> bool:
    """Say whether a log entry changed the game beyond its log position (a query such as /pool or /odds did not)."""
    return any(bool(change.path) and change.path[0] not in BOOKKEEPING for change in entry.changes)
