"""What a ruleset is: a pure function of (state, command, rng, now) to events, per command name."""

from __future__ import annotations

import json
import tomllib
import typing
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from importlib import resources
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from assistant.errors import ConfigError, NotFound, ParseError, PermissionDenied, RuleViolation
from assistant.language import words
from assistant.language.words import YES, means
from assistant.reading import name_keys, roster_names
from assistant.reading.numbers import ascii_digits, is_number, quoted
from assistant.rulesets.dice import Dice
from assistant.rulesets.game_view import (
    Badge,
    Boundary,
    BoutClock,
    CharacterView,
    Defence,
    Detail,
    DuelView,
    GameView,
    Offer,
    Pool,
    Turn,
)
from assistant.state import grain
from assistant.state.bounded import Memo
from models import Actor, ArgValue, Command, DuelBase, Event, GameState, Roll

S = TypeVar("S", bound=GameState[Any, Any])
T = TypeVar("T", bound=BaseModel)
D = TypeVar("D", bound=DuelBase)

#: Commands the engine handles for every ruleset (assistant.state.engine): no ruleset's handlers hold them.
ENGINE_COMMANDS = ("rules", "undo")
#: Where /defaults keeps the game's own settings (no command has this name), and each setting's value by default.
GAME_SETTINGS = "game"
SETTINGS = {"players_edit_sheets": "no", "remind": "off", "players_macros": "no"}


@dataclass
class Context(Generic[S]):
    """Everything one command may read or change; the engine hands a copy of the state."""

    state: S
    command: Command
    actor: Actor
    dice: Dice
    now: datetime
    ruleset: Ruleset[S]
    events: list[Event] = field(default_factory=list)
    #: Ended duels out of the state that the command names (duel=N), read-only, by id (the engine reads them).
    archive: Mapping[str, Any] = field(default_factory=dict)

    def emit(self, key: str, rolls: list[Roll] | None = None, **args: ArgValue) -> Event:
        """Record an event to be rendered; return it."""
        event = Event(key, args, rolls or [])
        self.events.append(event)
        return event

    @property
    def is_gm(self) -> bool:
        """Say whether the actor is a GM of this game."""
        return is_gm(self.state, self.actor)

    def require_gm(self) -> None:
        """Refuse unless the actor is a GM."""
        if not self.is_gm:
            raise PermissionDenied("refusal-gm-only", rule="roles.gm", command=self.command.name)

    def require_sheet_work(self) -> None:
        """Refuse a player a GM's work on a sheet (its numbers, a condition, a new character), unless the game lets
        players keep their own sheets; then the handler's control check keeps a player to their own characters."""
        if not self.is_gm and not players_edit_sheets(self.state):
            raise PermissionDenied("refusal-gm-sheet", rule="roles.gm", command=self.command.name)

    def arg(self, index: int, what: str) -> str:
        """Return a positional argument or refuse, naming what is missing."""
        if index >= len(self.command.args):
            raise ParseError("refusal-missing-arg", rule="syntax", what=what, command=self.command.name)
        return self.command.args[index]

    def option(self, name: str, default: str | None = None) -> str | None:
        """Return a key=value option of the command, else the game's default for it (``/defaults``); either may be
        typed under the option's id or a word of any locale for it (``reason=``, ``powód=``, ``причина=``)."""
        typed = words.option(self.command.options, name)
        if typed is not None:
            return typed
        preset = words.option(self.state.defaults.get(self.command.name, {}), name) if name != "as" else None
        return default if preset is None else preset

    def character_key(self, name: str) -> str:
        """Return the roster key of a named character or refuse."""
        key = self.find_character(name)
        if key is None:
            rivals = roster_names.rivals(self.state.characters, name, self.state.locale)
            if rivals:  # asked, not guessed
                raise NotFound("refusal-name-which", rule="roster", name=name, names=", ".join(rivals))
            raise NotFound("refusal-no-character", rule="roster", name=name)
        return key

    def find_character(self, name: str) -> str | None:
        """Return the roster key of a character named by its name, its player's id or its name in any case form.

        A name written as the roster has it is found at once (the roster's key); only then are the players' ids
        looked through, and the other forms.
        """
        k = name_keys.key(name.lstrip("@"))
        if not name.startswith("@") and k in self.state.characters:
            return k
        owners = ((ck, ch.owner) for ck, ch in grain.peek(self.state.characters) if ch.owner)
        owned = next((ck for ck, owner in owners if name_keys.key(owner) == k), None)
        return owned or roster_names.find(self.state.characters, name, self.state.locale)

    def leading_character(self, words: Sequence[str], is_name: bool) -> tuple[str, list[str]]:
        """Return the character a command's first word names and the words after it, else the actor's own and all.

        ``is_name`` says the first word can be nothing but a name there (more words follow it than the command takes,
        or a number was due and it is none): a name the roster lacks is then refused as such ("no character named
        Nikdo"), not asked about as if none had been given ("which character?").
        """
        if self.option("as") is None and words:
            key = self.find_character(words[0])
            if key is None and is_name:
                key = self.character_key(words[0])
            if key is not None:
                self.require_control(key)
                return key, list(words[1:])
        return self.subject(), list(words)

    def subject(self) -> str:
        """Return the key of the character the actor acts as (``as=`` or their bound character)."""
        named = self.option("as")
        if named:
            key = self.character_key(named)
            self.require_control(key)
            return key
        mine = [k for k, c in grain.peek(self.state.characters) if c.owner == self.actor.id]
        if len(mine) == 1:
            return mine[0]
        raise ParseError(
            "refusal-who" if not mine else "refusal-which",
            rule="roles.player",
            command=self.command.name,
            ruleset=self.state.ruleset,
        )

    def require_control(self, key: str) -> None:
        """Refuse unless the actor is a GM or the character's player."""
        owner = self.state.characters[key].owner
        if not self.is_gm and owner != self.actor.id:
            raise PermissionDenied("refusal-not-yours", rule="roles.player", name=self.state.characters[key].name)

    def duel_of(self, key: str) -> DuelBase:
        """Return the running duel a character takes part in, or refuse."""
        duel: DuelBase | None = running_duel_of(self.state.duels, key)
        if duel is not None:
            return duel
        raise RuleViolation("refusal-not-in-duel", rule="duel", name=self.state.characters[key].name)

    def name(self, key: str) -> str:
        """Return a character's display name; one no longer on the roster (a finished duel's, since removed) is
        named by the key it had."""
        character = dict.get(self.state.characters, key)
        return str(character.name) if character is not None else key


