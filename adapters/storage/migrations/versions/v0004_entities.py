"""A game's characters and duels a row each, so a command writes what it changed, not the whole roster.

The games' state keeps the head (every field but the entities, which it leaves empty); the rows of the new table
hold the entities, each with its position in the game (a roster keeps the order its characters were made
in). Existing games are split here, and joined again by the downgrade.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from assistant.state.grain import assemble, split

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

KEY = 200

_games = sa.table("games", sa.column("id", sa.String), sa.column("state", sa.JSON(none_as_null=True)))
_entities = sa.table(
    "entities",
    sa.column("game_id", sa.String),
    sa.column("field", sa.String),
    sa.column("key", sa.String),
    sa.column("data", sa.JSON(none_as_null=True)),
    sa.column("pos", sa.BigInteger),
)


def upgrade() -> None:
    """Create the entities' table and move every game's characters and duels into it."""
    op.create_table(
        "entities",
        sa.Column(
            "game_id",
            sa.String(KEY),
            sa.ForeignKey("games.id", ondelete="CASCADE", deferrable=True, initially="DEFERRED"),
            primary_key=True,
        ),
        sa.Column("field", sa.String(20), primary_key=True),
        sa.Column("key", sa.String(KEY), primary_key=True),
        sa.Column("data", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("pos", sa.BigInteger, nullable=False),
    )
    conn = op.get_bind()
    for game_id, state in conn.execute(sa.select(_games.c.id, _games.c.state)).all():
        head, rows = split(state)
        conn.execute(_games.update().where(_games.c.id == game_id).values(state=head))
        if rows:
            values = [
                {"game_id": game_id, "field": f, "key": k, "data": d, "pos": pos}
                for pos, ((f, k), d) in enumerate(rows.items(), start=1)
            ]
            conn.execute(_entities.insert(), values)


def downgrade() -> None:
    """Join every game's entities back into its state and drop their table."""
    conn = op.get_bind()
    for game_id, state in conn.execute(sa.select(_games.c.id, _games.c.state)).all():
        columns = (_entities.c.field, _entities.c.key, _entities.c.data)
        query = sa.select(*columns).where(_entities.c.game_id == game_id).order_by(_entities.c.pos)
        rows = {(f, k): d for f, k, d in conn.execute(query).all()}
        conn.execute(_games.update().where(_games.c.id == game_id).values(state=assemble(state, rows)))
    op.drop_table("entities")
