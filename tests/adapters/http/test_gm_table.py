"""The game master's table in headless Chromium: what a GM sees on a laptop, a phone and a second screen.

Each test is one problem found at the table (issue 17): a restart, a second tab, the admin link from the home
page, the phone layout, what the page says, a wrong token. Screenshots are kept as test artefacts under
$TEST_ARTIFACTS (default: test-artifacts/web in the checkout, git-ignored), at 1366×768 and 390×844.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import Any

import pytest

from adapters.http.admin import rotate, stored_token
from adapters.http.server import Running, admin_token, build, server_for, start
from assistant import cli
from assistant.config import Settings
from assistant.reading.slash import parse
from assistant.state.memory_storage import InMemoryStorage
from models import Actor
from tests.adapters.http.conftest import ADMIN, Site, wired
from tests.adapters.http.test_browser import PHONE, TIMEOUT_MS, open_page
from tests.assistant.rulesets.ergs_kit import PERIODIC
from tests.fakes import FakeClock

LAPTOP = {"width": 1366, "height": 768}
ROOT = Path(__file__).resolve().parents[3]
GM = Actor(id="tg:42", name="Minerva", admin=True)
#: How long a page may take to notice a restart and reconnect (its backoff grows to 5 s; this machine is shared).
RECONNECT_MS = 30_000


def artefacts() -> Path:
    """Return the folder screenshots are kept in."""
    folder = Path(os.environ.get("TEST_ARTIFACTS") or ROOT / "test-artifacts") / "web"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def snap(page: Any, name: str) -> None:
    """Keep a screenshot of the page as a test artefact."""
    size = page.viewport_size
    await page.screenshot(path=str(artefacts() / f"{name}-{size['width']}x{size['height']}.png"))


async def play(site: Site, game: str, *lines: str) -> None:
    """Apply commands as another door (a GM in Telegram) would."""
    for line in lines:
        await site.app.engine.handle(parse(line, source="telegram"), GM, game, None)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def new_page(browser: Any, viewport: dict[str, int] | None = None, locale: str = "en-US") -> Any:
    context = await browser.new_context(viewport=viewport or LAPTOP, locale=locale)
    page = await context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    return page


# ---- 1. a restart ----------------------------------------------------------------------------------------------


def test_the_admin_token_is_kept_in_the_data_directory_and_rotated(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = Settings(data_dir=tmp_path, database_url="memory://")
    first = admin_token(settings)
    assert admin_token(Settings(data_dir=tmp_path, database_url="memory://")) == first, "a restart keeps the token"
    assert (tmp_path / "admin-token").stat().st_mode & 0o077 == 0, "only its owner may read it"
    monkeypatch.setattr("assistant.cli.configure_logging", lambda *args, **kwargs: None)  # keep the session's logs
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path.parent))
    monkeypatch.delenv("ASSISTANT_HTTP_ADMIN_TOKEN", raising=False)
    monkeypatch.setenv("ASSISTANT_DATA_DIR", str(tmp_path))
    assert cli.main(["token", "rotate", "--locale", "pl"]) == 0
    rotated = stored_token(tmp_path)
    assert rotated != first
    printed = capsys.readouterr().out
    assert "Nowy token administratora" in printed and f"#token={rotated}" in printed
    monkeypatch.setenv("ASSISTANT_HTTP_ADMIN_TOKEN", "a-token-set-by-the-operator-0123456789")
    assert cli.main(["token", "rotate"]) == 1
    assert stored_token(tmp_path) == rotated and "ASSISTANT_HTTP_ADMIN_TOKEN" in capsys.readouterr().err


async def test_a_restarted_server_keeps_the_gm_in_and_a_rotated_token_asks_for_another(
    browser: Any, tmp_path: Path, clock: FakeClock
) -> None:
    from playwright.async_api import expect

    storage, port = InMemoryStorage(), free_port()
    settings = Settings(data_dir=tmp_path, database_url="memory://")

    async def run_server() -> Running:
        app = await wired(storage, clock, default_locale="pl")
        srv = server_for(app, admin_token(settings))
        running = await start(build(srv), "127.0.0.1", port)
        srv.base_url = running.url
        running.app = app  # type: ignore[attr-defined]
        return running

    running = await run_server()
    await play_on(running, "table", "/start", "/lang pl", "/char Harry sortileges=60")
    page = await new_page(browser)
    await page.goto(f"{running.url}/games/table#token={admin_token(settings)}")
    await expect(page.locator("#live")).to_have_text("na żywo", timeout=RECONNECT_MS)
    for turn in range(2):
        await running.stop()
        await running.app.aclose()  # type: ignore[attr-defined]
        await expect(page.locator("#live")).not_to_have_text("na żywo", timeout=RECONNECT_MS)
        if turn == 1:
            rotate(tmp_path)
        running = await run_server()
        if turn == 0:
            await expect(page.locator("#live")).to_have_text("na żywo", timeout=RECONNECT_MS)
            await page.locator("#command").fill("/char Draco sortileges=40")
            await page.locator("#command").press("Enter")
            await expect(page.locator('[data-key="draco"]')).to_be_visible(timeout=RECONNECT_MS)
    locked = page.locator("#locked")
    await expect(locked).to_be_visible(timeout=RECONNECT_MS)
    await expect(locked).to_contain_text("Ten token nie otwiera tej gry")
    await expect(page.locator("#live")).to_have_text("brak dostępu")
    await expect(page.locator("#command")).to_be_hidden()
    await snap(page, "restart-locked")
    await page.locator("#locked-token").fill(f"{running.url}/#token={admin_token(settings)}")
    await page.locator("#locked-token").press("Enter")
    await expect(page.locator("#live")).to_have_text("na żywo", timeout=RECONNECT_MS)
    await expect(page.locator('[data-key="draco"]')).to_be_visible(timeout=RECONNECT_MS)
    await running.stop()
    await running.app.aclose()  # type: ignore[attr-defined]


async def play_on(running: Running, game: str, *lines: str) -> None:
    for line in lines:
        await running.app.engine.handle(parse(line, source="telegram"), GM, game, None)  # type: ignore[attr-defined]


# ---- 2. a read-only tab, 3. the admin link from the home page -------------------------------------------------


async def test_a_read_only_tab_never_demotes_the_gm(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club")
    gm, reader = await site.token("club", "gm", "Minerva"), await site.token("club", "read", "tv")
    context = await browser.new_context(viewport=LAPTOP)
    mine = await context.new_page()
    await mine.goto(f"{site.url}/games/club#token={gm}")
    await expect(mine.locator("#command")).to_be_visible()
    screen = await context.new_page()
    await screen.goto(f"{site.url}/games/club#token={reader}")
    await expect(screen.locator("#live.on")).to_be_visible()
    await expect(screen.locator("#console")).to_be_hidden()
    await mine.reload()
    await expect(mine.locator("#live.on")).to_be_visible()
    await expect(mine.locator("#command")).to_be_visible()
    await expect(mine.locator("#share-button")).to_be_visible()
    other = await context.new_page()  # a new tab, opened without a link: the strongest token kept
    await other.goto(f"{site.url}/games/club")
    await expect(other.locator("#command")).to_be_visible()
    await screen.reload()
    await expect(screen.locator("#live.on")).to_be_visible()
    await expect(screen.locator("#console")).to_be_hidden()


async def test_the_admin_link_opens_the_games_from_the_home_page_and_a_new_link_is_read(
    site: Site, browser: Any
) -> None:
    from playwright.async_api import expect

    await site.open_game("club")
    page = await new_page(browser)
    await page.goto(f"{site.url}/")
    await expect(page.locator("#games-card")).to_be_hidden()
    await page.goto(f"{site.url}/#token={ADMIN}")  # only the fragment changes: no new page load
    await expect(page.locator("#games a")).to_have_text("club")
    assert "token" not in page.url
    reader, gm = await site.token("club", "read", "tv"), await site.token("club", "gm", "Minerva")
    await page.goto(f"{site.url}/games/club#token={reader}")
    await expect(page.locator("#console")).to_be_hidden()
    await page.goto(f"{site.url}/games/club#token={gm}")
    await expect(page.locator("#command")).to_be_visible()


# ---- 4. the phone ----------------------------------------------------------------------------------------------


async def test_on_a_phone_the_console_is_one_tap_away_and_the_header_one_line(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("a-long-game-name-for-a-phone", "feniks", "en")
    names = ["Harry", "Draco", "Hermione", "Ron", "Luna", "Neville", "Ginny", "Cho"]
    await play(site, "a-long-game-name-for-a-phone", *(f"/char {n} age=15 reflex=7 charms=14" for n in names))
    await play(site, "a-long-game-name-for-a-phone", "/duel Harry vs Draco", "/init")
    page = await open_page(browser, f"{site.url}/games/a-long-game-name-for-a-phone#token={ADMIN}", PHONE)
    await expect(page.locator('[data-key="cho"]')).to_be_attached()
    await snap(page, "phone-board")
    header = await page.locator("header.bar").bounding_box()
    title, live = await page.locator("#game-title").bounding_box(), await page.locator("#live").bounding_box()
    assert header["height"] < 64, f"the header wraps: {header['height']} px high"
    assert abs(title["y"] - live["y"]) < 16, "the title and the live badge share one line"
    console_tab = page.locator('#tabs [data-tab="console"]')
    box = await console_tab.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"], "the Console tab is on the first screen"
    await console_tab.click()
    command = page.locator("#command")
    await expect(command).to_be_visible()
    field = await command.bounding_box()
    assert field["y"] + field["height"] <= PHONE["height"], f"the command line starts at {field['y']} px"
    await command.fill("/status")
    await command.press("Enter")
    await expect(page.locator("#output .said:not(.mine)")).to_have_count(1)
    await snap(page, "phone-console")
    width = await page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE["width"], "the page fits a phone's width"
    await page.locator('#tabs [data-tab="board"]').click()
    await expect(page.locator('[data-key="harry"]')).to_be_visible()
    await expect(page.locator("#console")).to_be_hidden()


# ---- 5. what the page says -------------------------------------------------------------------------------------


async def test_the_turn_tracker_and_the_buttons_play_a_feniks_duel(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("duel", "feniks", "pl")
    await play(site, "duel", "/char Harry age=15 reflex=7 charms=14", "/char Draco age=16 reflex=5 charms=18")
    await play(site, "duel", "/status", "/status", "/duel Harry vs Draco")  # with the game's seed, Harry then hits
    page = await open_page(browser, f"{site.url}/games/duel#token={ADMIN}", LAPTOP)
    await expect(page).to_have_title("duel · Panel")  # the tab keeps the game's name, in its language
    await page.locator('#quick [data-command="init"]').click()
    order = page.locator('[data-duel="1"] .order li')
    await expect(order).to_have_count(2)
    active = page.locator('[data-duel="1"] .order li.active')
    await expect(active).to_have_count(1)
    first = (await active.inner_text()).lstrip("▶ ").strip()
    other = "Draco" if first == "Harry" else "Harry"
    await expect(page.locator('#quick [data-command="init"]')).to_have_count(0)
    move = page.locator("#moves .move")
    await expect(move).to_have_count(1)
    await expect(move).to_contain_text(first)
    await move.locator('[data-slot="spell"] button', has_text="Drętwota").click()
    targets = move.locator('[data-slot="target"] button')
    if await targets.count():
        await targets.filter(has_text=other).click()
    awaited = page.locator('[data-duel="1"] .awaited')
    await expect(awaited).to_have_count(1)
    text = await awaited.inner_text()
    assert text.startswith(f"{other} musi się obronić przed Drętwotą ("), text
    await expect(page.locator('[data-duel="1"] .order li.active')).to_contain_text(other)
    await expect(page.locator(f'[data-key="{other.lower()}"]')).to_have_class("character card acting")
    defence = page.locator('#moves .move[data-move="defend"] button')
    await expect(defence).to_have_text(["Tarcza", "Unik", "Bez obrony"])
    await snap(page, "feniks-awaited")
    await defence.filter(has_text="Bez obrony").click()
    await expect(awaited).to_have_count(0)
    await expect(page.locator("#output .said.refused")).to_have_count(0)
    fill = page.locator(f'[data-key="{other.lower()}"] [data-pool="hp"] .bar-fill')
    await expect(fill).to_have_attribute("data-level", "high")
    colour = await fill.evaluate("node => getComputedStyle(node).backgroundColor")
    assert colour == "rgb(31, 122, 58)", f"a high bar is green, not {colour}"
    await page.locator('#quick [data-command="undo"]').click()
    await expect(awaited).to_have_count(1)
    assert page.errors == []


async def test_a_second_screen_shows_the_bout_timer_and_only_what_changed(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("larp", "ergs", "ru")
    await play(site, "larp", *PERIODIC, "/bout start")
    reader = await site.token("larp", "read", "tv")
    page = await open_page(browser, f"{site.url}/games/larp#token={reader}", LAPTOP)
    await play(site, "larp", "/spend Harry 1 reason=зелье", "/pool", "/odds Harry crucio", "/help")
    await expect(page.locator("#recent li").first).to_contain_text("/spend")
    commands = await page.locator("#recent li code").all_inner_texts()
    assert not any(c.startswith(("/pool", "/odds", "/help")) for c in commands), commands
    assert any(c.startswith("/protocol") for c in commands), commands
    await expect(page.locator("#console")).to_be_hidden()
    timer = page.locator('[data-duel="1"] .timer')
    await expect(timer).to_contain_text("Схватка")
    box, board = await timer.bounding_box(), await page.locator("#duels").bounding_box()
    assert box["width"] >= 0.95 * board["width"], "the bout timer spans the screen"
    size = await timer.evaluate("node => parseFloat(getComputedStyle(node).fontSize)")
    assert size >= 64, f"the timer reads from across a room: {size} px"
    harry = page.locator('[data-key="harry"]')
    await expect(harry.locator('[data-pool="life"] .pool-label')).to_have_text("Эрг жизни")
    await expect(harry.locator('[data-pool="life"] .pool-value')).to_have_text("1 / 1")
    await expect(harry).to_contain_text("Палочка: привыкла")
    await snap(page, "ergs-second-screen")
    assert page.errors == []


async def test_spell_points_shows_no_duels_and_bars_by_level_and_the_form_names(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    page = await new_page(browser, LAPTOP, locale="cs-CZ")
    await page.goto(f"{site.url}/#token={ADMIN}")
    ruleset = page.locator("#game-ruleset option")
    await expect(ruleset).to_have_text(
        [
            "Fénix (souboje z polského fóra)",
            "Soubojový klub (francouzské Bradavice)",
            "Ergy (ruský larp s hůlkami)",
            "Body kouzel (sesilatelé v systému d20)",
        ]
    )
    await expect(page.locator("#game-locale option")).to_have_text(
        ["English", "Polski", "Русский", "Français", "Čeština"]
    )
    await page.locator("#game-id").fill("kouzla")
    await page.locator("#game-ruleset").select_option("spell_points")
    await page.locator("#game-locale").select_option("cs")
    await page.locator("#new-game button").click()
    await page.wait_for_url(f"{site.url}/games/kouzla")
    await page.wait_for_selector("#live.on")
    await play(site, "kouzla", "/char Mia level=5 ability=16", "/char Ota level=5 ability=16")
    await play(site, "kouzla", "/spend Mia 22", "/spend Ota 16")
    mia, ota = page.locator('[data-key="mia"] .bar-fill'), page.locator('[data-key="ota"] .bar-fill')
    await expect(mia).to_have_attribute("data-level", "low")
    await expect(ota).to_have_attribute("data-level", "mid")
    assert await mia.evaluate("node => getComputedStyle(node).backgroundColor") == "rgb(179, 38, 30)"
    track = await page.locator('[data-key="mia"] .bar-track').bounding_box()
    filled = await mia.bounding_box()
    assert abs(filled["width"] / track["width"] - 6 / 28) < 0.02, "the bar's length is the fraction left"
    await expect(page.locator("#duels-section")).to_be_hidden()
    await expect(page.locator('#quick [data-command="rest"]')).to_have_text("Všichni odpočívají (8 h)")
    await page.locator('#quick [data-command="rest"]').click()
    await expect(mia).to_have_attribute("data-level", "high")
    await expect(page).to_have_title("kouzla · Přehled")
    await snap(page, "spell-points")
    await page.goto(f"{site.url}/")
    await expect(page.locator("#games li")).to_contain_text("Body kouzel (sesilatelé v systému d20) · Čeština")


# ---- 6. a wrong token ------------------------------------------------------------------------------------------


async def test_a_wrong_token_says_so_and_takes_another(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "fr")
    for viewport in (LAPTOP, PHONE):
        page = await new_page(browser, viewport, locale="fr-FR")
        await page.goto(f"{site.url}/games/club#token=not-a-token")
        locked = page.locator("#locked")
        await expect(locked).to_be_visible()
        await expect(locked).to_contain_text("Ce jeton n'ouvre pas cette partie")
        await expect(page.locator("#live")).to_have_text("pas d'accès")
        await expect(page.locator("#command-form")).to_be_hidden()
        await expect(page.locator("#characters-section")).to_be_hidden()
        await snap(page, "wrong-token")
        await page.locator("#locked-token").fill(ADMIN)
        await page.locator("#locked button").click()
        await expect(page.locator("#live")).to_have_text("en direct")
        await expect(locked).to_be_hidden()
        await expect(page.locator("h2[data-t=web-characters]")).to_be_visible()
        await page.context.close()


async def test_a_player_sees_the_buttons_of_their_own_character_only(site: Site, browser: Any) -> None:
    from playwright.async_api import expect

    await site.open_game("club", "duel_club", "en")
    made = await site.json("POST", "/api/games/club/tokens", 201, json={"role": "player", "label": "Draco's player"})
    await play(site, "club", "/char Harry sortileges=60", "/char Draco sortileges=55")
    await play(site, "club", f"/iam Draco to=web:{made['id']}", "/duel Harry vs Draco", "/init")
    gm = await open_page(browser, f"{site.url}/games/club#token={ADMIN}", LAPTOP)
    await expect(gm.locator("#moves .move-head")).to_have_text(["Harry: /cast"])
    player = await open_page(browser, f"{site.url}/games/club#token={made['token']}", LAPTOP)
    await expect(player.locator('[data-duel="1"] .order li.active')).to_contain_text("Harry")
    await expect(player.locator("#moves .move")).to_have_count(0)
    await expect(player.locator("#quick button")).to_have_count(0)
    await play(site, "club", "/cast Harry: stupefix")
    await expect(player.locator("#moves .move-head")).to_have_text(["Draco: /cast"])
    await player.locator("#moves button").first.click()
    await expect(player.locator("#output .said.mine")).to_contain_text("> /cast Draco: ")
    await expect(player.locator("#output .said.reply")).to_have_count(1)
    await expect(player.locator("#output .said.refused")).to_have_count(0)
