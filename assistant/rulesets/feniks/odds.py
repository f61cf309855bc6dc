"""Exact Feniks odds from the same tables: hit, critical, attack damage, damage through a shield or a dodge.

Distributions are whole counts (``assistant.rulesets.probability.Dist``) memoized on what the tables make of each die
face, so a question asked again, or one sharing an attack or a defence with an earlier one, costs a few look-ups.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from itertools import repeat
from typing import NamedTuple

from assistant.errors import ParseError
from assistant.language.words import VERSUS, meaning, means
from assistant.reading.numbers import is_number, whole
from assistant.reading.spells import default_lexicon
from assistant.rulesets.feniks.access import Ctx, say, sheet
from assistant.rulesets.feniks.combat import KINDS, SpellChoice, catalogued, custom
from assistant.rulesets.feniks.rolls import STOPS, signed
from assistant.rulesets.feniks.tables import DefenceKind, DieTable, FeniksTables, Outcome, tables
from assistant.rulesets.feniks.vocabulary import DEFENCE_WORDS, HIT_WORDS, flag, word
from assistant.rulesets.probability import Dist, mean, percent, sum_counts
from assistant.state.bounded import Memo
from models import ArgValue
from models.feniks import MAX_POINTS

#: An attack's value if it hit, None if it failed (disruption) or missed.
Value = int | None
#: What each face of a die table adds to power, face 1 first; None where the move ends.
Faces = tuple[Value, ...]
#: Message arguments, built once per question and only ever copied.
Args = dict[str, ArgValue]


class AttackKey(NamedTuple):
    """An attack as numbers: disruption faces, accuracy faces (None: a surprise, no accuracy roll), power die, mod."""

    disruption: Faces
    accuracy: Faces | None
    power_die: int
    mod: int


class ShieldKey(NamedTuple):
    """A shield as numbers: disruption faces, power die, the defender's modifier."""

    disruption: Faces
    power_die: int
    mod: int


class DodgeKey(NamedTuple):
    """A dodge as numbers: how many faces of the dodge die dodge, out of how many."""

    dodges: int
    die: int


#: A defence as numbers; None: no defence.
Defence = ShieldKey | DodgeKey | None


def faces(table: DieTable) -> Faces:
    """Return what each face of a die table adds to power (None where the move ends), face 1 first."""
    return tuple(v for b in table.bands for v in repeat(None if b.outcome in STOPS else b.power, b.high - b.low + 1))


class Numbers(NamedTuple):
    """What the odds read from a game's tables: the disruption and accuracy faces, the power die."""

    disruption: Faces
    accuracy: Faces
    power_die: int


#: The numbers of the tables objects seen lately, by identity: each object is kept alive beside its numbers, so
#: its id is not reused while it is remembered.
_NUMBERS: Memo[int, tuple[FeniksTables, Numbers]] = Memo(64)


def numbers(t: FeniksTables) -> Numbers:
    """Return the numbers of a tables object, read once per object (the shipped tables are one object)."""
    return _NUMBERS.get(id(t), lambda: (t, Numbers(faces(t.disruption), faces(t.accuracy), t.power_die)))[1]


def attack_key(t: FeniksTables, mod: int, surprise: bool = False) -> AttackKey:
    """Return an attack's numbers from the tables."""
    n = numbers(t)
    return AttackKey(n.disruption, None if surprise else n.accuracy, n.power_die, mod)


def shield_key(t: FeniksTables, mod: int) -> ShieldKey:
    """Return a shield's numbers from the tables."""
    n = numbers(t)
    return ShieldKey(n.disruption, n.power_die, mod)


def dodge_key(t: FeniksTables, reflex: int) -> DodgeKey:
    """Return a dodge's numbers at a Reflex: the faces that dodge out of the die's."""
    needs = t.dodge.needs(reflex)
    return DodgeKey(0, 1) if needs is None else DodgeKey(max(0, t.dodge.die - needs + 1), t.dodge.die)


@lru_cache(maxsize=4096)
def attack_of(key: AttackKey) -> Dist[Value]:
    """Return the distribution of an attack's value (None: failed or missed), memoized on its numbers.

    Every disruption face, then every accuracy face (none on a surprise), then every power face: counts out of
    their product.
    """
    adjust: dict[Value, int] = {}
    for a in key.disruption:
        for b in key.accuracy or (0,):
            v = None if a is None or b is None else a + b
            adjust[v] = adjust.get(v, 0) + 1
    out: dict[Value, int] = {}
    for v, c in adjust.items():
        if v is None:
            out[None] = out.get(None, 0) + c * key.power_die
            continue
        for face in range(1, key.power_die + 1):
            value = key.mod + v + face
            out[value] = out.get(value, 0) + c
    return Dist(out, len(key.disruption) * len(key.accuracy or (0,)) * key.power_die)