Handler = Callable[[Context[Any]], None]

#: Who may send a command, where its name alone decides it: a GM only, a GM's work on a sheet (see
#: Context.require_sheet_work), or a setting every player reads and only a GM changes (its handler refuses a
#: player's change). A command without one decides in its handler (a player acts for their own). The menus list a
#: command for GMs alone where its right is "gm" or "settings".
Right = Literal["gm", "sheet", "settings"]
RIGHTS: dict[Right, Callable[[Context[Any]], None]] = {
    "gm": Context.require_gm,
    "sheet": Context.require_sheet_work,
    "settings": lambda ctx: None,
}
#: One-button commands: the command, the line it sends, and when the game calls for it (its ruleset having it).
OFFERS: tuple[tuple[str, str, str], ...] = (
    ("init", "/init", "unordered"),
    ("bout", "/bout start", "bouts-ready"),
    ("rest", "/rest all 8h", "always"),
    ("undo", "/undo", "always"),
)
#: The commands of the engine itself, which every ruleset has.
ENGINE_OFFERS = frozenset({"undo"})
#: When a one-button command is called for, by the running duels.
_CALLED: dict[str, Callable[[list[DuelView]], bool]] = {
    "unordered": lambda running: any(not d.order for d in running),
    "bouts-ready": lambda running: any(d.bouts_ready for d in running),
    "always": lambda running: True,
}
#: The rights of the commands a GM's menu lists and a player's does not.
GM_RIGHTS: frozenset[Right] = frozenset({"gm", "settings"})


def setting(state: GameState[Any, Any], name: str) -> str:
    """Return a game setting's value (``/defaults NAME=VALUE``), else its value by default."""
    return state.defaults.get(GAME_SETTINGS, {}).get(name) or SETTINGS[name]


def players_edit_sheets(state: GameState[Any, Any]) -> bool:
    """Say whether the game lets players keep their own sheets (forum games): ``/defaults players_edit_sheets=yes``."""
    return means(YES, setting(state, "players_edit_sheets"))


def guarded(handler: Handler, right: Right) -> Handler:
    """Return a handler that first checks who may send its command."""

    def run(ctx: Context[Any]) -> None:
        RIGHTS[right](ctx)
        handler(ctx)

    run.__doc__ = handler.__doc__
    return run


