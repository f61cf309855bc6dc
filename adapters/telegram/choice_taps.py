"""Taps of the choices offered for a line not played (did you mean): the tapped reading played once, as its typer.

A tap by the person who typed the line plays the button's label, read as they would have typed it: a button tapped
again (or a copy of its update) is the engine's duplicate; once one reading of a message is played its buttons come
off and the others are refused; a reading refused (not your turn) leaves the others to choose.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import structlog
from telegram import Bot, CallbackQuery, Message, Update
from telegram.error import BadRequest

from adapters.telegram import choices
from adapters.telegram.delivery import dedup_key
from adapters.telegram.identity import actor_of_user
from adapters.telegram.prompting import unbutton
from adapters.telegram.records import Delivery
from assistant.errors import KeyReused
from assistant.reading.reader import Typed

if TYPE_CHECKING:
    from adapters.telegram.parts import Door

log = structlog.get_logger(__name__)

#: The longest text a callback answer shows.
ALERT_LIMIT = 200


def chosen_key(message: Message) -> str:
    """Return the delivery key that records a reading of a message's buttons as played (the others are refused)."""
    return f"tg:chosen:{message.chat.id}:{message.message_id}"


def _played_key(message: Message, index: int) -> str:
    """Return the engine's dedup key of one button: tapped twice, it is played once."""
    return f"tg:choice:{message.chat.id}:{message.message_id}:{index}"


def _label(message: Message, index: int) -> str | None:
    """Return the label of a message's button at a place among the choices, or None where it has none."""
    rows = message.reply_markup.inline_keyboard if message.reply_markup else ()
    return rows[index][0].text if index < len(rows) and rows[index] else None


async def tap(door: Door, bot: Bot, update: Update, message: Message) -> None:
    """Take one tap of a choice: not the typer's, or another already played, said in an alert; else play it once."""
    query = update.callback_query
    assert query is not None and query.data is not None
    pressed = choices.decode(query.data)
    assert pressed is not None
    owner, index = pressed
    actor = await actor_of_user(query.from_user, message.chat, bot, door.admins)
    locale = door.app.conversation.locale(await door.state_here(message.chat.id), actor)
    if query.from_user.id != owner:
        name = door.postman.people.name(owner) or str(owner)
        await query.answer(door.t("tg-button-not-yours", locale, name=name), show_alert=True)
        return
    line = _label(message, index)
    again = bool(await door.sender.records.delivered(dedup_key(update.update_id)))  # a copy of a tap being answered
    if line is None or (not again and await door.sender.records.delivered(chosen_key(message))):
        await _taken(query, door.t("tg-choice-taken", locale))
        return
    place, known = door.place(message.chat), await door.known(bot, message.chat)
    said = Typed(line, source="telegram", bot=bot.username, addressed=True)
    try:
        outcome = await door.app.conversation.say(said, place, actor, known, _played_key(message, index), line)
    except KeyReused:  # a label changed under the same button: nothing is played
        await _taken(query, door.t("tg-choice-taken", locale))
        return
    reply = outcome.reply
    if reply is not None and reply.ok and reply.duplicate and not again:
        await _taken(query, door.t("tg-choice-taken", locale))
        return
    refusal = outcome.messages[0].lines[0] if reply is not None and reply.refusal and outcome.said else None
    await _taken(query, refusal[:ALERT_LIMIT] if refusal else None)
    if reply is None or reply.refusal:
        return  # the other readings may still be chosen
    await door.sender.record([Delivery(chosen_key(message), 0, message.message_id)])
    await unbutton(bot, message.chat.id, message.message_id)
    await door.deliver(bot, message.chat, outcome, message, update.update_id)


async def _taken(query: CallbackQuery, text: str | None) -> None:
    """Answer a tap (with an alert where there is something to say); a copy answered before is let be."""
    try:
        await query.answer(text, show_alert=bool(text))
    except BadRequest as err:
        log.debug("telegram.choice_answered_before", error=str(err))
