"""What every handler shares: the wired app, tokens, live hub and metrics, and the JSON error replies."""

from __future__ import annotations

import re
from dataclasses import dataclass

from aiohttp import web
from pydantic import BaseModel

from adapters.http.auth import Tokens
from adapters.http.hub import Hub
from adapters.http.metrics import Metrics
from adapters.http.schemas import GAME_ID_PATTERN, Problem
from assistant.bootstrap import App
from assistant.language.translator import Translator
from models import ArgValue

_GAME_ID = re.compile(GAME_ID_PATTERN)


@dataclass
class Server:
    """The web door's wiring, kept on the aiohttp application."""

    app: App
    tokens: Tokens
    hub: Hub
    metrics: Metrics
    base_url: str = ""
    closing: bool = False


SERVER = web.AppKey("server", Server)


def server(request: web.Request) -> Server:
    """Return the wiring of the application a request came to."""
    return request.app[SERVER]


class ApiError(Exception):
    """A request the API answers with a JSON problem: an HTTP status, a stable code, a localized message."""

    def __init__(self, status: int, code: str, **args: ArgValue) -> None:
        super().__init__(code)
        self.status = status
        self.code = code
        self.error = CLASSES.get(status, code)
        self.args_ = args

    def message(self, translator: Translator, locale: str) -> str:
        """Return what went wrong, for a person, in a locale."""
        return translator.format("api-" + self.code.replace("_", "-"), locale, self.args_)

    def response(self, translator: Translator, locale: str) -> web.Response:
        """Return the problem as a JSON response in a locale."""
        headers = {"WWW-Authenticate": 'Bearer realm="assistant"'} if self.status == 401 else None
        problem = Problem(error=self.error, code=self.code, message=self.message(translator, locale))
        return json_response(problem, self.status, headers)


#: The broad class of a problem by its status, the `error` field (its `code` is finer).
CLASSES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    414: "uri_too_long",
    415: "unsupported_media_type",
    422: "unprocessable",
    431: "headers_too_large",
    500: "internal",
}


def bad_request(code: str, **args: ArgValue) -> ApiError:
    """Return a 400 problem."""
    return ApiError(400, code, **args)


def not_found(what: str) -> ApiError:
    """Return a 404 problem: ``what`` names the thing (game, character, duel, token, locale, route)."""
    return ApiError(404, f"{what}_not_found")


def json_response(model: BaseModel, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """Serialize a model as the response body."""
    return web.Response(text=model.model_dump_json(), status=status, content_type="application/json", headers=headers)


def game_id(request: web.Request) -> str:
    """Return the game id of the path, or refuse one the web does not accept."""
    game = request.match_info["game"]
    if not _GAME_ID.match(game):
        raise bad_request("invalid_game_id")
    return game