def running_duels(duels: Mapping[str, D]) -> list[D]:
    """Return the duels still running."""
    return grain.where(duels, lambda d: not d.ended)


def running_duel_of(duels: Mapping[str, D], key: str) -> D | None:
    """Return the running duel a character takes part in, if any."""
    return next(iter(grain.where(duels, lambda d: not d.ended and key in d.participants)), None)


def is_gm(state: GameState[Any, Any], actor: Actor) -> bool:
    """Say whether an actor is a GM: granted here, or a chat admin not revoked."""
    return actor.id in state.gms or (actor.admin and actor.id not in state.revoked)


class Ruleset(Generic[S]):
    """A rule system: its state model, its commands, its tables; no I/O, no clock, no global random."""

    id: ClassVar[str]
    state_model: ClassVar[type[GameState[Any, Any]]]
    handlers: ClassVar[Mapping[str, Handler]]
    #: Who may send a command, by command name, where the name alone decides it (others decide in their handlers).
    rights: ClassVar[Mapping[str, Right]] = {}
    #: A spell may be cast at anyone, off the roster too ('na skřeta'): a reader writes such a target as said.
    open_targets: ClassVar[bool] = False
    #: The /cast options a reader may fill from words: option → the words.ftl prefix of its values ('': a number).
    cast_options: ClassVar[Mapping[str, str]] = {}
    #: The events of /odds that carry chances, by the arguments holding them in percent: a picture's bars.
    odds_bars: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    #: Events that name two characters: whose number each argument is (the argument naming its owner), so a hidden
    #: character's numbers are masked and the other's are not. An argument not listed is every named one's.
    owners: ClassVar[Mapping[str, Mapping[str, str]]] = {}

    def new_state(self, game_id: str, locale: str, seed: int, now: datetime) -> S:
        """Return an empty game of this ruleset."""
        return self.state_model(id=game_id, ruleset=self.id, locale=locale, seed=seed, created=now)  # type: ignore[return-value]

    def parse_state(self, data: dict[str, Any]) -> S:
        """Validate a stored state."""
        return self.state_model.model_validate(data)  # type: ignore[return-value]

    def parse_duel(self, data: dict[str, Any]) -> DuelBase:
        """Validate a stored duel of this ruleset (an archived one)."""
        model = typing.get_args(self.state_model.model_fields["duels"].annotation)[1]
        duel: DuelBase = model.model_validate(data)
        return duel

    def handler(self, name: str, typed: str = "") -> Handler:
        """Return the handler for a command, guarded by its right where it has one, or refuse naming the ruleset and
        the command as typed ('/unik', not the 'dodge' it means)."""
        try:
            handler = self.handlers[name]
        except KeyError:
            said = f"/{typed}" if typed else name  # as typed after a slash, else the id the reply writes in its words
            raise NotFound("refusal-unknown-command", rule="commands", command=said, ruleset=self.id) from None
        right = self.rights.get(name)
        return handler if right is None else guarded(handler, right)

    def commands(self) -> list[str]:
        """Return the command names this ruleset accepts."""
        return sorted(self.handlers)

    def turns(self, state: S) -> list[Turn]:
        """Return the moves the rules await now in running duels (read-only); none where the rules have no turns."""
        return []

    # --- the view: what a door shows (read-only; each ruleset fills in the parts its rules have) -----------------

    def view(self, state: S, now: datetime, keys: Collection[str] | None = None) -> GameView:
        """Return what a door shows of a game at a moment, from the parts below.

        ``keys`` names the characters to describe (None: the whole roster; a door that shows no roster, only
        duels and moves, asks for none: a larp of a thousand characters costs it nothing more).
        """
        roster = state.characters if keys is None else [k for k in keys if k in state.characters]
        duels = tuple(self.duel_view(state, duel, now) for duel in state.duels.values())
        return GameView(
            game=state.id,
            ruleset=self.id,
            locale=state.locale,
            seq=state.seq,
            now=now,
            characters=tuple(self.character_view(state, key, now) for key in roster),
            duels=duels,
            turns=tuple(self.turns(state)),
            spellbook=self.spellbook(state),
            shields=self.shields(state),
            commands=tuple(self.commands()),
            next=self.boundary(state, now),
            offers=self.offers(duels),
        )

    def offers(self, duels: Sequence[DuelView]) -> tuple[Offer, ...]:
        """Return the one-button commands the game calls for now, of those this ruleset has (``OFFERS``)."""
        running = [d for d in duels if not d.ended]
        commands = {*self.commands(), *ENGINE_OFFERS}
        return tuple(Offer(name, line) for name, line, when in OFFERS if name in commands and _CALLED[when](running))

    def character_view(self, state: S, key: str, now: datetime) -> CharacterView:
        """Describe any sheet: 'x' with 'max_x' is a pool, a true flag a badge, its other scalars details."""
        sheet = state.characters[key].model_dump(mode="json")
        pools = tuple(
            Pool(k, v, sheet[f"max_{k}"]) for k, v in sheet.items() if _count(v) and _count(sheet.get(f"max_{k}"))
        )
        pooled = {p.id for p in pools} | {f"max_{p.id}" for p in pools}
        badges = tuple(Badge(k) for k, v in sheet.items() if v is True)
        details = tuple(Detail(k, v) for k, v in sheet.items() if k not in _UNLISTED | pooled and _scalar(v))
        return character_view(state, key, pools, badges, details)

    def duel_view(self, state: S, duel: Any, now: datetime) -> DuelView:
        """Describe any duel by its sides and outcome."""
        return duel_view(duel)

    def spellbook(self, state: S) -> tuple[str, ...]:
        """Return the spell ids a game's players may cast; none where the rules have no spells."""
        return ()

    def shields(self, state: S) -> tuple[str, ...]:
        """Return the spells of the spellbook that shield; none where the rules have no shields."""
        return ()

    def known_spells(self, state: S, key: str) -> tuple[str, ...]:
        """Return the spells of the spellbook a character may cast: all of them where the rules teach none."""
        return self.spellbook(state)

    def boundary(self, state: S, now: datetime) -> Boundary | None:
        """Return the next moment time decides something in the game, and the command to send then; None: never."""
        return None


