"""Sending to Telegram, once: each part of an update's reply is claimed before it is sent and recorded once sent
(``adapters.telegram.records``), so that a copy of the update handled by any replica, together or later, sends only
what no one sent or is sending, and a redelivery after a failure or a cut-off sender sends the rest."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial

import structlog
from telegram import Bot, Chat, InlineKeyboardMarkup, Message, ReplyParameters
from telegram.error import Forbidden

from adapters.charts import paint
from adapters.telegram import choices, reminders, topics
from adapters.telegram.identity import People, user_of
from adapters.telegram.outbox import send_text
from adapters.telegram.records import LEASE, Claim, Delivery, DeliveryLog, Folded
from adapters.telegram.text import MAX_CAPTION, PARSE_MODE, escape, pack, plain_lines, split_caption
from assistant.conversation.outcome import Known, Outcome
from assistant.conversation.outcome import Message as Said
from assistant.conversation.talk import Conversation
from assistant.errors import AssistantError, StorageError
from assistant.language.translator import Translator

log = structlog.get_logger(__name__)

#: The first part number of the notes sent under an update's reply (who is to open a private chat), past its own.
NOTES_PART = 1000
#: What a deep link to the bot's private chat starts it with, to receive what only some readers may read.
START = "secret"
#: Seconds a copy of an update waits for a part another replica claimed to be sent, before it gives up (its webhook
#: answers 500: Telegram delivers it again, by when the part is sent, or its claim has lapsed).
PATIENCE = 5.0
#: Seconds between two looks at a part another replica is sending.
POLL = 0.02


class SentElsewhere(AssistantError):
    """A part of an update's reply is being sent by another replica, still, after PATIENCE: the update is to come
    again."""


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


def private_key(update_id: int, user: int) -> str:
    """Return the delivery key of an update's private message to a user."""
    return f"{dedup_key(update_id)}:to:{user}"


def prompt_key(key: str | None, token: str) -> str | None:
    """Return the delivery key of a turn prompt shown after what a key delivers (an update's reply): a copy of the
    update handled by another replica shows the one sent (None: no key, no record)."""
    return f"{key}:prompt:{token}" if key is not None else None


Send = Callable[[], Awaitable[int]]


@dataclass
class Sender:
    """Sends texts and pictures to chats; of an update's reply, each part once, whichever replica handles it."""

    records: DeliveryLog
    #: Seconds a copy waits for a part another replica is sending (PATIENCE).
    patience: float = PATIENCE
    #: How long another's claim stands: LEASE by webhook; none by polling, where this process is Telegram's one
    #: reader of the bot's updates, and a claim it did not make was left by a process that is gone.
    lease: timedelta = LEASE
    #: Records that wait to be written with a key's next delivery: one write, not two.
    _marks: dict[str, list[Delivery]] = field(default_factory=dict)
    #: The claims of replies' first parts handed to the command transactions that store the replies, by key.
    _folded: dict[str, Folded] = field(default_factory=dict)

    @contextmanager
    def claiming(self, key: str) -> Iterator[None]:
        """Within: the command applied under a key claims its reply's first part in its own transaction (one COMMIT,
        not two), where the storage can; that part is then sent after one read, without a claim of its own. A copy
        of the update finds the command applied and the part claimed, or neither: never the one without the other."""
        with self.records.with_reply(key, 0, self.lease) as folded:
            self._folded[key] = folded
            try:
                yield
            finally:
                if self._folded.get(key) is folded:
                    del self._folded[key]

    @asynccontextmanager
    async def reply(self, key: str, applied: Message | None = None) -> AsyncIterator[None]:
        """Send an update's reply within: ``applied``'s command is recorded as applied with the reply's first part
        (alone where none is sent: a redelivery)."""
        if applied is not None:
            self._marks[key] = [Delivery(applied_key(applied), 0, applied.message_id)]
        try:
            yield
        finally:
            if left := self._marks.pop(key, None):
                await self.record(left)

    async def texts(
        self,
        bot: Bot,
        chat_id: int,
        texts: Sequence[str],
        reply_to: int | None = None,
        markup: InlineKeyboardMarkup | None = None,
        key: str | None = None,
        first_part: int = 0,
    ) -> list[int]:
        """Send texts as messages, the keyboard on the last, and return their ids; under a key, each part (numbered
        from ``first_part``) once: one sent before answers its id."""
        ids: list[int] = []
        last = first_part + len(texts) - 1
        for index, text in enumerate(texts, start=first_part):
            quoted = reply_to if index == first_part else None
            keys = markup if index == last else None
            send = partial(send_text, bot, chat_id, text, quoted, keys, topics.current())
            ids.append(await self.once(key, index, send))
        return ids

    async def photo(
        self,
        bot: Bot,
        chat_id: int,
        picture: bytes,
        lines: Sequence[str],
        reply_to: int | None = None,
        key: str | None = None,
    ) -> list[int]:
        """Send a picture with the first lines as its caption (as many as fit), then the rest as messages; under a
        key, each part once (the picture is its first)."""
        caption, rest = split_caption(lines, MAX_CAPTION)
        quote = ReplyParameters(reply_to, allow_sending_without_reply=True) if reply_to else None
        thread = topics.current()

        async def send() -> int:
            text = "\n".join(caption) or None
            photo = await bot.send_photo(
                chat_id, picture, caption=text, parse_mode=PARSE_MODE, reply_parameters=quote, message_thread_id=thread
            )
            return photo.message_id

        first = await self.once(key, 0, send)
        return [first, *await self.texts(bot, chat_id, pack(rest), key=key, first_part=1)]

    async def once(self, key: str | None, part: int, send: Send) -> int:
        """Send one part of a key's reply unless it was sent: claim it, send it, record it; return its message id
        (the first one's, where it was sent before). A sending that fails gives its claim up: a redelivery sends
        it."""
        if key is None:
            return await send()
        claim = await self._claim(key, part)
        if claim.message_id is not None:
            return claim.message_id
        try:
            message_id = await send()
        except BaseException:
            await self._release(key, part)
            raise
        await self.delivered(key, part, message_id)
        return message_id

    async def _claim(self, key: str, part: int) -> Claim:
        """Claim a part; while another replica is sending it, wait for it to be sent, PATIENCE at most."""
        folded = self._folded.get(key) if part == 0 else None
        if folded is not None and folded.committed:  # claimed with the command: still this door's, or sent before
            claim = await self.records.claimed(key, part)
            if claim.mine or claim.message_id is not None:
                return claim
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.patience
        while not (claim := await self.records.claim(key, part, self.lease)).mine and claim.message_id is None:
            if loop.time() >= deadline:
                log.info("telegram.sent_elsewhere", key=key, part=part)
                raise SentElsewhere(f"{key} part {part} is being sent by another replica")
            await asyncio.sleep(POLL)
        return claim

    async def _release(self, key: str, part: int) -> None:
        try:
            await self.records.release(key, part)
        except StorageError as err:  # the claim lapses instead (LEASE)
            log.warning("telegram.claim_kept", key=key, part=part, error=str(err))

    async def delivered(self, key: str, part: int, message_id: int) -> None:
        """Record a sent part of a key's reply, with what waits for it."""
        await self.record([Delivery(key, part, message_id), *self._marks.pop(key, ())])

    async def record(self, marks: list[Delivery]) -> None:
        """Record deliveries in one write; a failed record is logged (its claim lapses, and a redelivery after
        LEASE would send the part again)."""
        try:
            await self.records.record(marks)
        except StorageError as err:
            log.warning("telegram.delivery_unrecorded", marks=[tuple(m) for m in marks], error=str(err))


