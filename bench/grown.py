"""Games grown large, in memory, against the same command in a small game.

- a /gain in an ergs game with 1,000 characters, against 2 characters;
- a duel_club cast in a game holding 5,000 finished duels, against a fresh game;
- a refused /spend and then the /gain, 1,000 characters against 2 (a refusal keeps the game parsed, but for what
  its handler was handed);
- a chat line read as a door reads it in the 1,000-character game (the reader in Engine.read), against 2;
- the bytes a /gain hands to storage in the 1,000-character game: every argument of the transaction's writes
  (the state saved, the log entry appended, the reply remembered), as the JSON a storage adapter writes.

The large games are the small one's state with characters or finished duels copied in (playing 5,000 duels
through the engine takes minutes); each run starts from that state, parsed, as the engine keeps it in play.
"""

from __future__ import annotations

import json
import string
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from functools import partial
from itertools import product
from typing import Any

from pydantic import BaseModel

from assistant.errors import NotUnderstood
from assistant.reading import name_keys
from assistant.reading.guesses import Choice, guesses
from assistant.reading.reader import Typed, read
from assistant.reading.slash import parse
from assistant.state.grain import KEEP_ENDED, archive_rows
from assistant.state.memory_storage import InMemoryStorage
from assistant.state.patch import copy_json
from bench.core import GAME, GM, Step, Table, paired
from bench.measure import Cost, Row, cost_row, row, stopwatch
from models import Actor, Command, Reply

CHARACTERS = 1_000
FINISHED_DUELS = 5_000
ERGS_SETUP = ("/start", "/char Harry age=15", "/char Draco age=17", "/spend Harry 1 reason=potion")
GAIN = "/gain Harry 1 reason=potion"
#: How many times a run says its lines, from one snapshot of the game (the engine keeps it parsed between them).
IN_PLAY = 10
#: A chat's lines a door reads in the game (each: the reader in its committed state), a command and table talk.
CHAT = ("Harry spends 1 erg", "so what are we doing after the duel, anyone hungry?")
#: Lines addressed to the bot that are not understood: table talk (offered nothing) and a typo (offered its command).
GUESSED = (CHAT[1], "Harry spendz 1 erg")
#: What empties Harry's pool again for the next /gain.
SPEND = "/spend Harry 1 reason=potion"
#: A line the rules refuse (more ergs than Harry has), said before the /gain: the game stays parsed after it.
REFUSED = "/spend Harry 999 reason=potion"
#: Harry's player, who says the /spend of the player's row (ergs leaves /gain to the GM).
PLAYER = Actor(id="tg:1001", name="Harry's player")
#: A spell-point game: every command of the ruleset compares the conditions of the casters it changed.
SP_SETUP = ("/start", "/char Harry level=7 ability=16", "/char Draco level=7 ability=16", "/spend Harry 1")
SP_LINES = ("/spend Harry 1", "/gain Harry 1")
CLUB_SETUP = ("/start", "/char Harry sortileges=60", "/char Draco sortileges=60")
DUEL = ("/duel Harry vs Draco", "/init")
#: The storage target of the issue, in bytes per command (1 KB = 1,000 bytes, as the issue's "191 KB").
WRITE_TARGET_KB = 4.0
#: The transaction's methods that read; every other call hands data to storage.
READS = frozenset({"load", "load_head", "dedup_reply", "recent", "archived"})


def _size(value: Any) -> int:
    """Return the bytes of a value as JSON, the form a storage adapter writes."""
    if isinstance(value, BaseModel):
        return len(value.model_dump_json().encode())
    if isinstance(value, dict) and any(isinstance(k, tuple) for k in value):  # entities by place: rows
        return sum(len("/".join(k)) + _size(v) for k, v in value.items())
    return len(json.dumps(value, separators=(",", ":"), default=str).encode())


class _Tallied:
    """A transaction that adds the JSON size of every write's arguments to a tally, by method."""

    def __init__(self, tx: Any, tally: Counter[str]) -> None:
        self._tx, self._tally = tx, tally

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._tx, name)
        if name in READS or name.startswith("_") or not callable(attr):
            return attr

        def tallied(*args: Any, **kwargs: Any) -> Any:
            self._tally[name] += sum(_size(v) for v in (*args, *kwargs.values()))
            return attr(*args, **kwargs)

        return tallied


class TallyingStorage(InMemoryStorage):
    """In-memory storage that counts what each transaction is handed to write, while ``counting`` (off while timed:
    the JSON it measures is not the command's cost)."""

    def __init__(self) -> None:
        super().__init__()
        self.tally: Counter[str] = Counter()
        self.counting = False

    @asynccontextmanager
    async def transaction(self, game_id: str) -> AsyncIterator[Any]:
        """Open the in-memory transaction, tallying its writes while counting."""
        async with super().transaction(game_id) as tx:
            yield _Tallied(tx, self.tally) if self.counting else tx


