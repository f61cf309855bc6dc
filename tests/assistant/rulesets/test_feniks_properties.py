"""Random Feniks command sequences never crash, and never break an invariant of the game."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from models import Actor, Reply
from models.feniks import FeniksState
from tests.assistant.rulesets.feniks_support import ALICE, BOB, DRACO, GM, GOYLE, HARRY, RON
from tests.fakes import FakeClock

LINES = [
    "/duel Harry vs Draco",
    "/duel Harry vs Draco type=club",
    "/duel Harry Ron vs Draco Goyle surprise=Harry,Ron",
    "/duel Harry Ron vs Draco surprise=Draco",
    "/duel Ron vs Goyle type=club restore=no",
    "/init",
    "/init duel=1",
    "/order Harry Draco",
    "/order Ron Goyle",
    "/cast stupefy",
    "/cast stupefy Draco",
    "/cast Harry: stupefy Draco",
    "/cast Draco: expelliarmus Harry",
    "/cast Ron: avifors Goyle",
    "/cast Goyle: sectumsempra Ron",
    "/cast Confringo Harry category=charms",
    "/cast protego Draco",
    "/defend shield",
    "/defend dodge",
    "/defend none",
    "/defend Protego Maxima",
    "/defend Draco: shield",
    "/status",
    "/pool",
    "/end",
    "/end duel=1",
    "/undo",
    "/char Draco hp=3",
    "/char Harry hp=1",
    "/char Draco severity=moment",
    "/char Ron age=11",
    "/odds Harry stupefy vs Draco",
]
#: The moves of a running duel, weighted up so that duels get played, not only refused.
MOVES = ["/cast stupefy", "/cast stupefy Draco", "/defend shield", "/defend dodge", "/defend none"] * 3
ACTORS = [GM, GM, GM, ALICE, BOB]
STEPS = st.lists(st.tuples(st.sampled_from(LINES + MOVES), st.sampled_from(ACTORS)), min_size=1, max_size=60)


def movers(state: FeniksState) -> dict[str, str]:
    """Return the name of whoever's move it is, by running duel."""
    return {d.id: state.characters[k].name for d in state.duels.values() if (k := d.current()) is not None}


def check(state: FeniksState) -> None:
    """Assert every invariant of a Feniks game."""
    for c in state.characters.values():
        assert 0 <= c.hp <= c.max_hp, c
    running = [d for d in state.duels.values() if not d.ended]
    fighters = [k for d in running for k in d.participants]
    assert len(fighters) == len(set(fighters)), "a character in two running duels"
    for d in state.duels.values():
        assert set(d.out) <= set(d.participants)
        assert not d.ended or not d.pending
        if d.order and not d.ended:
            assert sorted(d.order) == sorted(d.participants)
            assert 0 <= d.turn < len(d.order) and d.order[d.turn] not in d.out
        for defender, attacks in d.pending.items():
            assert defender in d.standing() and attacks
            assert all(a.value >= 1 and a.attacker in d.participants for a in attacks)
        if not d.ended:
            assert len({d.side_of(k) for k in d.standing()}) >= 2


def acted(reply: Reply) -> str | None:
    """Return the name of the character who cast or defended in a reply, if any."""
    for event in reply.events:
        if event.key == "feniks-attack" or event.key.startswith("feniks-defence-"):
            return str(event.args["name"])
    return None


async def play(steps: list[tuple[str, Actor]], seed: int) -> None:
    store = InMemoryStorage()
    engine = Engine(store, FakeClock(), GameDefaults(ruleset="feniks", seed=seed))
    for line in (HARRY, DRACO, RON, GOYLE, "/iam Harry to=alice", "/iam Draco to=bob"):
        assert (await engine.handle(parse(line), GM, "p")).ok
    for line, actor in steps:
        before = await engine.state("p")
        assert isinstance(before, FeniksState)
        raw = await store.read_state("p")
        reply = await engine.handle(parse(line), actor, "p")
        after = await engine.state("p")
        assert isinstance(after, FeniksState)
        if not reply.ok:
            assert await store.read_state("p") == raw, line
            continue
        check(after)
        name = acted(reply)
        if name is not None and line.split()[0] in ("/cast", "/defend"):
            assert name in movers(before).values(), (line, name, movers(before))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=STEPS, seed=st.integers(0, 2**16))
def test_random_commands_never_crash_or_break_invariants(steps: list[tuple[str, Actor]], seed: int) -> None:
    asyncio.run(play(steps, seed))
