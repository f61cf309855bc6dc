"""What the API and the dashboard show of a game, in its locale: pools, states, duels, the last commands.

Everything shown comes from the game's view (``assistant.view``, as its ruleset describes it); this module only
labels it with the ``web-*`` messages.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import urlencode

from adapters.http.auth import ADMIN_ACTOR, WEB
from adapters.http.schemas import (
    Badge,
    CharacterOut,
    Choice,
    CommandOut,
    Dashboard,
    DuelOut,
    EntryOut,
    EventOut,
    GameOut,
    Pool,
    QuickOut,
    StepOut,
    Timer,
    TurnOut,
)
from assistant import access, charts, hidden, scheduler, view
from assistant.i18n import Translator
from assistant.rulesets import get_ruleset, view_of
from models import Actor, ArgValue, Event, GameState, LogEntry, Person

#: How many of the last commands the dashboard lists.
RECENT = 15


@dataclass(frozen=True)
class Text:
    """Formats the web's messages in one locale."""

    translator: Translator
    locale: str
    people: dict[str, Person] = field(default_factory=dict)  # the roster's forms and genders, for log entries

    def __call__(self, key: str, **args: ArgValue) -> str:
        """Format a message."""
        return self.translator.format(key, self.locale, args)

    def label(self, prefix: str, name: str) -> str:
        """Return the label of a field or state, falling back to its name."""
        key = f"{prefix}-{name.replace('_', '-')}"
        return self(key) if self.translator.has(key, self.locale) or self.translator.has(key, "en") else name

    def event(self, event: Event) -> EventOut:
        """Return an event with its text."""
        text = self.translator.render(event, self.locale, self.people)
        return EventOut(key=event.key, args=event.args, rolls=event.rolls, text=text)


#: Detail values that are ids, and the message that labels them (any other value is shown as it is).
VALUE_LABELS: dict[str, str] = {"group": "ergs-group-name", "wand": "web-wand-state"}


def pool(p: view.Pool, t: Text) -> Pool:
    """Return a pool with its label."""
    return Pool(id=p.id, label=t.label("web-pool", p.id), current=p.current, max=p.max)


def badge(b: view.Badge, t: Text) -> Badge:
    """Return a badge with its text."""
    return Badge(id=b.id, text=t.label("web-badge", b.id), level=b.level, until=b.until)


def people_of(state: GameState[Any, Any]) -> dict[str, Person]:
    """Return how the roster's characters are named, by display name (for rendering their log's events)."""
    return {c.name: c.person() for c in state.characters.values()}


def detail(d: view.Detail, t: Text) -> str:
    """Return a detail as 'label: value', an id value labelled by its message."""
    key = VALUE_LABELS.get(d.id)
    value = t(key, **{d.id: d.value}) if key is not None else str(d.value)
    return f"{t.label('web-field', d.id)}: {value}"


def _names(state: GameState[Any, Any], keys: tuple[str, ...]) -> list[str]:
    return [state.characters[k].name if k in state.characters else k for k in keys]


def player_name(state: GameState[Any, Any], player: str | None, t: Text) -> str | None:
    """Return who plays a character as a person reads it: a web link's label (or 'a web link'), else the actor id."""
    if player is None or not player.startswith(WEB):
        return player
    token = next((a for a in state.access if f"{WEB}{a.id}" == player), None)
    return token.label if token is not None and token.label else t("web-player-link")


def character(state: GameState[Any, Any], c: view.CharacterView, t: Text, reader: hidden.Reader) -> CharacterOut:
    """Describe one character as their ruleset's view has them, for a reader (``hidden.view_for`` masked the view)."""
    return CharacterOut(
        key=c.key,
        name=c.name,
        player=c.player,
        player_name=player_name(state, c.player, t),
        duel=c.duel,
        pools=[pool(p, t) for p in c.pools],
        badges=[badge(b, t) for b in c.badges],
        details=[detail(d, t) for d in c.details],
        sheet=hidden.data_for(state.characters[c.key].model_dump(mode="json"), state, reader, ("characters", c.key)),
    )


