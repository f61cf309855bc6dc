"""A fake Telegram Bot API server on loopback: the real wire protocol, recorded, for end-to-end tests.

It speaks the Bot API's JSON at ``/bot<token>/<method>`` (form or JSON bodies, like the real one),
keeps the chats' messages, validates what a real server validates (HTML entities, text length,
callback data size), long-polls ``getUpdates`` from a queue, or POSTs updates to the webhook set
with ``setWebhook`` (with its secret header), and can answer 429 with ``retry_after``, fail a call with a
server error, or hang as a stalled Bot API does, on demand.
"""

from __future__ import annotations

import asyncio
import html
import itertools
import json
import re
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from aiohttp import ClientSession, web

Json = dict[str, Any]

#: The id Telegram gives the sender of an anonymous group admin's messages.
ANONYMOUS_ADMIN_BOT = 1087968824
#: Tags Telegram accepts in HTML parse mode.
_ALLOWED_TAGS = {
    "b",
    "strong",
    "i",
    "em",
    "u",
    "ins",
    "s",
    "strike",
    "del",
    "a",
    "code",
    "pre",
    "tg-spoiler",
    "span",
    "blockquote",
    "tg-emoji",
}
_TAG = re.compile(r"<(/?)([a-zA-Z-]+)([^>]*)>")
_ENTITY = re.compile(r"&(lt|gt|amp|quot|#\d+|#x[0-9a-fA-F]+);")
_MENTION = re.compile(r"@(\w{3,32})")
_COMMAND = re.compile(r"^/\w+(@\w+)?")
MAX_TEXT = 4096
MAX_CAPTION = 1024
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
MAX_CALLBACK_DATA = 64
MAX_ABOUT = 512
MAX_SHORT_ABOUT = 120


class ApiError(Exception):
    """A Bot API error answer."""

    def __init__(self, code: int, description: str, parameters: Json | None = None) -> None:
        super().__init__(description)
        self.code, self.description, self.parameters = code, description, parameters


