"""Rosters and claim links from Telegram: a CSV file sent as a document, and a sheet a GM prepared (``/claim
NAME``) that a player binds with one tap of a deep link. The core plays them (``Conversation.roster``,
``Conversation.play``); this module reads the wire and makes the links."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from telegram import Bot, Message

from adapters.telegram import topics
from adapters.telegram.delivery import dedup_key
from adapters.telegram.identity import actor_id
from adapters.telegram.text import escape
from assistant.conversation import rosters
from assistant.conversation.outcome import Place
from assistant.errors import Refusal
from models import Actor, Command

if TYPE_CHECKING:
    from adapters.telegram.parts import Door

#: The document types read as a roster.
CSV_TYPES = frozenset({"text/csv", "text/comma-separated-values", "application/vnd.ms-excel"})
#: What a deep link to the bot's private chat starts it with, to receive what only some readers may read.
START = "secret"
#: A /start that opens a claim link: the game's chat (and its forum topic after ``_``), then the token.
_CLAIM = re.compile(r"^/start(?:@\w+)?\s+claim-(-?\d+)(?:_(\d+))?-([A-Za-z0-9_-]{16,43})\s*$")


def is_csv(message: Message) -> bool:
    """Say whether a document is a CSV file, by its type or its name."""
    doc = message.document
    return doc is not None and (doc.mime_type in CSV_TYPES or (doc.file_name or "").lower().endswith(".csv"))


async def document(door: Door, bot: Bot, message: Message, actor: Actor, update_id: int) -> None:
    """Play a CSV file sent as a document: a header row with a name column, then one character a row."""
    assert message.document is not None
    place, talk = door.place(message.chat), door.app.conversation
    try:
        if (message.document.file_size or 0) > rosters.MAX_CSV_BYTES:
            raise rosters.too_big()
        data = bytes(await (await bot.get_file(message.document.file_id)).download_as_bytearray())
        lines = rosters.from_csv(data)
    except Refusal as refusal:
        outcome = await talk.refused(refusal, place, actor)
    else:
        async with door.game_lock(place.game):
            outcome = await talk.roster(lines, place, actor, key=dedup_key(update_id))
    await door.deliver(bot, message.chat, outcome, message, update_id)


def start_link(username: str | None) -> str:
    """Return the deep link that opens the bot's private chat, ready to receive secret rolls."""
    return f"https://t.me/{username}?start={START}"


async def send_link(door: Door, bot: Bot, message: Message, token: str) -> None:
    """Send the GM the claim link of a prepared sheet: it names the chat, and the forum topic it was made in."""
    thread = topics.current()
    place = f"{message.chat.id}_{thread}" if thread is not None else str(message.chat.id)
    link = f"https://t.me/{bot.username}?start=claim-{place}-{token}"
    text = door.t("tg-claim-link", await door.locale_of(message), link=link)
    await door.sender.texts(bot, message.chat.id, [escape(text)], message.id)


async def claimed(door: Door, bot: Bot, message: Message, update_id: int) -> bool:
    """Bind the sheet of a claim link opened (``/start claim-…``) to its player; say whether it was one."""
    found = _CLAIM.match(message.text or "")
    user = message.from_user
    if found is None or user is None:
        return False
    chat, thread = int(found.group(1)), int(found.group(2)) if found.group(2) else None
    actor = Actor(id=actor_id(user.id), name=user.full_name, language=user.language_code)  # a player, not a GM
    command = Command(name="claim", options={"token": found.group(3)}, text="/claim", source="telegram")
    game = await topics.game_of(door.app.conversation, topics.Place(chat, thread))
    here = Place(game, "telegram")  # the player reads it in their private chat
    async with door.game_lock(game):
        outcome = await door.app.conversation.play(command, here, actor, key=dedup_key(update_id))
        await door.deliver(bot, message.chat, outcome, message, update_id)
        reply = outcome.reply
        if (
            reply is not None
            and reply.ok
            and not reply.duplicate
            and outcome.state is not None
            and chat != message.chat.id
        ):
            group = Place(game, "telegram", shared=True)
            said = door.app.conversation.messages(reply, outcome.state, group, actor)[0]
            with topics.in_topic(thread, game):  # the group reads it in the topic the sheet was made in
                await door.postman.send(bot, chat, said)
    return True
