"""The engine's contract: durable replies, dedup, refusals that change nothing, undo, roles."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

import assistant.rulesets as registry
from assistant.bootstrap import bootstrap
from assistant.config import Settings
from assistant.errors import NotUnderstood
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import Storage
from models import Actor
from tests.fakes import FakeClock

GM = Actor(id="gm", name="GM", admin=True)
ALICE = Actor(id="alice", name="Alice")
BOB = Actor(id="bob", name="Bob")


@pytest.fixture(autouse=True)
def toy_ruleset(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "RULESET_IDS", (*registry.RULESET_IDS, "toy"))
    monkeypatch.setitem(registry.RULESETS, "toy", "tests.assistant.toyrules")
    registry.get_ruleset.cache_clear()
    yield
    registry.get_ruleset.cache_clear()


@pytest.fixture
def engine(storage: Storage, clock: FakeClock) -> Engine:
    return Engine(storage, clock, GameDefaults(ruleset="toy", seed=3))


async def run(engine: Engine, text: str, actor: Actor = GM, key: str | None = None, game: str = "g"):
    return await engine.handle(parse(text), actor, game, key)


async def points(engine: Engine, name: str, game: str = "g") -> int:
    state = await engine.state(game)
    assert state is not None
    return int(state.characters[name].points)


async def test_command_is_applied_and_logged(engine: Engine, storage: Storage) -> None:
    reply = await run(engine, "/char Harry points=5")
    assert reply.ok and reply.seq == 1
    assert await points(engine, "harry") == 5
    log = await storage.read_log("g")
    assert [e.command.name for e in log] == ["char"]
    assert any(c.path[0] == "characters" and c.after for c in log[0].changes)


async def test_refusal_changes_nothing(engine: Engine, storage: Storage) -> None:
    await run(engine, "/char Harry points=5")
    before = await storage.read_state("g")
    reply = await run(engine, "/spend 6 as=Harry")
    assert not reply.ok and reply.refusal is not None and reply.refusal.args["rule"] == "toy.pool"
    assert await storage.read_state("g") == before
    assert len(await storage.read_log("g")) == 1


async def test_dedup_key_applies_once(engine: Engine) -> None:
    await run(engine, "/char Harry points=5")
    first = await run(engine, "/spend 2 as=Harry", key="u1")
    again = await run(engine, "/spend 2 as=Harry", key="u1")
    assert first.ok and again.duplicate and again.seq == first.seq
    assert await points(engine, "harry") == 3


async def test_concurrent_same_dedup_key_applies_once(engine: Engine) -> None:
    await run(engine, "/char Harry points=10")
    replies = await asyncio.gather(*(run(engine, "/spend 1 as=Harry", key="same") for _ in range(8)))
    assert sum(not r.duplicate for r in replies) == 1
    assert await points(engine, "harry") == 9


async def test_concurrent_spends_serialize(engine: Engine) -> None:
    await run(engine, "/char Harry points=50")
    await asyncio.gather(*(run(engine, "/spend 1 as=Harry", key=f"k{i}") for i in range(50)))
    assert await points(engine, "harry") == 0
    assert not (await run(engine, "/spend 1 as=Harry")).ok


async def test_player_acts_only_for_own_character(engine: Engine) -> None:
    await run(engine, "/char Harry", actor=ALICE)
    await run(engine, "/char Draco", actor=BOB)
    refused = await run(engine, "/spend 1 as=Harry", actor=BOB)
    assert refused.refusal is not None and refused.refusal.key == "refusal-not-yours"
    assert (await run(engine, "/spend 1", actor=ALICE)).ok
    assert await points(engine, "harry") == 9


async def test_undo_reverts_last_change_and_keeps_log(engine: Engine, storage: Storage) -> None:
    await run(engine, "/char Harry points=5")
    await run(engine, "/spend 2 as=Harry")
    await run(engine, "/roll 1d6")
    undo = await run(engine, "/undo")
    assert undo.ok and undo.events[0].args["seq"] == 2
    assert await points(engine, "harry") == 5
    await run(engine, "/undo")
    assert (await engine.state("g")).characters == {}  # type: ignore[union-attr]
    assert not (await run(engine, "/undo")).ok
    assert [e.undoes for e in await storage.read_log("g")] == [None, None, None, 2, 1]


async def test_undo_after_undos_finds_the_command_beyond_the_entries_it_reads_first(engine: Engine) -> None:
    """Undo after undo walks back past its own entries: the sixth finds its command twelve entries back."""
    await run(engine, "/char Harry points=20")
    for _ in range(10):
        await run(engine, "/spend 1 as=Harry")
    for undone in range(1, 11):
        reply = await run(engine, "/undo")
        assert reply.ok and reply.events[0].args["seq"] == 12 - undone
        assert await points(engine, "harry") == 10 + undone
    assert (await run(engine, "/undo")).events[0].args["seq"] == 1  # the /char: beyond 20 entries of undos
    assert not (await run(engine, "/undo")).ok


async def test_undo_is_gm_only(engine: Engine) -> None:
    await run(engine, "/char Harry", actor=ALICE)
    reply = await run(engine, "/undo", actor=ALICE)
    assert reply.refusal is not None and reply.refusal.key == "refusal-gm-only"


async def test_gm_grant_and_revoke(engine: Engine) -> None:
    await run(engine, "/char Harry")
    assert not (await run(engine, "/lang pl", actor=ALICE)).ok
    assert (await run(engine, "/gm grant alice")).ok
    assert (await run(engine, "/lang pl", actor=ALICE)).ok
    await run(engine, "/gm revoke gm")
    assert not (await run(engine, "/lang en")).ok


async def test_gm_roles_and_own_locale_in_the_words_of_any_locale(engine: Engine) -> None:
    await run(engine, "/char Harry")
    assert (await run(engine, "/gm nadaj alice")).ok
    assert (await run(engine, "/gm отозвать alice")).ok
    assert not (await run(engine, "/lang pl", actor=ALICE)).ok
    assert (await run(engine, "/gm udělit alice")).ok
    assert (await run(engine, "/lang moi cs", actor=ALICE)).locale == "cs"
    assert (await run(engine, "/lang я ru", actor=ALICE)).locale == "ru"
    assert (await run(engine, "/gm fly alice")).refusal.key == "refusal-gm-action"  # type: ignore[union-attr]


async def test_switch_ruleset_resets_roster(engine: Engine) -> None:
    await run(engine, "/char Harry")
    reply = await run(engine, "/rules feniks")
    assert reply.ok and reply.ruleset == "feniks"
    state = await engine.state("g")
    assert state is not None and state.ruleset == "feniks" and not state.characters
    assert (await run(engine, "/undo")).ok
    assert (await engine.state("g")).ruleset == "toy"  # type: ignore[union-attr]


async def test_unknown_ruleset_and_command_refused(engine: Engine) -> None:
    assert (await run(engine, "/rules chess")).refusal.key == "refusal-unknown-ruleset"  # type: ignore[union-attr]
    assert (await run(engine, "/fly")).refusal.key == "refusal-unknown-command"  # type: ignore[union-attr]


async def test_same_seed_same_rolls(storage: Storage, clock: FakeClock) -> None:
    a = Engine(storage, clock, GameDefaults(ruleset="toy", seed=11))
    first = [(await run(a, "/roll 3d6", game="a")).events[0].rolls[0].dice for _ in range(3)]
    second = [(await run(a, "/roll 3d6", game="b")).events[0].rolls[0].dice for _ in range(3)]
    assert first == second and len({tuple(x) for x in first}) > 1


async def test_million_dice_refused(engine: Engine) -> None:
    reply = await run(engine, "/roll 1000000d6")
    assert reply.refusal is not None and reply.refusal.key == "refusal-dice-too-many"


async def test_locale_resolution_order(engine: Engine) -> None:
    """The chat's /lang, then the user's own choice, then the client's language, then the default."""
    await run(engine, "/char Harry")
    czech_client = Actor(id="carol", name="Carol", language="cs-CZ")
    assert (await run(engine, "/roll 1d4", actor=czech_client)).locale == "cs"
    assert (await run(engine, "/lang me fr", actor=czech_client)).locale == "fr"
    assert (await run(engine, "/roll 1d4", actor=ALICE)).locale == "cs"  # the game speaks its first speaker's
    await run(engine, "/lang pl")
    assert (await run(engine, "/roll 1d4", actor=czech_client)).locale == "pl"
    assert (await run(engine, "/lang me ru", actor=ALICE)).ok
    assert (await run(engine, "/roll 1d4", actor=ALICE)).locale == "pl"


