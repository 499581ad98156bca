"""Persistence: learners, settings, notebook, lesson progress, quiz answers, saved games and the
game each learner has in progress at the Spielen table.

SQLAlchemy 2 over SQLite by default (a file in the user's data directory) or any URL in
``KIEBITZ_DB_URL`` (PostgreSQL: ``postgresql+psycopg://user:pw@host/db``). The schema is created
and migrated when a `Store` opens. Every write is one transaction; reads return frozen records,
never live ORM objects. No Streamlit here: the app caches one `Store` per URL.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

import platformdirs
from sqlalchemy import (
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    delete,
    event,
    func,
    inspect,
    select,
    text,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import (
    DBAPIError,
    IntegrityError,
    InternalError,
    OperationalError,
    ProgrammingError,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from coach.records import IssRecord, parse_records
from coach.rules import Card, CardNotationError, format_cards, parse_cards
from ui.passwords import hash_secret, secret_matches, waste_time

DB_URL_ENV = "KIEBITZ_DB_URL"
SCHEMA_VERSION = 5
MAX_NAME_LENGTH = 40
MIN_SECRET_LENGTH = 4
MAX_SECRET_LENGTH = 128
SESSION_DAYS = 30
LEARNER, TEACHER = "learner", "teacher"
MAX_NOTE_LENGTH = 4000
MAX_TITLE_LENGTH = 120
MIGRATION_ATTEMPTS = 5


class StoreError(ValueError):
    """A request the store refuses, with the reason (empty name, unknown entry, ...)."""


class StorageError(StoreError):
    """The database could not keep a write (a read-only file, a full disk, a server out of
    reach); nothing of it was saved. `reason` is a code the UI names in words."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"not saved ({reason}): {detail}")
        self.reason = reason


STORAGE_REASONS = {  # a driver's words -> our reason code
    "readonly": "read_only",
    "read-only": "read_only",
    "read only": "read_only",
    "disk is full": "disk_full",
    "no space left": "disk_full",
    "disk full": "disk_full",
    "is locked": "busy",
    "unable to open": "unreachable",
    "connection": "unreachable",
}


def storage_error(error: DBAPIError) -> StorageError:
    """Our `StorageError` for a driver's refusal, its reason told by the driver's words."""
    detail = str(error.orig) if error.orig is not None else str(error)
    lowered = detail.lower()
    reason = next((code for words, code in STORAGE_REASONS.items() if words in lowered), "other")
    return StorageError(reason, detail.splitlines()[0] if detail else reason)


class CorruptRecordError(StoreError):
    """A saved entry that can no longer be read; names the entry and what is wrong."""


def default_db_path() -> Path:
    """The SQLite file in the user's data directory."""
    return platformdirs.user_data_path("kiebitz", appauthor=False) / "kiebitz.sqlite3"


def database_url() -> str:
    """``KIEBITZ_DB_URL`` when set, else the SQLite file under the user's data directory."""
    return os.environ.get(DB_URL_ENV) or f"sqlite:///{default_db_path()}"


# --- records handed to callers ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Learner:
    """Who learns: a teacher leads groups; a guest is a browser's own nameless learner."""

    id: int
    name: str
    role: str = LEARNER
    guest: bool = False
    has_secret: bool = False


@dataclass(frozen=True, slots=True)
class Group:
    """A teacher's group of learners (club mode)."""

    id: int
    name: str


@dataclass(frozen=True, slots=True)
class PupilProgress:
    """What a teacher sees of one learner of their group: counts, never notes or games."""

    learner: Learner
    lessons_done: int
    exercises: int
    exercises_right: int
    quiz_answers: int
    quiz_right: int


@dataclass(frozen=True, slots=True)
class NotebookEntry:
    """A saved hand: cards, optional skat, the analysis shown when saving, the learner's note.

    `problem` says why a damaged entry could not be read (then `cards`/`analysis` are empty).
    """

    id: int
    created_at: datetime
    cards: tuple[Card, ...]
    skat: tuple[Card, ...]
    analysis: dict[str, Any]
    note: str
    problem: str | None = None


@dataclass(frozen=True, slots=True)
class ExerciseEvent:
    lesson_id: str
    exercise_id: str
    correct: bool
    answer: str
    at: datetime


@dataclass(frozen=True, slots=True)
class QuizAnswer:
    quiz_id: str
    question_id: str
    answer: str
    correct: bool
    cost: float | None
    at: datetime
    position: str = ""  # the quiz position's text, to ask it again (`lessons.quiz.Position`)
    skill: str = ""  # the skill a wrong answer shows to practise


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game in ISS record text, with the learner's note."""

    id: int
    title: str
    record: str
    created_at: datetime
    note: str = ""


