"""Alembic environment: migrate the connection the storage adapter hands over, inside its transaction."""

from __future__ import annotations

from alembic import context

from adapters.storage.schema import METADATA


def run_migrations() -> None:
    """Upgrade on the given connection; the caller owns the transaction and its lock."""
    connection = context.config.attributes["connection"]
    # The adapter's BEGIN (IMMEDIATE on SQLite) wraps every version: DDL commits or rolls back as one.
    context.configure(connection=connection, target_metadata=METADATA, transactional_ddl=True, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
