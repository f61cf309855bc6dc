"""Command menus: setMyCommands per language (default scope) and per chat (its ruleset, its locale)."""

from __future__ import annotations

import structlog
from telegram import Bot, BotCommand, BotCommandScopeChat, BotCommandScopeDefault
from telegram.error import TelegramError

from assistant.i18n import FALLBACK, LOCALES, Translator
from assistant.rulesets import get_ruleset

log = structlog.get_logger(__name__)

#: Commands the engine handles for every ruleset.
ENGINE_COMMANDS = ("rules", "undo")
#: Commands after which a chat's menu is published again.
MENU_COMMANDS = frozenset({"rules", "lang", "start"})
#: Telegram's limits on a menu.
MAX_COMMANDS = 100
MAX_DESCRIPTION = 256


def command_names(ruleset_id: str) -> list[str]:
    """Return the commands a ruleset allows, as the menu lists them."""
    return sorted({*get_ruleset(ruleset_id).commands(), *ENGINE_COMMANDS})[:MAX_COMMANDS]


def describe(translator: Translator, name: str, locale: str) -> str:
    """Return a command's menu description in a locale (``cmd-<name>`` of commands.ftl)."""
    key = f"cmd-{name}"
    text = translator.format(key, locale) if translator.has(key, FALLBACK) else f"/{name}"
    return text[:MAX_DESCRIPTION]


def menu(translator: Translator, ruleset_id: str, locale: str) -> list[BotCommand]:
    """Return the menu of a ruleset in a locale."""
    return [BotCommand(name, describe(translator, name, locale)) for name in command_names(ruleset_id)]


async def publish_default(bot: Bot, translator: Translator, ruleset_id: str) -> None:
    """Set the default menu in every locale (by the user's language) and the fallback for other languages."""
    for locale in LOCALES:
        await bot.set_my_commands(menu(translator, ruleset_id, locale), BotCommandScopeDefault(), locale)
    await bot.set_my_commands(menu(translator, ruleset_id, FALLBACK), BotCommandScopeDefault())


async def publish_chat(bot: Bot, translator: Translator, chat_id: int, ruleset_id: str, locale: str) -> None:
    """Set one chat's menu: its ruleset's commands in its locale, for every member."""
    try:
        await bot.set_my_commands(menu(translator, ruleset_id, locale), BotCommandScopeChat(chat_id))
    except TelegramError as err:
        log.warning("telegram.menu_failed", chat=chat_id, error=str(err))
