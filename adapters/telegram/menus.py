"""Command menus by role: players see the players' commands, GMs (chat admins, granted GMs) see them all.

The default menus are set per language at start-up, with the bot's descriptions; a chat's menus follow its
ruleset and locale, and its granted or revoked GMs, each time they change.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import structlog
from telegram import (
    Bot,
    BotCommand,
    BotCommandScope,
    BotCommandScopeAllChatAdministrators,
    BotCommandScopeAllPrivateChats,
    BotCommandScopeChat,
    BotCommandScopeChatAdministrators,
    BotCommandScopeChatMember,
    BotCommandScopeDefault,
)
from telegram.error import TelegramError

from adapters.telegram.identity import user_of
from assistant.language.translator import FALLBACK, LOCALES, Translator
from assistant.rulesets import get_ruleset
from assistant.rulesets.base import ENGINE_COMMANDS, GM_RIGHTS
from models import GameState

log = structlog.get_logger(__name__)

#: Telegram's limits on a menu and on the bot's descriptions.
MAX_COMMANDS = 100
MAX_DESCRIPTION = 256
MAX_ABOUT = 512
MAX_SHORT_ABOUT = 120


def command_names(ruleset_id: str) -> list[str]:
    """Return the commands a ruleset allows, as the menu lists them."""
    return sorted({*get_ruleset(ruleset_id).commands(), *ENGINE_COMMANDS})[:MAX_COMMANDS]


def gm_only(ruleset_id: str) -> frozenset[str]:
    """Return the commands of a ruleset that only a GM sends (its rights table says which) and the engine's."""
    rights = get_ruleset(ruleset_id).rights
    return frozenset(name for name, right in rights.items() if right in GM_RIGHTS) | {*ENGINE_COMMANDS}


def describe(translator: Translator, name: str, locale: str, ruleset_id: str = "") -> str:
    """Return a command's menu description in a locale (``cmd-<name>`` of commands.ftl), for the ruleset's game:
    /pool counts hit points in Feniks and ergs in the larp, /odds names what the ruleset counts."""
    key = f"cmd-{name}"
    text = translator.format(key, locale, {"ruleset": ruleset_id}) if translator.has(key, FALLBACK) else f"/{name}"
    return text[:MAX_DESCRIPTION]


def menu(translator: Translator, ruleset_id: str, locale: str, gm: bool = True) -> list[BotCommand]:
    """Return the menu of a ruleset in a locale: every command for a GM, the players' ones otherwise."""
    hidden = frozenset() if gm else gm_only(ruleset_id)
    names = [name for name in command_names(ruleset_id) if name not in hidden]
    return [BotCommand(name, describe(translator, name, locale, ruleset_id)) for name in names]


#: The default scopes, and whether each is a GM's: a group's admins, and the user of a private chat (their game).
DEFAULT_SCOPES: tuple[tuple[BotCommandScope, bool], ...] = (
    (BotCommandScopeDefault(), False),
    (BotCommandScopeAllChatAdministrators(), True),
    (BotCommandScopeAllPrivateChats(), True),
)


async def publish_default(bot: Bot, translator: Translator, ruleset_id: str) -> None:
    """Set the default menus and the bot's descriptions in every locale, and the fallback for other languages."""
    for language in (*LOCALES, None):
        locale = language or FALLBACK
        for scope, gm in DEFAULT_SCOPES:
            await bot.set_my_commands(menu(translator, ruleset_id, locale, gm), scope, language)
        about = translator.format("tg-description", locale)[:MAX_ABOUT]
        await bot.set_my_description(about, language_code=language)
        short = translator.format("tg-short-description", locale)[:MAX_SHORT_ABOUT]
        await bot.set_my_short_description(short, language_code=language)


def chat_scopes(chat_id: int, state: GameState[Any, Any]) -> Iterable[tuple[BotCommandScope, bool]]:
    """Return a chat's scopes and whether each is a GM's: members, admins, then each granted or revoked GM."""
    if chat_id > 0:  # a private chat: its user runs the game
        yield BotCommandScopeChat(chat_id), True
        return
    yield BotCommandScopeChat(chat_id), False
    yield BotCommandScopeChatAdministrators(chat_id), True
    for actor, gm in [*((g, True) for g in state.gms), *((r, False) for r in state.revoked)]:
        user = user_of(actor)
        if user is not None and user > 0:
            yield BotCommandScopeChatMember(chat_id, user), gm


async def publish_chat(bot: Bot, translator: Translator, chat_id: int, state: GameState[Any, Any]) -> None:
    """Set one chat's menus: its ruleset's commands in its locale, GM commands only for its GMs."""
    try:
        for scope, gm in chat_scopes(chat_id, state):
            await bot.set_my_commands(menu(translator, state.ruleset, state.locale, gm), scope)
    except TelegramError as err:
        log.warning("telegram.menu_failed", chat=chat_id, error=str(err))
