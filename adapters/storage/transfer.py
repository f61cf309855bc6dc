"""`assistant export GAME` and `assistant import FILE`: a whole game and its log as JSON, checked by replay."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError
from sqlalchemy.engine import make_url

from adapters.storage import SqlStorage, open_storage
from adapters.storage.migrate import head, versions
from adapters.storage.sql import StoredReply
from assistant.config import Settings
from assistant.errors import ConflictError
from assistant.language.translator import Translator, translator
from assistant.state import replay, rerun
from assistant.state.ports import aiter_log
from models import ArgValue, LogEntry
from models.core import GAME_ID_PATTERN

#: What the first field of every export file says.
FORMAT: Literal["wizard-assistant/game"] = "wizard-assistant/game"

#: Exit statuses: done, no such game or it exists, not an export file, the log does not rebuild the state.
OK, MISSING, BAD_FILE, MISMATCH = 0, 1, 2, 3
#: Longest value a replay mismatch line shows.
SHOWN = 300


class GameExport(BaseModel):
    """One game as a file: its state, its whole log (oldest first) and the replies kept under its dedup keys."""

    format: Literal["wizard-assistant/game"] = Field(default=FORMAT, description="Marks the file as a game export.")
    version: Literal[1] = Field(default=1, description="Version of this file format.")
    schema_version: str = Field(default="", description="Database schema version of the exporting program.")
    exported_at: datetime | None = Field(default=None, description="When the export was made (UTC).")
    game_id: str = Field(pattern=GAME_ID_PATTERN, description="The game's id, as every door takes one.")
    state: dict[str, Any] = Field(description="The game's state as stored.")
    log: list[LogEntry] = Field(default_factory=list, description="Every log entry, seq 1 first.")
    replies: list[StoredReply] = Field(
        default_factory=list, description="The replies kept under the game's dedup keys, so a redelivery stays one."
    )
    archive: dict[str, dict[str, Any]] = Field(
        default_factory=dict, description="Ended duels out of the state, by id, that a command naming one reads."
    )


@dataclass
class Output:
    """Localized status lines on stderr."""

    locale: str
    translator: Translator

    def say(self, key: str, status: int = OK, **args: ArgValue) -> int:
        """Print one message and return the exit status that goes with it."""
        print(self.translator.format(key, self.locale, args), file=sys.stderr)
        return status


def _setup(args: argparse.Namespace) -> tuple[str, Output]:
    settings = Settings.from_args(args)
    return settings.sqlite_url(), Output(settings.default_locale, translator())


def _shown(url: str) -> str:
    return make_url(url).render_as_string(hide_password=True)


async def read_game(storage: SqlStorage, game_id: str) -> GameExport | None:
    """Return a stored game with its whole log, or None."""
    state = await storage.read_state(game_id)
    if state is None:
        return None
    entries = [e async for e in aiter_log(storage, game_id)]
    replies = await storage.read_replies(game_id)
    return GameExport(
        schema_version=head(),
        exported_at=datetime.now(UTC),
        game_id=game_id,
        state=state,
        log=entries,
        replies=replies,
        archive=await storage.read_archive(game_id),
    )


def _write(target: str, text: str) -> None:
    if target == "-":
        sys.stdout.write(text + "\n")
    else:
        Path(target).write_text(text + "\n", encoding="utf-8")


def report(out: Output, game: GameExport) -> int:
    """Replay a game's log and say whether it rebuilds the state; return the exit status."""
    status = _rebuilds(out, game)
    return status if status != OK else out.say("storage-replay-ok", game=game.game_id, entries=len(game.log))


def _rebuilds(out: Output, game: GameExport) -> int:
    """Say where a game's log does not rebuild its state, if anywhere; return the exit status."""
    result = replay.check(game.state, game.log)
    if result.bad_seqs:
        return out.say("storage-replay-bad-seq", MISMATCH, game=game.game_id, seq=result.bad_seqs[0])
    if result.mismatches:
        first = result.mismatches[0]
        args: dict[str, ArgValue] = {"path": first.path, "rebuilt": shown(first.rebuilt), "stored": shown(first.stored)}
        return out.say("storage-replay-mismatch", MISMATCH, game=game.game_id, count=len(result.mismatches), **args)
    return OK


async def verify(out: Output, game: GameExport) -> int:
    """Check an export before it is stored: a schema this program knows, a log that rebuilds the state, whose
    commands played again give it entry by entry (no forged event) and archive the file's ended duels, no more,
    no less; say what was found and return the exit status."""
    if game.schema_version and game.schema_version not in versions():
        return out.say("storage-bad-version", BAD_FILE, game=game.game_id, version=game.schema_version, head=head())
    status = _rebuilds(out, game)
    if status != OK:
        return status
    again = await rerun.rerun(game.game_id, game.log)
    if again.differs is not None:
        return out.say("storage-replay-rerun", MISMATCH, game=game.game_id, seq=again.differs)
    stray = sorted(set(again.archive) ^ set(game.archive)) or [
        duel for duel in sorted(game.archive) if game.archive[duel] != again.archive[duel]
    ]
    if stray:
        return out.say("storage-replay-archive", MISMATCH, game=game.game_id, duel=stray[0])
    return out.say("storage-replay-ok", game=game.game_id, entries=len(game.log))


async def export_main(args: argparse.Namespace) -> int:
    """Write one game and its log as JSON, then check that the log replays to the state."""
    url, out = _setup(args)
    storage = await open_storage(url)
    try:
        game = await read_game(storage, args.game)
    finally:
        await storage.close()
    if game is None:
        return out.say("storage-no-game", MISSING, game=args.game, db=_shown(url))
    _write(args.out, game.model_dump_json(indent=1))
    out.say("storage-exported", game=game.game_id, entries=len(game.log), file=args.out)
    return report(out, game)


def load_export(path: str) -> GameExport:
    """Read and validate an export file ('-': stdin)."""
    text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    return GameExport.model_validate_json(text)


async def import_main(args: argparse.Namespace) -> int:
    """Check an export file by replay, then store its game (unless --check only)."""
    url, out = _setup(args)
    try:
        game = load_export(args.file)
    except (OSError, ValidationError) as exc:
        return out.say("storage-bad-file", BAD_FILE, file=args.file, error=_reason(exc))
    status = await verify(out, game)
    if status != OK or args.check:
        return status
    return await _store(url, out, game, args.replace)


async def _store(url: str, out: Output, game: GameExport, replace: bool) -> int:
    storage = await open_storage(url)
    try:
        kept = await storage.put_game(
            game.game_id, game.state, game.log, replace=replace, replies=game.replies, archive=game.archive
        )
    except ConflictError:
        return out.say("storage-game-exists", MISSING, game=game.game_id)
    finally:
        await storage.close()
    if kept < len(game.replies):
        out.say("storage-replies-left", game=game.game_id, count=len(game.replies) - kept)
    return out.say("storage-imported", game=game.game_id, entries=len(game.log), db=_shown(url))


def shown(value: Any) -> str:
    """Return a value of the state as a status line shows it: token digests hidden, at most SHOWN characters."""
    text = repr(_without_digests(value))
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


def _without_digests(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: "…" if k == "digest" else _without_digests(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_without_digests(v) for v in value]
    return value


def _reason(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        return f"{'.'.join(str(p) for p in err['loc']) or 'file'}: {err['msg']}"
    return str(exc) or type(exc).__name__