async def test_a_new_game_speaks_the_language_of_its_first_speakers_until_a_gm_sets_one(engine: Engine) -> None:
    polish = [Actor(id=f"p{i}", name=f"P{i}", language="pl-PL") for i in range(3)]
    english = Actor(id="e", name="E", language="en-GB")
    first = await run(engine, "/start", actor=english)
    assert first.locale == "en" and first.events[0].args["locale"] == "en"
    for actor in polish:
        await run(engine, "/roll 1d4", actor=actor)
    state = await engine.state("g")
    assert (
        state is not None and state.locale == "pl" and state.speakers == {"e": "en", "p0": "pl", "p1": "pl", "p2": "pl"}
    )
    assert (await run(engine, "/roll 1d4", actor=ALICE)).locale == "pl"
    await run(engine, "/lang fr")
    await run(engine, "/roll 1d4", actor=Actor(id="r", name="R", language="ru"))
    state = await engine.state("g")
    assert state is not None and state.locale == "fr" and "r" not in state.speakers


async def test_game_locks_do_not_accumulate(engine: Engine) -> None:
    for i in range(20):
        await run(engine, "/roll 1d4", game=f"g{i}")
    assert len(engine._locks) == 0


async def test_a_refusal_after_a_change_keeps_nothing_of_it(engine: Engine) -> None:
    await run(engine, "/char Harry points=10")
    assert not (await run(engine, "/overspend 15 as=Harry")).ok
    assert (await run(engine, "/spend 3 as=Harry")).ok
    assert await points(engine, "harry") == 7


