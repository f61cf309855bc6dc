"""Which locale a reply speaks: the chat's /lang, the user's choice, their client's language, the default."""

from __future__ import annotations

import re
from typing import Any

from assistant.language.translator import FALLBACK, LOCALES
from models import Actor, GameState

_SEPARATOR = re.compile(r"[-_.@]")


def base_language(code: str | None) -> str | None:
    """Return the product locale of a language tag ('pl-PL', 'ru_RU.UTF-8', 'FR') or None if it speaks none."""
    if not code:
        return None
    base = _SEPARATOR.split(code.strip().lower(), maxsplit=1)[0]
    return base if base in LOCALES else None


def resolve(
    chat: str | None = None,
    user: str | None = None,
    language_code: str | None = None,
    default: str = FALLBACK,
) -> str:
    """Return the locale to speak: the chat's /lang, then the user's own choice, then their client's, then default."""
    for choice in (chat, user, language_code):
        found = base_language(choice)
        if found:
            return found
    return base_language(default) or FALLBACK


def for_actor(state: GameState[Any, Any], actor: Actor) -> str:
    """Return the locale one actor is answered in, in this game: resolve() over what the game knows."""
    chat = state.locale if state.locale_set else None
    return resolve(chat, state.user_locales.get(actor.id), actor.language, default=state.locale)
