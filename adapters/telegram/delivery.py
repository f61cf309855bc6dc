"""Sending to Telegram, once: each part of an update's reply is recorded as sent, so a redelivery of the update
(after a later part failed, or a copy sent again) sends only the rest."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import structlog
from telegram import Bot, Chat, InlineKeyboardMarkup, Message, ReplyParameters
from telegram.error import Forbidden

from adapters.charts import paint
from adapters.telegram import choices, reminders, topics
from adapters.telegram.identity import People, user_of
from adapters.telegram.outbox import send_text
from adapters.telegram.text import MAX_CAPTION, PARSE_MODE, escape, pack, plain_lines, split_caption
from assistant.conversation.outcome import Message as Said
from assistant.conversation.outcome import Outcome
from assistant.errors import StorageError
from assistant.language.translator import Translator
from assistant.state.bounded import Newest
from assistant.state.ports import Delivery, Storage

log = structlog.get_logger(__name__)

#: The first part number of the notes sent under an update's reply (who is to open a private chat), past its own.
NOTES_PART = 1000
#: How many (chat, GM) pairs are remembered as told how to read hidden pools in private.
TOLD_KEPT = 10_000
#: What a deep link to the bot's private chat starts it with, to receive what only some readers may read.
START = "secret"


def start_link(username: str | None) -> str:
    """Return the deep link that opens the bot's private chat, ready to receive secret rolls."""
    return f"https://t.me/{username}?start={START}"


def dedup_key(update_id: int) -> str:
    """Return the engine's dedup key of an update, so a redelivery is applied once."""
    return f"tg:{update_id}"


def applied_key(message: Message) -> str:
    """Return the delivery key that records a message's command as applied (an edit of it changes nothing)."""
    return f"tg:applied:{message.chat.id}:{message.message_id}"


def edit_note_key(message: Message) -> str:
    """Return the delivery key that records the note sent on an edit of an applied command (it is said once)."""
    return f"tg:edit-note:{message.chat.id}:{message.message_id}"


@dataclass
class Sender:
    """Sends texts and pictures to chats, recording each part of an update's reply once sent."""

    storage: Storage
    #: Records that wait to be written with an update's next delivery (its dedup key's): one write, not two.
    _marks: dict[str, list[Delivery]] = field(default_factory=dict)
    #: The dedup keys of replies the engine made just now (no duplicate's): no part of them was sent before.
    _fresh: set[str] = field(default_factory=set)

    @asynccontextmanager
    async def reply(self, key: str, new: bool, applied: Message | None = None) -> AsyncIterator[None]:
        """Send an update's reply within: ``new`` (the engine made it just now) skips looking up what was sent
        before; ``applied``'s command is recorded as applied with the reply's first part (alone where none is
        sent: a redelivery)."""
        if applied is not None:
            self._marks[key] = [Delivery(applied_key(applied), 0, applied.message_id)]
        if new:
            self._fresh.add(key)
        try:
            yield
        finally:
            self._fresh.discard(key)
            if left := self._marks.pop(key, None):
                await self.record(left)

    async def texts(
        self,
        bot: Bot,
        chat_id: int,
        texts: Sequence[str],
        reply_to: int | None = None,
        markup: InlineKeyboardMarkup | None = None,
        update_id: int | None = None,
        first_part: int = 0,
    ) -> list[int]:
        """Send texts as messages, the keyboard on the last, and return their ids; of an update's reply, only the
        parts not delivered yet (numbered from ``first_part``)."""
        key = dedup_key(update_id) if update_id is not None else None
        delivered = await self.sent_before(key)
        sent: list[int] = []
        for index, text in enumerate(texts, start=first_part):
            if index in delivered:
                continue
            quoted = reply_to if index == first_part else None
            keys = markup if index == first_part + len(texts) - 1 else None
            message_id = await send_text(bot, chat_id, text, quoted, keys, topics.current())
            sent.append(message_id)
            if key:
                await self.delivered(key, index, message_id)
        return sent

    async def photo(
        self,
        bot: Bot,
        chat_id: int,
        picture: bytes,
        lines: Sequence[str],
        reply_to: int | None = None,
        update_id: int | None = None,
    ) -> list[int]:
        """Send a picture with the first lines as its caption (as many as fit), then the rest as messages; of an
        update's reply, only the parts not delivered yet (the picture is its first part)."""
        caption, rest = split_caption(lines, MAX_CAPTION)
        key = dedup_key(update_id) if update_id is not None else None
        sent: list[int] = []
        if not key or 0 not in await self.sent_before(key):
            quote = ReplyParameters(reply_to, allow_sending_without_reply=True) if reply_to else None
            photo = await bot.send_photo(
                chat_id,
                picture,
                caption="\n".join(caption) or None,
                parse_mode=PARSE_MODE,
                reply_parameters=quote,
                message_thread_id=topics.current(),
            )
            sent.append(photo.message_id)
            if key:
                await self.delivered(key, 0, photo.message_id)
        return [*sent, *await self.texts(bot, chat_id, pack(rest), update_id=update_id, first_part=1)]

    async def sent_before(self, key: str | None) -> dict[int, int]:
        """Return the parts of an update's reply delivered before (part → message id): none of a reply the engine
        made just now, which is not looked up."""
        if key is None or key in self._fresh:
            return {}
        return await self.storage.deliveries(key)

    async def delivered(self, key: str, part: int, message_id: int) -> None:
        """Record a sent part of an update's reply, with what waits for it."""
        await self.record([Delivery(key, part, message_id), *self._marks.pop(key, ())])

    async def record(self, marks: list[Delivery]) -> None:
        """Record deliveries in one write; a failed record is logged (a redelivery would send them again)."""
        try:
            await self.storage.record_deliveries(marks)
        except StorageError as err:
            log.warning("telegram.delivery_unrecorded", marks=[tuple(m) for m in marks], error=str(err))

    async def applied(self, message: Message) -> None:
        """Record that a message's command was applied: an edit of it changes nothing."""
        await self.record([Delivery(applied_key(message), 0, message.message_id)])


