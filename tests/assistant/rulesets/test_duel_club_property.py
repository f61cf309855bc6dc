"""Duel club under random command sequences: no crash, PV never below 0, one actor per turn, ended duels frozen."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.bootstrap import bootstrap
from assistant.config import Settings
from assistant.reading.slash import parse
from assistant.state.engine import GameDefaults
from assistant.state.memory_storage import InMemoryStorage
from models import Actor, Reply
from models.duel_club import DuelClubState
from tests.assistant.rulesets.duel_club_kit import DRACO_PLAYER, GM, HARRY_PLAYER
from tests.fakes import FakeClock

#: The GM acts for whoever's turn it is, so they come up most often; players try their own and others' turns.
ACTORS = [GM, GM, GM, HARRY_PLAYER, DRACO_PLAYER]
COMMANDS = [
    "/cast stupefy",
    "/cast stupefy-reinforced",
    "/cast expelliarmus",
    "/cast petrificus totalus",
    "/cast levicorpus",
    "/cast protego",
    "/cast Harry: expelliarmus",
    "/cast Draco: stupefy",
    "/cast avada kedavra",
    "/cast stupefyy",
    "/recover",
    "/grab",
    "/init",
    "/status",
    "/pool",
    "/end",
    "/undo",
    "/duel Harry vs Draco",
    "/odds Harry",
]
SETUP = [
    "/char Harry sortileges=70",
    "/char Draco sortileges=65",
    f"/iam Harry to={HARRY_PLAYER.id}",
    f"/iam Draco to={DRACO_PLAYER.id}",
    "/duel Harry vs Draco",
    "/init",
]
#: Spells and wand moves come up most often, so that duels run to their end.
WEIGHTED = COMMANDS[:6] * 4 + COMMANDS[6:12] * 2 + COMMANDS[12:]

steps = st.lists(st.tuples(st.sampled_from(ACTORS), st.sampled_from(WEIGHTED)), min_size=10, max_size=60)


async def _play(seed: int, moves: list[tuple[Actor, str]]) -> None:
    settings_ = Settings(database_url="memory://", default_ruleset="duel_club")
    app = await bootstrap(
        settings_, storage=InMemoryStorage(), clock=FakeClock(), defaults=GameDefaults("duel_club", "en", seed)
    )
    for text in SETUP:
        assert (await app.engine.handle(parse(text), GM, "g")).ok
    for actor, text in moves:
        before = await app.engine.state("g")
        reply = await app.engine.handle(parse(text), actor, "g")
        after = await app.engine.state("g")
        assert isinstance(before, DuelClubState) and isinstance(after, DuelClubState)
        _check(before, after, text, reply)


def _check(before: DuelClubState, after: DuelClubState, text: str, reply: Reply) -> None:
    assert reply.ok or after.model_dump() == before.model_dump()
    for character in after.characters.values():
        assert 0 <= character.pv <= 5
    for duel in after.duels.values():
        actors = [a.actor for a in duel.actions]
        assert len(actors) == len(set(actors)), "two actions by one duellist in a round"
        if duel.ended:
            assert duel.turn is None
            continue
        assert len(duel.actions) <= 1, "a round with both actions left unresolved"
        assert duel.turn is None or (duel.turn in duel.participants and duel.turn not in actors)
    if text != "/undo":
        for duel_id, duel in before.duels.items():
            if duel.ended:
                assert after.duels[duel_id] == duel, "an ended duel changed"


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), moves=steps)
def test_random_commands_keep_the_invariants(seed: int, moves: list[tuple[Actor, str]]) -> None:
    asyncio.run(_play(seed, moves))