@dataclass(frozen=True, slots=True)
class GameVerdict:
    """A graded decision of a played game (Fortschritt). `quiz_id` and `skill` are the names
    `lessons.quiz_progress` groups answers by: here the decision kind and the broken rule's code.
    """

    quiz_id: str  # the decision kind (`coach.rules.decision_kind.DecisionKind` value)
    correct: bool  # graded good
    cost: float | None
    skill: str  # the code of the coach's rule a miss broke ("" when good or unknown)
    at: datetime
    rule: str = ""  # that rule with its facts as JSON (`coach.play.table_file.reason_json`)
    game: str = ""  # the played game's key
    ply: int = -1  # the decision's ply in that game


@dataclass(frozen=True, slots=True)
class ImportedGames:
    """What an import added: new game ids, and how many were in the notebook already."""

    added: tuple[int, ...]
    already: int


# --- schema -------------------------------------------------------------------------------


def _now() -> datetime:
    return datetime.now(UTC)


def _utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes; everything stored is UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


class _Base(DeclarativeBase):
    pass


class _SchemaVersion(_Base):
    __tablename__ = "schema_version"
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    applied_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


_VERSION_TABLE = _Base.metadata.tables["schema_version"]


class _Learner(_Base):
    __tablename__ = "learners"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(MAX_NAME_LENGTH), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    secret: Mapped[str] = mapped_column(String(200), default="")  # `ui.passwords` hash or ""
    role: Mapped[str] = mapped_column(String(10), default=LEARNER)
    guest: Mapped[bool] = mapped_column(Boolean, default=False)


class _SignIn(_Base):
    """A browser's session: the SHA-256 of its cookie's token, until it expires."""

    __tablename__ = "sign_ins"
    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learners.id", ondelete="CASCADE"), index=True
    )
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class _Group(_Base):
    __tablename__ = "learner_groups"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(MAX_NAME_LENGTH), unique=True)
    teacher_id: Mapped[int] = mapped_column(
        ForeignKey("learners.id", ondelete="CASCADE"), index=True
    )


class _Membership(_Base):
    __tablename__ = "group_members"
    group_id: Mapped[int] = mapped_column(
        ForeignKey("learner_groups.id", ondelete="CASCADE"), primary_key=True
    )
    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learners.id", ondelete="CASCADE"), primary_key=True
    )


def _learner_fk() -> Mapped[int]:
    return mapped_column(ForeignKey("learners.id", ondelete="CASCADE"), index=True)


class _Setting(_Base):
    __tablename__ = "settings"
    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learners.id", ondelete="CASCADE"), primary_key=True
    )
    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))


class _NotebookEntry(_Base):
    __tablename__ = "notebook_entries"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    cards: Mapped[str] = mapped_column(String(120))
    skat: Mapped[str] = mapped_column(String(20), default="")
    analysis: Mapped[str] = mapped_column(Text, default="{}")
    note: Mapped[str] = mapped_column(Text, default="")


