"""The fuzz in CI: generated hostile lines of every ruleset through the engine and the web API break nothing, and
no refusal changes anything. FUZZ_LINES lines a ruleset (a quarter through the web), within FUZZ_SECONDS in all;
a longer run is `python -m tests.fuzz --lines 100000` (make fuzz)."""

from __future__ import annotations

import os

from tests.fuzz import ALL, Figures, fuzz_engine, fuzz_http

#: Lines a ruleset, the two doors together.
LINES = int(os.environ.get("FUZZ_LINES", "10000"))
#: The most seconds the whole run takes (the lines not played by then are left for the next seed).
SECONDS = float(os.environ.get("FUZZ_SECONDS", "50"))
SEED = int(os.environ.get("FUZZ_SEED", "15"))
#: One line in this many goes through the web API.
WEB_SHARE = 4


async def test_no_hostile_line_breaks_a_game_and_no_refusal_changes_anything() -> None:
    figures, share = Figures(), SECONDS / len(ALL)
    await fuzz_engine(ALL, LINES - LINES // WEB_SHARE, SEED, figures, share * 0.6)
    await fuzz_http(ALL, LINES // WEB_SHARE, SEED, figures, share * 0.4)
    print(figures.report())
    assert all(figures.lines[f"{r} {door}"] > 0 for r in ALL for door in ("engine", "http")), figures.report()
    assert figures.crashes == [], figures.report()
    assert figures.changed == [], figures.report()
