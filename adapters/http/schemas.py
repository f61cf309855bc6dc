"""The JSON API's shapes: what it takes and what it answers, the source of the OpenAPI document."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.language.translator import LOCALES
from assistant.rulesets import RULESET_IDS
from models import Actor, ArgValue, Roll
from models.core import GAME_ID_PATTERN as GAME_ID_PATTERN  # the web's game ids are every door's
from models.game import TokenRole

RULESET_PATTERN = f"^({'|'.join(RULESET_IDS)})$"
LOCALE_PATTERN = f"^({'|'.join(LOCALES)})$"


class Problem(BaseModel):
    """Why a request failed."""

    error: str = Field(description="The kind of failure, by status: unauthorized, forbidden, not_found, ...")
    code: str = Field(description="The exact reason, stable: game_not_found, invalid_json, idempotency_key_reused, ...")
    message: str = Field(description="What went wrong, for a person: in the game's language, else Accept-Language's.")


class CommandIn(BaseModel):
    """A command in the command language, as typed in Telegram or the console."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(min_length=1, max_length=1000, description="The command, e.g. '/cast Harry: stupefy Draco'.")


class EventOut(BaseModel):
    """One event, with its text in the game's locale."""

    key: str = Field(description="The event type and message id.")
    args: dict[str, ArgValue] = Field(default_factory=dict, description="The event's values.")
    rolls: list[Roll] = Field(default_factory=list, description="The dice rolled for it.")
    text: str = Field(description="The event rendered in the game's locale.")


class ChoiceOut(BaseModel):
    """One reading offered for a line not played (did you mean): sending its line plays it."""

    label: str = Field(description="The line in the reader's words (itself a line the console plays).")
    line: str = Field(description="The command line played when chosen.")


class CommandOut(BaseModel):
    """The engine's reply to a command, once durable."""

    game: str = Field(description="The game the command went to.")
    ok: bool = Field(description="False when the command was refused and nothing changed.")
    seq: int | None = Field(default=None, description="The command's position in the game's log; null if refused.")
    duplicate: bool = Field(default=False, description="The Idempotency-Key was seen before: this is the first reply.")
    locale: str = Field(description="The locale the texts are in.")
    ruleset: str = Field(default="", description="The game's ruleset.")
    events: list[EventOut] = Field(default_factory=list, description="What happened, in order.")
    refusal: EventOut | None = Field(default=None, description="Why nothing changed, naming the rule.")
    lines: list[str] = Field(default_factory=list, description="The reply as text lines, as a chat would show it.")
    choices: list[ChoiceOut] = Field(
        default_factory=list,
        description="Of a line not played: its closest readings (did you mean), the nearest first; none otherwise.",
    )
    chart: str | None = Field(
        default=None, description="The picture the reply comes with (/chart, /odds): a path under the game's charts/."
    )


