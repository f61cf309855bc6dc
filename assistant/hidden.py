"""What a reader sees of a game: the one place every door asks.

Two things are kept from some readers. A hidden NPC's numbers (``/char Goyle hidden=yes``): only GMs read them;
the others read ``?`` for each of its numbers, wherever an event, a log entry, the game's view or its stored JSON
shows them. A secret roll (``/roll secret 1d20``, any locale's word): only its roller and the GMs read what it did;
the others read only that it was made (``roll-secret-made``), in their language, and not its dice expression.

A door names its reader (``reader_of`` an actor; ``PLAYERS`` for a group chat anyone in it reads, or a read-only
token; ``GM`` for the GM's own console, voice laptop or an export) and draws what ``reply_for``, ``entry_for``,
``view_for`` and ``data_for`` give it. Nothing here changes the game or does I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant import grain
from assistant.rulesets.base import is_gm
from assistant.view import Badge, CharacterView, Defence, DuelView, GameView
from models import Actor, ArgValue, Change, Command, Event, GameState, LogEntry, Reply

#: What a reader who may not read a number reads instead.
MASK = "?"
#: Events that say a character was hidden or shown: they carry no pool.
ABOUT_HIDING = frozenset({"char-hidden", "char-shown"})
#: What the readers of a secret roll who are not its roller nor a GM read instead of its events.
SECRET_NOTICE = "roll-secret-made"
#: The badge of a hidden character in the game's view (every reader sees that it is hidden).
HIDDEN_BADGE = Badge("hidden", "info")
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class Reader:
    """Who reads: an actor's id (None: anyone at all), and whether a GM of the game (who reads everything)."""

    id: str | None = None
    gm: bool = False


#: The GM's own door: the console, the voice laptop, an export (a GM's backup).
GM = Reader(gm=True)
#: Anyone at all: a group chat everyone in it reads, a read-only web token.
PLAYERS = Reader()


def reader_of(state: GameState[Any, Any] | None, actor: Actor) -> Reader:
    """Return an actor as a reader of a game: a GM of it (granted, or a chat admin not revoked) reads everything."""
    return Reader(actor.id, is_gm(state, actor) if state is not None else actor.admin)


def reads_secret(reader: Reader, roller: str) -> bool:
    """Say whether a reader reads a secret command of an actor: its roller and the GMs do."""
    return reader.gm or (reader.id is not None and reader.id == roller)


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


def reply_for(reply: Reply, state: GameState[Any, Any] | None, reader: Reader) -> Reply:
    """Return a reply as a reader reads it: a secret one as its notice, a hidden character's numbers masked."""
    if reply.secret is not None and not reads_secret(reader, reply.secret.id):
        return reply.model_copy(update={"events": [notice(reply.secret)], "people": {}})
    hidden = frozenset() if reader.gm or state is None else hidden_names(state)
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
    if reader.gm or not (keys := hidden_keys(state)):
        return entry
    hidden = hidden_names(state)
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
    characters = tuple(_character(c, reader) if c.key in keys else c for c in game_view.characters)
    duels = game_view.duels if reader.gm else tuple(_duel(d, keys) for d in game_view.duels)
    return replace(game_view, characters=characters, duels=duels)


def data_for(data: Any, state: GameState[Any, Any], reader: Reader, path: Sequence[str] = ()) -> Any:
    """Return some of a game's stored JSON as a reader sees it: each number under a hidden character's key masked.

    ``path``: where the JSON lies in the state (a sheet lies under ``("characters", key)``).
    """
    keys = frozenset() if reader.gm else hidden_keys(state)
    return _masked_json(data, keys, any(p in keys for p in path)) if keys else data


def _masked(event: Event, hidden: frozenset[str]) -> Event:
    if event.key in ABOUT_HIDING or not any(isinstance(v, str) and v in hidden for v in event.args.values()):
        return event
    args: dict[str, ArgValue] = {k: MASK if _is_number(v) else v for k, v in event.args.items()}
    return replace(event, args=args, rolls=[])


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


def _character(c: CharacterView, reader: Reader) -> CharacterView:
    badges = (*c.badges, HIDDEN_BADGE)
    if reader.gm:
        return replace(c, badges=badges)
    return replace(c, pools=(), details=tuple(d for d in c.details if isinstance(d.value, str)), badges=badges)


def _duel(d: DuelView, keys: frozenset[str]) -> DuelView:
    awaited = tuple(_defence(a) if {a.attacker, a.defender} & keys else a for a in d.awaited)
    return d if awaited == d.awaited else replace(d, awaited=awaited)


def _defence(a: Defence) -> Defence:
    return replace(a, value=MASK)
