"""Huge numbers through the web door and the console: a refusal answered 200 that names the bound, nothing stored,
and a log that holds a number no parser would take now (written by an older version) still reads."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

from adapters.console import Console
from assistant.state.ports import Storage
from models import Actor, Command, Event, LogEntry
from tests.adapters.http.conftest import Site

HUGE = "99999999999999999999999999"
REFUSED = "Reflex must be between 0 and 30 points, not 99999999999999999999999… (rule: the character sheet)."


async def test_a_huge_number_is_refused_over_http_and_nothing_is_logged(stored_site: Site) -> None:
    await stored_site.open_game("g", "feniks")
    before = await stored_site.json("GET", "/api/games/g/events")
    out = await stored_site.command("g", f"/odds dodge {HUGE}")
    assert out["ok"] is False and out["seq"] is None
    assert out["lines"] == [REFUSED]
    assert await stored_site.json("GET", "/api/games/g/events") == before


async def test_a_logged_huge_number_still_reads_in_the_log_and_dashboard(stored_site: Site, storage: Storage) -> None:
    await stored_site.open_game("g", "feniks")
    state = await storage.read_state("g")
    assert state is not None
    event = Event("feniks-odds-dodge", {"reflex": int(HUGE), "needs": 6, "chance": 50.0, "chance_exact": "1/2"})
    entry = LogEntry(
        seq=state["seq"] + 1,
        at=datetime(2026, 12, 1, tzinfo=UTC),
        actor=Actor(id="gm", name="GM", admin=True),
        command=Command(name="odds", args=["dodge", HUGE]),
        events=[event],
    )
    async with storage.transaction("g") as tx:
        await tx.append(entry)
        await tx.save({**state, "seq": entry.seq})
    log = await stored_site.json("GET", "/api/games/g/events")
    assert HUGE in log["entries"][-1]["events"][0]["text"]
    await stored_site.json("GET", "/api/games/g/dashboard")


async def test_the_console_answers_a_huge_number_and_goes_on(make_console: Callable[..., Awaitable[Console]]) -> None:
    console = await make_console(rules="feniks")
    assert await console.line(f"/odds dodge {HUGE}") == [REFUSED]
    assert (await console.line("/odds dodge 7"))[0].startswith("Dodge at Reflex 7:")
