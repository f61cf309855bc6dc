"""A command from the web: the command language (or a locale's natural phrasing) to the engine and back."""

from __future__ import annotations

from dataclasses import dataclass

from adapters.http.auth import Principal
from adapters.http.schemas import ChoiceOut, CommandOut
from adapters.http.views import Text
from adapters.http.web import Server
from assistant.conversation.outcome import NOBODY, Outcome, Place
from assistant.language.replies import follow_up
from assistant.reading.reader import Typed

#: The door name every web command carries (its `source`, the metrics' and logs' `door`).
DOOR = "http"


@dataclass(frozen=True)
class Dedup:
    """A command's Idempotency-Key as the engine keys it, and a digest of the body it is bound to."""

    key: str
    request: str


async def say(srv: Server, text: str, principal: Principal, game: str, dedup: Dedup | None) -> Outcome:
    """Say a line in a game (a command, natural phrasing, a pasted roster) and return what came of it.

    Under an Idempotency-Key a refusal is kept too: a retry gets it again, and a key reused with another body is
    KeyReused.
    """
    key, request = (dedup.key, dedup.request) if dedup else (None, "")
    place = Place(game, DOOR)
    return await srv.app.conversation.say(
        Typed(text.strip(), source=DOOR), place, principal.actor, NOBODY, key, request
    )


async def run_command(srv: Server, text: str, principal: Principal, game: str, dedup: Dedup | None) -> CommandOut:
    """Apply a line to a game and describe the reply in its speaker's language."""
    outcome = await say(srv, text, principal, game, dedup)
    said = outcome.here
    assert said is not None  # the web console is addressed: every line is answered
    reply = said.reply
    t = Text(srv.app.translator, said.locale, reply.people)
    return CommandOut(
        game=game,
        ok=reply.ok,
        seq=reply.seq,
        duplicate=reply.duplicate,
        locale=said.locale,
        ruleset=reply.ruleset,
        events=[t.event(e) for e in [*reply.events, *follow_up(reply, srv.app.translator, said.locale)]],
        refusal=t.event(reply.refusal) if reply.refusal else None,
        lines=list(said.lines),
        choices=[ChoiceOut(label=c.label, line=c.line) for c in outcome.choices],
    )