async def _played(ruleset: str, lines: tuple[str, ...]) -> Table:
    """Return a table (tallying storage) with the lines played by the GM; a refused line is an error."""
    table = Table(ruleset, storage=TallyingStorage())
    for line in lines:
        reply = await table.engine.handle(parse(line, source="bench"), GM, GAME)
        if not reply.ok:
            raise RuntimeError(f"{ruleset}: the bench set-up line {line!r} was refused: {reply.refusal}")
    return table


def _state(table: Table) -> dict[str, Any]:
    state = table.storage.games[GAME].state
    if state is None:
        raise RuntimeError("the bench game has no state")
    return copy_json(state)


def _step(line: str, state: dict[str, Any]) -> Step:
    command = parse(line, source="bench")
    return Step(line, GM, command, command.at or datetime.now(UTC), state)


def _names(count: int) -> list[str]:
    """Return distinct letter-only character names: Pupilaaa, Pupilaab, ..."""
    return ["Pupil" + "".join(p) for p, _ in zip(product(string.ascii_lowercase, repeat=3), range(count), strict=False)]


def with_characters(state: dict[str, Any], count: int) -> dict[str, Any]:
    """Return an ergs state with characters like Draco (each with a wand of its own) added up to ``count``."""
    grown = copy_json(state)
    model, wand = grown["characters"]["draco"], grown["next_wand"]
    for i, name in enumerate(_names(count - len(grown["characters"]))):
        grown["characters"][name_keys.key(name)] = {
            **copy_json(model),
            "name": name,
            "wands": [{"id": f"w{wand + i}", "acquired": None, "damaged": False}],
        }
        grown["next_wand"] = wand + i + 1
    return grown


def with_casters(state: dict[str, Any], count: int) -> dict[str, Any]:
    """Return a spell-point state with casters like Draco added up to ``count``."""
    grown = copy_json(state)
    model = grown["characters"]["draco"]
    for name in _names(count - len(grown["characters"])):
        grown["characters"][name_keys.key(name)] = {**copy_json(model), "name": name}
    return grown


def with_finished_duels(
    fresh: dict[str, Any], finished: dict[str, Any], count: int
) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Return a duel_club state that has finished ``count`` copies of a duel before its live one, and its archive.

    As a game that played them: the newest KEEP_ENDED stay in the state, the others are in the archive.
    """
    grown = copy_json(fresh)
    (live,) = grown["duels"].values()
    duels = {str(i): {**copy_json(finished), "id": str(i)} for i in range(1, count + 1)}
    archived = {k: duels.pop(k) for k in list(duels)[: max(0, count - KEEP_ENDED)]}
    live_id = str(count + 1)
    duels[live_id] = {**live, "id": live_id}
    grown["duels"], grown["next_duel"] = duels, count + 2
    return grown, archived


async def _reply(table: Table, step: Step) -> Reply:
    """Apply a step from its snapshot and return the reply; a refusal is an error (it would measure a refusal)."""
    table.rewind(step)
    table.storage.games[GAME].log.clear()
    reply = await table.engine.handle(step.command, step.actor, GAME)
    if not reply.ok:
        raise RuntimeError(f"the bench command {step.line!r} was refused: {reply.refusal}")
    return reply


async def _same(big: tuple[Table, Step], small: tuple[Table, Step]) -> None:
    """Check that the command says the same in the big game as in the small one."""
    said = [[e.key for e in (await _reply(*side)).events] for side in (big, small)]
    if said[0] != said[1]:
        raise RuntimeError(f"the grown game answered {said[0]}, the small one {said[1]}")


async def characters() -> tuple[tuple[Table, Step], tuple[Table, Step]]:
    """Return the /gain in a 1,000-character ergs game and in the 2-character one."""
    table = await _played("ergs", ERGS_SETUP)
    small = _state(table)
    return (table, _step(GAIN, with_characters(small, CHARACTERS))), (table, _step(GAIN, small))


async def casters() -> tuple[tuple[Table, list[Step]], tuple[Table, list[Step]]]:
    """Return a /spend and a /gain in a 1,000-caster spell-point game and in the 2-caster one."""
    table = await _played("spell_points", SP_SETUP)
    small = _state(table)
    big = with_casters(small, CHARACTERS)
    return (table, [_step(line, big) for line in SP_LINES]), (table, [_step(line, small) for line in SP_LINES])


async def _casts(side: tuple[Table, list[Step]]) -> Callable[[], Awaitable[Cost]]:
    table, steps = side
    await _checked(table, steps)
    return _in_play(table, steps)


async def duels() -> tuple[tuple[Table, Step], tuple[Table, Step]]:
    """Return a cast in a duel_club game with 5,000 finished duels and in a fresh game."""
    table = await _played("duel_club", CLUB_SETUP + DUEL)
    fresh = _state(table)
    live = next(iter(fresh["duels"].values()))
    turn = fresh["characters"][live["turn"]]["name"]
    cast = f"/cast {turn}: stupefy"
    for line in (cast, "/end"):
        await table.engine.handle(parse(line, source="bench"), GM, GAME)
    finished = _state(table)["duels"][live["id"]]
    if not finished["ended"]:
        raise RuntimeError("the bench duel did not end")
    grown, archived = with_finished_duels(fresh, finished, FINISHED_DUELS)
    table.storage.games[GAME].rows.update(archive_rows(archived))
    return (table, _step(cast, grown)), (table, _step(cast, fresh))


async def handed(table: Table, step: Step) -> Counter[str]:
    """Return the bytes one command hands to storage, by transaction method."""
    storage = table.storage
    assert isinstance(storage, TallyingStorage)
    table.rewind(step)
    storage.tally.clear()
    storage.counting = True
    try:
        await table.engine.handle(step.command, step.actor, GAME)
    finally:
        storage.counting = False
    return Counter(storage.tally)


def _timed(side: tuple[Table, Step]) -> Callable[[], Any]:
    table, step = side
    return partial(table.engine_run, [step])


def _in_play(table: Table, steps: list[Step]) -> Callable[[], Awaitable[Cost]]:
    """Return a run of the lines said IN_PLAY times over from one snapshot, costed per line: the game stays parsed
    between them as in play, and the first line's start from a state parsed anew (caches cold) is spread thin."""

    async def run() -> Cost:
        cost = await table.engine_run(steps * IN_PLAY)
        return Cost(cost.wall / len(steps) / IN_PLAY, cost.cpu / len(steps) / IN_PLAY)

    return run


