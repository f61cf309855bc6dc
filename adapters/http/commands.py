"""A command from the web: the command language (or a locale's natural phrasing) to the engine and back."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import Any

from adapters.http.auth import Principal
from adapters.http.schemas import CommandOut
from adapters.http.views import Text
from adapters.http.web import Server
from assistant.errors import Refusal
from assistant.reader import Typed, read
from assistant.render import reply_lines
from models import Actor, Command, GameState, Reply

#: The door name every web command carries (its `source`, the metrics' and logs' `door`).
DOOR = "http"


@dataclass(frozen=True)
class Dedup:
    """A command's Idempotency-Key as the engine keys it, and a digest of the body it is bound to."""

    key: str
    request: str


def to_command(text: str, locale: str, state: GameState[Any, Any] | None, actor: Actor) -> Command:
    """Read a slash command, or natural phrasing in the game's locale; refuse what is neither."""
    command = read(Typed(text.strip(), source=DOOR), state, actor, locale)
    return command.model_copy(update={"source": DOOR, "text": command.text or text.strip()})


async def reply_to(srv: Server, text: str, principal: Principal, game: str, dedup: Dedup | None) -> Reply:
    """Return the engine's reply to a line; a line that does not parse is a refusal like any other.

    A slash command goes to the engine as it is. The game's state is read first only where the line needs it:
    natural phrasing (the game's locale and roster), or a refusal to word in the game's locale. Under an
    Idempotency-Key a refusal is kept too: a retry gets it again, and a key reused with another body is KeyReused.
    """
    engine = srv.app.engine
    key, request = (dedup.key, dedup.request) if dedup else (None, "")
    if text.strip().startswith("/"):
        with contextlib.suppress(Refusal):  # refused before anything was applied: worded below
            command = to_command(text, engine.defaults.locale, None, principal.actor)
            return await engine.handle(command, principal.actor, game, key, request)
    try:
        state = await engine.state(game)
    except Refusal as refusal:
        return Reply(game_id=game, refusal=refusal.event(), locale=engine.defaults.locale)
    locale = state.locale if state else engine.defaults.locale
    try:
        command = to_command(text, locale, state, principal.actor)
    except Refusal as refusal:
        refused = Reply(game_id=game, refusal=refusal.event(), locale=locale, ruleset=state.ruleset if state else "")
        return await engine.refuse(refused, principal.actor, game, key, request, DOOR) if key else refused
    return await engine.handle(command, principal.actor, game, key, request)


async def run_command(srv: Server, text: str, principal: Principal, game: str, dedup: Dedup | None) -> CommandOut:
    """Apply a line to a game and describe the reply in the game's locale."""
    reply = await reply_to(srv, text, principal, game, dedup)
    t = Text(srv.app.translator, reply.locale, reply.people)
    return CommandOut(
        game=game,
        ok=reply.ok,
        seq=reply.seq,
        duplicate=reply.duplicate,
        locale=reply.locale,
        ruleset=reply.ruleset,
        events=[t.event(e) for e in reply.events],
        refusal=t.event(reply.refusal) if reply.refusal else None,
        lines=reply_lines(reply, srv.app.translator),
    )
