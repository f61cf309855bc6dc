"""Web tokens: GM, player and read-only tokens per game, kept hashed in the game; one admin token per server."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

from pydantic import TypeAdapter

from assistant import access
from assistant.engine import Engine
from assistant.ports import Storage
from models import Actor
from models.game import AccessToken, TokenRole

ADMIN = "admin"
#: The door of the commands that make and revoke tokens.
DOOR = "http"
#: How a web token's actor id begins: web:<token id>.
WEB = "web:"
#: Where a game token's secret ends its game's id (base64url, which has no dot) and starts its random part.
_GAME_END = "."
#: The longest game part of a secret looked up (a game id is at most 200 characters).
_MAX_GAME_PART = 280

_ACCESS = TypeAdapter(list[AccessToken])


class Unauthorized(Exception):
    """No token, or one that matches nothing."""


class TokenRefused(Exception):
    """The engine refused to make or revoke a token: ``key`` is its refusal's (too many, no such token, GM only)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def new_secret(game: str | None = None) -> str:
    """Return a fresh random token secret; a game token's starts with its game, so any route knows whose it is."""
    random_part = secrets.token_urlsafe(32)
    if game is None:
        return random_part
    return base64.urlsafe_b64encode(game.encode("utf-8")).decode("ascii").rstrip("=") + _GAME_END + random_part


def game_of(secret: str) -> str | None:
    """Return the game a game token's secret names, or None (an admin token, an older token, garbage)."""
    part, dot, _ = secret.partition(_GAME_END)
    if not dot or not part or len(part) > _MAX_GAME_PART:
        return None
    try:
        return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None


def digest(secret: str) -> str:
    """Return the stored form of a secret: its SHA-256, hex."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def match(secret: str, tokens: Iterable[AccessToken]) -> AccessToken | None:
    """Return the token a secret opens, comparing every stored digest in constant time."""
    wanted, found = digest(secret), None
    for token in tokens:
        if hmac.compare_digest(token.digest, wanted):
            found = token
    return found


@dataclass(frozen=True)
class Principal:
    """Who a request acts as: a role, the game it is limited to (None: every game), the engine's actor."""

    role: str
    game: str | None
    actor: Actor

    def can_read(self, game: str) -> bool:
        """Say whether it may see a game."""
        return self.game is None or self.game == game

    def can_command(self, game: str) -> bool:
        """Say whether it may send commands to a game."""
        return self.can_read(game) and self.role != "read"

    def can_manage(self, game: str) -> bool:
        """Say whether it may make and revoke a game's tokens."""
        return self.can_read(game) and self.role in (ADMIN, "gm")


def actor_of(token: AccessToken) -> Actor:
    """Return the engine's actor for a game token: a GM token's actor is a GM of the game."""
    return Actor(id=f"{WEB}{token.id}", name=token.label or f"{WEB}{token.id}", admin=token.role == "gm")


ADMIN_ACTOR = Actor(id="web:admin", name="admin", admin=True)


def bearer(header: str | None) -> str | None:
    """Return the secret of an 'Authorization: Bearer …' header, or None."""
    scheme, _, secret = (header or "").partition(" ")
    if scheme.lower() != "bearer":
        return None
    return secret.strip() or None


class Tokens:
    """Checks secrets against the admin token and the game's stored digests; makes and revokes game tokens."""

    def __init__(self, storage: Storage, admin_secret: str, engine: Engine) -> None:
        self.storage = storage
        self.engine = engine
        self._admin = digest(admin_secret)

    async def principal(self, secret: str | None, game: str | None) -> Principal:
        """Return who a secret is, or raise Unauthorized; a game token is its game's, whichever route it calls."""
        if not secret:
            raise Unauthorized
        if hmac.compare_digest(digest(secret), self._admin):
            return Principal(ADMIN, None, ADMIN_ACTOR)
        home = game_of(secret) or game  # an older token names no game: it opens the route's game only
        token = match(secret, await self.list(home)) if home else None
        if token is None or home is None:
            raise Unauthorized
        return Principal(token.role, home, actor_of(token))

    async def list(self, game: str) -> list[AccessToken]:
        """Return a game's tokens (hashes only); none for a game that does not exist."""
        raw = await self.storage.read_state(game)
        return _ACCESS.validate_python(raw.get("access", [])) if raw else []

    async def create(self, game: str, role: TokenRole, label: str, actor: Actor) -> tuple[AccessToken, str]:
        """Make a token for a game, as a log entry; return it and its secret, which is not kept."""
        secret = new_secret(game)
        made = AccessToken(
            id=secrets.token_hex(4), digest=digest(secret), role=role, label=label, created=self.engine.clock.now()
        )
        reply = await self.engine.apply(access.add_command(made, DOOR), actor, game, access.adding(made))
        if reply.refusal is not None:
            raise TokenRefused(reply.refusal.key)
        return made, secret

    async def revoke(self, game: str, token_id: str, actor: Actor) -> None:
        """Remove a game's token, as a log entry, or raise NoSuchToken."""
        reply = await self.engine.apply(access.revoke_command(token_id, DOOR), actor, game, access.revoking(token_id))
        if reply.refusal is not None:
            raise TokenRefused(reply.refusal.key)
