"""How each ruleset's characters and duels look on the dashboard: pools, states at a glance, where a duel stands.

Only display: every number comes from the ruleset's own state and helpers (maximum pools, conditions, wand
attunement), none is decided here. A ruleset's helpers are imported when one of its games is shown.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from adapters.http.schemas import Badge, Pool, Timer
from adapters.http.views import CHARACTERS, DUELS, Parts, Text
from assistant.rulesets import get_ruleset
from models import DuelBase, GameState


def _badge(t: Text, key: str, level: str = "warn", until: datetime | None = None) -> Badge:
    return Badge(id=key, text=t.label("web-badge", key), level=level, until=until)  # type: ignore[arg-type]


def _pool(t: Text, key: str, current: int, top: int | None) -> Pool:
    return Pool(id=key, label=t.label("web-pool", key), current=current, max=top)


def _detail(t: Text, key: str, value: Any) -> str:
    return f"{t.label('web-field', key)}: {value}"


def _running(state: GameState[Any, Any], key: str) -> Any:
    return next((d for d in state.duels.values() if not d.ended and key in d.participants), None)


def turn_lines(state: GameState[Any, Any], duel: DuelBase, t: Text) -> list[str]:
    """Return who the rules wait for in a duel, with the command they are to use."""
    turns = [x for x in get_ruleset(state.ruleset).turns(state) if x.duel == duel.id]
    return [t("web-duel-turn", name=state.characters[x.character].name, command=x.command) for x in turns]


# ---- feniks ---------------------------------------------------------------------------------------------------


def feniks_character(state: Any, key: str, now: datetime, t: Text) -> Parts:
    """Hit points (PZ), KO in a duel, unconscious or in the hospital wing."""
    c = state.characters[key]
    duel = _running(state, key)
    badges = [_badge(t, "ko", "bad")] if c.hp == 0 or (duel is not None and key in duel.out) else []
    badges += [_badge(t, c.condition, "bad")] if c.condition != "ok" else []
    details = [_detail(t, f, getattr(c, f)) for f in ("age", "reflex", "charms", "transfig", "dada")]
    return Parts([_pool(t, "hp", c.hp, c.max_hp)], badges, details)


def feniks_duel(state: Any, duel: Any, now: datetime, t: Text) -> tuple[list[str], Timer | None]:
    """Whose move it is, and the duel's kind."""
    return [t.label("web-kind", duel.kind), *turn_lines(state, duel, t)], None


# ---- duel club ------------------------------------------------------------------------------------------------


def duel_club_character(state: Any, key: str, now: datetime, t: Text) -> Parts:
    """PV out of the table's, the wand, Petrificus and Levicorpus in a running duel."""
    from assistant.rulesets.duel_club.tables import table

    c = state.characters[key]
    duel = _running(state, key)
    fighter = duel.fighters.get(key) if duel is not None else None
    badges = [_badge(t, "out", "bad")] if c.pv == 0 else []
    if fighter is not None:
        badges += [_badge(t, "disarmed", "bad")] if fighter.wand == "dropped" else []
        badges += [_badge(t, f) for f in ("petrified", "levicorpus") if getattr(fighter, f)]
    return Parts([_pool(t, "pv", c.pv, table(state).pv)], badges, [_detail(t, "sortileges", c.sortileges)])


def duel_club_duel(state: Any, duel: Any, now: datetime, t: Text) -> tuple[list[str], Timer | None]:
    """The round and who acts."""
    rounds = [t("web-duel-round", round=duel.round)] if duel.round and not duel.ended else []
    return [*rounds, *turn_lines(state, duel, t)], None


# ---- ergs -----------------------------------------------------------------------------------------------------


def ergs_character(state: Any, key: str, now: datetime, t: Text) -> Parts:
    """Spendable ergs, the life erg, demagicked, and the wand in hand (none, damaged, attuning until…)."""
    from assistant.rulesets.ergs.tables import group_of
    from assistant.rulesets.ergs.wands import hours_left, wand_state

    c = state.characters[key]
    badges = [_badge(t, "demagicked", "bad")] if c.demagicked else []
    badges += [] if c.life else [_badge(t, "no-life", "bad")]
    wand = wand_state(state, c, now)
    if wand == "attuning":
        until = now + timedelta(hours=hours_left(state, c.wands[0], now))
        badges.append(_badge(t, "attuning", "warn", until.replace(microsecond=0)))
    elif wand in ("none", "damaged"):
        badges.append(_badge(t, f"wand-{wand}", "bad" if wand == "damaged" else "warn"))
    pools = [_pool(t, "ergs", c.ergs, c.max_ergs - 1)]
    group = t("ergs-group-name", group=group_of(state, c))
    return Parts(pools, badges, [_detail(t, "age", c.age), _detail(t, "group", group)])


def ergs_duel(state: Any, duel: Any, now: datetime, t: Text) -> tuple[list[str], Timer | None]:
    """The bout timer of a periodic duel."""
    timer, protocol = duel.timer, duel.protocol
    if timer is None or not protocol.bout:
        return turn_lines(state, duel, t), None
    clock = Timer(started=timer.started, bout=protocol.bout, pause=protocol.pause or 0, running=timer.running)
    return turn_lines(state, duel, t), clock


# ---- spell points ---------------------------------------------------------------------------------------------


def spell_points_character(state: Any, key: str, now: datetime, t: Text) -> Parts:
    """Spell points out of the maximum, fatigued or exhausted, resting."""
    from assistant.rulesets.spell_points.pool import condition
    from assistant.rulesets.spell_points.tables import maximum, tables

    c = state.characters[key]
    rules = tables(state.overrides)
    found = condition(rules, c)
    badges = [_badge(t, found, "bad" if found == "exhausted" else "warn")] if found != "fresh" else []
    badges += [_badge(t, "resting", "info")] if c.rest_hours is not None else []
    details = [_detail(t, "level", c.level), _detail(t, "ability", c.ability)]
    return Parts([_pool(t, "points", c.points, maximum(rules, c))], badges, details)


def any_duel(state: GameState[Any, Any], duel: DuelBase, now: datetime, t: Text) -> tuple[list[str], Timer | None]:
    """Who the rules wait for."""
    return turn_lines(state, duel, t), None


CHARACTERS.update(
    {
        "feniks": feniks_character,
        "duel_club": duel_club_character,
        "ergs": ergs_character,
        "spell_points": spell_points_character,
    }
)
DUELS.update({"feniks": feniks_duel, "duel_club": duel_club_duel, "ergs": ergs_duel, "spell_points": any_duel})
