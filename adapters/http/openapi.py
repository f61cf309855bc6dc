"""The OpenAPI 3.1 document, built from the route table and the pydantic schemas."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from adapters.http.api import CHART_PATTERN, ROUTES, Route
from adapters.http.schemas import GAME_ID_PATTERN, Health, Problem

#: Where the document is served; stable across versions.
OPENAPI_PATH = "/api/openapi.json"
_REF = "#/components/schemas/{model}"
_PATH_PARAM = re.compile(r"{(\w+)}")

#: Path parameters' schemas.
PATH_PARAMS: dict[str, dict[str, Any]] = {
    "game": {"type": "string", "pattern": GAME_ID_PATTERN},
    "name": {"type": "string", "minLength": 1, "maxLength": 100},
    "duel": {"type": "string", "minLength": 1, "maxLength": 20},
    "token": {"type": "string", "minLength": 1, "maxLength": 20},
    "locale": {"type": "string", "minLength": 1, "maxLength": 8},
    "chart": {"type": "string", "pattern": CHART_PATTERN},
}
_STATUS_TEXT = {
    400: "Bad request.",
    401: "No token, or a wrong one.",
    403: "The token may not do this.",
    404: "Not found.",
    409: "Already exists, or a limit is reached.",
    413: "The body is over 64 KiB.",
    414: "The address is too long.",
    415: "The body is not sent as application/json.",
    422: "The Idempotency-Key was used before with a different body; nothing was applied.",
}


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": _REF.format(model=model.__name__)}


def _json(model: type[BaseModel], description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": _ref(model)}}}


def _responses(route: Route) -> dict[str, Any]:
    ok = _json(route.response, "Success.") if route.response else {"description": "Success, no body."}
    if route.media.startswith("image/"):  # a picture: PNG, or SVG where asked for
        binary = {"schema": {"type": "string", "format": "binary"}}
        ok = {"description": "Success.", "content": {route.media: binary, "image/svg+xml": binary}}
    out: dict[str, Any] = {str(route.status): ok}
    codes = (400, *route.errors) if "{game}" in route.path or route.body else route.errors
    codes = (*codes, 413, 415) if route.body else codes
    codes = (*codes, 414) if any(p.where == "query" for p in route.params) else codes
    codes = (*codes, 401, 403) if route.access else codes
    out.update({str(c): _json(Problem, _STATUS_TEXT[c]) for c in sorted(set(codes))})
    return out


def _parameters(route: Route) -> list[dict[str, Any]]:
    path = [
        {"name": n, "in": "path", "required": True, "schema": PATH_PARAMS[n]} for n in _PATH_PARAM.findall(route.path)
    ]
    extra = [
        {"name": p.name, "in": p.where, "required": p.required, "schema": p.schema, "description": p.description}
        for p in route.params
    ]
    return path + extra


def _operation(route: Route) -> dict[str, Any]:
    op: dict[str, Any] = {
        "operationId": route.handler.__name__,
        "summary": route.summary,
        "parameters": _parameters(route),
        "responses": _responses(route),
    }
    if route.body is not None:
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": _ref(route.body)}}}
    op["security"] = [{"bearer": []}] if route.access else []
    return op


def _plain(summary: str, media: str, schema: dict[str, Any], fail: int | None = None) -> dict[str, Any]:
    responses: dict[str, Any] = {"200": {"description": "Success.", "content": {media: {"schema": schema}}}}
    if fail:
        responses[str(fail)] = {"description": "Not ready.", "content": {media: {"schema": schema}}}
    return {"get": {"summary": summary, "security": [], "responses": responses}}


#: What /readyz checks.
READINESS = "Readiness: database reachable, migrations applied, the scheduler's timers read"


def _extras() -> dict[str, Any]:
    health = _ref(Health)
    return {
        "/healthz": _plain("Liveness: the process answers", "application/json", health),
        "/readyz": _plain(READINESS, "application/json", health, 503),
        "/metrics": _plain("Prometheus metrics", "text/plain", {"type": "string"}),
        OPENAPI_PATH: _plain("This document", "application/json", {"type": "object"}),
    }


def _stream() -> dict[str, Any]:
    return {
        "get": {
            "summary": "Live dashboard: server-sent events, one 'dashboard' event per change (a Dashboard object)",
            "operationId": "stream",
            "parameters": [{"name": "game", "in": "path", "required": True, "schema": PATH_PARAMS["game"]}],
            "security": [{"bearer": []}],
            "responses": {
                "200": {"description": "An endless event stream.", "content": {"text/event-stream": {}}},
                **{str(c): _json(Problem, _STATUS_TEXT[c]) for c in (400, 401, 403, 404)},
            },
        }
    }


@cache
def document() -> dict[str, Any]:
    """Return the OpenAPI document of the whole web door."""
    models: set[type[BaseModel]] = {m for r in ROUTES for m in (r.body, r.response) if m is not None}
    models |= {Problem, Health}
    _, schemas = models_json_schema(
        [(m, "serialization") for m in sorted(models, key=lambda m: m.__name__)], ref_template=_REF
    )
    paths: dict[str, Any] = {}
    for route in ROUTES:
        paths.setdefault(route.path, {})[route.method.lower()] = _operation(route)
    paths.update({**_extras(), "/api/games/{game}/stream": _stream()})
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Wizard duel assistant",
            "version": "1",
            "description": "Games, characters, pools, duels, the event log and the command language over HTTP.",
        },
        "paths": paths,
        "components": {
            "schemas": schemas.get("$defs", {}),
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
        },
    }
