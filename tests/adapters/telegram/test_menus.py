"""Command menus by role: GM commands only in the administrators' scopes, and the bot's descriptions per language."""

from __future__ import annotations

import json
from typing import Any

from tests.adapters.telegram.conftest import GROUP, Bot, BotFactory

#: Commands a player of the ERGs rules never needs in a menu, by the rights table and the engine's GM work.
GM_ERGS = {"gm", "gain", "drain", "restore", "cycle", "rules", "undo", "defaults", "topic"}


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def menus(bot: Bot) -> list[tuple[dict[str, Any], str | None, set[str]]]:
    """Return each menu the bot set: its scope, its language, its command names."""
    return [
        (_json(call["scope"]), call.get("language_code"), {c["command"] for c in _json(call["commands"])})
        for call in bot.fake.called("setMyCommands")
    ]


def menu_of(bot: Bot, kind: str, language: str | None = None, **scope: int) -> set[str]:
    """Return the newest menu set for a scope."""
    found = [
        names for s, lang, names in menus(bot) if s["type"] == kind and lang == language and scope.items() <= s.items()
    ]
    assert found, f"no {kind} menu in {language}: {[(s, lang) for s, lang, _ in menus(bot)]}"
    return found[-1]


async def test_gm_commands_are_shown_only_to_administrators(start_bot: BotFactory) -> None:
    bot = await start_bot("polling", rules="ergs")
    for language in ("pl", "ru", "fr", "cs", "en", None):
        players, admins = menu_of(bot, "default", language), menu_of(bot, "all_chat_administrators", language)
        assert not players & GM_ERGS and {"cast", "roll", "help"} <= players
        assert admins >= GM_ERGS and players < admins
        assert menu_of(bot, "all_private_chats", language) >= GM_ERGS  # a private chat's user runs its game

    await bot.say(bot.alice, "/start")
    players = menu_of(bot, "chat", chat_id=GROUP)
    assert "cast" in players and not players & GM_ERGS
    assert menu_of(bot, "chat_administrators", chat_id=GROUP) >= GM_ERGS

    carol_says = await bot.say(bot.carol, "I can run tonight's duel")
    await bot.say(bot.alice, "/gm grant", reply_to=carol_says)  # a granted GM who is no admin sees them too
    assert menu_of(bot, "chat_member", chat_id=GROUP, user_id=bot.carol["id"]) >= GM_ERGS
    await bot.say(bot.alice, "/gm revoke", reply_to=carol_says)
    assert not menu_of(bot, "chat_member", chat_id=GROUP, user_id=bot.carol["id"]) & GM_ERGS


async def test_the_bots_descriptions_are_set_in_every_language(start_bot: BotFactory) -> None:
    bot = await start_bot("webhook", rules="feniks")
    about = {c.get("language_code"): c["description"] for c in bot.fake.called("setMyDescription")}
    short = {c.get("language_code"): c["short_description"] for c in bot.fake.called("setMyShortDescription")}
    assert set(about) == set(short) == {"pl", "ru", "fr", "cs", "en", None}
    assert about["pl"].startswith("Asystent gry do pojedynków czarodziejów")
    assert short["fr"] == "Duels de sorciers et réserves de magie\u00a0: règles, dés et tours pour votre groupe."
    assert about[None] == about["en"] and len(set(about.values())) == 5
