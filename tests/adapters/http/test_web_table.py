"""What the tables met on the web page (issue 31, items 7-11, 13, 14), in headless Chromium at a laptop's and a
phone's size: the console in reach, moves only where the rules allow them, links made from the page, a feed in
words, charts that read, a real second screen."""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any

from assistant import scheduler
from assistant.rulesets import get_ruleset
from assistant.rulesets.feniks.tables import tables
from tests.adapters.http.conftest import ADMIN, Site
from tests.adapters.http.test_browser import PHONE, open_page
from tests.adapters.http.test_gm_table import LAPTOP, new_page, play, snap
from tests.assistant.rulesets.ergs_kit import PERIODIC
from tests.fakes import FakeClock

#: The laptop the console was met on (item 11).
SMALL_LAPTOP = {"width": 1280, "height": 800}
FENIKS_DUEL = ("/char Harry age=15 reflex=7 charms=14", "/char Draco age=16 reflex=5 charms=18", "/duel Harry vs Draco")


# ---- 11. the console stays reachable ---------------------------------------------------------------------------


async def test_during_a_duel_the_reply_and_the_command_line_stay_on_the_first_screen(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("duel", "feniks", "en")
    await play(site, "duel", *FENIKS_DUEL, "/init")
    page = await open_page(browser, f"{site.url}/games/duel#token={ADMIN}", SMALL_LAPTOP)
    await expect(page.locator("#moves .move")).to_have_count(1)
    await page.locator("#command").fill("/status")
    await page.locator("#command").press("Enter")
    reply = page.locator("#output .said.reply").last
    await expect(reply).to_be_visible()
    await snap(page, "duel-console")
    field, said = await page.locator("#command").bounding_box(), await reply.bounding_box()
    bottom = SMALL_LAPTOP["height"]
    assert field["y"] + field["height"] <= bottom, f"the command line ends at {field['y'] + field['height']} px"
    assert said["y"] + said["height"] <= bottom, f"the reply ends at {said['y'] + said['height']} px"
    output = await page.locator("#output").bounding_box()
    assert output["height"] >= 96, f"the output is {output['height']} px high"


async def test_on_a_phone_the_console_tab_shows_the_focused_command_line(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("duel", "feniks", "en")
    names = ["Harry", "Draco", "Hermione", "Ron", "Luna", "Neville", "Ginny", "Cho"]
    await play(site, "duel", *(f"/char {n} age=15 reflex=7 charms=14" for n in names))
    page = await open_page(browser, f"{site.url}/games/duel#token={ADMIN}", PHONE)
    await expect(page.locator('[data-key="cho"]')).to_be_visible()
    await page.evaluate("window.scrollTo(0, 1500)")
    assert await page.evaluate("window.scrollY") > 300, "the board is scrolled down"
    await page.locator('#tabs [data-tab="console"]').click()
    command = page.locator("#command")
    await expect(command).to_be_focused()
    field = await command.bounding_box()
    assert field["y"] >= 0 and field["y"] + field["height"] <= PHONE["height"], f"the field is at y = {field['y']}"


async def test_the_replies_are_still_there_after_a_reload(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    page = await open_page(browser, f"{site.url}/games/club#token={ADMIN}")
    await page.locator("#command").fill("/char Harry sortileges=60")
    await page.locator("#command").press("Enter")
    await expect(page.locator("#output .said.reply")).to_have_count(1)
    said = await page.locator("#output").inner_text()
    await page.reload()
    await page.wait_for_selector("#live.on")
    await expect(page.locator("#output .said")).to_have_count(2)
    assert await page.locator("#output").inner_text() == said


async def test_a_command_sent_while_the_server_is_out_of_reach_stays_in_the_field(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "pl")
    page = await open_page(browser, f"{site.url}/games/club#token={ADMIN}")
    await page.context.set_offline(True)
    await page.locator("#command").fill("/char Harry sortileges=60")
    await page.locator("#command").press("Enter")
    refused = page.locator("#output .said.refused")
    await expect(refused).to_have_text("Nie wysłano: serwer jest nieosiągalny. Polecenie czeka w polu.")
    await expect(page.locator("#command")).to_have_value("/char Harry sortileges=60")
    await page.context.set_offline(False)
    await page.wait_for_selector("#live.on", timeout=30_000)
    await page.locator("#command").press("Enter")
    await expect(page.locator('[data-key="harry"]')).to_be_visible()
    assert (await site.app.engine.state("club")).characters.keys() == {"harry"}


# ---- 10. moves only when the rules allow them ------------------------------------------------------------------


async def test_start_the_bout_is_offered_only_for_a_periodic_duel_ready_for_it(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("larp", "ergs", "ru")
    await play(site, "larp", *PERIODIC[:3])  # two wizards and a duel, no protocol yet
    page = await open_page(browser, f"{site.url}/games/larp#token={ADMIN}", LAPTOP)
    bout = page.locator('#quick [data-command="bout"]')
    await expect(page.locator('[data-duel="1"]')).to_be_visible()
    await expect(bout).to_have_count(0)  # a duel without a periodic protocol has no bouts
    refused = await site.command("larp", "/bout start duel=1")
    assert not refused["ok"], "the rules refuse it too"
    await play(site, "larp", *PERIODIC[3:])
    await expect(bout).to_have_text("Начать схватку")
    await bout.click()
    await expect(page.locator('[data-duel="1"] .timer')).to_contain_text("Схватка")
    await expect(bout).to_have_count(0)
    assert page.errors == []


async def test_a_feniks_caster_sees_their_own_spells_first_and_each_button_names_the_target(
    site: Site, browser: Any
) -> None:
    from playwright.async_api import expect

    await site.open_game("duel", "feniks", "en")
    await play(site, "duel", "/char Harry age=15 reflex=7 charms=14", "/char Draco age=16 reflex=5 transfig=12")
    await play(site, "duel", "/duel Harry vs Draco", "/order Harry Draco")
    page = await open_page(browser, f"{site.url}/games/duel#token={ADMIN}", LAPTOP)
    spells = page.locator('#moves [data-slot="spell"] button[data-value]')
    await expect(page.locator("#moves .move-head")).to_have_text(["Harry: /cast"])
    catalogue = {s.id: s.category for s in tables(await site.app.engine.state("duel")).spells if not s.shield}
    offered = await spells.evaluate_all("buttons => buttons.map((b) => b.dataset.value)")
    assert offered and {catalogue[s] for s in offered} == {"charms"}, offered  # none of the 0-point categories
    assert all(text.endswith(" → Draco") for text in await spells.all_inner_texts()), "the target is on the button"
    await page.locator("#moves [data-more]").click()
    await expect(spells).to_have_count(len(catalogue))
    await spells.filter(has_text="Stupefy").click()
    await expect(page.locator("#output .said.mine")).to_have_text("> /cast Harry: stupefy Draco")
    cast = (await site.app.storage.read_log("duel", after=0, limit=100))[-1]
    assert cast.command.name == "cast" and cast.events[0].args.get("target") in {"Draco", "draco"}, cast.events[0]


# ---- 7. links from the page ------------------------------------------------------------------------------------


async def test_a_gm_makes_lists_and_revokes_a_players_link_from_the_page(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    await play(site, "club", "/char Harry sortileges=60", "/char Draco sortileges=55")
    gm = await open_page(browser, f"{site.url}/games/club#token={await site.token('club', 'gm', 'Minerva')}")
    await gm.locator("#link-character").select_option("Draco")
    await gm.locator("#link-label").fill("Ania")
    await gm.locator("#link-form button").click()
    url = gm.locator("#link-url")
    await expect(url).to_have_value(re.compile(r"#token="))
    draco = gm.locator('[data-key="draco"] p.small')
    await expect(draco).to_contain_text("Player: Ania")
    await expect(gm.locator("#output .said.reply")).to_have_text("Draco is now played by Ania.")
    made = [t for t in (await site.json("GET", "/api/games/club/tokens"))["tokens"] if t["role"] == "player"]
    assert [t["label"] for t in made] == ["Ania"]
    assert (await site.app.engine.state("club")).characters["draco"].owner == f"web:{made[0]['id']}"
    await expect(gm.locator(f'#links [data-token="{made[0]["id"]}"]')).to_contain_text("Ania · player")
    await snap(gm, "player-link")
    player = await open_page(browser, await url.input_value())
    await expect(player.locator('[data-key="draco"] p.small')).to_contain_text("Player: Ania")
    assert "web:" not in await player.locator("#characters").inner_text()
    await gm.locator(f'#links [data-token="{made[0]["id"]}"] button').click()
    await expect(gm.locator(f'#links [data-token="{made[0]["id"]}"]')).to_have_count(0)
    await expect(player.locator("#locked")).to_be_visible(timeout=30_000)
    assert [t for t in (await site.json("GET", "/api/games/club/tokens"))["tokens"] if t["role"] == "player"] == []
    assert gm.errors == []


async def test_the_share_button_shows_the_same_read_only_link_until_it_is_revoked(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    page = await open_page(browser, f"{site.url}/games/club#token={ADMIN}")
    field = page.locator("#share-url")
    await page.locator("#share-button").click()
    await expect(field).to_have_value(re.compile(r"#token="))
    first = await field.input_value()
    await page.reload()
    await page.wait_for_selector("#live.on")
    await page.locator("#share-button").click()
    await expect(field).to_have_value(first)
    reads = [t for t in (await site.json("GET", "/api/games/club/tokens"))["tokens"] if t["role"] == "read"]
    assert [t["label"] for t in reads] == ["Second screen"], reads
    await page.locator(f'#links [data-token="{reads[0]["id"]}"] button').click()
    await expect(page.locator(f'#links [data-token="{reads[0]["id"]}"]')).to_have_count(0)
    await page.locator("#share-button").click()
    await expect(field).not_to_have_value(first)
    await expect(field).to_have_value(re.compile(r"#token="))


# ---- 8. the feed in words --------------------------------------------------------------------------------------


async def test_the_feed_says_who_did_what_in_words(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("larp", "ergs", "pl")
    await play(site, "larp", *PERIODIC, "/bout start")
    await site.token("larp", "read", "tv")
    await site.command("larp", "/spend Harry 1 reason=eliksir")
    state = await site.app.engine.state("larp")
    boundary = get_ruleset("ergs").boundary(state, site.app.engine.clock.now() + timedelta(hours=1))
    assert boundary is not None
    tick = boundary.command.model_copy(update={"source": scheduler.SOURCE})
    assert (await site.app.engine.handle(tick, scheduler.SYSTEM, "larp", None)).ok
    page = await open_page(browser, f"{site.url}/games/larp#token={ADMIN}")
    feed = page.locator("#recent li")
    await expect(feed.first).to_contain_text("zegar starć · automatycznie")
    heads = await page.locator("#recent .entry-head").all_inner_texts()
    words = "\n".join(heads)
    for raw in ("http", "scheduler", "system:", "token add", "admin ·", "/bout tick"):
        assert raw not in words, (raw, heads)
    assert any("administrator · strona WWW" in h and "/spend Harry 1" in h for h in heads), heads
    assert any("Minerva · Telegram" in h and "/bout start" in h for h in heads), heads
    made = feed.filter(has_text="Utworzono")
    await expect(made).to_have_count(1)
    await snap(page, "feed-in-words")


# ---- 14. the game list, the language menu, the summary, the way home -------------------------------------------


async def test_the_game_list_explains_itself_and_offers_the_browsers_language(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("kouzla", "spell_points", "cs")
    await play(site, "kouzla", "/char Mia level=5 ability=16", "/char Ota level=5 ability=16")
    page = await new_page(browser, locale="ru-RU")
    await page.goto(f"{site.url}/#token={ADMIN}")
    row = page.locator("#games li")
    await expect(row).to_have_text("kouzla Очки заклинаний (заклинатели d20) · Čeština · 2 postavy")
    await expect(page.locator("#game-locale")).to_have_value("ru")
    dashboard = await open_page(browser, f"{site.url}/games/kouzla#token={ADMIN}")
    await expect(dashboard.locator("#summary")).to_have_text("2 postavy")
    await expect(dashboard.locator("#home")).to_be_visible()


async def test_a_players_page_does_not_link_to_the_admins_list(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    for role in ("player", "read", "gm"):
        page = await open_page(browser, f"{site.url}/games/club#token={await site.token('club', role, role)}")
        await expect(page.locator("#home")).to_be_hidden()
        assert await page.locator('a[href="/"]:visible').count() == 0, role


# ---- 13. charts that read ----------------------------------------------------------------------------------------

#: matplotlib's type, in points, and the pixels an inch of a picture takes (adapters.charts).
CHART_POINTS, CHART_DPI = 10, 100


def _type_px(shown: float, drawn: float) -> float:
    """Return how many CSS pixels high a chart's type reads, drawn ``drawn`` pixels wide and shown ``shown``."""
    return CHART_POINTS / 72 * CHART_DPI * shown / drawn


async def test_chart_and_odds_in_the_web_console_show_their_pictures(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("duel", "feniks", "pl")
    await play(site, "duel", *FENIKS_DUEL)
    page = await open_page(browser, f"{site.url}/games/duel#token={ADMIN}", LAPTOP)
    pictures = page.locator("#output figure img")
    await page.locator("#command").fill("/status")  # a reply without a picture
    await page.locator("#command").press("Enter")
    await expect(page.locator("#output .said.reply")).to_have_count(1)
    for n, line in enumerate(("/chart", "/odds Harry stupefy", "/odds dodge Draco"), start=1):  # a chart, two odds
        await page.locator("#command").fill(line)
        await page.locator("#command").press("Enter")
        await expect(pictures).to_have_count(n)
        picture = pictures.nth(n - 1)
        await expect(picture).to_have_attribute("src", re.compile("^blob:"))
        await picture.evaluate("img => img.decode()")
        assert await picture.evaluate("img => img.naturalWidth") > 0
        shown, drawn = await picture.evaluate("img => [img.clientWidth, img.naturalWidth]")
        assert shown > 200 and _type_px(shown, drawn) >= 11, f"{line}: {shown} px wide, type {_type_px(shown, drawn)}"
    await expect(page.locator("#output .said.refused")).to_have_count(0)
    await snap(page, "console-pictures")
    missing = await site.call("GET", "/api/games/duel/charts/odds.svg?seq=999")
    assert missing.status == 404
    assert page.errors == []


async def test_on_a_phone_the_pools_chart_is_drawn_to_be_read(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    await play(site, "club", "/char Harry sortileges=60", "/char Draco sortileges=55")
    page = await open_page(browser, f"{site.url}/games/club#token={ADMIN}", PHONE)
    chart = page.locator("#chart")
    await expect(chart).to_have_attribute("src", re.compile("^blob:"))
    await chart.evaluate("img => img.decode()")
    shown, drawn = await chart.evaluate("img => [img.clientWidth, img.naturalWidth]")
    assert _type_px(shown, drawn) >= 11, f"the chart's type is {_type_px(shown, drawn):.1f} px on a phone"
    await chart.scroll_into_view_if_needed()
    await snap(page, "phone-chart")


# ---- 9. a real second screen -----------------------------------------------------------------------------------


async def _style(page: Any, selector: str, prop: str) -> str:
    return str(await page.locator(selector).first.evaluate(f"node => getComputedStyle(node).{prop}"))


async def _px(page: Any, selector: str, prop: str) -> float:
    return float((await _style(page, selector, prop)).removesuffix("px"))


async def test_a_second_screen_shows_the_pools_twice_as_large_on_one_line(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("kouzla", "spell_points", "cs")
    await play(site, "kouzla", "/char Mia level=9 ability=18", "/char Ota level=9 ability=18", "/spend Mia 17")
    gm = await open_page(browser, f"{site.url}/games/kouzla#token={ADMIN}", LAPTOP)
    screen = await open_page(browser, f"{site.url}/games/kouzla#token={await site.token('kouzla', 'read', 'tv')}")
    value = '[data-key="mia"] .pool-value'
    await expect(screen.locator(value)).to_be_visible()
    big, small = await _px(screen, value, "fontSize"), await _px(gm, value, "fontSize")
    assert big >= 2 * small, f"the second screen's pools are {big} px, the GM page's {small} px"
    for page in (gm, screen):
        box, size = await page.locator(value).bounding_box(), await _px(page, value, "fontSize")
        assert box["height"] < 1.6 * size, f"«{await page.locator(value).inner_text()}» wraps"
    await snap(screen, "second-screen-pools")


async def test_on_a_phone_the_bout_timer_fits_the_screen(site: Site, browser: Any, clock: FakeClock) -> None:
    from playwright.async_api import expect

    await site.open_game("larp", "ergs", "ru")
    await play(site, "larp", *PERIODIC, "/bout start")
    page = await open_page(browser, f"{site.url}/games/larp#token={await site.token('larp', 'read', 'tv')}", PHONE)
    timer = page.locator('[data-duel="1"] .timer')
    await expect(timer).to_contain_text("Схватка")
    await snap(page, "phone-second-screen")
    clock.advance(seconds=31)  # into the break: «Перерыв», the longest word the timer shows
    await play(site, "larp", "/spend Harry 1 reason=зелье")
    await expect(timer).to_contain_text("Перерыв")
    inner, outer = await timer.evaluate("node => [node.scrollWidth, node.clientWidth]")
    box = await timer.bounding_box()
    assert inner <= outer and box["x"] + box["width"] <= PHONE["width"], (inner, outer, box)
    word = await timer.evaluate(
        "node => { const r = document.createRange(); r.selectNodeContents(node);"
        " return r.getBoundingClientRect().width; }"
    )
    assert word <= outer, f"the timer's text is {word} px in a {outer} px box"
    assert await _px(page, '[data-duel="1"] .timer', "fontSize") >= 40, "the timer still reads from afar"


async def test_a_board_that_lost_the_server_says_it_may_be_stale(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "fr")
    page = await open_page(browser, f"{site.url}/games/club#token={await site.token('club', 'read', 'tv')}")
    stale = page.locator("#stale")
    await expect(stale).to_be_hidden()
    await page.context.set_offline(True)  # the network goes, and the server ends the stream it was sending
    site.srv.closing = True
    await play(site, "club", "/char Harry sortileges=60")  # wakes the stream, which sees the server closing
    await expect(stale).to_be_visible()
    await expect(stale).to_have_text("Hors ligne\u00a0: le tableau n'est peut-être plus à jour. Reconnexion…")
    assert await _style(page, "#board", "filter") == "grayscale(1)"
    site.srv.closing = False
    await page.context.set_offline(False)
    await expect(page.locator("#live.on")).to_be_visible(timeout=30_000)
    await expect(stale).to_be_hidden()
    assert await _style(page, "#board", "filter") == "none"
