"""What a reader sees of a game: the one place every door asks.

Two things are kept from some readers, by one table (``READS``). A hidden NPC's numbers (``/char Goyle
hidden=yes``): a GM and the character's own player read them; another player and a read-only link read ``?`` for
each of its numbers, wherever an event, a log entry, the game's view or its stored JSON shows them. A secret roll
(``/roll secret 1d20``, any locale's word): its roller and a GM read what it did; the others read only that it was
made (``roll-secret-made``), in their language, and not its dice expression.

What is no number of the hidden character stays as it is for everyone: its name, its side, which duel, how many
attacks wait, its conditions (``VISIBLE``), and in an event that names two characters the numbers of the one who is
not hidden (``owners()``).

A door names its reader (``reader_of`` an actor; ``PLAYERS`` for a group chat anyone in it reads, or a read-only
token; ``GM`` for the GM's own console, voice laptop or an export) and draws what ``reply_for``, ``entry_for``,
``view_for`` and ``data_for`` give it. Nothing here changes the game or does I/O.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache
from typing import Any

from assistant.language.translator import MASK as MASK  # what a reader who may not read a number reads instead
from assistant.rulesets import RULESET_IDS, get_ruleset
from assistant.rulesets.base import is_gm
from assistant.rulesets.game_view import Badge, CharacterView, Defence, DuelView, GameView
from assistant.state import grain
from models import Actor, ArgValue, Change, Command, Event, GameState, LogEntry, Reply

#: Events that say a character was hidden or shown: they carry no pool.
ABOUT_HIDING = frozenset({"char-hidden", "char-shown"})
#: What the readers of a secret roll who are not its roller nor a GM read instead of its events.
SECRET_NOTICE = "roll-secret-made"
#: The badge of a hidden character in the game's view (every reader sees that it is hidden).
HIDDEN_BADGE = Badge("hidden", "info")
_DIGITS = re.compile(r"\d+")


class Role(StrEnum):
    """Who reads a game's text, as the secrecy table tells them apart."""

    GM = "gm"  #: a GM of the game: granted, a chat admin not revoked, the console's or the voice laptop's own
    OWNER = "owner"  #: the player a hidden character is bound to
    PLAYER = "player"  #: any other player (everyone in a group chat)
    LINK = "link"  #: a read-only web link


#: The secrecy table: what each reader reads of (a hidden character's numbers, a secret roll's dice).
READS: dict[Role, tuple[bool, bool]] = {
    Role.GM: (True, True),
    Role.OWNER: (True, False),  # the roller of a secret roll reads it as its roller, not as an owner
    Role.PLAYER: (False, False),
    Role.LINK: (False, False),
}
#: The arguments that are no character's number: which duel, side, bout or move; how many attacks wait; a rule's
#: own limit. Every reader reads them, of a hidden character too.
VISIBLE = frozenset(
    {"duel", "side", "count", "moves", "seq", "round", "bout", "cycle", "duels", "entries", "turn", "limit", "rule"}
    | {"command", "url", "link", "game", "id", "number", "n_duels"}
)
#: Events of the core that name two characters: whose number each argument is (the argument that names its owner).
#: Each ruleset declares its own (``Ruleset.owners``). An argument not listed is the numbers of every character the
#: event names.
CORE_OWNERS: dict[str, dict[str, str]] = {"prompt-awaited-defence": {"value": "attacker"}}


@cache
def owners() -> dict[str, Mapping[str, str]]:
    """Return whose number each argument is, for every event that names two characters, the rulesets' included."""
    found: dict[str, Mapping[str, str]] = dict(CORE_OWNERS)
    for ruleset_id in RULESET_IDS:
        found.update(get_ruleset(ruleset_id).owners)
    return found


@dataclass(frozen=True)
class Reader:
    """Who reads: an actor's id (None: anyone at all); whether a GM of the game (who reads everything); the hidden
    characters bound to them (their own, whose numbers they read); a read-only link."""

    id: str | None = None
    gm: bool = False
    own: frozenset[str] = frozenset()  #: the names and keys of the hidden characters bound to the reader
    link: bool = False

    @property
    def role(self) -> Role:
        """Return the reader's row of the secrecy table."""
        return Role.GM if self.gm else Role.LINK if self.link else Role.OWNER if self.own else Role.PLAYER


#: The GM's own door: the console, the voice laptop, an export (a GM's backup).
GM = Reader(gm=True)
#: Anyone at all: a group chat everyone in it reads.
PLAYERS = Reader()
#: A read-only web link.
LINK = Reader(link=True)


