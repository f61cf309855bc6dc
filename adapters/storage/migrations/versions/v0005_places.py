"""The game a door's place plays where it is not its own: a Telegram forum topic set to play its chat's game.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

KEY = 200


def upgrade() -> None:
    """Create the places table: one row per place that plays another game than its own."""
    op.create_table(
        "places",
        sa.Column("place", sa.String(KEY), primary_key=True),
        sa.Column("game_id", sa.String(KEY), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop the places table."""
    op.drop_table("places")
