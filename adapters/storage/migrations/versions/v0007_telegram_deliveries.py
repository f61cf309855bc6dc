"""The Telegram door's own table of what it sent: each message of an update's reply, claimed before it is sent.

The deliveries table of the core (revision 0003) becomes the door's telegram_deliveries: a row without a message is
a claim (by whom, since when), so that copies of an update handled by several replicas send each message once. The
rows recorded so far come along. The places table (revision 0005) stays until the door has made each of its rows a
game setting of the chat's game (adapters.telegram.topics.adopt_old), which then deletes it.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

KEY = 200


def upgrade() -> None:
    """Create telegram_deliveries with the rows of deliveries, and drop deliveries."""
    op.create_table(
        "telegram_deliveries",
        sa.Column("key", sa.String(KEY), primary_key=True),
        sa.Column("part", sa.Integer, primary_key=True),
        sa.Column("message_id", sa.BigInteger, nullable=True),
        sa.Column("claimer", sa.String(64), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_telegram_deliveries_at", "telegram_deliveries", ["at"])
    op.execute(
        'INSERT INTO telegram_deliveries ("key", part, message_id, at) '
        'SELECT "key", part, message_id, at FROM deliveries'
    )
    op.drop_index("ix_deliveries_at", table_name="deliveries")
    op.drop_table("deliveries")


def downgrade() -> None:
    """Bring deliveries back with the messages recorded (claims are dropped), and drop telegram_deliveries."""
    op.create_table(
        "deliveries",
        sa.Column("key", sa.String(KEY), primary_key=True),
        sa.Column("part", sa.Integer, primary_key=True),
        sa.Column("message_id", sa.BigInteger, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_deliveries_at", "deliveries", ["at"])
    op.execute(
        'INSERT INTO deliveries ("key", part, message_id, at) '
        'SELECT "key", part, message_id, at FROM telegram_deliveries WHERE message_id IS NOT NULL'
    )
    op.drop_index("ix_telegram_deliveries_at", table_name="telegram_deliveries")
    op.drop_table("telegram_deliveries")
