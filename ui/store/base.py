"""The database under the store: opening, migrating, and one transaction per call."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import (
    FromClause,
    Row,
    create_engine,
    event,
    func,
    inspect,
    select,
    text,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import (
    IntegrityError,
    InternalError,
    OperationalError,
    ProgrammingError,
)
from sqlalchemy.orm import Session, sessionmaker

from coach.rules import Reason
from ui.store.errors import StoreError, storage_error
from ui.store.readback import DamagedRow, ReadBack, as_stored, damaged, moment, no_time
from ui.store.records import MIGRATION_ATTEMPTS, SCHEMA_VERSION, database_url
from ui.store.schema import (
    _VERSION_TABLE,
    MIGRATIONS,
    _Base,
    _Learner,
    _now,
    _SchemaVersion,
    _sqlite_pragmas,
)

T = TypeVar("T")


class StoreBase:
    """One database: opening it creates or migrates the schema."""

    def __init__(self, url: str | None = None) -> None:
        self.url = url or database_url()
        self.engine: Engine = create_engine(self.url, pool_pre_ping=True)
        file = self.engine.url.database or ""
        # A URI ("file:...?mode=ro") names its file as it is: no folder made for it.
        sqlite_file = self.engine.dialect.name == "sqlite" and file not in ("", ":memory:")
        if sqlite_file and not file.startswith("file:"):
            Path(file).parent.mkdir(parents=True, exist_ok=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.migrate()

    @property
    def location(self) -> str:
        """Where the data lives (Settings page): the SQLite file, or the URL without password."""
        url = self.engine.url
        if url.get_backend_name() == "sqlite" and url.database not in (None, "", ":memory:"):
            return str(Path(url.database).resolve())
        return url.render_as_string(hide_password=True)

    def migrate(self) -> int:
        """Apply the migrations this database lacks; returns the schema version.

        Safe when several processes open a new database at once: the first takes a lock for
        the whole migration (PostgreSQL: an advisory lock; SQLite: ``BEGIN IMMEDIATE``, the
        write lock), the others wait and then find the schema current. A race the lock cannot
        cover (a file being created) is retried, as every migration is idempotent."""
        if self._schema_current():
            return SCHEMA_VERSION  # nothing to write: a read-only database opens too
        for attempt in range(MIGRATION_ATTEMPTS):
            try:
                with self.engine.connect() as connection:
                    self._migrate_locked(connection)
                    connection.commit()
                break
            except (OperationalError, ProgrammingError, IntegrityError):
                if attempt == MIGRATION_ATTEMPTS - 1:
                    raise
                time.sleep(0.05 * (attempt + 1))
        return self.schema_version()

    def _schema_current(self) -> bool:
        try:
            with self.engine.connect() as connection:
                if not inspect(connection).has_table("schema_version"):
                    return False
                version = connection.scalar(select(func.max(_SchemaVersion.version)))
                return version == len(MIGRATIONS)
        except OperationalError:
            return False

    def _migrate_locked(self, connection: Connection) -> None:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(4711)"))
        elif connection.dialect.name == "sqlite":
            connection.exec_driver_sql("BEGIN IMMEDIATE")
        _Base.metadata.create_all(connection, tables=[_VERSION_TABLE])
        current = (
            connection.scalar(
                select(_SchemaVersion.version).order_by(_SchemaVersion.version.desc())
            )
            or 0
        )
        for version in range(current + 1, len(MIGRATIONS) + 1):
            MIGRATIONS[version - 1](connection)
            connection.execute(_VERSION_TABLE.insert().values(version=version, applied_at=_now()))

    def schema_version(self) -> int:
        with self._session() as session:
            version = session.scalar(
                select(_SchemaVersion.version).order_by(_SchemaVersion.version.desc())
            )
        return version or 0

    @contextmanager
    def _session(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back on any error; a
        database that cannot write raises `StorageError` (nothing of the block is kept)."""
        try:
            with self._sessions.begin() as session:
                yield session
        except (OperationalError, InternalError) as error:
            raise storage_error(error) from None

    @contextmanager
    def _owner(self, learner_id: int) -> Iterator[Session]:
        """A transaction on behalf of a learner: refused unless the learner exists (every
        owned row is then read and written only under this learner's id)."""
        with self._session() as session:
            if session.get(_Learner, learner_id) is None:
                raise StoreError(f"no learner with id {learner_id}")
            yield session

    def _read_rows(
        self,
        learner_id: int,
        table: FromClause,
        time: str,
        what: str,
        read: Callable[[Row[Any], datetime], T | Reason],
        *,
        newest: bool = False,
    ) -> ReadBack[T]:
        """The learner's rows of `table` by the column `time` (then id; `newest` first), each
        made an item by `read` (given the row and its time), or named damaged by the reason
        code `what` with the reason `read` gives, or the time's when that is no time."""
        order = [table.c[time], table.c.id]
        with self._owner(learner_id) as session:
            rows = session.execute(
                select(*as_stored(table))
                .where(table.c.learner_id == learner_id)
                .order_by(*(column.desc() for column in order) if newest else order)
            ).all()
        found: list[T] = []
        broken: list[DamagedRow] = []
        for row in rows:
            stored = row._mapping[time]
            at = moment(stored)
            item = no_time(stored) if at is None else read(row, at)
            if isinstance(item, Reason):
                broken.append(damaged(what, row.id, item))
            else:
                found.append(item)
        return ReadBack(tuple(found), tuple(broken))

    def close(self) -> None:
        self.engine.dispose()
