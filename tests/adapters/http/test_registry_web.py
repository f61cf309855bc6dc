"""The web's list of rulesets is the registry's: a new ruleset is offered without a change to the page."""

from __future__ import annotations

from typing import Any

import pytest

from adapters.http import api
from assistant import rulesets
from tests.adapters.http.conftest import ADMIN, Site


async def test_the_new_game_form_offers_every_ruleset_of_the_registry(
    site: Site, browser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from playwright.async_api import expect

    monkeypatch.setattr(api, "RULESET_IDS", (*rulesets.RULESET_IDS, "toy"))  # as the registry would list a fifth
    texts = await site.json("GET", "/api/locales/pl", token=None)
    assert texts["rulesets"] == [*rulesets.RULESETS, "toy"]
    page = await browser.new_page()
    await page.goto(f"{site.url}/#token={ADMIN}")
    options = page.locator("#game-ruleset option")
    await expect(options).to_have_count(len(rulesets.RULESETS) + 1)
    assert await options.evaluate_all("(all) => all.map((o) => o.value)") == [*rulesets.RULESETS, "toy"]