def lines(state: GameState[Any, Any], game_view: view.GameView, d: view.DuelView, t: Text) -> list[str]:
    """Return where a duel stands: its kind, its round, who the rules wait for with the command they are to use."""
    kind = [t.label("web-kind", d.kind)] if d.kind else []
    rounds = [t("web-duel-round", round=d.round)] if d.round else []
    turns = [
        t("web-duel-turn", name=state.characters[x.character].name, command=x.command) for x in game_view.turns_in(d.id)
    ]
    return [*kind, *rounds, *turns]


def awaited(state: GameState[Any, Any], d: view.DuelView, t: Text) -> list[str]:
    """Return each defence a duel awaits, as a sentence: 'Draco must defend against Stupefy (10)'."""
    return [
        t("web-awaited-defence", name=_names(state, (a.defender,))[0], spell=a.spell, value=a.value) for a in d.awaited
    ]


def timer(clock: view.BoutClock | None) -> Timer | None:
    """Return a duel's bout timer."""
    if clock is None:
        return None
    return Timer(started=clock.started, bout=clock.bout, pause=clock.pause, running=clock.running)


def duel(
    state: GameState[Any, Any], game_view: view.GameView, d: view.DuelView, t: Text, reader: hidden.Reader
) -> DuelOut:
    """Describe one duel as its ruleset's view has it, for a reader (``hidden.view_for`` masked the view)."""
    winners = d.winners()
    return DuelOut(
        id=d.id,
        names=_names(state, d.participants),
        sides=list(d.sides),
        ended=d.ended,
        winner=", ".join(_names(state, winners)) if d.winner_side is not None else None,
        lines=lines(state, game_view, d, t),
        timer=timer(d.timer),
        round=d.round,
        order=_names(state, d.order),
        active=_names(state, (d.active,))[0] if d.active else None,
        awaited=awaited(state, d, t),
        state=hidden.data_for(state.duels[d.id].model_dump(mode="json"), state, reader, ("duels", d.id)),
    )


def duels(state: GameState[Any, Any], game_view: view.GameView, t: Text, reader: hidden.Reader) -> list[DuelOut]:
    """Describe every duel, running ones first, newest first within each."""
    ordered = sorted(game_view.duels, key=lambda d: (d.ended, -_number(d.id)))
    return [duel(state, game_view, d, t, reader) for d in ordered]


def _number(duel_id: str) -> int:
    return int(duel_id) if duel_id.isdigit() else 0


def entry(log_entry: LogEntry, t: Text) -> EntryOut:
    """Describe one log entry with its events' texts (as ``hidden.entry_for`` gave it for its reader)."""
    source = log_entry.command.source
    return EntryOut(
        seq=log_entry.seq,
        at=log_entry.at,
        actor=log_entry.actor,
        who=who(log_entry.actor, t),
        command=log_entry.command.text or f"/{log_entry.command.name}",
        typed=log_entry.command.name != access.COMMAND and source != scheduler.SOURCE,
        door=source,
        via=t.label("web-door", source),
        undoes=log_entry.undoes,
        changed=view.changed_game(log_entry),
        events=[t.event(e) for e in log_entry.events],
    )


def who(actor: Actor, t: Text) -> str:
    """Return who sent a command as a person reads it: a name, the administrator, the bout timer, a web link."""
    if actor.id == ADMIN_ACTOR.id:
        return t("web-actor-admin")
    if actor.id == scheduler.SYSTEM.id:
        return t("web-actor-scheduler")
    if actor.name and actor.name != actor.id:
        return actor.name
    return t("web-player-link") if actor.id.startswith(WEB) else actor.id


#: The query of the pools chart that each event of /chart asks for, by the argument it names.
CHART_ASKS = {
    charts.CHART_GAME: ("", ""),
    charts.CHART_CHARACTER: ("name", "character"),
    charts.CHART_DUEL: ("duel", "duel"),
}


