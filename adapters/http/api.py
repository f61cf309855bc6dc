"""The JSON API: games, characters, pools, duels, the log, commands, tokens; one route table feeds the OpenAPI."""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import structlog
from aiohttp import web
from pydantic import BaseModel, ValidationError

from adapters.charts import MEDIA, NARROW, WIDTH, Format, paint
from adapters.http import views
from adapters.http.auth import Principal, TokenRefused, Unauthorized, bearer
from adapters.http.commands import Dedup, run_command
from adapters.http.schemas import (
    CharacterList,
    CharacterOut,
    CommandIn,
    CommandOut,
    Dashboard,
    DuelList,
    DuelOut,
    GameIn,
    GameList,
    GameOut,
    LogOut,
    Messages,
    PoolsOut,
    PoolsRow,
    TokenIn,
    TokenList,
    TokenMade,
    TokenOut,
    WhoAmI,
)
from adapters.http.web import ApiError, Server, bad_request, game_id, json_response, not_found, server
from assistant.bootstrap import App
from assistant.conversation import charts, secrecy
from assistant.errors import KeyReused, Refusal
from assistant.language.choice import base_language
from assistant.language.translator import LOCALES
from assistant.reading import name_keys
from assistant.reading.slash import parse
from assistant.rulesets import RULESET_IDS, get_ruleset, view_of
from assistant.rulesets.game_view import GameView
from assistant.state import tokens
from models import GameState

log = structlog.get_logger(__name__)

#: Longest Idempotency-Key accepted.
MAX_IDEMPOTENCY_KEY = 64
_KEY = re.compile(rf"^[\x21-\x7e]{{1,{MAX_IDEMPOTENCY_KEY}}}$")
_MESSAGE_ID = re.compile(r"^(web-[a-z0-9-]+) *=", re.MULTILINE)
#: The highest log position a query may name (fits a signed 64-bit column).
MAX_SEQ = 2**62
#: Most log entries one page returns.
MAX_PAGE = 500


@dataclass(frozen=True)
class Param:
    """A query or header parameter, for the OpenAPI document."""

    name: str
    where: str
    schema: dict[str, Any]
    description: str
    required: bool = False


@dataclass
class Call:
    """One request as a handler sees it: who, which game, the body."""

    request: web.Request
    server: Server
    principal: Principal | None
    game: str | None
    body: Any


Handler = Callable[[Call], Awaitable[web.StreamResponse]]


@dataclass(frozen=True)
class Route:
    """One endpoint: method, path, who may call it, what it takes and answers."""

    method: str
    path: str
    handler: Handler
    summary: str
    access: str | None = "read"
    body: type[BaseModel] | None = None
    response: type[BaseModel] | None = None
    status: int = 200
    params: tuple[Param, ...] = ()
    media: str = "application/json"
    errors: tuple[int, ...] = ()


#: Who may call an endpoint: None anyone; otherwise a check on the principal and the game.
ACCESS: dict[str, Callable[[Principal, str | None], bool]] = {
    "read": lambda p, g: g is not None and p.can_read(g),
    "command": lambda p, g: g is not None and p.can_command(g),
    "manage": lambda p, g: g is not None and p.can_manage(g),
    "admin": lambda p, g: p.game is None,
}


async def authorize(request: web.Request, access: str | None, game: str | None) -> Principal | None:
    """Return the request's principal, or raise 401/403 per an access level (None: anyone)."""
    if access is None:
        return None
    try:
        principal = await server(request).tokens.principal(bearer(request.headers.get("Authorization")), game)
    except Unauthorized:
        raise ApiError(401, "unauthorized") from None
    if principal.game is not None and game is not None and principal.game != game:
        raise ApiError(403, "other_game")
    if not ACCESS[access](principal, game):
        raise ApiError(403, "forbidden", role=principal.role)
    return principal


#: The problem code of a body the JSON validator refuses, by its error type (others: invalid_field).
BODY_ERRORS = {
    "json_invalid": "invalid_json",
    "json_type": "invalid_json",
    "model_type": "body_not_object",
    "model_attributes_type": "body_not_object",
    "missing": "missing_field",
    "extra_forbidden": "unknown_field",
    "string_too_long": "field_too_long",
    "string_too_short": "field_empty",
}


