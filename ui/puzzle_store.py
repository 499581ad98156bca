"""The learner's puzzles (own mistakes to solve again) and their attempts, in the store's database.

Two tables beside `ui.store`'s, on the same engine: `puzzles` (one row per costly decision, kept
once) and `puzzle_attempts`. Keeping a puzzle counts as its first miss, so it is due at once;
the attempts move it through the same Leitner boxes as the quiz mistakes
(`lessons.repetition.schedule`). Created when first used; every write is one transaction.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

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
)
from sqlalchemy.engine import Engine

from coach.advice import Puzzle
from coach.records import PositionError
from lessons.repetition import ReviewItem, schedule

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


def _utc(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


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

    def puzzles(self, learner_id: int) -> list[Puzzle]:
        """The learner's puzzles, oldest first (a damaged one is left out)."""
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(_PUZZLES.c.key, _PUZZLES.c.text)
                .where(_PUZZLES.c.learner_id == learner_id)
                .order_by(_PUZZLES.c.at, _PUZZLES.c.id)
            ).all()
        found = []
        for key, text in rows:
            try:
                found.append(Puzzle.parse(key, text))
            except PositionError:
                continue
        return found

    def events(self, learner_id: int) -> list[PuzzleEvent]:
        """Each puzzle kept (a miss) and every attempt, oldest first."""
        with self.engine.connect() as connection:
            kept = connection.execute(
                select(_PUZZLES.c.key, _PUZZLES.c.kind, _PUZZLES.c.text, _PUZZLES.c.at).where(
                    _PUZZLES.c.learner_id == learner_id
                )
            ).all()
            tried = connection.execute(
                select(_ATTEMPTS.c.key, _ATTEMPTS.c.correct, _ATTEMPTS.c.at)
                .where(_ATTEMPTS.c.learner_id == learner_id)
                .order_by(_ATTEMPTS.c.at, _ATTEMPTS.c.id)
            ).all()
        info = {key: (kind, text) for key, kind, text, _at in kept}
        events = [PuzzleEvent(kind, key, text, False, _utc(at)) for key, kind, text, at in kept]
        events += [
            PuzzleEvent(info[key][0], key, info[key][1], correct, _utc(at))
            for key, correct, at in tried
            if key in info
        ]
        return sorted(events, key=lambda event: event.at)

    def due(self, learner_id: int, now: datetime) -> list[ReviewItem]:
        """The puzzles due for another try at `now`, soonest first."""
        return [item for item in schedule(self.events(learner_id)) if item.due <= now]

    def by_kind(self, learner_id: int) -> dict[str, tuple[int, int]]:
        """Per decision kind: how many puzzles there are and how many are still to solve."""
        open_keys = {item.question_id for item in schedule(self.events(learner_id))}
        counts: dict[str, tuple[int, int]] = {}
        for puzzle in self.puzzles(learner_id):
            total, left = counts.get(puzzle.kind.value, (0, 0))
            counts[puzzle.kind.value] = (total + 1, left + (puzzle.key in open_keys))
        return counts


_OPENED: dict[int, PuzzleStore] = {}


def puzzles_of_store(engine: Engine) -> PuzzleStore:
    """The puzzle tables on `engine`, created on first use (once per engine and process)."""
    opened = _OPENED.get(id(engine))
    if opened is None or opened.engine is not engine:
        opened = _OPENED[id(engine)] = PuzzleStore(engine)
    return opened
