"""The tables as the code sees them; the migrations under migrations/versions create them."""

from __future__ import annotations

from datetime import UTC, datetime

import sqlalchemy as sa
from sqlalchemy.engine import Dialect

#: The longest game id or dedup key stored (Telegram ids fit many times over).
KEY_LENGTH = 200

METADATA = sa.MetaData()


class UTCDateTime(sa.TypeDecorator[datetime]):
    """A timezone-aware instant, stored in UTC and read back aware on every database."""

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Store the instant in UTC."""
        return value.astimezone(UTC) if value is not None else None

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        """Read the instant back as aware UTC (SQLite keeps no offset)."""
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _game_fk() -> sa.ForeignKey:
    return sa.ForeignKey("games.id", ondelete="CASCADE", deferrable=True, initially="DEFERRED")


def _json() -> sa.JSON:
    return sa.JSON(none_as_null=True)


games = sa.Table(
    "games",
    METADATA,
    sa.Column("id", sa.String(KEY_LENGTH), primary_key=True),
    sa.Column("ruleset", sa.String(40), nullable=False),
    sa.Column("seq", sa.BigInteger, nullable=False),
    sa.Column("state", _json(), nullable=False),
    sa.Column("updated_at", UTCDateTime, nullable=False),
)

log = sa.Table(
    "log",
    METADATA,
    sa.Column("game_id", sa.String(KEY_LENGTH), _game_fk(), primary_key=True),
    sa.Column("seq", sa.BigInteger, primary_key=True),
    sa.Column("at", UTCDateTime, nullable=False),
    sa.Column("actor", _json(), nullable=False),
    sa.Column("command", _json(), nullable=False),
    sa.Column("events", _json(), nullable=False),
    sa.Column("changes", _json(), nullable=False),
    sa.Column("undoes", sa.BigInteger, nullable=True),
)

#: A game's characters and duels, a row each (assistant.state.grain); the game's state holds the rest.
entities = sa.Table(
    "entities",
    METADATA,
    sa.Column("game_id", sa.String(KEY_LENGTH), _game_fk(), primary_key=True),
    sa.Column("field", sa.String(20), primary_key=True),
    sa.Column("key", sa.String(KEY_LENGTH), primary_key=True),
    sa.Column("data", _json(), nullable=False),
    sa.Column("pos", sa.BigInteger, nullable=False),  #: its place in the game's order: a new one goes last
)

dedup = sa.Table(
    "dedup",
    METADATA,
    sa.Column("key", sa.String(KEY_LENGTH), primary_key=True),
    sa.Column("game_id", sa.String(KEY_LENGTH), _game_fk(), nullable=False, index=True),
    sa.Column("reply", _json(), nullable=False),
    sa.Column("at", UTCDateTime, nullable=False, index=True),
)

#: Each game's timer, its next boundary (assistant.state.timers): replaced in the command's own transaction, taken by
#: a scheduler once due and held by it until ``claimed_until`` (a hold that lapses lets another scheduler take it).
timers = sa.Table(
    "timers",
    METADATA,
    sa.Column("game_id", sa.String(KEY_LENGTH), _game_fk(), primary_key=True),
    sa.Column("kind", sa.String(40), nullable=False),
    sa.Column("duel", sa.String(KEY_LENGTH), nullable=False),
    sa.Column("due_at", UTCDateTime, nullable=False, index=True),
    sa.Column("command", _json(), nullable=False),
    sa.Column("claimed_until", UTCDateTime, nullable=True, index=True),
)
