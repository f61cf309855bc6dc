"""The messages of a reply delivered to a chat, each under its update, so a redelivery sends only the rest.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

KEY = 200


def upgrade() -> None:
    """Create the deliveries table: one row per message sent, keyed by its update's key and its part."""
    op.create_table(
        "deliveries",
        sa.Column("key", sa.String(KEY), primary_key=True),
        sa.Column("part", sa.Integer, primary_key=True),
        sa.Column("message_id", sa.BigInteger, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_deliveries_at", "deliveries", ["at"])


def downgrade() -> None:
    """Drop the deliveries table."""
    op.drop_index("ix_deliveries_at", table_name="deliveries")
    op.drop_table("deliveries")
