"""The learner's puzzles (own mistakes to solve again) and their attempts, in the store's database.

Two tables beside `ui.store`'s, on the same engine: `puzzles` (one row per costly decision, kept
once) and `puzzle_attempts`. Keeping a puzzle counts as its first miss, so it is due at once;
the attempts move it through the same Leitner boxes as the quiz mistakes
(`lessons.repetition.schedule`). Created when first used; every write is one transaction.

A row that can no longer be read (its text no puzzle, its time no time) is never dropped: it
stays in the database, is left out of the schedule and is handed back as a `DamagedPuzzle`
naming the puzzle and what is wrong, so that the page can tell the learner while every other
puzzle stays open.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    select,
    type_coerce,
)
from sqlalchemy.engine import Engine

from coach.advice import Puzzle
from coach.records import PositionError
from coach.rules import Reason
from lessons.repetition import ReviewItem, schedule
from ui.store.readback import moment

PARSED_KEPT = 4096  # puzzles kept parsed per process (a few kilobytes each)
_META = MetaData()
Table("learners", _META, Column("id", Integer, primary_key=True))  # ui.store's, referenced only
_PUZZLES = Table(
    "puzzles",
    _META,
    Column("id", Integer, primary_key=True),
    Column("learner_id", ForeignKey("learners.id", ondelete="CASCADE"), index=True, nullable=False),
    Column("key", String(120), nullable=False),
    Column("kind", String(20), nullable=False),
    Column("cost", Float, nullable=False),
    Column("text", Text, nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("learner_id", "key"),
)
_ATTEMPTS = Table(
    "puzzle_attempts",
    _META,
    Column("id", Integer, primary_key=True),
    Column("learner_id", ForeignKey("learners.id", ondelete="CASCADE"), index=True, nullable=False),
    Column("key", String(120), nullable=False),
    Column("answer", String(40), nullable=False),
    Column("correct", Boolean, nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
)


@dataclass(frozen=True, slots=True)
class PuzzleEvent:
    """A puzzle kept (a miss) or tried, as `lessons.repetition` schedules it."""

    quiz_id: str  # the decision kind
    question_id: str  # the puzzle's key
    position: str  # the puzzle's text
    correct: bool
    at: datetime


@dataclass(frozen=True, slots=True)
class DamagedPuzzle:
    """A stored puzzle that cannot be read: its key, when it was kept (None: unreadable too) and
    what is wrong (`problem`, a typed reason). The row itself stays as it is."""

    key: str
    at: datetime | None
    problem: Reason


@dataclass(frozen=True, slots=True)
class Shelf:
    """One learner's puzzles as stored: the readable ones (oldest first), the damaged ones, and
    every event of the readable ones (each kept puzzle a miss, each attempt) oldest first."""

    puzzles: tuple[Puzzle, ...]
    damaged: tuple[DamagedPuzzle, ...]
    events: tuple[PuzzleEvent, ...]

    def due(self, now: datetime) -> list[ReviewItem]:
        """The puzzles due for another try at `now`, soonest first."""
        return [item for item in schedule(self.events) if item.due <= now]

    def by_kind(self) -> dict[str, tuple[int, int]]:
        """Per decision kind: how many puzzles there are and how many are still to solve."""
        open_keys = {item.question_id for item in schedule(self.events)}
        counts: dict[str, tuple[int, int]] = {}
        for puzzle in self.puzzles:
            total, left = counts.get(puzzle.kind.value, (0, 0))
            counts[puzzle.kind.value] = (total + 1, left + (puzzle.key in open_keys))
        return counts


@lru_cache(maxsize=PARSED_KEPT)
def _parsed(key: str, text: str) -> Puzzle | Reason:
    """The puzzle of a stored text, or why it is none. Kept: opening Aufgaben again does not
    replay every puzzle's position again (a puzzle is immutable, its text never changes)."""
    try:
        return Puzzle.parse(key, text)
    except PositionError as error:
        return error.reason


def _read(key: str, text: str, at: datetime | None) -> Puzzle | DamagedPuzzle:
    """The puzzle of one row, or what makes it unreadable."""
    found = _parsed(key, text)
    if isinstance(found, Reason):
        return DamagedPuzzle(key, at, found)
    if at is None:
        return DamagedPuzzle(key, at, Reason.of("puzzle_no_time", puzzle=key))
    return found