def is_json(content_type: str) -> bool:
    """Say whether a media type is JSON (application/json, or a +json type)."""
    kind, _, subtype = content_type.partition("/")
    return kind == "application" and (subtype == "json" or subtype.endswith("+json"))


async def read_body(request: web.Request, model: type[BaseModel] | None) -> Any:
    """Return the JSON body validated into the route's model, or raise 415 or 400 (a localized problem)."""
    if model is None:
        return None
    if not is_json(request.content_type):
        raise ApiError(415, "unsupported_media_type", given=request.content_type)
    try:
        return model.model_validate_json(await _raw_body(request))
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(p) for p in first["loc"]) or "body"
        limit = (first.get("ctx") or {}).get("max_length", 0)
        raise bad_request(BODY_ERRORS.get(first["type"], "invalid_field"), field=where, max=limit) from None


async def _raw_body(request: web.Request) -> bytes:
    """Return the body's bytes, decompressed; raise 400 for one that does not decompress or arrive whole."""
    try:
        return await request.read()
    except web.RequestPayloadError:
        encoding = request.headers.get("Content-Encoding", "")
        raise bad_request("body_not_decoded" if encoding else "body_unreadable", encoding=encoding[:40]) from None


def endpoint(route: Route) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    """Wrap a route's handler with its path checks, auth and body parsing."""

    known = {p.name for p in route.params if p.where == "query"}

    async def handle(request: web.Request) -> web.StreamResponse:
        if unknown := set(request.query) - known:
            raise bad_request("unknown_parameter", names=", ".join(sorted(unknown))[:200], count=len(unknown))
        _check_lengths(request, route.params)
        game = game_id(request) if "{game}" in route.path else None
        principal = await authorize(request, route.access, game)
        body = await read_body(request, route.body)
        return await route.handler(Call(request, server(request), principal, game, body))

    return handle


def _check_lengths(request: web.Request, params: tuple[Param, ...]) -> None:
    """Refuse a query parameter shorter or longer than its schema says, or not one it lists (400, localized)."""
    for param in params:
        value = request.query.get(param.name) if param.where == "query" else None
        if value is None:
            continue
        if len(value) > param.schema.get("maxLength", len(value)):
            raise bad_request("field_too_long", field=param.name, max=param.schema["maxLength"])
        if len(value) < param.schema.get("minLength", 0) or value not in param.schema.get("enum", (value,)):
            raise bad_request("invalid_field", field=param.name)


def _game(call: Call) -> str:
    assert call.game is not None
    return call.game


async def load(call: Call) -> GameState[Any, Any]:
    """Return the call's game state, or raise 404."""
    return await load_game(call.server.app, _game(call))


def text(call: Call, state: GameState[Any, Any]) -> views.Text:
    """Return the message formatter of a game's locale."""
    return views.Text(call.server.app.translator, state.locale, views.people_of(state))


def now(call: Call) -> Any:
    """Return the engine's time."""
    return call.server.app.engine.clock.now()


def reader(call: Call, state: GameState[Any, Any]) -> secrecy.Reader:
    """Return who reads the call's answer: a GM or admin token everything, a player or read-only link not all."""
    assert call.principal is not None
    return reader_of_token(state, call.principal)


def reader_of_token(state: GameState[Any, Any], principal: Principal) -> secrecy.Reader:
    """Return a token as a reader of a game: a read token is a read-only link; the others their actor."""
    return secrecy.LINK if principal.role == "read" else secrecy.reader_of(state, principal.actor)


def view(call: Call, state: GameState[Any, Any], keys: tuple[str, ...] | None = None) -> GameView:
    """Return what the game shows now, as the call's reader may see it (``keys``: only those characters)."""
    return secrecy.view_for(view_of(state, now(call), keys=keys), state, reader(call, state))


async def list_games(call: Call) -> web.Response:
    """List every game (admin)."""
    games = []
    for gid in sorted(await call.server.app.storage.game_ids()):
        state = await _maybe_state(call, gid)
        if state is not None:
            games.append(views.game(state, call.server.app.translator))
    return json_response(GameList(games=games))


async def _maybe_state(call: Call, gid: str) -> GameState[Any, Any] | None:
    try:
        return await call.server.app.engine.state(gid)
    except (Refusal, KeyError) as err:
        log.warning("http.unreadable_game", game=gid, error=repr(err))
        return None


