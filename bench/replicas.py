"""Replicas: two services on one PostgreSQL database taking one game's lines in turn (a round-robin proxy), against
one service taking them all. Each line goes the way a door's does: the conversation reads it in the game's terms,
then the engine plays it under a fresh dedup key. CPU time is this process's, both services' together."""

from __future__ import annotations

import itertools
import uuid
from dataclasses import dataclass

from adapters.storage import SqlStorage, open_storage
from assistant.conversation.outcome import Place
from assistant.conversation.talk import Conversation
from assistant.language.translator import Translator
from assistant.reading.utterance import Typed
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock
from bench.measure import Row, cost_row
from bench.storage import COMMAND, GM, SETUP, paired, pg_schema

#: The game both sides play (each side its own, on the same database).
GAME = "replicas"


@dataclass
class Replica:
    """One service: its own pool of connections, engine and conversation, as a process of its own has."""

    storage: SqlStorage
    conversation: Conversation

    @classmethod
    async def open(cls, dsn: str, schema: str) -> Replica:
        """Open a service on the database's schema."""
        storage = await open_storage(dsn, schema=schema)
        engine = Engine(storage, SystemClock(), GameDefaults(ruleset="feniks", seed=42))
        return cls(storage, Conversation(engine, Translator()))

    async def say(self, game: str, text: str) -> None:
        """Hand a line to the conversation as a group chat's door does; refuse to measure a refused line."""
        place = Place(game=game, door="bench", shared=True)
        outcome = await self.conversation.say(Typed(text, source="bench"), place, GM, key=f"bench:{uuid.uuid4().hex}")
        if outcome.reply is None or not outcome.reply.ok:
            raise RuntimeError(f"the bench line {text!r} was refused: {outcome.reply}")


async def round_robin_row(dsn: str, runs: int, n: int) -> Row:
    """The command through two replicas in turn, against the same command through one (each in a game of its own)."""
    async with pg_schema(dsn) as schema:
        a, b = await Replica.open(dsn, schema), await Replica.open(dsn, schema)
        try:
            for line in SETUP:
                await a.say(f"{GAME}-one", line)
                await a.say(f"{GAME}-two", line)
            turn = itertools.cycle((a, b))

            async def one() -> None:
                await a.say(f"{GAME}-one", COMMAND)

            async def two() -> None:
                await next(turn).say(f"{GAME}-two", COMMAND)

            s, base = await paired(one, two, runs, n)
        finally:
            await a.storage.close()
            await b.storage.close()
    return cost_row(
        "replicas",
        f"a game's lines through 2 replicas in turn on PostgreSQL (`{COMMAND}`)",
        s,
        base,
        1.2,
        on="cpu",
        note="vs through 1 replica; read as a door reads it, then played",
    )