class GameIn(BaseModel):
    """A game to open (admin)."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=GAME_ID_PATTERN, description="The new game's id.")
    ruleset: str | None = Field(default=None, pattern=RULESET_PATTERN, description="Ruleset id; default: the server's.")
    locale: str | None = Field(default=None, pattern=LOCALE_PATTERN, description="Locale; default: the server's.")


class GameOut(BaseModel):
    """A game at a glance."""

    id: str = Field(description="The game's id.")
    ruleset: str = Field(description="Its ruleset.")
    locale: str = Field(description="Its locale.")
    seq: int = Field(description="Commands applied so far.")
    characters: int = Field(description="Characters on the roster.")
    running_duels: int = Field(description="Duels not ended.")
    commands: list[str] = Field(default_factory=list, description="The commands its ruleset accepts.")
    summary: str = Field("", description="Its roster and running duels at a glance, in its locale.")


class GameList(BaseModel):
    """Every game the token may see."""

    games: list[GameOut] = Field(description="The games, by id.")


class Pool(BaseModel):
    """One pool of a character: hit points, PV, ergs, spell points."""

    id: str = Field(description="The pool's id: hp, pv, ergs, points, ...")
    label: str = Field(description="Its name in the game's locale.")
    current: int = Field(description="What is left.")
    max: int | None = Field(default=None, description="The maximum, where there is one.")


class Badge(BaseModel):
    """A state worth seeing at a glance: demagicked, fatigued, wand attuning, KO, ..."""

    id: str = Field(description="The state's id.")
    text: str = Field(description="The state in the game's locale.")
    level: Literal["info", "warn", "bad"] = Field(default="info", description="How much it matters in a fight.")
    until: datetime | None = Field(default=None, description="When it ends, where known (shown in local time).")


class CharacterOut(BaseModel):
    """A character with their pools and states."""

    key: str = Field(description="Roster key.")
    name: str = Field(description="Display name.")
    player: str | None = Field(default=None, description="Actor id of the player bound to them; null: GM-run.")
    player_name: str | None = Field(
        default=None, description="Who plays them, as a person reads it: a web link's label; null: GM-run."
    )
    duel: str | None = Field(default=None, description="Id of the running duel they are in.")
    pools: list[Pool] = Field(default_factory=list, description="Their pools.")
    badges: list[Badge] = Field(default_factory=list, description="Their states.")
    details: list[str] = Field(default_factory=list, description="Other sheet values, as short texts.")
    sheet: dict[str, Any] = Field(default_factory=dict, description="The whole stored sheet, as the ruleset keeps it.")


class CharacterList(BaseModel):
    """The roster."""

    characters: list[CharacterOut] = Field(description="Characters in roster order.")


class PoolsRow(BaseModel):
    """One character's pools."""

    key: str = Field(description="Roster key.")
    name: str = Field(description="Display name.")
    pools: list[Pool] = Field(description="Their pools.")
    badges: list[Badge] = Field(description="Their states.")


class PoolsOut(BaseModel):
    """Every character's pools."""

    pools: list[PoolsRow] = Field(description="One row per character.")


class Timer(BaseModel):
    """A bout timer: bouts and breaks alternate from a start."""

    started: datetime = Field(description="When the first bout began.")
    bout: int = Field(description="Bout length, seconds.")
    pause: int = Field(description="Break length, seconds.")
    running: bool = Field(description="Whether it still runs.")


class DuelOut(BaseModel):
    """A duel and where it stands."""

    id: str = Field(description="The duel's id.")
    names: list[str] = Field(description="Participants' names, in order.")
    sides: list[int] = Field(description="Each participant's side.")
    ended: bool = Field(description="Whether it is over.")
    winner: str | None = Field(default=None, description="The winning side's names, once there is one.")
    lines: list[str] = Field(default_factory=list, description="Where it stands, in the game's locale.")
    timer: Timer | None = Field(default=None, description="The bout timer, where the duel has one.")
    round: int | None = Field(default=None, description="The running round, where the rules count them.")
    order: list[str] = Field(default_factory=list, description="The turn order, by name, where the rules have one.")
    active: str | None = Field(default=None, description="The name of whoever the rules wait for now.")
    awaited: list[str] = Field(default_factory=list, description="The defences awaited, in the game's locale.")
    state: dict[str, Any] = Field(default_factory=dict, description="The whole stored duel, as the ruleset keeps it.")


class DuelList(BaseModel):
    """A game's duels."""

    duels: list[DuelOut] = Field(description="Duels by id, running first.")


class EntryOut(BaseModel):
    """One applied command of the log."""

    seq: int = Field(description="Position in the log.")
    at: datetime = Field(description="Game time it was applied at.")
    actor: Actor = Field(description="Who sent it.")
    who: str = Field("", description="Who sent it, as a person reads it, in the game's locale.")
    command: str = Field(description="The command as typed.")
    typed: bool = Field(True, description="False for what the product sent itself (a token change, a timer tick).")
    door: str = Field(description="The door it came through.")
    via: str = Field("", description="The door it came through, as a person reads it, in the game's locale.")
    undoes: int | None = Field(default=None, description="For an undo, the position it reverted.")
    changed: bool = Field(default=True, description="False for a query (/pool, /odds, /help): it changed nothing.")
    events: list[EventOut] = Field(description="What happened.")


