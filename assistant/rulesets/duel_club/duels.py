"""Duels: /duel A vs B (1v1 only), /init, /status, /end."""

from __future__ import annotations

import itertools
import re
from functools import cache

from assistant.errors import ParseError, PermissionDenied, RuleViolation
from assistant.language.words import AND, VERSUS, any_locale, means
from assistant.reading import name_keys
from assistant.rulesets.base import Context, new_duel_id
from assistant.rulesets.duel_club import rounds
from assistant.rulesets.duel_club.access import named_duel, require_party
from assistant.rulesets.duel_club.tables import table
from models.duel_club import DuelClubDuel, DuelClubState, Fighter

Ctx = Context[DuelClubState]

#: The signs that join several names on one side (refused: this ruleset is 1v1 only); the words are word-and.
JOINING_SIGNS = (",", "&", "+")


@cache
def _join() -> re.Pattern[str]:
    """Return what joins several names on one side, read over name keys: a sign, or a word of word-and."""
    signs = [re.escape(s) for s in JOINING_SIGNS]
    joining = [rf"\b{re.escape(w)}\b" for w in sorted(any_locale(AND))]
    return re.compile(rf"\s*(?:{'|'.join(signs + joining)})\s*")


def duel(ctx: Ctx) -> None:
    """Open a 1v1 duel: ``/duel A vs B``; each duellist starts with full PV."""
    keys = [_duellist(ctx, side) for side in _sides(ctx)]
    _check_pair(ctx, keys)
    fight = DuelClubDuel(
        id=new_duel_id(ctx.state), participants=keys, sides=[1, 2], fighters={k: Fighter() for k in keys}
    )
    ctx.state.duels[fight.id] = fight
    pv = table(ctx.state).pv
    for key in keys:
        ctx.state.characters[key].pv = pv
    ctx.emit("duel_club-duel-started", duel=fight.id, first=ctx.name(keys[0]), second=ctx.name(keys[1]), pv=pv)


def _sides(ctx: Ctx) -> tuple[str, str]:
    words = ctx.command.args
    cuts = [i for i, w in enumerate(words) if means(VERSUS, w)]
    if not cuts:
        raise ParseError("duel_club-refusal-duel-syntax", rule="duel_club.duel")
    sides = [" ".join(part) for part in _split(words, cuts)]
    if len(sides) != 2 or any(len([n for n in _join().split(name_keys.key(side)) if n]) > 1 for side in sides):
        raise RuleViolation("duel_club-refusal-one-vs-one", rule="duel_club.duel")
    if not all(sides):
        raise ParseError("duel_club-refusal-duel-syntax", rule="duel_club.duel")
    return sides[0], sides[1]


def _duellist(ctx: Ctx, side: str) -> str:
    """Return the one character a side names; refuse a side that names two ("Harry Ron"): the club is 1v1."""
    if ctx.find_character(side) is None and _two(ctx, side.split()):
        raise RuleViolation("duel_club-refusal-one-vs-one", rule="duel_club.duel")
    return ctx.character_key(side)


def _two(ctx: Ctx, words: list[str]) -> bool:
    """Say whether the words name two characters one after the other."""
    return any(_names(ctx, words[:n]) and _names(ctx, words[n:]) for n in range(1, len(words)))


def _names(ctx: Ctx, words: list[str]) -> bool:
    return ctx.find_character(" ".join(words)) is not None


def _split(words: list[str], cuts: list[int]) -> list[list[str]]:
    bounds = [-1, *cuts, len(words)]
    return [words[a + 1 : b] for a, b in itertools.pairwise(bounds)]


def _check_pair(ctx: Ctx, keys: list[str]) -> None:
    if keys[0] == keys[1]:
        raise RuleViolation("duel_club-refusal-self", rule="duel_club.duel", name=ctx.name(keys[0]))
    if not ctx.is_gm and all(ctx.state.characters[k].owner != ctx.actor.id for k in keys):
        raise PermissionDenied("duel_club-refusal-not-duellist", rule="roles.player")
    for fight in ctx.state.duels.values():
        busy = [k for k in keys if not fight.ended and k in fight.participants]
        if busy:
            raise RuleViolation("refusal-in-duel", rule="duel_club.duel", name=ctx.name(busy[0]), command="duel")


