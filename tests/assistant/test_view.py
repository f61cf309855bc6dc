"""The view of each ruleset: a real engine plays real commands, then the view says what a door shows."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from assistant.engine import Engine, GameDefaults, RngFactory, seeded_rng
from assistant.memory import InMemoryStorage
from assistant.reader.slash import parse
from assistant.rulesets import view_of
from assistant.rulesets.duel_club.tables import base_table
from assistant.rulesets.ergs.tables import base_tables as ergs_tables
from assistant.rulesets.feniks.awaited import DEFENCES
from assistant.view import Badge, BoutClock, Defence, Detail, GameView, Pool, Step, Turn
from models import Actor, GameState
from tests.assistant.rulesets.ergs_kit import PERIODIC
from tests.assistant.toyrules import RULESET as TOY
from tests.assistant.toyrules import Toy
from tests.fakes import FakeClock, ScriptedDice

NOON = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
GM = Actor(id="gm", name="GM", admin=True)


class Table:
    """One game on a real engine over in-memory storage."""

    def __init__(self, rules: str, seed: int = 7, rng: RngFactory = seeded_rng) -> None:
        self.clock = FakeClock(NOON)
        self.engine = Engine(InMemoryStorage(), self.clock, GameDefaults(ruleset=rules, seed=seed), rng)

    async def play(self, *lines: str) -> None:
        for line in lines:
            reply = await self.engine.handle(parse(line), GM, "g")
            assert reply.ok, (line, reply.refusal)

    async def state(self) -> GameState[Any, Any]:
        state = await self.engine.state("g")
        assert state is not None
        return state

    async def view(self, now: datetime | None = None) -> GameView:
        return view_of(await self.state(), now or self.clock.now())


async def test_feniks_hit_points_the_turn_order_and_the_defence_awaited() -> None:
    dice = ScriptedDice()
    table = Table("feniks", rng=dice)
    await table.play(
        "/char Harry age=15 reflex=6 charms=14 transfig=5 dada=10",
        "/char Draco age=16 reflex=5 charms=18 dada=10",
        "/duel Harry vs Draco",
        "/order Harry Draco",
    )
    view = await table.view()
    harry = view.character("harry")
    assert harry is not None and harry.pools == (Pool("hp", 22, 22),) and harry.duel == "1"
    assert harry.details[0] == Detail("age", 15) and [d.id for d in harry.details][1:] == [
        "reflex",
        "charms",
        "transfig",
        "dada",
    ]
    [duel] = view.duels
    assert (duel.kind, duel.order, duel.active, duel.awaited) == ("spontaneous", ("harry", "draco"), "harry", ())
    [cast] = view.turns
    assert (cast.character, cast.command, [s.slot for s in cast.steps]) == ("harry", "cast", ["spell", "target"])
    dice.push(10, 10, 10)  # disruption, accuracy (critical), power: a hit
    await table.play("/cast Harry: stupefy Draco")
    view, state = await table.view(), await table.state()
    [pending] = state.duels["1"].pending["draco"]
    [duel] = view.duels
    assert duel.active == "draco" and duel.awaited == (Defence("draco", "harry", "stupefy", pending.value),)
    assert view.turns == (Turn("1", "draco", "defend", (Step("defence", DEFENCES),)),)
    assert view.awaited_of("1", "draco") == duel.awaited and view.awaited_of("1", "harry") == ()
    assert {"stupefy", "protego"} <= set(view.spellbook) and {"cast", "defend", "init"} <= set(view.commands)
    assert view.next is None


async def test_feniks_knock_out_ends_the_duel_with_a_winner_side() -> None:
    dice = ScriptedDice()
    table = Table("feniks", rng=dice)
    await table.play(
        "/char Harry age=15 reflex=6 charms=14 transfig=5 dada=10", "/char Draco age=11 reflex=5 charms=14 dada=10"
    )
    await table.play("/char Draco hp=1", "/duel Harry vs Draco", "/order Harry Draco")
    dice.push(10, 10, 10)
    await table.play("/cast Harry: stupefy Draco", "/defend Draco: none")
    view = await table.view()
    [duel] = view.duels
    draco = view.character("draco")
    assert duel.ended and duel.winners() == ("harry",) and duel.active is None and view.turns == ()
    assert draco is not None and draco.pools[0].current == 0 and Badge("ko", "bad") in draco.badges


async def test_duel_club_the_round_who_acts_and_the_six_spells() -> None:
    table = Table("duel_club", seed=5)
    await table.play("/char Harry sortileges=60", "/char Draco sortileges=55", "/duel Harry vs Draco", "/init")
    view = await table.view()
    [duel] = view.duels
    assert (duel.round, duel.order, duel.active) == (1, ("harry", "draco"), "harry")
    harry = view.character("harry")
    assert harry is not None and harry.pools == (Pool("pv", 5, base_table().pv),)
    assert harry.details == (Detail("sortileges", 60),) and harry.badges == ()
    assert view.spellbook == tuple(base_table().spells) and view.turns[0].steps[0].values == view.spellbook
    await table.play("/cast Harry: Stupéfix", "/cast Draco: Protego")  # Draco's Protego blocks (seed 5)
    [duel] = (await table.view()).duels
    assert (duel.round, duel.order, duel.active) == (2, ("draco", "harry"), "draco")


async def test_ergs_pools_demagicked_the_wand_attuning_until_and_the_group() -> None:
    table = Table("ergs")
    await table.play("/char Anna age=17", "/char Boris age=22", "/wand Boris new", "/spend 3 as=Anna reason=potion")
    table.clock.advance(hours=2)
    view = await table.view()
    anna, boris = view.character("anna"), view.character("boris")
    assert anna is not None and boris is not None
    assert anna.pools == (Pool("ergs", 0, 3), Pool("life", 1, 1)) and anna.badges == (Badge("demagicked", "bad"),)
    assert boris.badges == (Badge("attuning", "warn", NOON + timedelta(hours=12)),)
    assert anna.details == (Detail("age", 17), Detail("group", "student"), Detail("wand", "attuned"))
    assert boris.details[-1] == Detail("wand", "attuning")
    assert view.spellbook == tuple(ergs_tables().spells) and "bout" in view.commands and view.next is None


async def test_ergs_the_bout_timer_and_the_next_boundary_with_its_tick() -> None:
    table = Table("ergs")
    await table.play(*PERIODIC, "/bout start at=12:00:00")
    view = await table.view()
    [duel] = view.duels
    assert duel.timer == BoutClock(NOON, 30, 60, True, NOON + timedelta(seconds=30))
    assert view.next is not None and (view.next.at, view.next.duel) == (NOON + timedelta(seconds=30), "1")
    tick = view.next.command
    assert (tick.name, tick.args, tick.options, tick.text) == ("bout", ["tick"], {"duel": "1"}, "/bout tick duel=1")
    assert tick.at == NOON + timedelta(seconds=30)
    later = NOON + timedelta(seconds=100)
    late = (await table.view(later)).next  # the service was down over the boundary: ticked now, in one tick
    assert late is not None and late.at == NOON + timedelta(seconds=30) and late.command.at == later
    await table.play("/bout tick at=12:00:30")
    view = await table.view()
    [duel] = view.duels
    assert view.next is not None and duel.timer is not None
    assert view.next.at == duel.timer.next == NOON + timedelta(seconds=90)
    await table.play("/bout stop")
    view = await table.view()
    assert view.next is None and view.duels[0].timer == BoutClock(NOON, 30, 60, False, None)


async def test_spell_points_the_pool_fatigued_and_resting() -> None:
    table = Table("spell_points")
    await table.play("/char Mia level=5 ability=16", "/fatigue Mia fatigued", "/rest Mia begin")
    view = await table.view()
    [mia] = view.characters
    assert mia.pools == (Pool("points", 14, 28),) and mia.duel is None
    assert mia.badges == (Badge("fatigued", "warn"), Badge("resting", "info"))
    assert mia.details == (Detail("level", 5), Detail("ability", 16))
    assert "magic-missile" in view.spellbook and view.duels == () and view.turns == () and view.next is None


async def test_the_generic_view_of_a_ruleset_that_describes_nothing_itself() -> None:
    state = TOY.new_state("g", "en", 1, NOON)
    state.characters = {"anna": Toy(name="Anna")}
    view = TOY.view(state, NOON)
    [anna] = view.characters
    assert (anna.key, anna.name, anna.player, anna.pools, anna.badges) == ("anna", "Anna", None, (), ())
    assert anna.details == (Detail("points", 10),)
    assert view.spellbook == () and view.next is None and view.commands == tuple(TOY.commands())
    assert TOY.view(state, NOON, keys=()).characters == ()


async def test_the_view_offers_the_one_button_commands_the_game_calls_for_now() -> None:
    table = Table("feniks")
    await table.play("/char Harry age=15 reflex=7 charms=14", "/char Draco age=16 reflex=5 charms=18")
    assert [o.command for o in (await table.view()).offers] == ["undo"]
    await table.play("/duel Harry vs Draco")
    assert [(o.command, o.line) for o in (await table.view()).offers] == [("init", "/init"), ("undo", "/undo")]
    await table.play("/init")
    assert [o.command for o in (await table.view()).offers] == ["undo"]
    points = Table("spell_points")
    await points.play("/char Mialee level=5 ability=16")
    assert [o.line for o in (await points.view()).offers] == ["/rest all 8h", "/undo"]