#: Sheet fields the generic view never lists as details: shown elsewhere, or internal.
_UNLISTED = frozenset({"name", "owner"})


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _scalar(value: Any) -> bool:
    return isinstance(value, int | str) and not isinstance(value, bool)


def character_view(
    state: GameState[Any, Any],
    key: str,
    pools: tuple[Pool, ...] = (),
    badges: tuple[Badge, ...] = (),
    details: tuple[Detail, ...] = (),
) -> CharacterView:
    """Return a character's view: their name, player and running duel, with the pools and states given."""
    character = state.characters[key]
    duel = running_duel_of(state.duels, key)
    return CharacterView(
        key=key,
        name=str(character.name),
        player=character.owner,
        duel=duel.id if duel is not None else None,
        pools=pools,
        badges=badges,
        details=details,
    )


def duel_view(
    duel: DuelBase,
    *,
    kind: str | None = None,
    round: int | None = None,
    order: tuple[str, ...] = (),
    active: str | None = None,
    awaited: tuple[Defence, ...] = (),
    timer: BoutClock | None = None,
    bouts_ready: bool = False,
) -> DuelView:
    """Return a duel's view: its sides and outcome, with where it stands (kind, round, turn, awaited, timer)."""
    return DuelView(
        id=duel.id,
        participants=tuple(duel.participants),
        sides=tuple(duel.sides),
        ended=duel.ended,
        winner_side=duel.winner_side,
        kind=kind,
        round=round,
        order=order,
        active=active,
        awaited=awaited,
        timer=timer,
        bouts_ready=bouts_ready,
    )


def load_table(package: str, filename: str, model: type[T]) -> T:
    """Load a TOML rule table shipped in a ruleset's package and validate it."""
    table: T = _load_table(package, filename, model)
    return table