def shield_of(key: ShieldKey) -> Dist[Value]:
    """Return the distribution of a shield's value (None: disrupted): an attack that rolls no accuracy."""
    return attack_of(AttackKey(key.disruption, None, key.power_die, key.mod))


def attack_dist(t: FeniksTables, mod: int, surprise: bool = False) -> Dist[Value]:
    """Return the distribution of an attack's value (None: failed or missed)."""
    return attack_of(attack_key(t, mod, surprise))


def shield_dist(t: FeniksTables, mod: int) -> Dist[Value]:
    """Return the distribution of a shield's value (None: disrupted, it stops nothing)."""
    return shield_of(shield_key(t, mod))


def dodge_chance(t: FeniksTables, reflex: int) -> Fraction:
    """Return the chance a dodge succeeds at a Reflex."""
    return Fraction(*dodge_key(t, reflex))


def share(table: DieTable, outcome: Outcome) -> Fraction:
    """Return the chance a die table gives an outcome."""
    return Fraction(sum(b.high - b.low + 1 for b in table.bands if b.outcome == outcome), table.die)


def hit_chance(t: FeniksTables, surprise: bool = False) -> Fraction:
    """Return the chance an attack hits (it is not disrupted and does not miss)."""
    return attack_dist(t, 0, surprise).chance(_lands)


def _lands(v: Value) -> bool:
    return v is not None


def critical_chance(t: FeniksTables, surprise: bool = False) -> Fraction:
    """Return the chance of a critical hit (a surprise attack rolls no accuracy, so none)."""
    return Fraction(0) if surprise else (1 - share(t.disruption, "fail")) * share(t.accuracy, "critical")


def undefended(attack: Dist[Value]) -> Dist[int]:
    """Return the damage an attack deals with no defence."""
    return attack.map(lambda v: 0 if v is None else max(0, v))


def through_shield(attack: Dist[Value], shield: Dist[Value]) -> Dist[int]:
    """Return the damage an attack deals through a shield (a disrupted shield stops nothing)."""
    stops = shield.map(_stops)
    out: dict[int, int] = {}
    for a, c in attack.counts.items():
        if a is None:
            out[0] = out.get(0, 0) + c * stops.total
            continue
        for s, n in stops.counts.items():
            damage = a - s if a > s else 0
            out[damage] = out.get(damage, 0) + c * n
    return Dist(out, attack.total * stops.total)


def _stops(shield: Value) -> int:
    """Return what a shield's value stops: nothing when disrupted or below 0."""
    return 0 if shield is None else max(0, shield)


def through_dodge(attack: Dist[Value], chance: Fraction) -> Dist[int]:
    """Return the damage an attack deals against a dodge that succeeds with a chance."""
    dodges, die = chance.numerator, chance.denominator
    out: dict[int, int] = {}
    for a, c in attack.counts.items():
        out[0] = out.get(0, 0) + c * dodges
        hit = max(0, a or 0)
        out[hit] = out.get(hit, 0) + c * (die - dodges)
    return Dist(out, attack.total * die)


@lru_cache(maxsize=4096)
def damage_of(key: AttackKey, defence: Defence) -> Dist[int]:
    """Return the damage an attack deals against a defence (None: none), memoized on their numbers."""
    attack = attack_of(key)
    if isinstance(defence, ShieldKey):
        return through_shield(attack, shield_of(defence))
    if isinstance(defence, DodgeKey):
        return through_dodge(attack, Fraction(*defence))
    return undefended(attack)


def odds(ctx: Ctx) -> None:
    """Exact odds: ``/odds dodge REFLEX|NAME``, ``/odds hit``, ``/odds [CASTER] SPELL [vs DEFENDER] [defence=..]``."""
    t = tables(ctx.state)
    words = list(ctx.command.args)
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="odds-question", command="odds")
    if meaning(DEFENCE_WORDS, words[0]) == "dodge":
        _odds_dodge(ctx, t, words[1:])
    elif means(HIT_WORDS, words[0]):
        _odds_hit(ctx, t)
    else:
        _odds_attack(ctx, t, words)


def _surprise(ctx: Ctx) -> bool:
    return flag(ctx.option("surprise", "no") or "no")


def _exact(q: Fraction) -> str:
    return f"{q.numerator}/{q.denominator}"


def _odds_hit(ctx: Ctx, t: FeniksTables) -> None:
    surprise = _surprise(ctx)
    hit = _hit_args(attack_key(t, 0, surprise), critical_chance(t, surprise))
    say(ctx, "feniks-odds-hit", hit | {"surprise": surprise})


@lru_cache(maxsize=4096)
def _hit_args(key: AttackKey, critical: Fraction) -> Args:
    return _pct("hit", attack_of(key).chance(_lands)) | _pct("critical", critical)


def _pct(name: str, q: Fraction) -> Args:
    return {name: percent(q), f"{name}_exact": _exact(q)}