class LogOut(BaseModel):
    """A page of the event log, oldest first."""

    entries: list[EntryOut] = Field(description="Entries after the position asked for.")
    next: int = Field(description="Ask again with after=this for the entries that follow.")


class Choice(BaseModel):
    """One value of a move's step, as a button offers it."""

    value: str = Field(description="The word the command takes: a spell id, a character's name, a defence.")
    label: str = Field(description="The button's text in the game's locale.")


class StepOut(BaseModel):
    """One choice of a move: its slot (spell, target, defence, ...) and its values."""

    slot: str = Field(description="What is chosen.")
    choices: list[Choice] = Field(description="The values, in the rules' order.")
    own: int = Field(0, description="How many choices, first, are the acting character's own (shown before the rest).")


class TurnOut(BaseModel):
    """A move the rules await: typed as 'prefix' followed by one chosen value of each step, in order."""

    duel: str = Field(description="The duel it is awaited in.")
    character: str = Field(description="The name of who makes it.")
    command: str = Field(description="The command's name.")
    label: str = Field(description="The move in the game's locale.")
    prefix: str = Field(description="The command line before the steps' values, e.g. '/cast Harry:'.")
    steps: list[StepOut] = Field(default_factory=list, description="The choices to make, in order.")


class QuickOut(BaseModel):
    """A command a GM sends with one button (initiative, the bout timer, rest, undo)."""

    command: str = Field(description="The command's name.")
    text: str = Field(description="The line sent.")
    label: str = Field(description="The button's text in the game's locale.")


class Dashboard(BaseModel):
    """Everything a GM's dashboard shows, sent again on every change."""

    game: str = Field(description="The game's id.")
    ruleset: str = Field(description="Its ruleset.")
    locale: str = Field(description="Its locale: every text here is in it.")
    seq: int = Field(description="Commands applied so far.")
    now: datetime = Field(description="The server's time, to run timers against.")
    summary: str = Field(description="A one-line summary.")
    characters: list[CharacterOut] = Field(description="The roster.")
    duels: list[DuelOut] = Field(description="Running duels, then ended ones.")
    recent: list[EntryOut] = Field(description="The last commands, newest first.")
    commands: list[str] = Field(default_factory=list, description="The commands its ruleset accepts.")
    turns: list[TurnOut] = Field(default_factory=list, description="The moves the rules await now.")
    quick: list[QuickOut] = Field(default_factory=list, description="One-button commands of its ruleset.")


class TokenIn(BaseModel):
    """A token to make for a game."""

    model_config = ConfigDict(extra="forbid")

    role: TokenRole = Field(description="gm: commands as a GM; player: as a player; read.")
    label: str = Field(default="", max_length=60, description="Who holds it; the actor's name in the log.")


class TokenOut(BaseModel):
    """A game token, without its secret."""

    id: str = Field(description="Its public id; the actor is 'web:<id>'.")
    role: str = Field(description="gm, player or read.")
    label: str = Field(description="Who holds it.")
    created: datetime | None = Field(default=None, description="When it was made.")


class TokenMade(TokenOut):
    """A new token with its secret, shown this once."""

    token: str = Field(description="The secret: send it as 'Authorization: Bearer <token>'.")
    url: str = Field(description="The dashboard's address with the token, to open or share.")


class TokenList(BaseModel):
    """A game's tokens."""

    tokens: list[TokenOut] = Field(description="Every token, without secrets.")


class WhoAmI(BaseModel):
    """What a token is."""

    role: str = Field(description="admin, gm, player or read.")
    game: str | None = Field(default=None, description="The game it is limited to; null: every game.")
    actor: Actor = Field(description="The actor its commands are sent as.")


class Messages(BaseModel):
    """The web pages' texts in one locale."""

    locale: str = Field(description="The locale.")
    messages: dict[str, str] = Field(description="Message id → text.")
    rulesets: list[str] = Field(
        default_factory=list, description="The rulesets a game may play, as the help lists them."
    )


class Health(BaseModel):
    """Liveness or readiness."""

    status: Literal["ok", "fail"] = Field(description="ok, or fail.")
    checks: dict[str, str] = Field(default_factory=dict, description="Each check's outcome.")
