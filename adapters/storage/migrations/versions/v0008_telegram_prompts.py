"""The Telegram door's turn prompts standing, in a table it owns: which message shows the buttons of which awaited
move, in which chat and topic, so that every replica takes off the buttons of a prompt any replica sent.

Topic 0 is a chat's General (Telegram numbers its topics from 1).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

NAME = 200


def upgrade() -> None:
    """Create telegram_prompts."""
    op.create_table(
        "telegram_prompts",
        sa.Column("chat", sa.BigInteger, primary_key=True),
        sa.Column("topic", sa.BigInteger, primary_key=True),
        sa.Column("duel", sa.String(NAME), primary_key=True),
        sa.Column("character", sa.String(NAME), primary_key=True),
        sa.Column("token", sa.String(NAME), nullable=False),
        sa.Column("message_id", sa.BigInteger, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_telegram_prompts_at", "telegram_prompts", ["at"])


def downgrade() -> None:
    """Drop telegram_prompts."""
    op.drop_index("ix_telegram_prompts_at", table_name="telegram_prompts")
    op.drop_table("telegram_prompts")
