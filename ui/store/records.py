"""The frozen records the store hands out, never live ORM rows; the limits of learner text."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from coach.rules import Card, Reason

DB_URL_ENV = "KIEBITZ_DB_URL"


SCHEMA_VERSION = 8


MAX_NAME_LENGTH = 40


MIN_SECRET_LENGTH = 4


MAX_SECRET_LENGTH = 128


SESSION_DAYS = 30


LEARNER, TEACHER = "learner", "teacher"


MAX_NOTE_LENGTH = 4000


MAX_TITLE_LENGTH = 120


MIGRATION_ATTEMPTS = 5


def default_db_path() -> Path:
    """The SQLite file in the user's data directory."""
    return platformdirs.user_data_path("kiebitz", appauthor=False) / "kiebitz.sqlite3"


def database_url() -> str:
    """``KIEBITZ_DB_URL`` when set, else the SQLite file under the user's data directory."""
    return os.environ.get(DB_URL_ENV) or f"sqlite:///{default_db_path()}"


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
    problem: Reason | None = None


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


@dataclass(frozen=True, slots=True)
class KeptSeries:
    """A series played at Spielen, kept for the winners' list (`coach.play.table_file` text)."""

    key: str  # `coach.play.series_key`: the series' code and first game
    data: str
    started_at: datetime


@dataclass(frozen=True, slots=True)
class ClubMember:
    """A learner on the club's winners' list: the name and the kept series, for the totals."""

    name: str
    series: tuple[KeptSeries, ...]


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
    series: tuple[KeptSeries, ...] = ()  # the winners' list's series


RESTORED_SETTINGS = ("lang", "deck", "four_color", "rules")