@dataclass
class Postman:
    """Delivers an outcome's messages: the place's to its chat (a photo where it has a chart, reminders with their
    players mentioned), each private one to its reader, and a note for who could not be reached."""

    sender: Sender
    translator: Translator
    people: People
    #: GMs told how to get hidden pools in private, by chat (the newest TOLD_KEPT).
    _told: Newest[tuple[int, int], None] = field(default_factory=lambda: Newest(TOLD_KEPT))

    async def deliver(
        self, bot: Bot, chat: Chat, outcome: Outcome, quoted: Message | None, update_id: int | None
    ) -> None:
        """Send an outcome's messages, each once an update: the place's, then the private ones and their notes."""
        reply = outcome.reply
        key = dedup_key(update_id) if update_id is not None else ""
        applied = quoted if reply is not None and reply.ok else None
        new = reply is not None and reply.seq is not None and not reply.duplicate  # nothing of it was sent before
        async with self.sender.reply(key, new, applied):
            quote = quoted.message_id if quoted else None
            offered = choices.keyboard(outcome.choices, quoted)
            await self.send(bot, chat.id, outcome.messages[0], outcome, quote, update_id, offered)
            unreached = await self._privately(bot, outcome.messages[1:], update_id)
            await self._notes(bot, chat, outcome, unreached, update_id)

    async def send(
        self,
        bot: Bot,
        chat_id: int,
        said: Said,
        outcome: Outcome | None = None,
        quote: int | None = None,
        update_id: int | None = None,
        markup: InlineKeyboardMarkup | None = None,
    ) -> list[int]:
        """Send one message to a chat: reminders with their players mentioned, a chart as a photo, a keyboard (the
        choices offered) under the last part."""
        reminded = reminders.html(self.people, self.translator, said.reply, said.locale)
        if reminded is not None:
            return await self.sender.texts(bot, chat_id, pack(reminded), quote, update_id=update_id)
        lines = list(plain_lines(said.lines))
        if outcome is not None and outcome.chart is not None:
            picture = await asyncio.to_thread(paint, outcome.chart, self.translator, "png")
            return await self.sender.photo(bot, chat_id, picture, lines, quote, update_id)
        return await self.sender.texts(bot, chat_id, pack(lines), quote, markup, update_id=update_id)

    async def _privately(self, bot: Bot, messages: Sequence[Said], update_id: int | None) -> list[tuple[int, Said]]:
        """Send each private message to its reader (of an update, once each); return who never opened a private
        chat with the bot."""
        unreached: list[tuple[int, Said]] = []
        with topics.in_topic(None):  # a private chat has no topics
            for said in messages:
                user = user_of(said.audience.person)
                key = f"{dedup_key(update_id)}:to:{user}" if update_id is not None else None
                if user is None or user <= 0 or (key and await self.sender.storage.deliveries(key)):
                    continue
                try:
                    sent = await self.sender.texts(bot, user, pack(plain_lines(said.lines)))
                except Forbidden:  # Telegram lets no bot write first to a user
                    unreached.append((user, said))
                    continue
                if key and sent:
                    await self.sender.delivered(key, 0, sent[-1])
        return unreached

    async def _notes(
        self, bot: Bot, chat: Chat, outcome: Outcome, unreached: list[tuple[int, Said]], update_id: int | None
    ) -> None:
        """Tell in the chat who is to open a private chat with the bot: under every secret roll, and once a GM
        for a hidden NPC's numbers."""
        if not unreached:
            return
        secret = unreached[0][1].roll_of is not None
        if not secret:
            unreached = [(u, s) for u, s in unreached if (chat.id, u) not in self._told]
            self._told.update(dict.fromkeys((chat.id, u) for u, _ in unreached))  # once, not under every reply
        locale, link = outcome.messages[0].locale, start_link(bot.username)
        note = "tg-roll-secret-start" if secret else "tg-hidden-start"
        said = [
            self.translator.format(note, locale, {"who": self.people.name(u) or str(u), "link": link})
            for u, _ in unreached
        ]
        if said:
            texts = pack(escape(n) for n in said)
            await self.sender.texts(bot, chat.id, texts, update_id=update_id, first_part=NOTES_PART)
