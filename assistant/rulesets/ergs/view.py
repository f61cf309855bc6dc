"""What a door shows of a larp game: ergs and the life erg, demagicked, the wand in hand, the bout timer."""

from __future__ import annotations

from datetime import datetime, timedelta

from assistant.rulesets.base import character_view, duel_view
from assistant.rulesets.ergs.bout import can_start, next_boundary
from assistant.rulesets.ergs.tables import catalogue, group_of, knows, tables
from assistant.rulesets.ergs.wands import hours_left, wand_state
from assistant.rulesets.game_view import Badge, Boundary, BoutClock, CharacterView, Detail, DuelView, Pool
from assistant.state import grain
from models import Command
from models.ergs import ErgsCharacter, ErgsDuel, ErgsState

#: The wand in hand, as a badge: its state → how much it matters (an attuned wand is no news).
WAND_BADGES = {"none": Badge("wand-none", "warn"), "damaged": Badge("wand-damaged", "bad")}


def describe_character(state: ErgsState, key: str, now: datetime) -> CharacterView:
    """Spendable ergs and the life erg apart, demagicked, the wand: none, damaged, attuning until, attuned."""
    c = state.characters[key]
    badges = [Badge("demagicked", "bad")] if c.demagicked else []
    badges += [] if c.life else [Badge("no-life", "bad")]
    badges += _wand(state, c, now)
    details = (Detail("age", c.age), Detail("group", group_of(state, c)), Detail("wand", wand_state(state, c, now)))
    pools = (Pool("ergs", c.ergs, c.max_ergs - 1), Pool("life", int(c.life), 1))
    return character_view(state, key, pools, tuple(badges), details)


def _wand(state: ErgsState, c: ErgsCharacter, now: datetime) -> list[Badge]:
    held = wand_state(state, c, now)
    if held == "attuning":
        until = now + timedelta(hours=hours_left(state, c.wands[0], now))
        return [Badge("attuning", "warn", until.replace(microsecond=0))]
    return [WAND_BADGES[held]] if held in WAND_BADGES else []


def describe_duel(state: ErgsState, duel: ErgsDuel, now: datetime) -> DuelView:
    """The bout timer of a periodic duel, with its next 'stop' or 'resume', and whether its bouts may start."""
    timer, protocol, ready = duel.timer, duel.protocol, can_start(duel)
    if timer is None or not protocol.bout:
        return duel_view(duel, bouts_ready=ready)
    clock = BoutClock(timer.started, protocol.bout, protocol.pause or 0, timer.running, next_boundary(duel))
    return duel_view(duel, timer=clock, bouts_ready=ready)


def spellbook(state: ErgsState) -> tuple[str, ...]:
    """Return the game's spellbook."""
    return tuple(catalogue(state))


def known_spells(state: ErgsState, key: str) -> tuple[str, ...]:
    """Return the spells of the spellbook a wizard may cast: the basic ones and those learnt."""
    wizard = state.characters[key]
    return tuple(spell for spell in catalogue(state) if knows(state, wizard, spell))


def boundary(state: ErgsState, now: datetime) -> Boundary | None:
    """Return the earliest next boundary of the game's running bout timers, with the tick to send then.

    A boundary already past (the service was down when it fell) is ticked now: one tick announces every call
    missed since the last one (as many as the dueling code allows). It only reads: no duel is marked changed.
    """
    due = [(when, duel.id) for _, duel in grain.peek(state.duels) if (when := next_boundary(duel)) is not None]
    if not due:
        return None
    when, duel_id = min(due)
    return Boundary(when, duel_id, tick(duel_id, max(when, now)))


def tick(duel_id: str, at: datetime) -> Command:
    """Return the command that ticks a duel's bout timer at a moment."""
    return Command(name="bout", args=["tick"], options={"duel": duel_id}, text=f"/bout tick duel={duel_id}", at=at)


def shields(state: ErgsState) -> tuple[str, ...]:
    """Return the spellbook's shields (Protego, Repulso, Protego Terra Mortalis)."""
    rules = tables(state).spells
    return tuple(spell for spell in catalogue(state) if rules[spell].kind == "shield")