async def _checked(table: Table, steps: list[Step], refused: frozenset[str] = frozenset()) -> None:
    """Check that the lines said IN_PLAY times over are answered as meant: refused where named, applied otherwise."""
    table.rewind(steps[0])
    for step in steps * IN_PLAY:
        if (await table.engine.handle(step.command, step.actor, GAME)).ok == (step.line in refused):
            raise RuntimeError(f"the bench line {step.line!r} was {'not ' * (step.line in refused)}refused")


async def _gains(side: tuple[Table, Step], refused_first: bool) -> Callable[[], Awaitable[Cost]]:
    """Return a /spend and the /gain said again and again (Harry's pool is full after a /gain), after a refused
    /spend where asked; checked, costed per line."""
    table, step = side
    spend = _step(SPEND, step.state or {})
    steps = [_step(REFUSED, step.state or {}), spend, step] if refused_first else [spend, step]
    await _checked(table, steps, frozenset({REFUSED}))
    return _in_play(table, steps)


async def _player_spends(side: tuple[Table, Step]) -> Callable[[], Awaitable[Cost]]:
    """Return Harry's /spend said by his player and the GM's /gain, again and again; checked, costed per line."""
    table, step = side
    state = copy_json(step.state or {})
    state["characters"]["harry"]["owner"] = PLAYER.id
    spend = _step(SPEND, state)
    steps = [Step(SPEND, PLAYER, spend.command, spend.now, state), _step(GAIN, state)]
    await _checked(table, steps)
    return _in_play(table, steps)


def _kb(tally: Counter[str]) -> str:
    return ", ".join(f"{method} {size / 1000:.1f} KB" for method, size in sorted(tally.items()))


async def _reads(side: tuple[Table, Step]) -> Callable[[], Awaitable[Cost]]:
    """Return the reading of the chat's lines as a door reads them (the reader in Engine.read), costed per line,
    in the game as a command left it; checked: the command is understood, the talk is not."""
    table, step = side
    table.rewind(step)
    await table.engine.handle(step.command, step.actor, GAME)

    async def line(text: str) -> Command | None:
        try:
            return await table.engine.read(GAME, partial(read, Typed(text, source="bench"), actor=GM, locale="en"))
        except NotUnderstood:
            return None

    said = [await line(text) for text in CHAT]
    if said[0] is None or said[0].name != "spend" or said[1] is not None:
        raise RuntimeError(f"the bench chat was read as {said}")

    async def run() -> Cost:
        with stopwatch() as watch:
            for text in CHAT:
                await line(text)
        return Cost(watch.cost.wall / len(CHAT), watch.cost.cpu / len(CHAT))

    return run


