"""The tables and their migrations, one function per schema version."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import (
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    inspect,
    text,
)
from sqlalchemy.engine import Connection
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from ui.store.errors import StoreError
from ui.store.records import LEARNER, MAX_NAME_LENGTH, MAX_TITLE_LENGTH, Learner


def _now() -> datetime:
    return datetime.now(UTC)


def _utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes; everything stored is UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


class _Base(DeclarativeBase):
    pass


def _unread_time() -> Mapped[datetime]:
    """A time column an object loaded to be changed never reads (deferred): a damaged time
    there stops no write; reads take it as stored (`readback.as_stored`)."""
    return mapped_column(DateTime(timezone=True), default=_now, deferred=True)


class _SchemaVersion(_Base):
    __tablename__ = "schema_version"
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    applied_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


_VERSION_TABLE = _Base.metadata.tables["schema_version"]


class _Learner(_Base):
    __tablename__ = "learners"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(MAX_NAME_LENGTH), unique=True)
    created_at: Mapped[datetime] = _unread_time()
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
    value: Mapped[str] = mapped_column(Text)  # own rule sets are kept here as JSON


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
    updated_at: Mapped[datetime] = _unread_time()


class _KeptSeries(_Base):
    """A series the learner played at Spielen, kept for the winners' list (one row per series,
    rewritten as it goes on), as the text `coach.play.table_file` writes."""

    __tablename__ = "kept_series"
    __table_args__ = (UniqueConstraint("learner_id", "key"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = _learner_fk()
    key: Mapped[str] = mapped_column(String(60))
    data: Mapped[str] = mapped_column(Text)
    started_at: Mapped[datetime] = _unread_time()
    updated_at: Mapped[datetime] = _unread_time()


class _ClubListEntry(_Base):
    """A learner who chose to appear on the club's winners' list (no row: not on it)."""

    __tablename__ = "club_list"
    learner_id: Mapped[int] = mapped_column(
        ForeignKey("learners.id", ondelete="CASCADE"), primary_key=True
    )
    joined_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


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
def _long_settings_v6(connection: Connection) -> None:
    """A setting may be long (an own rule set as JSON): no length limit on its value. SQLite
    never enforced the old limit; PostgreSQL did."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("ALTER TABLE settings ALTER COLUMN value TYPE TEXT"))


def _kept_series_v7(connection: Connection) -> None:
    """Played series are kept for the winners' list."""
    _Base.metadata.create_all(connection, tables=[_Base.metadata.tables["kept_series"]])


def _club_list_v8(connection: Connection) -> None:
    """Learners may choose to appear on the club's winners' list (nobody does at first)."""
    _Base.metadata.create_all(connection, tables=[_Base.metadata.tables["club_list"]])


MIGRATIONS: tuple[Callable[[Connection], None], ...] = (
    _create_v1,
    _open_tables_v2,
    _quiz_positions_v3,
    _notebook_games_v4,
    _accounts_v5,
    _long_settings_v6,
    _kept_series_v7,
    _club_list_v8,
)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=10000")  # first: switching to WAL may wait for a lock
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


_Owned = TypeVar("_Owned", _NotebookEntry, _SavedGame)


def _owned(session: Session, model: type[_Owned], item_id: int, learner_id: int) -> _Owned:
    """The learner's own row `item_id`; another learner's, or none, is refused alike."""
    row = session.get(model, item_id)
    if row is None or row.learner_id != learner_id:
        what = "notebook entry" if model is _NotebookEntry else "saved game"
        raise StoreError(f"no {what} {item_id} for this learner")
    return row


def _learner(row: _Learner) -> Learner:
    return Learner(row.id, row.name, row.role, row.guest, bool(row.secret))
