"""A game at the grain of its entities: a command writes what it changed, its log entry is the very diff of the
whole state, finished duels leave the state for the archive and stay readable, undo and replay stay exact."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from typing import Any

from assistant.reading.slash import parse
from assistant.state import patch, replay
from assistant.state.engine import Engine, GameDefaults
from assistant.state.grain import KEEP_ENDED, Place, Touched
from assistant.state.ports import Storage, Transaction, aiter_log
from bench.scripts import SCRIPTS, SEEDS
from models import Actor
from tests.fakes import FakeClock

GM = Actor(id="gm", name="GM", admin=True)


class RecordingTransaction:
    """A real transaction, with what the engine handed it to write written down."""

    def __init__(self, inner: Transaction, seen: list[tuple[str, Any]]) -> None:
        self._inner = inner
        self._seen = seen

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def save(self, state: dict[str, Any]) -> None:
        self._seen.append(("save", state))
        await self._inner.save(state)

    async def save_changes(self, head: dict[str, Any], rows: Mapping[Place, dict[str, Any] | None]) -> None:
        self._seen.append(("save_changes", dict(rows)))
        await self._inner.save_changes(head, rows)


class RecordingStorage:
    """A real storage whose transactions write down what they were handed."""

    def __init__(self, inner: Storage) -> None:
        self._inner = inner
        self.seen: list[tuple[str, Any]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[RecordingTransaction]:
        async with self._inner.transaction(game_id) as tx:
            yield RecordingTransaction(tx, self.seen)


async def _run(engine: Engine, line: str, actor: Actor = GM) -> None:
    reply = await engine.handle(parse(line), actor, "g")
    assert reply.ok, (line, reply.refusal)


async def test_a_command_hands_storage_only_the_character_it_changed(storage: Storage, clock: FakeClock) -> None:
    recording = RecordingStorage(storage)
    engine = Engine(recording, clock, GameDefaults(ruleset="ergs", seed=1))  # type: ignore[arg-type]
    for i in range(40):
        await _run(engine, f"/char W{i} age=17")
    recording.seen.clear()
    await _run(engine, "/spend W7 1 reason=potion")
    assert [(kind, set(rows)) for kind, rows in recording.seen] == [("save_changes", {("characters", "w7")})]
    state = await storage.read_state("g")
    assert state is not None and len(state["characters"]) == 40
    assert replay.check(state, [e async for e in aiter_log(storage, "g")]).ok


async def test_every_log_entry_is_the_diff_of_the_whole_state(storage: Storage, clock: FakeClock) -> None:
    for ruleset, script in SCRIPTS.items():
        game = f"g-{ruleset}"
        engine = Engine(storage, clock, GameDefaults(ruleset=ruleset, seed=SEEDS[ruleset]))
        actor = GM
        for line in script.strip().splitlines():
            if line.startswith(":"):
                actor = GM if line == ":gm" else Actor(id=line.split()[1], name=line.split()[1])
                continue
            before = await storage.read_state(game) or {}
            reply = await engine.handle(parse(line), actor, game)
            after = await storage.read_state(game)
            assert after is not None
            if reply.ok and reply.seq:
                (entry,) = await storage.read_log(game, after=reply.seq - 1, limit=1)
                assert entry.changes == patch.diff(before, after), (ruleset, line)
            else:
                assert after == before, (ruleset, line)
        assert replay.check(after, [e async for e in aiter_log(storage, game)]).ok, ruleset


async def test_finished_duels_leave_the_state_and_stay_readable(make_app: Any) -> None:
    app = await make_app(rules="duel_club", locale="fr")
    say = app.engine.handle
    for line in ("/char Harry sortileges=60", "/char Drago sortileges=50"):
        assert (await say(parse(line), GM, "g")).ok
    for _ in range(KEEP_ENDED + 2):
        assert (await say(parse("/duel Harry vs Drago"), GM, "g")).ok
        assert (await say(parse("/end"), GM, "g")).ok
    state = await app.engine.state("g")
    assert state is not None and sorted(state.duels, key=int) == ["3", "4", "5"]  # the newest ended ones
    old = await say(parse("/status duel=1"), GM, "g")
    assert old.ok and old.events[0].args["duel"] == "1", old
    assert "1" in app.translator.render(old.events[0], "fr")
    stored = await app.storage.read_state("g")
    assert replay.check(stored, [e async for e in aiter_log(app.storage, "g")]).ok


async def test_undo_brings_an_archived_duel_back_with_the_command_that_archived_it(make_app: Any) -> None:
    app = await make_app(rules="duel_club", locale="fr")
    say = app.engine.handle
    for line in ("/char Harry sortileges=60", "/char Drago sortileges=50"):
        assert (await say(parse(line), GM, "g")).ok
    for _ in range(KEEP_ENDED):
        assert (await say(parse("/duel Harry vs Drago"), GM, "g")).ok
        assert (await say(parse("/end"), GM, "g")).ok
    assert (await say(parse("/duel Harry vs Drago"), GM, "g")).ok
    assert (await say(parse("/end"), GM, "g")).ok  # the fourth ended duel: the first goes to the archive
    state = await app.engine.state("g")
    assert state is not None and "1" not in state.duels
    assert (await say(parse("/undo"), GM, "g")).ok
    state = await app.engine.state("g")
    assert state is not None and state.duels["1"].ended and not state.duels["4"].ended
    stored = await app.storage.read_state("g")
    assert replay.check(stored, [e async for e in aiter_log(app.storage, "g")]).ok


async def test_the_state_a_door_keeps_is_not_changed_by_later_commands(storage: Storage, clock: FakeClock) -> None:
    engine = Engine(storage, clock, GameDefaults(ruleset="ergs", seed=1))
    for name in ("Harry", "Draco"):
        await _run(engine, f"/char {name} age=17")
    kept = (await engine.play(parse("/spend Harry 1 reason=potion"), GM, "g")).state
    assert kept is not None
    pool = kept.characters["harry"].model_dump()
    await _run(engine, "/spend Harry 1 reason=potion")
    await _run(engine, "/char Draco age=18")
    assert kept.characters["harry"].model_dump() == pool and kept.seq == 3
    now = await engine.state("g")
    assert now is not None and now.characters["harry"].model_dump() != pool and now.seq == 5


async def test_a_roster_read_back_keeps_the_order_its_characters_were_made_in(
    storage: Storage, clock: FakeClock
) -> None:
    engine = Engine(storage, clock, GameDefaults(ruleset="ergs", seed=1))
    for name in ("Zed", "Anna", "Mia"):
        await _run(engine, f"/char {name} age=17")
    await _run(engine, "/spend Anna 1 reason=potion")
    fresh = Engine(storage, clock, GameDefaults(ruleset="ergs", seed=1))  # nothing cached: read from storage
    state = await fresh.state("g")
    assert state is not None and list(state.characters) == ["zed", "anna", "mia"]


async def test_a_removed_character_is_still_named_by_its_reply(storage: Storage, clock: FakeClock) -> None:
    engine = Engine(storage, clock, GameDefaults(ruleset="ergs", seed=1, locale="pl"))
    for line in ("/char Hermiona age=17 gender=f", "/char Draco age=17"):
        await _run(engine, line)
    reply = await engine.handle(parse("/char Hermiona del"), GM, "g")
    assert reply.ok and reply.events[0].key == "char-removed"
    assert reply.people["Hermiona"].gender == "f"  # her reply agrees with her, though she has left the roster


def test_a_watched_map_tells_each_value_once_before_it_is_handed_out_replaced_or_removed() -> None:
    roster: Touched[str, list[int]] = Touched({"harry": [1], "draco": [2], "ron": [3], "luna": [4]})
    seen: list[tuple[str, list[int]]] = []
    roster.watch(lambda key, value: seen.append((key, list(value))))
    roster["harry"].append(9)  # handed out, then changed: told as it was
    roster["harry"].append(10)  # the second time: not told again
    roster["draco"] = [20]  # replaced
    del roster["ron"]  # removed
    roster["hermione"] = [5]  # new: nothing to tell
    assert "luna" in roster and len(roster) == 4  # keys, `in` and len tell nothing
    roster.watch(None)
    roster["luna"].append(40)
    assert seen == [("harry", [1]), ("draco", [2]), ("ron", [3])]
