"""What a game did, read from the events of its reply: the action, who acted, on whom, with what.

A corpus line names the action it expects and its fields; this module turns the engine's events into the same
shape, so that a line is judged by what the game did, never by the command text the reader made.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from assistant.reading import name_keys
from models import Event

Fields = dict[str, Any]


@dataclass(frozen=True)
class Outcome:
    """One thing the game did."""

    action: str
    fields: Fields = field(default_factory=dict)


def _who(event: Event) -> Fields:
    return {"who": event.args.get("name")}


def _cast(event: Event) -> Fields:
    found = {"caster": event.args.get("name"), "spell": event.args.get("spell")}
    paid = {k: event.args[k] for k in ("target", "extra", "meta") if event.args.get(k)}
    return found | paid


def _defence(kind: str) -> Callable[[Event], Fields]:
    def read(event: Event) -> Fields:
        spell = event.args.get("shield_spell")
        return {"who": event.args.get("name"), "kind": kind} | ({"spell": spell} if spell else {})

    return read


def _sides(*keys: str) -> Callable[[Event], Fields]:
    return lambda e: {"sides": [[str(e.args[k])] for k in keys]}


def _amount(event: Event) -> Fields:
    reason = event.args.get("reason")
    return {"who": event.args.get("name"), "n": event.args.get("n")} | ({"reason": reason} if reason else {})


def _odds(event: Event) -> Fields:
    spell = event.args.get("spell")
    return {"who": event.args.get("name")} | ({"spell": spell} if spell else {})


def _pair(*keys: str) -> Callable[[Event], Fields]:
    return lambda e: {k: e.args.get(k) for k in keys if e.args.get(k) is not None}


def _nothing(event: Event) -> Fields:
    return {}


#: Event key → (action, how its fields are read).
READERS: dict[str, tuple[str, Callable[[Event], Fields]]] = {
    "feniks-pool": ("pool", _who),
    "duel_club-pool": ("pool", _who),
    "ergs-pool-line": ("pool", _who),
    "sp-pool": ("pool", _who),
    "feniks-attack": ("cast", _cast),
    "duel_club-cast": ("cast", _cast),
    "duel_club-forbidden": ("cast", lambda e: {"caster": e.args.get("name"), "spell": e.args.get("spell_text")}),
    "ergs-cast": ("cast", _cast),
    "ergs-cast-untargeted": ("cast", _cast),
    "sp-cast": ("cast", _cast),
    "sp-cast-cantrip": ("cast", _cast),
    "feniks-defence-shield": ("defend", _defence("shield")),
    "feniks-defence-dodge": ("defend", _defence("dodge")),
    "feniks-defence-none": ("defend", _defence("none")),
    "ergs-dodge": ("dodge", _who),
    "duel_club-recovered": ("recover", _who),
    "duel_club-grabbed": ("grab", _who),
    "duel_club-duel-started": ("duel", _sides("first", "second")),
    "ergs-duel-open": ("duel", _sides("a", "b")),
    "duel_club-initiative": ("init", _nothing),
    "feniks-order": ("init", _nothing),
    "roll-result": ("roll", lambda e: {"dice": e.args.get("expr")}),
    "undo-done": ("undo", _nothing),
    "feniks-status-duel": ("status", _nothing),
    "duel_club-status-running": ("status", _nothing),
    "duel_club-status-waiting": ("status", _nothing),
    "duel_club-status-won": ("status", _nothing),
    "duel_club-status-stopped": ("status", _nothing),
    "duel-line": ("status", _nothing),
    "duel-none": ("status", _nothing),
    "feniks-duel-ended": ("end", _nothing),
    "duel_club-ended": ("end", _nothing),
    "ergs-duel-end": ("end", _nothing),
    "ergs-duel-end-winner": ("end", _nothing),
    "game-help": ("help", _nothing),
    "ergs-cycle": ("cycle", _nothing),
    "ergs-spent": ("spend", _amount),
    "sp-spent": ("spend", _amount),
    "ergs-gained": ("gain", _amount),
    "sp-gained": ("gain", _amount),
    "sp-rest": ("rest", lambda e: {"who": e.args.get("name"), "hours": e.args.get("hours")}),
    "sp-rest-full": ("rest", lambda e: {"who": e.args.get("name"), "hours": e.args.get("hours")}),
    "sp-rest-begin": ("rest", lambda e: {"who": e.args.get("name"), "hours": "begin"}),
    "sp-rest-end": ("rest", lambda e: {"who": e.args.get("name"), "hours": "end"}),
    "feniks-odds-attack": ("odds", _odds),
    "duel_club-odds-spell": ("odds", _odds),
    "duel_club-odds-character": ("odds", _odds),
    "ergs-odds-head": ("odds", _odds),
    "ergs-odds-spell": ("odds", _odds),
    "sp-odds-cost": ("odds", _odds),
    "sp-odds-damage": ("odds", _odds),
    "ergs-taught": ("teach", _pair("teacher", "learner", "spell")),
    "ergs-service": ("service", _pair("learner", "teacher")),
    "ergs-wand-none": ("wand", _who),
    "ergs-wand-line": ("wand", _who),
    "ergs-wand-new": ("wand-new", _who),
    "ergs-wand-given": ("wand-give", lambda e: {"who": e.args.get("name"), "to": e.args.get("to")}),
    "ergs-bout-begin": ("bout", _nothing),
    "sp-pearl": ("pearl", _pair("name", "level")),
    "sp-fatigue": ("fatigue", _pair("name", "effect")),
    "sp-drained": ("drain", _pair("name", "levels")),
    "sp-day": ("day", _nothing),
}


def outcomes(events: list[Event]) -> list[Outcome]:
    """Return what a reply's events say the game did, in order (a feniks duel's sides joined into one)."""
    found: list[Outcome] = []
    sides = [str(e.args["names"]).split(", ") for e in events if e.key == "feniks-duel-side"]
    if sides:
        found.append(Outcome("duel", {"sides": sides}))
    targets = [e.args.get("target") for e in events if e.key == "sp-damage" and e.args.get("aimed")]
    for event in events:
        if event.key in READERS:
            action, read = READERS[event.key]
            found.append(Outcome(action, read(event)))
    if targets and found and found[-1].action == "cast":
        found[-1].fields["target"] = targets[0]
    return found


# ---------------------------------------------------------------- comparing


def _same_name(said: Any, meant: Any) -> bool:
    return name_keys.key(str(said)) == name_keys.key(str(meant))


def _same_creature(said: Any, meant: Any) -> bool:
    """Say whether a free-text target is the creature meant, in whatever case the line put it."""
    a, b = name_keys.key(str(said)), name_keys.key(str(meant))
    shared = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return a == b or (min(len(a), len(b)) >= 3 and shared >= max(3, min(len(a), len(b)) - 2))


def _same_words(said: Any, meant: Any) -> bool:
    """Say whether a free-text reason says each word meant, in whatever case ('зарядка амулета', 'зарядку амулета')."""
    written = name_keys.key(str(said))
    return all(word[: max(3, len(word) - 2)] in written for word in name_keys.key(str(meant)).split())


def _same_sides(said: Any, meant: Any) -> bool:
    def norm(sides: Any) -> list[frozenset[str]]:
        return sorted((frozenset(name_keys.key(n) for n in side) for side in sides), key=sorted)

    return norm(said) == norm(meant)


def _same_dice(said: Any, meant: Any) -> bool:
    return str(said).replace(" ", "").lower() == str(meant).replace(" ", "").lower()


_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "who": _same_name,
    "caster": _same_name,
    "name": _same_name,
    "to": _same_name,
    "teacher": _same_name,
    "learner": _same_name,
    "target": _same_creature,
    "reason": lambda said, meant: _same_words(said, meant),
    "sides": _same_sides,
    "dice": _same_dice,
}


def matches(outcome: Outcome, action: str, expected: Mapping[str, Any]) -> bool:
    """Say whether the game did the action expected, with every field the line gives."""
    if outcome.action != action:
        return False
    for name, meant in expected.items():
        said = outcome.fields.get(name)
        if said is None or not _COMPARE.get(name, _equal)(said, meant):
            return False
    return True


def _equal(said: Any, meant: Any) -> bool:
    return bool(said == meant or str(said) == str(meant))
