"""/odds: exact chances from the rule table: each spell at a skill, and each outcome of a round."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from assistant.errors import NotFound, ParseError
from assistant.language.words import VERSUS, means
from assistant.reading import name_keys
from assistant.reading.numbers import whole
from assistant.reading.spells import default_lexicon
from assistant.rulesets.base import Context, running_duel_of
from assistant.rulesets.duel_club.rounds import fate, opponent, voids_answer
from assistant.rulesets.duel_club.tables import chance, table, threshold
from assistant.rulesets.probability import Dist
from assistant.state import grain
from models import ArgValue
from models.duel_club import Action, DuelClubState, DuelClubTable, Effect, Fate

Ctx = Context[DuelClubState]
Outcome = tuple[Fate, Fate]


def odds(ctx: Ctx) -> None:
    """``/odds SPELL [skill=N] [vs=SPELL] [vs_skill=M]``, ``/odds NAME`` or ``/odds`` (one's own duellist)."""
    text = " ".join(ctx.command.args)
    cuts = [i for i, w in enumerate(ctx.command.args) if i and means(VERSUS, w)]
    if cuts and cuts[0] < len(ctx.command.args) - 1:
        _versus(ctx, list(ctx.command.args[: cuts[0]]), list(ctx.command.args[cuts[0] + 1 :]))
    elif not text:
        _character(ctx, ctx.subject())
    elif name_keys.key(text.lstrip("@")) in ctx.state.characters:
        _character(ctx, ctx.character_key(text))
    elif (named := _named_spell(ctx, list(ctx.command.args))) is not None:
        _character_spell(ctx, *named)
    else:
        _spell(ctx, _club_spell(ctx, text))


def _versus(ctx: Ctx, first: list[str], second: list[str]) -> None:
    """``/odds [NAME] SPELL vs [NAME] SPELL``, the shape /duel and the feniks /odds take: the round of the two."""
    rules = table(ctx.state)
    cast = _side(ctx, rules, first, None)
    if cast is None:
        return
    spell, skill, name = cast
    answered = _side(ctx, rules, second, _answer_skill(ctx, skill) if name is None else skill)
    if answered is None:
        return
    _spell_line(ctx, rules, spell, skill, name)
    _round(ctx, rules, (spell, skill), answered[:2])


def _side(ctx: Ctx, rules: DuelClubTable, words: list[str], answer: int | None) -> tuple[str, int, str | None] | None:
    """Return one side's spell, skill and duellist (None: a typed skill), or None where a hidden one's is masked."""
    named = _named_spell(ctx, words)
    if named is None:
        spell = _club_spell(ctx, " ".join(words))
        option = "skill" if answer is None else "vs_skill"
        return spell, _skill(ctx, rules, option, answer), None
    character = ctx.state.characters[named[0]]
    if character.hidden and not (ctx.is_gm or character.owner == ctx.actor.id):
        ctx.emit("duel_club-odds-hidden", name=character.name)
        return None
    return named[1], character.sortileges, character.name


def _named_spell(ctx: Ctx, words: list[str]) -> tuple[str, str] | None:
    """Return the duellist and the club spell of ``/odds NAME SPELL`` (as the other rules take it), or None."""
    for n in range(len(words) - 1, 0, -1):
        key = ctx.find_character(" ".join(words[:n]))
        if key is not None:
            return key, _club_spell(ctx, " ".join(words[n:]))
    return None


def _character_spell(ctx: Ctx, key: str, spell: str) -> None:
    """Show one spell's chance at a duellist's own skill (a hidden one's only to the GM and its player)."""
    character = ctx.state.characters[key]
    if character.hidden and not (ctx.is_gm or character.owner == ctx.actor.id):
        ctx.emit("duel_club-odds-hidden", name=character.name)
        return
    _spell_line(ctx, table(ctx.state), spell, character.sortileges, character.name)


def _club_spell(ctx: Ctx, text: str) -> str:
    """Return the club spell ``text`` names; any other spell is not unknown here but forbidden: casting it
    disqualifies (rules §2), and the refusal says so."""
    try:
        return default_lexicon().find(text, table(ctx.state).spells)
    except NotFound as e:
        raise NotFound("duel_club-refusal-odds-forbidden", rule="duel_club.forbidden", spell_text=text) from e


def _character(ctx: Ctx, key: str) -> None:
    rules, character = table(ctx.state), ctx.state.characters[key]
    if character.hidden and not (ctx.is_gm or character.owner == ctx.actor.id):  # one line, not seven of « ? »
        ctx.emit("duel_club-odds-hidden", name=character.name)
        return
    ctx.emit("duel_club-odds-character", name=character.name, skill=character.sortileges)
    for spell in rules.spells:
        _spell_line(ctx, rules, spell, character.sortileges, character.name)


def _spell(ctx: Ctx, spell: str) -> None:
    rules = table(ctx.state)
    skill = _skill(ctx, rules, "skill", None)
    own = None if ctx.option("skill") or ctx.option("sortileges") else ctx.state.characters[_own(ctx)].name
    _spell_line(ctx, rules, spell, skill, own)
    answer = ctx.option("vs")
    if answer:
        second = _club_spell(ctx, answer)
        _round(ctx, rules, (spell, skill), (second, _skill(ctx, rules, "vs_skill", _answer_skill(ctx, skill))))


def _answer_skill(ctx: Ctx, skill: int) -> int:
    """Return the answering skill when none is typed: the opponent's in one's own running duel (unless hidden),
    else the caster's own."""
    if ctx.option("skill") or ctx.option("sortileges"):
        return skill
    duel = running_duel_of(ctx.state.duels, _own(ctx))
    if duel is None:
        return skill
    foe = ctx.state.characters[opponent(duel, _own(ctx))]
    return skill if foe.hidden else foe.sortileges


def _skill(ctx: Ctx, rules: DuelClubTable, option: str, default: int | None) -> int:
    raw = ctx.option(option) or (ctx.option("sortileges") if option == "skill" else None)
    if raw is None:
        return default if default is not None else ctx.state.characters[_own(ctx)].sortileges
    refusal = "duel_club-refusal-odds-vs-skill" if option == "vs_skill" else "duel_club-refusal-odds-skill"
    return whole(raw, 0, rules.skill_max, refusal, "duel_club.sheet", max=rules.skill_max)


def _own(ctx: Ctx) -> str:
    """Return the duellist whose odds are asked: the one named (a question, not an act: any player may ask those of
    another visible duellist; a hidden one's skill is its player's and the GM's), else the actor's own."""
    named = ctx.option("as")
    if named:
        key = ctx.character_key(named)
        if ctx.state.characters[key].hidden:
            ctx.require_control(key)
        return key
    owns = any(c.owner == ctx.actor.id for _, c in grain.peek(ctx.state.characters))
    if not owns:
        raise ParseError("duel_club-refusal-odds-skill", rule="duel_club.sheet", max=table(ctx.state).skill_max)
    return ctx.subject()


def _spell_line(ctx: Ctx, rules: DuelClubTable, spell: str, skill: int, name: str | None) -> None:
    """Emit one spell's chance; ``name``: the duellist whose skill it is (a hidden one's is masked), None if typed."""
    ctx.emit(
        "duel_club-odds-spell",
        None,
        **_named(name),
        spell=spell,
        skill=skill,
        threshold=threshold(rules, spell, skill),
        pct=_percent(chance(rules, spell, skill)),
    )


def _named(name: str | None) -> dict[str, ArgValue]:
    """Return the argument naming whose numbers a line shows (none for numbers the asker typed)."""
    return {"name": name} if name else {}


def _round(ctx: Ctx, rules: DuelClubTable, first: tuple[str, int], second: tuple[str, int]) -> None:
    ctx.emit(
        "duel_club-odds-round-head", first_spell=first[0], skill=first[1], second_spell=second[0], vs_skill=second[1]
    )
    for pct, f1, f2 in _rows(_cast(rules, *first), _cast(rules, *second)):
        ctx.emit(
            "duel_club-odds-round",
            pct=pct,
            first_spell=first[0],
            first_fate=f1,
            second_spell=second[0],
            second_fate=f2,
        )


class Cast(NamedTuple):
    """A cast as numbers: the spell, its effect, its chance to succeed."""

    spell: str
    effect: Effect
    chance: Fraction


def _cast(rules: DuelClubTable, spell: str, skill: int) -> Cast:
    return Cast(spell, rules.spells[spell].effect, chance(rules, spell, skill))


def round_outcomes(rules: DuelClubTable, first: tuple[str, int], second: tuple[str, int]) -> Dist[Outcome]:
    """Return the exact distribution of both casts' fates when ``first`` is cast and ``second`` answers."""
    return outcomes(_cast(rules, *first), _cast(rules, *second))


@lru_cache(maxsize=4096)
def outcomes(first: Cast, second: Cast) -> Dist[Outcome]:
    """Return the exact distribution of both fates of a round, as counts over both dice (memoized on the casts)."""
    effect_of = {first.spell: first.effect, second.spell: second.effect}
    one, two = _success(first.chance), _success(second.chance)
    return one.pair(two, lambda ok1, ok2: _fates(effect_of, first.spell, ok1, second.spell, ok2))


@lru_cache(maxsize=4096)
def _rows(first: Cast, second: Cast) -> tuple[tuple[float, Fate, Fate], ...]:
    """Return each possible outcome of a round, likeliest first: its percent and both fates (memoized)."""
    dist = outcomes(first, second)
    ranked = sorted(dist.counts.items(), key=lambda item: -item[1])
    return tuple((percent(Fraction(n, dist.total)), f1, f2) for (f1, f2), n in ranked if n)


def _success(p: Fraction) -> Dist[bool]:
    return Dist({True: p.numerator, False: p.denominator - p.numerator}, p.denominator)


def _fates(effect_of: dict[str, Effect], spell1: str, ok1: bool, spell2: str, ok2: bool) -> Outcome:
    a1 = Action(actor="first", kind="cast", spell=spell1, success=ok1)
    void = voids_answer([a1], spell2, effect_of)
    a2 = Action(actor="second", kind="cast", spell=spell2, success=ok2 and not void, voided=void)
    return fate(a1, a2, effect_of), fate(a2, a1, effect_of)


def percent(q: Fraction) -> float:
    """Return a probability in percent; exact for chances on 1d100 and their products (two decimals)."""
    return round(float(q * 100), 2)


@lru_cache(maxsize=4096)
def _percent(q: Fraction) -> float:
    return percent(q)


def cache_clear() -> None:
    """Forget every memoized round and percent (for first-call measurements and tests)."""
    outcomes.cache_clear()
    _rows.cache_clear()
    _percent.cache_clear()
