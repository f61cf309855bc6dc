"""Taps of a move keyboard: the next step's buttons, or the move itself, played through the core."""

from __future__ import annotations

from typing import TYPE_CHECKING

import structlog
from telegram import Bot, Message, Update
from telegram.error import BadRequest

from adapters.telegram import buttons
from adapters.telegram.delivery import dedup_key
from adapters.telegram.identity import actor_of_user
from adapters.telegram.prompting import unbutton
from assistant.reading.reader import Pressed

if TYPE_CHECKING:
    from adapters.telegram.parts import Door

log = structlog.get_logger(__name__)

#: The longest text a callback answer shows.
ALERT_LIMIT = 200


async def tap(door: Door, bot: Bot, update: Update, message: Message) -> None:
    """Take one tap: stale or not the tapper's, said in an alert; a step, shown; a whole move, played."""
    query = update.callback_query
    assert query is not None
    state = await door.state_here(message.chat.id)
    actor = await actor_of_user(query.from_user, message.chat, bot, door.admins)
    locale = door.app.conversation.locale(state, actor)
    press = buttons.decode(query.data)
    if state is not None and await _tapped_before(door, bot, update, message):
        return
    awaited = door.app.conversation.prompts(door.place(message.chat), state) or ()
    prompt = door.prompter.find(awaited, press) if press is not None else None
    if state is None or press is None or prompt is None:
        await query.answer(door.t("tg-button-stale", locale), show_alert=True)
        if message.reply_markup and message.reply_markup.inline_keyboard:
            await unbutton(bot, message.chat.id, message.message_id)
        return
    if press.owner and press.owner != query.from_user.id:
        await query.answer(
            door.t("tg-button-not-yours", locale, name=door.prompter.owner_name(prompt)), show_alert=True
        )
        return
    moves = prompt.moves
    turn = moves[press.move] if press.move is not None and press.move < len(moves) else None
    picks = buttons.fill(turn, press.picks) if turn else ()
    if picks is None or (press.move is not None and turn is None) or not buttons.has_page(moves, press):
        await query.answer(door.t("tg-button-stale", locale), show_alert=True)
        return
    press = press if picks == press.picks else press.to(press.move, picks)
    if turn is None or not buttons.complete(turn, press.picks):
        await query.answer()
        await door.prompter.edit(bot, message, *door.prompter.screen(prompt, press))
        return
    pressed = Pressed(turn, tuple(buttons.chosen(turn, press.picks)))
    place, known = door.place(message.chat), await door.known(bot, message.chat)
    outcome = await door.app.conversation.say(pressed, place, actor, known, dedup_key(update.update_id))
    reply = outcome.reply
    refusal = outcome.messages[0].lines[0] if reply is not None and reply.refusal and outcome.said else None
    await query.answer(refusal[:ALERT_LIMIT] if refusal else None, show_alert=bool(refusal))
    if reply is None or reply.refusal:
        return
    await door.prompter.made(message.chat.id, prompt)
    await door.prompter.edit(bot, message, *door.prompter.screen(prompt, press, done=True))
    await door.deliver(bot, message.chat, outcome, message, update.update_id)


async def _tapped_before(door: Door, bot: Bot, update: Update, message: Message) -> bool:
    """Finish a tap delivered again that the engine applied before: send what its reply still owes; say so."""
    query = update.callback_query
    assert query is not None
    async with door.app.storage.transaction(door.game_here(message.chat.id)) as tx:
        kept = await tx.dedup_reply(dedup_key(update.update_id))
    if kept is None:
        return False
    try:
        await query.answer()
    except BadRequest as err:  # answered by the first copy already
        log.debug("telegram.answered_before", update=update.update_id, error=str(err))
    actor = await actor_of_user(query.from_user, message.chat, bot, door.admins)
    state = await door.state_here(message.chat.id)
    place = door.place(message.chat)
    said = door.app.conversation.messages(kept, state, place, actor, await door.known(bot, message.chat))[0]
    key = dedup_key(update.update_id)
    await door.postman.send(bot, message.chat.id, said, None, message.message_id, key)
    awaited = door.app.conversation.prompts(place, state)
    if awaited is not None:
        await door.prompter.show(bot, message.chat.id, awaited, key)
    return True
