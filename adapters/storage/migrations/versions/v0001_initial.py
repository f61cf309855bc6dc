"""Games, their append-only log, and dedup replies.

Revision ID: 0001
Revises:
Create Date: 2026-01-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

KEY = 200


def _game_fk() -> sa.ForeignKey:
    return sa.ForeignKey("games.id", ondelete="CASCADE", deferrable=True, initially="DEFERRED")


def _json() -> sa.JSON:
    return sa.JSON(none_as_null=True)


def upgrade() -> None:
    """Create the three tables; every integer is 64-bit (seq, Telegram-sized ids)."""
    op.create_table(
        "games",
        sa.Column("id", sa.String(KEY), primary_key=True),
        sa.Column("ruleset", sa.String(40), nullable=False),
        sa.Column("seq", sa.BigInteger, nullable=False),
        sa.Column("state", _json(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "log",
        sa.Column("game_id", sa.String(KEY), _game_fk(), primary_key=True),
        sa.Column("seq", sa.BigInteger, primary_key=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("actor", _json(), nullable=False),
        sa.Column("command", _json(), nullable=False),
        sa.Column("events", _json(), nullable=False),
        sa.Column("changes", _json(), nullable=False),
        sa.Column("undoes", sa.BigInteger, nullable=True),
    )
    op.create_table(
        "dedup",
        sa.Column("key", sa.String(KEY), primary_key=True),
        sa.Column("game_id", sa.String(KEY), _game_fk(), nullable=False),
        sa.Column("reply", _json(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_dedup_game_id", "dedup", ["game_id"])


def downgrade() -> None:
    """Drop the three tables."""
    op.drop_index("ix_dedup_game_id", table_name="dedup")
    op.drop_table("dedup")
    op.drop_table("log")
    op.drop_table("games")
