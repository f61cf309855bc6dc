"""The game state every ruleset extends: roster, roles, duels, seed."""

from __future__ import annotations

from datetime import datetime
from typing import Generic, Literal, TypeVar

from pydantic import BaseModel, Field, PrivateAttr

from models.person import Gender, Person


class CharacterBase(BaseModel):
    """A character on a game's roster; each ruleset adds its sheet and pools."""

    name: str = Field(description="The name as first written; looked up case- and diacritic-insensitively.")
    owner: str | None = Field(default=None, description="Actor id of the player bound to it (/iam); None: GM-run.")
    gender: Gender | None = Field(default=None, description="'m' or 'f' as set with /char; None: guessed.")
    forms: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Case forms set with /char, by locale then case ('acc': 'Hermionę'); empty: declined.",
    )
    aliases: list[str] = Field(
        default_factory=list, description="Other names players call the character by, set with /char (Malefoy)."
    )
    hidden: bool = Field(default=False, description="An NPC whose pools only GMs see (/char NAME hidden=yes).")
    claim: str | None = Field(
        default=None, description="SHA-256 hex digest of the token of a claim link (/claim), until a player uses it."
    )

    def person(self) -> Person:
        """Return how replies name this character."""
        # Validated anew, which copies the forms (a reply kept under a dedup key does not change with the sheet):
        # half what model_construct and a copy cost (measured: 1.4 µs against 3.0; a reply names several).
        return Person(name=self.name, gender=self.gender, forms=self.forms, aliases=tuple(self.aliases))


class DuelBase(BaseModel):
    """A running duel; each ruleset adds its turn and round state."""

    id: str = Field(description="Short id unique in the game: '1', '2', ...")
    participants: list[str] = Field(description="Character keys taking part, in the order they were named.")
    sides: list[int] = Field(description="Side number of each participant, same order as participants.")
    ended: bool = Field(default=False, description="The duel is over; kept for the record until cleared.")
    winner_side: int | None = Field(default=None, description="The side that won, where there is one.")

    def side_of(self, key: str) -> int:
        """Return the side number of a participant."""
        return self.sides[self.participants.index(key)]


#: What a game's web token may do: send commands as a GM, as a player, or only read.
TokenRole = Literal["gm", "player", "read"]


class AccessToken(BaseModel):
    """A web token of one game, kept only as its hash; the secret is shown once when made."""

    id: str = Field(description="Public id of the token: the web actor is 'web:<id>'.")
    digest: str = Field(description="SHA-256 of the secret, hex; the secret itself is never stored.")
    role: TokenRole = Field(
        description="'gm' (commands as a GM), 'player' (commands as a player) or 'read' (read only)."
    )
    label: str = Field(default="", description="Who or what holds it, shown as the actor's name.")
    created: datetime | None = Field(default=None, description="When it was made.")


class TurnWait(BaseModel):
    """A move a duel awaits: whose, since when, whether its player was reminded (/defaults remind=10m)."""

    character: str = Field(description="Roster key of the character whose move it is.")
    since: datetime = Field(description="When the move began to be awaited (game clock).")
    reminded: bool = Field(default=False, description="The player was reminded of it once already.")


class Macro(BaseModel):
    """A group's own word for one command line or several (/macro atak /roll 1d20+5): typed alone, it plays them."""

    name: str = Field(description="The word as its maker wrote it; found by its key (case and diacritics aside).")
    lines: list[str] = Field(min_length=1, description="The command lines it plays, in order, each a slash line.")
    owner: str | None = Field(default=None, description="The player who made it (None: a GM's, the game's own).")


C = TypeVar("C", bound=CharacterBase)
D = TypeVar("D", bound=DuelBase)


class GameState(BaseModel, Generic[C, D]):
    """What a game is at one moment: stored as its head and a row per character and duel (assistant.state.grain)."""

    id: str = Field(description="The game's id: one per chat, console session or web game.")
    ruleset: str = Field(description="Ruleset id: a key of the registry, assistant.rulesets.RULESETS.")
    locale: str = Field(default="en", description="Locale replies are rendered in once chosen; else the default.")
    locale_set: bool = Field(default=False, description="A GM chose the locale with /lang: it wins over the user's.")
    user_locales: dict[str, str] = Field(default_factory=dict, description="Each actor's own choice (/lang me L).")
    speakers: dict[str, str] = Field(
        default_factory=dict,
        description="The client language of the game's first speakers (actor id → locale); until a GM sets one with "
        "/lang, the game speaks the commonest of them.",
    )
    seed: int = Field(default=0, description="Seed of the game's dice; with seq it fixes every roll.")
    seq: int = Field(default=0, description="Number of commands applied so far.")
    created: datetime | None = Field(default=None, description="When the game was opened (game clock).")
    gms: list[str] = Field(default_factory=list, description="Actor ids granted the GM role in this game.")
    revoked: list[str] = Field(default_factory=list, description="Chat admins whose GM role was revoked here.")
    next_duel: int = Field(default=1, description="Number the next duel will get.")
    characters: dict[str, C] = Field(default_factory=dict, description="Roster by normalized name.")
    duels: dict[str, D] = Field(
        default_factory=dict, description="Duels by id: the running ones and the newest ended ones (older: archived)."
    )
    access: list[AccessToken] = Field(default_factory=list, description="Web tokens of this game, hashed.")
    defaults: dict[str, dict[str, str]] = Field(
        default_factory=dict,
        description="Options a command gets when it does not give them, per command (GM, /defaults): duel type=club.",
    )
    macros: dict[str, Macro] = Field(
        default_factory=dict, description="The group's own words (/macro), by the key of their name: what each plays."
    )
    waiting: dict[str, TurnWait] = Field(
        default_factory=dict, description="Per running duel, the move awaited and since when, while reminders are on."
    )
    #: The hidden characters' names by key as of the state's last commit, kept by the engine (None: not known).
    _hidden: dict[str, str] | None = PrivateAttr(default=None)

    def kept_hidden(self) -> dict[str, str] | None:
        """Return the hidden characters' names by key as the engine kept them at commit; None: not known here."""
        return self._hidden

    def keep_hidden(self, hidden: dict[str, str] | None) -> None:
        """Keep the hidden characters' names by key (the engine, at commit); None forgets them (a command runs)."""
        self._hidden = hidden

    def __eq__(self, other: object) -> bool:
        """Compare the games, not what the engine kept about them: two equal games are equal whatever it knew."""
        if not isinstance(other, BaseModel):
            return NotImplemented
        return type(self) is type(other) and self.__dict__ == other.__dict__ and self.model_extra == other.model_extra
