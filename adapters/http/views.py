"""What the API and the dashboard show of a game, in its locale: pools, states, duels, the last commands."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from adapters.http.schemas import (
    Badge,
    CharacterOut,
    Dashboard,
    DuelOut,
    EntryOut,
    EventOut,
    GameOut,
    Pool,
    Timer,
)
from assistant.i18n import Translator
from assistant.rulesets import get_ruleset
from models import ArgValue, CharacterBase, DuelBase, Event, GameState, LogEntry, Person

#: How many of the last commands the dashboard lists.
RECENT = 15
#: Sheet fields never listed as details: shown elsewhere or internal.
HIDDEN = {"name", "owner"}


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


@dataclass
class Parts:
    """A character's pools, states and other values, as one ruleset describes them."""

    pools: list[Pool]
    badges: list[Badge]
    details: list[str]


#: A ruleset's way of describing one character of a game at a moment.
CharacterDescriber = Callable[[GameState[Any, Any], str, datetime, Text], Parts]
#: A ruleset's way of describing one duel: its lines, and its bout timer if any.
DuelDescriber = Callable[[GameState[Any, Any], DuelBase, datetime, Text], tuple[list[str], Timer | None]]

CHARACTERS: dict[str, CharacterDescriber] = {}
DUELS: dict[str, DuelDescriber] = {}


def people_of(state: GameState[Any, Any]) -> dict[str, Person]:
    """Return how the roster's characters are named, by display name (for rendering their log's events)."""
    return {c.name: c.person() for c in state.characters.values()}


def generic_character(state: GameState[Any, Any], key: str, now: datetime, t: Text) -> Parts:
    """Describe any sheet: 'x' with 'max_x' is a pool, a true flag a state, other scalars details."""
    sheet = state.characters[key].model_dump(mode="json")
    pools = [
        Pool(id=k, label=t.label("web-pool", k), current=v, max=sheet[f"max_{k}"])
        for k, v in sheet.items()
        if isinstance(v, int) and not isinstance(v, bool) and isinstance(sheet.get(f"max_{k}"), int)
    ]
    pooled = {p.id for p in pools} | {f"max_{p.id}" for p in pools}
    badges = [Badge(id=k, text=t.label("web-badge", k), level="warn") for k, v in sheet.items() if v is True]
    details = [
        f"{t.label('web-field', k)}: {v}"
        for k, v in sheet.items()
        if k not in HIDDEN | pooled and isinstance(v, int | str) and not isinstance(v, bool)
    ]
    return Parts(pools, badges, details)


def generic_duel(state: GameState[Any, Any], duel: DuelBase, now: datetime, t: Text) -> tuple[list[str], Timer | None]:
    """Describe any duel by its participants only."""
    return [], None


def _names(state: GameState[Any, Any], keys: list[str]) -> list[str]:
    return [state.characters[k].name if k in state.characters else k for k in keys]


def _winner(state: GameState[Any, Any], duel: DuelBase) -> str | None:
    if duel.winner_side is None:
        return None
    keys = [k for k, side in zip(duel.participants, duel.sides, strict=False) if side == duel.winner_side]
    return ", ".join(_names(state, keys))


def running_duel(state: GameState[Any, Any], key: str) -> str | None:
    """Return the id of the running duel a character is in."""
    return next((d.id for d in state.duels.values() if not d.ended and key in d.participants), None)


def character(state: GameState[Any, Any], key: str, now: datetime, t: Text) -> CharacterOut:
    """Describe one character through their ruleset's describer."""
    ch: CharacterBase = state.characters[key]
    parts = CHARACTERS.get(state.ruleset, generic_character)(state, key, now, t)
    return CharacterOut(
        key=key,
        name=ch.name,
        player=ch.owner,
        duel=running_duel(state, key),
        pools=parts.pools,
        badges=parts.badges,
        details=parts.details,
        sheet=ch.model_dump(mode="json"),
    )


def duel(state: GameState[Any, Any], d: DuelBase, now: datetime, t: Text) -> DuelOut:
    """Describe one duel through its ruleset's describer."""
    lines, timer = DUELS.get(state.ruleset, generic_duel)(state, d, now, t)
    return DuelOut(
        id=d.id,
        names=_names(state, d.participants),
        sides=d.sides,
        ended=d.ended,
        winner=_winner(state, d),
        lines=lines,
        timer=timer,
        state=d.model_dump(mode="json"),
    )


def duels(state: GameState[Any, Any], now: datetime, t: Text) -> list[DuelOut]:
    """Describe every duel, running ones first, newest first within each."""
    ordered = sorted(state.duels.values(), key=lambda d: (d.ended, -_number(d.id)))
    return [duel(state, d, now, t) for d in ordered]


def _number(duel_id: str) -> int:
    return int(duel_id) if duel_id.isdigit() else 0


def entry(log_entry: LogEntry, t: Text) -> EntryOut:
    """Describe one log entry with its events' texts."""
    return EntryOut(
        seq=log_entry.seq,
        at=log_entry.at,
        actor=log_entry.actor,
        command=log_entry.command.text or f"/{log_entry.command.name}",
        door=log_entry.command.source,
        undoes=log_entry.undoes,
        events=[t.event(e) for e in log_entry.events],
    )


def game(state: GameState[Any, Any]) -> GameOut:
    """Describe a game at a glance."""
    return GameOut(
        id=state.id,
        ruleset=state.ruleset,
        locale=state.locale,
        seq=state.seq,
        characters=len(state.characters),
        running_duels=sum(not d.ended for d in state.duels.values()),
        commands=get_ruleset(state.ruleset).commands(),
    )


def dashboard(state: GameState[Any, Any], recent: list[LogEntry], now: datetime, translator: Translator) -> Dashboard:
    """Describe everything a GM's dashboard shows."""
    t = Text(translator, state.locale, people_of(state))
    running = sum(not d.ended for d in state.duels.values())
    return Dashboard(
        game=state.id,
        ruleset=state.ruleset,
        locale=state.locale,
        seq=state.seq,
        now=now,
        summary=t("web-summary", characters=len(state.characters), duels=running),
        characters=[character(state, k, now, t) for k in state.characters],
        duels=duels(state, now, t),
        recent=[entry(e, t) for e in reversed(recent)],
    )