async def create_game(call: Call) -> web.Response:
    """Open a game with a ruleset and locale (admin)."""
    body: GameIn = call.body
    app = call.server.app
    if await app.storage.read_state(body.id) is not None:
        raise ApiError(409, "game_exists", game=body.id)
    ruleset = body.ruleset or app.engine.defaults.ruleset
    _check_choice(ruleset, body.locale or app.engine.defaults.locale)
    assert call.principal is not None
    await run_command(call.server, "/start", speaking(call), body.id, None)
    chosen = [("ruleset", ruleset, f"/rules {ruleset}")]
    if body.locale:  # else the game speaks its speakers' language (the browser's, here) until a GM sets one
        chosen.append(("locale", body.locale, f"/lang {body.locale}"))
    for field, wanted, line in chosen:
        if getattr(await load_game(app, body.id), field) != wanted:
            await run_command(call.server, line, speaking(call), body.id, None)
    return json_response(views.game(await load_game(app, body.id), app.translator), 201)


async def load_game(app: App, game: str) -> GameState[Any, Any]:
    """Return a game's state, or raise 404 (a stored game of an unknown ruleset too)."""
    try:
        state = await app.engine.state(game)
    except Refusal:
        state = None
    if state is None:
        raise not_found("game")
    return state


def _check_choice(ruleset: str, locale: str) -> None:
    try:
        get_ruleset(ruleset)
    except Refusal:
        raise bad_request("invalid_ruleset", ruleset=ruleset) from None
    if locale not in LOCALES:
        raise bad_request("invalid_locale", locale=locale, choices=", ".join(LOCALES))


async def get_game(call: Call) -> web.Response:
    """Describe a game."""
    return json_response(views.game(await load(call), call.server.app.translator))


async def characters(call: Call) -> web.Response:
    """List the roster with pools and states."""
    state = await load(call)
    t, who = text(call, state), reader(call, state)
    found = view(call, state).characters
    return json_response(CharacterList(characters=[views.character(state, c, t, who) for c in found]))


async def one_character(call: Call) -> web.Response:
    """Describe one character, found by name."""
    state = await load(call)
    key = name_keys.key(call.request.match_info["name"])
    found = view(call, state, keys=(key,)).character(key)
    if found is None:
        raise not_found("character")
    out: CharacterOut = views.character(state, found, text(call, state), reader(call, state))
    return json_response(out)


async def pools(call: Call) -> web.Response:
    """List every character's pools and states."""
    state = await load(call)
    t = text(call, state)
    rows = []
    for found in view(call, state).characters:
        c = views.character(state, found, t, reader(call, state))
        rows.append(PoolsRow(key=c.key, name=c.name, pools=c.pools, badges=c.badges))
    return json_response(PoolsOut(pools=rows))


async def duels(call: Call) -> web.Response:
    """List the duels, running first."""
    state = await load(call)
    listed = views.duels(state, view(call, state), text(call, state), reader(call, state))
    return json_response(DuelList(duels=listed))


async def one_duel(call: Call) -> web.Response:
    """Describe one duel."""
    state = await load(call)
    game_view = view(call, state)
    duel = game_view.duel(call.request.match_info["duel"])
    if duel is None:
        raise not_found("duel")
    out: DuelOut = views.duel(state, game_view, duel, text(call, state), reader(call, state))
    return json_response(out)


def _int(call: Call, name: str, default: int, low: int, high: int) -> int:
    raw = call.request.query.get(name)
    if raw is None:
        return default
    if not (raw.isascii() and raw.isdigit()) or not low <= int(raw) <= high:  # str.isdigit takes '²' and '٣' too
        raise bad_request("invalid_number", name=name, low=low, high=high)
    return int(raw)


async def event_log(call: Call) -> web.Response:
    """Return a page of the log after a position."""
    state = await load(call)
    after = _int(call, "after", 0, 0, MAX_SEQ)
    limit = _int(call, "limit", 100, 1, MAX_PAGE)
    entries = await call.server.app.storage.read_log(_game(call), after=after, limit=limit)
    t, who = text(call, state), reader(call, state)
    shown = [views.entry(secrecy.entry_for(e, state, who), t) for e in entries]
    page = LogOut(entries=shown, next=entries[-1].seq if entries else after)
    return json_response(page)


