"""Character sheets in bulk: a GM's pasted roster block or CSV file, each line played as its own /char command,
answered with one summary (what was added, each line refused and why)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from telegram import Bot, Message

from adapters.telegram.text import escape, pack, plain_lines
from assistant import sheets
from assistant.errors import Refusal
from assistant.reader.slash import parse
from assistant.render import reply_lines
from models import Actor, Reply

if TYPE_CHECKING:
    from adapters.telegram.door import Door

#: The document types read as a roster.
CSV_TYPES = frozenset({"text/csv", "text/comma-separated-values", "application/vnd.ms-excel"})


async def pasted(door: Door, bot: Bot, message: Message, actor: Actor, update_id: int) -> bool:
    """Play a pasted roster block (two lines or more, each a sheet); say whether the message was one."""
    try:
        lines = sheets.block(message.text or "")
    except Refusal as refusal:
        await _refused(door, bot, message, refusal, update_id)
        return True
    if lines is None:
        return False
    await play(door, bot, message, actor, lines, update_id)
    return True


async def document(door: Door, bot: Bot, message: Message, actor: Actor, update_id: int) -> None:
    """Play a CSV file sent as a document: a header row with a name column, then one character a row."""
    assert message.document is not None
    try:
        if (message.document.file_size or 0) > sheets.MAX_CSV_BYTES:
            raise sheets.too_big()
        data = bytes(await (await bot.get_file(message.document.file_id)).download_as_bytearray())
        lines = sheets.from_csv(data)
    except Refusal as refusal:
        await _refused(door, bot, message, refusal, update_id)
        return
    await play(door, bot, message, actor, lines, update_id)


def is_csv(message: Message) -> bool:
    """Say whether a document is a CSV file, by its type or its name."""
    doc = message.document
    return doc is not None and (doc.mime_type in CSV_TYPES or (doc.file_name or "").lower().endswith(".csv"))


async def play(door: Door, bot: Bot, message: Message, actor: Actor, lines: list[str], update_id: int) -> None:
    """Play each line as its own /char command (a redelivery applies none twice), then send the summary."""
    gid = f"tg:{message.chat.id}"
    locale = await door.locale_of(message.chat.id, message.from_user)
    added: list[str] = []
    refused: list[str] = []
    async with door.game_lock(message.chat.id):
        for number, line in enumerate(lines, start=1):
            reply = await _one(door, line, actor, gid, f"tg:{update_id}:{number}", locale)
            if reply.ok:
                added.append(_name(line))
                continue
            why = reply_lines(reply, door.app.translator, locale)[0]
            refused.append(door.t("tg-sheets-line", locale, line=number, name=_name(line), why=why))
    summary = [door.t("tg-sheets-done", locale, added=len(added), lines=len(lines))]
    if added:
        summary.append(door.t("tg-sheets-added", locale, names=", ".join(added)))
    texts = pack(plain_lines([*summary, *refused]))  # a long summary is split, never inside a line
    await door.send(bot, message.chat.id, texts, message.id, None, update_id)


async def _one(door: Door, line: str, actor: Actor, gid: str, key: str, locale: str) -> Reply:
    """Play one line of a roster; a line that is no command is refused as /char would be."""
    try:
        command = parse(line)
    except Refusal as refusal:
        return Reply(game_id=gid, refusal=refusal.event(), locale=locale)
    played = await door.app.engine.play(command, actor, gid, key)
    return played.reply


def _name(line: str) -> str:
    """Return the character a roster line names: the words before its first key=value."""
    words = line.split()[1:]
    return " ".join(w for w in words[: next((i for i, w in enumerate(words) if "=" in w), len(words))]) or line


async def _refused(door: Door, bot: Bot, message: Message, refusal: Refusal, update_id: int) -> None:
    locale = await door.locale_of(message.chat.id, message.from_user)
    text = door.app.translator.render(refusal.event(), locale)
    await door.send(bot, message.chat.id, [escape(text)], message.id, None, update_id)
