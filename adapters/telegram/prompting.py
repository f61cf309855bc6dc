"""Turn prompts in a chat: one message with a keyboard for each move the rules await, kept while it stands.

The core words each prompt (``assistant.conversation.prompts``); this module draws it (the player mentioned, the
keyboard of its next step), keeps which message stands for which prompt in the door's records (every replica sees
the prompts any replica sent), and takes the buttons off a prompt once the move it offers is made or gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import structlog
from telegram import Bot, InlineKeyboardMarkup, Message
from telegram.error import BadRequest

from adapters.telegram import buttons, topics
from adapters.telegram.delivery import Sender, prompt_key
from adapters.telegram.identity import People, user_of
from adapters.telegram.records import Prompt, PromptPlace
from adapters.telegram.text import PARSE_MODE, escape, mention
from assistant.conversation.prompts import WHO, TurnPrompt
from assistant.language.translator import Translator

log = structlog.get_logger(__name__)


@dataclass
class Prompter:
    """Draws and keeps the turn prompts of the chats."""

    translator: Translator
    sender: Sender
    people: People

    def find(self, awaited: Sequence[TurnPrompt], press: buttons.Press) -> TurnPrompt | None:
        """Return the prompt a button belongs to, if it still stands as it was."""
        return next((p for p in awaited if p.token == press.token), None)

    async def show(self, bot: Bot, chat_id: int, awaited: Sequence[TurnPrompt], under: str | None = None) -> None:
        """Prompt each move awaited that was not prompted yet (after an update's reply, ``under`` its key: once, by
        whichever replica handles a copy); take buttons off superseded prompts."""
        records, topic = self.sender.records, topics.current()
        standing = await records.prompts(chat_id, topic)
        live: set[PromptPlace] = set()
        for prompt in awaited:
            where = (chat_id, topic, prompt.duel, prompt.character)
            live.add(where)
            before = standing.get(where)
            if before is not None and before.token == prompt.token:
                continue
            if before is not None:  # its row is replaced below, in the same write that keeps the new one
                await unbutton(bot, chat_id, before.message_id)
            text, markup = self.screen(prompt, buttons.Press(prompt.token, owner_id(prompt), None, ()))
            sent = await self.sender.texts(bot, chat_id, [text], markup=markup, key=prompt_key(under, prompt.token))
            await records.stand(where, Prompt(prompt.token, sent[-1]))
        for where, before in standing.items():
            if where not in live:
                await self.retire(bot, where, before)

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

    async def made(self, chat_id: int, prompt: TurnPrompt) -> None:
        """Forget a prompt whose move was made (its message keeps the words of what was picked)."""
        await self.sender.records.fall((chat_id, topics.current(), prompt.duel, prompt.character))

    async def retire(self, bot: Bot, where: PromptPlace, prompt: Prompt) -> None:
        """Take a prompt's buttons off and forget it."""
        await unbutton(bot, where[0], prompt.message_id)
        await self.sender.records.fall(where)

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
