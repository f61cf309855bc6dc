"""The pages with a keyboard and a screen reader (issue 31, item 12): axe-core finds nothing critical or serious on
any page in any state, at 1366×768 and 390×844, and a live update leaves the keyboard where it was.

axe-core comes bundled with axe-playwright-python and runs in the headless Chromium of the other browser tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.adapters.http.conftest import ADMIN, Site, _unavailable
from tests.adapters.http.test_browser import PHONE, open_page
from tests.adapters.http.test_gm_table import LAPTOP, new_page, play, snap

#: What a screen reader or keyboard user cannot get past; 'moderate' and 'minor' are reported, not failed.
BLOCKING = ("critical", "serious")


async def axe_violations(page: Any) -> list[str]:
    """Return axe-core's critical and serious findings on the page as it is now, one line each."""
    try:
        from axe_playwright_python.async_playwright import Axe
    except ImportError:
        _unavailable("axe-playwright-python is not installed (pip install -e '.[dev]')")

    results = await Axe().run(page)
    return [
        f"{v['impact']} {v['id']}: {[node['target'] for node in v['nodes']]}"
        for v in results.response["violations"]
        if v["impact"] in BLOCKING
    ]


async def assert_clean(page: Any, where: str) -> None:
    """Fail with axe-core's findings where the page in its present state, light or dark, has a critical or serious
    one (the page follows the system's colour scheme)."""
    for scheme in ("dark", "light"):
        await page.emulate_media(color_scheme=scheme)
        found = await axe_violations(page)
        assert found == [], f"{where} ({scheme}): {found}"


async def _index_states(site: Site, browser: Any, viewport: dict[str, int]) -> None:
    page = await new_page(browser, viewport)
    await page.goto(f"{site.url}/")
    await page.wait_for_selector("#token-form")
    await assert_clean(page, "the game list without a token")
    await page.locator("#token").fill("not-a-token")
    await page.locator("#token").press("Enter")
    await page.wait_for_selector("#token-hint[data-t=web-unauthorized]")
    await assert_clean(page, "the game list refusing a token")
    await page.goto(f"{site.url}/#token={ADMIN}")
    await page.wait_for_selector("#games a")
    await page.locator("#game-id").fill("club")  # taken: the form says so
    await page.locator("#new-game button").click()
    await page.wait_for_selector("#new-game-error:not([hidden])")
    await assert_clean(page, "the game list with games and a refused new game")
    await page.context.close()


async def _game_states(site: Site, browser: Any, viewport: dict[str, int]) -> None:
    from playwright.async_api import expect

    locked = await new_page(browser, viewport)
    await locked.goto(f"{site.url}/games/club#token=not-a-token")
    await locked.wait_for_selector("#locked:not([hidden])")
    await assert_clean(locked, "a locked game")
    await locked.context.close()
    gm = await open_page(browser, f"{site.url}/games/club#token={ADMIN}", viewport)
    await gm.wait_for_selector("#moves .move", state="attached")
    await assert_clean(gm, "the GM's board during a duel")
    if viewport == PHONE:
        await gm.locator('#tabs [data-tab="console"]').click()
    for _ in range(12):  # enough replies that the output scrolls
        await gm.locator("#command").fill("/status")
        await gm.locator("#command").press("Enter")
    await expect(gm.locator("#output .said.reply")).to_have_count(12)
    assert await gm.evaluate("(o => o.scrollHeight > o.clientHeight)(document.getElementById('output'))")
    await gm.locator("#share-button").click()
    await gm.wait_for_selector("#share-url:not([hidden])")
    await gm.locator("#link-character").select_option("Draco")
    await gm.locator("#link-form button").click()
    await gm.wait_for_selector("#link-url:not([hidden])")
    await expect(gm.locator("#links li")).to_have_count(2)
    await gm.locator("#command").fill("/chart")
    await gm.locator("#command").press("Enter")
    await expect(gm.locator("#output figure img")).to_have_count(1)
    await assert_clean(gm, "the GM's console, its output scrolling with a picture, the links made and listed")
    await snap(gm, "a11y-console")
    player = await open_page(browser, await gm.locator("#link-url").input_value(), viewport)
    await assert_clean(player, "a player's page")
    screen = await open_page(browser, f"{site.url}/games/club#token={await site.token('club', 'read', 'tv')}", viewport)
    await assert_clean(screen, "a second screen")
    await screen.context.set_offline(True)
    site.srv.closing = True  # the server ends the stream: the board is marked stale
    await play(site, "club", "/char Luna sortileges=40")
    await expect(screen.locator("#stale")).to_be_visible()
    await assert_clean(screen, "a second screen that lost the server")
    site.srv.closing = False


@pytest.mark.parametrize("viewport", [LAPTOP, PHONE], ids=["laptop", "phone"])
async def test_every_page_and_state_is_axe_clean(site: Site, browser: Any, viewport: dict[str, int]) -> None:
    await site.open_game("club", "duel_club", "fr")
    await play(site, "club", "/char Harry sortileges=60", "/char Draco sortileges=55", "/duel Harry vs Draco", "/init")
    await _index_states(site, browser, viewport)
    await _game_states(site, browser, viewport)


async def test_a_live_update_leaves_the_focus_on_the_control_it_was_on(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    await play(site, "club", "/char Harry sortileges=60", "/char Draco sortileges=55", "/duel Harry vs Draco", "/init")
    page = await open_page(browser, f"{site.url}/games/club#token={ADMIN}", LAPTOP)
    undo = page.locator('#quick [data-command="undo"]')
    await undo.focus()
    spell = page.locator('#moves [data-slot="spell"] button').nth(1)
    seq = await page.evaluate("document.body.dataset.seq")
    await play(site, "club", "/char Luna sortileges=40")
    await expect(page.locator("body")).not_to_have_attribute("data-seq", seq)
    assert await page.evaluate("document.activeElement.dataset.command") == "undo", "the Undo button keeps the focus"
    await spell.focus()
    label = await spell.inner_text()
    seq = await page.evaluate("document.body.dataset.seq")
    await play(site, "club", "/char Ron sortileges=40")
    await expect(page.locator("body")).not_to_have_attribute("data-seq", seq)
    assert await page.evaluate("document.activeElement.textContent") == label, "the spell button keeps the focus"
