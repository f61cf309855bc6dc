"""Duel club (Hogwarts, French annex): the duellist's sheet, the duel's round state, the rule table."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from models.game import CharacterBase, DuelBase, GameState

#: What a spell does when it lands.
Effect = Literal["damage", "disarm", "petrify", "levitate", "shield"]
#: What a duellist did with one action of a round.
ActionKind = Literal["cast", "recover", "grab", "pass"]
#: What became of a cast once the round was resolved.
Fate = Literal["lands", "fails", "blocked", "voided", "none"]


class SpellRule(BaseModel):
    """One authorized spell: its threshold offset from the skill and what it does."""

    offset: int = Field(description="Added to the Sortilèges skill to get the threshold: success when 1d100 ≤ it.")
    effect: Effect = Field(description="What the spell does to the opponent when it lands.")
    damage: int = Field(default=0, ge=0, description="PV the opponent loses when a 'damage' spell lands.")


class DuelClubTable(BaseModel):
    """The duel club's rule table: PV, the die, the six authorized spells."""

    pv: int = Field(ge=1, description="PV every duellist starts a duel with; at 0 they lose.")
    die: int = Field(ge=2, description="Faces of the spell die (1d100).")
    skill_max: int = Field(ge=1, description="The highest Sortilèges skill.")
    spells: dict[str, SpellRule] = Field(min_length=1, description="The authorized spells by spell id.")


class DuelClubCharacter(CharacterBase):
    """A duellist: the Sortilèges skill and the PV left."""

    sortileges: int = Field(ge=0, le=100, description="Sortilèges skill, 0–100.")
    pv: int = Field(default=5, ge=0, description="PV left; reset to the table's PV when a duel starts.")


class Fighter(BaseModel):
    """One duellist's conditions inside a duel."""

    wand: Literal["hand", "dropped"] = Field(default="hand", description="Whether the wand is in hand.")
    lost_to: str | None = Field(default=None, description="The spell id that made the wand drop, while it is down.")
    petrified: bool = Field(default=False, description="Petrificus Totalus: the next action is lost.")
    levicorpus: bool = Field(default=False, description="Levicorpus: failing the next spell roll drops the wand.")


class Action(BaseModel):
    """One action taken in the running round."""

    actor: str = Field(description="Character key of who acted.")
    kind: ActionKind = Field(description="Cast a spell, recover the wand, grab the opponent's, or a lost action.")
    spell: str | None = Field(default=None, description="Spell id of a cast.")
    roll: int | None = Field(default=None, description="The 1d100 face of a cast; None when not rolled.")
    threshold: int | None = Field(default=None, description="The threshold the roll had to meet.")
    success: bool = Field(default=False, description="The roll met the threshold.")
    voided: bool = Field(default=False, description="An answer voided by the opponent's Expelliarmus, not rolled.")


class DuelClubDuel(DuelBase):
    """A 1v1 club duel: initiative, rounds with alternation, each duellist's conditions, the outcome."""

    initiative: str | None = Field(default=None, description="Key of the initiative holder; None before /init.")
    round: int = Field(default=0, ge=0, description="The running round, from 1; 0 before /init.")
    first: str | None = Field(default=None, description="Key of who acts first in the running round.")
    turn: str | None = Field(default=None, description="Key of who acts now; None before /init and after the end.")
    actions: list[Action] = Field(default_factory=list, description="Actions taken so far in the running round.")
    fighters: dict[str, Fighter] = Field(default_factory=dict, description="Each duellist's conditions by key.")
    winner: str | None = Field(default=None, description="Key of the winner, once there is one.")
    disqualified: str | None = Field(default=None, description="Key of a duellist disqualified for a forbidden spell.")


class DuelClubState(GameState[DuelClubCharacter, DuelClubDuel]):
    """A duel club game."""

    overrides: dict[str, Any] = Field(
        default_factory=dict, description="The GM's per-game changes to the rule table (pv, die, spells)."
    )
