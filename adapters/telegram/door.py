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
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError
from telegram.ext import ContextTypes

from adapters.charts import paint
from adapters.telegram import buttons, inline, menus, reminders, sheets, topics
from adapters.telegram.commands import utterance
from adapters.telegram.delivery import Sender, applied_key, dedup_key, edit_note_key
from adapters.telegram.identity import Admins, People, actor_id, actor_of, actor_of_user, user_of
from adapters.telegram.prompting import Prompter, unbutton
from adapters.telegram.text import escape, pack, plain_lines
from assistant.bootstrap import App
from assistant.conversation import Known, Outcome, Place
from assistant.conversation import Message as Said
from assistant.errors import StorageError
from assistant.locks import KeyedLocks
from assistant.memo import Newest
from assistant.reader import Pressed, Spoken, Typed, Utterance
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
TRANSIENT: tuple[type[BaseException], ...] = (StorageError, NetworkError, RetryAfter, TimeoutError, OSError)
#: The longest text a callback answer shows.
ALERT_LIMIT = 200
#: Seconds a reply of the scheduler waits for the bot to be up (polling or webhook started) before it is dropped.
ONLINE_WAIT = 60.0
#: How many chats' games the door remembers the place they were last played from (a topic, or General).
PLACES_KEPT = 10_000
#: How many (chat, GM) pairs the door remembers having told how to read hidden pools in private.
TOLD_KEPT = 10_000
#: The first part number of the notes sent under an update's reply (who is to open a private chat), past its own.
NOTES_PART = 1000
#: The actor of what time decides.
SCHEDULER = Actor(id="system:scheduler", name="scheduler", admin=True)


def game_id(chat_id: int) -> str:
    """Return the game id of a chat (its topics play their own games: ``topics.game_id``)."""
    return topics.game_id(topics.Place(chat_id))


