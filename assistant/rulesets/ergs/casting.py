"""Casting discipline: the spellbook, targets and distance, wands, costs, the three-second rule, simultaneity."""

from __future__ import annotations

from datetime import datetime, timedelta

from assistant.errors import ParseError, RuleViolation
from assistant.language import morph
from assistant.language.words import TO, means
from assistant.reading.numbers import is_number, quoted, read_whole
from assistant.rulesets.base import Context, running_duel_of, running_duels
from assistant.rulesets.ergs.bout import require_no_break
from assistant.rulesets.ergs.pools import pay, require_ergs, require_magic, settle, wizard
from assistant.rulesets.ergs.tables import DODGE, dodge_cost, has_tag, knows, spell_rule, split_spell, tables
from assistant.rulesets.ergs.timing import clock_text, moment, span, span_from
from assistant.rulesets.ergs.wands import require_wand
from models.ergs import CastRecord, ErgsState, SpellKind, SpellRule

Ctx = Context[ErgsState]


def cast(ctx: Ctx) -> None:
    """Cast a spell: /cast [NAME:] SPELL [at] [TARGET] [distance=N] [at=TIME] [end=TIME] (in a duel: the opponent)."""
    key = ctx.subject()
    require_no_break(ctx, running_duel_of(ctx.state.duels, key), ctx.name(key))
    spell, rest = split_spell(ctx.state, ctx.command.args, (DODGE,))
    if spell == DODGE:
        dodge_as(ctx, key)
        return
    rule = spell_rule(ctx.state, spell)
    target_key, target = _target(ctx, rest) if rest or rule.kind != "attack" else _opponent(ctx, key)
    start = _check(ctx, key, spell, rule, target_key, target)
    _resolve(ctx, key, spell, rule, target_key, target, start)


def _opponent(ctx: Ctx, key: str) -> tuple[str | None, str]:
    """Return the one opponent of a caster's running duel: an attack said with no target goes at them."""
    duel = running_duel_of(ctx.state.duels, key)
    others = [k for k in duel.participants if duel.side_of(k) != duel.side_of(key)] if duel else []
    return (others[0], ctx.name(others[0])) if len(others) == 1 else (None, "")


def _target(ctx: Ctx, words: list[str]) -> tuple[str | None, str]:
    """Return the target's roster key (None for someone off the roster) and name; an off-roster name typed in the
    accusative ("Ступефай в Волдеморта") is kept in the nominative, as a reply declines it."""
    while words and means(TO, words[0]):
        words = words[1:]
    text = " ".join(words)
    if not text:
        return None, ""
    found = ctx.find_character(text)
    if found is not None:
        return found, ctx.name(found)
    return None, " ".join(morph.accusative_base(word, ctx.state.locale) for word in text.split())


def _check(ctx: Ctx, key: str, spell: str, rule: SpellRule, target_key: str | None, target: str) -> datetime:
    """Refuse what the referee would not allow; change nothing. Return when the spell was said."""
    wiz = wizard(ctx, key)
    if not knows(ctx.state, wiz, spell):
        raise RuleViolation("ergs-refusal-unknown-to", rule="ergs.spellbook", name=wiz.name, spell=spell)
    if rule.kind == "attack" and not target:
        raise ParseError("ergs-refusal-no-target", rule="ergs.casting", spell=spell)
    if target_key == key:
        raise RuleViolation("ergs-refusal-self", rule="ergs.casting", name=wiz.name, spell=spell)
    _check_distance(ctx)
    if has_tag(ctx.state, spell, "non_combat") and in_fight(ctx, key):
        raise RuleViolation("ergs-refusal-non-combat", rule="ergs.spellbook", name=wiz.name, spell=spell)
    require_magic(ctx, key)
    now = moment(ctx)
    require_wand(ctx, key, spell, now)
    require_ergs(ctx, key, rule.cost)
    return now


def _check_distance(ctx: Ctx) -> None:
    given, limit = ctx.option("distance"), tables(ctx.state).max_distance
    if given is None:
        return
    n = read_whole(given)
    if n is None and is_number(given):  # more digits than any distance has
        raise RuleViolation("ergs-refusal-distance", rule="ergs.casting", n=quoted(given), limit=limit)
    if n is None or n < 0:
        raise ParseError("ergs-refusal-bad-distance", rule="ergs.casting", value=quoted(given))
    if n > limit:
        raise RuleViolation("ergs-refusal-distance", rule="ergs.casting", n=n, limit=limit)


