"""Turn prompts in a chat: one message with a keyboard for each move the rules await, kept while it stands.

The core words each prompt (``assistant.conversation.prompts``); this module draws it (the player mentioned, the
keyboard of its next step), remembers which message stands for which prompt, and takes the buttons off a prompt
once the move it offers is made or gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import structlog
from telegram import Bot, InlineKeyboardMarkup, Message
from telegram.error import BadRequest

from adapters.telegram import buttons, topics
from adapters.telegram.delivery import Sender, prompt_key
from adapters.telegram.identity import People, user_of
from adapters.telegram.text import PARSE_MODE, escape, mention
from assistant.conversation.prompts import WHO, TurnPrompt
from assistant.language.translator import Translator

log = structlog.get_logger(__name__)


@dataclass
class Standing:
    """A turn prompt sent to a chat: its state token and message."""

    token: str
    message_id: int


#: A prompt's key: the chat, the duel, the character whose move it awaits, the topic (None: General).
PromptKey = tuple[int, str, str, int | None]


@dataclass
class Prompts:
    """The turn prompts standing, by place (a chat and its topic): a command reads those of its own place alone, so
    what it costs does not grow with the number of chats playing."""

    _by_place: dict[tuple[int, int | None], dict[PromptKey, Standing]] = field(default_factory=dict)

    def get(self, key: PromptKey) -> Standing | None:
        """Return the prompt standing under a key, or None."""
        return self._by_place.get(key[::3], {}).get(key)

    def put(self, key: PromptKey, prompt: Standing) -> None:
        """Keep the prompt standing under a key."""
        self._by_place.setdefault(key[::3], {})[key] = prompt

    def pop(self, key: PromptKey) -> Standing | None:
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
class Prompter:
    """Draws and keeps the turn prompts of the chats."""

    translator: Translator
    sender: Sender
    people: People
    standing: Prompts = field(default_factory=Prompts)

    def find(self, awaited: Sequence[TurnPrompt], press: buttons.Press) -> TurnPrompt | None:
        """Return the prompt a button belongs to, if it still stands as it was."""
        return next((p for p in awaited if p.token == press.token), None)

    async def show(self, bot: Bot, chat_id: int, awaited: Sequence[TurnPrompt], under: str | None = None) -> None:
        """Prompt each move awaited that was not prompted yet (after an update's reply, ``under`` its key: once, by
        whichever replica handles a copy); take buttons off superseded prompts."""
        live: set[PromptKey] = set()
        for prompt in awaited:
            key = (chat_id, prompt.duel, prompt.character, topics.current())
            live.add(key)
            standing = self.standing.get(key)
            if standing is not None and standing.token == prompt.token:
                continue
            await self.retire(bot, key)
            text, markup = self.screen(prompt, buttons.Press(prompt.token, owner_id(prompt), None, ()))
            sent = await self.sender.texts(bot, chat_id, [text], markup=markup, key=prompt_key(under, prompt.token))
            self.standing.put(key, Standing(prompt.token, sent[-1]))
        for key in self.standing.at(chat_id, topics.current()):
            if key not in live:
                await self.retire(bot, key)

    def screen(
        self, prompt: TurnPrompt, press: buttons.Press, done: bool = False
    ) -> tuple[str, InlineKeyboardMarkup | None]:
        """Return a prompt's text and the keyboard of its next step after a press (none once the move is made)."""
        labels = prompt.labels
        lines = [self._turn_line(prompt), *(escape(line) for line in prompt.lines[1:])]
        moves = prompt.moves
        if press.move is None:
            forced = buttons.fill(moves[0], ()) or ()
            lines.append(escape(labels.ask_first(moves, forced, buttons.complete(moves[0], forced))))
            return "\n".join(lines), buttons.root(moves, press, labels.value, labels.command, labels.more)
        turn = moves[press.move]
        picked = [
            labels.value(step, value) for step, value in buttons.chosen(turn, press.picks) if len(step.values) > 1
        ]
        lines.append(escape(labels.picked(", ".join(picked) or labels.command(turn))))
        if done or buttons.complete(turn, press.picks):
            return "\n".join(lines), None
        lines.append(escape(labels.ask(turn.steps[len(press.picks)])))
        return "\n".join(lines), buttons.step(turn, press, labels.value, labels.back, labels.more)

    def _turn_line(self, prompt: TurnPrompt) -> str:
        owner = owner_id(prompt)
        who = (
            mention(owner, self.people.name(owner) or prompt.name)
            if owner
            else escape(self.translator.format("prompt-gm", prompt.locale))
        )
        return escape(prompt.lines[0]).replace(escape(WHO), who)

    def owner_name(self, prompt: TurnPrompt) -> str:
        """Return the name of the player a prompt is for: as seen in the chats, else the character's."""
        return self.people.name(owner_id(prompt)) or prompt.name

    def made(self, chat_id: int, prompt: TurnPrompt) -> None:
        """Forget a prompt whose move was made (its message keeps the words of what was picked)."""
        self.standing.pop((chat_id, prompt.duel, prompt.character, topics.current()))

    async def retire(self, bot: Bot, key: PromptKey) -> None:
        """Take a prompt's buttons off and forget it."""
        prompt = self.standing.pop(key)
        if prompt is not None:
            await unbutton(bot, key[0], prompt.message_id)

    async def edit(self, bot: Bot, message: Message, text: str, markup: InlineKeyboardMarkup | None) -> None:
        """Show a prompt's next step in its message."""
        try:
            await bot.edit_message_text(
                text, message.chat.id, message.message_id, parse_mode=PARSE_MODE, reply_markup=markup
            )
        except BadRequest as err:
            log.debug("telegram.edit", chat=message.chat.id, message=message.message_id, error=str(err))


def owner_id(prompt: TurnPrompt) -> int:
    """Return the Telegram user whose move a prompt awaits (0: a GM's character, or another door's player)."""
    owner = user_of(prompt.owner)
    return owner if owner and owner > 0 else 0


async def unbutton(bot: Bot, chat_id: int, message_id: int) -> None:
    """Take the keyboard off a message."""
    try:
        await bot.edit_message_reply_markup(chat_id, message_id, reply_markup=None)
    except BadRequest as err:
        log.debug("telegram.unbutton", chat=chat_id, message=message_id, error=str(err))
