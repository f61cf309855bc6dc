"""Two engines on one storage taking a game's commands in turn (two replicas behind a round-robin proxy): each
brings the game it keeps parsed up to the stored one from the log entries since, and what it then holds is the
stored game exactly, roster order and hidden characters included."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from assistant.conversation import secrecy
from assistant.reading.slash import parse
from assistant.rulesets import get_ruleset
from assistant.state import catchup
from assistant.state.catchup import CATCH_UP, caught_up
from assistant.state.engine import Engine, GameDefaults
from assistant.state.grain import split
from assistant.state.ports import Storage
from bench.scripts import SCRIPTS, SEEDS
from models import Actor, Change, GameState, LogEntry
from tests.fakes import FakeClock

GM = Actor(id="console:gm", name="GM", admin=True)
GAME = "g"


def script(ruleset: str) -> Iterator[tuple[Actor, str]]:
    """Yield each line of a ruleset's bench script with who types it (``:as ID``, ``:gm``)."""
    actor = GM
    for line in SCRIPTS[ruleset].strip().splitlines():
        if line.startswith(":"):
            actor = GM if line == ":gm" else Actor(id=line.split()[1], name=line.split()[1])
        else:
            yield actor, line


def text(state: GameState[Any, Any]) -> str:
    """Return a state as JSON text: equal texts are equal games with the same roster order."""
    return json.dumps(state.model_dump(mode="json"))


async def stored(storage: Storage) -> GameState[Any, Any]:
    raw = await storage.read_state(GAME)
    assert raw is not None
    parsed: GameState[Any, Any] = get_ruleset(raw["ruleset"]).parse_state(raw)
    return parsed


@pytest.fixture
def caught(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the games caught up from the log (by the seq each reached)."""
    seqs: list[int] = []

    def counted(*args: Any) -> catchup.Caught | None:
        found = caught_up(*args)
        if found is not None:
            seqs.append(int(found.head["seq"]))
        return found

    monkeypatch.setattr(catchup, "caught_up", counted)
    return seqs


@pytest.mark.parametrize("ruleset", sorted(SCRIPTS))
async def test_two_engines_in_turn_each_hold_the_stored_game(
    storage: Storage, clock: FakeClock, caught: list[int], ruleset: str
) -> None:
    engines = [Engine(storage, clock, GameDefaults(ruleset=ruleset, seed=SEEDS[ruleset])) for _ in range(2)]
    lines = list(script(ruleset))
    for i, (actor, line) in enumerate(lines):
        engine, other = engines[i % 2], engines[(i + 1) % 2]
        reply = await engine.handle(parse(line, source="console"), actor, GAME)
        assert reply.ok, (line, reply.refusal)
        seen, whole = await other.state(GAME), await stored(storage)
        assert seen is not None and text(seen) == text(whole), line
        assert seen.kept_hidden() in (None, secrecy.roster_hidden(whole)), line
    # the first line opened the game, which the other engine did not keep yet; every other one was caught up
    assert caught == list(range(2, len(lines) + 1))


async def test_a_game_further_behind_than_the_log_catches_up_is_read_whole(
    storage: Storage, clock: FakeClock, caught: list[int]
) -> None:
    first, second = (Engine(storage, clock, GameDefaults(ruleset="feniks", seed=42)) for _ in range(2))
    await first.handle(parse("/char Harry age=15 reflex=7 charms=14"), GM, GAME)
    assert (await second.handle(parse("/roll 1d10+2"), GM, GAME)).ok  # kept by the second engine from here on
    for _ in range(CATCH_UP + 1):
        assert (await first.handle(parse("/roll 1d10+2"), GM, GAME)).ok
    seen = await second.state(GAME)
    assert seen is not None and text(seen) == text(await stored(storage))
    assert caught == [2]  # the first engine's first /roll, one command behind the second's
    assert second._live[GAME].state.seq == CATCH_UP + 3  # kept as read: the next command is caught up
    await first.handle(parse("/char Draco age=16 reflex=5 charms=18"), GM, GAME)
    later = await second.state(GAME)
    assert later is not None and list(later.characters) == ["harry", "draco"] and caught == [2, CATCH_UP + 4]


async def _kept(storage: Storage) -> tuple[dict[str, Any], dict[Any, Any], GameState[Any, Any]]:
    """Play Harry into a Feniks game; return it as an engine keeps it: its head and rows as JSON, and parsed."""
    engine = Engine(storage, FakeClock(), GameDefaults(ruleset="feniks", seed=42))
    await engine.handle(parse("/char Harry age=15 reflex=7 charms=14"), GM, GAME)
    raw = await storage.read_state(GAME)
    assert raw is not None
    head, rows = split(raw)
    state: GameState[Any, Any] = get_ruleset(head["ruleset"]).parse_state(raw)
    return head, rows, state


def _entry(seq: int, changes: list[Change]) -> LogEntry:
    return LogEntry(seq=seq, at="2026-01-01T12:00:00Z", actor=GM, command=parse("/roll 1d6"), changes=changes)


async def test_an_entry_that_does_not_start_from_the_kept_values_is_not_applied(storage: Storage) -> None:
    head, rows, state = await _kept(storage)
    reflex = rows[("characters", "harry")]["reflex"]
    after = {**head, "seq": head["seq"] + 1}
    seq = [Change(["seq"], head["seq"], head["seq"] + 1)]
    right = _entry(head["seq"] + 1, [*seq, Change(["characters", "harry", "reflex"], reflex, reflex + 1)])
    wrong = _entry(head["seq"] + 1, [*seq, Change(["characters", "harry", "reflex"], reflex + 5, reflex + 1)])
    assert caught_up(head, rows, state, [wrong], after) is None
    found = caught_up(head, rows, state, [right], after)
    assert found is not None and dict.__getitem__(found.state.characters, "harry").reflex == reflex + 1
    assert rows[("characters", "harry")]["reflex"] == reflex  # the kept JSON is left as it was


async def test_an_entry_adding_two_characters_is_not_applied(storage: Storage) -> None:
    head, rows, state = await _kept(storage)
    harry = rows[("characters", "harry")]
    added = [Change(["characters", key], None, {**harry, "name": key.title()}, existed=False) for key in ("zed", "ann")]
    after = {**head, "seq": head["seq"] + 1}
    entry = _entry(head["seq"] + 1, [Change(["seq"], head["seq"], head["seq"] + 1), *added])
    assert caught_up(head, rows, state, [entry], after) is None  # their order in the roster is not in the log
    assert caught_up(head, rows, state, [entry.model_copy(update={"changes": entry.changes[:2]})], after) is not None


async def test_a_character_hidden_through_the_other_engine_is_known_hidden(
    storage: Storage, clock: FakeClock, caught: list[int]
) -> None:
    engines = [Engine(storage, clock, GameDefaults(ruleset="feniks", seed=42)) for _ in range(2)]
    lines = ("/char Harry age=15", "/roll 1d6", "/char Goyle age=16 reflex=5 hidden=yes", "/char Goyle hidden=no")
    hidden = []
    for i, line in enumerate(lines):
        assert (await engines[i % 2].handle(parse(line), GM, GAME)).ok, line
        seen = await engines[(i + 1) % 2].state(GAME)
        assert seen is not None and text(seen) == text(await stored(storage))
        hidden.append(seen.kept_hidden())
    assert hidden[2:] == [{"goyle": "Goyle"}, {}] and caught == [2, 3, 4]