def in_fight(ctx: Ctx, key: str) -> bool:
    """Say whether a wizard is in a fight: in a running duel, or in an attack within the fight window."""
    if running_duel_of(ctx.state.duels, key) is not None:
        return True
    since = span(ctx)[0] - timedelta(seconds=tables(ctx.state).fight_window)
    return any(r.attack and key in (r.caster, r.target) and r.end >= since for r in ctx.state.casts)


def _resolve(
    ctx: Ctx, key: str, spell: str, rule: SpellRule, target_key: str | None, target: str, said_at: datetime
) -> None:
    start, end = span_from(ctx, said_at)
    pay(ctx, key, rule.cost)
    said = "ergs-cast" if target else "ergs-cast-untargeted"
    ctx.emit(said, name=ctx.name(key), spell=spell, target=target, n=rule.cost, ergs=wizard(ctx, key).ergs)
    too_soon = _three_seconds(ctx, key, spell, rule.kind, start, end)
    record = CastRecord(
        seq=ctx.state.seq + 1,
        caster=key,
        spell=spell,
        target=target_key,
        at=start,
        end=end,
        failed=too_soon,
        attack=rule.kind == "attack",
    )
    _simultaneity(ctx, record)
    settle(ctx, key)


def _three_seconds(ctx: Ctx, key: str, spell: str, kind: SpellKind, start: datetime, end: datetime) -> bool:
    """Fail a spell said too soon after the caster's last attack; shields end the count, attacks start it."""
    wiz = wizard(ctx, key)
    if kind == "shield":
        wiz.last_attack = None
        return False
    last, wait = wiz.last_attack, tables(ctx.state).three_seconds
    gap = abs((start - last).total_seconds()) if last is not None else None
    if kind == "attack":
        wiz.last_attack = max(end, last) if last is not None else end
    if gap is None or gap >= wait:
        return False
    ctx.emit("ergs-too-soon", name=wiz.name, spell=spell, gap=round(gap, 1), wait=wait)
    return True


def _simultaneity(ctx: Ctx, record: CastRecord) -> None:
    """Fail overlapping spells of one exchange, shields included, all but those that work anyway (Avada Kedavra)."""
    t = tables(ctx.state)
    recent = _recent(ctx, record.at)
    clash = [r for r in recent if r.caster != record.caster and _overlap(r, record, t.window)]
    clash = [r for r in clash if _shares(ctx, r, record)]
    ctx.state.casts = [*recent, record][-t.max_recent :]
    if not clash:
        return
    together = [*clash, record]
    for r in together:
        r.failed = r.failed or not has_tag(ctx.state, r.spell, "simultaneous_ok")
    ctx.emit("ergs-simultaneous", n=len(together), holds=sum(not r.failed for r in together))
    for r in together:
        key = "ergs-simultaneous-fails" if r.failed else "ergs-simultaneous-holds"
        ctx.emit(key, name=ctx.name(r.caster), spell=r.spell, clock=clock_text(r.at), tenth=r.at.microsecond // 100_000)


def _overlap(a: CastRecord, b: CastRecord, window: float) -> bool:
    pad = timedelta(seconds=window)
    return a.at <= b.end + pad and b.at <= a.end + pad


def _shares(ctx: Ctx, a: CastRecord, b: CastRecord) -> bool:
    """Say whether two casts belong to one exchange: a person in common, or one running duel."""
    if {a.caster, a.target} & {b.caster, b.target} - {None}:
        return True
    return any(a.caster in d.participants and b.caster in d.participants for d in running_duels(ctx.state.duels))


def _recent(ctx: Ctx, now: datetime) -> list[CastRecord]:
    """Return the recent casts still worth keeping: young enough, by wizards still on the roster."""
    t = tables(ctx.state)
    horizon = now - timedelta(seconds=max(t.fight_window, t.window, t.three_seconds))
    return [r for r in ctx.state.casts if r.end >= horizon and r.caster in ctx.state.characters]


def dodge(ctx: Ctx) -> None:
    """Dodge a flying spell ("Уклонение"): /dodge [NAME]; 2 ergs, 1 under 20."""
    key = ctx.character_key(" ".join(ctx.command.args)) if ctx.command.args else ctx.subject()
    ctx.require_control(key)
    require_no_break(ctx, running_duel_of(ctx.state.duels, key), ctx.name(key))
    dodge_as(ctx, key)


def dodge_as(ctx: Ctx, key: str) -> None:
    """Pay for a dodge and end the three-second count."""
    require_magic(ctx, key)
    cost = dodge_cost(ctx.state, wizard(ctx, key))
    span(ctx)  # refuse a malformed at=/end= before anything changes
    pay(ctx, key, cost)
    wizard(ctx, key).last_attack = None
    ctx.emit("ergs-dodge", name=ctx.name(key), n=cost, ergs=wizard(ctx, key).ergs)
    settle(ctx, key)
