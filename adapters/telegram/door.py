"""The Telegram door: updates in, commands to the engine, replies, turn prompts and keyboards out."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any

import structlog
from telegram import Bot, Chat, InlineKeyboardMarkup, Message, ReplyParameters, Update, User
from telegram.constants import ChatType
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError
from telegram.ext import ContextTypes

from adapters.charts import paint
from adapters.telegram import buttons, inline, menus, reminders, secret, sheets, topics
from adapters.telegram.commands import utterance
from adapters.telegram.identity import Admins, People, actor_id, actor_of, actor_of_user, user_of
from adapters.telegram.outbox import send_text
from adapters.telegram.text import MAX_CAPTION, PARSE_MODE, escape, mention, pack, plain_lines, split_caption
from assistant import charts, hidden
from assistant.bootstrap import App
from assistant.engine import Played
from assistant.errors import NotUnderstood, PermissionDenied, Refusal, StorageError
from assistant.locale import for_actor, resolve
from assistant.locks import KeyedLocks
from assistant.memo import Newest
from assistant.ports import Delivery
from assistant.reader import Pressed, Spoken, Typed, Utterance, read
from assistant.render import reply_lines
from assistant.rulesets import view_of
from assistant.rulesets.base import is_gm
from assistant.view import GameView, Step, Turn
from models import Actor, Command, Event, GameState, Reply

log = structlog.get_logger(__name__)

Context = ContextTypes.DEFAULT_TYPE
#: A voice hook: what a voice message was heard as in the game it plays, or None when nothing could be heard (it has
#: said why).
Transcriber = Callable[[Message, Bot, str], Awaitable[Spoken | None]]
#: How many failed update ids are remembered for the webhook to answer 5xx.
FAILED_KEPT = 1000
#: Failures worth a redelivery from Telegram: the command may not have been applied or answered.
TRANSIENT: tuple[type[BaseException], ...] = (StorageError, NetworkError, RetryAfter, TimeoutError, OSError)
_ACTOR_ID = re.compile(r"^tg:-?[0-9]+$")
_WHO = "\u2063who\u2063"
#: The events of a roll's result (a short roll's, a summarised long roll's), signed with the roller's name.
ROLL_RESULT = "roll-result"
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


def game_id(chat_id: int) -> str:
    """Return the game id of a chat (its topics play their own games: ``topics.game_id``)."""
    return topics.game_id(topics.Place(chat_id))


def chat_of(game: str) -> int | None:
    """Return the chat of a chat's game id; None for a game of another door."""
    place = topics.place_of_game(game)
    return place.chat if place else None


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
class Prompt:
    """A turn prompt sent to a chat: its state token and message."""

    token: str
    message_id: int


#: A prompt's key: the chat, the duel, the character whose move it awaits, the topic (None: General).
PromptKey = tuple[int, str, str, int | None]


@dataclass
class Prompts:
    """The turn prompts standing, by place (a chat and its topic): a command reads those of its own place alone, so
    what it costs does not grow with the number of chats playing."""

    _by_place: dict[tuple[int, int | None], dict[PromptKey, Prompt]] = field(default_factory=dict)

    def get(self, key: PromptKey) -> Prompt | None:
        """Return the prompt standing under a key, or None."""
        return self._by_place.get(key[::3], {}).get(key)

    def put(self, key: PromptKey, prompt: Prompt) -> None:
        """Keep the prompt standing under a key."""
        self._by_place.setdefault(key[::3], {})[key] = prompt

    def pop(self, key: PromptKey) -> Prompt | None:
        """Forget the prompt under a key; return it (None: there was none)."""
        place = key[::3]
        standing = self._by_place.get(place, {})
        prompt = standing.pop(key, None)
        if not standing:
            self._by_place.pop(place, None)
        return prompt

    def at(self, chat_id: int, topic: int | None) -> list[PromptKey]:
        """Return the keys of the prompts standing in a place."""
        return list(self._by_place.get((chat_id, topic), {}))


