"""The Telegram door: updates in, the core's outcomes out.

Each handler turns an update into what the core takes (an utterance at a place, by an actor, with what the door
knows of the chat's people) and maps the outcome to the Bot API: the place's message to the chat and its topic
(a photo where it comes with a chart), each private message to its reader's private chat, the turn prompts with
their keyboards. What to say, to whom and in which language, the core decides.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import structlog
from telegram import Bot, Chat, Message, Update
from telegram.constants import ChatType
from telegram.error import NetworkError, RetryAfter, TelegramError
from telegram.ext import ContextTypes

from adapters.telegram import choice_taps, choices, inline, menus, sheets, taps, topics
from adapters.telegram.commands import utterance
from adapters.telegram.delivery import Postman, Sender, SentElsewhere, applied_key, dedup_key, edit_note_key
from adapters.telegram.identity import Admins, People, actor_id, actor_of
from adapters.telegram.prompting import Prompter
from adapters.telegram.records import LEASE, DeliveryLog, records_of
from adapters.telegram.scheduled import SCHEDULER, Announcer
from adapters.telegram.text import escape
from assistant.bootstrap import App
from assistant.conversation.outcome import Known, Outcome, Place
from assistant.errors import StorageError
from assistant.reading.reader import Spoken, Typed, Utterance
from assistant.state.bounded import Newest
from assistant.state.locks import KeyedLocks
from models import Actor, Reply

log = structlog.get_logger(__name__)

Context = ContextTypes.DEFAULT_TYPE
#: A voice hook: what a voice message was heard as in the game it plays, or None when nothing could be heard (it has
#: said why).
Transcriber = Callable[[Message, Bot, str], Awaitable[Spoken | None]]
#: The door's name: every command it hands the core carries it.
DOOR = "telegram"
#: How many failed update ids are remembered for the webhook to answer 5xx.
FAILED_KEPT = 1000
#: Failures worth a redelivery from Telegram: the command may not have been applied or answered.
TRANSIENT: tuple[type[BaseException], ...] = (
    StorageError,
    NetworkError,
    RetryAfter,
    TimeoutError,
    OSError,
    SentElsewhere,
)


@dataclass
class Door:
    """One bot's door to the core: handlers for PTB, the memories they share."""

    app: App
    admins: Admins = field(default_factory=Admins)
    people: People = field(default_factory=People)
    transcribe: Transcriber | None = None
    webhook: bool = False
    failed: Newest[int, BaseException] = field(default_factory=lambda: Newest(FAILED_KEPT))
    seeds: random.Random = field(default_factory=random.Random)  #: the seeds of inline rolls (no game holds one)
    records: DeliveryLog = field(init=False)  #: what was sent, claimed and recorded in the door's own table
    sender: Sender = field(init=False)
    postman: Postman = field(init=False)
    prompter: Prompter = field(init=False)
    _locks: KeyedLocks = field(default_factory=KeyedLocks)
    _updates: KeyedLocks = field(default_factory=KeyedLocks)  #: one per update: its copies take turns
    clock: Announcer = field(init=False)  #: says in the chats what time decides in their games

    def __post_init__(self) -> None:
        self.records = records_of(self.app.records)
        self.sender = Sender(self.records, lease=timedelta(0))  # polling: no other process reads these updates
        self.postman = Postman(self.sender, self.app.translator, self.people, self.app.conversation)
        self.prompter = Prompter(self.app.translator, self.sender, self.people)
        self.clock = Announcer(self.app.conversation, self.postman, self.prompter, self._locks)

    # --- handlers ------------------------------------------------------------------------------------------

    async def on_command(self, update: Update, context: Context) -> None:
        """Apply a slash command from a chat and answer it."""
        await self.on_text(update, context)

    async def on_text(self, update: Update, context: Context) -> None:
        """Apply what a message says (a command, a phrase, a roster, a claim link) and answer it."""
        message, bot = update.message, context.bot
        actor = await self._sender_of(message, bot)
        if message is not None and actor is not None:
            said = utterance(message, self.people, bot.username, bot.id)
            await self.hear(bot, message, actor, said, update.update_id)

    async def on_voice(self, update: Update, context: Context) -> None:
        """Treat a voice message as a spoken command, or say that voice is off."""
        message, bot = update.message, context.bot
        actor = await self._sender_of(message, bot)
        if message is None or actor is None:
            return
        if self.transcribe is None:
            await self.say(bot, message, "tg-voice-off", actor, update.update_id)
        elif (heard := await self.transcribe(message, bot, self.game_here(message.chat.id))) is not None:
            await self.hear(bot, message, actor, heard, update.update_id)

    async def on_button(self, update: Update, context: Context) -> None:
        """Take one tap of a move keyboard (the next step's buttons, or the move itself) or of a choice offered."""
        query = update.callback_query
        if query is not None and isinstance(query.message, Message):
            take = choice_taps.tap if choices.decode(query.data) else taps.tap
            async with self.game_lock(self.game_here(query.message.chat.id)):
                await take(self, context.bot, update, query.message)

    async def on_edited(self, update: Update, context: Context) -> None:
        """Apply an edit that corrects a command not applied; of an applied one, say once that it changes nothing."""
        message, bot = update.edited_message, context.bot
        if message is None or not (message.text or "").startswith("/") or message.chat.type == ChatType.CHANNEL:
            return
        if self._recent(message) and not await self.records.delivered(applied_key(message)):
            await self.on_text(Update(update.update_id, message=message), context)
        else:
            text = self.t("tg-edit-ignored", await self.locale_of(message))
            await self.sender.texts(bot, message.chat.id, [escape(text)], message.id, key=edit_note_key(message))

    async def on_document(self, update: Update, context: Context) -> None:
        """Create a roster from a CSV file sent as a document; leave any other document alone."""
        message, bot = update.message, context.bot
        actor = await self._sender_of(message, bot)
        if message is not None and actor is not None and sheets.is_csv(message):
            await sheets.document(self, bot, message, actor, update.update_id)

    async def on_inline(self, update: Update, context: Context) -> None:
        """Answer an inline query from any chat (a roll, the odds) as an article; nothing is stored."""
        if update.inline_query is not None:
            await inline.answer(self.app, update.inline_query, self.seeds)

    async def on_ignored(self, update: Update, context: Context) -> None:
        """Leave alone what is no command: channel posts, forwards, automatic forwards."""
        log.debug("telegram.ignored", update=update.update_id)

    async def on_member(self, update: Update, context: Context) -> None:
        """Forget a chat's cached administrators when its members change."""
        if update.effective_chat:
            self.admins.forget(update.effective_chat.id)

    async def on_error(self, update: object, context: Context) -> None:
        """Log a failure; by webhook a transient one is left to Telegram's redelivery, else apologize in the chat."""
        error = context.error
        log.error("telegram.error", error=repr(error), exc_info=error)
        if not isinstance(update, Update) or error is None:
            return
        if self.webhook and isinstance(error, TRANSIENT):
            self.failed[update.update_id] = error
            return
        chat = update.effective_chat
        if chat is not None and chat.type != ChatType.CHANNEL:
            try:
                text = self.t("tg-error", self.app.conversation.locale(await self.state_here(chat.id), SCHEDULER))
                await self.sender.texts(context.bot, chat.id, [escape(text)])
            except (TelegramError, StorageError) as err:
                log.warning("telegram.apology_failed", chat=chat.id, error=str(err))

    # --- playing ---------------------------------------------------------------------------------------------

    async def hear(self, bot: Bot, message: Message, actor: Actor, said: Utterance, update_id: int) -> None:
        """Hand what a message says to the core and deliver the outcome; a claim link opened is the claim's."""
        if isinstance(said, Typed) and await sheets.claimed(self, bot, message, update_id):
            return
        place, known, key = self.place(message.chat), await self.known(bot, message.chat), dedup_key(update_id)
        async with self.game_lock(place.game):
            with self.sender.claiming(key):  # the reply's first message is claimed in the command's COMMIT
                outcome = await self.app.conversation.say(
                    said, place, actor, known, key, addressed=self._addressed(message, said)
                )
                await self.deliver(bot, message.chat, outcome, message, update_id)
        if outcome.claim is not None:
            await sheets.send_link(self, bot, message, outcome.claim)

    async def deliver(
        self, bot: Bot, chat: Chat, outcome: Outcome, quoted: Message | None, update_id: int | None
    ) -> None:
        """Send an outcome (its place's message, its private ones), then the menus and the prompts it changed."""
        if not outcome.said:
            return
        reply = outcome.reply
        if reply is not None and reply.ok:
            self.clock.played_here(outcome.messages[0].reply.game_id)
        await self.postman.deliver(bot, chat, outcome, quoted, update_id)
        if outcome.menus and outcome.state is not None:
            await menus.publish_chat(bot, self.app.translator, chat.id, outcome.state)
        if outcome.prompts is not None:
            key = dedup_key(update_id) if update_id is not None else None
            await self.prompter.show(bot, chat.id, outcome.prompts, key)

    def by_webhook(self) -> None:
        """Take updates by webhook: a transient failure is left to Telegram's redelivery, and a message another
        replica claimed is theirs to send while their claim stands (LEASE)."""
        self.webhook = True
        self.sender.lease = LEASE

    def online(self, bot: Bot) -> None:
        """Take the running bot (polling or webhook started): the scheduler's replies go out through it."""
        self.clock.online(bot)

    def offline(self) -> None:
        """Hold the scheduler's replies: the bot is stopping."""
        self.clock.offline()

    async def on_scheduled(self, game: str, reply: Reply, key: str) -> None:
        """Say in a chat what the scheduler did in its game, then prompt the moves awaited (under its key: once)."""
        await self.clock.announce(game, reply, key)

    # --- small helpers -----------------------------------------------------------------------------------

    def place(self, chat: Chat) -> Place:
        """Return the place of a chat: the game it plays where the update is, and whether a group reads it."""
        shared, title, thread = chat.type != ChatType.PRIVATE, chat.effective_name or "", topics.current()
        home, topic = (topics.game_id(topics.Place(chat.id)), str(thread)) if thread is not None else ("", None)
        return Place(self.game_here(chat.id), DOOR, shared=shared, title=title, moves=True, topic=topic, home=home)

    async def known(self, bot: Bot, chat: Chat) -> Known:
        """Return what the door knows of a chat's people: its admins, their names, the bot itself."""
        admins = frozenset(actor_id(a) for a in await self.admins.of(bot, chat))
        return Known(admins=admins, name_of=self.people.name_of, bots=frozenset({actor_id(bot.id)}))

    async def _sender_of(self, message: Message | None, bot: Bot) -> Actor | None:
        if message is None or message.forward_origin is not None or message.is_automatic_forward:
            return None
        self.people.see_message(message)
        return await actor_of(message, bot, self.admins)

    def _addressed(self, message: Message, said: Utterance) -> bool:
        """Say whether words not understood were meant for the bot: a private chat, a slash command, the bot named."""
        if message.chat.type == ChatType.PRIVATE or not isinstance(said, Typed):
            return True
        return said.addressed or said.text.lstrip().startswith("/")

    def _recent(self, message: Message) -> bool:
        """Say whether a message is young enough that its record of being applied is still kept (dedup_days)."""
        days = self.app.settings.dedup_days
        edited = message.edit_date or message.date
        return not days or edited - message.date <= timedelta(days=days)

    def one_update(self, update_id: int) -> asyncio.Lock:
        """Return the lock of an update: a copy delivered again while one is handled waits for it to end."""
        return self._updates(dedup_key(update_id))

    def game_lock(self, game: str) -> asyncio.Lock:
        """Return the lock of a game: its commands and prompts take turns."""
        return self._locks(game)

    def game_here(self, chat_id: int) -> str:
        """Return the game a chat plays where the update being handled is: its topic's (its own, or the chat's where
        shared, as ``topics.scoped`` looked it up), the chat's outside a topic."""
        game = topics.current_game()
        place = topics.place_of_game(game) if game is not None else None
        if game is not None and place is not None and place.chat == chat_id:
            return game
        return topics.game_id(topics.Place(chat_id, topics.current()))

    async def game_of(self, place: topics.Place) -> str:
        """Return the game a place plays, as stored: a topic's own, or its chat's where a GM shared it."""
        return await topics.game_of(self.app.conversation, place)

    async def state_here(self, chat_id: int) -> Any:
        """Return the game played where the update being handled is, as committed (None: not opened yet)."""
        return await self.app.engine.state(self.game_here(chat_id))

    async def locale_of(self, message: Message) -> str:
        """Return the language to answer a message's sender in, in the game played where it was sent."""
        user = message.from_user
        actor = Actor(id=actor_id(user.id) if user else "", language=user.language_code if user else None)
        return self.app.conversation.locale(await self.state_here(message.chat.id), actor)

    async def say(self, bot: Bot, message: Message, key: str, actor: Actor, update_id: int | None = None) -> None:
        """Answer a message with one message of locales/, in its sender's language."""
        locale = self.app.conversation.locale(await self.state_here(message.chat.id), actor)
        text, updated = escape(self.t(key, locale)), dedup_key(update_id) if update_id is not None else None
        await self.sender.texts(bot, message.chat.id, [text], message.message_id, key=updated)

    def t(self, key: str, locale: str, **args: str | int | None) -> str:
        """Return a message of locales/ in a locale."""
        return self.app.translator.format(key, locale, args)
