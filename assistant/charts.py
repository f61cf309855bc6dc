"""What a picture shows, decided by the core: pool series over a game's log, and the bars of an answer's odds.

A chart is typed, frozen data with ids only (labels are the doors' job, from locales/*/charts.ftl); an adapter
draws it (adapters/charts.py). The pool series replay the log's changes, as assistant.replay does, and read each
character's pools through its ruleset's view after every command that changed the roster, so they are the values
a door showed then. Building a chart reads the log and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from typing import Any

from assistant import hidden, patch
from assistant.dice import Dice
from assistant.engine import seeded_rng
from assistant.ports import Storage, aiter_log
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import Context
from models import Actor, ArgValue, Command, Event, GameState, LogEntry, Reply

#: The events of /chart: the whole roster, one character, one duel.
CHART_GAME, CHART_CHARACTER, CHART_DUEL = "chart-game", "chart-character", "chart-duel"
#: The state's parts whose change may move a pool: the roster, and the ruleset (a switch starts the series anew).
_POOL_PARTS = frozenset({"characters", "ruleset"})


@dataclass(frozen=True)
class Point:
    """A pool's value from one log position on."""

    seq: int
    value: int


@dataclass(frozen=True)
class PoolSeries:
    """One character's pool over the log: its value after each command that changed it, and its maximum last seen."""

    character: str
    name: str
    pool: str
    points: tuple[Point, ...]
    max: int | None = None


@dataclass(frozen=True)
class Timeline:
    """The pools of some characters over a span of the log (a whole game, or one duel's commands)."""

    game: str
    ruleset: str
    locale: str
    first: int
    last: int
    series: tuple[PoolSeries, ...]
    name: str | None = None  #: the one character shown, where one was asked for
    duel: str | None = None  #: the duel shown, where one was asked for

    @property
    def pool(self) -> str | None:
        """Return the pool the series show (one per ruleset), or None for an empty chart."""
        return self.series[0].pool if self.series else None


@dataclass(frozen=True)
class Bar:
    """One chance of an answer to /odds: a label message (``chart-bar-<event>-<arg>``) with its event's values."""

    label: str
    args: Mapping[str, ArgValue]
    percent: float


@dataclass(frozen=True)
class OddsChart:
    """The chances an answer to /odds gave, as bars in the answer's order."""

    game: str
    ruleset: str
    locale: str
    bars: tuple[Bar, ...]


Chart = Timeline | OddsChart


@dataclass(frozen=True)
class TimelineAsk:
    """Which pools a timeline shows: one character's (by roster key), one duel's, or (neither) the whole roster's."""

    character: str | None = None
    duel: str | None = None


def asked(reply: Reply) -> TimelineAsk | None:
    """Return the timeline a reply of /chart asks for, or None for any other reply."""
    for event in reply.events:
        if event.key == CHART_GAME:
            return TimelineAsk()
        if event.key == CHART_CHARACTER:
            return TimelineAsk(character=str(event.args["character"]))
        if event.key == CHART_DUEL:
            return TimelineAsk(duel=str(event.args["duel"]))
    return None


def odds_chart(reply: Reply) -> OddsChart | None:
    """Return the bars of a reply's chances (each ruleset names the events of /odds that carry them), or None."""
    if not reply.ok or not reply.ruleset:
        return None
    bars = odds_bars(reply.ruleset, reply.events)
    return OddsChart(reply.game_id, reply.ruleset, reply.locale, bars) if bars else None


def odds_bars(ruleset: str, events: Iterable[Event]) -> tuple[Bar, ...]:
    """Return a bar for each chance the events carry, as their ruleset's ``odds_bars`` names them."""
    named = get_ruleset(ruleset).odds_bars
    return tuple(
        Bar(f"chart-bar-{event.key}-{arg}", dict(event.args), float(value))
        for event in events
        for arg in named.get(event.key, ())
        if isinstance(value := event.args.get(arg), int | float) and not isinstance(value, bool)
    )


def odds_now(state: GameState[Any, Any], command: Command, actor: Actor, now: datetime) -> OddsChart:
    """Return the bars /odds would answer in a game now, without playing it (a copy of the state; nothing logged).

    Refuses as /odds would; an answer that carries no chance gives a chart without bars.
    """
    ruleset = get_ruleset(state.ruleset)
    mine = ruleset.parse_state(state.model_dump(mode="json"))
    ctx: Context[Any] = Context(mine, command, actor, Dice(partial(seeded_rng, mine)), now, ruleset)
    ruleset.handler("odds")(ctx)
    return OddsChart(state.id, state.ruleset, state.locale, odds_bars(state.ruleset, ctx.events))


async def for_reply(storage: Storage, reply: Reply) -> Chart | None:
    """Return the picture a reply comes with: the timeline /chart asked for, the bars of /odds; None for others."""
    wanted = asked(reply) if reply.ok else None
    if wanted is not None:
        return await timeline(storage, reply.game_id, wanted)
    return odds_chart(reply)


