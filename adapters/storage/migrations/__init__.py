"""Alembic migrations of the storage schema, applied at start by adapters.storage.migrate."""
