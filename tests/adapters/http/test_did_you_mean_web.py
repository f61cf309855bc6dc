"""Did you mean, in the web console (headless Chromium) and its JSON: a line not played is answered with its closest
readings as links; following one plays it once."""

from __future__ import annotations

from typing import Any

from tests.adapters.http.conftest import Site
from tests.adapters.http.test_browser import open_page


async def test_a_typoed_command_gets_links_and_a_double_click_plays_one_once(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "fr")
    gm = await site.token("club", "gm", "Minerva")
    page = await open_page(browser, f"{site.url}/games/club#token={gm}")
    command = page.locator("#command")
    await command.fill("/char Harry sortileges=60")
    await command.press("Enter")
    await expect(page.locator("#output .said.reply")).to_have_count(1)
    before = (await site.app.engine.state("club")).seq  # type: ignore[union-attr]

    await command.fill("/chra Draco sortileges=50")
    await command.press("Enter")
    refused = page.locator("#output .said.refused").last
    await expect(refused).to_contain_text("Vouliez-vous dire")
    link = page.locator("#output a.choice")
    await expect(link).to_have_text(["/perso Draco sortilèges=50"])
    assert await link.get_attribute("data-line") == "/char Draco sortileges=50"

    await link.dblclick()  # a second click of the same link plays nothing more
    await expect(page.locator("#output .said.reply")).to_have_count(2)
    await expect(page.locator("#output .said.reply").last).to_contain_text("Draco rejoint le club de duel")
    await expect(page.locator("#output a.choice")).to_have_count(0)  # the question is answered: its links are gone
    await expect(page.locator('[data-key="draco"]')).to_be_visible()
    state = await site.app.engine.state("club")
    assert state is not None and state.seq == before + 1
    assert sorted(c.name for c in state.characters.values()) == ["Draco", "Harry"]
    assert page.errors == []


async def test_the_api_answers_natural_words_not_read_with_choices_and_a_retry_plays_once(site: Site) -> None:
    await site.open_game("club", "duel_club", "fr")
    await site.command("club", "/char Harry sortileges=60")
    asked = await site.command("club", "il reste combien de pv a Harry la dessus")
    assert not asked["ok"] and asked["refusal"]["key"] == "refusal-not-understood"
    assert asked["lines"][-1] == "Vouliez-vous dire\u00a0:"
    assert asked["choices"][0] == {"label": "/reserve Harry", "line": "/pool Harry"}

    chosen = asked["choices"][0]["line"]
    first = await site.command("club", chosen, key="asked:choice")
    again = await site.command("club", chosen, key="asked:choice")  # the page's retry: the same key
    assert first["ok"] and not first["duplicate"] and again["duplicate"] and again["seq"] == first["seq"]
    assert first["choices"] == []


async def test_help_of_no_command_is_answered_without_choices(site: Site) -> None:
    await site.open_game("club", "duel_club", "fr")
    asked = await site.command("club", "/aide truc")  # fr F6: never «1. /aide truc» again
    assert asked["refusal"]["key"] == "refusal-help-unknown" and asked["choices"] == []


async def test_a_line_that_stops_resting_is_offered_the_end_of_the_rest_and_following_it_ends_it(site: Site) -> None:
    await site.open_game("sp", "spell_points", "cs")
    for line in ("/char Mialee level=3 ability=14", "/spend Mialee 3", "/rest Mialee begin"):
        assert (await site.command("sp", line))["ok"], line
    asked = await site.command("sp", "Mialee přestává odpočívat")  # cs #4b: never «/odpočinek Mialee begin»
    assert asked["lines"][-1] == "Zkus jeden z těchto řádků:"
    assert asked["choices"] == [{"label": "/odpocinek Mialee konec", "line": "/rest Mialee end"}]
    ended = await site.command("sp", asked["choices"][0]["line"])
    assert ended["ok"] and ended["events"][0]["key"] == "sp-rest-end"