def utf16_len(text: str) -> int:
    """Return the length Telegram measures: UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def parse_html(text: str) -> str:
    """Return the visible text of an HTML-formatted message, or raise the error Telegram would."""
    stack: list[str] = []
    plain: list[str] = []
    pos = 0
    for match in _TAG.finditer(text):
        plain.append(_plain_segment(text[pos : match.start()]))
        closing, name = match.group(1), match.group(2).lower()
        if name not in _ALLOWED_TAGS:
            raise ApiError(400, f'Bad Request: can\'t parse entities: unsupported start tag "{name}"')
        if closing:
            if not stack or stack.pop() != name:
                raise ApiError(400, f'Bad Request: can\'t parse entities: unmatched end tag "{name}"')
        else:
            stack.append(name)
        pos = match.end()
    plain.append(_plain_segment(text[pos:]))
    if stack:
        raise ApiError(400, f'Bad Request: can\'t parse entities: unclosed start tag "{stack[-1]}"')
    return "".join(plain)


def _plain_segment(segment: str) -> str:
    if "<" in segment or ">" in segment:
        raise ApiError(400, "Bad Request: can't parse entities: unexpected < or >")
    bare = _ENTITY.sub("", segment)
    if "&" in bare:
        raise ApiError(400, "Bad Request: can't parse entities: unescaped &")
    return html.unescape(segment)


@dataclass
class Call:
    """One Bot API request the bot made."""

    method: str
    params: Json
    at: float = field(default_factory=time.monotonic)


class FakeBotApi:
    """The fake server: start(), drive chats with say()/press(), assert on calls and messages."""

    def __init__(self, token: str = "123456:TEST-TOKEN", username: str = "DuelBot") -> None:
        self.token = token
        self.me: Json = {
            "id": int(token.split(":")[0]),
            "is_bot": True,
            "first_name": "Duel",
            "username": username,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
        }
        self.calls: list[Call] = []
        self.messages: dict[tuple[int, int], Json] = {}
        self.admins: defaultdict[int, set[int]] = defaultdict(set)
        self.creators: dict[int, int] = {}
        self.users: dict[int, Json] = {}
        self.files: dict[str, bytes] = {}
        self.photos: dict[str, bytes] = {}  #: the pictures the bot sent, by the file id they were given
        self.channels: set[int] = set()
        self.started: set[int] = set()  #: users who opened a private chat with the bot: it may write to them
        self.webhook: Json = {}
        self.throttles: defaultdict[str, list[int]] = defaultdict(list)
        self.failures: defaultdict[str, list[bool]] = defaultdict(list)  #: per method, whether each next call fails
        self.held: set[str] = set()  #: methods whose calls hang until let_go()
        self.lost = False  #: the calls held fail once let go, doing nothing
        self._let_go = asyncio.Event()
        self.answered: dict[str, Json] = {}
        self.inline_answers: dict[str, Json] = {}  #: answerInlineQuery's parameters, by inline query id
        self._updates: list[Json] = []
        self._arrived = asyncio.Condition()
        self._update_ids = itertools.count(1000)
        self._message_ids: defaultdict[int, itertools.count[int]] = defaultdict(lambda: itertools.count(1))
        self._callback_ids = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._session: ClientSession | None = None
        self.confirmed = 0
        self.closing = False

    # --- server lifecycle -------------------------------------------------------------------------------------

    async def start(self) -> None:
        """Listen on a random loopback port."""
        web_app = web.Application()
        web_app.router.add_route("*", "/bot{token}/{method}", self._api)
        web_app.router.add_get("/file/bot{token}/{path:.+}", self._file)
        self._runner = web.AppRunner(web_app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self._session = ClientSession()

    async def release(self) -> None:
        """Answer every pending long poll at once (the bot is stopping)."""
        async with self._arrived:
            self.closing = True
            self._arrived.notify_all()

    async def stop(self) -> None:
        """Stop listening."""
        self.let_go()
        await self.release()
        if self._session:
            await self._session.close()
        if self._runner:
            await self._runner.cleanup()

    @property
    def base_url(self) -> str:
        """Return the base URL to give ApplicationBuilder.base_url."""
        return f"http://127.0.0.1:{self.port}/bot"

    @property
    def base_file_url(self) -> str:
        """Return the base URL to give ApplicationBuilder.base_file_url."""
        return f"http://127.0.0.1:{self.port}/file/bot"

    # --- the wire ---------------------------------------------------------------------------------------------

    async def _api(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.json_response({"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401)
        method = request.match_info["method"]
        params = await self._params(request)
        self.calls.append(Call(method, params))
        held = method in self.held
        if held:
            await self._let_go.wait()
        try:
            if held and self.lost:
                raise ApiError(500, "Internal Server Error: the request was lost")
            self._throttle(method)
            self._fault(method)
            handler = getattr(self, f"_m_{method}", None)
            if handler is None:
                raise ApiError(404, "Not Found: method not found")
            result = await handler(params)
        except ApiError as err:
            body: Json = {"ok": False, "error_code": err.code, "description": err.description}
            if err.parameters:
                body["parameters"] = err.parameters
            return web.json_response(body, status=err.code)
        return web.json_response({"ok": True, "result": result})

    async def _params(self, request: web.Request) -> Json:
        if request.content_type == "application/json":
            data: Json = await request.json()
            return data
        form = await request.post()
        uploads = {k: v.file.read() for k, v in form.items() if isinstance(v, web.FileField)}
        params: Json = {k: _decode(str(v)) for k, v in form.items() if k not in uploads}
        for k, v in list(params.items()):  # a file sent apart from its field: 'attach://<name>'
            if isinstance(v, str) and v.startswith("attach://") and v[9:] in uploads:
                params[k] = uploads.pop(v[9:])
        return params | uploads

    def _throttle(self, method: str) -> None:
        pending = self.throttles.get(method)
        if pending:
            retry_after = pending.pop(0)
            raise ApiError(429, f"Too Many Requests: retry after {retry_after}", {"retry_after": retry_after})

    def _fault(self, method: str) -> None:
        script = self.failures.get(method)
        if script and script.pop(0):
            raise ApiError(500, "Internal Server Error")

    async def _file(self, request: web.Request) -> web.Response:
        path = request.match_info["path"]
        if request.match_info["token"] != self.token or path not in self.files:
            return web.Response(status=404)
        return web.Response(body=self.files[path])

    # --- Bot API methods ------------------------------------------------------------------------------------

    async def _m_getMe(self, p: Json) -> Json:
        return self.me

    async def _m_deleteWebhook(self, p: Json) -> bool:
        self.webhook = {}
        return True

    async def _m_setWebhook(self, p: Json) -> bool:
        self.webhook = {"url": p["url"], "secret_token": p.get("secret_token", "")}
        return True

    async def _m_getWebhookInfo(self, p: Json) -> Json:
        return {
            "url": self.webhook.get("url", ""),
            "has_custom_certificate": False,
            "pending_update_count": len(self._updates),
        }

    async def _m_setMyCommands(self, p: Json) -> bool:
        for command in p["commands"]:
            if not re.fullmatch(r"[a-z0-9_]{1,32}", command["command"]):
                raise ApiError(400, "Bad Request: BOT_COMMAND_INVALID")
            if not 1 <= len(command["description"]) <= 256:
                raise ApiError(400, "Bad Request: BOT_COMMAND_DESCRIPTION_INVALID")
        return True

    async def _m_setMyDescription(self, p: Json) -> bool:
        if len(p.get("description", "")) > MAX_ABOUT:
            raise ApiError(400, "Bad Request: BOT_DESCRIPTION_INVALID")
        return True

    async def _m_setMyShortDescription(self, p: Json) -> bool:
        if len(p.get("short_description", "")) > MAX_SHORT_ABOUT:
            raise ApiError(400, "Bad Request: BOT_ABOUT_INVALID")
        return True

    async def _m_deleteMyCommands(self, p: Json) -> bool:
        return True

    async def _m_sendChatAction(self, p: Json) -> bool:
        return True

    async def _m_getUpdates(self, p: Json) -> list[Json]:
        offset = int(p.get("offset", 0) or 0)
        timeout = float(p.get("timeout", 0) or 0)
        self.confirmed = max(self.confirmed, offset)
        self._updates = [u for u in self._updates if u["update_id"] >= offset]
        if not self._updates and timeout:
            async with self._arrived:
                try:
                    await asyncio.wait_for(self._arrived.wait_for(lambda: bool(self._updates) or self.closing), timeout)
                except TimeoutError:
                    return []
        return self._updates[: int(p.get("limit", 100) or 100)]

    async def _m_sendMessage(self, p: Json) -> Json:
        chat_id = int(p["chat_id"])
        if chat_id > 0 and chat_id not in self.started:
            raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
        self._check_text(p)
        message = self._message(chat_id, self.me, p["text"], p)
        return message

    async def _m_sendPhoto(self, p: Json) -> Json:
        chat_id, photo = int(p["chat_id"]), p.get("photo")
        if not isinstance(photo, bytes):
            raise ApiError(400, "Bad Request: there is no photo in the request")
        size = png_size(photo)
        if size is None:
            raise ApiError(400, "Bad Request: IMAGE_PROCESS_FAILED")
        caption = {**p, "text": p.get("caption") or ""}
        visible = self._visible(caption) if caption["text"] else ""
        if utf16_len(visible) > MAX_CAPTION:
            raise ApiError(400, "Bad Request: message caption is too long")
        file_id = f"photo-{len(self.photos) + 1}"
        self.photos[file_id] = photo
        message = self._message(chat_id, self.me, caption["text"], caption)
        stored = self.messages[(chat_id, message["message_id"])]
        stored["caption"], stored["caption_html"] = stored.pop("text"), stored.pop("html")
        stored["photo"] = [{"file_id": file_id, "file_unique_id": file_id, "width": size[0], "height": size[1]}]
        return self._public(stored)

    async def _m_editMessageText(self, p: Json) -> Json:
        message = self._existing(p)
        self._check_text(p)
        if message.get("html", message["text"]) == p["text"] and message.get("reply_markup") == p.get("reply_markup"):
            raise ApiError(400, "Bad Request: message is not modified")
        message.update(text=self._visible(p), html=p["text"], edit_date=int(time.time()))
        self._markup(message, p)
        return message

    async def _m_editMessageReplyMarkup(self, p: Json) -> Json:
        message = self._existing(p)
        if message.get("reply_markup") == p.get("reply_markup"):
            raise ApiError(400, "Bad Request: message is not modified")
        self._markup(message, p)
        return message

    async def _m_answerCallbackQuery(self, p: Json) -> bool:
        query_id = str(p["callback_query_id"])
        if query_id in self.answered:
            raise ApiError(400, "Bad Request: query is too old and response timeout expired or query ID is invalid")
        self.answered[query_id] = p
        return True

    async def _m_answerInlineQuery(self, p: Json) -> bool:
        query_id = str(p["inline_query_id"])
        if query_id in self.inline_answers:
            raise ApiError(400, "Bad Request: query is too old and response timeout expired or query ID is invalid")
        for result in p["results"]:
            content = result["input_message_content"]
            self._check_text({"text": content["message_text"], "parse_mode": content.get("parse_mode")})
        self.inline_answers[query_id] = p
        return True

    async def _m_getChatMember(self, p: Json) -> Json:
        return self._member(int(p["chat_id"]), int(p["user_id"]))

    async def _m_getChatAdministrators(self, p: Json) -> list[Json]:
        chat_id = int(p["chat_id"])
        return [self._member(chat_id, uid) for uid in sorted(self.admins[chat_id])]

    async def _m_getFile(self, p: Json) -> Json:
        path = f"files/{p['file_id']}"
        if path not in self.files:
            raise ApiError(400, "Bad Request: invalid file_id")
        return {
            "file_id": p["file_id"],
            "file_unique_id": p["file_id"],
            "file_size": len(self.files[path]),
            "file_path": path,
        }

    # --- helpers of the methods -----------------------------------------------------------------------------

    def _check_text(self, p: Json) -> None:
        visible = self._visible(p)
        if not visible.strip():
            raise ApiError(400, "Bad Request: message text is empty")
        if utf16_len(visible) > MAX_TEXT:
            raise ApiError(400, "Bad Request: message is too long")
        for row in (p.get("reply_markup") or {}).get("inline_keyboard", []):
            for button in row:
                if len(button.get("callback_data", "").encode()) > MAX_CALLBACK_DATA:
                    raise ApiError(400, "Bad Request: BUTTON_DATA_INVALID")

    def _visible(self, p: Json) -> str:
        mode = (p.get("parse_mode") or "").upper()
        return parse_html(p["text"]) if mode == "HTML" else str(p["text"])

    def _existing(self, p: Json) -> Json:
        key = (int(p["chat_id"]), int(p["message_id"]))
        if key not in self.messages:
            raise ApiError(400, "Bad Request: message to edit not found")
        return self.messages[key]

    def _markup(self, message: Json, p: Json) -> None:
        markup = p.get("reply_markup")
        if markup and markup.get("inline_keyboard"):
            message["reply_markup"] = markup
        else:
            message.pop("reply_markup", None)

    def _member(self, chat_id: int, user_id: int) -> Json:
        user = self.users.get(user_id) or {"id": user_id, "is_bot": False, "first_name": f"user{user_id}"}
        if self.creators.get(chat_id) == user_id:
            return {"status": "creator", "user": user, "is_anonymous": False}
        if user_id in self.admins[chat_id]:
            return {
                "status": "administrator",
                "user": user,
                "can_be_edited": False,
                "is_anonymous": False,
                "can_manage_chat": True,
                "can_delete_messages": True,
                "can_manage_video_chats": True,
                "can_restrict_members": True,
                "can_promote_members": False,
                "can_change_info": True,
                "can_invite_users": True,
                "can_post_stories": False,
                "can_edit_stories": False,
                "can_delete_stories": False,
            }
        return {"status": "member", "user": user}

    def _message(self, chat_id: int, sender: Json, text: str, p: Json) -> Json:
        message_id = next(self._message_ids[chat_id])
        message: Json = {
            "message_id": message_id,
            "date": int(time.time()),
            "chat": self._chat(chat_id),
            "from": sender,
            "text": self._visible({**p, "text": text}),
            "html": text,
        }
        if p.get("message_thread_id"):  # sent into a forum topic
            message.update(message_thread_id=int(p["message_thread_id"]), is_topic_message=True)
        reply = p.get("reply_parameters") or {}
        if reply.get("message_id") and (chat_id, int(reply["message_id"])) in self.messages:
            message["reply_to_message"] = self._public(self.messages[(chat_id, int(reply["message_id"]))])
        self._markup(message, p)
        self.messages[(chat_id, message_id)] = message
        return self._public(message)

    def _chat(self, chat_id: int) -> Json:
        if chat_id > 0:
            user = self.users.get(chat_id, {"first_name": "someone"})
            return {"id": chat_id, "type": "private", "first_name": user["first_name"]}
        kind = "channel" if chat_id in self.channels else "supergroup"
        return {"id": chat_id, "type": kind, "title": f"chat {chat_id}"}

    @staticmethod
    def _public(message: Json) -> Json:
        return {k: v for k, v in message.items() if k not in ("html", "caption_html")}

    # --- misbehaving --------------------------------------------------------------------------------------------

    def fail(self, method: str, after: int = 0) -> None:
        """Answer one call of a method with a server error (500), once ``after`` more calls of it went through."""
        self.failures[method].extend([False] * after + [True])

    def hold(self, method: str) -> None:
        """Keep every call of a method waiting unanswered, as a stalled Bot API does, until let_go()."""
        self._let_go.clear()
        self.held.add(method)

    def let_go(self, lost: bool = False) -> None:
        """Answer the calls held, and every call from now on; ``lost``: the calls held fail, doing nothing (their
        sender was cut off before Telegram took them)."""
        self.lost = lost
        self.held.clear()
        self._let_go.set()

    # --- driving the chats ----------------------------------------------------------------------------------

    def user(self, user_id: int, first_name: str, username: str | None = None, language_code: str = "en") -> Json:
        """Register a user and return its User object."""
        user: Json = {"id": user_id, "is_bot": False, "first_name": first_name, "language_code": language_code}
        if username:
            user["username"] = username
        self.users[user_id] = user
        return user

    def make_admin(self, chat_id: int, user: Json, creator: bool = False) -> None:
        """Make a user an administrator (or the creator) of a chat."""
        self.admins[chat_id].add(user["id"])
        if creator:
            self.creators[chat_id] = user["id"]

    def incoming(
        self,
        user: Json | None,
        chat_id: int,
        text: str | None = None,
        reply_to: Json | None = None,
        mentions: list[Json] | None = None,
        **extra: Any,
    ) -> Json:
        """Return a new message from a user in a chat (stored, with command and mention entities)."""
        message_id = next(self._message_ids[chat_id])
        if chat_id > 0:
            self.started.add(chat_id)
        message: Json = {"message_id": message_id, "date": int(time.time()), "chat": self._chat(chat_id), **extra}
        if user is not None:
            message["from"] = user
        if text is not None:
            message["text"] = text
            entities = _entities(text, mentions or [])
            if entities:
                message["entities"] = entities
        if reply_to is not None:
            message["reply_to_message"] = self._public(reply_to)
        self.messages[(chat_id, message_id)] = message
        return message

    def update(self, **payload: Json) -> Json:
        """Return an update with a fresh id around one payload (message=…, callback_query=…)."""
        return {"update_id": next(self._update_ids), **payload}

    def callback(self, user: Json, message: Json, data: str) -> Json:
        """Return a callback query of a user pressing a button of a bot message."""
        return {
            "id": str(next(self._callback_ids)),
            "from": user,
            "chat_instance": "ci",
            "message": self._public(message),
            "data": data,
        }

    def inline_query(self, user: Json, query: str) -> Json:
        """Return an inline query a user types after the bot's username, from any chat."""
        query_id = f"iq{next(self._callback_ids)}"
        return {"id": query_id, "from": user, "query": query, "offset": "", "chat_type": "sender"}

    async def enqueue(self, update: Json) -> None:
        """Offer an update to getUpdates (polling mode)."""
        async with self._arrived:
            self._updates.append(update)
            self._arrived.notify_all()

    async def post_webhook(self, update: Json, secret: str | None = None, url: str | None = None) -> int:
        """POST an update to the webhook the bot set (or to one replica's, at its URL), as Telegram does; return the
        HTTP status."""
        return await self.post_webhook_body(json.dumps(update), secret, url)

    async def post_webhook_body(self, body: str, secret: str | None = None, url: str | None = None) -> int:
        """POST a body, whatever it holds, to the webhook the bot set (or to a URL); return the HTTP status."""
        assert self._session is not None and self.webhook, "no webhook set"
        token = self.webhook.get("secret_token", "") if secret is None else secret
        headers = {"X-Telegram-Bot-Api-Secret-Token": token} if token else {}
        async with self._session.post(
            url or self.webhook["url"], data=body, headers={**headers, "Content-Type": "application/json"}
        ) as response:
            await response.read()
            return response.status

    # --- what the bot did ------------------------------------------------------------------------------------

    def sent(self, chat_id: int, since: int = 0) -> list[Json]:
        """Return the bot's messages in a chat (as they are now, edits applied), oldest first."""
        return [
            m
            for (c, mid), m in sorted(self.messages.items())
            if c == chat_id and mid > since and m.get("from", {}).get("id") == self.me["id"]
        ]

    def texts(self, chat_id: int, since: int = 0) -> list[str]:
        """Return the visible text of the bot's messages in a chat."""
        return [m["text"] if "text" in m else m.get("caption", "") for m in self.sent(chat_id, since)]

    def last_id(self, chat_id: int) -> int:
        """Return the highest message id in a chat so far."""
        return max((mid for (c, mid) in self.messages if c == chat_id), default=0)

    def called(self, method: str) -> list[Json]:
        """Return the parameters of every call of a method."""
        return [c.params for c in self.calls if c.method == method]


def png_size(data: bytes) -> tuple[int, int] | None:
    """Return a PNG's width and height from its header, or None for bytes that are no PNG."""
    if len(data) < 24 or not data.startswith(PNG_MAGIC) or data[12:16] != b"IHDR":
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def _decode(value: str) -> Any:
    if value[:1] in "[{":
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def _entities(text: str, mentions: list[Json]) -> list[Json]:
    entities: list[Json] = []
    command = _COMMAND.match(text)
    if command:
        entities.append({"type": "bot_command", "offset": 0, "length": utf16_len(command.group(0))})
    for match in _MENTION.finditer(text):
        entities.append(
            {"type": "mention", "offset": utf16_len(text[: match.start()]), "length": utf16_len(match.group(0))}
        )
    for user in mentions:
        name = user["first_name"]
        at = text.find(name)
        if at >= 0:
            entities.append(
                {"type": "text_mention", "offset": utf16_len(text[:at]), "length": utf16_len(name), "user": user}
            )
    return sorted(entities, key=lambda e: e["offset"])
