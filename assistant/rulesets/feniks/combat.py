"""A Feniks move: answer each attack waiting for you (/defend), then attack (/cast)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from assistant.errors import NotFound, ParseError, RuleViolation
from assistant.language.words import SELF, TO, meaning, means
from assistant.reading.spells import default_lexicon
from assistant.rulesets.feniks.access import Ctx, acting, require_move, sheet
from assistant.rulesets.feniks.duels import announce, end_move, knock_out
from assistant.rulesets.feniks.rolls import ABSENT, damage_through, roll_attack, roll_dodge, roll_shield
from assistant.rulesets.feniks.tables import DefenceKind, FeniksTables, tables
from assistant.rulesets.feniks.vocabulary import CATEGORY_WORDS, DEFENCE_WORDS, word
from models import ArgValue, Roll
from models.feniks import Category, FeniksDuel, PendingAttack

#: The spell a shield is, when /defend shield names none.
DEFAULT_SHIELD = "protego"
#: Defence words' meanings as defence kinds.
KINDS: dict[str, DefenceKind] = {"shield": "shield", "dodge": "dodge", "none": "none"}
#: Category words' meanings as categories.
CATEGORIES: dict[str, Category] = {"charms": "charms", "transfig": "transfig", "dada": "dada"}
#: The event each defence kind emits.
DEFENCE_EVENTS: dict[DefenceKind, str] = {k: f"feniks-defence-{k}" for k in KINDS.values()}


@dataclass(slots=True)
class SpellChoice:
    """A spell as the caster named it: a catalogue id, or a name outside the catalogue with its category."""

    spell: str
    category: Category
    shield: bool = False


def cast(ctx: Ctx) -> None:
    """Attack: ``/cast [NAME:] SPELL [at] TARGET [category=..]``."""
    key, fight = acting(ctx)
    t = tables(ctx.state)
    require_move(ctx, fight, key)
    _require_defended(ctx, fight, key)
    choice, target = _spell_and_target(ctx, t, fight, key)
    surprise = key in fight.surprise
    _check_surprise(ctx, fight, target, surprise)
    attack = roll_attack(ctx.dice, t, t.mod(sheet(ctx, key).points(choice.category)), surprise)
    ctx.emit(
        "feniks-attack",
        rolls=attack.rolls,
        name=ctx.name(key),
        target=ctx.name(target),
        spell=choice.spell,
        outcome=attack.outcome,
        value=attack.value,
        face=attack.face,
        mod=attack.mod,
        weak=attack.weak,
        surprise=surprise,
    )
    _land(fight, key, target, choice, attack.value if attack.hit else 0, surprise)
    end_move(ctx, fight, key, attack.kod())


def _require_defended(ctx: Ctx, fight: FeniksDuel, key: str) -> None:
    waiting = fight.waiting(key)
    if waiting:
        raise RuleViolation(
            "feniks-refusal-defend-first", rule="feniks.defence", name=ctx.name(key), count=len(waiting)
        )


def _land(fight: FeniksDuel, key: str, target: str, choice: SpellChoice, value: int, surprise: bool) -> None:
    """Queue a hit for the target's next move; a hit worth nothing needs no defence."""
    if surprise:
        fight.surprise_targets.append(target)
    if value > 0:
        hit = PendingAttack(attacker=key, spell=choice.spell, category=choice.category, value=value)
        fight.pending.setdefault(target, []).append(hit)


def _check_surprise(ctx: Ctx, fight: FeniksDuel, target: str, surprise: bool) -> None:
    if surprise and target in fight.surprise_targets:
        raise RuleViolation("feniks-refusal-surprise-target", rule="feniks.surprise", target=ctx.name(target))


def _spell_and_target(ctx: Ctx, t: FeniksTables, fight: FeniksDuel, key: str) -> tuple[SpellChoice, str]:
    words = ctx.command.args
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="SPELL TARGET", command="cast")
    spell_id, rest = default_lexicon().split(words, t.spell_ids())
    if spell_id is None:
        spell_words, rest = _custom_split(ctx, fight, words)
        choice = custom(ctx, t, " ".join(spell_words))
    else:
        choice = catalogued(ctx, t, spell_id)
    if choice.shield:
        raise RuleViolation("feniks-refusal-shield-spell", rule="feniks.defence", spell=choice.spell)
    return choice, _target(ctx, fight, key, rest)