def picture_of(out: CommandOut) -> str | None:
    """Return the picture a reply comes with, as a path under the game's charts/: the pools /chart asked for, or the
    bars of the chances /odds answered (by its log position); None for any other reply."""
    if not out.ok:
        return None
    for e in out.events:
        if e.key in CHART_ASKS:
            query, arg = CHART_ASKS[e.key]
            return f"pools.svg?{urlencode({query: str(e.args[arg])})}" if query else "pools.svg"
    events = [Event(key=e.key, args=dict(e.args)) for e in out.events]
    return f"odds.svg?seq={out.seq}" if out.seq and charts.odds_bars(out.ruleset, events) else None


def choice(state: GameState[Any, Any], step: view.Step, value: str, t: Text) -> Choice:
    """Return a step's value as a button offers it: a target by name, a spell by its name in the locale."""
    if step.slot == "target" and value in state.characters:
        name = str(state.characters[value].name)
        return Choice(value=name, label=name)
    if step.slot == "spell":
        return Choice(value=value, label=t.translator.spell_name(value, t.locale))
    return Choice(value=value, label=_choice_label(value, t))


def _choice_label(word: str, t: Text) -> str:
    key = f"prompt-choice-{word}"  # the same labels as the Telegram door's buttons
    return t(key) if t.translator.has(key, "en") else word


def turn(state: GameState[Any, Any], move: view.Turn, t: Text) -> TurnOut:
    """Return a move the rules await, with its steps' choices labelled."""
    name = str(state.characters[move.character].name)
    label = _choice_label(move.command, t)
    return TurnOut(
        duel=move.duel,
        character=name,
        command=move.command,
        label=f"/{move.command}" if label == move.command else label,
        prefix=f"/{move.command} {name}:",
        steps=[StepOut(slot=s.slot, choices=[choice(state, s, v, t) for v in s.values], own=s.own) for s in move.steps],
    )


def quick(game_view: view.GameView, t: Text) -> list[QuickOut]:
    """Return the one-button commands the game calls for now (the view's offers), labelled."""
    return [QuickOut(command=o.command, text=o.line, label=t(f"web-action-{o.command}")) for o in game_view.offers]


def game(state: GameState[Any, Any], translator: Translator) -> GameOut:
    """Describe a game at a glance, its summary in its locale."""
    running = sum(not d.ended for d in state.duels.values())
    return GameOut(
        id=state.id,
        ruleset=state.ruleset,
        locale=state.locale,
        seq=state.seq,
        characters=len(state.characters),
        running_duels=running,
        commands=get_ruleset(state.ruleset).commands(),
        summary=summary(state, running, Text(translator, state.locale)),
    )


def summary(state: GameState[Any, Any], running: int, t: Text) -> str:
    """Return the roster's size, and the running duels where the ruleset has duels."""
    if "duel" not in get_ruleset(state.ruleset).commands():
        return t("web-summary-roster", characters=len(state.characters))
    return t("web-summary", characters=len(state.characters), duels=running)


def dashboard(
    state: GameState[Any, Any],
    recent: list[LogEntry],
    now: datetime,
    translator: Translator,
    reader: hidden.Reader,
) -> Dashboard:
    """Describe everything the dashboard shows a reader (a GM everything; a player their own secret rolls, no
    hidden character's numbers)."""
    t = Text(translator, state.locale, people_of(state))
    game_view = hidden.view_for(view_of(state, now), state, reader)
    running = sum(not d.ended for d in game_view.duels)
    return Dashboard(
        game=state.id,
        ruleset=state.ruleset,
        locale=state.locale,
        seq=state.seq,
        now=now,
        summary=summary(state, running, t),
        characters=[character(state, c, t, reader) for c in game_view.characters],
        duels=duels(state, game_view, t, reader),
        recent=[entry(hidden.entry_for(e, state, reader), t) for e in reversed(recent)],
        commands=list(game_view.commands),
        turns=[turn(state, move, t) for move in game_view.turns],
        quick=quick(game_view, t),
    )