@dataclass
class Door:
    """One bot's door to the engine: handlers for PTB, the caches they share."""

    app: App
    admins: Admins = field(default_factory=Admins)
    people: People = field(default_factory=People)
    transcribe: Transcriber | None = None
    webhook: bool = False
    prompts: Prompts = field(default_factory=Prompts)
    failed: Newest[int, BaseException] = field(default_factory=lambda: Newest(FAILED_KEPT))
    bot: Bot | None = None  #: the bot that sends what no update asked for (the scheduler's replies), once up
    seeds: random.Random = field(default_factory=random.Random)  #: the seeds of inline rolls (no game holds one)
    _locks: KeyedLocks = field(default_factory=KeyedLocks)
    _updates: KeyedLocks = field(default_factory=KeyedLocks)  #: one per update: its copies take turns
    _online: asyncio.Event = field(default_factory=asyncio.Event)
    #: GMs told how to get hidden pools in private, by chat (the newest TOLD_KEPT).
    _told: Newest[tuple[int, int], None] = field(default_factory=lambda: Newest(TOLD_KEPT))
    #: Records that wait to be written with an update's next delivery (its dedup key's): one write, not two.
    _marks: dict[str, list[Delivery]] = field(default_factory=dict)
    #: The dedup keys of replies the engine made just now (no duplicate's): no part of them was sent before.
    _fresh: set[str] = field(default_factory=set)
    #: Where each chat's game was last played from: General (None) or a topic that shares it. What the scheduler
    #: does in that game is said there (the newest PLACES_KEPT games; General for the others and after a restart).
    _played_in: Newest[str, int | None] = field(default_factory=lambda: Newest(PLACES_KEPT))

    # --- handlers ------------------------------------------------------------------------------------------

    async def on_command(self, update: Update, context: Context) -> None:
        """Apply a slash command from a chat and answer it."""
        message = update.message
        actor = await self._sender(message, context.bot)
        if message is None or actor is None:
            return
        await self._read(context.bot, message, actor, self._typed(message, context.bot), update.update_id)

    async def on_topic(self, update: Update, context: Context) -> None:
        """Set how a forum topic plays (``/topic own``, ``/topic shared``: a GM's choice, stored before it is
        answered, applied once however often the update comes), or say how it plays now; ``/help topic``."""
        message = update.message
        actor = await self._sender(message, context.bot)
        if message is None or actor is None:
            return
        place, said = topics.place_of(message), topics.COMMAND.match(message.text or "")
        locale = await self._locale(message.chat.id, message.from_user)
        mode = (said.group(1) or "").lower() if said else ""
        if said is None:  # /help topic
            lines = [escape(self._t(key, locale)) for key in ("help-topic", "usage-topic")]
            await self.send(context.bot, message.chat.id, pack(lines), message.message_id, update_id=update.update_id)
        elif place.thread is None:
            await self._say(context.bot, message.chat.id, "tg-topic-none", locale, message, update.update_id)
        elif mode not in (topics.OWN, topics.SHARED):
            key = f"tg-topic-usage-{topics.mode_of(place, self._game_id(message.chat.id))}"
            await self._say(context.bot, message.chat.id, key, locale, message, update.update_id)
        elif not await self._is_gm(message.chat.id, actor):
            await self._refuse(
                bot=context.bot,
                message=message,
                refusal=PermissionDenied("refusal-gm-only", rule="roles.gm", command="topic"),
                update_id=update.update_id,
            )
        else:
            await topics.set_mode(self.app.storage, place, mode, dedup_key(update.update_id))
            await self._say(context.bot, message.chat.id, f"tg-topic-{mode}", locale, message, update.update_id)

    async def on_text(self, update: Update, context: Context) -> None:
        """Apply a natural phrase ("how many HP do I have?") as the command it means."""
        message = update.message
        actor = await self._sender(message, context.bot)
        if message is None or actor is None:
            return
        await self._read(context.bot, message, actor, self._typed(message, context.bot), update.update_id)

    async def on_voice(self, update: Update, context: Context) -> None:
        """Treat a voice message as a spoken command, or say that voice is off."""
        message = update.message
        actor = await self._sender(message, context.bot)
        if message is None or actor is None:
            return
        if self.transcribe is None:
            locale = await self._locale(message.chat.id, message.from_user)
            await self._say(context.bot, message.chat.id, "tg-voice-off", locale, message, update.update_id)
            return
        heard = await self.transcribe(message, context.bot, self._game_id(message.chat.id))
        if heard is not None:
            await self._read(context.bot, message, actor, heard, update.update_id)

    async def on_button(self, update: Update, context: Context) -> None:
        """Take one tap of a move keyboard: the next step's buttons, or the move itself."""
        query = update.callback_query
        if query is None or not isinstance(query.message, Message):
            return
        press = buttons.decode(query.data)
        chat = query.message.chat
        async with self._locks(self._game_id(chat.id)):
            state = await self.app.engine.state(self._game_id(chat.id))
            locale = self._resolve(state, query.from_user)
            shown = self._shown(state, chat.id)
            group = self._group(state, shown, press)
            if state is not None and await self._tapped_before(context.bot, update, query.message, state):
                return
            if state is None or shown is None or press is None or group is None:
                await query.answer(self._t("tg-button-stale", locale), show_alert=True)
                await self._unbutton(context.bot, query.message)
                return
            if press.owner and press.owner != query.from_user.id:
                owner = self._owner_name(state, group[0])
                await query.answer(self._t("tg-button-not-yours", locale, name=owner), show_alert=True)
                return
            await self._tap(context.bot, update, query.message, state, shown, group, press)

    async def on_edited(self, update: Update, context: Context) -> None:
        """Apply an edit that corrects a command not applied; of an applied one, say once that it changes nothing."""
        message = update.edited_message
        if message is None or not (message.text or "").startswith("/") or message.chat.type == ChatType.CHANNEL:
            return
        if self._recent(message) and not await self.app.storage.deliveries(applied_key(message)):
            actor = await self._sender(message, context.bot)
            if actor is not None:
                await self._read(context.bot, message, actor, self._typed(message, context.bot), update.update_id)
            return
        noted = edit_note_key(message)
        if await self.app.storage.deliveries(noted):
            return
        locale = await self._locale(message.chat.id, message.from_user)
        sent = await self.send(context.bot, message.chat.id, [escape(self._t("tg-edit-ignored", locale))], message.id)
        await self._delivered(noted, 0, sent[-1])

    async def on_document(self, update: Update, context: Context) -> None:
        """Create a roster from a CSV file sent as a document; leave any other document alone."""
        message = update.message
        actor = await self._sender(message, context.bot)
        if message is None or actor is None or not sheets.is_csv(message):
            return
        await sheets.document(self, context.bot, message, actor, update.update_id)

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
            self._fail(update.update_id, error)
            return
        chat = update.effective_chat
        if chat is not None and chat.type != ChatType.CHANNEL:
            await self._apologize(context.bot, chat.id)

    def _recent(self, message: Message) -> bool:
        """Say whether a message is young enough that its record of being applied is still kept (dedup_days)."""
        days = self.app.settings.dedup_days
        edited = message.edit_date or message.date
        return not days or edited - message.date <= timedelta(days=days)

    def one_update(self, update_id: int) -> asyncio.Lock:
        """Return the lock of an update: a copy delivered again while one is handled waits for it to end."""
        return self._updates(dedup_key(update_id))

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
        with topics.in_topic(thread, game):
            await self._scheduled(place.chat, game, reply)

    async def _scheduled(self, chat_id: int, game: str, reply: Reply) -> None:
        try:
            await asyncio.wait_for(self._online.wait(), ONLINE_WAIT)
        except TimeoutError:
            log.warning("telegram.scheduled_dropped", chat=chat_id, seq=reply.seq)
            return
        assert self.bot is not None
        async with self._locks(game):
            state = await self.app.engine.state(game)
            await self.send_reply(self.bot, chat_id, hidden.reply_for(reply, state, self._chat_reader(chat_id)))
            if state is not None:
                await self.prompt_turns(self.bot, chat_id, state)

    # --- playing ---------------------------------------------------------------------------------------------

    async def play(
        self,
        bot: Bot,
        chat: Chat,
        command: Command,
        actor: Actor,
        update_id: int,
        reply_to: int | None,
        applied: Message | None = None,
    ) -> Reply:
        """Hand one command to the engine, send its reply, then prompt the moves now awaited; record ``applied``'s
        command as applied (an edit of it changes nothing) with the reply's first message."""
        gid, key = self._game_id(chat.id), dedup_key(update_id)
        async with self._locks(gid):
            played = await self.app.engine.play(command, actor, gid, key)
            if played.reply.ok:
                self._played_here(gid)
            if played.reply.ok and applied is not None:
                self._marks[key] = [Delivery(applied_key(applied), 0, applied.message_id)]
            if not played.reply.duplicate:
                self._fresh.add(key)
            try:
                await self._send_played(bot, chat, actor, played, reply_to, update_id)
                if played.reply.ok:
                    await self._after(bot, chat, command, played.reply, await self._state_after(played))
            finally:
                self._fresh.discard(key)
                if left := self._marks.pop(key, None):  # nothing of the reply was sent (a redelivery): alone
                    await self._record(left)
        return played.reply

    async def _send_played(
        self, bot: Bot, chat: Chat, actor: Actor, played: Played, reply_to: int | None, update_id: int
    ) -> None:
        """Send a command's reply to its chat as anyone there may read it (``hidden.reply_for``); what a group may
        not read goes whole in private to those who may: a secret roll to its roller and the GMs, a hidden
        character's numbers to the GMs. Of a redelivered update nothing is sent twice, in the group or in private."""
        reply = self._signed(played.reply, actor)
        state = await self._state_after(played)
        shown = hidden.reply_for(reply, state, self._chat_reader(chat.id))
        await self.send_reply(bot, chat.id, shown, reply_to, update_id)
        if shown == reply:
            return
        where, admins = chat.effective_name or "", await self.admins.of(bot, chat)
        if reply.secret is not None:  # told under every secret roll: each one a GM misses is lost to them
            head = self._t("private-secret-roll", reply.locale, who=self._person(reply.secret.id), chat=where)
            readers, note = secret.readers(state, reply.secret, admins, bot.id), "tg-roll-secret-start"
            unreached = await self._privately(bot, readers, head, played.reply, update_id)  # the heading names them
        else:
            head = self._t("private-hidden", reply.locale, chat=where)
            readers, note = secret.gms(state, admins, bot.id), "tg-hidden-start"
            reached = await self._privately(bot, readers, head, reply, update_id)
            unreached = [u for u in reached if (chat.id, u) not in self._told]
            self._told.update(dict.fromkeys((chat.id, u) for u in unreached))  # once, not under every reply
        link, name = secret.link(bot.username), self.people.name
        notes = [self._t(note, reply.locale, who=name(u) or str(u), link=link) for u in unreached]
        if notes:
            await self.send(bot, chat.id, pack(escape(n) for n in notes), update_id=update_id, first_part=NOTES_PART)

    def _chat_reader(self, chat_id: int) -> hidden.Reader:
        """Return who reads what is sent to a chat: anyone in a group; its own GM in a private chat (a user's id)."""
        return hidden.GM if chat_id > 0 else hidden.PLAYERS

    async def _privately(
        self, bot: Bot, users: Sequence[int], head: str, reply: Reply, update_id: int | None = None
    ) -> list[int]:
        """Send a reply under a heading to each user in private (of an update, once to each: a redelivery sends it
        to no one again); return those who never opened a chat with the bot."""
        lines = [escape(head), *plain_lines(reply_lines(self._humanize(reply), self.app.translator))]
        unreached: list[int] = []
        with topics.in_topic(None):  # a private chat has no topics
            for user in users:
                key = f"{dedup_key(update_id)}:to:{user}" if update_id is not None else None
                if key and await self.app.storage.deliveries(key):
                    continue
                try:
                    sent = await self.send(bot, user, pack(lines))
                except Forbidden:  # Telegram lets no bot write first to a user
                    unreached.append(user)
                    continue
                if key and sent:
                    await self._delivered(key, 0, sent[-1])
        return unreached

    async def send_reply(
        self, bot: Bot, chat_id: int, reply: Reply, reply_to: int | None = None, update_id: int | None = None
    ) -> list[int]:
        """Render a reply in its locale and send it, split to fit Telegram's limit (an update's: what is not sent)."""
        reminded = reminders.html(self, reply)
        if reminded is not None:  # each player mentioned, so Telegram notifies them
            return await self.send(bot, chat_id, pack(reminded), reply_to, update_id=update_id)
        lines = list(plain_lines(reply_lines(self._humanize(reply), self.app.translator)))
        chart = await charts.for_reply(self.app.storage, reply)
        if chart is not None:  # a hidden NPC's pools drawn only where a GM reads them
            chart = charts.seen_by(chart, await self.app.engine.state(reply.game_id), self._chat_reader(chat_id))
            picture = await asyncio.to_thread(paint, chart, self.app.translator, "png")
            return await self.send_photo(bot, chat_id, picture, lines, reply_to, update_id)
        return await self.send(bot, chat_id, pack(lines), reply_to, update_id=update_id)

    async def send_photo(
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
        if not key or 0 not in await self._sent_before(key):
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
                await self._delivered(key, 0, photo.message_id)
        return [*sent, *await self.send(bot, chat_id, pack(rest), update_id=update_id, first_part=1)]

    async def send(
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
        parts not delivered yet (numbered from ``first_part``).

        Each message of an update's reply is recorded under the update once sent, so a redelivery of the update
        (after a later part failed, or a copy sent again) sends only the rest.
        """
        key = dedup_key(update_id) if update_id is not None else None
        delivered = await self._sent_before(key)
        sent: list[int] = []
        for index, text in enumerate(texts, start=first_part):
            if index in delivered:
                continue
            quoted = reply_to if index == first_part else None
            keys = markup if index == first_part + len(texts) - 1 else None
            message_id = await send_text(bot, chat_id, text, quoted, keys, topics.current())
            sent.append(message_id)
            if key:
                await self._delivered(key, index, message_id)
        return sent

    async def _sent_before(self, key: str | None) -> dict[int, int]:
        """Return the parts of an update's reply delivered before (part → message id): none of a reply the engine
        made just now, which is not looked up."""
        if key is None or key in self._fresh:
            return {}
        return await self.app.storage.deliveries(key)

    async def _delivered(self, key: str, part: int, message_id: int) -> None:
        """Record a sent part of an update's reply, with what waits for it (``_marks``)."""
        await self._record([Delivery(key, part, message_id), *self._marks.pop(key, ())])

    async def _record(self, marks: list[Delivery]) -> None:
        """Record deliveries in one write; a failed record is logged (a redelivery would send them again)."""
        try:
            await self.app.storage.record_deliveries(marks)
        except StorageError as err:
            log.warning("telegram.delivery_unrecorded", marks=[tuple(m) for m in marks], error=str(err))

    async def _after(
        self, bot: Bot, chat: Chat, command: Command, reply: Reply, state: GameState[Any, Any] | None
    ) -> None:
        if state is None:
            return
        if command.name in menus.MENU_COMMANDS and not reply.duplicate:
            await menus.publish_chat(bot, self.app.translator, chat.id, state)
        await self.prompt_turns(bot, chat.id, state)

    def _typed(self, message: Message, bot: Bot) -> Typed:
        return utterance(message, self.people, bot.username, bot.id)

    async def _read(self, bot: Bot, message: Message, actor: Actor, said: Utterance, update_id: int) -> None:
        """Read what a message says in the chat's game and play it; say what was not understood where it is owed."""
        if isinstance(said, Typed) and (
            await sheets.claimed(self, bot, message, update_id)
            or await sheets.pasted(self, bot, message, actor, update_id)
        ):
            return

        def understood(state: GameState[Any, Any] | None) -> Command:
            return read(said, state, actor, self._resolve(state, message.from_user))

        try:
            command = await self.app.engine.read(self._game_id(message.chat.id), understood)
        except NotUnderstood as refusal:
            if self._addressed(message, bot, said):
                await self._refuse(bot, message, refusal, update_id)
            return
        except Refusal as refusal:
            if refusal.key != "refusal-other-bot":
                await self._refuse(bot, message, refusal, update_id)
            return
        command, claim = sheets.prepare(command)
        reply = await self.play(bot, message.chat, command, actor, update_id, message.message_id, message)
        if reply.ok and claim is not None and not reply.duplicate:
            await sheets.send_link(self, bot, message, claim)

    def _addressed(self, message: Message, bot: Bot, said: Utterance) -> bool:
        """Say whether words not understood were meant for the bot: a private chat, a slash command, the bot named."""
        if message.chat.type == ChatType.PRIVATE or not isinstance(said, Typed):
            return True
        return said.addressed or said.text.lstrip().startswith("/")

    # --- turn prompts and keyboards ------------------------------------------------------------------------

    async def prompt_turns(self, bot: Bot, chat_id: int, state: GameState[Any, Any]) -> None:
        """Prompt each character the rules await that was not prompted yet; take buttons off superseded prompts."""
        live: set[tuple[int, str, str, int | None]] = set()
        shown = self._shown(state, chat_id)
        assert shown is not None
        for group in _groups(shown.turns):
            key = (chat_id, group[0].duel, group[0].character, topics.current())
            live.add(key)
            stamp = buttons.token(state, group)
            standing = self.prompts.get(key)
            if standing is not None and standing.token == stamp:
                continue
            await self._retire(bot, key)
            press = buttons.Press(stamp, self._owner_id(state, group[0]), None, ())
            text, markup = self._screen(state, shown, group, press)
            sent = await self.send(bot, chat_id, [text], markup=markup)
            self.prompts.put(key, Prompt(stamp, sent[-1]))
        for key in self.prompts.at(chat_id, topics.current()):
            if key not in live:
                await self._retire(bot, key)

    def _view_of(self, state: GameState[Any, Any]) -> GameView:
        """Return what the chat's game shows now: its duels and moves (prompts name no one else of the roster)."""
        return view_of(state, self.app.engine.clock.now(), keys=())

    def _shown(self, state: GameState[Any, Any] | None, chat_id: int) -> GameView | None:
        """Return what the chat's game shows to the chat's readers (an NPC's attack: masked), or None with no game."""
        if state is None:
            return None
        return hidden.view_for(self._view_of(state), state, self._chat_reader(chat_id))

    def _screen(
        self,
        state: GameState[Any, Any],
        shown: GameView,
        group: list[Turn],
        press: buttons.Press,
        done: bool = False,
    ) -> tuple[str, InlineKeyboardMarkup | None]:
        locale = state.locale
        label, back = self._label(state, locale), self._t("tg-button-back", locale)
        more = self._t("tg-button-more", locale)
        lines = [self._turn_line(state, group[0]), *self._awaited(state, shown, group[0])]
        if press.move is None:
            lines.append(escape(self._ask_root(group, locale)))
            return "\n".join(lines), buttons.root(group, press, label, self._command_label(locale), more)
        turn = group[press.move]
        lines.append(escape(self._t("tg-picked", locale, choices=self._choices(turn, press.picks, label, locale))))
        if done or buttons.complete(turn, press.picks):
            return "\n".join(lines), None
        lines.append(escape(self._ask(turn.steps[len(press.picks)], locale)))
        return "\n".join(lines), buttons.step(turn, press, label, back, more)

    def _choices(self, turn: Turn, picks: tuple[int, ...], label: buttons.Label, locale: str) -> str:
        values = [label(step, value) for step, value in buttons.chosen(turn, picks) if len(step.values) > 1]
        return ", ".join(values) or self._command_label(locale)(turn)

    def _turn_line(self, state: GameState[Any, Any], turn: Turn) -> str:
        owner = self._owner_id(state, turn)
        name = str(state.characters[turn.character].name)
        who = mention(owner, self.people.name(owner) or name) if owner else escape(self._t("tg-gm", state.locale))
        text = self._t("tg-turn", state.locale, who=_WHO, name=name, duel=turn.duel, command=turn.command)
        return escape(text).replace(escape(_WHO), who)

    def _awaited(self, state: GameState[Any, Any], shown: GameView, turn: Turn) -> list[str]:
        """Return what the rules await of the character before anything else: each attack to defend against."""
        locale, characters = state.locale, state.characters
        return [
            escape(
                self._t(
                    "tg-awaited-defence",
                    locale,
                    name=str(characters[a.defender].name),
                    attacker=str(characters[a.attacker].name) if a.attacker in characters else a.attacker,
                    spell=self.app.translator.spell_name(a.spell, locale),
                    value=a.value,
                )
            )
            for a in shown.awaited_of(turn.duel, turn.character)
        ]

    def _ask_root(self, group: list[Turn], locale: str) -> str:
        if len(group) > 1:
            return self._t("tg-ask-action", locale)
        turn = group[0]
        forced = buttons.fill(turn, ()) or ()
        return (
            self._ask(turn.steps[len(forced)], locale)
            if not buttons.complete(turn, forced)
            else self._t("tg-ask-action", locale)
        )

    def _ask(self, step: Step, locale: str) -> str:
        key = f"tg-ask-{step.slot}"
        return self._t(key if self.app.translator.has(key, "en") else "tg-ask-other", locale)

    def _command_label(self, locale: str) -> buttons.CommandLabel:
        def label(turn: Turn) -> str:
            key = f"tg-choice-{turn.command}"
            return self._t(key, locale) if self.app.translator.has(key, "en") else f"/{turn.command}"

        return label

    def _label(self, state: GameState[Any, Any], locale: str) -> buttons.Label:
        translator = self.app.translator

        def label(step: Step, value: str) -> str:
            if step.slot == "target" and value in state.characters:
                return str(state.characters[value].name)
            if step.slot == "spell":
                return translator.spell_name(value, locale)
            key = f"tg-choice-{value}"
            return translator.format(key, locale) if translator.has(key, "en") else value

        return label

    async def _tap(
        self,
        bot: Bot,
        update: Update,
        message: Message,
        state: GameState[Any, Any],
        shown: GameView,
        group: list[Turn],
        press: buttons.Press,
    ) -> None:
        query = update.callback_query
        assert query is not None
        turn = group[press.move] if press.move is not None and press.move < len(group) else None
        picks = buttons.fill(turn, press.picks) if turn else ()
        if picks is None or (press.move is not None and turn is None) or not buttons.has_page(group, press):
            await query.answer(self._t("tg-button-stale", state.locale), show_alert=True)
            return
        press = press if picks == press.picks else press.to(press.move, picks)
        if turn is None or not buttons.complete(turn, picks):
            await query.answer()
            await self._edit(bot, message, *self._screen(state, shown, group, press))
            return
        await self._move(bot, update, message, state, shown, group, press)

    async def _move(
        self,
        bot: Bot,
        update: Update,
        message: Message,
        state: GameState[Any, Any],
        shown: GameView,
        group: list[Turn],
        press: buttons.Press,
    ) -> None:
        query = update.callback_query
        assert query is not None and press.move is not None
        turn = group[press.move]
        actor = await actor_of_user(query.from_user, message.chat, bot, self.admins)
        names = {k: str(c.name) for k, c in state.characters.items()}
        pressed = Pressed(turn, tuple(buttons.chosen(turn, press.picks)), names)
        command = read(pressed, state, actor, state.locale)
        gid = self._game_id(message.chat.id)
        played = await self.app.engine.play(command, actor, gid, dedup_key(update.update_id))
        if played.reply.ok:
            self._played_here(gid)
        reply = played.reply
        refusal = reply_lines(self._humanize(reply), self.app.translator)[0] if reply.refusal else None
        await query.answer(refusal[:ALERT_LIMIT] if refusal else None, show_alert=bool(refusal))
        if reply.refusal:
            return
        self.prompts.pop((message.chat.id, turn.duel, turn.character, topics.current()))
        await self._edit(bot, message, *self._screen(state, shown, group, press, done=True))
        await self._send_played(bot, message.chat, actor, played, message.message_id, update.update_id)
        await self._after(bot, message.chat, command, reply, await self._state_after(played))

    async def _tapped_before(self, bot: Bot, update: Update, message: Message, state: GameState[Any, Any]) -> bool:
        """Finish a tap delivered again that the engine applied before: send what its reply still owes; say so."""
        query = update.callback_query
        assert query is not None
        async with self.app.storage.transaction(self._game_id(message.chat.id)) as tx:
            kept = await tx.dedup_reply(dedup_key(update.update_id))
        if kept is None:
            return False
        try:
            await query.answer()
        except BadRequest as err:  # answered by the first copy already
            log.debug("telegram.answered_before", update=update.update_id, error=str(err))
        shown = hidden.reply_for(kept, state, self._chat_reader(message.chat.id))
        await self.send_reply(bot, message.chat.id, shown, message.message_id, update.update_id)
        await self.prompt_turns(bot, message.chat.id, state)
        return True

    async def _state_after(self, played: Played) -> GameState[Any, Any] | None:
        """Return the state a command committed; read it for a duplicate, which committed nothing."""
        return played.state if played.state is not None else await self.app.engine.state(played.reply.game_id)

    def _group(
        self, state: GameState[Any, Any] | None, shown: GameView | None, press: buttons.Press | None
    ) -> list[Turn] | None:
        if state is None or shown is None or press is None:
            return None
        groups = _groups(shown.turns)
        return next((g for g in groups if buttons.token(state, g) == press.token), None)

    def _owner_id(self, state: GameState[Any, Any], turn: Turn) -> int:
        owner = user_of(state.characters[turn.character].owner)
        return owner if owner and owner > 0 else 0

    def _owner_name(self, state: GameState[Any, Any], turn: Turn) -> str:
        owner = self._owner_id(state, turn)
        return self.people.name(owner) or str(state.characters[turn.character].name)

    async def _retire(self, bot: Bot, key: PromptKey) -> None:
        prompt = self.prompts.pop(key)
        if prompt is not None:
            await self._unbutton_id(bot, key[0], prompt.message_id)

    async def _unbutton(self, bot: Bot, message: Message) -> None:
        if message.reply_markup and message.reply_markup.inline_keyboard:
            await self._unbutton_id(bot, message.chat.id, message.message_id)

    async def _unbutton_id(self, bot: Bot, chat_id: int, message_id: int) -> None:
        try:
            await bot.edit_message_reply_markup(chat_id, message_id, reply_markup=None)
        except BadRequest as err:
            log.debug("telegram.unbutton", chat=chat_id, message=message_id, error=str(err))

    async def _edit(self, bot: Bot, message: Message, text: str, markup: InlineKeyboardMarkup | None) -> None:
        try:
            await bot.edit_message_text(
                text, message.chat.id, message.message_id, parse_mode=PARSE_MODE, reply_markup=markup
            )
        except BadRequest as err:
            log.debug("telegram.edit", chat=message.chat.id, message=message.message_id, error=str(err))

    # --- small helpers -----------------------------------------------------------------------------------

    async def _sender(self, message: Message | None, bot: Bot) -> Actor | None:
        if message is None or message.forward_origin is not None or message.is_automatic_forward:
            return None
        self.people.see_message(message)
        return await actor_of(message, bot, self.admins)

    async def _is_gm(self, chat_id: int, actor: Actor) -> bool:
        """Say whether an actor is a GM of a chat: of its game, or an admin of a chat with no game yet."""
        state = await self.app.engine.state(game_id(chat_id))
        return is_gm(state, actor) if state is not None else actor.admin

    def _game_id(self, chat_id: int) -> str:
        """Return the game a chat plays where the update being handled is: its topic's (its own, or the chat's where
        shared, as ``game_of`` looked it up), the chat's outside a topic."""
        game = topics.current_game()
        if game is not None and chat_of(game) == chat_id:
            return game
        return topics.game_id(topics.Place(chat_id, topics.current()))

    def game_here(self, chat_id: int) -> str:
        """Return the game a chat plays where the update being handled is (its topic's, or the chat's)."""
        return self._game_id(chat_id)

    async def game_of(self, place: topics.Place) -> str:
        """Return the game a place plays, as stored: a topic's own, or its chat's where a GM shared it."""
        return await topics.game_of(self.app.storage, place)

    def _played_here(self, game: str) -> None:
        """Remember where a command of a chat's game was just applied: the update's topic, or General."""
        place = topics.place_of_game(game)
        if place is None or place.thread is not None:  # a topic's own game is said in its topic
            return
        self._played_in[game] = topics.current()

    async def applied(self, message: Message) -> None:
        """Record that a message's command was applied: an edit of it changes nothing."""
        await self._record([Delivery(applied_key(message), 0, message.message_id)])

    def game_lock(self, game: str) -> asyncio.Lock:
        """Return the lock of a game: its commands and prompts take turns."""
        return self._locks(game)

    async def locale_of(self, chat_id: int, user: User | None = None) -> str:
        """Return the locale to answer a user in a chat in."""
        return await self._locale(chat_id, user)

    def t(self, key: str, locale: str, **args: str | int | None) -> str:
        """Return a message of locales/ in a locale."""
        return self._t(key, locale, **args)

    async def _locale(self, chat_id: int, user: User | None = None) -> str:
        return self._resolve(await self.app.engine.state(self._game_id(chat_id)), user)

    def _resolve(self, state: GameState[Any, Any] | None, user: User | None) -> str:
        """Return the locale to answer in: the chat's game, else the user's client language, else the default."""
        language = user.language_code if user else None
        if state is None:
            return resolve(language_code=language, default=self._default_locale)
        return for_actor(state, Actor(id=actor_id(user.id) if user else "", language=language))

    @property
    def _default_locale(self) -> str:
        return self.app.engine.defaults.locale

    async def _refuse(self, bot: Bot, message: Message, refusal: Refusal, update_id: int) -> None:
        locale = await self._locale(message.chat.id, message.from_user)
        reply = Reply(game_id=self._game_id(message.chat.id), refusal=refusal.event(), locale=locale)
        await self.send_reply(bot, message.chat.id, reply, message.message_id, update_id)

    async def _say(
        self,
        bot: Bot,
        chat_id: int,
        key: str,
        locale: str,
        message: Message | None = None,
        update_id: int | None = None,
    ) -> None:
        reply_to = message.message_id if message else None
        await self.send(bot, chat_id, [escape(self._t(key, locale))], reply_to, update_id=update_id)

    async def _apologize(self, bot: Bot, chat_id: int) -> None:
        try:
            await self._say(bot, chat_id, "tg-error", await self._locale(chat_id))
        except (TelegramError, StorageError) as err:
            log.warning("telegram.apology_failed", chat=chat_id, error=str(err))

    def _fail(self, update_id: int, error: BaseException) -> None:
        self.failed[update_id] = error

    def _t(self, key: str, locale: str, **args: str | int | None) -> str:
        return self.app.translator.format(key, locale, args)

    def _signed(self, reply: Reply, actor: Actor) -> Reply:
        """Name the roller on a roll's result: in a group, everyone reads whose dice they were."""
        events = [
            Event("roll-by", {"who": actor.id, "roll": self.app.translator.render(e, reply.locale, reply.people)})
            if e.key.startswith(ROLL_RESULT)
            else e
            for e in reply.events
        ]
        return reply.model_copy(update={"events": events})

    def _humanize(self, reply: Reply) -> Reply:
        events = [self._named(e) for e in reply.events]
        refusal = self._named(reply.refusal) if reply.refusal else None
        return reply.model_copy(update={"events": events, "refusal": refusal})

    def _named(self, event: Event) -> Event:
        args = {k: self._person(v) if isinstance(v, str) and _ACTOR_ID.match(v) else v for k, v in event.args.items()}
        return replace(event, args=args)

    def _person(self, actor: str) -> str:
        user = user_of(actor)
        return (self.people.name(user) if user is not None else None) or actor


def _groups(turns: Sequence[Turn]) -> list[list[Turn]]:
    """Group awaited moves by duel and character, in the rules' order."""
    grouped: dict[tuple[str, str], list[Turn]] = {}
    for turn in turns:
        grouped.setdefault((turn.duel, turn.character), []).append(turn)
    return list(grouped.values())