@dataclass
class Postman:
    """Delivers an outcome's messages: the place's to its chat (a photo where it has a chart, reminders with their
    players mentioned), each private one to its reader; who could not be reached goes back to the conversation,
    which says what the place is told."""

    sender: Sender
    translator: Translator
    people: People
    conversation: Conversation

    async def deliver(
        self, bot: Bot, chat: Chat, outcome: Outcome, quoted: Message | None, update_id: int | None
    ) -> None:
        """Send an outcome's messages, each once an update: the place's, then the private ones and the notes."""
        reply = outcome.reply
        key = dedup_key(update_id) if update_id is not None else None
        applied = quoted if reply is not None and reply.ok else None
        async with self.sender.reply(key or "", applied):
            quote = quoted.message_id if quoted else None
            offered = choices.keyboard(outcome.choices, quoted)
            await self.send(bot, chat.id, outcome.messages[0], outcome, quote, key, offered)
            unreached = await self._privately(bot, outcome.messages[1:], update_id)
            await self._notes(bot, chat, outcome, unreached, key)

    async def send(
        self,
        bot: Bot,
        chat_id: int,
        said: Said,
        outcome: Outcome | None = None,
        quote: int | None = None,
        key: str | None = None,
        markup: InlineKeyboardMarkup | None = None,
    ) -> list[int]:
        """Send one message to a chat: reminders with their players mentioned, a chart as a photo, a keyboard (the
        choices offered) under the last part."""
        reminded = reminders.html(self.people, self.translator, said.reply, said.locale)
        if reminded is not None:
            return await self.sender.texts(bot, chat_id, pack(reminded), quote, key=key)
        lines = list(plain_lines(said.lines))
        if outcome is not None and outcome.chart is not None:
            picture = await asyncio.to_thread(paint, outcome.chart, self.translator, "png")
            return await self.sender.photo(bot, chat_id, picture, lines, quote, key)
        return await self.sender.texts(bot, chat_id, pack(lines), quote, markup, key=key)

    async def _privately(self, bot: Bot, messages: Sequence[Said], update_id: int | None) -> list[Said]:
        """Send each private message to its reader (of an update, once each); return those Telegram refused: their
        readers never opened a private chat with the bot."""
        unreached: list[Said] = []
        with topics.in_topic(None):  # a private chat has no topics
            for said in messages:
                user = user_of(said.audience.person)
                if user is None or user <= 0:
                    continue
                key = private_key(update_id, user) if update_id is not None else None
                try:
                    await self.sender.texts(bot, user, pack(plain_lines(said.lines)), key=key)
                except Forbidden:  # Telegram lets no bot write first to a user
                    unreached.append(said)
        return unreached

    async def _notes(self, bot: Bot, chat: Chat, outcome: Outcome, unreached: list[Said], key: str | None) -> None:
        """Tell the chat what the conversation says of the readers a private message could not reach."""
        known = Known(name_of=self.people.name_of)
        note = self.conversation.unreached(outcome, unreached, known, start_link(bot.username))
        if note is not None:
            texts = pack(escape(line) for line in note.lines)
            await self.sender.texts(bot, chat.id, texts, key=key, first_part=NOTES_PART)
