"""From a Telegram message to the command language: mentions and replies become actor ids."""

from __future__ import annotations

from telegram import Message, MessageEntity

from adapters.telegram.identity import People, actor_id, user_of

_MENTIONS = (MessageEntity.MENTION, MessageEntity.TEXT_MENTION)


def _utf16(text: str) -> bytes:
    return text.encode("utf-16-le")


def substitute(text: str, spans: list[tuple[int, int, str]]) -> str:
    """Replace spans given in UTF-16 units (offset, length, replacement) in a text."""
    data = _utf16(text)
    out: list[str] = []
    pos = 0
    for offset, length, replacement in sorted(spans):
        out.extend((data[pos * 2 : offset * 2].decode("utf-16-le"), replacement))
        pos = offset + length
    out.append(data[pos * 2 :].decode("utf-16-le"))
    return "".join(out)


def _mention_spans(message: Message, people: People) -> list[tuple[int, int, str]]:
    spans: list[tuple[int, int, str]] = []
    for entity, text in message.parse_entities(list(_MENTIONS)).items():
        user_id = entity.user.id if entity.user else people.by_username(text)
        if user_id is not None:
            spans.append((entity.offset, entity.length, actor_id(user_id)))
    return spans


def phrase_text(message: Message, people: People, names_of: dict[int, str]) -> str:
    """Return a natural phrase with each mentioned player written as the name of the one character they play."""
    spans = [(o, n, names_of[user_of(a) or 0]) for o, n, a in _mention_spans(message, people) if user_of(a) in names_of]
    return substitute(message.text or "", spans)


def replied_player(message: Message) -> int | None:
    """Return the user a message replies to, when that is another human player."""
    original = message.reply_to_message
    sender = original.from_user if original else None
    if original is None or sender is None or sender.is_bot or original.sender_chat is not None:
        return None
    return None if message.from_user and sender.id == message.from_user.id else sender.id


def command_text(message: Message, people: People) -> str:
    """Return a message's text with mentioned users written as actor ids and a replied-to player appended."""
    text = message.text or ""
    spans = _mention_spans(message, people)
    written = substitute(text, spans)
    target = replied_player(message)
    if target is not None and not spans:
        written = f"{written} {actor_id(target)}"
    return written