def catalogued(ctx: Ctx, t: FeniksTables, spell_id: str) -> SpellChoice:
    """Return a catalogue spell; a category= given with it must be the catalogue's own."""
    spell = t.spell(spell_id)
    assert spell is not None  # the lexicon searched only the catalogue
    given = ctx.option("category")
    if given and CATEGORIES[word(CATEGORY_WORDS, given, "category")] != spell.category:
        raise RuleViolation(
            "feniks-refusal-category-fixed", rule="feniks.spells", spell=spell.id, category=spell.category
        )
    return SpellChoice(spell.id, spell.category, spell.shield)


def custom(ctx: Ctx, t: FeniksTables, text: str) -> SpellChoice:
    """Accept a spell outside the catalogue only with its category given."""
    category = ctx.option("category")
    if not category:
        raise NotFound("feniks-refusal-unknown-spell", rule="feniks.spells", spell_text=text)
    return SpellChoice(text, CATEGORIES[word(CATEGORY_WORDS, category, "category")])


def _custom_split(ctx: Ctx, fight: FeniksDuel, words: list[str]) -> tuple[list[str], list[str]]:
    """Split 'unknown spell words [at] target' where the longest tail names a participant."""
    for n in range(1, len(words)):
        tail = words[n:]
        if _is_participant(ctx, fight, tail[1:] if len(tail) > 1 and means(TO, tail[0]) else tail):
            head = words[
                :n
            ]  # the spell's own words keep theirs ('Zamień w kielich'); only an 'at' before the target goes
            return (head[:-1] if len(head) > 1 and means(TO, head[-1]) else head), tail
    return words, []


def _is_participant(ctx: Ctx, fight: FeniksDuel, words: list[str]) -> bool:
    return ctx.find_character(" ".join(words)) in fight.participants


def _target(ctx: Ctx, fight: FeniksDuel, key: str, rest: list[str]) -> str:
    """Return the attack's target: named, or the only opponent still standing."""
    words = rest[1:] if rest and means(TO, rest[0]) else rest
    if not words:
        foes = fight.foes(key)
        if len(foes) != 1:
            raise ParseError("feniks-refusal-which-target", rule="feniks.target", names=_names(ctx, foes))
        return foes[0]
    target = key if means(SELF, " ".join(words)) else ctx.character_key(" ".join(words))
    if not fight.is_foe(key, target):
        raise RuleViolation(
            _why_not(fight, key, target),
            rule="feniks.target",
            target=ctx.name(target),
            caster=ctx.name(key),
            names=_names(ctx, fight.foes(key)),
        )
    return target


def _why_not(fight: FeniksDuel, key: str, target: str) -> str:
    """Return the refusal of a target that is no foe: the caster themself, one of their side, or one out of it."""
    if target == key:
        return "feniks-refusal-target-self"
    if target in fight.participants and fight.side_of(target) == fight.side_of(key):
        return "feniks-refusal-target-ally"
    return "feniks-refusal-target"


def _names(ctx: Ctx, keys: list[str]) -> str:
    return ", ".join(ctx.name(k) for k in keys)


@dataclass(slots=True)
class Defended:
    """What one defence did: the damage let through, whether the move ends, the Kod entry and the dice."""

    kind: DefenceKind
    damage: int
    ends_move: bool
    kod: str
    rolls: list[Roll] = field(default_factory=list)
    args: dict[str, ArgValue] = field(default_factory=dict)


Defence = Callable[[Ctx, FeniksTables, str, PendingAttack, SpellChoice], Defended]


def _shield(ctx: Ctx, t: FeniksTables, key: str, hit: PendingAttack, spell: SpellChoice) -> Defended:
    shield = roll_shield(ctx.dice, t, t.mod(sheet(ctx, key).dada))
    args: dict[str, ArgValue] = {
        "shield_spell": spell.spell,
        "failed": shield.failed,
        "value": shield.value,
        "face": shield.face,
    }
    damage = damage_through(hit.value, shield)
    return Defended("shield", damage, shield.failed, shield.kod(), shield.rolls, args)


def _dodge(ctx: Ctx, t: FeniksTables, key: str, hit: PendingAttack, spell: SpellChoice) -> Defended:
    dodge = roll_dodge(ctx.dice, t, sheet(ctx, key).reflex)
    args: dict[str, ArgValue] = {"failed": not dodge.success, "face": dodge.face, "needs": dodge.needs}
    return Defended("dodge", 0 if dodge.success else hit.value, False, dodge.kod(), dodge.rolls, args)


