"""A game's web tokens as log entries: making or revoking one is a command the product makes, logged and replayed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from assistant.errors import NotFound, RuleViolation
from assistant.rulesets.base import Context
from models import Command
from models.game import AccessToken

#: The name of the command a token is made or revoked by: no ruleset has it, so nobody can type it.
COMMAND = "token"
#: Most tokens one game may hold.
MAX_TOKENS = 50

Handler = Callable[[Context[Any]], None]


def add_command(token: AccessToken, source: str) -> Command:
    """Return the command that makes a token (its id, role and label; the digest goes into the state only)."""
    options = {"role": token.role, "label": token.label}
    return Command(name=COMMAND, args=["add", token.id], options=options, text=f"token add {token.id}", source=source)


def revoke_command(token_id: str, source: str) -> Command:
    """Return the command that revokes a token."""
    return Command(name=COMMAND, args=["revoke", token_id], text=f"token revoke {token_id}", source=source)


def adding(token: AccessToken) -> Handler:
    """Return the handler that adds a token to the game (GM), refusing beyond MAX_TOKENS."""

    def handle(ctx: Context[Any]) -> None:
        ctx.require_gm()
        if len(ctx.state.access) >= MAX_TOKENS:
            raise RuleViolation("refusal-too-many-tokens", rule="web.tokens", limit=MAX_TOKENS)
        ctx.state.access = [*ctx.state.access, token]
        ctx.emit("token-made-for" if token.label else "token-made", id=token.id, role=token.role, label=token.label)

    return handle


def revoking(token_id: str) -> Handler:
    """Return the handler that removes a token from the game (GM), refusing one it does not hold."""

    def handle(ctx: Context[Any]) -> None:
        ctx.require_gm()
        gone = next((t for t in ctx.state.access if t.id == token_id), None)
        if gone is None:
            raise NotFound("refusal-no-token", rule="web.tokens", id=token_id)
        ctx.state.access = [t for t in ctx.state.access if t.id != token_id]
        ctx.emit("token-revoked", id=gone.id, role=gone.role, label=gone.label)

    return handle
