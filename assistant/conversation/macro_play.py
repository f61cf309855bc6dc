"""Playing a macro (``assistant.rulesets.macros``): its lines in order, as the one who typed its name, each read by the
same reader and applied once under its own dedup key; said as one reply.

A line refused stops the macro: what came before stays played (each line is a move of its own, /undo takes them back
one by one) and the reply ends with why that line was not played; a macro whose first line is refused is that
refusal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from assistant.conversation import secrecy
from assistant.conversation.outcome import NOBODY, Known, Outcome, Place
from assistant.errors import Refusal
from assistant.reading.reader import Typed, read
from models import Actor, Event, GameState, Macro, Reply

if TYPE_CHECKING:
    from assistant.conversation.talk import Conversation

#: The event that ends a macro's reply where one of its lines was refused.
STOPPED = "macro-stopped"


@dataclass
class _Run:
    """What a macro's lines did so far: their replies (whole), the state the last left, the commands played."""

    wholes: list[Reply] = field(default_factory=list)
    state: GameState[Any, Any] | None = None
    names: list[str] = field(default_factory=list)


async def play(
    talk: Conversation,
    kept: Macro,
    said: Typed,
    place: Place,
    actor: Actor,
    known: Known = NOBODY,
    key: str | None = None,
    request: str = "",
) -> Outcome:
    """Play a macro's lines as its speaker typed them, until one is refused, and say them as one reply."""
    run = _Run()
    for number, line in enumerate(kept.lines, start=1):
        typed = Typed(line, source=said.source, bot=said.bot, at=said.at, addressed=True)
        refusal = await _line(talk, run, typed, place, actor, f"{key}:{number}" if key else None, request)
        if refusal is not None:
            if not run.names:
                return await talk.refused(refusal, place, actor, key, request)
            return await _said(talk, run, place, actor, known, _stopped(talk, kept, line, refusal, run))
    return await _said(talk, run, place, actor, known)


async def _line(
    talk: Conversation, run: _Run, typed: Typed, place: Place, actor: Actor, key: str | None, request: str
) -> Refusal | None:
    """Read and apply one line; return why it was refused (None: it was played)."""

    def understood(state: GameState[Any, Any] | None) -> Any:
        return read(typed, state, actor, talk.locale(state, actor, place))

    try:
        command = await talk.engine.read(place.game, understood)
    except Refusal as refusal:
        return refusal
    played = await talk.engine.run(command, actor, place.game, key, with_state=True, request=request)
    if played.reply.refusal is not None:
        args = dict(played.reply.refusal.args)
        return Refusal(played.reply.refusal.key, str(args.pop("rule", "") or ""), **args)
    run.wholes.append(played.whole or played.reply)
    run.state = played.state if played.state is not None else run.state
    run.names.append(command.name)
    return None


def _stopped(talk: Conversation, kept: Macro, line: str, refusal: Refusal, run: _Run) -> Event:
    """Return the event that says which line stopped a macro, and why, in the language of its last reply."""
    locale = run.wholes[-1].locale
    why = talk.translator.render(refusal.event(), locale, run.wholes[-1].people)
    return Event(STOPPED, {"name": kept.name, "line": line, "why": why})


async def _said(
    talk: Conversation, run: _Run, place: Place, actor: Actor, known: Known, stopped: Event | None = None
) -> Outcome:
    """Say what a macro's lines did as one reply, to each reader as they may read it."""
    last = run.wholes[-1]
    people = {name: person for whole in run.wholes for name, person in whole.people.items()}
    events = [event for whole in run.wholes for event in whole.events]
    whole = last.model_copy(
        update={
            "events": [*events, *([stopped] if stopped else [])],
            "people": people,
            "duplicate": all(w.duplicate for w in run.wholes),
            "secret": next((w.secret for w in run.wholes if w.secret is not None), None),
        }
    )
    state = run.state if run.state is not None else await talk.engine.state(place.game)
    messages = talk.messages(whole, state, place, actor, known)
    fresh = not whole.duplicate
    return Outcome(
        reply=secrecy.reply_for(whole, state, secrecy.reader_of(state, actor)),
        messages=tuple(messages),
        state=state,
        prompts=talk.prompts(place, state),
        menus=fresh and any(name in talk.menu_commands for name in run.names),
    )
