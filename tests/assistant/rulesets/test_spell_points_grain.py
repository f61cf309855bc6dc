"""A spell-point command on a big roster: the casters it changes are announced, and it is handed no other."""

from __future__ import annotations

from datetime import UTC, datetime

from assistant.reading.slash import parse
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import Context
from assistant.rulesets.dice import Dice
from assistant.rulesets.spell_points import watched
from assistant.rulesets.spell_points.pool import condition
from assistant.rulesets.spell_points.tables import tables
from assistant.state import grain
from tests.assistant.rulesets.spell_points_kit import GM, event, open_table
from tests.fakes import ScriptedDice

PUPILS = [f"Pupil{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(40)]


async def test_a_cast_is_handed_only_its_caster_and_still_says_the_condition() -> None:
    table = await open_table()
    for line in ("/char Leorik level=1 ability=12 base=2", *(f"/char {p} level=1 ability=12" for p in PUPILS)):
        await table.ok(line)
    await table.ok("/cast Leorik: bless")
    reply = await table.ok("/cast Leorik: magic missile", 3)  # the worked example: a third of the pool left
    assert event(reply, "sp-condition").args == {"name": "Leorik", "condition": "fatigued"}
    kept = table.app.engine._live[table.game].state.characters  # the roster as the command left it
    assert isinstance(kept, grain.Touched) and kept.marked == {"leorik"}  # so only Leorik was dumped


async def test_tables_changed_by_a_command_say_every_casters_new_condition() -> None:
    table = await open_table()
    for line in ("/char Leorik level=1 ability=12", "/char Mialee level=1 ability=12"):
        await table.ok(line)
    assert await table.pool("leorik") == (4, 4, "fresh")
    state = await table.app.engine.state(table.game)
    assert state is not None
    grain.track(state)

    def bigger_pools(ctx: Context) -> None:  # a GM's override: every pool's maximum grows, no caster handed out
        ctx.state.overrides = {"points_by_level": [30] * 20}

    rules = get_ruleset("spell_points")
    ctx = Context(state, parse("/pool"), GM, Dice(ScriptedDice()(state)), datetime.now(UTC), rules)
    watched(bigger_pools)(ctx)
    said = [(e.args["name"], e.args["condition"]) for e in ctx.events if e.key == "sp-condition"]
    now = condition(tables(ctx.state.overrides), state.characters["leorik"])
    assert now != "fresh" and said == [("Leorik", now), ("Mialee", now)]
