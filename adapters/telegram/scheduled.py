"""What time decides in a chat's game (a bout's «Стойте!», a reminder), said in the chat once the bot is up: under
the scheduler's key, claimed as an update's reply is, so that whichever replica is handed it sends it once."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import structlog
from telegram import Bot

from adapters.telegram import topics
from adapters.telegram.delivery import Postman
from adapters.telegram.prompting import Prompter
from assistant.conversation.outcome import Place
from assistant.conversation.talk import Conversation
from assistant.state.bounded import Newest
from models import Actor, Reply

log = structlog.get_logger(__name__)

#: Seconds a reply of the scheduler waits for the bot to be up (polling or webhook started) before it is dropped.
ONLINE_WAIT = 60.0
#: How many chats' games are remembered with the place they were last played from (a topic, or General).
PLACES_KEPT = 10_000
#: The actor of what time decides.
SCHEDULER = Actor(id="system:scheduler", name="scheduler", admin=True)


def scheduled_key(key: str) -> str:
    """Return the delivery key of what the scheduler's command under a dedup key says."""
    return f"scheduled:{key}"


class Announcer:
    """Says the scheduler's replies in their chats, where each game was last played, then prompts the moves."""

    def __init__(
        self,
        conversation: Conversation,
        postman: Postman,
        prompter: Prompter,
        lock: Callable[[str], asyncio.Lock],
    ) -> None:
        self.conversation, self.postman, self.prompter, self._lock = conversation, postman, prompter, lock
        self.bot: Bot | None = None  #: the bot that sends what no update asked for, once up
        self._online = asyncio.Event()
        #: Where each chat's game was last played from: General (None) or a topic that shares it (the newest).
        self._played_in: Newest[str, int | None] = Newest(PLACES_KEPT)

    def online(self, bot: Bot) -> None:
        """Take the running bot (polling or webhook started): the scheduler's replies go out through it."""
        self.bot = bot
        self._online.set()

    def offline(self) -> None:
        """Hold the scheduler's replies: the bot is stopping."""
        self._online.clear()

    def played_here(self, game: str) -> None:
        """Remember where a command of a chat's game was just applied: the update's topic, or General."""
        place = topics.place_of_game(game)
        if place is not None and place.thread is None:  # a topic's own game is said in its topic
            self._played_in[game] = topics.current()

    async def announce(self, game: str, reply: Reply, key: str) -> None:
        """Send a chat what the scheduler did in its game, then prompt the moves awaited: each once, under its key."""
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
            async with self._lock(game):
                state = await self.conversation.engine.state(game)
                where = Place(game, "telegram", shared=place.chat < 0, moves=True)  # a group's id is negative
                said = self.conversation.messages(reply, state, where, SCHEDULER)[0]
                sent = scheduled_key(key)
                await self.postman.send(self.bot, place.chat, said, key=sent)
                awaited = self.conversation.prompts(where, state)
                if awaited is not None:
                    await self.prompter.show(self.bot, place.chat, awaited, sent)
