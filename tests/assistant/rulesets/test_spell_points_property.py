"""Random command sequences never crash and never break an invariant of the pools."""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.bootstrap import bootstrap
from assistant.config import Settings
from assistant.engine import GameDefaults
from assistant.memory import InMemoryStorage
from assistant.reader.slash import parse
from assistant.render import reply_lines
from assistant.rulesets.spell_points.pool import by_pool, condition
from assistant.rulesets.spell_points.tables import cantrip_allowance, maximum, tables
from models import Actor
from models.spell_points import SpellPointsState
from tests.assistant.rulesets.spell_points_kit import GM, OTHER, PLAYER
from tests.fakes import FakeClock

NAMES = st.sampled_from(["Mialee", "Leorik", "Nobody"])
SPELLS = st.sampled_from(
    [
        "magic missile",
        "fireball",
        "lightning bolt",
        "acid splash",
        "heal",
        "restoration",
        "bless",
        "cone of cold",
        "scorching ray",
        "cure light wounds",
        "glitter",
        "magickou střelu",
        "level=2",
        "level=0",
        "level=9",
    ]
)
METAS = st.sampled_from(
    [
        "",
        " meta=empower",
        " meta=still,extend",
        " meta=maximize,empower",
        " meta=heighten:4",
        " meta=quicken",
        " meta=empower,empower",
        " meta=bogus",
    ]
)
NUMBER = st.integers(min_value=-2, max_value=60)


def _cast(name: str, spell: str, meta: str, extra: int, target: str) -> str:
    return f"/cast {name}: {spell}{meta} extra={extra}" + (f" at {target}" if target else "")


COMMANDS = st.one_of(
    st.builds(
        lambda n, lvl, ab, cls, base: (
            f"/char {n} level={lvl} ability={ab} class={cls}" + (f" base={base}" if base else "")
        ),
        NAMES,
        st.integers(0, 21),
        st.integers(0, 60),
        st.sampled_from(["wizard", "sorcerer", "cleric", "x"]),
        st.integers(0, 5),
    ),
    st.builds(lambda n, f: f"/char {n} feats={f}", NAMES, st.sampled_from(["empower,still", "-", "maximize,heighten"])),
    st.builds(lambda n, p: f"/char {n} pearls={p}", NAMES, st.sampled_from(["1,1,3", "9", "-", "0", "2,x"])),
    st.builds(_cast, NAMES, SPELLS, METAS, st.integers(-1, 10), st.sampled_from(["", "Leorik", "Mialee", "orc"])),
    st.builds(
        lambda n, k: f"/spend {n} {k}",
        NAMES,
        st.one_of(NUMBER.map(str), st.text(st.characters(exclude_characters="{}"), max_size=4)),
    ),
    st.builds(lambda n, k: f"/gain {n} {k}", NAMES, NUMBER),
    st.builds(
        lambda n, h: f"/rest {n} {h}",
        st.sampled_from(["Mialee", "Leorik", "all"]),
        st.sampled_from(["1h", "2h", "8h", "3", "begin", "end", "0", "soon"]),
    ),
    st.builds(lambda n, e: f"/fatigue {n} {e}", NAMES, st.sampled_from(["fatigued", "exhausted", "sleepy"])),
    st.builds(lambda n: f"/restore {n}", NAMES),
    st.builds(lambda n, k: f"/drain {n} {k}", NAMES, st.integers(0, 3)),
    st.builds(lambda n, k: f"/pearl {n} {k}", NAMES, st.integers(0, 10)),
    st.sampled_from(
        ["/day", "/pool", "/metamagic free", "/metamagic both", "/metamagic points", "/undo", "/pool Mialee"]
    ),
    st.builds(lambda n, s, k: f"/odds {n}: {s} casts={k}", NAMES, SPELLS, st.integers(0, 8)),
)
ACTORS = st.sampled_from([GM, GM, GM, PLAYER, OTHER])


def _check(state: SpellPointsState) -> None:
    t = tables(state.overrides)
    for character in state.characters.values():
        top = maximum(t, character)
        found = condition(t, character)
        assert 0 <= character.points <= top, character
        assert character.cantrips_used <= cantrip_allowance(t)
        assert all(0 <= used <= t.free_metamagic_per_day for used in character.free_used.values())
        assert all(character.pearls_used.count(lvl) <= character.pearls.count(lvl) for lvl in character.pearls_used)
        if character.rest_hours is not None:
            assert 0 <= character.rest_hours < t.full_rest_hours
        if character.rest_fatigue:
            assert found != "fresh"
        elif character.ease is None:
            assert found == by_pool(t, character.points, top)
        elif character.ease == "fresh":
            assert found == "fresh"
        else:
            assert found != "exhausted"


async def _play(lines: list[tuple[Actor, str]]) -> None:
    defaults = GameDefaults(ruleset="spell_points", locale="cs", seed=5)
    settings_ = Settings(database_url="memory://", default_ruleset="spell_points", default_locale="cs")
    app = await bootstrap(settings_, storage=InMemoryStorage(), clock=FakeClock(), defaults=defaults)
    for i, (actor, text) in enumerate(lines):
        before = await app.engine.state("g")
        reply = await app.engine.handle(parse(text), actor, "g", f"d{i}")
        after = await app.engine.state("g")
        assert all(line and "{" not in line for line in reply_lines(reply, app.translator)), text
        if not reply.ok:
            assert (before.model_dump() if before else None) == (after.model_dump() if after else None), text
        assert isinstance(after, SpellPointsState)
        _check(after)
    assert not [m for m in app.translator.misses if m[0].startswith("sp-")]


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(ACTORS, COMMANDS), min_size=1, max_size=25))
def test_random_commands_keep_the_invariants(lines: list[tuple[Actor, str]]) -> None:
    setup = [
        (GM, "/char Mialee level=7 ability=16 feats=empower,still,extend"),
        (GM, "/char Leorik level=1 ability=12"),
        (GM, f"/iam Mialee to={PLAYER.id}"),
    ]
    asyncio.run(_play(setup + lines))
