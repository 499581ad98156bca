"""Progress summaries: per lesson, per kind of exercise, and over time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import NamedTuple

from lessons.course import course
from lessons.exercises import Kind
from lessons.progress import exercise_id, kind_progress, lesson_progress, next_lesson, timeline

START = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)


class Event(NamedTuple):
    lesson_id: str
    exercise_id: str
    correct: bool
    at: datetime


EVENTS = [
    Event("cards", exercise_id(0, Kind.COUNT_POINTS), True, START),
    Event("cards", exercise_id(1, Kind.COUNT_POINTS), False, START + timedelta(minutes=1)),
    Event("trumps", exercise_id(0, Kind.TRICK_WINNER), True, START + timedelta(minutes=3)),
    Event("trumps", "legacy-id", True, START + timedelta(minutes=2)),
]


def test_lesson_progress_counts_right_and_wrong_per_lesson_in_course_order() -> None:
    rows = lesson_progress(EVENTS, {"cards"})
    assert [row.lesson.slug for row in rows] == [lesson.slug for lesson in course()]
    cards, trumps = rows[0], rows[2]
    assert (cards.done, cards.right, cards.wrong) == (True, 1, 1)
    assert (trumps.done, trumps.right, trumps.wrong) == (False, 2, 0)


def test_kind_progress_skips_answers_without_a_kind() -> None:
    assert kind_progress(EVENTS) == {Kind.TRICK_WINNER: (1, 0), Kind.COUNT_POINTS: (1, 1)}


def test_timeline_is_cumulative_and_sorted_by_time() -> None:
    assert [(right, wrong) for _, right, wrong in timeline(EVENTS)] == [
        (1, 0),
        (1, 1),
        (2, 1),
        (3, 1),
    ]


def test_next_lesson_is_the_first_not_done() -> None:
    lessons = course()
    assert next_lesson(set()) == lessons[0]
    assert next_lesson({"cards", "trumps"}) == lessons[1]
    assert next_lesson({lesson.slug for lesson in lessons}) is None
