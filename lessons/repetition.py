"""Übe deine Fehler: questions answered wrongly come back on a Leitner schedule.

Leitner boxes, worked out from the learner's answer history alone (no extra state to keep in
step): a wrong answer puts a question into box 1, which is due at once (the next round of
practising mistakes); each right answer moves it one box up, and box n comes back after
`INTERVALS[n - 1]`. A right answer in the last box retires the question: it is learned.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

INTERVALS = (timedelta(0), timedelta(days=1), timedelta(days=3))
"""When box 1, 2, 3 comes back after the last answer."""


class QuizEvent(Protocol):
    """One stored quiz answer, as `ui.store.QuizAnswer` records it."""

    @property
    def quiz_id(self) -> str: ...
    @property
    def question_id(self) -> str: ...
    @property
    def position(self) -> str: ...
    @property
    def correct(self) -> bool: ...
    @property
    def at(self) -> datetime: ...


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """A question on the schedule: its position text, box (1..3) and when it is due."""

    kind: str
    question_id: str
    position: str
    box: int
    due: datetime


def schedule(events: Iterable[QuizEvent]) -> list[ReviewItem]:
    """Every question still to learn, soonest due first."""
    boxes: dict[str, tuple[int, QuizEvent]] = {}
    for event in sorted(events, key=lambda e: e.at):
        box = boxes[event.question_id][0] if event.question_id in boxes else 0
        if not event.correct:
            boxes[event.question_id] = (1, event)
        elif box:  # only questions once missed are on the schedule
            boxes[event.question_id] = (box + 1, event)
    items = [
        ReviewItem(event.quiz_id, qid, event.position, box, event.at + INTERVALS[box - 1])
        for qid, (box, event) in boxes.items()
        if box <= len(INTERVALS) and event.position
    ]
    return sorted(items, key=lambda item: (item.due, item.question_id))


def due(events: Iterable[QuizEvent], now: datetime) -> list[ReviewItem]:
    """The questions due for practice at `now`, soonest first."""
    return [item for item in schedule(events) if item.due <= now]