async def _guessed(side: tuple[Table, Step]) -> Callable[[], Awaitable[Cost]]:
    """Return the closest readings of table talk addressed to the bot (did you mean) in the game as a command left it,
    costed per line; checked: the talk is offered nothing, a typo its command."""
    table, step = side
    table.rewind(step)
    await table.engine.handle(step.command, step.actor, GAME)

    async def guessed(text: str) -> tuple[Choice, ...]:
        return await table.engine.read(GAME, lambda state: guesses(text, state, GM, "en", "ergs"))

    offered = [await guessed(text) for text in GUESSED]
    if offered[0] or not offered[1] or offered[1][0].line != "/spend Harry 1":
        raise RuntimeError(f"the bench's guesses were {offered}")

    async def run() -> Cost:
        with stopwatch() as watch:
            for text in GUESSED:
                await guessed(text)
        return Cost(watch.cost.wall / len(GUESSED), watch.cost.cpu / len(GUESSED))

    return run


async def run(runs: int, n: int, report: list[str]) -> list[Row]:
    """Measure the grown games against the small ones, on CPU time; and the bytes handed to storage."""
    heavy = max(n // 4, 5)
    heaviest = max(n // 20, 3)  # a command with 5,000 duels takes a large fraction of a second
    big_chars, two_chars = await characters()
    await _same(big_chars, two_chars)
    chars_s, chars_b = await paired(await _gains(big_chars, False), runs, heavy, await _gains(two_chars, False))
    after_s, after_b = await paired(await _gains(big_chars, True), runs, heavy, await _gains(two_chars, True))
    read_s, read_b = await paired(await _reads(big_chars), runs, heavy, await _reads(two_chars))
    guess_s, guess_b = await paired(await _guessed(big_chars), runs, heavy, await _guessed(two_chars))
    player_s, player_b = await paired(await _player_spends(big_chars), runs, heavy, await _player_spends(two_chars))
    big_sp, two_sp = await casters()
    sp_s, sp_b = await paired(await _casts(big_sp), runs, heavy, await _casts(two_sp))
    written, written_small = await handed(*big_chars), await handed(*two_chars)
    many_duels, fresh_duel = await duels()
    await _same(many_duels, fresh_duel)
    duels_s, duels_b = await paired(_timed(many_duels), runs, heaviest, _timed(fresh_duel))
    report.append(
        f"Bytes handed to storage by `{GAIN}`: {CHARACTERS:,} characters: {_kb(written)}; "
        f"2 characters: {_kb(written_small)}."
    )
    return [
        cost_row(
            "grown game",
            f"`{SPEND}` and `{GAIN}` in an ergs game with {CHARACTERS:,} characters, in memory, per line",
            chars_s,
            chars_b,
            1.3,
            on="cpu",
            note="vs 2 characters",
        ),
        cost_row(
            "grown game",
            f"`{REFUSED}` (refused), then the same two, {CHARACTERS:,} characters, in memory, per line",
            after_s,
            after_b,
            1.3,
            on="cpu",
            note="vs 2 characters",
        ),
        cost_row(
            "grown game",
            f"`{SPEND}` by Harry's player, then `{GAIN}` by the GM, {CHARACTERS:,} characters, in memory, per line",
            player_s,
            player_b,
            1.3,
            on="cpu",
            note="vs 2 characters; what a player reads is masked for hidden characters",
        ),
        cost_row(
            "grown game",
            f"`{SP_LINES[0]}`, `{SP_LINES[1]}` in a spell_points game with {CHARACTERS:,} casters, in memory, per line",
            sp_s,
            sp_b,
            1.3,
            on="cpu",
            note="vs 2 casters",
        ),
        cost_row(
            "grown game",
            f"a chat line read as a door reads it (the reader in the committed state), {CHARACTERS:,} characters",
            read_s,
            read_b,
            1.3,
            on="cpu",
            note=f"vs 2 characters; a command and table talk ({' / '.join(CHAT)}), per line",
        ),
        cost_row(
            "grown game",
            f"a line addressed to the bot and not understood, offered its closest readings, {CHARACTERS:,} characters",
            guess_s,
            guess_b,
            None,
            on="cpu",
            note=f"vs 2 characters; did you mean for table talk and a typo ({' / '.join(GUESSED)}), per line",
        ),
        cost_row(
            "grown game",
            f"`{many_duels[1].line}` in a duel_club game with {FINISHED_DUELS:,} finished duels, in memory",
            duels_s,
            duels_b,
            1.1,
            on="cpu",
            note="vs a fresh game",
        ),
        row(
            "grown game",
            f"KB handed to storage by `{GAIN}`, {CHARACTERS:,} characters",
            [sum(written.values()) / 1000],
            None,
            "KB",
            WRITE_TARGET_KB,
            note=f"state, log entry and reply as JSON; {sum(written_small.values()) / 1000:.1f} KB with 2 characters",
        ),
    ]
