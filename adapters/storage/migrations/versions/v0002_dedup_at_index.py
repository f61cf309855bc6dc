"""An index on the dedup replies' time, so the old ones are found without a scan when they are forgotten.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Index dedup.at."""
    op.create_index("ix_dedup_at", "dedup", ["at"])


def downgrade() -> None:
    """Drop the index."""
    op.drop_index("ix_dedup_at", table_name="dedup")
