"""A long fuzz run: `python -m tests.fuzz --lines 100000 [--web 25000] [--seed 1] [--rules ergs]` prints its figures."""

from __future__ import annotations

import argparse
import asyncio
import logging
import math

import structlog

from tests.fuzz import ALL, Figures, fuzz_engine, fuzz_http


def main() -> int:
    """Run the fuzz with the numbers given; exit 1 where it found a crash or a refusal that changed state."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__)
    parser.add_argument("--lines", type=int, default=100_000, help="lines a ruleset through the engine")
    parser.add_argument("--web", type=int, default=None, help="lines a ruleset through the web API (lines/4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", nargs="*", default=list(ALL), choices=ALL)
    args = parser.parse_args()
    structlog.configure(wrapper_class=structlog.make_filtering_bound_logger(logging.ERROR))
    rules, web = tuple(args.rules), args.lines // 4 if args.web is None else args.web
    figures = Figures()
    asyncio.run(fuzz_engine(rules, args.lines, args.seed, figures, math.inf))
    asyncio.run(fuzz_http(rules, web, args.seed, figures, math.inf))
    print(figures.report())
    return 1 if figures.crashes or figures.changed else 0


if __name__ == "__main__":
    raise SystemExit(main())