@dataclass
class Door:
    """One bot's door to the core: handlers for PTB, the memories they share."""

    app: App
    admins: Admins = field(default_factory=Admins)
    people: People = field(default_factory=People)
    transcribe: Transcriber | None = None
    webhook: bool = False
    failed: Newest[int, BaseException] = field(default_factory=lambda: Newest(FAILED_KEPT))
    bot: Bot | None = None  #: the bot that sends what no update asked for (the scheduler's replies), once up
    seeds: random.Random = field(default_factory=random.Random)  #: the seeds of inline rolls (no game holds one)
    sender: Sender = field(init=False)
    prompter: Prompter = field(init=False)
    _locks: KeyedLocks = field(default_factory=KeyedLocks)
    _updates: KeyedLocks = field(default_factory=KeyedLocks)  #: one per update: its copies take turns
    _online: asyncio.Event = field(default_factory=asyncio.Event)
    #: GMs told how to get hidden pools in private, by chat (the newest TOLD_KEPT).
    _told: Newest[tuple[int, int], None] = field(default_factory=lambda: Newest(TOLD_KEPT))
    #: Where each chat's game was last played from: General (None) or a topic that shares it (the newest).
    _played_in: Newest[str, int | None] = field(default_factory=lambda: Newest(PLACES_KEPT))

    def __post_init__(self) -> None:
        self.sender = Sender(self.app.storage)
        self.prompter = Prompter(self.app.translator, self.app.engine.clock, self.sender, self.people)

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

    async def on_topic(self, update: Update, context: Context) -> None:
        """Set or tell how a forum topic plays (``/topic own|shared``); ``/help topic``."""
        message, bot = update.message, context.bot
        actor = await self._sender_of(message, bot)
        if message is not None and actor is not None:
            await topics.command(self, bot, message, actor, update.update_id)

    async def on_button(self, update: Update, context: Context) -> None:
        """Take one tap of a move keyboard: the next step's buttons, or the move itself."""
        query = update.callback_query
        if query is not None and isinstance(query.message, Message):
            async with self.game_lock(self.game_here(query.message.chat.id)):
                await self._tap(context.bot, update, query.message)

    async def on_edited(self, update: Update, context: Context) -> None:
        """Apply an edit that corrects a command not applied; of an applied one, say once that it changes nothing."""
        message, bot = update.edited_message, context.bot
        if message is None or not (message.text or "").startswith("/") or message.chat.type == ChatType.CHANNEL:
            return
        if self._recent(message) and not await self.app.storage.deliveries(applied_key(message)):
            await self.on_text(Update(update.update_id, message=message), context)
        elif not await self.app.storage.deliveries(edit_note_key(message)):
            text = self.t("tg-edit-ignored", await self.locale_of(message))
            sent = await self.sender.texts(bot, message.chat.id, [escape(text)], message.id)
            await self.sender.delivered(edit_note_key(message), 0, sent[-1])

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
                text = self.t("tg-error", self.app.conversation.locale(await self._state(chat.id), SCHEDULER))
                await self.sender.texts(context.bot, chat.id, [escape(text)])
            except (TelegramError, StorageError) as err:
                log.warning("telegram.apology_failed", chat=chat.id, error=str(err))

    # --- playing ---------------------------------------------------------------------------------------------

    async def hear(self, bot: Bot, message: Message, actor: Actor, said: Utterance, update_id: int) -> None:
        """Hand what a message says to the core and deliver the outcome; a claim link opened is the claim's."""
        if isinstance(said, Typed) and await sheets.claimed(self, bot, message, update_id):
            return
        place, known = self.place(message.chat), await self.known(bot, message.chat)
        async with self.game_lock(place.game):
            talk = self.app.conversation
            outcome = await talk.say(
                said, place, actor, known, dedup_key(update_id), addressed=self._addressed(message, said)
            )
            await self.deliver(bot, message.chat, outcome, message, update_id)
        if outcome.claim is not None:
            await sheets.send_link(self, bot, message, outcome.claim)

    async def deliver(
        self, bot: Bot, chat: Chat, outcome: Outcome, quoted: Message | None, update_id: int | None
    ) -> None:
        """Send an outcome: the place's message to the chat, each private one to its reader (once a delivery), a
        note for whoever never opened a private chat with the bot; then the menus and the prompts it changed."""
        if not outcome.said:
            return
        reply = outcome.reply
        if reply is not None and reply.ok:
            self._played_here(outcome.messages[0].reply.game_id)
        key = dedup_key(update_id) if update_id is not None else ""
        applied = quoted if reply is not None and reply.ok else None
        new = reply is not None and reply.seq is not None and not reply.duplicate  # nothing of it was sent before
        async with self.sender.reply(key, new, applied):
            here = outcome.messages[0]
            await self.send_message(bot, chat.id, here, outcome, quoted.message_id if quoted else None, update_id)
            await self._privately(bot, chat, outcome, update_id)
        if outcome.menus and outcome.state is not None:
            await menus.publish_chat(bot, self.app.translator, chat.id, outcome.state)
        if outcome.state is not None and reply is not None and reply.seq is not None:
            await self.prompter.prompt(bot, chat.id, outcome.state)

    async def send_message(
        self,
        bot: Bot,
        chat_id: int,
        said: Said,
        outcome: Outcome | None = None,
        quote: int | None = None,
        update_id: int | None = None,
    ) -> list[int]:
        """Send one message of an outcome to a chat: reminders with their players mentioned, a chart as a photo."""
        reminded = reminders.html(self.people, self.app.translator, said.reply, said.locale)
        if reminded is not None:
            return await self.sender.texts(bot, chat_id, pack(reminded), quote, update_id=update_id)
        lines = list(plain_lines(said.lines))
        if outcome is not None and outcome.chart is not None:
            picture = await asyncio.to_thread(paint, outcome.chart, self.app.translator, "png")
            return await self.sender.photo(bot, chat_id, picture, lines, quote, update_id)
        return await self.sender.texts(bot, chat_id, pack(lines), quote, update_id=update_id)

    async def _privately(self, bot: Bot, chat: Chat, outcome: Outcome, update_id: int | None) -> None:
        """Send each private message of an outcome to its reader (of an update, once each); note in the chat who
        never opened a private chat with the bot (of a hidden NPC's numbers, once a GM)."""
        unreached: list[tuple[int, Said]] = []
        with topics.in_topic(None):  # a private chat has no topics
            for said in outcome.messages[1:]:
                user = user_of(said.audience.person)
                key = f"{dedup_key(update_id)}:to:{user}" if update_id is not None else None
                if user is None or user <= 0 or (key and await self.app.storage.deliveries(key)):
                    continue
                try:
                    sent = await self.sender.texts(bot, user, pack(plain_lines(said.lines)))
                except Forbidden:  # Telegram lets no bot write first to a user
                    unreached.append((user, said))
                    continue
                if key and sent:
                    await self.sender.delivered(key, 0, sent[-1])
        if not unreached:
            return
        secret = unreached[0][1].roll_of is not None
        if not secret:
            unreached = [(u, s) for u, s in unreached if (chat.id, u) not in self._told]
            self._told.update(dict.fromkeys((chat.id, u) for u, _ in unreached))  # once, not under every reply
        locale = outcome.messages[0].locale
        link = sheets.start_link(bot.username)
        note = "tg-roll-secret-start" if secret else "tg-hidden-start"
        notes = [self.t(note, locale, who=self.people.name(u) or str(u), link=link) for u, _ in unreached]
        if notes:
            await self.sender.texts(
                bot, chat.id, pack(escape(n) for n in notes), update_id=update_id, first_part=NOTES_PART
            )

    # --- what time decides ------------------------------------------------------------------------------------

    def online(self, bot: Bot) -> None:
        """Take the running bot (polling or webhook started): the scheduler's replies go out through it."""
        self.bot = bot
        self._online.set()

    def offline(self) -> None:
        """Hold the scheduler's replies: the bot is stopping."""
        self._online.clear()

    async def on_scheduled(self, game: str, reply: Reply) -> None:
        """Send a chat what the scheduler did in its game (a bout's «Стойте!»), then prompt the moves awaited."""
        place = topics.place_of_game(game)
        if place is None:
            return
        # a topic's own game is answered in its topic; the chat's game where it was last played (a shared topic)
        thread = place.thread if place.thread is not None else self._played_in.get(game)
        try:
            await asyncio.wait_for(self._online.wait(), ONLINE_WAIT)
        except TimeoutError:
            log.warning("telegram.scheduled_dropped", chat=place.chat, seq=reply.seq)
            return
        assert self.bot is not None
        with topics.in_topic(thread, game):
            async with self.game_lock(game):
                state = await self.app.engine.state(game)
                where = Place(game, DOOR, shared=place.chat < 0)
                said = self.app.conversation.messages(reply, state, where, SCHEDULER)[0]
                await self.send_message(self.bot, place.chat, said)
                if state is not None:
                    await self.prompter.prompt(self.bot, place.chat, state)

    # --- the move keyboards ----------------------------------------------------------------------------------

    async def _tap(self, bot: Bot, update: Update, message: Message) -> None:
        query = update.callback_query
        assert query is not None
        state = await self._state(message.chat.id)
        locale = self.app.conversation.locale(
            state, await actor_of_user(query.from_user, message.chat, bot, self.admins)
        )
        press = buttons.decode(query.data)
        if state is not None and await self._tapped_before(bot, update, message):
            return
        prompt = self.prompter.find(state, message.chat.id, press) if state is not None and press is not None else None
        if state is None or press is None or prompt is None:
            await query.answer(self.t("tg-button-stale", locale), show_alert=True)
            if message.reply_markup and message.reply_markup.inline_keyboard:
                await unbutton(bot, message.chat.id, message.message_id)
            return
        if press.owner and press.owner != query.from_user.id:
            await query.answer(
                self.t("tg-button-not-yours", locale, name=self.prompter.owner_name(prompt)), show_alert=True
            )
            return
        moves = prompt.moves
        turn = moves[press.move] if press.move is not None and press.move < len(moves) else None
        picks = buttons.fill(turn, press.picks) if turn else ()
        if picks is None or (press.move is not None and turn is None) or not buttons.has_page(moves, press):
            await query.answer(self.t("tg-button-stale", locale), show_alert=True)
            return
        press = press if picks == press.picks else press.to(press.move, picks)
        if turn is None or not buttons.complete(turn, press.picks):
            await query.answer()
            await self.prompter.edit(bot, message, *self.prompter.screen(state, prompt, press))
            return
        actor = await actor_of_user(query.from_user, message.chat, bot, self.admins)
        pressed = Pressed(turn, tuple(buttons.chosen(turn, press.picks)))
        place, known = self.place(message.chat), await self.known(bot, message.chat)
        outcome = await self.app.conversation.say(pressed, place, actor, known, dedup_key(update.update_id))
        reply = outcome.reply
        refusal = outcome.messages[0].lines[0] if reply is not None and reply.refusal and outcome.said else None
        await query.answer(refusal[:ALERT_LIMIT] if refusal else None, show_alert=bool(refusal))
        if reply is None or reply.refusal:
            return
        self.prompter.made(message.chat.id, prompt)
        await self.prompter.edit(bot, message, *self.prompter.screen(state, prompt, press, done=True))
        await self.deliver(bot, message.chat, outcome, message, update.update_id)

    async def _tapped_before(self, bot: Bot, update: Update, message: Message) -> bool:
        """Finish a tap delivered again that the engine applied before: send what its reply still owes; say so."""
        query = update.callback_query
        assert query is not None
        async with self.app.storage.transaction(self.game_here(message.chat.id)) as tx:
            kept = await tx.dedup_reply(dedup_key(update.update_id))
        if kept is None:
            return False
        try:
            await query.answer()
        except BadRequest as err:  # answered by the first copy already
            log.debug("telegram.answered_before", update=update.update_id, error=str(err))
        actor = await actor_of_user(query.from_user, message.chat, bot, self.admins)
        state = await self._state(message.chat.id)
        place = self.place(message.chat)
        said = self.app.conversation.messages(kept, state, place, actor, await self.known(bot, message.chat))[0]
        await self.send_message(bot, message.chat.id, said, None, message.message_id, update.update_id)
        if state is not None:
            await self.prompter.prompt(bot, message.chat.id, state)
        return True

    # --- small helpers -----------------------------------------------------------------------------------

    def place(self, chat: Chat) -> Place:
        """Return the place of a chat: the game it plays where the update is, and whether a group reads it."""
        return Place(
            self.game_here(chat.id), DOOR, shared=chat.type != ChatType.PRIVATE, title=chat.effective_name or ""
        )

    async def known(self, bot: Bot, chat: Chat) -> Known:
        """Return what the door knows of a chat's people: its admins, their names, the bot itself."""
        admins = frozenset(actor_id(a) for a in await self.admins.of(bot, chat))
        return Known(admins=admins, name_of=self._name_of, bots=frozenset({actor_id(bot.id)}))

    def _name_of(self, actor: str) -> str | None:
        user = user_of(actor)
        return self.people.name(user) if user is not None else None

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
        return await topics.game_of(self.app.storage, place)

    def _played_here(self, game: str) -> None:
        """Remember where a command of a chat's game was just applied: the update's topic, or General."""
        place = topics.place_of_game(game)
        if place is not None and place.thread is None:  # a topic's own game is said in its topic
            self._played_in[game] = topics.current()

    async def _state(self, chat_id: int) -> Any:
        return await self.app.engine.state(self.game_here(chat_id))

    async def locale_of(self, message: Message) -> str:
        """Return the language to answer a message's sender in, in the game played where it was sent."""
        user = message.from_user
        actor = Actor(id=actor_id(user.id) if user else "", language=user.language_code if user else None)
        return self.app.conversation.locale(await self._state(message.chat.id), actor)

    async def say(self, bot: Bot, message: Message, key: str, actor: Actor, update_id: int | None = None) -> None:
        """Answer a message with one message of locales/, in its sender's language."""
        locale = self.app.conversation.locale(await self._state(message.chat.id), actor)
        await self.sender.texts(
            bot, message.chat.id, [escape(self.t(key, locale))], message.message_id, update_id=update_id
        )

    def t(self, key: str, locale: str, **args: str | int | None) -> str:
        """Return a message of locales/ in a locale."""
        return self.app.translator.format(key, locale, args)
