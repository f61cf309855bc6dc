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
    """A request the API answers with a JSON problem and an HTTP status."""

    def __init__(self, status: int, error: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.error = error
        self.message = message

    def response(self) -> web.Response:
        """Return the problem as a JSON response."""
        headers = {"WWW-Authenticate": 'Bearer realm="assistant"'} if self.status == 401 else None
        return json_response(Problem(error=self.error, message=self.message), self.status, headers)


def bad_request(message: str) -> ApiError:
    """Return a 400 problem."""
    return ApiError(400, "bad_request", message)


def not_found(what: str) -> ApiError:
    """Return a 404 problem."""
    return ApiError(404, "not_found", f"{what} not found")


def json_response(model: BaseModel, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """Serialize a model as the response body."""
    return web.Response(text=model.model_dump_json(), status=status, content_type="application/json", headers=headers)


def game_id(request: web.Request) -> str:
    """Return the game id of the path, or refuse one the web does not accept."""
    game = request.match_info["game"]
    if not _GAME_ID.match(game):
        raise bad_request("a game id is 1-100 letters, digits and . _ : @ -")
    return game
