"""Each game's timer, its next boundary, a row indexed by time: every replica's scheduler takes the due ones.

The rows are written from now on in each command's own transaction (assistant.state.timers). The games stored
before are given theirs here, once: each game whose head may give it a timer (a move awaited, a ruleset with bout
timers) is read whole, parsed, and its timer computed by the same function the engine calls; the others are not
parsed. A game this build cannot read (a ruleset it lacks, a state it does not parse) gets none.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-06
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
import structlog
from alembic import op

from assistant.state.grain import ENTITIES, assemble
from assistant.state.ports import Timer
from assistant.state.timers import may_have_timer, stored_timer

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

KEY = 200

log = structlog.get_logger(__name__)

_games = sa.table("games", sa.column("id", sa.String), sa.column("state", sa.JSON(none_as_null=True)))
_entities = sa.table(
    "entities",
    sa.column("game_id", sa.String),
    sa.column("field", sa.String),
    sa.column("key", sa.String),
    sa.column("data", sa.JSON(none_as_null=True)),
    sa.column("pos", sa.BigInteger),
)
_timers = sa.table(
    "timers",
    sa.column("game_id", sa.String),
    sa.column("kind", sa.String),
    sa.column("duel", sa.String),
    sa.column("due_at", sa.DateTime(timezone=True)),
    sa.column("command", sa.JSON(none_as_null=True)),
)


def upgrade() -> None:
    """Create the timers' table, indexed by due time and by hold, and give every stored game its timer."""
    op.create_table(
        "timers",
        sa.Column(
            "game_id",
            sa.String(KEY),
            sa.ForeignKey("games.id", ondelete="CASCADE", deferrable=True, initially="DEFERRED"),
            primary_key=True,
        ),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("duel", sa.String(KEY), nullable=False),
        sa.Column("due_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("command", sa.JSON(none_as_null=True), nullable=False),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_timers_due_at", "timers", ["due_at"])
    op.create_index("ix_timers_claimed_until", "timers", ["claimed_until"])
    backfill(op.get_bind())


def backfill(conn: sa.Connection) -> int:
    """Give every stored game its timer, parsing only those whose head may give one; return how many were given."""
    now = datetime.now(UTC)  # asked of the rulesets; a timer does not depend on it
    given = 0
    for game_id, head in conn.execute(sa.select(_games.c.id, _games.c.state)).all():
        if not may_have_timer(head):
            continue
        timer = _timer(conn, game_id, head, now)
        if timer is not None:
            conn.execute(_timers.insert().values(**_row(timer)))
            given += 1
    return given


def _timer(conn: sa.Connection, game_id: str, head: dict[str, Any], now: datetime) -> Timer | None:
    columns = (_entities.c.field, _entities.c.key, _entities.c.data)
    mine = (_entities.c.game_id == game_id) & _entities.c.field.in_(ENTITIES)
    rows = {(f, k): d for f, k, d in conn.execute(sa.select(*columns).where(mine).order_by(_entities.c.pos)).all()}
    try:
        return stored_timer(game_id, assemble(head, rows), now)
    except ValueError as exc:  # a state this build does not parse: it gets no timer, as it got no boundary before
        log.warning("storage.timer_unreadable", game=game_id, error=str(exc)[:200])
        return None


def _row(timer: Timer) -> dict[str, Any]:
    command = timer.command.model_dump(mode="json")
    due = timer.due.astimezone(UTC)
    return {"game_id": timer.game_id, "kind": timer.kind, "duel": timer.duel, "due_at": due, "command": command}


def downgrade() -> None:
    """Drop the timers' table."""
    op.drop_index("ix_timers_claimed_until", table_name="timers")
    op.drop_index("ix_timers_due_at", table_name="timers")
    op.drop_table("timers")
