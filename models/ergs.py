"""The wand-duel larp (ergs): rule tables, wizards with erg pools and wands, duels with the seconds' protocol."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from models.game import CharacterBase, DuelBase, GameState

#: What a spell does in a fight: attacks start the three-second count, shields end it.
SpellKind = Literal["attack", "shield", "other"]
#: A value a GM may set for a game with /config.
SettingValue = bool | int | float | str


class SpellRule(BaseModel):
    """One spell of the larp's spellbook: its erg cost, its kind and its tags."""

    cost: int = Field(default=0, ge=0, le=99, description="Ergs one cast costs the caster.")
    kind: SpellKind = Field(default="attack", description="attack, shield or other.")
    tags: list[str] = Field(default_factory=list, description="Spellbook tags: basic, dark, non_combat.")


class DodgeCost(BaseModel):
    """A dodge's cost for wizards under an age (or for everyone, without one)."""

    under_age: int | None = Field(default=None, ge=0, description="Applies to wizards younger than this; None: all.")
    cost: int = Field(ge=0, le=99, description="Ergs a dodge costs.")


class AgeGroup(BaseModel):
    """An age group, in order from the youngest: a teacher must be of a later group than the learner."""

    id: str = Field(description="Group id: student, middle, senior, master.")
    from_age: int | None = Field(default=None, ge=0, description="Youngest age in the group; None: only by GM's word.")


class DuelCode(BaseModel):
    """The dueling code's limits and choices, as the seconds apply them."""

    min_length: int = Field(ge=1, description="Shortest field, in steps.")
    min_width: int = Field(ge=1, description="Narrowest field, in steps.")
    max_side: int = Field(ge=1, description="Longest field side accepted, in steps (a typo guard).")
    bout_min: int = Field(ge=1, description="Shortest bout of a periodic duel, in seconds.")
    bout_max: int = Field(ge=1, description="Longest bout of a periodic duel, in seconds.")
    break_max: int = Field(ge=1, description="Longest break between bouts, in seconds.")
    max_circle: int = Field(ge=1, description="Widest circle of a stationary duel, in steps.")
    weapons: list[str] = Field(description="Lawful weapon kinds.")
    forms: list[str] = Field(description="Lawful kinds of duel: continuous, periodic.")
    modes: list[str] = Field(description="mobile or stationary.")
    insults: dict[int, list[str]] = Field(description="Insult degree → the choices the offended makes alone.")
    max_tick_events: int = Field(ge=1, description="Most stop/resume calls one timer tick announces.")


class ErgsTables(BaseModel):
    """Every number and list of the erg rules; a game may override the scalars and the costs."""

    max_ergs: int = Field(ge=1, le=99, description="A new wizard's pool, the life erg included.")
    refill: bool = Field(description="Whether a new cycle refills the pools.")
    teaching_cost: int = Field(ge=0, le=99, description="Ergs teaching a spell costs the teacher.")
    three_seconds: float = Field(ge=0, le=60, description="Seconds a caster waits after an attack.")
    window: float = Field(ge=0, le=10, description="Seconds apart two casts still count as simultaneous.")
    max_distance: int = Field(ge=1, le=1000, description="Farthest target, in steps.")
    attunement_hours: float = Field(ge=0, le=1000, description="Hours a new wand takes to attune to its holder.")
    fight_window: float = Field(
        ge=0, le=3600, description="Seconds after an attack its caster and target are in a fight."
    )
    max_recent: int = Field(ge=1, le=1000, description="Most recent casts kept for the simultaneity check.")
    drain_causes: list[str] = Field(description="What may take the life erg: ritual, dementor, vampire.")
    dodge: list[DodgeCost] = Field(min_length=1, description="Dodge costs, first matching bracket wins.")
    age_groups: list[AgeGroup] = Field(min_length=1, description="Age groups from the youngest.")
    spells: dict[str, SpellRule] = Field(description="The spellbook by spell id.")
    code: DuelCode = Field(description="The dueling code.")


class Wand(BaseModel):
    """A wand in a wizard's hands."""

    id: str = Field(description="Short id unique in the game: 'w1', 'w2', ...")
    acquired: datetime | None = Field(default=None, description="When its holder got it; None: their own, attuned.")
    damaged: bool = Field(default=False, description="Taped in the middle: it casts nothing.")


