"""A worker process for the reliability tests: applies the ledger plan's commands, printing an ack after each.

python -m tests.adapters.storage.worker URL GAME START STOP KEY_PREFIX [--tasks N] [--wait] [--games K]
prints 'ready' once its storage is open ('--wait': then waits for a line on stdin), opens the ledger game
if no one has yet, then prints one 'ack I SEQ DUPLICATE OK' line per command, only after the engine replied.
With '--games K' command I goes to game GAME/(I mod K) instead, each opened the same way.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

import structlog

from adapters.storage import open_storage
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock
from models import Actor, Command
from tests.adapters.storage.ledger import ID, SETUP, op, register

GM = Actor(id="tg:9000000000000001", name="GM", admin=True)


def command(i: int) -> Command:
    """Return the i-th planned command, its text naming its index for the log."""
    return parse(op(i)).model_copy(update={"text": f"op {i}"})


async def set_up(engine: Engine, game: str) -> None:
    """Open the game (each setup command under its own dedup key, so every worker may send them)."""
    for n, text in enumerate(SETUP):
        assert (await engine.handle(parse(text), GM, game, f"setup:{game}:{n}")).ok


def game_of(game: str, games: int, i: int) -> str:
    """Return the game command i goes to: the one game, or one of ``games`` games in turn."""
    return f"{game}/{i % games}" if games > 1 else game


async def apply(engine: Engine, args: argparse.Namespace, indexes: range) -> None:
    for i in indexes:
        reply = await engine.handle(command(i), GM, game_of(args.game, args.games, i), f"{args.prefix}{i}")
        print(f"ack {i} {reply.seq} {int(reply.duplicate)} {int(reply.ok)}", flush=True)


async def main(args: argparse.Namespace) -> None:
    storage = await open_storage(args.url)
    engine = Engine(storage, SystemClock(), GameDefaults(ruleset=ID, seed=1))
    print("ready", flush=True)
    if args.wait:
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    parts = [range(args.start + t, args.stop, args.tasks) for t in range(args.tasks)]
    try:
        for game in sorted({game_of(args.game, args.games, i) for i in range(args.games)}):
            await set_up(engine, game)
        await asyncio.gather(*(apply(engine, args, part) for part in parts))
    finally:
        await storage.close()


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser()
    for name in ("url", "game"):
        p.add_argument(name)
    for name in ("start", "stop"):
        p.add_argument(name, type=int)
    p.add_argument("prefix")
    p.add_argument("--tasks", type=int, default=1)
    p.add_argument("--wait", action="store_true")
    p.add_argument("--games", type=int, default=1)
    return p.parse_args(argv)


if __name__ == "__main__":
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))
    register()
    asyncio.run(main(parse_args(sys.argv[1:])))
