"""A replica process for the timer tests: sets a reminder, perhaps takes it when due, then runs on until killed.

python -m tests.adapters.storage.timer_worker URL GAME AT [--take]
plays a duel club duel in GAME whose player to move is reminded a minute later, every command at AT (ISO time);
with '--take' it then takes the due reminder as its scheduler would at AT + 1 minute, and holds it. It prints
'done' and waits for the test to kill it.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
from datetime import datetime, timedelta

import structlog

from adapters.storage import open_storage
from assistant.reading.slash import parse
from assistant.state.engine import Engine, GameDefaults
from assistant.state.ports import SystemClock
from assistant.state.scheduler import HOLD
from models import Actor

GM = Actor(id="console:gm", name="GM", admin=True)
#: The duel whose player to move is reminded after a minute.
REMINDED = ("/char Harry skill=60", "/char Draco skill=50", "/defaults remind=1m", "/duel Harry vs Draco", "/init")
DELAY = timedelta(minutes=1)


async def main(args: argparse.Namespace) -> None:
    storage = await open_storage(args.url)
    engine = Engine(storage, SystemClock(), GameDefaults(ruleset="duel_club", seed=1))
    at = datetime.fromisoformat(args.at)
    for line in REMINDED:
        assert (await engine.handle(parse(line).model_copy(update={"at": at}), GM, args.game)).ok, line
    if args.take:
        assert len(await storage.claim_timers(at + DELAY, at + DELAY + HOLD, 10)) == 1
    print("done", flush=True)
    await asyncio.Event().wait()


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser()
    for name in ("url", "game", "at"):
        p.add_argument(name)
    p.add_argument("--take", action="store_true")
    return p.parse_args()


if __name__ == "__main__":
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.WARNING))
    asyncio.run(main(parse_args()))
