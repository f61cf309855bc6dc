"""Names at the web door (issue 31, items 20 and 21): a name without a letter, an invisible or restricted character
or a script mix is refused, and a letterless name kept before it was refused leaves natural lines answering."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from assistant.reading.name_keys import hidden
from assistant.state.ports import Storage
from models import Actor, Command, LogEntry
from tests.adapters.http.conftest import Site

REFUSED = [
    ("\u0301\u0301", "refusal-name-empty"),
    ("Ha\u034frry", "refusal-name-hidden"),
    ("Ha\U000e0100rry", "refusal-name-hidden"),
    ("\u3164Harry", "refusal-name-hidden"),
    ("Ha\u2800rry", "refusal-name-restricted"),
    ("ʜarry", "refusal-name-restricted"),
    ("Rоn", "refusal-name-scripts"),
]


@pytest.mark.parametrize(("name", "key"), REFUSED)
async def test_an_unreadable_name_is_refused_and_nothing_is_stored(site: Site, name: str, key: str) -> None:
    await site.open_game("g")
    await site.command("g", "/char Harry sortileges=60")
    before = await site.json("GET", "/api/games/g/events")
    reply = await site.command("g", f"/char {name} sortileges=60")
    assert reply["ok"] is False and reply["seq"] is None and reply["refusal"]["key"] == key
    assert len(reply["lines"]) == 1 and hidden(reply["lines"][0]) is None  # the refusal quotes nothing invisible
    view = await site.json("GET", "/api/games/g/characters")
    assert [c["name"] for c in view["characters"]] == ["Harry"]
    assert await site.json("GET", "/api/games/g/events") == before


async def test_a_kept_letterless_name_leaves_natural_lines_answering(stored_site: Site, storage: Storage) -> None:
    await stored_site.open_game("g")
    await stored_site.command("g", "/char Harry sortileges=60")
    await stored_site.command("g", "/char Draco sortileges=40")
    state = await storage.read_state("g")
    assert state is not None
    marks = {**state["characters"]["draco"], "name": "\u0301\u0301"}  # kept by a version that let it in
    entry = LogEntry(
        seq=state["seq"] + 1,
        at=datetime(2026, 12, 1, tzinfo=UTC),
        actor=Actor(id="gm", name="GM", admin=True),
        command=Command(name="char", args=["\u0301\u0301"], options={"sortileges": "40"}),
        events=[],
    )
    async with storage.transaction("g") as tx:
        await tx.append(entry)
        await tx.save({**state, "seq": entry.seq, "characters": {**state["characters"], "": marks}})
    names = [c["name"] for c in (await stored_site.json("GET", "/api/games/g/characters"))["characters"]]
    assert names == ["Harry", "Draco", "\u0301\u0301"]
    reply = await stored_site.command("g", "duel: Harry vs Draco")
    assert reply["ok"] is True and "Harry" in reply["lines"][0] and "Draco" in reply["lines"][0], reply
    reply = await stored_site.command("g", "Harry casts Stupefy on Draco")  # read as a cast: the duel's rule answers
    assert reply["refusal"]["key"] == "duel_club-refusal-no-initiative", reply
