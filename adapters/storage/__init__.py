"""Durable games: SQLite (WAL, a file in the data directory) by default, PostgreSQL for several replicas."""

from __future__ import annotations

import logging

#: Alembic logs every plugin on import and every step at each start: keep its warnings only, before it is
#: imported (``storage.migrated`` says when the schema changed).
logging.getLogger("alembic").setLevel(logging.WARNING)

from sqlalchemy.exc import DBAPIError  # noqa: E402
from sqlalchemy.ext.asyncio import create_async_engine  # noqa: E402

from adapters.storage.dialects import dialect_for, normalize_url  # noqa: E402
from adapters.storage.migrate import migrate  # noqa: E402
from adapters.storage.sql import SqlStorage, SqlTransaction  # noqa: E402
from assistant.errors import StorageError  # noqa: E402
from assistant.state.ports import Clock  # noqa: E402

__all__ = ["SqlStorage", "SqlTransaction", "open_storage"]


async def open_storage(url: str, *, schema: str | None = None, clock: Clock | None = None) -> SqlStorage:
    """Open the database a URL names, creating a SQLite file's folder and applying migrations.

    A PostgreSQL schema to work in may be given here or in the URL: ``postgresql://u@h/db?schema=NAME``. The
    clock times the rows (a state's update, a reply kept for redeliveries); the machine's by default.
    """
    target = normalize_url(url)
    schema = schema or str(target.query.get("schema", "")) or None
    target = target.difference_update_query(["schema"])
    dialect = dialect_for(target)
    try:
        engine = create_async_engine(target, **dialect.prepare(target, schema))
    except OSError as exc:  # the SQLite file's folder cannot be made (a file in the way, a read-only disk)
        raise StorageError(str(exc)) from exc
    dialect.install(engine)
    try:
        await migrate(engine, dialect)
    except (OSError, DBAPIError) as exc:  # the file cannot be opened or written; the server is not there
        await engine.dispose()
        raise StorageError(str(exc.orig if isinstance(exc, DBAPIError) else exc)) from exc
    except BaseException:
        await engine.dispose()
        raise
    return SqlStorage(engine, dialect, clock)