class ErgsCharacter(CharacterBase):
    """A wizard: age, erg pool with its life erg, spellbook, wands and casting timing."""

    age: int = Field(ge=0, le=1000, description="Age in years: sets the dodge cost and the age group.")
    group: str | None = Field(default=None, description="Age group set by the GM; None: from the age.")
    max_ergs: int = Field(default=4, ge=1, le=99, description="The pool a cycle refills to, the life erg included.")
    ergs: int = Field(default=3, ge=0, le=98, description="Spendable ergs now (the life erg is not among them).")
    life: bool = Field(default=True, description="Still has the life erg; lost only by a GM action.")
    demagicked: bool = Field(default=False, description="Ran out of spendable ergs: no spells, no dodges.")
    known: list[str] = Field(default_factory=list, description="Spells learnt beyond the basic ones.")
    served: list[str] = Field(default_factory=list, description="Teachers this wizard has rendered a service to.")
    wands: list[Wand] = Field(default_factory=list, description="Wands held; the first is in hand.")
    last_attack: datetime | None = Field(default=None, description="End of the last attack not followed by a guard.")


class CastRecord(BaseModel):
    """A recent cast, kept to judge simultaneity (every spell) and who is in a fight (attacks)."""

    seq: int = Field(description="Log position of the command that cast it.")
    caster: str = Field(description="Caster's key.")
    spell: str = Field(description="Spell id.")
    target: str | None = Field(default=None, description="Target's key, if on the roster.")
    at: datetime = Field(description="When the incantation began.")
    end: datetime = Field(description="When it ended.")
    failed: bool = Field(default=False, description="It did not work (three seconds, simultaneity).")
    attack: bool = Field(default=True, description="An attacking spell; a shield or another spell is not.")


class Protocol(BaseModel):
    """The seconds' protocol of a duel: insult, choices, field, timing, dress, seconds and signatures."""

    offended: str | None = Field(default=None, description="Key of the offended duellist.")
    degree: int | None = Field(default=None, description="Insult degree: 1 simple, 2 dignity, 3 by action.")
    weapon: str | None = Field(default=None, description="Weapon kind.")
    form: str | None = Field(default=None, description="Kind of duel: continuous or periodic.")
    mode: str | None = Field(default=None, description="mobile or stationary.")
    length: int | None = Field(default=None, description="Field length in steps.")
    width: int | None = Field(default=None, description="Field width in steps.")
    place: str = Field(default="", description="Where the field is, as the seconds describe it.")
    circle: int | None = Field(default=None, description="Circle diameter of a stationary duel, in steps.")
    bout: int | None = Field(default=None, description="Bout length of a periodic duel, in seconds.")
    pause: int | None = Field(default=None, description="Break between bouts, in seconds.")
    dress: dict[str, str] = Field(default_factory=dict, description="Duellist key → bandages declared ('' none).")
    seconds: dict[str, list[str]] = Field(default_factory=dict, description="Duellist key → their seconds' names.")
    signed: list[str] = Field(default_factory=list, description="Seconds who signed, by name.")
    out: str | None = Field(default=None, description="Key of a duellist who stepped out of the circle.")


class BoutTimer(BaseModel):
    """The periodic duel's clock: bouts and breaks from a start, announced at each tick."""

    started: datetime = Field(description="When the first bout began.")
    ticked: datetime = Field(description="Up to when the boundaries were announced.")
    running: bool = Field(default=True, description="The timer runs; stopped: no more announcements.")


class ErgsDuel(DuelBase):
    """A wand duel with its protocol and bout timer."""

    protocol: Protocol = Field(default_factory=Protocol, description="The seconds' protocol.")
    timer: BoutTimer | None = Field(default=None, description="The bout timer, once started.")


class ErgsState(GameState[ErgsCharacter, ErgsDuel]):
    """A larp game: wizards, duels, recent casts, the cycle count and the GM's settings."""

    cycle: int = Field(default=1, description="The current cycle, from 1.")
    next_wand: int = Field(default=1, description="Number the next wand gets.")
    casts: list[CastRecord] = Field(default_factory=list, description="Recent casts of every kind.")
    overrides: dict[str, SettingValue] = Field(default_factory=dict, description="GM's settings over the tables.")
    costs: dict[str, int] = Field(default_factory=dict, description="GM's per-spell erg costs over the tables.")
