"""The core's charts: the pools over a log, replayed through the rulesets' views, and the bars of /odds."""

from __future__ import annotations

from assistant.conversation import charts
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from models import Actor, Reply
from tests.fakes import FakeClock, ScriptedDice

GM = Actor(id="gm", name="GM", admin=True)


async def play(
    lines: list[str], rules: str = "feniks", dice: ScriptedDice | None = None
) -> tuple[InMemoryStorage, Reply]:
    storage = InMemoryStorage()
    engine = Engine(
        storage, FakeClock(), GameDefaults(ruleset=rules, seed=3), **({"rng_factory": dice} if dice else {})
    )
    reply = None
    for line in lines:
        reply = await engine.handle(parse(line), GM, "g")
    assert reply is not None
    return storage, reply


FENIKS = [
    "/char Harry age=15 reflex=7 charms=14 transfig=8 dada=12",
    "/char Draco age=16 reflex=5 charms=18 dada=10",
    "/char Ron age=15 reflex=4 charms=10 dada=12",
    "/duel Harry vs Draco",
    "/order Harry Draco",
    "/cast stupefy Draco",
    "/defend none",
]


def values(series: charts.PoolSeries) -> list[tuple[int, int]]:
    return [(p.seq, p.value) for p in series.points]


async def test_a_duels_timeline_follows_its_participants_from_its_start_and_undo_too() -> None:
    dice = ScriptedDice()
    dice.push(10, 10, 10)
    storage, reply = await play([*FENIKS, "/undo", "/chart duel 1"], dice=dice)
    assert charts.asked(reply) == charts.TimelineAsk(duel="1")
    chart = await charts.for_reply(storage, reply)
    assert isinstance(chart, charts.Timeline) and chart.pool == "hp" and (chart.first, chart.last) == (4, 9)
    by_name = {s.name: s for s in chart.series}
    assert sorted(by_name) == ["Draco", "Harry"]  # Ron fights in no duel
    draco = values(by_name["Draco"])
    assert draco[0] == (4, 24) and draco[-1] == (8, 24) and min(v for _, v in draco) < 24  # hit, then undone
    assert values(by_name["Harry"]) == [(4, 22)]


async def test_one_characters_timeline_and_a_ruleset_switch_starts_anew() -> None:
    storage, _ = await play([*FENIKS[:2], "/rules duel_club", "/char Harry sortileges=60"])
    chart = await charts.timeline(storage, "g", charts.TimelineAsk(character="harry"))
    assert chart.ruleset == "duel_club" and chart.pool == "pv" and chart.name == "Harry"
    assert [values(s) for s in chart.series] == [[(4, 5)]]
    whole = await charts.timeline(storage, "g", charts.TimelineAsk())
    assert [s.name for s in whole.series] == ["Harry"]  # Draco was of the feniks roster


async def test_odds_bars_come_from_the_answers_chances_in_order() -> None:
    storage, reply = await play([*FENIKS[:2], "/odds Harry stupefy vs Draco"])
    chart = await charts.for_reply(storage, reply)
    assert isinstance(chart, charts.OddsChart)
    assert [(b.label, b.percent) for b in chart.bars][:2] == [
        ("chart-bar-feniks-odds-attack-hit", 81.0),
        ("chart-bar-feniks-odds-vs-any", 49.4),
    ]
    assert [b.args["defence"] for b in chart.bars[1:]] == ["shield", "dodge", "none"]
    _, pool = await play([*FENIKS[:2], "/pool Harry"])
    assert await charts.for_reply(storage, pool) is None  # a reply with no chance draws nothing


async def test_a_duels_chart_after_one_of_its_duellists_left_the_roster() -> None:
    storage, reply = await play([*FENIKS, "/end", "/char del Draco", "/chart duel 1"])
    assert reply.ok and reply.events[0].args["names"] == "Harry, draco"  # named by the key the roster had
    chart = await charts.for_reply(storage, reply)
    assert isinstance(chart, charts.Timeline) and [s.name for s in chart.series] == ["Harry", "Draco"]
