"""Alembic environment: migrate the connection the storage adapter hands over, inside its transaction."""

from __future__ import annotations

from alembic import context

from adapters.storage.schema import METADATA


def run_migrations() -> None:
    """Upgrade on the given connection; the caller owns the transaction and its lock."""
    context.configure(connection=context.config.attributes["connection"], target_metadata=METADATA)
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
