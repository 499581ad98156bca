"""A learner's progress through the course, summarised from their answer events (no I/O)."""

from __future__ import annotations

from collections.abc import Iterable, Set
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from lessons.course import Lesson, course
from lessons.exercises import Kind


class AnswerEvent(Protocol):
    """One answered exercise as the store records it."""

    @property
    def lesson_id(self) -> str: ...
    @property
    def exercise_id(self) -> str: ...  # "<number>:<kind>", as the Lernen page writes it
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


def exercise_id(index: int, kind: Kind) -> str:
    """How an answer names its exercise: its number in the lesson run and its kind."""
    return f"{index}:{kind.value}"


def kind_progress(events: Iterable[AnswerEvent]) -> dict[Kind, tuple[int, int]]:
    """(right, wrong) per kind of exercise, for the kinds the learner has answered."""
    tally: dict[Kind, tuple[int, int]] = {}
    for event in events:
        try:
            kind = Kind(event.exercise_id.partition(":")[2])
        except ValueError:  # written by an older version: no kind to count it under
            continue
        right, wrong = tally.get(kind, (0, 0))
        tally[kind] = (right + event.correct, wrong + (not event.correct))
    return {kind: tally[kind] for kind in Kind if kind in tally}