async def test_a_refusal_keeps_the_game_parsed_but_what_it_touched(engine: Engine, storage: Storage) -> None:
    """After a refusal only the entities its handler was handed are parsed again; the game is not read again."""
    await run(engine, "/char Harry points=10")
    await run(engine, "/char Ron points=4")
    ron = dict.__getitem__(engine._live["g"].state.characters, "ron")
    assert not (await run(engine, "/overspend 15 as=Harry")).ok
    kept = engine._live["g"].state
    assert kept.characters["harry"].points == 10 and dict.__getitem__(kept.characters, "ron") is ron
    assert list(kept.characters) == ["harry", "ron"] and kept == await engine.state("g")
    assert (await run(engine, "/spend 3 as=Harry")).ok
    assert dict.__getitem__(engine._live["g"].state.characters, "ron") is ron  # the next command started from it
    assert await points(engine, "harry") == 7 and await points(engine, "ron") == 4


async def test_a_refusal_after_a_snapshot_leaves_the_snapshot_as_it_was(engine: Engine) -> None:
    await run(engine, "/char Harry points=10")
    await run(engine, "/char Ron points=4")
    shown = (await engine.play(parse("/spend 1 as=Ron"), GM, "g")).state
    assert not (await run(engine, "/overspend 15 as=Harry")).ok
    assert (await run(engine, "/spend 2 as=Ron")).ok
    assert shown is not None and shown.characters["ron"].points == 3 and shown.characters["harry"].points == 10
    assert await points(engine, "ron") == 1 and await points(engine, "harry") == 10


async def test_the_state_of_a_kept_game_is_a_copy_of_it_and_the_callers_own(engine: Engine, storage: Storage) -> None:
    """A door reads the game kept parsed (not parsed again) while it is the stored one, and gets its own copy."""
    await run(engine, "/char Harry points=10")
    await run(engine, "/char Ron points=4")
    ron = dict.__getitem__(engine._live["g"].state.characters, "ron")
    state = await engine.state("g")
    assert state is not None and dict.__getitem__(state.characters, "ron") is ron  # shared until one side takes it
    state.characters["ron"].points = 99  # a door scribbling on its copy
    state.characters["harry"].points = 0
    assert (await run(engine, "/spend 1 as=Ron")).ok
    assert await points(engine, "ron") == 3 and await points(engine, "harry") == 10
    other = Engine(storage, engine.clock, GameDefaults(ruleset="toy", seed=3))
    assert (await run(other, "/spend 2 as=Harry")).ok  # another engine changes the stored game
    assert await points(engine, "harry") == 8  # read again: the kept game is not the stored one any more


