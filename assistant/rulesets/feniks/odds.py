"""Exact Feniks odds from the same tables: hit, critical, attack damage, damage through a shield or a dodge."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from assistant import names
from assistant.errors import ParseError
from assistant.lexicon import default_lexicon
from assistant.odds import Dist, dice_sum, mean, percent
from assistant.rulesets.feniks.access import Ctx, say, sheet
from assistant.rulesets.feniks.combat import KINDS, SpellChoice, catalogued, custom
from assistant.rulesets.feniks.rolls import STOPS, signed
from assistant.rulesets.feniks.tables import DefenceKind, DieTable, FeniksTables, Outcome, tables
from models import ArgValue

#: An attack's value if it hit, None if it failed (disruption) or missed.
Value = int | None


def _optional(dist: Dist[int]) -> Dist[Value]:
    return Dist({k: q for k, q in dist.p.items()})


def _adjustments(table: DieTable) -> Dist[Value]:
    """Return what a die table adds to power, None where the move ends."""
    return Dist.die(table.die).map(lambda f: None if table.band(f).outcome in STOPS else table.band(f).power)


def _then(first: Value, second: Dist[Value]) -> Dist[Value]:
    if first is None:
        return Dist.const(None)
    return second.map(lambda b: None if b is None else first + b)


def _power(t: FeniksTables, mod: int, adjust: Value) -> Dist[Value]:
    return Dist.const(None) if adjust is None else _optional(dice_sum(1, t.power_die, mod + adjust))


def attack_dist(t: FeniksTables, mod: int, surprise: bool = False) -> Dist[Value]:
    """Return the distribution of an attack's value (None: failed or missed)."""
    aim: Dist[Value] = Dist.const(0) if surprise else _adjustments(t.accuracy)
    adjust = _adjustments(t.disruption).bind(lambda a: _then(a, aim))
    return adjust.bind(lambda a: _power(t, mod, a))


def shield_dist(t: FeniksTables, mod: int) -> Dist[Value]:
    """Return the distribution of a shield's value (None: disrupted, it stops nothing)."""
    return _adjustments(t.disruption).bind(lambda a: _power(t, mod, a))


def dodge_chance(t: FeniksTables, reflex: int) -> Fraction:
    """Return the chance a dodge succeeds at a Reflex."""
    needs = t.dodge.needs(reflex)
    return Fraction(0) if needs is None else Fraction(max(0, t.dodge.die - needs + 1), t.dodge.die)


def share(table: DieTable, outcome: Outcome) -> Fraction:
    """Return the chance a die table gives an outcome."""
    return Dist.die(table.die).chance(lambda f: table.band(f).outcome == outcome)


def hit_chance(t: FeniksTables, surprise: bool = False) -> Fraction:
    """Return the chance an attack hits (it is not disrupted and does not miss)."""
    return attack_dist(t, 0, surprise).chance(lambda v: v is not None)


def critical_chance(t: FeniksTables, surprise: bool = False) -> Fraction:
    """Return the chance of a critical hit (a surprise attack rolls no accuracy, so none)."""
    return Fraction(0) if surprise else (1 - share(t.disruption, "fail")) * share(t.accuracy, "critical")


def undefended(attack: Dist[Value]) -> Dist[int]:
    """Return the damage an attack deals with no defence."""
    return attack.map(lambda v: 0 if v is None else max(0, v))


def through_shield(attack: Dist[Value], shield: Dist[Value]) -> Dist[int]:
    """Return the damage an attack deals through a shield (a disrupted shield stops nothing)."""
    return attack.bind(lambda a: Dist.const(0) if a is None else shield.map(lambda s: _through(a, s)))


def _through(attack: int, shield: Value) -> int:
    return max(0, attack - (0 if shield is None else max(0, shield)))


def through_dodge(attack: Dist[Value], chance: Fraction) -> Dist[int]:
    """Return the damage an attack deals against a dodge that succeeds with a chance."""
    return attack.bind(lambda a: Dist.mix([(chance, Dist.const(0)), (1 - chance, Dist.const(max(0, a or 0)))]))