async def dashboard(call: Call) -> web.Response:
    """Return what the dashboard shows."""
    assert call.principal is not None
    out: Dashboard = await dashboard_of(call.server, _game(call), call.principal)
    return json_response(out)


async def dashboard_of(srv: Server, game: str, principal: Principal) -> Dashboard:
    """Describe a game for its dashboard as a token may see it, or raise 404."""
    state = await load_game(srv.app, game)
    recent = [e for e in reversed(await _recent(srv, game, state.seq))]
    who = reader_of_token(state, principal)
    return views.dashboard(state, recent, srv.app.engine.clock.now(), srv.app.translator, who)


async def _recent(srv: Server, game: str, seq: int) -> list[Any]:
    entries = await srv.app.storage.read_log(game, after=max(0, seq - views.RECENT), limit=views.RECENT)
    return list(reversed(entries))


def idempotency_key(call: Call) -> Dedup | None:
    """Return the dedup key of the Idempotency-Key header, scoped to the game and the token, bound to the body."""
    raw = call.request.headers.get("Idempotency-Key")
    if raw is None:
        return None
    if not _KEY.match(raw):
        raise bad_request("invalid_idempotency_key", max=MAX_IDEMPOTENCY_KEY)
    assert call.principal is not None
    request = hashlib.sha256(call.body.model_dump_json().encode("utf-8")).hexdigest()
    return Dedup(f"http:{_game(call)}:{call.principal.actor.id}:{raw}", request)


def speaking(call: Call) -> Principal:
    """Return the request's principal with the browser's language (Accept-Language) as its client language."""
    assert call.principal is not None
    language = browser_language(call.request.headers.get("Accept-Language", ""))
    actor = call.principal.actor.model_copy(update={"language": language})
    return Principal(call.principal.role, call.principal.game, actor)


def browser_language(header: str) -> str | None:
    """Return the first language of an Accept-Language header that the product speaks, by preference."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(header.split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        if base_language(tag):
            ranked.append((-quality, index, tag))
    return min(ranked)[2] if ranked else None


async def command(call: Call) -> web.Response:
    """Apply a command in the command language; refusals are replies too (ok false)."""
    body: CommandIn = call.body
    await load(call)  # an unknown game is 404, for the admin too: games are opened by POST /api/games
    try:
        out = await run_command(call.server, body.text, speaking(call), _game(call), idempotency_key(call))
    except KeyReused:
        raise ApiError(422, "idempotency_key_reused") from None
    return json_response(out.model_copy(update={"chart": views.picture_of(out)}))


async def whoami(call: Call) -> web.Response:
    """Say what the token is."""
    p = call.principal
    assert p is not None
    await load(call)
    return json_response(WhoAmI(role=p.role, game=p.game, actor=p.actor))


async def list_tokens(call: Call) -> web.Response:
    """List a game's tokens, without secrets (GM)."""
    await load(call)
    tokens = await call.server.tokens.list(_game(call))
    return json_response(TokenList(tokens=[TokenOut.model_validate(t, from_attributes=True) for t in tokens]))


async def create_token(call: Call) -> web.Response:
    """Make a token for a game, as a log entry; its secret is shown this once (GM)."""
    await load(call)
    body: TokenIn = call.body
    assert call.principal is not None
    try:
        token, secret = await call.server.tokens.create(_game(call), body.role, body.label, call.principal.actor)
    except TokenRefused as err:
        raise token_problem(err) from None
    url = f"{call.server.base_url}/games/{_game(call)}#token={secret}"
    info = TokenOut.model_validate(token, from_attributes=True)
    return json_response(TokenMade(**info.model_dump(), token=secret, url=url), 201)


async def revoke_token(call: Call) -> web.Response:
    """Revoke a game's token, as a log entry (GM)."""
    await load(call)
    assert call.principal is not None
    try:
        await call.server.tokens.revoke(_game(call), call.request.match_info["token"], call.principal.actor)
    except TokenRefused as err:
        raise token_problem(err) from None
    return web.Response(status=204)


