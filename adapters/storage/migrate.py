"""Versioned schema migrations (Alembic), applied at start under a lock so replicas may start together."""

from __future__ import annotations

import asyncio
import weakref

import structlog
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.storage.dialects import Dialect

#: Where the migration scripts live, as a package resource (shipped inside the wheel).
SCRIPT_LOCATION = "adapters.storage:migrations"

#: The lock name every starting process takes before migrating.
MIGRATION_LOCK = "wizard-assistant:migrations"


log = structlog.get_logger(__name__)

#: One migration at a time per event loop: Alembic's ``context`` and ``op`` are process-wide proxies.
_RUNNING: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Lock] = weakref.WeakKeyDictionary()


def _one_at_a_time() -> asyncio.Lock:
    return _RUNNING.setdefault(asyncio.get_running_loop(), asyncio.Lock())


def alembic_config(connection: Connection | None = None) -> Config:
    """Return an Alembic configuration for the shipped scripts, bound to a connection."""
    config = Config()
    config.set_main_option("script_location", SCRIPT_LOCATION)
    config.attributes["connection"] = connection
    return config


def head() -> str:
    """Return the newest schema version the code knows."""
    revision = ScriptDirectory.from_config(alembic_config()).get_current_head()
    if revision is None:
        raise RuntimeError("no migration scripts found")
    return revision


def versions() -> frozenset[str]:
    """Return every schema version the code knows, the newest among them."""
    return frozenset(s.revision for s in ScriptDirectory.from_config(alembic_config()).walk_revisions())


def _upgrade(connection: Connection) -> None:
    command.upgrade(alembic_config(connection), "head")


def _current(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


async def migrate(engine: AsyncEngine, dialect: Dialect) -> str:
    """Bring the schema up to the newest version in one locked transaction; return that version."""
    async with _one_at_a_time(), engine.begin() as conn:
        await dialect.lock(conn, MIGRATION_LOCK)
        before = await conn.run_sync(_current)
        await conn.run_sync(_upgrade)
        version = await conn.run_sync(_current) or ""
    if version != before:
        log.info("storage.migrated", database=dialect.name, before=before, after=version)
    return version


async def current_version(engine: AsyncEngine) -> str | None:
    """Return the schema version the database is at, or None before any migration."""
    async with engine.connect() as conn:
        return await conn.run_sync(_current)
