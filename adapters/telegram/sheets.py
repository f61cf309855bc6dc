"""Character sheets in bulk: a GM's pasted roster block or CSV file, each line played as its own /char command,
answered with one summary (what was added, each line refused and why)."""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

from telegram import Bot, Message

from adapters.telegram import topics
from adapters.telegram.identity import actor_id
from adapters.telegram.text import escape, pack, plain_lines
from assistant import sheets
from assistant.errors import Refusal
from assistant.reader.slash import parse
from assistant.render import reply_lines
from models import Actor, Command, Reply

if TYPE_CHECKING:
    from adapters.telegram.door import Door

#: The document types read as a roster.
CSV_TYPES = frozenset({"text/csv", "text/comma-separated-values", "application/vnd.ms-excel"})


async def special(door: Door, bot: Bot, message: Message, actor: Actor, update_id: int) -> bool:
    """Take a message that opens a claim link or pastes a roster; say whether it was one (else it is read as usual)."""
    return await claimed(door, bot, message, update_id) or await pasted(door, bot, message, actor, update_id)


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
    gid = door.game_here(message.chat.id)  # a topic's roster goes to the game the topic plays
    locale = await door.locale_of(message.chat.id, message.from_user)
    added: list[str] = []
    refused: list[str] = []
    async with door.game_lock(gid):
        for number, line in enumerate(lines, start=1):
            reply = await _one(door, line, actor, gid, f"tg:{update_id}:{number}", locale)
            if reply.ok:
                added.append(_name(line))
                continue
            why = reply_lines(reply, door.app.translator, locale)[0]
            refused.append(door.t("roster-line", locale, line=number, name=_name(line), why=why))
    if added:
        await door.applied(message)  # an edit of the block adds nobody again
    summary = [door.t("roster-done", locale, added=len(added), lines=len(lines))]
    if added:
        summary.append(door.t("roster-added", locale, names=", ".join(added)))
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


# --- claim links: a sheet a GM prepares, a player binds with one tap ----------------------------------------------

#: A /start that opens a claim link: the game's chat (and its forum topic after ``_``), then the token.
_CLAIM = re.compile(r"^/start(?:@\w+)?\s+claim-(-?\d+)(?:_(\d+))?-([A-Za-z0-9_-]{16,43})\s*$")


def new_token() -> str:
    """Return a fresh claim token: unguessable, fit for a /start payload."""
    return secrets.token_urlsafe(16)


def prepare(command: Command, token: Callable[[], str] = new_token) -> tuple[Command, str | None]:
    """Give a GM's ``/claim NAME`` the digest of a fresh token; return the command and the token (None: no claim)."""
    if command.name != "claim" or not command.args or "digest" in command.options:
        return command, None
    secret = token()
    digest = hashlib.sha256(secret.encode()).hexdigest()
    return command.model_copy(update={"options": {**command.options, "digest": digest}}), secret


async def send_link(door: Door, bot: Bot, message: Message, secret: str) -> None:
    """Send the GM the claim link of a prepared sheet: it names the chat, and the forum topic it was made in."""
    thread = topics.current()
    place = f"{message.chat.id}_{thread}" if thread is not None else str(message.chat.id)
    link = f"https://t.me/{bot.username}?start=claim-{place}-{secret}"
    locale = await door.locale_of(message.chat.id, message.from_user)
    await door.send(bot, message.chat.id, [escape(door.t("tg-claim-link", locale, link=link))], message.id)


async def claimed(door: Door, bot: Bot, message: Message, update_id: int) -> bool:
    """Bind the sheet of a claim link opened (``/start claim-…``) to its player; say whether it was one."""
    found = _CLAIM.match(message.text or "")
    user = message.from_user
    if found is None or user is None:
        return False
    chat, thread = int(found.group(1)), int(found.group(2)) if found.group(2) else None
    actor = Actor(id=actor_id(user.id), name=user.full_name, language=user.language_code)  # a player, not a GM
    command = Command(name="claim", options={"token": found.group(3)}, text="/claim", source="telegram")
    game = await door.game_of(topics.Place(chat, thread))
    async with door.game_lock(game):
        played = await door.app.engine.play(command, actor, game, f"tg:{update_id}")
        await door.send_reply(bot, message.chat.id, played.reply, message.id, update_id)
        if played.reply.ok:
            await door.applied(message)
        if played.reply.ok and not played.reply.duplicate and played.state is not None and chat != message.chat.id:
            with topics.in_topic(thread, game):  # the group reads it in the topic the sheet was made in
                await door.send_reply(bot, chat, played.reply.model_copy(update={"locale": played.state.locale}))
    return True
