"""Ergs under random command sequences: no crash, pools within bounds, the life erg never spent by a spell."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models import Actor, Reply
from models.ergs import ErgsState
from tests.assistant.rulesets.ergs_kit import DRACO_PLAYER, GM, HARRY_PLAYER, wizards

ACTORS = [GM, GM, GM, HARRY_PLAYER, DRACO_PLAYER]
CASTS = [
    "/cast Harry: expelliarmus Draco",
    "/cast Harry: stupefy at Draco",
    "/cast Harry: protego",
    "/cast Harry: patronus",
    "/cast Draco: crucio Harry",
    "/cast Draco: avada kedavra Harry",
    "/cast Draco: furrore Harry distance=7",
    "/cast Draco: imperius Harry",
    "/cast Draco: Уклонение",
    "/cast Albus: exorcio Draco",
    "/cast Albus: mental magic Harry",
    "/cast Harry: expelliarmus Harry",
    "/dodge Harry",
    "/dodge Draco",
    "/dodge",
]
OTHERS = [
    "/spend Harry 1 reason=artifact",
    "/spend Draco 2 reason=ritual",
    "/spend 1 reason=x",
    "/gain Harry 1 reason=potion",
    "/gain Draco 5 reason=potion",
    "/drain Harry cause=dementor",
    "/drain Draco vampire",
    "/restore Harry",
    "/restore Draco",
    "/cycle",
    "/service Harry Albus",
    "/teach Albus Harry patronus",
    "/teach Albus Draco exorcio",
    "/wand Harry give Draco",
    "/wand Draco give Harry",
    "/wand Harry damage",
    "/wand Harry repair",
    "/wand Albus new",
    "/wand Draco hold w1",
    "/char Harry max=2",
    "/char Harry max=1",
    "/char Harry max=5",
    "/duel Harry Draco",
    "/protocol offended=Harry degree=3 weapon=wand form=periodic mode=stationary field=40x12 circle=4 bout=30 break=1x",
    "/protocol second Harry Sirius",
    "/protocol second Draco Lucius",
    "/protocol dress Harry",
    "/protocol dress Draco",
    "/protocol sign Sirius",
    "/protocol sign Lucius",
    "/protocol",
    "/bout start",
    "/bout tick",
    "/bout stop",
    "/end out=Draco",
    "/end winner=Harry",
    "/pool",
    "/odds Draco avada kedavra n=2",
    "/config refill=no",
    "/config cost crucio 3",
    "/protocol duel=1",
    "/char Draco remove",
    "/char Draco age=17 spells=crucio",
    "/undo",
]
moves = st.lists(
    st.tuples(
        st.sampled_from(ACTORS),
        st.sampled_from(CASTS * 3 + OTHERS),
        st.floats(min_value=0, max_value=6, allow_nan=False),
        st.floats(min_value=0, max_value=2, allow_nan=False),
    ),
    min_size=15,
    max_size=50,
)


async def _play(steps: list[tuple[Actor, str, float, float]]) -> None:
    table = await wizards()
    now = 0.0
    for actor, text, gap, length in steps:
        now += gap
        before = await table.state()
        reply = await table.do(text, actor, start=now, end=now + length)
        _check(before, await table.state(), text, reply)


def _check(before: ErgsState, after: ErgsState, text: str, reply: Reply) -> None:
    if not reply.ok:
        assert after.model_dump() == before.model_dump(), f"{text} was refused but changed the state"
    for key, wizard in after.characters.items():
        assert 0 <= wizard.ergs <= wizard.max_ergs - 1, (text, key, wizard.ergs)
        was = before.characters.get(key)
        if was is None:
            continue
        assert not (wizard.ergs == 0 and was.ergs > 0) or wizard.demagicked, text
        if not text.startswith(("/drain", "/restore", "/undo")):
            assert wizard.life == was.life, f"{text} changed the life erg"
    assert len(after.casts) <= 64
    for duel_id, duel in before.duels.items():
        if duel.ended and text != "/undo":
            assert after.duels[duel_id] == duel, "an ended duel changed"
    for duel in after.duels.values():
        assert duel.timer is None or duel.timer.ticked >= duel.timer.started


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=moves)
def test_random_commands_keep_the_invariants(steps: list[tuple[Actor, str, float, float]]) -> None:
    asyncio.run(_play(steps))
