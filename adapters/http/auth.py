"""Web tokens: GM, player and read-only tokens per game, kept hashed in the game; one admin token per server."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import TypeAdapter

from assistant.errors import NotFound
from assistant.ports import Storage
from models import Actor
from models.game import AccessToken, TokenRole

ADMIN = "admin"
#: Most tokens one game may hold.
MAX_TOKENS = 50

_ACCESS = TypeAdapter(list[AccessToken])


class Unauthorized(Exception):
    """No token, or one that matches nothing."""


class Forbidden(Exception):
    """A token that may not do this."""


def new_secret() -> str:
    """Return a fresh random token secret."""
    return secrets.token_urlsafe(32)


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
    return Actor(id=f"web:{token.id}", name=token.label or f"web:{token.id}", admin=token.role == "gm")


ADMIN_ACTOR = Actor(id="web:admin", name="admin", admin=True)


def bearer(header: str | None) -> str | None:
    """Return the secret of an 'Authorization: Bearer …' header, or None."""
    scheme, _, secret = (header or "").partition(" ")
    if scheme.lower() != "bearer":
        return None
    return secret.strip() or None


class Tokens:
    """Checks secrets against the admin token and the game's stored digests; makes and revokes game tokens."""

    def __init__(self, storage: Storage, admin_secret: str) -> None:
        self.storage = storage
        self._admin = digest(admin_secret)

    async def principal(self, secret: str | None, game: str | None) -> Principal:
        """Return who a secret is, for a request on a game (or on none), or raise Unauthorized."""
        if not secret:
            raise Unauthorized
        if hmac.compare_digest(digest(secret), self._admin):
            return Principal(ADMIN, None, ADMIN_ACTOR)
        token = match(secret, await self.list(game)) if game else None
        if token is None:
            raise Unauthorized
        return Principal(token.role, game, actor_of(token))

    async def list(self, game: str) -> list[AccessToken]:
        """Return a game's tokens (hashes only); none for a game that does not exist."""
        raw = await self.storage.read_state(game)
        return _ACCESS.validate_python(raw.get("access", [])) if raw else []

    async def create(self, game: str, role: TokenRole, label: str, now: datetime) -> tuple[AccessToken, str]:
        """Make a token for a game; return it and its secret, which is not kept."""
        secret = new_secret()
        token = AccessToken(id=secrets.token_hex(4), digest=digest(secret), role=role, label=label, created=now)
        await self._change(game, lambda tokens: _added(tokens, token))
        return token, secret

    async def revoke(self, game: str, token_id: str) -> None:
        """Remove a game's token, or raise NotFound."""
        await self._change(game, lambda tokens: _removed(tokens, token_id))

    async def _change(self, game: str, edit: Any) -> None:
        async with self.storage.transaction(game) as tx:
            raw = await tx.load()
            if raw is None:
                raise NotFound("refusal-not-found", rule="web.tokens")
            tokens: list[AccessToken] = edit(_ACCESS.validate_python(raw.get("access", [])))
            await tx.save({**raw, "access": _ACCESS.dump_python(tokens, mode="json")})


def _added(tokens: list[AccessToken], token: AccessToken) -> list[AccessToken]:
    if len(tokens) >= MAX_TOKENS:
        raise Forbidden(f"a game holds at most {MAX_TOKENS} tokens")
    return [*tokens, token]


def _removed(tokens: list[AccessToken], token_id: str) -> list[AccessToken]:
    kept = [t for t in tokens if t.id != token_id]
    if len(kept) == len(tokens):
        raise NotFound("refusal-not-found", rule="web.tokens")
    return kept
