"""A learner's quiz answers summarised: per kind over time, and the skills missed most (no I/O)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


class QuizRecord(Protocol):
    """One stored quiz answer, as `ui.store.QuizAnswer` records it."""

    @property
    def quiz_id(self) -> str: ...
    @property
    def correct(self) -> bool: ...
    @property
    def cost(self) -> float | None: ...
    @property
    def skill(self) -> str: ...
    @property
    def at(self) -> datetime: ...


@dataclass(frozen=True, slots=True)
class KindPoint:
    """After an answer of `kind`: the share right so far and the mean points lost so far."""

    at: datetime
    kind: str
    accuracy: float
    mean_cost: float
    answers: int


def kind_timeline(records: Iterable[QuizRecord]) -> list[KindPoint]:
    """Per decision kind, the running accuracy and mean cost after each answer, oldest first."""
    tally: dict[str, tuple[int, int, float]] = {}  # kind -> answers, right, cost
    points = []
    for record in sorted(records, key=lambda r: r.at):
        answers, right, cost = tally.get(record.quiz_id, (0, 0, 0.0))
        answers, right, cost = answers + 1, right + record.correct, cost + (record.cost or 0.0)
        tally[record.quiz_id] = (answers, right, cost)
        points.append(
            KindPoint(record.at, record.quiz_id, right / answers, cost / answers, answers)
        )
    return points


@dataclass(frozen=True, slots=True)
class SkillMisses:
    skill: str
    misses: int
    points_lost: float


def weakest_skills(records: Iterable[QuizRecord], top: int = 3) -> list[SkillMisses]:
    """The skills behind the most points lost in wrong answers (then the most misses)."""
    found: dict[str, tuple[int, float]] = {}
    for record in records:
        if record.correct or not record.skill:
            continue
        misses, lost = found.get(record.skill, (0, 0.0))
        found[record.skill] = (misses + 1, lost + (record.cost or 0.0))
    ranked = sorted(found.items(), key=lambda item: (-item[1][1], -item[1][0], item[0]))
    return [SkillMisses(skill, misses, lost) for skill, (misses, lost) in ranked[:top]]


class LessonRecord(Protocol):
    """One stored lesson exercise answer, as `ui.store.ExerciseEvent` records it."""

    @property
    def lesson_id(self) -> str: ...
    @property
    def exercise_id(self) -> str: ...
    @property
    def answer(self) -> str: ...
    @property
    def correct(self) -> bool: ...
    @property
    def at(self) -> datetime: ...


class QuizHistoryRecord(QuizRecord, Protocol):
    @property
    def question_id(self) -> str: ...
    @property
    def answer(self) -> str: ...


HISTORY_COLUMNS = ("at", "source", "kind", "question", "answer", "correct", "cost", "skill")


def history_rows(
    lessons: Iterable[LessonRecord], quizzes: Iterable[QuizHistoryRecord]
) -> list[dict[str, object]]:
    """Every answer the learner gave, lessons and quizzes, oldest first (for the CSV export)."""
    rows: list[dict[str, object]] = [
        {
            "at": event.at.isoformat(),
            "source": "lesson",
            "kind": event.lesson_id,
            "question": event.exercise_id,
            "answer": event.answer,
            "correct": event.correct,
            "cost": None,
            "skill": "",
        }
        for event in lessons
    ]
    rows += [
        {
            "at": record.at.isoformat(),
            "source": "quiz",
            "kind": record.quiz_id,
            "question": record.question_id,
            "answer": record.answer,
            "correct": record.correct,
            "cost": record.cost,
            "skill": record.skill,
        }
        for record in quizzes
    ]
    return sorted(rows, key=lambda row: str(row["at"]))
