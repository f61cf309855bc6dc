"""The periodic duel's timer: bouts and breaks from the protocol, 'stop' and 'resume' announced from the clock."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from itertools import islice

from assistant.errors import ParseError, RuleViolation
from assistant.reading.numbers import quoted
from assistant.rulesets.base import Context
from assistant.rulesets.common import find_duel
from assistant.rulesets.ergs.code import code, gap, missing, require_party, signed
from assistant.rulesets.ergs.timing import clock_text, moment
from assistant.rulesets.ergs.vocabulary import BOUT_WORDS, action
from models.ergs import BoutTimer, ErgsDuel, ErgsState

Ctx = Context[ErgsState]

#: The most boundaries one tick looks through (a guard after a very long pause).
MAX_SCAN = 100_000
#: How far after the last boundary announced the next one is looked for (a bout and a break are far shorter).
HORIZON = timedelta(days=1)


def bout(ctx: Ctx) -> None:
    """Run the bout timer: /bout start|tick|stop|status [duel=N]."""
    does = action(BOUT_WORDS, ctx.command.args[0], _ACTIONS) if ctx.command.args else _status
    if does is None:
        actions = ", ".join(_ACTIONS)
        raise ParseError("ergs-refusal-bout-action", rule="syntax", word=quoted(ctx.command.args[0]), actions=actions)
    d: ErgsDuel = find_duel(ctx, ctx.option("duel"))
    does(ctx, d)


def _start(ctx: Ctx, d: ErgsDuel) -> None:
    require_party(ctx, d)
    if d.ended:
        raise RuleViolation("ergs-refusal-duel-ended", rule="ergs.bout", duel=d.id)
    if d.timer is not None and d.timer.running:
        raise RuleViolation("ergs-refusal-bout-running", rule="ergs.bout", duel=d.id)
    if d.protocol.form != "periodic":
        raise RuleViolation("ergs-refusal-not-periodic", rule="ergs.code.periodic", duel=d.id)
    gap = missing(ctx, d)
    if gap is not None or not signed(d.protocol):
        item, name = gap or ("signatures", "")
        raise RuleViolation("ergs-refusal-protocol-incomplete", rule="ergs.code", item=item, name=name)
    now, seconds = moment(ctx), d.protocol.bout or 0
    d.timer = BoutTimer(started=now, ticked=now)
    until = clock_text(now + timedelta(seconds=seconds))
    ctx.emit("ergs-bout-begin", duel=d.id, bout=1, seconds=seconds, clock=clock_text(now), until=until)


def can_start(d: ErgsDuel) -> bool:
    """Say whether /bout start would begin a duel's bouts now (the party's right aside)."""
    idle = d.timer is None or not d.timer.running
    periodic = d.protocol.form == "periodic"
    return not d.ended and idle and periodic and gap(d) is None and signed(d.protocol)


def _timer(d: ErgsDuel) -> BoutTimer:
    if d.protocol.form != "periodic":
        raise RuleViolation("ergs-refusal-not-periodic", rule="ergs.code.periodic", duel=d.id)
    if d.timer is None or not d.timer.running:
        raise RuleViolation("ergs-refusal-bout-idle", rule="ergs.bout", duel=d.id)
    return d.timer


def _tick(ctx: Ctx, d: ErgsDuel) -> None:
    """Announce every 'stop' and 'resume' passed since the last tick; with none passed, say where the timer stands."""
    timer, limit, bout_s = _timer(d), code(ctx).max_tick_events, timedelta(seconds=d.protocol.bout or 0)
    crossed = list(islice(boundaries(d, timer.ticked, moment(ctx)), MAX_SCAN))
    if not crossed:
        _status(ctx, d)
        return
    if len(crossed) > limit:
        ctx.emit("ergs-bout-skipped", duel=d.id, n=len(crossed) - limit)
    for kind, number, at in crossed[-limit:]:
        ctx.emit(f"ergs-bout-{kind}", duel=d.id, bout=number, clock=clock_text(at), until=clock_text(at + bout_s))
    timer.ticked = crossed[-1][2]


def boundaries(d: ErgsDuel, after: datetime, until: datetime) -> Iterator[tuple[str, int, datetime]]:
    """Yield each 'stop' (end of bout n) and 'resume' (start of bout n) in (after, until], in order."""
    timer, bout_s, pause_s = d.timer, d.protocol.bout or 0, d.protocol.pause or 0
    if timer is None or bout_s <= 0:
        return
    period = timedelta(seconds=bout_s + pause_s)
    k = max(0, math.floor((after - timer.started) / period))
    while timer.started + k * period <= until:
        base = timer.started + k * period
        for kind, at, number in (("stop", base + timedelta(seconds=bout_s), k + 1), ("resume", base + period, k + 2)):
            if after < at <= until:
                yield kind, number, at
        k += 1


def next_boundary(d: ErgsDuel) -> datetime | None:
    """Return when a running timer's next 'stop' or 'resume' falls, the first after the last one announced."""
    timer = d.timer
    if d.ended or timer is None or not timer.running:
        return None
    upcoming = next(boundaries(d, timer.ticked, timer.ticked + HORIZON), None)
    return upcoming[2] if upcoming is not None else None


def phase(d: ErgsDuel, now: datetime) -> tuple[str, int, int]:
    """Return where the timer stands: ('bout'|'break', bout number, whole seconds left)."""
    timer, bout_s, pause_s = _timer(d), d.protocol.bout or 1, d.protocol.pause or 0
    elapsed = max(0.0, (now - timer.started).total_seconds())
    k, into = divmod(elapsed, bout_s + pause_s)
    if into < bout_s:
        return "bout", int(k) + 1, math.ceil(bout_s - into)
    return "break", int(k) + 1, math.ceil(bout_s + pause_s - into)


def _status(ctx: Ctx, d: ErgsDuel) -> None:
    where, number, left = phase(d, moment(ctx))
    ctx.emit("ergs-bout-status", duel=d.id, phase=where, bout=number, left=left)


def _stop(ctx: Ctx, d: ErgsDuel) -> None:
    require_party(ctx, d)
    where, number, _ = phase(d, moment(ctx))
    _timer(d).running = False
    ctx.emit("ergs-bout-stopped", duel=d.id, phase=where, bout=number)


def require_no_break(ctx: Ctx, d: ErgsDuel | None, name: str) -> None:
    """Refuse a duellist's spell or dodge while their periodic duel's timer is in a break."""
    if d is None or d.timer is None or not d.timer.running:
        return
    where, number, left = phase(d, moment(ctx))
    if where == "break":
        raise RuleViolation("ergs-refusal-in-break", rule="ergs.bout", duel=d.id, bout=number, left=left, name=name)


_ACTIONS: dict[str, Callable[[Ctx, ErgsDuel], None]] = {
    "start": _start,
    "tick": _tick,
    "stop": _stop,
    "status": _status,
}
