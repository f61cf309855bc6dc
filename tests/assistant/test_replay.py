"""Replay: every entry's changes, applied from an empty game, rebuild the stored state; differences are named."""

from __future__ import annotations

import copy
from collections.abc import Iterator

import pytest

import assistant.rulesets as registry
from assistant.engine import Engine, GameDefaults
from assistant.memory import InMemoryStorage
from assistant.reader.slash import parse
from assistant.replay import Mismatch, check, rebuild
from models import Actor, LogEntry
from tests.fakes import FakeClock

GM = Actor(id="gm", name="GM", admin=True)
ALICE = Actor(id="alice", name="Alice")
PLAY = ["/char Harry points=9", "/char Draco points=4", "/spend 2 as=Harry", "/gm grant alice", "/lang fr", "/undo"]


@pytest.fixture(autouse=True)
def toy_ruleset(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "RULESET_IDS", (*registry.RULESET_IDS, "toy"))
    monkeypatch.setitem(registry.RULESETS, "toy", "tests.assistant.toyrules")
    registry.get_ruleset.cache_clear()
    yield
    registry.get_ruleset.cache_clear()


async def played(extra: list[str] | None = None) -> tuple[dict[str, object], list[LogEntry]]:
    storage = InMemoryStorage()
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset="toy", seed=4))
    for text in PLAY + (extra or []):
        await engine.handle(parse(text), GM, "g")
    state = await storage.read_state("g")
    assert state is not None
    return state, await storage.read_log("g", limit=1000)


async def test_log_rebuilds_the_state_through_undo() -> None:
    state, log = await played(["/spend 1 as=Draco", "/undo", "/undo", "/roll 2d6"])
    assert rebuild(log) == state
    assert check(state, log).ok and check(state, log).entries == len(log)


async def test_undo_of_the_first_command_still_rebuilds() -> None:
    storage = InMemoryStorage()
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset="toy", seed=4))
    await engine.handle(parse("/char Harry"), GM, "g")
    await engine.handle(parse("/undo"), GM, "g")
    state = await storage.read_state("g")
    assert state is not None and state["characters"] == {}
    assert check(state, await storage.read_log("g")).ok


async def test_rebuild_leaves_the_entries_untouched() -> None:
    _, log = await played()
    before = copy.deepcopy(log)
    first, second = rebuild(log), rebuild(log)
    assert first == second and log == before


async def test_a_changed_value_is_named() -> None:
    state, log = await played()
    tampered = copy.deepcopy(state)
    tampered["characters"]["harry"]["points"] = 8  # type: ignore[index]
    report = check(tampered, log)
    assert not report.ok and report.mismatches == [Mismatch("characters.harry.points", 7, 8)]


async def test_missing_and_reordered_entries_are_found() -> None:
    state, log = await played()
    assert check(state, log[:2] + log[3:]).bad_seqs == [4, 5, 6]
    assert not check(state, log[:-1]).ok


def test_empty_log_rebuilds_nothing() -> None:
    assert rebuild([]) == {} and check(None, []).ok
    assert not check({"id": "g"}, []).ok
