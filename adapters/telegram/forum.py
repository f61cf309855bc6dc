"""``/topic own`` and ``/topic shared``: a GM chooses whether a forum topic plays its own game or its chat's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from telegram import Bot, Message

from adapters.telegram.delivery import dedup_key
from adapters.telegram.text import escape, pack
from adapters.telegram.topics import COMMAND, OWN, SHARED, Place, game_id, mode_of, place_of, set_mode
from assistant.conversation import Place as Where
from assistant.errors import PermissionDenied
from models import Actor

if TYPE_CHECKING:
    from adapters.telegram.parts import Door


async def command(door: Door, bot: Bot, message: Message, actor: Actor, update_id: int) -> None:
    """Set how a forum topic plays (``/topic own``, ``/topic shared``: a GM's choice, stored before it is answered,
    applied once however often the update comes), or say how it plays now; ``/help topic``."""
    place, said = place_of(message), COMMAND.match(message.text or "")
    locale = await door.locale_of(message)
    mode = (said.group(1) or "").lower() if said else ""
    chat_game = game_id(Place(place.chat))
    if said is None:  # /help topic
        lines = [escape(door.t(key, locale)) for key in ("help-topic", "usage-topic")]
        await door.sender.texts(bot, message.chat.id, pack(lines), message.message_id, update_id=update_id)
    elif place.thread is None:
        await door.say(bot, message, "tg-topic-none", actor, update_id)
    elif mode not in (OWN, SHARED):
        await door.say(
            bot, message, f"tg-topic-usage-{mode_of(place, door.game_here(message.chat.id))}", actor, update_id
        )
    elif not await door.app.conversation.is_gm(chat_game, actor):
        refusal = PermissionDenied("refusal-gm-only", rule="roles.gm", command="topic")
        outcome = await door.app.conversation.refused(refusal, Where(chat_game, "telegram"), actor)
        await door.deliver(bot, message.chat, outcome, message, update_id)
    else:
        await set_mode(door.app.storage, place, mode, dedup_key(update_id))
        await door.say(bot, message, f"tg-topic-{mode}", actor, update_id)