def _odds_dodge(ctx: Ctx, t: FeniksTables, words: list[str]) -> None:
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="REFLEX|NAME", command="odds")
    text = " ".join(words)
    named: Args = {} if is_number(text) else {"name": ctx.name(ctx.character_key(text))}
    reflex = _reflex(text) if not named else sheet(ctx, ctx.character_key(text)).reflex
    needs = t.dodge.needs(reflex)
    args: Args = {"reflex": reflex, "needs": needs or 0} | named
    say(ctx, "feniks-odds-dodge", args | _pct("chance", dodge_chance(t, reflex)))


def _reflex(text: str) -> int:
    """Read Reflex points as a sheet takes them, or refuse naming the bounds."""
    return whole(text, 0, MAX_POINTS, "feniks-refusal-points", "feniks.sheet", field="reflex", max=MAX_POINTS)


def _odds_attack(ctx: Ctx, t: FeniksTables, words: list[str]) -> None:
    after_first = _split_versus(words[1:])[0]
    only_a_name = bool(after_first) and default_lexicon().lookup(" ".join(after_first), t.spell_ids()) is not None
    caster, rest = ctx.leading_character(words, only_a_name)  # '/odds stupefy': one's own (or as=) caster
    spell_words, defender_words = _split_versus(rest)
    choice = _spell(ctx, t, spell_words)
    mod = t.mod(sheet(ctx, caster).points(choice.category))
    key = attack_key(t, mod, _surprise(ctx))
    args: Args = {"name": ctx.name(caster), "spell": choice.spell, "mod": signed(mod)}
    say(ctx, "feniks-odds-attack", args | _attack_args(key))
    if not defender_words:
        _rows(ctx, key, None, args["name"])
        return
    _odds_versus(ctx, t, key, ctx.character_key(" ".join(defender_words)), args["name"])


@lru_cache(maxsize=4096)
def _attack_args(key: AttackKey) -> Args:
    return _pct("hit", attack_of(key).chance(_lands)) | _mean("mean", damage_of(key, None))


def _mean(name: str, dist: Dist[int]) -> Args:
    m = mean(dist)
    return {name: round(float(m), 2), f"{name}_exact": _exact(m)}


def _split_versus(words: list[str]) -> tuple[list[str], list[str]]:
    for i, w in enumerate(words):
        if means(VERSUS, w):
            return words[:i], words[i + 1 :]
    return words, []


def _spell(ctx: Ctx, t: FeniksTables, words: list[str]) -> SpellChoice:
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="SPELL", command="odds")
    spell_id = default_lexicon().lookup(" ".join(words), t.spell_ids())
    return catalogued(ctx, t, spell_id) if spell_id is not None else custom(ctx, t, " ".join(words))


def _odds_versus(ctx: Ctx, t: FeniksTables, key: AttackKey, defender: str, attacker: ArgValue) -> None:
    """Say the odds of an attack against a defender, each event naming its attacker (whose numbers they are)."""
    c = sheet(ctx, defender)
    against: dict[DefenceKind, Callable[[], Defence]] = {
        "shield": lambda: shield_key(t, t.mod(c.dada)),
        "dodge": lambda: dodge_key(t, c.reflex),
        "none": lambda: None,
    }
    wanted = ctx.option("defence")
    kinds = list(against) if wanted is None else [_kind(wanted)]
    for kind in kinds:
        args: Args = {"name": c.name, "attacker": attacker, "defence": kind}
        say(ctx, "feniks-odds-vs", args | _versus_args(key, against[kind]()))
    if wanted is not None:
        _rows(ctx, key, against[kinds[0]](), attacker)


@lru_cache(maxsize=4096)
def _versus_args(key: AttackKey, defence: Defence) -> Args:
    damage = damage_of(key, defence)
    return _mean("mean", damage) | _pct("any", damage.chance(lambda d: d > 0))


def _kind(text: str) -> DefenceKind:
    return KINDS[word(DEFENCE_WORDS, text, "defence")]


def _rows(ctx: Ctx, key: AttackKey, defence: Defence, attacker: ArgValue) -> None:
    for row in _row_args(key, defence):
        say(ctx, "feniks-odds-row", row | {"attacker": attacker})


@lru_cache(maxsize=512)
def _row_args(key: AttackKey, defence: Defence) -> tuple[Args, ...]:
    damage = damage_of(key, defence)
    return tuple({"value": v} | _pct("chance", Fraction(damage.counts[v], damage.total)) for v in sorted(damage.counts))


def cache_clear() -> None:
    """Forget every memoized number, distribution and figure (for first-call measurements and tests)."""
    _NUMBERS.cache_clear()
    attack_of.cache_clear()
    damage_of.cache_clear()
    _hit_args.cache_clear()
    _attack_args.cache_clear()
    _versus_args.cache_clear()
    _row_args.cache_clear()
    sum_counts.cache_clear()
