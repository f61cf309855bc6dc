"""The conversation in the core, as the web console's reader meets it: a roster pasted as into Telegram, and each
token answered in its own language (/lang me)."""

from __future__ import annotations

from typing import Any

from tests.adapters.http.conftest import Site
from tests.adapters.http.test_browser import open_page

#: A roster as a GM pastes it: one sheet a line, a bad one among them.
ROSTER = "Harry sortileges=60\nDraco sortileges=55\nGoyle sortileges=999\nRon sortileges=40"


async def test_a_roster_pasted_into_the_web_console_is_one_summary(site: Site) -> None:
    await site.open_game("g", ruleset="duel_club", locale="en")
    said = await site.command("g", ROSTER)
    assert said["ok"] and said["lines"][:2] == ["Characters added: 3 of 4.", "Added: Harry, Draco, and Ron."]
    assert said["lines"][2].startswith("Line 3 (Goyle): ")
    roster = await site.json("GET", "/api/games/g/characters")
    assert sorted(c["key"] for c in roster["characters"]) == ["draco", "harry", "ron"]
    again = await site.command("g", ROSTER)  # a second paste adds nobody twice: the sheets are updated
    assert again["lines"][0] == "Characters added: 3 of 4."


async def test_the_web_console_answers_a_token_in_its_own_language(site: Site) -> None:
    await site.open_game("g", ruleset="duel_club", locale="en")
    await site.command("g", "/lang en")
    await site.command("g", "/char Harry sortileges=60")
    ania = await site.token("g", "player", "Ania")
    assert (await site.command("g", "/lang me fr", token=ania))["ok"]
    said = await site.command("g", "/pool Harry", token=ania)
    assert said["locale"] == "fr" and said["lines"] == ["Harry\u00a0: PV 5/5"]
    assert (await site.command("g", "/pool Harry"))["lines"] == ["Harry: HP 5/5"]


async def test_a_roster_pasted_into_the_page_s_console_field_is_played_whole(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    gm = await site.token("club", "gm", "Minerva")
    page = await open_page(browser, f"{site.url}/games/club#token={gm}")
    await page.evaluate(
        """(text) => {
            const data = new DataTransfer();
            data.setData("text/plain", text);
            const paste = new ClipboardEvent("paste", {clipboardData: data, bubbles: true, cancelable: true});
            document.getElementById("command").dispatchEvent(paste);
        }""",
        ROSTER,
    )
    await expect(page.locator("#output")).to_contain_text("Characters added: 3 of 4.")
    await expect(page.locator('[data-key="ron"]')).to_have_count(1)
    assert await page.locator("#command").input_value() == "" and page.errors == []