def reader_of(state: GameState[Any, Any] | None, actor: Actor) -> Reader:
    """Return an actor as a reader of a game: a GM of it (granted, or a chat admin not revoked) reads everything, a
    player their own hidden characters' numbers."""
    if state is None:
        return Reader(actor.id, actor.admin)
    gm = is_gm(state, actor)
    own = frozenset() if gm else _own_hidden(state, actor.id)
    return Reader(actor.id, gm, own)


def _own_hidden(state: GameState[Any, Any], actor_id: str) -> frozenset[str]:
    """Return the names and keys of the hidden characters bound to an actor."""
    own = {
        k: n
        for k, n in hidden_of(state).items()
        if dict.get(state.characters, k) and state.characters[k].owner == actor_id
    }
    return frozenset((*own, *own.values()))


def reads_secret(reader: Reader, roller: str) -> bool:
    """Say whether a reader reads a secret command of an actor: its roller, and whoever the table lets read one."""
    return READS[reader.role][1] or (reader.id is not None and reader.id == roller)


def reads_hidden(reader: Reader) -> bool:
    """Say whether a reader reads every hidden character's numbers (the table's first column)."""
    return READS[reader.role][0] and reader.role is Role.GM


def _hidden_for(state: GameState[Any, Any] | None, reader: Reader) -> frozenset[str]:
    """Return the names and keys of the hidden characters whose numbers a reader may not read."""
    if state is None or reads_hidden(reader):
        return frozenset()
    return hidden_names(state) - reader.own if READS[Role.OWNER][0] else hidden_names(state)


def notice(actor: Actor) -> Event:
    """Return what the others read of a secret roll: that the actor made one."""
    return Event(SECRET_NOTICE, {"who": actor.name or actor.id})


def hidden_names(state: GameState[Any, Any]) -> frozenset[str]:
    """Return the names and keys of the characters whose pools only GMs see."""
    hidden = hidden_of(state)
    return frozenset((*hidden, *hidden.values()))


def hidden_keys(state: GameState[Any, Any]) -> frozenset[str]:
    """Return the roster keys of the characters whose pools only GMs see."""
    return frozenset(hidden_of(state))


def hidden_of(state: GameState[Any, Any]) -> dict[str, str]:
    """Return the hidden characters' names by key: as the engine kept them when it committed the state (a reply
    read by a player does not scan a larp's roster), else read from the roster."""
    kept = state.kept_hidden()
    return kept if kept is not None else roster_hidden(state)


def roster_hidden(state: GameState[Any, Any]) -> dict[str, str]:
    """Return the hidden characters' names by key, read from the whole roster."""
    return {key: str(c.name) for key, c in grain.peek(state.characters) if c.hidden}


def hidden_after(before: dict[str, str] | None, state: GameState[Any, Any], touched: set[str] | None) -> dict[str, str]:
    """Return the hidden characters' names by key after a command: the characters it was handed read again, the
    others as before (the whole roster read where nothing was known, or the command replaced the roster)."""
    if before is None or touched is None:
        return roster_hidden(state)
    after = {key: name for key, name in before.items() if key not in touched}
    for key in touched:
        character = dict.get(state.characters, key)
        if character is not None and character.hidden:
            after[key] = str(character.name)
    return after


def masked_keys(state: GameState[Any, Any] | None, reader: Reader) -> frozenset[str]:
    """Return the roster keys of the hidden characters whose numbers a reader may not read."""
    return _hidden_for(state, reader) & hidden_keys(state) if state is not None else frozenset()


def reply_for(reply: Reply, state: GameState[Any, Any] | None, reader: Reader) -> Reply:
    """Return a reply as a reader reads it: a secret one as its notice, a hidden character's numbers masked."""
    if reply.secret is not None and not reads_secret(reader, reply.secret.id):
        return reply.model_copy(update={"events": [notice(reply.secret)], "people": {}})
    hidden = _hidden_for(state, reader)
    if not hidden:
        return reply
    refusal = _masked(reply.refusal, hidden) if reply.refusal is not None else None
    return reply.model_copy(update={"events": [_masked(e, hidden) for e in reply.events], "refusal": refusal})


def for_players(reply: Reply, state: GameState[Any, Any]) -> Reply:
    """Return a reply as anyone in a group reads it (``reply_for`` for ``PLAYERS``)."""
    return reply_for(reply, state, PLAYERS)