def token_problem(refused: TokenRefused) -> ApiError:
    """Return the problem a refused token change answers: too many tokens, no such token, or not a GM."""
    if refused.key == "refusal-too-many-tokens":
        return ApiError(409, "too_many_tokens", limit=tokens.MAX_TOKENS)
    if refused.key == "refusal-no-token":
        return not_found("token")
    return ApiError(403, "gm_only")


async def messages(call: Call) -> web.Response:
    """Return the web pages' texts in a locale."""
    locale = call.request.match_info["locale"]
    if locale not in LOCALES:
        raise not_found("locale")
    said = Messages(locale=locale, messages=web_messages(call.server, locale), rulesets=list(RULESET_IDS))
    return json_response(said)


def web_messages(srv: Server, locale: str) -> dict[str, str]:
    """Return every message of web.ftl, formatted in a locale (variables left empty)."""
    return {k: srv.app.translator.format(k, locale) for k in page_message_ids()}


@cache
def page_message_ids() -> tuple[str, ...]:
    """Return the ids of the English web.ftl's messages without variables: the pages' own texts."""
    source = resources.files("locales").joinpath("en", "web.ftl").read_text(encoding="utf-8")
    blocks = re.split(r"^(?=web-)", source, flags=re.MULTILINE)
    return tuple(m.group(1) for b in blocks if (m := _MESSAGE_ID.match(b)) and "$" not in b)


async def chart(call: Call) -> web.Response:
    """Draw a picture of the game: the pools over the log (``pools``), or the bars of /odds (``odds?q=…``)."""
    state = await load(call)
    if not re.match(CHART_PATTERN, call.request.match_info["chart"]):
        raise not_found("chart")
    kind, _, suffix = call.request.match_info["chart"].partition(".")
    _int(call, "seq", 0, 1, MAX_SEQ)  # a bad log position is refused for either picture, as the schema says
    fmt: Format = "svg" if suffix == "svg" or (not suffix and _prefers_svg(call)) else "png"
    drawn = await (_pools_chart(call, state) if kind == "pools" else _odds_chart(call, state))
    picture = charts.seen_by(drawn, state, reader(call, state))
    width = NARROW if call.request.query.get("size") == "narrow" else WIDTH
    body = await asyncio.to_thread(paint, picture, call.server.app.translator, fmt, width)
    return web.Response(body=body, content_type=MEDIA[fmt], headers={"Cache-Control": "no-store", "Vary": "Accept"})


def _prefers_svg(call: Call) -> bool:
    """Say whether a request without a suffix asks for SVG before PNG (Accept lists it, and PNG not earlier)."""
    accept = call.request.headers.get("Accept", "")
    svg, png = accept.find(MEDIA["svg"]), accept.find(MEDIA["png"])
    return svg >= 0 and (png < 0 or svg < png)


async def _pools_chart(call: Call, state: GameState[Any, Any]) -> charts.Chart:
    name, duel = call.request.query.get("name"), call.request.query.get("duel")
    key = name_keys.key(name) if name is not None else None
    if key is not None and key not in state.characters:
        raise not_found("character")
    if duel is not None and duel not in state.duels:
        raise not_found("duel")
    return await charts.timeline(call.server.app.storage, state.id, charts.TimelineAsk(key, duel))


async def _odds_chart(call: Call, state: GameState[Any, Any]) -> charts.Chart:
    if "seq" in call.request.query:
        return await _logged_odds(call, state)
    words = " ".join(call.request.query.get("q", "").split())  # one line, as typed after /odds
    try:
        return charts.odds_now(state, parse(f"/odds {words}".strip()), speaking(call).actor, now(call))
    except Refusal as refusal:
        message = call.server.app.translator.render(refusal.event(), state.locale, views.people_of(state))
        raise ApiError(404, "chart_refused", reason=message) from None  # as for a character not found


async def _logged_odds(call: Call, state: GameState[Any, Any]) -> charts.Chart:
    """Return the bars of the chances an /odds already answered, at a log position, as the reader may see them."""
    seq = _int(call, "seq", 0, 1, MAX_SEQ)
    found = await call.server.app.storage.read_log(state.id, after=seq - 1, limit=1)
    if not found or found[0].seq != seq:
        raise not_found("chart")
    entry = secrecy.entry_for(found[0], state, reader(call, state))
    return charts.OddsChart(state.id, state.ruleset, state.locale, charts.odds_bars(state.ruleset, entry.events))