def _none(ctx: Ctx, t: FeniksTables, key: str, hit: PendingAttack, spell: SpellChoice) -> Defended:
    return Defended("none", hit.value, False, ABSENT)


DEFENCES: dict[DefenceKind, Defence] = {"shield": _shield, "dodge": _dodge, "none": _none}


def defend(ctx: Ctx) -> None:
    """Answer the oldest attack waiting: ``/defend shield [SPELL]|dodge|none``."""
    key, fight = acting(ctx)
    t = tables(ctx.state)
    require_move(ctx, fight, key)
    kind, spell = _defence_choice(ctx, t)
    if not fight.waiting(key):
        raise RuleViolation("feniks-refusal-nothing-to-defend", rule="feniks.defence", name=ctx.name(key))
    hit = fight.pending[key].pop(0)
    done = DEFENCES[kind](ctx, t, key, hit, spell)
    _suffer(ctx, fight, key, hit, done)
    _after_defence(ctx, fight, key, done)


def _defence_choice(ctx: Ctx, t: FeniksTables) -> tuple[DefenceKind, SpellChoice]:
    """Read 'shield [SPELL]', 'dodge', 'none' (in any locale), or a shield spell's name alone."""
    words = ctx.command.args
    if not words:
        raise ParseError("refusal-missing-arg", rule="syntax", what="defence", command="defend")
    said = meaning(DEFENCE_WORDS, words[0])
    kind = KINDS.get(said or "", "shield")
    spell_words = words[1:] if said in KINDS else words
    if kind != "shield":
        return kind, SpellChoice("", "dada")
    if said is None:
        _refuse_no_defence(ctx, t, spell_words)
    return kind, _shield_spell(ctx, t, spell_words)


def _refuse_no_defence(ctx: Ctx, t: FeniksTables, words: list[str]) -> None:
    """Refuse words that name neither a defence nor a spell, unless a category makes them one ('kopniak')."""
    if ctx.option("category") or default_lexicon().lookup(" ".join(words), t.spell_ids()) is not None:
        return
    word(DEFENCE_WORDS, " ".join(words), "defence")


def _shield_spell(ctx: Ctx, t: FeniksTables, words: list[str]) -> SpellChoice:
    """Return the defensive spell named (protego when none): a catalogue shield, or any OPCM spell by category."""
    if not words:
        return catalogued(ctx, t, DEFAULT_SHIELD)
    spell_id = default_lexicon().lookup(" ".join(words), t.spell_ids())
    if spell_id is None and not ctx.option("category"):  # only an OPCM spell shields: the hint offers no other
        raise NotFound("feniks-refusal-unknown-shield", rule="feniks.defence", spell_text=" ".join(words))
    choice = catalogued(ctx, t, spell_id) if spell_id else custom(ctx, t, " ".join(words))
    if not choice.shield and not (spell_id is None and choice.category == "dada"):
        raise RuleViolation("feniks-refusal-not-shield", rule="feniks.defence", spell=choice.spell)
    return choice


def _suffer(ctx: Ctx, fight: FeniksDuel, key: str, hit: PendingAttack, done: Defended) -> None:
    c = sheet(ctx, key)
    if done.damage:
        c.hp = max(0, c.hp - done.damage)
    if not fight.pending.get(key):
        fight.pending.pop(key, None)
    fight.defences.append(done.kod)
    ctx.emit(
        DEFENCE_EVENTS[done.kind],
        done.rolls,
        name=c.name,
        attacker=ctx.name(hit.attacker),
        spell=hit.spell,
        attack=hit.value,
        damage=done.damage,
        hp=c.hp,
        max=c.max_hp,
        **done.args,
    )


def _after_defence(ctx: Ctx, fight: FeniksDuel, key: str, done: Defended) -> None:
    """Knock out at 0; a disrupted shield ends the move (what still waits lands undefended); else go on."""
    if done.ends_move:
        ctx.emit("feniks-move-ends", name=ctx.name(key))
        _undefended(ctx, fight, key)
    if sheet(ctx, key).hp == 0:
        knock_out(ctx, fight, key)
        end_move(ctx, fight, key)
    elif done.ends_move:
        end_move(ctx, fight, key)
    else:
        announce(ctx, fight)


def _undefended(ctx: Ctx, fight: FeniksDuel, key: str) -> None:
    none = SpellChoice("", "dada")
    while fight.waiting(key) and sheet(ctx, key).hp > 0:
        hit = fight.pending[key].pop(0)
        _suffer(ctx, fight, key, hit, _none(ctx, tables(ctx.state), key, hit, none))
