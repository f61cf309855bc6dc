"""Teaching: a service rendered first, a teacher of an older age group, 3 ergs, the GM told at once."""

from __future__ import annotations

from assistant.errors import ParseError, RuleViolation
from assistant.rulesets.base import Context
from assistant.rulesets.ergs.pools import pay, require_ergs, require_magic, settle, wizard
from assistant.rulesets.ergs.tables import group_of, knows, rank, split_spell, tables
from models.ergs import ErgsState

Ctx = Context[ErgsState]


def service(ctx: Ctx) -> None:
    """Record a service the learner rendered to a teacher: /service LEARNER TEACHER (the teacher's side or GM)."""
    learner, teacher = _two(ctx, "LEARNER TEACHER")
    ctx.require_control(teacher)
    if teacher not in wizard(ctx, learner).served:
        wizard(ctx, learner).served.append(teacher)
    groups = group_of(ctx.state, wizard(ctx, teacher)), group_of(ctx.state, wizard(ctx, learner))
    older = "yes" if rank(ctx.state, groups[0]) > rank(ctx.state, groups[1]) else "no"  # else: no "may teach now"
    ctx.emit("ergs-service", learner=ctx.name(learner), teacher=ctx.name(teacher), older=older)


def _two(ctx: Ctx, what: str) -> tuple[str, str]:
    first, second = ctx.character_key(ctx.arg(0, what)), ctx.character_key(ctx.arg(1, what))
    if first == second:
        said = "ergs-refusal-service-self" if ctx.command.name == "service" else "ergs-refusal-teach-self"
        raise RuleViolation(said, rule="ergs.teaching", name=ctx.name(first))
    return first, second


def teach(ctx: Ctx) -> None:
    """Teach a spell: /teach TEACHER LEARNER SPELL; the teacher pays 3 ergs and the GM is told."""
    teacher, learner = _two(ctx, "TEACHER LEARNER SPELL")
    if len(ctx.command.args) < 3:
        raise ParseError("refusal-missing-arg", rule="syntax", what="SPELL", command="teach")
    ctx.require_control(teacher)
    spell, _ = split_spell(ctx.state, ctx.command.args[2:])
    _check(ctx, teacher, learner, spell)
    cost = tables(ctx.state).teaching_cost
    pay(ctx, teacher, cost)
    wizard(ctx, learner).served.remove(teacher)
    wizard(ctx, learner).known.append(spell)
    master, pupil = ctx.name(teacher), ctx.name(learner)
    ctx.emit("ergs-taught", teacher=master, learner=pupil, spell=spell, n=cost, ergs=wizard(ctx, teacher).ergs)
    ctx.emit("ergs-gm-taught", teacher=master, learner=pupil, spell=spell)
    settle(ctx, teacher)


def _check(ctx: Ctx, teacher: str, learner: str, spell: str) -> None:
    """Refuse a teaching the rules do not allow."""
    master, pupil = wizard(ctx, teacher), wizard(ctx, learner)
    groups = group_of(ctx.state, master), group_of(ctx.state, pupil)
    if rank(ctx.state, groups[0]) <= rank(ctx.state, groups[1]):
        raise RuleViolation(
            "ergs-refusal-teach-group", rule="ergs.teaching", teacher=master.name, learner=pupil.name,
            teacher_group=groups[0], learner_group=groups[1],
        )  # fmt: skip
    if not knows(ctx.state, master, spell):
        raise RuleViolation("ergs-refusal-unknown-to", rule="ergs.teaching", name=master.name, spell=spell)
    if knows(ctx.state, pupil, spell):
        raise RuleViolation("ergs-refusal-knows", rule="ergs.teaching", name=pupil.name, spell=spell)
    if teacher not in pupil.served:
        raise RuleViolation("ergs-refusal-no-service", rule="ergs.teaching", teacher=master.name, learner=pupil.name)
    require_magic(ctx, teacher)
    require_ergs(ctx, teacher, tables(ctx.state).teaching_cost)
