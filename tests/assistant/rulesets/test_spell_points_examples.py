"""The Czech document's worked examples, played through the real engine."""

from __future__ import annotations

from tests.assistant.rulesets.spell_points_kit import event, keys, open_table


async def test_leorik_fatigue_with_the_documents_numbers() -> None:
    # "Leorik, a 1st-level caster, has 3 points (2 for his level, +1 for high Intelligence)": base=2 override.
    table = await open_table()
    await table.ok("/char Leorik level=1 ability=12 base=2")
    assert await table.pool("leorik") == (3, 3, "fresh")
    reply = await table.ok("/cast Leorik: bless")
    assert await table.pool("leorik") == (2, 3, "fresh")  # still more than half
    assert "sp-condition" not in keys(reply)
    reply = await table.ok("/cast Leorik: magic missile", 3)
    assert await table.pool("leorik") == (1, 3, "fatigued")  # a third left
    assert event(reply, "sp-condition").args == {"name": "Leorik", "condition": "fatigued"}
    reply = await table.ok("/cast Leorik: magic missile", 2)
    assert await table.pool("leorik") == (0, 3, "exhausted")
    assert event(reply, "sp-condition").args["condition"] == "exhausted"
    await table.refused("/cast Leorik: magic missile", "sp-refusal-not-enough")


async def test_leorik_with_the_table_gets_four_points() -> None:
    # Decision: the table stands over the worked example (3 from the table + 1 bonus).
    table = await open_table()
    await table.ok("/char Leorik level=1 ability=12")
    assert await table.pool("leorik") == (4, 4, "fresh")
    await table.ok("/cast Leorik: bless")
    await table.ok("/cast Leorik: magic missile", 1)
    assert await table.pool("leorik") == (2, 4, "fatigued")
    await table.ok("/cast Leorik: bless")
    assert await table.pool("leorik") == (1, 4, "exhausted")


async def test_rest_milestones_after_exhaustion() -> None:
    table = await open_table()
    await table.ok("/char Leorik level=1 ability=12 base=2")
    await table.ok("/spend Leorik 3")
    assert await table.pool("leorik") == (0, 3, "exhausted")
    reply = await table.ok("/rest Leorik 1h")
    assert await table.pool("leorik") == (1, 3, "fatigued")  # a third, and only fatigued
    assert event(reply, "sp-rest").args["gained"] == 1
    await table.ok("/rest Leorik 1h")
    assert await table.pool("leorik") == (2, 3, "fatigued")  # another third, still mid-rest
    reply = await table.ok("/rest Leorik 6h")
    assert await table.pool("leorik") == (3, 3, "fresh")
    assert "sp-rest-full" in keys(reply)
    assert (await table.caster("leorik")).rest_hours is None


async def test_heal_gives_what_two_hours_of_rest_give() -> None:
    table = await open_table()
    await table.ok("/char Mialee level=7 ability=16")
    await table.ok("/char Jozan level=11 ability=16 class=cleric")
    await table.ok("/fatigue Mialee exhausted")
    assert await table.pool("mialee") == (11, 46, "exhausted")
    reply = await table.ok("/cast Jozan: heal at Mialee")
    assert await table.pool("mialee") == (30, 46, "fresh")
    assert event(reply, "sp-restored").args["gained"] == 19
    assert event(reply, "sp-damage").args["total"] == 110  # heal: 10 per caster level
    assert (await table.caster("jozan")).points == 97 + 9 - 11  # level 11: 97, ability 16 at 6th level: 9


async def test_mialee_metamagic_through_the_engine() -> None:
    table = await open_table()
    await table.ok("/char Mialee level=7 ability=16 feats=empower,still,extend")
    await table.ok("/cast Mialee: level=2 meta=empower")
    await table.ok("/cast Mialee: level=3 meta=still")
    await table.ok("/cast Mialee: level=1 meta=empower,extend")
    assert (await table.caster("mialee")).points == 46 - 3 * 7
    await table.refused("/cast Mialee: level=3 meta=empower", "sp-refusal-meta-too-high")
    await table.refused("/cast Mialee: level=4 meta=still", "sp-refusal-meta-too-high")


async def test_empowered_magic_missile_one_then_four_missiles() -> None:
    table = await open_table()
    await table.ok("/char Mialee level=7 ability=16 feats=empower")
    reply = await table.ok("/cast Mialee: magic missile meta=empower", 3)
    cast = event(reply, "sp-cast")
    assert (cast.args["cost"], cast.args["effective"], cast.args["points"]) == (5, 3, 41)
    damage = event(reply, "sp-damage")
    assert (damage.args["expr"], damage.args["units"], damage.args["total"]) == ("(1d4+1)", 1, (3 + 1) * 3 // 2)
    reply = await table.ok("/cast Mialee: magic missile meta=empower extra=6 at orc", 1, 2, 3, 4)
    assert event(reply, "sp-cast").args["cost"] == 11
    damage = event(reply, "sp-damage")
    assert (damage.args["cl"], damage.args["units"], damage.args["expr"]) == (7, 4, "4×(1d4+1)")
    assert damage.args["total"] == (1 + 2 + 3 + 4 + 4) * 3 // 2
    assert [r.dice for r in damage.rolls] == [[1], [2], [3], [4]]
    assert damage.args["target"] == "orc"


async def test_lightning_bolt_heightening_through_the_engine() -> None:
    table = await open_table()
    await table.ok("/char Leorik level=7 ability=16")
    reply = await table.ok("/cast Leorik: lightning bolt", 1, 1, 1, 1, 1)
    assert event(reply, "sp-damage").args["expr"] == "5d6" and event(reply, "sp-cast").args["cost"] == 5
    reply = await table.ok("/cast Leorik: lightning bolt extra=1", *[2] * 6)
    assert event(reply, "sp-damage").args["expr"] == "6d6" and event(reply, "sp-cast").args["cost"] == 6
    reply = await table.ok("/cast Leorik: lightning bolt extra=2", *[3] * 7)
    assert event(reply, "sp-damage").args["total"] == 21
    refusal = (await table.refused("/cast Leorik: lightning bolt extra=3", "sp-refusal-extra-max")).refusal
    assert refusal is not None and refusal.args["most"] == 2


async def test_pearl_of_power_of_the_third_level_gives_five() -> None:
    table = await open_table()
    await table.ok("/char Mialee level=7 ability=16 pearls=3")
    await table.ok("/spend Mialee 20")
    reply = await table.ok("/pearl Mialee 3")
    assert event(reply, "sp-pearl").args["gained"] == 5
    assert (await table.caster("mialee")).points == 31
