"""Settings, read once in bootstrap from ASSISTANT_* variables and an optional .env file."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, field_validator
from pydantic_core import PydanticCustomError
from pydantic_settings import BaseSettings, SettingsConfigDict

#: Fewest characters a set admin token has: a guessable one would open every game.
MIN_ADMIN_TOKEN = 16
#: How many games the engine keeps parsed between commands (the most recently played), by default: 14 KB a small
#: game, 4.4 MB one of 1,000 characters (bench/sizing.py, tracemalloc). A game not kept is read and parsed again.
LIVE_GAMES = 4096


def default_data_dir() -> Path:
    """Return the user's data directory for the assistant (XDG on Linux)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "wizard-assistant"


#: The command-line options every subcommand names the same, and the setting each one sets.
ARG_FIELDS = {
    "db": "database_url",
    "rules": "default_ruleset",
    "locale": "default_locale",
    "host": "http_host",
    "port": "http_port",
}


class Settings(BaseSettings):
    """Every setting of the service; the README's configuration table lists them."""

    model_config = SettingsConfigDict(env_prefix="ASSISTANT_", env_file=".env", extra="ignore")

    data_dir: Path = Field(default_factory=default_data_dir, description="Where the SQLite file and models live.")
    database_url: str = Field(default="", description="SQLAlchemy URL; empty: SQLite in data_dir; 'memory://': none.")
    default_ruleset: str = Field(default="feniks", description="Ruleset of a new game.")
    default_locale: str = Field(default="en", description="Locale of a new game when the door knows none.")
    inline_rulesets: dict[str, str] = Field(
        default_factory=lambda: {"pl": "feniks", "ru": "ergs", "fr": "duel_club", "cs": "spell_points"},
        description="Ruleset of a Telegram inline query naming none, by the user's language; others: default_ruleset.",
    )
    log_format: str = Field(default="auto", description="'json', 'console', or 'auto' (console on a TTY).")
    log_level: str = Field(default="INFO", description="Lowest level logged.")
    telegram_token: SecretStr | None = Field(default=None, description="Bot token from BotFather; empty: no Telegram.")
    telegram_base_url: str = Field(default="https://api.telegram.org/bot", description="Bot API base URL.")
    webhook_url: str = Field(default="", description="Public HTTPS URL of the webhook; empty: long polling.")
    webhook_secret: SecretStr | None = Field(default=None, description="Secret token Telegram sends in a header.")
    http_host: str = Field(default="127.0.0.1", description="Address the web server listens on.")
    http_port: int = Field(default=8080, description="Port the web server listens on.")
    http_public_url: str = Field(default="", description="Public base URL of the web server, for printed links.")
    http_admin_token: SecretStr | None = Field(
        default=None,
        description="Server-wide admin token of the web API; empty: one kept in data_dir/admin-token, printed.",
    )
    dedup_days: float = Field(
        default=7, ge=0, description="Days a reply is kept to answer a redelivered update once; 0 keeps them forever."
    )
    http_poll_seconds: float = Field(
        default=1.0,
        gt=0,
        description=(
            "How often live pages look for commands other processes applied (replicas on PostgreSQL tell each other "
            "at once; this is the fallback)."
        ),
    )
    live_games: int = Field(
        default=LIVE_GAMES,
        ge=1,
        description="Games kept parsed between commands, the most recently played (14 KB a small game).",
    )

    @field_validator("http_admin_token")
    @classmethod
    def _strong_admin_token(cls, value: SecretStr | None) -> SecretStr | None:
        """Refuse a set admin token that is short or holds spaces (empty: a new one is made at each start)."""
        secret = value.get_secret_value() if value is not None else ""
        if secret and (len(secret) < MIN_ADMIN_TOKEN or not secret.isprintable() or any(c.isspace() for c in secret)):
            raise PydanticCustomError(
                "weak_token",
                "a token of at least {min} printable characters without spaces is needed",
                {"min": MIN_ADMIN_TOKEN},
            )
        return value

    @classmethod
    def from_args(cls, args: Any, **fixed: Any) -> Settings:
        """Return the settings with a command line's options over the environment's: ``--db``, ``--rules``,
        ``--locale``, ``--host``, ``--port`` where the subcommand has them and they were given (``fixed``: values a
        subcommand sets itself)."""
        given = {field: getattr(args, option, None) for option, field in ARG_FIELDS.items()}
        return cls(**{k: v for k, v in given.items() if v not in (None, "")}, **fixed)

    def sqlite_url(self) -> str:
        """Return the database URL, defaulting to a SQLite file in the data directory."""
        return self.database_url or f"sqlite+aiosqlite:///{self.data_dir / 'assistant.sqlite3'}"
