"""The pages in headless Chromium: the dashboard follows another door live; the web console plays a short duel.

Chromium comes from the system (apt-get install chromium), driven by Playwright without its own browser download.
Where it is missing the tests skip, saying why; under CI=true a missing browser fails them.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.reader.slash import parse
from models import Actor
from tests.adapters.http.conftest import ADMIN, Site

TIMEOUT_MS = 10_000
PHONE = {"width": 390, "height": 844}


async def open_page(browser: Any, url: str, viewport: dict[str, int] | None = None) -> Any:
    page = await browser.new_page(viewport=viewport or {"width": 1280, "height": 900})
    page.set_default_timeout(TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    await page.goto(url)
    await page.wait_for_selector("#live.on")
    return page


async def test_dashboard_follows_a_command_from_another_door(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "fr")
    page = await open_page(browser, f"{site.url}/games/club#token={ADMIN}", PHONE)
    await expect(page.locator("h2[data-t=web-characters]")).to_have_text("Personnages")
    assert "token" not in page.url
    await page.evaluate("window.__sameDocument = true")
    gm = Actor(id="tg:42", name="Minerva", admin=True)
    for line in ("/char Harry sortileges=80", "/char Draco sortileges=20", "/duel Harry vs Draco"):
        await site.app.engine.handle(parse(line, source="telegram"), gm, "club", None)
    harry = page.locator('[data-key="harry"]')
    await expect(harry.locator('[data-pool="pv"] .pool-value')).to_have_text("5 / 5")
    await expect(harry.locator(".tag")).to_have_text("⚔ 1")
    await expect(page.locator('[data-duel="1"] h3')).to_have_text("#1 Harry ⚔ Draco")
    await expect(page.locator("#recent li").first).to_contain_text("Minerva · Telegram")
    await expect(page.locator("#summary")).to_have_text("2 personnages, 1 duel en cours")
    assert await page.evaluate("window.__sameDocument") is True
    width = await page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"], "the dashboard must fit a phone's width"
    assert page.errors == []


async def test_web_console_plays_a_short_duel(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    gm = await site.token("club", "gm", "Minerva")
    page = await open_page(browser, f"{site.url}/games/club#token={gm}")
    typed = [
        "/char Harry sortileges=100",
        "/char Draco sortileges=0",
        "/duel Harry vs Draco",
        "/init",
        *["/cast Harry: stupefix", "/cast Draco: stupefix", "/cast Draco: stupefix", "/cast Harry: stupefix"] * 2,
        "/cast Harry: stupefix",
        "/cast Draco: stupefix",
    ]
    command = page.locator("#command")
    for n, line in enumerate(typed, start=1):
        await command.fill(line)
        await command.press("Enter")
        await expect(page.locator("#output .said.mine")).to_have_count(n)
        await expect(page.locator("#output .said:not(.mine)")).to_have_count(n)
    await expect(page.locator("#output .said.refused")).to_have_count(0)
    won = (await site.app.storage.read_log("club", after=1, limit=100))[-1].events[-1]
    text = site.app.translator.render(won, "en")
    assert "Harry" in text
    await expect(page.locator("#output")).to_contain_text(text)
    await expect(page.locator('[data-duel="1"] .ended')).to_have_text("Winner: Harry")
    await expect(page.locator('[data-key="draco"] [data-pool="pv"] .pool-value')).to_have_text("0 / 5")
    await page.locator("#command").fill("/lang xx")
    await page.locator("#command").press("Enter")
    await expect(page.locator("#output .said.refused")).to_have_count(1)
    assert page.errors == []


async def test_read_only_link_hides_the_console_input(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club")
    reader = await site.token("club", "read", "tv")
    page = await open_page(browser, f"{site.url}/games/club#token={reader}")
    await expect(page.locator("#console")).to_be_hidden()  # a second screen: no console at all
    await expect(page.locator("#command-form")).to_be_hidden()
    await expect(page.locator("#share")).to_be_hidden()


async def test_fresh_machine_admin_link_opens_a_game_and_its_console(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    page = await browser.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    await page.goto(f"{site.url}/#token={ADMIN}")
    await expect(page.locator("#no-games")).to_be_visible()
    await page.locator("#game-id").fill("table-1")
    await page.locator("#game-ruleset").select_option("duel_club")
    await page.locator("#game-locale").select_option("pl")
    await page.locator("#new-game button").click()
    await page.wait_for_url(f"{site.url}/games/table-1")
    await page.wait_for_selector("#live.on")
    await expect(page.locator("h2[data-t=web-console]")).to_have_text("Konsola")
    await page.locator("#command").fill("/char Harry sortileges=60")
    await page.locator("#command").press("Enter")
    await expect(page.locator('[data-key="harry"]')).to_be_visible()
    await page.goto(f"{site.url}/")
    await expect(page.locator("#games a")).to_have_text("table-1")


async def test_dashboard_shows_the_pools_chart_and_redraws_it_after_a_change(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "pl")
    gm = Actor(id="tg:42", name="Minerva", admin=True)
    for line in ("/char Harry sortileges=100", "/char Draco sortileges=0", "/duel Harry vs Draco", "/init"):
        await site.app.engine.handle(parse(line, source="telegram"), gm, "club", None)
    page = await open_page(browser, f"{site.url}/games/club#token={ADMIN}")
    chart = page.locator("#chart")
    await expect(page.locator("#chart-section")).to_be_visible()
    await expect(page.locator("h2[data-t=web-chart]")).to_have_text("Pule w trakcie gry")
    await expect(chart).to_have_attribute("src", re.compile("^blob:"))
    await chart.evaluate("img => img.decode()")  # the picture decodes: the page's policy lets its blob in
    assert await chart.evaluate("img => img.naturalWidth") == 768  # the SVG is 8 inches wide: 576 pt
    assert await chart.get_attribute("alt") == "Pule w trakcie gry"
    first = await chart.get_attribute("src")
    await site.app.engine.handle(parse("/cast Harry: stupefix", source="telegram"), gm, "club", None)
    await expect(chart).not_to_have_attribute("src", first or "")
    assert page.errors == []
