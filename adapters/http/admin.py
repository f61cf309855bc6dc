"""The server's admin token, kept in the data directory so that an admin link survives a restart; its rotation."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from adapters.http.auth import new_secret
from assistant.config import Settings
from assistant.i18n import translator

#: The file in the data directory that holds the admin token (readable by its owner only).
TOKEN_FILE = "admin-token"


def token_path(data_dir: Path) -> Path:
    """Return where the admin token is kept."""
    return data_dir / TOKEN_FILE


def write_token(data_dir: Path, secret: str) -> None:
    """Store an admin token, readable and writable by its owner only."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = token_path(data_dir)
    fresh = path.with_suffix(".new")
    fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(secret + "\n")
    fresh.replace(path)


def stored_token(data_dir: Path) -> str:
    """Return the kept admin token, making and keeping one on first use."""
    path = token_path(data_dir)
    if path.is_file():
        kept = path.read_text(encoding="utf-8").strip()
        if kept:
            return kept
    secret = new_secret()
    write_token(data_dir, secret)
    return secret


def rotate(data_dir: Path) -> str:
    """Replace the kept admin token with a new one and return it."""
    secret = new_secret()
    write_token(data_dir, secret)
    return secret


def base_url(settings: Settings) -> str:
    """Return the server's address as printed links name it."""
    return settings.http_public_url.rstrip("/") or f"http://{settings.http_host}:{settings.http_port}"


def token_main(args: argparse.Namespace) -> int:
    """Run `assistant token rotate`: a new admin token, the old one refused from the server's next start."""
    settings = Settings()
    locale = args.locale or settings.default_locale
    if settings.http_admin_token is not None and settings.http_admin_token.get_secret_value():
        print(translator().format("web-token-rotate-env", locale), file=sys.stderr, flush=True)
        return 1
    secret = rotate(settings.data_dir)
    link = f"{base_url(settings)}/#token={secret}"
    print(translator().format("web-token-rotated", locale, {"url": link}), flush=True)
    return 0
