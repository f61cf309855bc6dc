"""Playing a macro (``assistant.rulesets.macros``): its lines in order, as the one who typed its name, each read by the
same reader and applied once under its own dedup key; said as one reply.

A line refused stops the macro: what came before stays played (each line is a move of its own, /undo takes them back
one by one) and the reply ends with why that line was not played; a macro whose first line is refused is that
refusal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from assistant.conversation import secrecy
from assistant.conversation.outcome import NOBODY, Known, Outcome, Place, Step
from assistant.errors import Refusal
from assistant.reading.reader import Spoken, Typed, read
from models import Actor, Event, GameState, Macro

if TYPE_CHECKING:
    from assistant.conversation.talk import Conversation

#: The event that ends a macro's reply where one of its lines was refused.
STOPPED = "macro-stopped"


@dataclass
class _Run:
    """The lines of a macro played so far."""

    steps: list[Step] = field(default_factory=list)


async def play(
    talk: Conversation,
    kept: Macro,
    said: Typed | Spoken,
    place: Place,
    actor: Actor,
    known: Known = NOBODY,
    key: str | None = None,
    request: str = "",
) -> Outcome:
    """Play a macro's lines as its speaker typed them, until one is refused, and say them as one reply."""
    run = _Run()
    for number, line in enumerate(kept.lines, start=1):
        typed = _line_of(line, said)
        refusal = await _line(talk, run, typed, place, actor, f"{key}:{number}" if key else None, request)
        if refusal is not None:
            if not run.steps:
                return await talk.refused(refusal, place, actor, key, request)
            return await talk.said(
                await _joined(talk, run, place, actor, _stopped(talk, kept, line, refusal, run)), actor, known
            )
    return await talk.said(await _joined(talk, run, place, actor), actor, known)


def _line_of(line: str, said: Typed | Spoken) -> Typed:
    """Return one of a macro's lines as its speaker typed it: from the door they said its name through, at that time
    (a name heard: when it was said)."""
    if isinstance(said, Typed):
        return Typed(line, source=said.source, bot=said.bot, at=said.at, addressed=True)
    found = said.decision.unrivalled
    at = said.origin + timedelta(seconds=found.start) if found is not None else None
    return Typed(line, source=said.source, at=at, addressed=True)


async def _line(
    talk: Conversation, run: _Run, typed: Typed, place: Place, actor: Actor, key: str | None, request: str
) -> Refusal | None:
    """Read and play one line as any line is played; return why it was refused (None: it was played)."""

    def understood(state: GameState[Any, Any] | None) -> Any:
        return read(typed, state, actor, talk.locale(state, actor, place))

    try:
        command = await talk.engine.read(place.game, understood)
    except Refusal as refusal:
        return refusal
    step = await talk.step(command, place, actor, key, request)
    if step.reply.refusal is not None:
        args = dict(step.reply.refusal.args)
        return Refusal(step.reply.refusal.key, str(args.pop("rule", "") or ""), **args)
    run.steps.append(step)
    return None


def _stopped(talk: Conversation, kept: Macro, line: str, refusal: Refusal, run: _Run) -> Event:
    """Return the event that says which line stopped a macro, and why, in the language of its last reply."""
    last = run.steps[-1].whole
    why = talk.translator.render(refusal.event(), last.locale, last.people)
    return Event(STOPPED, {"name": kept.name, "line": line, "why": why})


async def _joined(talk: Conversation, run: _Run, place: Place, actor: Actor, stopped: Event | None = None) -> Step:
    """Return a macro's lines as one step: their events in order (and why it stopped), the state the last left."""
    wholes = [step.whole for step in run.steps]
    whole = wholes[-1].model_copy(
        update={
            "events": [*(event for w in wholes for event in w.events), *([stopped] if stopped else [])],
            "people": {name: person for w in wholes for name, person in w.people.items()},
            "duplicate": all(w.duplicate for w in wholes),
            "secret": next((w.secret for w in wholes if w.secret is not None), None),
        }
    )
    state = next((step.state for step in reversed(run.steps) if step.state is not None), None)
    if state is None:  # every line a duplicate (a retried delivery): the speaker still reads only what they may
        state = await talk.engine.state(place.game)
    reply = secrecy.reply_for(whole, state, secrecy.reader_of(state, actor))
    names = tuple(name for step in run.steps for name in step.names)
    claim = next((step.claim for step in run.steps if step.claim), None)
    return Step(reply, whole, state, place, names, claim)
