"""A learner's progress through the course, summarised from their answer events (no I/O)."""

from __future__ import annotations

from collections.abc import Iterable, Set
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from lessons.course import Lesson, course


class AnswerEvent(Protocol):
    """One answered exercise as the store records it."""

    @property
    def lesson_id(self) -> str: ...
    @property
    def correct(self) -> bool: ...
    @property
    def at(self) -> datetime: ...


@dataclass(frozen=True, slots=True)
class LessonProgress:
    lesson: Lesson
    done: bool
    right: int
    wrong: int


def lesson_progress(events: Iterable[AnswerEvent], completed: Set[str]) -> list[LessonProgress]:
    """Right and wrong answers and the done mark for every lesson, in course order."""
    right: dict[str, int] = {}
    wrong: dict[str, int] = {}
    for event in events:
        tally = right if event.correct else wrong
        tally[event.lesson_id] = tally.get(event.lesson_id, 0) + 1
    return [
        LessonProgress(
            lesson, lesson.slug in completed, right.get(lesson.slug, 0), wrong.get(lesson.slug, 0)
        )
        for lesson in course()
    ]


def next_lesson(completed: Set[str]) -> Lesson | None:
    """The first lesson not yet done, or `None` when the whole course is done."""
    return next((lesson for lesson in course() if lesson.slug not in completed), None)


def timeline(events: Iterable[AnswerEvent]) -> list[tuple[datetime, int, int]]:
    """(moment, right so far, wrong so far) after each answer, oldest first."""
    points = []
    right = wrong = 0
    for event in sorted(events, key=lambda e: e.at):
        right += event.correct
        wrong += not event.correct
        points.append((event.at, right, wrong))
    return points