def odds(ctx: Ctx) -> None:
    """Exact odds: ``/odds dodge REFLEX|NAME``, ``/odds hit``, ``/odds CASTER SPELL [vs DEFENDER] [defence=..]``."""
    t = tables(ctx.state)
    words = list(ctx.command.args)
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="dodge|hit|CASTER SPELL", command="odds")
    head = names.key(words[0])
    if t.words.defences.get(head) == "dodge":
        _odds_dodge(ctx, t, words[1:])
    elif head in t.words.hit:
        _odds_hit(ctx, t)
    else:
        _odds_attack(ctx, t, words)


def _surprise(ctx: Ctx, t: FeniksTables) -> bool:
    return t.flag(ctx.option("surprise", "no") or "no")


def _exact(q: Fraction) -> str:
    return f"{q.numerator}/{q.denominator}"


def _odds_hit(ctx: Ctx, t: FeniksTables) -> None:
    surprise = _surprise(ctx, t)
    hit, critical = hit_chance(t, surprise), critical_chance(t, surprise)
    say(ctx, "feniks-odds-hit", _pct("hit", hit) | _pct("critical", critical) | {"surprise": surprise})


def _pct(name: str, q: Fraction) -> dict[str, ArgValue]:
    return {name: percent(q), f"{name}_exact": _exact(q)}


def _odds_dodge(ctx: Ctx, t: FeniksTables, words: list[str]) -> None:
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="REFLEX|NAME", command="odds")
    text = " ".join(words)
    reflex = int(text) if text.isdigit() else sheet(ctx, ctx.character_key(text)).reflex
    needs = t.dodge.needs(reflex)
    say(ctx, "feniks-odds-dodge", {"reflex": reflex, "needs": needs or 0} | _pct("chance", dodge_chance(t, reflex)))


def _odds_attack(ctx: Ctx, t: FeniksTables, words: list[str]) -> None:
    caster = ctx.character_key(words[0])
    spell_words, defender_words = _split_versus(t, words[1:])
    choice = _spell(ctx, t, spell_words)
    mod = t.mod(sheet(ctx, caster).points(choice.category))
    attack = attack_dist(t, mod, _surprise(ctx, t))
    damage = undefended(attack)
    hit = attack.chance(lambda v: v is not None)
    args: dict[str, ArgValue] = {"name": ctx.name(caster), "spell": choice.spell, "mod": signed(mod)}
    say(ctx, "feniks-odds-attack", args | _pct("hit", hit) | _mean("mean", damage))
    if not defender_words:
        _rows(ctx, damage)
        return
    _odds_versus(ctx, t, attack, ctx.character_key(" ".join(defender_words)))


def _mean(name: str, dist: Dist[int]) -> dict[str, ArgValue]:
    m = mean(dist)
    return {name: round(float(m), 2), f"{name}_exact": _exact(m)}


def _split_versus(t: FeniksTables, words: list[str]) -> tuple[list[str], list[str]]:
    for i, w in enumerate(words):
        if names.key(w) in t.words.versus:
            return words[:i], words[i + 1 :]
    return words, []


def _spell(ctx: Ctx, t: FeniksTables, words: list[str]) -> SpellChoice:
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="SPELL", command="odds")
    spell_id = default_lexicon().lookup(" ".join(words), t.spell_ids())
    return catalogued(ctx, t, spell_id) if spell_id is not None else custom(ctx, t, " ".join(words))


def _odds_versus(ctx: Ctx, t: FeniksTables, attack: Dist[Value], defender: str) -> None:
    c = sheet(ctx, defender)
    against: dict[DefenceKind, Callable[[], Dist[int]]] = {
        "shield": lambda: through_shield(attack, shield_dist(t, t.mod(c.dada))),
        "dodge": lambda: through_dodge(attack, dodge_chance(t, c.reflex)),
        "none": lambda: undefended(attack),
    }
    wanted = ctx.option("defence")
    kinds = list(against) if wanted is None else [_kind(t, wanted)]
    for kind in kinds:
        damage = against[kind]()
        any_damage = damage.chance(lambda d: d > 0)
        say(ctx, "feniks-odds-vs", {"name": c.name, "defence": kind} | _mean("mean", damage) | _pct("any", any_damage))
    if wanted is not None:
        _rows(ctx, against[kinds[0]]())


def _kind(t: FeniksTables, text: str) -> DefenceKind:
    return KINDS[t.word(t.words.defences, text, "defence")]


def _rows(ctx: Ctx, damage: Dist[int]) -> None:
    for value in sorted(damage.p):
        say(ctx, "feniks-odds-row", {"value": value} | _pct("chance", damage.p[value]))