class _ExerciseEvent(_Base):
    __tablename__ = "exercise_events"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    lesson_id: Mapped[str] = mapped_column(String(80))
    exercise_id: Mapped[str] = mapped_column(String(120))
    correct: Mapped[bool] = mapped_column(Boolean)
    answer: Mapped[str] = mapped_column(Text, default="")
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class _LessonCompletion(_Base):
    __tablename__ = "lesson_completions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    lesson_id: Mapped[str] = mapped_column(String(80))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class _QuizAnswer(_Base):
    __tablename__ = "quiz_answers"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    quiz_id: Mapped[str] = mapped_column(String(80))
    question_id: Mapped[str] = mapped_column(String(120))
    answer: Mapped[str] = mapped_column(Text, default="")
    correct: Mapped[bool] = mapped_column(Boolean)
    cost: Mapped[float | None] = mapped_column(Float, nullable=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    position: Mapped[str] = mapped_column(Text, default="")
    skill: Mapped[str] = mapped_column(String(40), default="")


class _SavedGame(_Base):
    __tablename__ = "saved_games"
    __table_args__ = (UniqueConstraint("learner_id", "title"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    title: Mapped[str] = mapped_column(String(MAX_TITLE_LENGTH))
    record: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    note: Mapped[str] = mapped_column(Text, default="")


class _GameDecision(_Base):
    """A learner's graded decision in a finished Spielen game (one row per game and ply)."""

    __tablename__ = "game_decisions"
    __table_args__ = (UniqueConstraint("learner_id", "game", "ply"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    game: Mapped[str] = mapped_column(String(40))
    ply: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(20))
    correct: Mapped[bool] = mapped_column(Boolean)
    cost: Mapped[float | None] = mapped_column(Float, nullable=True)
    code: Mapped[str] = mapped_column(String(80), default="")
    rule: Mapped[str] = mapped_column(Text, default="")
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class _OpenTable(_Base):
    """The learner's game table in progress (Spielen), as the text `coach.play.table_file`
    writes."""

    __tablename__ = "open_tables"
    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learners.id", ondelete="CASCADE"), primary_key=True
    )
    data: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


def _create_v1(connection: Connection) -> None:
    _Base.metadata.create_all(connection)


def _open_tables_v2(connection: Connection) -> None:
    _Base.metadata.create_all(connection, tables=[_Base.metadata.tables["open_tables"]])


def _quiz_positions_v3(connection: Connection) -> None:
    """Quiz answers keep their position (to ask again) and the skill a miss shows."""
    present = {column["name"] for column in inspect(connection).get_columns("quiz_answers")}
    for name, kind in (("position", "TEXT"), ("skill", "VARCHAR(40)")):
        if name not in present:
            connection.execute(
                text(f"ALTER TABLE quiz_answers ADD COLUMN {name} {kind} NOT NULL DEFAULT ''")
            )


def _notebook_games_v4(connection: Connection) -> None:
    """Saved games keep a note; the verdicts of played games are kept for Fortschritt."""
    present = {column["name"] for column in inspect(connection).get_columns("saved_games")}
    if "note" not in present:
        connection.execute(text("ALTER TABLE saved_games ADD COLUMN note TEXT NOT NULL DEFAULT ''"))
    _Base.metadata.create_all(connection, tables=[_Base.metadata.tables["game_decisions"]])


def _accounts_v5(connection: Connection) -> None:
    """Learners gain a secret, a role and the guest mark; sign-ins and groups are kept."""
    present = {column["name"] for column in inspect(connection).get_columns("learners")}
    for name, kind in (
        ("secret", "VARCHAR(200) NOT NULL DEFAULT ''"),
        ("role", f"VARCHAR(10) NOT NULL DEFAULT '{LEARNER}'"),
        ("guest", "BOOLEAN NOT NULL DEFAULT FALSE"),
    ):
        if name not in present:
            connection.execute(text(f"ALTER TABLE learners ADD COLUMN {name} {kind}"))
    tables = ("sign_ins", "learner_groups", "group_members")
    _Base.metadata.create_all(connection, tables=[_Base.metadata.tables[t] for t in tables])


# Migration n brings the schema from version n-1 to n; each must be idempotent.
MIGRATIONS: tuple[Callable[[Connection], None], ...] = (
    _create_v1,
    _open_tables_v2,
    _quiz_positions_v3,
    _notebook_games_v4,
    _accounts_v5,
)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=10000")  # first: switching to WAL may wait for a lock
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


# --- the store ----------------------------------------------------------------------------


class Store:
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

    # learners and their sign-ins

    def learners(self) -> list[Learner]:
        """The named learners (not the browsers' guests), by name."""
        with self._session() as session:
            rows = session.scalars(
                select(_Learner).where(_Learner.guest.is_(False)).order_by(_Learner.name)
            ).all()
            return [_learner(row) for row in rows]

    def learner(self, learner_id: int) -> Learner:
        with self._session() as session:
            row = session.get(_Learner, learner_id)
            if row is None:
                raise StoreError(f"no learner with id {learner_id}")
            return _learner(row)

    def add_learner(self, name: str, *, secret: str = "", role: str = LEARNER) -> Learner:
        """A new learner; a name already taken is refused (names are unique)."""
        clean = _clean_name(name)
        stored = _stored_secret(secret)
        if role not in (LEARNER, TEACHER):
            raise StoreError(f"no role {role!r}")
        try:
            with self._session() as session:
                if session.scalar(select(_Learner.id).where(_Learner.name == clean)) is not None:
                    raise StoreError(f"the name {clean!r} is taken")
                row = _Learner(name=clean, created_at=_now(), secret=stored, role=role)
                session.add(row)
                session.flush()
                return _learner(row)
        except IntegrityError:  # another session took the same name meanwhile
            raise StoreError(f"the name {clean!r} is taken") from None

    def add_guest(self, prefix: str) -> Learner:
        """A new guest of its own for a browser, named `prefix` and a number."""
        for _attempt in range(20):
            name = f"{prefix} {secrets.randbelow(90_000) + 10_000}"
            try:
                with self._session() as session:
                    row = _Learner(name=name, created_at=_now(), guest=True)
                    session.add(row)
                    session.flush()
                    return _learner(row)
            except IntegrityError:
                continue
        raise StoreError("could not create a guest")

    def name_guest(self, learner_id: int, name: str, *, secret: str = "") -> Learner:
        """The guest becomes a named learner (keeping what it did); refused for others."""
        clean = _clean_name(name)
        stored = _stored_secret(secret)
        try:
            with self._owner(learner_id) as session:
                row = session.get(_Learner, learner_id)
                if row is None or not row.guest:
                    raise StoreError("only a guest can be named")
                if session.scalar(select(_Learner.id).where(_Learner.name == clean)) is not None:
                    raise StoreError(f"the name {clean!r} is taken")
                row.name, row.secret, row.guest = clean, stored, False
                session.flush()
                return _learner(row)
        except IntegrityError:
            raise StoreError(f"the name {clean!r} is taken") from None

    def set_secret(self, learner_id: int, secret: str) -> None:
        """Set (or with "" remove) the learner's PIN or password."""
        stored = _stored_secret(secret) if secret else ""
        with self._owner(learner_id) as session:
            row = session.get(_Learner, learner_id)
            assert row is not None  # checked by _owner
            row.secret = stored

    def sign_in(self, name: str, secret: str) -> Learner | None:
        """The learner with this name and secret; None when either is wrong, or the learner
        has no secret (both cases take the same time)."""
        clean = " ".join(name.split())
        with self._session() as session:
            row = session.scalar(select(_Learner).where(_Learner.name == clean))
            stored = row.secret if row is not None else ""
        if not stored:
            waste_time(secret)
            return None
        return _learner(row) if row is not None and secret_matches(stored, secret) else None

    def open_session(self, learner_id: int, *, days: int = SESSION_DAYS) -> str:
        """A new random token for a browser's cookie, valid `days` days."""
        token = secrets.token_urlsafe(32)
        with self._owner(learner_id) as session:
            session.execute(delete(_SignIn).where(_SignIn.expires_at < _now()))
            session.add(
                _SignIn(
                    token_hash=_token_hash(token),
                    learner_id=learner_id,
                    expires_at=_now() + timedelta(days=days),
                )
            )
        return token

    def session_learner(self, token: str) -> Learner | None:
        """The learner of a browser's token, or None (unknown or expired)."""
        if not token or len(token) > 200:
            return None
        with self._session() as session:
            sign_in = session.get(_SignIn, _token_hash(token))
            if sign_in is None or _utc(sign_in.expires_at) < _now():
                return None
            row = session.get(_Learner, sign_in.learner_id)
            return None if row is None else _learner(row)

    def close_session(self, token: str) -> None:
        """Forget a browser's token (signing out)."""
        with self._session() as session:
            session.execute(delete(_SignIn).where(_SignIn.token_hash == _token_hash(token)))

    # a teacher's groups

    def add_group(self, teacher_id: int, name: str) -> Group:
        clean = _clean_name(name)
        try:
            with self._teacher(teacher_id) as session:
                if session.scalar(select(_Group.id).where(_Group.name == clean)) is not None:
                    raise StoreError(f"the group name {clean!r} is taken")
                row = _Group(name=clean, teacher_id=teacher_id)
                session.add(row)
                session.flush()
                return Group(row.id, row.name)
        except IntegrityError:
            raise StoreError(f"the group name {clean!r} is taken") from None

    def groups(self, teacher_id: int) -> list[Group]:
        """The teacher's own groups, by name."""
        with self._teacher(teacher_id) as session:
            rows = session.scalars(
                select(_Group).where(_Group.teacher_id == teacher_id).order_by(_Group.name)
            ).all()
            return [Group(row.id, row.name) for row in rows]

    def add_to_group(self, teacher_id: int, group_id: int, name: str, secret: str) -> Learner:
        """A new learner with a PIN in the teacher's group (club mode: the teacher makes them)."""
        if not secret:
            raise StoreError("a learner made by a teacher needs a PIN")
        with self._teacher(teacher_id) as session:
            _taught_group(session, teacher_id, group_id)
        learner = self.add_learner(name, secret=secret)
        with self._teacher(teacher_id) as session:
            session.add(_Membership(group_id=group_id, learner_id=learner.id))
        return learner

    def members(self, teacher_id: int, group_id: int) -> list[Learner]:
        with self._teacher(teacher_id) as session:
            _taught_group(session, teacher_id, group_id)
            rows = session.scalars(
                select(_Learner)
                .join(_Membership, _Membership.learner_id == _Learner.id)
                .where(_Membership.group_id == group_id)
                .order_by(_Learner.name)
            ).all()
            return [_learner(row) for row in rows]

    def reset_secret(self, teacher_id: int, learner_id: int, secret: str) -> None:
        """A new PIN for a learner of one of the teacher's groups (a forgotten one)."""
        stored = _stored_secret(secret)
        with self._teacher(teacher_id) as session:
            taught = select(_Group.id).where(_Group.teacher_id == teacher_id)
            member = session.scalar(
                select(_Membership.learner_id).where(
                    _Membership.learner_id == learner_id, _Membership.group_id.in_(taught)
                )
            )
            row = session.get(_Learner, learner_id)
            if member is None or row is None:
                raise StoreError(f"learner {learner_id} is in none of this teacher's groups")
            row.secret = stored

    def group_progress(self, teacher_id: int, group_id: int) -> list[PupilProgress]:
        """How far each learner of the teacher's group is (counts only)."""
        members = self.members(teacher_id, group_id)
        result = []
        for member in members:
            exercises = self.progress_history(member.id)
            answers = self.quiz_answers(member.id)
            result.append(
                PupilProgress(
                    member,
                    len(self.completed_lessons(member.id)),
                    len(exercises),
                    sum(event.correct for event in exercises),
                    len(answers),
                    sum(answer.correct for answer in answers),
                )
            )
        return result

    @contextmanager
    def _teacher(self, teacher_id: int) -> Iterator[Session]:
        """A transaction on behalf of a teacher: refused for anybody else."""
        with self._session() as session:
            row = session.get(_Learner, teacher_id)
            if row is None or row.role != TEACHER:
                raise StoreError(f"learner {teacher_id} is no teacher")
            yield session

    # settings

    def settings(self, learner_id: int) -> dict[str, str]:
        with self._owner(learner_id) as session:
            rows = session.scalars(select(_Setting).where(_Setting.learner_id == learner_id))
            return {row.key: row.value for row in rows}

    def set_setting(self, learner_id: int, key: str, value: str) -> None:
        """Set one setting; the last write of two concurrent sessions wins, none fails."""
        for _attempt in range(3):
            try:
                with self._owner(learner_id) as session:
                    row = session.get(_Setting, (learner_id, key))
                    if row is None:
                        session.add(_Setting(learner_id=learner_id, key=key, value=value))
                    else:
                        row.value = value
                return
            except IntegrityError:
                continue
        raise StoreError(f"could not save the setting {key!r}")

    # notebook

    def add_notebook_entry(
        self,
        learner_id: int,
        cards: Sequence[Card],
        *,
        skat: Sequence[Card] = (),
        analysis: dict[str, Any] | None = None,
        note: str = "",
    ) -> int:
        """Save a hand with its analysis (JSON-serialisable) and note; returns the entry id."""
        _check_note(note)
        row = _NotebookEntry(
            learner_id=learner_id,
            created_at=_now(),
            cards=format_cards(cards),
            skat=format_cards(skat),
            analysis=json.dumps(analysis or {}, ensure_ascii=False, sort_keys=True),
            note=note,
        )
        with self._owner(learner_id) as session:
            session.add(row)
            session.flush()
            return row.id

    def notebook(self, learner_id: int) -> list[NotebookEntry]:
        """The learner's entries, newest first; damaged ones carry a `problem`."""
        with self._owner(learner_id) as session:
            rows = session.scalars(
                select(_NotebookEntry)
                .where(_NotebookEntry.learner_id == learner_id)
                .order_by(_NotebookEntry.created_at.desc(), _NotebookEntry.id.desc())
            ).all()
            return [_read_entry(row) for row in rows]

    def set_notebook_note(self, learner_id: int, entry_id: int, note: str) -> None:
        """Replace the note of one of the learner's entries."""
        _check_note(note)
        with self._owner(learner_id) as session:
            row = _owned(session, _NotebookEntry, entry_id, learner_id)
            row.note = note

    def delete_notebook_entry(self, learner_id: int, entry_id: int) -> None:
        with self._owner(learner_id) as session:
            row = _owned(session, _NotebookEntry, entry_id, learner_id)
            session.delete(row)

    # lesson progress

    def record_exercise(
        self, learner_id: int, lesson_id: str, exercise_id: str, correct: bool, answer: str
    ) -> None:
        with self._owner(learner_id) as session:
            session.add(
                _ExerciseEvent(
                    learner_id=learner_id,
                    lesson_id=lesson_id,
                    exercise_id=exercise_id,
                    correct=correct,
                    answer=answer,
                    at=_now(),
                )
            )

    def complete_lesson(self, learner_id: int, lesson_id: str) -> None:
        """Mark a lesson done (again, when repeated)."""
        with self._owner(learner_id) as session:
            session.add(_LessonCompletion(learner_id=learner_id, lesson_id=lesson_id, at=_now()))

    def completed_lessons(self, learner_id: int) -> set[str]:
        with self._owner(learner_id) as session:
            rows = session.scalars(
                select(_LessonCompletion.lesson_id).where(
                    _LessonCompletion.learner_id == learner_id
                )
            )
            return set(rows)

    def progress_history(self, learner_id: int) -> list[ExerciseEvent]:
        """Every exercise answer of the learner, oldest first."""
        with self._owner(learner_id) as session:
            rows = session.scalars(
                select(_ExerciseEvent)
                .where(_ExerciseEvent.learner_id == learner_id)
                .order_by(_ExerciseEvent.at, _ExerciseEvent.id)
            ).all()
            return [
                ExerciseEvent(r.lesson_id, r.exercise_id, r.correct, r.answer, _utc(r.at))
                for r in rows
            ]

    # quizzes

    def record_quiz_answer(
        self,
        learner_id: int,
        quiz_id: str,
        question_id: str,
        answer: str,
        correct: bool,
        cost: float | None = None,
        *,
        position: str = "",
        skill: str = "",
    ) -> None:
        """One quiz answer; `cost` is the expected score-sheet points lost, when known;
        `position` lets the question be asked again, `skill` names what a miss shows."""
        with self._owner(learner_id) as session:
            session.add(
                _QuizAnswer(
                    learner_id=learner_id,
                    quiz_id=quiz_id,
                    question_id=question_id,
                    answer=answer,
                    correct=correct,
                    cost=cost,
                    at=_now(),
                    position=position,
                    skill=skill,
                )
            )

    def quiz_answers(self, learner_id: int) -> list[QuizAnswer]:
        with self._owner(learner_id) as session:
            rows = session.scalars(
                select(_QuizAnswer)
                .where(_QuizAnswer.learner_id == learner_id)
                .order_by(_QuizAnswer.at, _QuizAnswer.id)
            ).all()
            return [
                QuizAnswer(
                    r.quiz_id,
                    r.question_id,
                    r.answer,
                    r.correct,
                    r.cost,
                    _utc(r.at),
                    r.position,
                    r.skill,
                )
                for r in rows
            ]

    # saved games

    def save_game(self, learner_id: int, title: str, record: str, *, note: str = "") -> int:
        """Save a game as ISS record text under a title unique for the learner."""
        clean = " ".join(title.split())
        if not clean or not record.strip():
            raise StoreError("a saved game needs a title and a record")
        _check_note(note)
        try:
            with self._owner(learner_id) as session:
                row = _SavedGame(
                    learner_id=learner_id,
                    title=clean[:MAX_TITLE_LENGTH],
                    record=record,
                    created_at=_now(),
                    note=note,
                )
                session.add(row)
                session.flush()
                return row.id
        except IntegrityError:
            raise StoreError(f"a game called {clean!r} is already saved") from None

    def import_games(self, learner_id: int, games: Sequence[tuple[str, str, str]]) -> ImportedGames:
        """Add (title, record, note) games in one transaction. A record already in the
        notebook is not added twice; a title in use gets a number: " (2)", " (3)", ..."""
        for _title, _record, note in games:
            _check_note(note)
        with self._owner(learner_id) as session:
            rows = session.execute(
                select(_SavedGame.title, _SavedGame.record).where(
                    _SavedGame.learner_id == learner_id
                )
            ).all()
            titles = {row.title for row in rows}
            records = {row.record for row in rows}
            added, already = [], 0
            for title, record, note in games:
                if record in records:
                    already += 1
                    continue
                free = _free_title(" ".join(title.split())[: MAX_TITLE_LENGTH - 8], titles)
                row = _SavedGame(
                    learner_id=learner_id, title=free, record=record, created_at=_now(), note=note
                )
                session.add(row)
                added.append(row)
                titles.add(free)
                records.add(record)
            session.flush()
            return ImportedGames(tuple(row.id for row in added), already)

    def games(self, learner_id: int) -> list[SavedGame]:
        with self._owner(learner_id) as session:
            rows = session.scalars(
                select(_SavedGame)
                .where(_SavedGame.learner_id == learner_id)
                .order_by(_SavedGame.created_at.desc(), _SavedGame.id.desc())
            ).all()
            return [SavedGame(r.id, r.title, r.record, _utc(r.created_at), r.note) for r in rows]

    def set_game_note(self, learner_id: int, game_id: int, note: str) -> None:
        """Replace the note of one of the learner's saved games."""
        _check_note(note)
        with self._owner(learner_id) as session:
            row = _owned(session, _SavedGame, game_id, learner_id)
            row.note = note

    def game_record(self, learner_id: int, game_id: int) -> IssRecord:
        """A saved game read back; `CorruptRecordError` names the game and what is wrong."""
        with self._owner(learner_id) as session:
            row = _owned(session, _SavedGame, game_id, learner_id)
            title, text_ = row.title, row.record
        try:
            records = parse_records(text_)
            if len(records) != 1:
                raise ValueError(f"{len(records)} records instead of one")
        except ValueError as error:
            raise CorruptRecordError(
                f"saved game {game_id} ({title!r}) cannot be read: {error}"
            ) from None
        return records[0]

    def delete_game(self, learner_id: int, game_id: int) -> None:
        with self._owner(learner_id) as session:
            row = _owned(session, _SavedGame, game_id, learner_id)
            session.delete(row)

    # verdicts of played games

    def record_game_decisions(
        self,
        learner_id: int,
        game: str,
        decisions: Sequence[tuple[int, str, bool, float | None, str, str]],
    ) -> int:
        """Keep a played game's graded decisions (ply, kind, correct, cost, rule code, rule
        JSON) under the game's key; a decision kept before is not kept twice. Returns how many
        were new."""
        with self._owner(learner_id) as session:
            known = set(
                session.scalars(
                    select(_GameDecision.ply).where(
                        _GameDecision.learner_id == learner_id, _GameDecision.game == game
                    )
                )
            )
            new = [d for d in decisions if d[0] not in known]
            for ply, kind, correct, cost, code, rule in new:
                session.add(
                    _GameDecision(
                        learner_id=learner_id,
                        game=game,
                        ply=ply,
                        kind=kind,
                        correct=correct,
                        cost=cost,
                        code=code,
                        rule=rule,
                        at=_now(),
                    )
                )
            return len(new)

    def game_verdicts(self, learner_id: int) -> list[GameVerdict]:
        """Every graded decision of the learner's played games, oldest first."""
        with self._owner(learner_id) as session:
            rows = session.scalars(
                select(_GameDecision)
                .where(_GameDecision.learner_id == learner_id)
                .order_by(_GameDecision.at, _GameDecision.id)
            ).all()
            return [
                GameVerdict(r.kind, r.correct, r.cost, r.code, _utc(r.at), r.rule, r.game, r.ply)
                for r in rows
            ]

    # a learner's whole data back from a backup (`ui.backup`)

    def restore(self, learner_id: int, backup: Backup) -> int:
        """Add a backup's rows to the learner's data in one transaction; a row already kept
        (same content and time) is not added twice. Returns how many rows were added."""
        for entry in backup.notebook:
            _check_note(entry.note)
        for game in backup.games:
            _check_note(game.note)
        with self._owner(learner_id) as session:
            added = 0
            titles = set(
                session.scalars(select(_SavedGame.title).where(_SavedGame.learner_id == learner_id))
            )
            for kind, rows in _restored_rows(learner_id, backup):
                known = {
                    _row_key(row)
                    for row in session.scalars(select(kind).where(kind.learner_id == learner_id))
                }
                for row in rows:
                    if _row_key(row) not in known:
                        known.add(_row_key(row))
                        if isinstance(row, _SavedGame):  # a title in use gets a number
                            row.title = _free_title(row.title[: MAX_TITLE_LENGTH - 8], titles)
                            titles.add(row.title)
                        session.add(row)
                        added += 1
            for key, value in backup.settings.items():
                if key in RESTORED_SETTINGS and session.get(_Setting, (learner_id, key)) is None:
                    session.add(_Setting(learner_id=learner_id, key=key, value=value[:200]))
            return added

    # the game table in progress

    def save_open_table(self, learner_id: int, data: str) -> None:
        """Keep the learner's table in progress (one per learner; the last write wins)."""
        for _attempt in range(3):
            try:
                with self._owner(learner_id) as session:
                    row = session.get(_OpenTable, learner_id)
                    if row is None:
                        session.add(_OpenTable(learner_id=learner_id, data=data, updated_at=_now()))
                    else:
                        row.data, row.updated_at = data, _now()
                return
            except IntegrityError:
                continue
        raise StoreError("could not save the game in progress")

    def open_table(self, learner_id: int) -> str | None:
        """The saved text of the learner's table in progress, if there is one."""
        with self._owner(learner_id) as session:
            row = session.get(_OpenTable, learner_id)
            return None if row is None else row.data

    def close_table(self, learner_id: int) -> None:
        """Forget the learner's table in progress (a new game starts from scratch)."""
        with self._owner(learner_id) as session:
            row = session.get(_OpenTable, learner_id)
            if row is not None:
                session.delete(row)

    def close(self) -> None:
        self.engine.dispose()


RESTORED_SETTINGS = ("lang", "deck", "four_color", "rules")


@dataclass(frozen=True, slots=True)
class Backup:
    """A learner's data as a backup holds it (`ui.backup` reads and writes the file)."""

    settings: dict[str, str]
    notebook: tuple[NotebookEntry, ...]
    games: tuple[SavedGame, ...]
    exercises: tuple[ExerciseEvent, ...]
    lessons_done: tuple[str, ...]
    quiz_answers: tuple[QuizAnswer, ...]
    game_verdicts: tuple[GameVerdict, ...]


def _restored_rows(learner_id: int, backup: Backup) -> list[tuple[type[Any], list[Any]]]:
    """The backup as new rows of each table (notebook analyses are not restored: a hand is
    analysed again when opened, so a file never brings text the page would show as Markdown)."""
    who = learner_id
    return [
        (_NotebookEntry, [
            _NotebookEntry(learner_id=who, created_at=e.created_at, cards=format_cards(e.cards),
                           skat=format_cards(e.skat), analysis="{}", note=e.note)
            for e in backup.notebook
        ]),
        (_SavedGame, [
            _SavedGame(learner_id=who, title=g.title[:MAX_TITLE_LENGTH], record=g.record,
                       created_at=g.created_at, note=g.note)
            for g in backup.games
        ]),
        (_ExerciseEvent, [
            _ExerciseEvent(learner_id=who, lesson_id=e.lesson_id, exercise_id=e.exercise_id,
                           correct=e.correct, answer=e.answer, at=e.at)
            for e in backup.exercises
        ]),
        (_LessonCompletion, [
            _LessonCompletion(learner_id=who, lesson_id=lesson, at=_now())
            for lesson in backup.lessons_done
        ]),
        (_QuizAnswer, [
            _QuizAnswer(learner_id=who, quiz_id=a.quiz_id, question_id=a.question_id,
                        answer=a.answer, correct=a.correct, cost=a.cost, at=a.at,
                        position=a.position, skill=a.skill)
            for a in backup.quiz_answers
        ]),
        (_GameDecision, [
            _GameDecision(learner_id=who, game=v.game, ply=v.ply, kind=v.quiz_id,
                          correct=v.correct, cost=v.cost, code=v.skill, rule=v.rule, at=v.at)
            for v in backup.game_verdicts
        ]),
    ]  # fmt: skip


_ROW_KEYS = {
    "notebook_entries": ("cards", "skat", "note", "created_at"),
    "saved_games": ("record",),
    "exercise_events": ("lesson_id", "exercise_id", "at"),
    "lesson_completions": ("lesson_id",),
    "quiz_answers": ("quiz_id", "question_id", "at"),
    "game_decisions": ("game", "ply"),
}


def _row_key(row: Any) -> tuple[object, ...]:
    """What makes a restored row the same as one already kept (times compared in UTC)."""
    values = (getattr(row, name) for name in _ROW_KEYS[row.__tablename__])
    return tuple(_utc(v).replace(microsecond=0) if isinstance(v, datetime) else v for v in values)


def _learner(row: _Learner) -> Learner:
    return Learner(row.id, row.name, row.role, row.guest, bool(row.secret))


def _clean_name(name: str) -> str:
    clean = " ".join(name.split())
    if not clean:
        raise StoreError("a learner needs a name")
    if len(clean) > MAX_NAME_LENGTH:
        raise StoreError(f"a name has at most {MAX_NAME_LENGTH} characters")
    return clean


def _stored_secret(secret: str) -> str:
    """The hash to keep of a new secret ("" for none); a too short or long one is refused."""
    if not secret:
        return ""
    if not MIN_SECRET_LENGTH <= len(secret) <= MAX_SECRET_LENGTH:
        raise StoreError(f"a PIN has {MIN_SECRET_LENGTH} to {MAX_SECRET_LENGTH} characters")
    return hash_secret(secret)


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _taught_group(session: Session, teacher_id: int, group_id: int) -> None:
    row = session.get(_Group, group_id)
    if row is None or row.teacher_id != teacher_id:
        raise StoreError(f"group {group_id} is not this teacher's")


def _check_note(note: str) -> None:
    if len(note) > MAX_NOTE_LENGTH:
        raise StoreError(f"a note has at most {MAX_NOTE_LENGTH} characters")


_Owned = TypeVar("_Owned", _NotebookEntry, _SavedGame)


def _owned(session: Session, model: type[_Owned], item_id: int, learner_id: int) -> _Owned:
    """The learner's own row `item_id`; another learner's, or none, is refused alike."""
    row = session.get(model, item_id)
    if row is None or row.learner_id != learner_id:
        what = "notebook entry" if model is _NotebookEntry else "saved game"
        raise StoreError(f"no {what} {item_id} for this learner")
    return row


def _free_title(title: str, taken: set[str]) -> str:
    """`title`, or with the first free number " (2)", " (3)", ... when it is taken."""
    if title not in taken:
        return title
    number = 2
    while f"{title} ({number})" in taken:
        number += 1
    return f"{title} ({number})"


def _read_entry(row: _NotebookEntry) -> NotebookEntry:
    created = _utc(row.created_at)
    try:
        cards = parse_cards(row.cards)
        skat = parse_cards(row.skat)
        analysis = json.loads(row.analysis)
        if not isinstance(analysis, dict):
            raise ValueError("the analysis is not a JSON object")
    except (CardNotationError, ValueError) as error:
        problem = f"notebook entry {row.id} is damaged: {error}"
        return NotebookEntry(row.id, created, (), (), {}, row.note, problem)
    return NotebookEntry(row.id, created, cards, skat, analysis, row.note)