@cache
def _load_table(package: str, filename: str, model: type[T]) -> T:
    raw = resources.files(package).joinpath(filename).read_text(encoding="utf-8")
    try:
        table: T = model.model_validate(tomllib.loads(raw))
        return table
    except (ValidationError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{package}/{filename}: {exc}") from exc


#: Tables with overrides merged, by (base table's id, overrides as JSON): games ask for theirs at every command.
#: Each value keeps its base table alive, so that id is not reused while it is remembered.
_MERGED: Memo[tuple[int, str], tuple[BaseModel, BaseModel]] = Memo(256)


def with_overrides(table: T, overrides: Mapping[str, Any] | None) -> T:
    """Return a table with a game's overrides merged in, validated once per distinct overrides (read-only)."""
    if not overrides:
        return table
    memo = (id(table), json.dumps(overrides, default=str))
    merged: T = _MERGED.get(memo, lambda: (table, _merge(table, overrides)))[1]  # type: ignore[assignment]
    return merged


def _merge(table: T, overrides: Mapping[str, Any]) -> T:
    try:
        return type(table).model_validate({**table.model_dump(), **overrides})
    except ValidationError as exc:
        raise ConfigError(str(exc)) from exc


#: The field of every ruleset's /char that sets a character's gender (assistant.rulesets.person): an unknown field's
#: refusal lists it with the ruleset's own fields, by the message that names it.
GENDER_FIELD = "sheet-gender"
#: The other fields every ruleset's /char takes besides its own (assistant.rulesets.person): hidden, other names.
PERSON_FIELDS = (GENDER_FIELD, "sheet-hidden", "sheet-alias")

#: The sheet fields that take a value, each with the example a refusal of an empty one gives (``age=`` alone is no
#: age: «Wiek: brakuje wartości, podaj liczbę całkowitą, np. wiek=15.»); a field not here may be emptied on purpose
#: (``gender=`` guesses from the name, ``aliases=`` drops them).
VALUED_FIELDS: Mapping[str, int] = {
    "age": 15, "reflex": 6, "charms": 14, "transfig": 8, "dada": 10, "hp": 20, "sortileges": 60, "max_ergs": 4,
    "level": 7, "ability": 16, "condition": 0, "severity": 0,
}  # fmt: skip


def refuse_a_minus(ctx: Context[Any], typed: str, name: str) -> None:
    """Refuse a negative amount to /gain, saying that /spend takes points away (``/gain Cho -1``)."""
    if typed.strip().startswith(("-", "\u2212")):
        amount = typed.strip().lstrip("-\u2212") or "1"
        raise ParseError(
            "refusal-gain-minus", rule="syntax", value=typed, name=name, n=amount, ruleset=ctx.state.ruleset
        )


def sheet_fields(ctx: Context[Any], prefix: str, ids: Collection[str] = ()) -> dict[str, str]:
    """Map a command's key=value options to sheet field names through a ruleset's field words (``<prefix><field>``)
    and ``ids`` (fields with no words, each a word for itself); an unknown one is refused with the fields the reader
    may write, in the reader's words, the gender, hidden and alias fields among them."""
    aliases = {**{name_keys.key(i): i for i in ids}, **words.meanings(prefix)}
    fields: dict[str, str] = {}
    for k, v in ctx.command.options.items():
        if k == "as":
            continue
        if name_keys.key(k) not in aliases:
            known = ", ".join([*dict.fromkeys(aliases.values()), *PERSON_FIELDS])  # in the order the words list them
            raise ParseError("refusal-unknown-field", rule="sheet", field=k, fields=known, words=prefix)
        meant = aliases[name_keys.key(k)]
        if not v.strip() and meant in VALUED_FIELDS:
            raise ParseError("refusal-missing-value", rule="sheet", field=meant, word=k, example=VALUED_FIELDS[meant])
        fields[meant] = ascii_digits(v) if is_number(v) else v  # '٦٠', '６０': 60
    return fields


def build(model: type[T], data: Mapping[str, Any]) -> T:
    """Validate data into a model, turning the first error into a localized refusal."""
    try:
        return model.model_validate(dict(data))
    except ValidationError as exc:
        err = exc.errors()[0]
        field_name = ".".join(str(p) for p in err["loc"]) or "?"
        value = quoted(str(err.get("input", "")))
        raise ParseError("refusal-bad-field", rule="sheet", field=field_name, value=value, expects="other") from exc


def duel_number(typed: str) -> str:
    """Return a duel's number as typed (``duel=2``), or refuse a word that is no number («pojedynek=x») rather than
    look for a duel of that name."""
    if not typed.strip().isdigit():
        raise ParseError("refusal-duel-number", rule="duel", value=typed, given="yes" if typed.strip() else "no")
    return typed.strip()


def new_duel_id(state: GameState[Any, Any]) -> str:
    """Take the next duel number of the game."""
    duel_id = str(state.next_duel)
    state.next_duel += 1
    return duel_id


def typed_args(ctx: Context[Any]) -> str:
    """Return the arguments typed after the command, each after a space, for an example to type again; a bare
    number is left out (``/init 2``: the duel meant, which the example writes ``duel=2``)."""
    return "".join(f" {arg}" for arg in ctx.command.args if not arg.isdigit())
