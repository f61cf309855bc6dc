"""From a Telegram message to the reader's utterance: the text, and each mention as the actor it names."""

from __future__ import annotations

from telegram import Message, MessageEntity

from adapters.telegram.identity import People, actor_id
from assistant.reading.reader import Mention, Typed

_MENTIONS = (MessageEntity.MENTION, MessageEntity.TEXT_MENTION)


def str_offset(text: str, units: int) -> int:
    """Return the index in a str of an offset Telegram gives in UTF-16 code units."""
    seen = 0
    for index, char in enumerate(text):
        if seen >= units:
            return index
        seen += 2 if ord(char) > 0xFFFF else 1
    return len(text)


def mentions(message: Message, people: People) -> tuple[Mention, ...]:
    """Return the people a message mentions, each with the actor id the door knows them by (None: never seen)."""
    text = message.text or ""
    found: list[Mention] = []
    for entity, written in message.parse_entities(list(_MENTIONS)).items():
        user_id = entity.user.id if entity.user else people.by_username(written)
        start = str_offset(text, entity.offset)
        end = str_offset(text, entity.offset + entity.length)
        found.append(Mention(start, end, written, actor_id(user_id) if user_id is not None else None))
    return tuple(sorted(found, key=lambda m: m.start))


def _is_bot(mention: Mention, text: str, bot: str | None) -> bool:
    """Say whether a mention names the bot: '@WizBot …', or glued to a command ('/cast@WizBot')."""
    word = text[: mention.start].rsplit(maxsplit=1)[-1] if text[: mention.start].strip() else ""
    glued = mention.start > 0 and not text[mention.start - 1].isspace() and word.startswith("/")
    return glued or (bot is not None and mention.text.lstrip("@").lower() == bot.lower())


def _to_bot(message: Message, bot_id: int | None) -> bool:
    replied = message.reply_to_message
    return replied is not None and replied.from_user is not None and replied.from_user.id == bot_id


def replied_player(message: Message) -> int | None:
    """Return the user a message replies to, when that is another human player."""
    original = message.reply_to_message
    sender = original.from_user if original else None
    if original is None or sender is None or sender.is_bot or original.sender_chat is not None:
        return None
    return None if message.from_user and sender.id == message.from_user.id else sender.id


def utterance(message: Message, people: People, bot: str | None, bot_id: int | None = None) -> Typed:
    """Return what a message says: its text, its mentions, and (for a slash command) a replied-to player as one.

    A mention of the bot is no person: it addresses the bot, and leaves the text (a glued '/cast@WizBot' stays
    for the slash reader to check).
    """
    text = message.text or ""
    found: tuple[Mention, ...] = ()
    addressed = _to_bot(message, bot_id)
    for mention in mentions(message, people):
        if not _is_bot(mention, text, bot):
            found = (*found, mention)
        elif not text[mention.start - 1 : mention.start].strip() or mention.start == 0:
            addressed = True
            text = text[: mention.start] + " " * (mention.end - mention.start) + text[mention.end :]
    target = replied_player(message)
    if text.lstrip().startswith("/") and target is not None and not found:
        text = f"{text} "
        found = (Mention(len(text), len(text), "", actor_id(target)),)
    return Typed(text, found, at=message.date, source="telegram", bot=bot, addressed=addressed)