def seen_by(chart: Chart, state: GameState[Any, Any] | None, reader: hidden.Reader) -> Chart:
    """Return a picture as a reader may see it: a timeline without a hidden character's pools, but for a GM."""
    keys = hidden.masked_keys(state, reader)
    if not isinstance(chart, Timeline) or not keys:
        return chart
    return replace(chart, series=tuple(s for s in chart.series if s.character not in keys))


async def timeline(storage: Storage, game_id: str, wanted: TimelineAsk) -> Timeline:
    """Return the pools a timeline asks for, replayed from a game's whole log."""
    return timeline_of(game_id, [entry async for entry in aiter_log(storage, game_id)], wanted)


@dataclass
class _Track:
    """A series being built: the character's name and pool, their points, the maximum last seen."""

    name: str
    pool: str
    points: list[Point]
    max: int | None


def timeline_of(game_id: str, entries: Iterable[LogEntry], wanted: TimelineAsk) -> Timeline:
    """Return the pools a timeline asks for from a log, oldest entry first."""
    state: dict[str, Any] = {}
    tracks: dict[tuple[str, str], _Track] = {}
    span = _Span()
    for entry in entries:
        ruleset = state.get("ruleset")
        patch.apply(state, patch.copy_json(entry.changes))
        span.last = entry.seq
        if state.get("ruleset") != ruleset:
            tracks = {}
        if any(c.path and c.path[0] in _POOL_PARTS for c in entry.changes):
            _record(state, entry, tracks, wanted)
        if wanted.duel is not None:
            span.see(state.get("duels", {}).get(wanted.duel), entry.seq)
    first, last = span.bounds()
    keys = _shown(state, wanted, tracks)
    series = (_series(tracks[k], k[0], first, last) for k in tracks if k[0] in keys)
    return Timeline(
        game=game_id,
        ruleset=str(state.get("ruleset", "")),
        locale=str(state.get("locale", "en")),
        first=first,
        last=last,
        series=tuple(s for s in series if s.points),
        name=_name(tracks, wanted.character),
        duel=wanted.duel,
    )


@dataclass
class _Span:
    """The log positions a timeline covers: a duel's, from the command that opened it to the one that ended it."""

    last: int = 0
    opened: int | None = None
    closed: int | None = None

    def see(self, duel: Mapping[str, Any] | None, seq: int) -> None:
        """Note the duel as one entry left it."""
        if duel is not None and self.opened is None:
            self.opened = seq
        if duel is not None and duel.get("ended") and self.closed is None:
            self.closed = seq

    def bounds(self) -> tuple[int, int]:
        """Return the first and last positions covered (the whole log where no duel was asked for)."""
        if self.opened is not None:
            return self.opened, self.closed or self.last
        return min(1, self.last), self.last


def _record(state: dict[str, Any], entry: LogEntry, tracks: dict[tuple[str, str], _Track], wanted: TimelineAsk) -> None:
    """Add the pools the ruleset's view shows after an entry, where they changed."""
    ruleset = get_ruleset(state["ruleset"])
    parsed = ruleset.parse_state(state)  # a model of its own: the replayed JSON is left as it is
    keys = parsed.characters if wanted.character is None else [k for k in (wanted.character,) if k in parsed.characters]
    for character in (ruleset.character_view(parsed, key, entry.at) for key in keys):
        for pool in character.pools:
            track = tracks.setdefault((character.key, pool.id), _Track(character.name, pool.id, [], pool.max))
            track.name, track.max = character.name, pool.max
            if not track.points or track.points[-1].value != pool.current:
                track.points.append(Point(entry.seq, pool.current))


def _shown(state: dict[str, Any], wanted: TimelineAsk, tracks: Mapping[tuple[str, str], _Track]) -> set[str]:
    """Return the characters a timeline shows: the one asked for, a duel's participants, or everyone charted."""
    if wanted.character is not None:
        return {wanted.character}
    if wanted.duel is not None:
        return set(state.get("duels", {}).get(wanted.duel, {}).get("participants", ()))
    return {k for k, _ in tracks}


def _name(tracks: Mapping[tuple[str, str], _Track], key: str | None) -> str | None:
    """Return the name of the one character asked for, as last charted."""
    return next((t.name for (k, _), t in tracks.items() if k == key), None)


def _series(track: _Track, key: str, first: int, last: int) -> PoolSeries:
    """Return a track cut to a span: the value it held at the span's start, then each change within it."""
    before = [p for p in track.points if p.seq <= first]
    inside = [p for p in track.points if first < p.seq <= last]
    start = [Point(first, before[-1].value)] if before else []
    return PoolSeries(key, track.name, track.pool, tuple(start + inside), track.max)