#: What ``chart`` of /charts/{chart} names: the pools or the odds, as PNG or SVG (no suffix: by Accept).
CHART_PATTERN = r"^(pools|odds)(\.(png|svg))?$"
CHART_NAME = Param("name", "query", {"type": "string", "minLength": 1, "maxLength": 100}, "One character's pools.")
CHART_DUEL = Param("duel", "query", {"type": "string", "minLength": 1, "maxLength": 20}, "One duel's pools.")
CHART_ODDS = Param("q", "query", {"type": "string", "minLength": 1, "maxLength": 500}, "What /odds takes (odds).")
CHART_SEQ = Param(
    "seq",
    "query",
    {"type": "integer", "minimum": 1, "maximum": MAX_SEQ},
    "The log position of an /odds answered (odds).",
)
CHART_SIZE = Param("size", "query", {"type": "string", "enum": ["wide", "narrow"]}, "narrow: for a phone's screen.")


AFTER = Param(
    "after", "query", {"type": "integer", "minimum": 0, "maximum": MAX_SEQ}, "Entries with a position above this."
)
LIMIT = Param("limit", "query", {"type": "integer", "minimum": 1, "maximum": MAX_PAGE}, "Most entries to return.")
IDEMPOTENCY = Param(
    "Idempotency-Key",
    "header",
    {"type": "string", "pattern": _KEY.pattern},
    "A retried request with the same key and body gets the first reply (a refusal too) and changes nothing again; "
    "the same key with another body is 422.",
)

GAME = "/api/games/{game}"
ROUTES: tuple[Route, ...] = (
    Route("GET", "/api/games", list_games, "List every game", "admin", response=GameList),
    Route("POST", "/api/games", create_game, "Open a game", "admin", GameIn, GameOut, 201, errors=(400, 409)),
    Route("GET", GAME, get_game, "Describe a game", response=GameOut, errors=(404,)),
    Route("GET", f"{GAME}/characters", characters, "List the roster", response=CharacterList, errors=(404,)),
    Route(
        "GET",
        f"{GAME}/characters/{{name}}",
        one_character,
        "Describe a character",
        response=CharacterOut,
        errors=(404,),
    ),
    Route("GET", f"{GAME}/pools", pools, "Every character's pools and states", response=PoolsOut, errors=(404,)),
    Route("GET", f"{GAME}/duels", duels, "List the duels", response=DuelList, errors=(404,)),
    Route("GET", f"{GAME}/duels/{{duel}}", one_duel, "Describe a duel", response=DuelOut, errors=(404,)),
    Route(
        "GET", f"{GAME}/events", event_log, "Read the event log", response=LogOut, params=(AFTER, LIMIT), errors=(404,)
    ),
    Route(
        "GET",
        f"{GAME}/charts/{{chart}}",
        chart,
        "A picture: the pools over the log, or the odds of a move (PNG or SVG)",
        params=(CHART_NAME, CHART_DUEL, CHART_ODDS, CHART_SEQ, CHART_SIZE),
        media="image/png",
        errors=(404,),
    ),
    Route("GET", f"{GAME}/dashboard", dashboard, "What the dashboard shows", response=Dashboard, errors=(404,)),
    Route(
        "POST",
        f"{GAME}/commands",
        command,
        "Send a command in the command language",
        "command",
        CommandIn,
        response=CommandOut,
        params=(IDEMPOTENCY,),
        errors=(404, 422),
    ),
    Route("GET", f"{GAME}/whoami", whoami, "What the token is", response=WhoAmI, errors=(404,)),
    Route("GET", f"{GAME}/tokens", list_tokens, "List the game's tokens", "manage", response=TokenList, errors=(404,)),
    Route("POST", f"{GAME}/tokens", create_token, "Make a token", "manage", TokenIn, TokenMade, 201, errors=(404, 409)),
    Route("DELETE", f"{GAME}/tokens/{{token}}", revoke_token, "Revoke a token", "manage", status=204, errors=(404,)),
    Route("GET", "/api/locales/{locale}", messages, "The web pages' texts", None, response=Messages, errors=(404,)),
)