def entry_for(entry: LogEntry, state: GameState[Any, Any], reader: Reader) -> LogEntry:
    """Return a log entry as a reader reads it.

    A secret roll the reader may not read is its notice, with the bare command (no dice expression). An entry
    that shows a hidden character's numbers shows ``?`` for them: in its events, in its changes, and for each
    number of the command as typed.
    """
    command = entry.command
    if command.secret and not reads_secret(reader, entry.actor.id):
        bare = Command(name=command.name, text=f"/{command.name}", at=command.at, source=command.source, secret=True)
        return entry.model_copy(update={"command": bare, "events": [notice(entry.actor)]})
    hidden = _hidden_for(state, reader)
    keys = hidden & hidden_keys(state)
    if not keys:
        return entry
    events = [_masked(e, hidden) for e in entry.events]
    changes = [_masked_change(c, keys) for c in entry.changes]
    if events == entry.events and changes == entry.changes:
        return entry
    typed = command.model_copy(
        update={
            "text": _DIGITS.sub(MASK, command.text),
            "args": [_DIGITS.sub(MASK, a) for a in command.args],
            "options": {k: _DIGITS.sub(MASK, v) for k, v in command.options.items()},
        }
    )
    return entry.model_copy(update={"command": typed, "events": events, "changes": changes})


def view_for(game_view: GameView, state: GameState[Any, Any], reader: Reader) -> GameView:
    """Return the game's view as a reader sees it: a hidden character badged, and for a reader not a GM without
    its pools and numbers, nor the value of an attack it makes or awaits a defence against."""
    keys = hidden_keys(state)
    if not keys:
        return game_view
    masked = _hidden_for(state, reader) & keys
    characters = tuple(_character(c, c.key not in masked) if c.key in keys else c for c in game_view.characters)
    duels = tuple(_duel(d, masked) for d in game_view.duels) if masked else game_view.duels
    return replace(game_view, characters=characters, duels=duels)


def data_for(data: Any, state: GameState[Any, Any], reader: Reader, path: Sequence[str] = ()) -> Any:
    """Return some of a game's stored JSON as a reader sees it: each number under a hidden character's key masked.

    ``path``: where the JSON lies in the state (a sheet lies under ``("characters", key)``).
    """
    keys = _hidden_for(state, reader) & hidden_keys(state)
    return _masked_json(data, keys, any(p in keys for p in path)) if keys else data


def _masked(event: Event, hidden: frozenset[str]) -> Event:
    """Return an event with the numbers of the hidden characters it names masked (the secrecy table's columns)."""
    named = {k for k, v in event.args.items() if isinstance(v, str) and v in hidden}
    if event.key in ABOUT_HIDING or not named:
        return event
    of = owners().get(event.key, {})
    args: dict[str, ArgValue] = {k: MASK if _secret_arg(k, v, of.get(k), named) else v for k, v in event.args.items()}
    return replace(event, args=args, rolls=[])


def _secret_arg(key: str, value: ArgValue, owner: str | None, named: set[str]) -> bool:
    """Say whether an argument is a number of a hidden character the event names: a number, or text that writes
    one (a modifier ``−1``, a sum ``5 (6 − 1)``, a fraction), that is no visible count and no other one's."""
    if key in VISIBLE or key in named or (owner is not None and owner not in named):
        return False
    return _is_number(value) or (isinstance(value, str) and _DIGITS.search(value) is not None)


def _masked_change(change: Change, keys: frozenset[str]) -> Change:
    inside = any(p in keys for p in change.path)
    before, after = _masked_json(change.before, keys, inside), _masked_json(change.after, keys, inside)
    return change if (before, after) == (change.before, change.after) else replace(change, before=before, after=after)


def _masked_json(value: Any, keys: frozenset[str], inside: bool) -> Any:
    """Return JSON with every number masked that lies under a hidden character's key, in a record of a list that
    names one (an action, an attack: ``{"actor": "goyle", "roll": 37}``), or anywhere when inside."""
    if isinstance(value, dict):
        return {k: _masked_json(v, keys, inside or k in keys) for k, v in value.items()}
    if isinstance(value, list):
        return [_masked_json(v, keys, inside or _names(v, keys)) for v in value]
    return MASK if inside and _is_number(value) else value


def _names(record: Any, keys: frozenset[str]) -> bool:
    return isinstance(record, dict) and any(isinstance(v, str) and v in keys for v in record.values())


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _character(c: CharacterView, reads: bool) -> CharacterView:
    badges = (*c.badges, HIDDEN_BADGE)
    if reads:
        return replace(c, badges=badges)
    return replace(c, pools=(), details=tuple(d for d in c.details if isinstance(d.value, str)), badges=badges)


def _duel(d: DuelView, keys: frozenset[str]) -> DuelView:
    awaited = tuple(_defence(a) if {a.attacker, a.defender} & keys else a for a in d.awaited)
    return d if awaited == d.awaited else replace(d, awaited=awaited)


def _defence(a: Defence) -> Defence:
    return replace(a, value=MASK)
