"""A text message sent by the Bot API's own endpoint, answered with the new message's id alone.

``Bot.send_message`` builds a whole typed ``Message`` from Telegram's answer (the chat, the sender, the message it
quotes, the keyboard): in a group that parse was a seventh of an update's CPU (py-spy, the bench's /roll load), and
the door keeps only the id, to record the delivery. The request is PTB's all the same: its transport, its rate
limiter and its errors (BadRequest, Forbidden, RetryAfter).
"""

from __future__ import annotations

import warnings
from typing import Any

from telegram import Bot, InlineKeyboardMarkup, ReplyParameters
from telegram.warnings import PTBUserWarning

from adapters.telegram.text import PARSE_MODE

#: PTB advises Bot.send_message over the raw endpoint; the typed answer is what this module does without.
warnings.filterwarnings("ignore", message=r"Please use 'Bot\.sendMessage'", category=PTBUserWarning)


async def send_text(
    bot: Bot,
    chat_id: int,
    text: str,
    reply_to: int | None = None,
    markup: InlineKeyboardMarkup | None = None,
    thread: int | None = None,
) -> int:
    """Send an HTML text, quoting a message (sent even if it is gone) and with a keyboard where given; return its id."""
    kwargs: dict[str, Any] = {"chat_id": chat_id, "text": text, "parse_mode": PARSE_MODE}
    if reply_to:
        kwargs["reply_parameters"] = ReplyParameters(reply_to, allow_sending_without_reply=True)
    if markup is not None:
        kwargs["reply_markup"] = markup
    if thread is not None:
        kwargs["message_thread_id"] = thread
    sent = await bot.do_api_request("sendMessage", api_kwargs=kwargs)
    return int(sent["message_id"])
