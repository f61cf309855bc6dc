"""The Bot API's HTTP client: python-telegram-bot's request interface on an aiohttp session.

PTB's default client (httpx over httpcore) spent about half of the door's own time per update in its
machinery; aiohttp (the web door's server already) sends the same form-encoded requests for a fraction of it.
The timeouts keep PTB's meaning: each of connect (with the wait for a pooled connection), write and read
bounds its phase, and together they bound the whole request.
"""

from __future__ import annotations

from typing import Any

import aiohttp
from telegram._utils.defaultvalue import DefaultValue
from telegram._utils.types import ODVInput
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, RequestData

#: PTB's own defaults, in seconds: reading an answer, writing a request, connecting, waiting for a connection.
READ_TIMEOUT, WRITE_TIMEOUT, CONNECT_TIMEOUT, POOL_TIMEOUT = 5.0, 5.0, 5.0, 1.0
#: Writing a request that uploads a file (PTB's media_write_timeout).
MEDIA_WRITE_TIMEOUT = 20.0
#: Connections kept to the Bot API (PTB's Application uses 256 for its bot's requests).
POOL_SIZE = 256


class AiohttpRequest(BaseRequest):
    """Bot API requests over one pooled aiohttp session, made by ``initialize`` and closed by ``shutdown``."""

    def __init__(self, pool_size: int = POOL_SIZE, read_timeout: float | None = READ_TIMEOUT) -> None:
        self._pool_size = pool_size
        self._read_timeout = read_timeout
        self._session: aiohttp.ClientSession | None = None

    @property
    def read_timeout(self) -> float | None:
        """Return the read timeout used where a call names none."""
        return self._read_timeout

    async def initialize(self) -> None:
        """Open the session (again, after a shutdown)."""
        if self._session is None or self._session.closed:
            connector = aiohttp.TCPConnector(limit=self._pool_size)
            self._session = aiohttp.ClientSession(connector=connector, headers={"User-Agent": self.USER_AGENT})

    async def shutdown(self) -> None:
        """Close the session and its connections."""
        if self._session is not None and not self._session.closed:
            await self._session.close()

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        write_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        connect_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        pool_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        """Send one request; return the HTTP status and the body (PTB reads Telegram's answer from them)."""
        if self._session is None or self._session.closed:
            raise RuntimeError("this AiohttpRequest is not initialized")
        files = request_data.multipart_data if request_data else None
        data = request_data.json_parameters if request_data else None
        write_default = MEDIA_WRITE_TIMEOUT if files else WRITE_TIMEOUT
        timeout = client_timeout(
            _given(read_timeout, self._read_timeout),
            _given(write_timeout, write_default),
            _given(connect_timeout, CONNECT_TIMEOUT),
            _given(pool_timeout, POOL_TIMEOUT),
        )
        try:
            async with self._session.request(method, url, data=form(data, files), timeout=timeout) as response:
                return response.status, await response.read()
        except TimeoutError as err:  # aiohttp's own timeouts are TimeoutErrors too
            raise TimedOut from err
        except aiohttp.ClientError as err:
            raise NetworkError(f"aiohttp.{type(err).__name__}: {err}") from err


def client_timeout(read: float | None, write: float | None, connect: float | None, pool: float | None) -> Any:
    """Return aiohttp's timeout for PTB's four: per phase, and their sum for the whole request (None: no bound)."""
    phases = (read, write, connect, pool)
    total = None if any(p is None for p in phases) else sum(p for p in phases if p is not None)
    wait = None if connect is None or pool is None else connect + pool
    return aiohttp.ClientTimeout(total=total, connect=wait, sock_connect=connect, sock_read=read)


def form(data: dict[str, str] | None, files: dict[str, Any] | None) -> Any:
    """Return the body: the parameters form-encoded, or multipart with the files (name, content, MIME type)."""
    if not files:
        return data
    body = aiohttp.FormData()
    for name, value in (data or {}).items():
        body.add_field(name, value)
    for name, (filename, content, mime) in files.items():
        body.add_field(name, content, filename=filename, content_type=mime)
    return body


def _given(value: ODVInput[float], default: float | None) -> float | None:
    return default if isinstance(value, DefaultValue) else value