def init(ctx: Ctx) -> None:
    """Give the initiative: the higher Sortilèges; a tie is a coin toss. Then open round 1."""
    fight = named_duel(ctx)
    require_party(ctx, fight)
    if fight.ended or fight.initiative is not None:
        raise RuleViolation("duel_club-refusal-initiative-done", rule="duel_club.initiative", duel=fight.id)
    a, b = fight.participants
    skill = {k: ctx.state.characters[k].sortileges for k in (a, b)}
    fight.initiative = _by_coin(ctx, a, b, skill[a]) if skill[a] == skill[b] else _by_skill(ctx, fight, skill)
    rounds.start_round(ctx, fight, fight.initiative)


def _by_coin(ctx: Ctx, a: str, b: str, skill: int) -> str:
    """Toss a coin between equal duellists (heads: the first named); return the winner."""
    heads = ctx.dice.coin("initiative")
    winner = a if heads else b
    ctx.emit(
        "duel_club-initiative-coin",
        [ctx.dice.rolls[-1]],
        name=ctx.name(winner),
        skill=skill,
        heads=ctx.name(a),
        tails=ctx.name(b),
        coin="heads" if heads else "tails",
    )
    return winner


def _by_skill(ctx: Ctx, fight: DuelClubDuel, skill: dict[str, int]) -> str:
    """Give the initiative to the higher Sortilèges; return who has it."""
    winner = max(fight.participants, key=skill.__getitem__)
    other = rounds.opponent(fight, winner)
    ctx.emit(
        "duel_club-initiative",
        name=ctx.name(winner),
        skill=skill[winner],
        other=ctx.name(other),
        other_skill=skill[other],
    )
    return winner


def status(ctx: Ctx) -> None:
    """Show a duel (``duel=ID``, the running one, else the last one): round, turn, PV, wand, conditions."""
    fight = _shown_duel(ctx)
    ctx.emit(
        _status_key(fight),
        duel=fight.id,
        round=fight.round,
        turn=_label(ctx, fight.turn),
        winner=_label(ctx, fight.winner),
    )
    for key in fight.participants:
        if key in ctx.state.characters:
            _fighter_line(ctx, fight, key)


def _shown_duel(ctx: Ctx) -> DuelClubDuel:
    duels = ctx.state.duels
    if ctx.option("duel") is None and duels and all(d.ended for d in duels.values()):
        return duels[max(duels, key=int)]
    return named_duel(ctx)


def _status_key(fight: DuelClubDuel) -> str:
    if fight.ended:
        return "duel_club-status-won" if fight.winner else "duel_club-status-stopped"
    return "duel_club-status-running" if fight.turn else "duel_club-status-waiting"


def _label(ctx: Ctx, key: str | None) -> str:
    character = ctx.state.characters.get(key or "")
    return character.name if character else key or ""


def _fighter_line(ctx: Ctx, fight: DuelClubDuel, key: str) -> None:
    character, fighter = ctx.state.characters[key], fight.fighters[key]
    other = rounds.opponent(fight, key)
    taken = fighter.wand == "dropped" and any(a.kind == "grab" and a.actor == other for a in fight.actions)
    ctx.emit(
        "duel_club-status-fighter",
        name=character.name,
        skill=character.sortileges,
        pv=character.pv,
        max=table(ctx.state).pv,
        wand="taken" if taken else fighter.wand,  # picked up by the opponent (/grab), not on the floor
        taker=ctx.name(other),
        petrified=fighter.petrified,
        levicorpus=fighter.levicorpus,
        disqualified=fight.disqualified == key,
    )


def end(ctx: Ctx) -> None:
    """Stop a running duel with no winner (the GM or one of its duellists)."""
    fight = named_duel(ctx)
    require_party(ctx, fight)
    if fight.ended:
        raise RuleViolation("duel_club-refusal-ended", rule="duel_club.duel", duel=fight.id)
    fight.ended, fight.turn = True, None
    ctx.emit("duel_club-ended", duel=fight.id)
