"""Play a game's logged commands again on a fresh engine: what each entry must say, and the duels it archives.

An imported log is trusted only as far as its commands give it again: the same events (a forged roll or line of
text is not what the dice and rules give), the same changes, and the same ended duels moved into the archive.
A game replays exactly: its dice are fixed by its seed and position, and each command is played at its logged time
by its logged actor. A web token's secret is never logged, so its digest is taken from the entry that made it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from assistant.state import replay, tokens
from assistant.state.engine import Engine, GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from models import LogEntry
from models.game import AccessToken

JsonDict = dict[str, Any]


@dataclass
class _LoggedTime:
    """The clock of a replay: the time of the entry being played."""

    at: datetime

    def now(self) -> datetime:
        """Return the logged time of the entry being played."""
        return self.at


@dataclass(frozen=True)
class Rerun:
    """What playing a log again gave: the first entry it gives otherwise (its seq), and the archive it made."""

    differs: int | None
    archive: JsonDict = field(default_factory=dict)


async def rerun(game_id: str, entries: Sequence[LogEntry]) -> Rerun:
    """Play a log's commands again from an empty game; return the first entry that comes out otherwise, if any."""
    if not entries:
        return Rerun(None)
    opened = replay.rebuild(entries[:1])
    clock = _LoggedTime(entries[0].at)
    defaults = GameDefaults(
        ruleset=opened.get("ruleset", ""), locale=opened.get("locale", "en"), seed=opened.get("seed")
    )
    storage = InMemoryStorage(clock)
    engine = Engine(storage, clock, defaults)
    for entry in entries:
        clock.at = entry.at
        again = await _play(engine, game_id, entry)
        if again is None or _shown(again) != _shown(entry):
            return Rerun(entry.seq)
    async with storage.transaction(game_id) as tx:
        archived = {duel: await tx.archived(duel) for duel in _archived_ids(entries)}
    return Rerun(None, {duel: value for duel, value in archived.items() if value is not None})


async def _play(engine: Engine, game_id: str, entry: LogEntry) -> LogEntry | None:
    """Play one logged command again; return the entry it gives, or None where it is refused now."""
    command = entry.command
    if command.name == tokens.COMMAND and command.args[:1] == ["add"]:
        token = _token_made(entry, command.args[1])
        reply = await engine.apply(command, entry.actor, game_id, tokens.adding(token)) if token else None
    elif command.name == tokens.COMMAND and command.args[:1] == ["revoke"]:
        reply = await engine.apply(command, entry.actor, game_id, tokens.revoking(command.args[1]))
    else:
        reply = await engine.handle(command, entry.actor, game_id)
    if reply is None or not reply.ok:
        return None
    log = await engine.storage.read_log(game_id, after=entry.seq - 1, limit=1)
    return log[0] if log else None


def _token_made(entry: LogEntry, token_id: str) -> AccessToken | None:
    """Return the token an entry added (its digest as logged: the secret is nowhere), or None."""
    for change in entry.changes:
        if change.path[:1] == ["access"] and isinstance(change.after, list):
            found = [t for t in change.after if isinstance(t, dict) and t.get("id") == token_id]
            if found:
                return AccessToken.model_validate(found[0])
        if change.path[:1] == ["access"] and isinstance(change.after, dict) and change.after.get("id") == token_id:
            return AccessToken.model_validate(change.after)
    return None


def _archived_ids(entries: Sequence[LogEntry]) -> set[str]:
    """Return the ids of the duels a log removed from the state: the ones the archive may hold."""
    return {c.path[1] for e in entries for c in e.changes if len(c.path) == 2 and c.path[0] == "duels" and not c.exists}


def _shown(entry: LogEntry) -> JsonDict:
    """Return an entry as compared: everything it logs."""
    return entry.model_dump(mode="json")
