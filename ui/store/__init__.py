"""Persistence: learners, settings, notebook, lesson progress, quiz answers, saved games and the
game each learner has in progress at the Spielen table.

SQLAlchemy 2 over SQLite by default (a file in the user's data directory) or any URL in
``KIEBITZ_DB_URL`` (PostgreSQL: ``postgresql+psycopg://user:pw@host/db``). The schema is created
and migrated when a `Store` opens. Every write is one transaction; reads return frozen records,
never live ORM objects. No Streamlit here: the app caches one `Store` per URL.

`Store` joins the parts: `notebook`, `progress`, `series` and `club_list` (on `accounts`), all
on `base`; `schema` holds the tables and migrations, `records` the frozen values handed out,
`errors` what goes wrong.
"""

from ui.store.club_list import ClubList
from ui.store.errors import (
    STORAGE_REASONS,
    CorruptRecordError,
    StorageError,
    StoreError,
    storage_error,
)
from ui.store.notebook import Notebook
from ui.store.progress import Progress
from ui.store.readback import DamagedRow, ReadBack
from ui.store.records import (
    DB_URL_ENV,
    LEARNER,
    MAX_NAME_LENGTH,
    MAX_NOTE_LENGTH,
    MAX_SECRET_LENGTH,
    MAX_TITLE_LENGTH,
    MIGRATION_ATTEMPTS,
    MIN_SECRET_LENGTH,
    RESTORED_SETTINGS,
    SCHEMA_VERSION,
    SESSION_DAYS,
    TEACHER,
    Backup,
    ClubMember,
    ExerciseEvent,
    GameVerdict,
    Group,
    ImportedGames,
    KeptSeries,
    Learner,
    NotebookEntry,
    PupilProgress,
    QuizAnswer,
    SavedGame,
    database_url,
    default_db_path,
)
from ui.store.schema import MIGRATIONS
from ui.store.series import SeriesBook


class Store(Notebook, Progress, SeriesBook, ClubList):
    """One database: learners, their notebooks and progress (see the parts)."""


__all__ = [
    "DB_URL_ENV",
    "LEARNER",
    "MAX_NAME_LENGTH",
    "MAX_NOTE_LENGTH",
    "MAX_SECRET_LENGTH",
    "MAX_TITLE_LENGTH",
    "MIGRATIONS",
    "MIGRATION_ATTEMPTS",
    "MIN_SECRET_LENGTH",
    "RESTORED_SETTINGS",
    "SCHEMA_VERSION",
    "SESSION_DAYS",
    "STORAGE_REASONS",
    "TEACHER",
    "Backup",
    "ClubMember",
    "CorruptRecordError",
    "DamagedRow",
    "ExerciseEvent",
    "GameVerdict",
    "Group",
    "ImportedGames",
    "KeptSeries",
    "Learner",
    "NotebookEntry",
    "PupilProgress",
    "QuizAnswer",
    "ReadBack",
    "SavedGame",
    "StorageError",
    "Store",
    "StoreError",
    "database_url",
    "default_db_path",
    "storage_error",
]