class PuzzleStore:
    """The puzzles of every learner in one database (the `ui.store.Store`'s engine)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        _META.create_all(engine, tables=[_PUZZLES, _ATTEMPTS])

    def keep(self, learner_id: int, puzzles: Sequence[Puzzle]) -> int:
        """Keep new puzzles (a key kept before is not kept twice); returns how many were new."""
        if not puzzles:
            return 0
        with self.engine.begin() as connection:
            known = set(
                connection.scalars(
                    select(_PUZZLES.c.key).where(_PUZZLES.c.learner_id == learner_id)
                )
            )
            new = [p for p in dict((p.key, p) for p in puzzles).values() if p.key not in known]
            now = datetime.now(UTC)
            if new:
                connection.execute(
                    _PUZZLES.insert(),
                    [
                        {
                            "learner_id": learner_id,
                            "key": p.key,
                            "kind": p.kind.value,
                            "cost": p.cost,
                            "text": p.text(),
                            "at": now,
                        }
                        for p in new
                    ],
                )
            return len(new)

    def record_attempt(self, learner_id: int, key: str, answer: str, correct: bool) -> None:
        with self.engine.begin() as connection:
            connection.execute(
                _ATTEMPTS.insert().values(
                    learner_id=learner_id,
                    key=key,
                    answer=answer,
                    correct=correct,
                    at=datetime.now(UTC),
                )
            )

    def shelf(self, learner_id: int) -> Shelf:
        """Everything of the learner's puzzles in one read (see `Shelf`); a damaged row is
        handed back as such, never skipped silently and never deleted."""
        at = type_coerce(_PUZZLES.c.at, String)  # read as stored: a damaged time is no error
        attempt_at = type_coerce(_ATTEMPTS.c.at, String)
        with self.engine.connect() as connection:
            kept = connection.execute(
                select(_PUZZLES.c.key, _PUZZLES.c.text, at)
                .where(_PUZZLES.c.learner_id == learner_id)
                .order_by(_PUZZLES.c.id)
            ).all()
            tried = connection.execute(
                select(_ATTEMPTS.c.key, _ATTEMPTS.c.correct, attempt_at)
                .where(_ATTEMPTS.c.learner_id == learner_id)
                .order_by(_ATTEMPTS.c.id)
            ).all()
        readable: dict[str, tuple[Puzzle, str, datetime]] = {}
        damaged = []
        for key, text, stored in kept:
            found = _read(key, text, when := moment(stored))
            if isinstance(found, DamagedPuzzle):
                damaged.append(found)
            elif when is not None:
                readable[key] = (found, text, when)
        events = [PuzzleEvent(p.kind.value, key, text, False, when)
                  for key, (p, text, when) in readable.items()]  # fmt: skip
        for key, correct, stored in tried:
            when = moment(stored)
            if key in readable and when is not None:  # an unreadable attempt counts as none
                puzzle, text, _kept = readable[key]
                events.append(PuzzleEvent(puzzle.kind.value, key, text, correct, when))
        oldest = sorted(readable.values(), key=lambda item: item[2])
        return Shelf(
            tuple(puzzle for puzzle, _text, _when in oldest),
            tuple(damaged),
            tuple(sorted(events, key=lambda event: event.at)),
        )

    def puzzles(self, learner_id: int) -> list[Puzzle]:
        """The learner's readable puzzles, oldest first (`shelf` names the damaged ones)."""
        return list(self.shelf(learner_id).puzzles)

    def events(self, learner_id: int) -> list[PuzzleEvent]:
        """Each readable puzzle kept (a miss) and every attempt at it, oldest first."""
        return list(self.shelf(learner_id).events)

    def due(self, learner_id: int, now: datetime) -> list[ReviewItem]:
        """The puzzles due for another try at `now`, soonest first."""
        return self.shelf(learner_id).due(now)

    def by_kind(self, learner_id: int) -> dict[str, tuple[int, int]]:
        """Per decision kind: how many puzzles there are and how many are still to solve."""
        return self.shelf(learner_id).by_kind()


_OPENED: dict[int, PuzzleStore] = {}


def puzzles_of_store(engine: Engine) -> PuzzleStore:
    """The puzzle tables on `engine`, created on first use (once per engine and process)."""
    opened = _OPENED.get(id(engine))
    if opened is None or opened.engine is not engine:
        opened = _OPENED[id(engine)] = PuzzleStore(engine)
    return opened
