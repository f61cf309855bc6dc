"""Macros through the web: made and played in the page's console (headless Chromium) and through the JSON API, where a
retry under the same Idempotency-Key plays a macro once."""

from __future__ import annotations

from typing import Any

from tests.adapters.http.conftest import Site
from tests.adapters.http.test_browser import open_page


async def test_a_macro_made_in_the_web_console_plays_its_lines(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "fr")
    gm = await site.token("club", "gm", "Minerva")
    page = await open_page(browser, f"{site.url}/games/club#token={gm}")
    command = page.locator("#command")
    for n, line in enumerate(("/macro club /char Harry sortileges=60; /char Drago sortileges=50", "club"), start=1):
        await command.fill(line)
        await command.press("Enter")
        await expect(page.locator("#output .said.reply")).to_have_count(n)
    await expect(page.locator("#output .said.reply").last).to_contain_text("Drago rejoint le club de duel")
    await expect(page.locator('[data-key="drago"]')).to_be_visible()
    state = await site.app.engine.state("club")
    assert state is not None and sorted(c.name for c in state.characters.values()) == ["Drago", "Harry"]
    assert page.errors == []


async def test_the_api_plays_a_macro_once_under_one_idempotency_key(site: Site) -> None:
    await site.open_game("club", "duel_club", "en")
    made = await site.command("club", "/macro hits /char Harry skill=60; /roll 1d6")
    assert made["ok"] and made["lines"] == ["Macro hits: /char Harry skill=60; /roll 1d6. Type hits to run it."]
    first = await site.command("club", "hits", key="k-1")
    again = await site.command("club", "hits", key="k-1")
    assert first["ok"] and not first["duplicate"] and again["duplicate"]
    assert [e["key"] for e in first["events"]] == [e["key"] for e in again["events"]]
    assert first["events"][-1]["key"] == "roll-result" and first["lines"] == again["lines"]
    state = await site.app.engine.state("club")
    assert state is not None and state.seq == first["seq"] and list(state.characters) == ["harry"]