async def test_a_read_is_handed_the_kept_game_itself_while_it_is_the_stored_one(
    engine: Engine, storage: Storage
) -> None:
    """A door reading a line reads the game kept parsed, not a copy; the stored game once another engine changed it."""
    await run(engine, "/char Harry points=10")
    kept = engine._live["g"].state
    assert await engine.read("g", lambda state: state) is kept
    assert await engine.read("g", lambda state: state.characters["harry"].points if state else None) == 10
    other = Engine(storage, engine.clock, GameDefaults(ruleset="toy", seed=3))
    assert (await run(other, "/spend 2 as=Harry")).ok
    seen = await engine.read("g", lambda state: state)
    assert seen is not kept and seen is not None and dict.__getitem__(seen.characters, "harry").points == 8
    assert await engine.read("nowhere", lambda state: state) is None  # a game not opened yet


async def test_what_a_read_raises_is_raised_and_changes_nothing(engine: Engine, storage: Storage) -> None:
    await run(engine, "/char Harry points=10")
    head = await storage.read_head("g")

    def refuse(state: object) -> None:
        raise NotUnderstood(words="blah")

    with pytest.raises(NotUnderstood):
        await engine.read("g", refuse)
    assert await storage.read_head("g") == head and (await run(engine, "/spend 1 as=Harry")).seq == 2


async def test_a_state_another_engine_changed_is_read_again(storage: Storage, clock: FakeClock) -> None:
    first, second = (Engine(storage, clock, GameDefaults(ruleset="toy", seed=3)) for _ in range(2))
    await run(first, "/char Harry points=10")
    await run(first, "/spend 1 as=Harry")
    await run(second, "/spend 2 as=Harry")
    reply = await run(first, "/spend 3 as=Harry")
    assert reply.seq == 4 and await points(first, "harry") == 4
    assert [e.seq for e in await storage.read_log("g")] == [1, 2, 3, 4]


async def test_games_kept_parsed_are_the_newest_the_settings_allow() -> None:
    settings = Settings(database_url="memory://", live_games=3)
    engine = (await bootstrap(settings, defaults=GameDefaults(ruleset="toy", seed=3))).engine
    for i in range(6):
        await run(engine, "/char Harry points=10", game=f"g{i}")
    assert list(engine._live) == ["g3", "g4", "g5"]
    await run(engine, "/spend 2 as=Harry", game="g0")  # no longer kept: read and parsed again
    assert await points(engine, "harry", "g0") == 8 and list(engine._live) == ["g4", "g5", "g0"]


async def test_play_returns_the_state_it_committed(engine: Engine) -> None:
    await run(engine, "/char Harry points=10")
    played = await engine.play(parse("/spend 4 as=Harry"), GM, "g", "p1")
    assert played.reply.ok and played.state is not None
    assert played.state == await engine.state("g")
    assert played.state.seq == played.reply.seq == 2


async def test_the_state_play_returns_is_the_callers_own(engine: Engine) -> None:
    await run(engine, "/char Harry points=10")
    played = await engine.play(parse("/spend 4 as=Harry"), GM, "g")
    assert played.state is not None
    played.state.characters["harry"].points = 99  # a door scribbling on its copy
    assert (await run(engine, "/spend 1 as=Harry")).ok
    assert await points(engine, "harry") == 5


async def test_play_returns_no_state_where_nothing_was_committed(engine: Engine) -> None:
    await run(engine, "/char Harry points=10")
    refused = await engine.play(parse("/spend 11 as=Harry"), GM, "g")
    first = await engine.play(parse("/spend 1 as=Harry"), GM, "g", "u1")
    again = await engine.play(parse("/spend 1 as=Harry"), GM, "g", "u1")
    assert not refused.reply.ok and refused.state is None
    assert first.state is not None and again.reply.duplicate and again.state is None
