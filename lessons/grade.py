"""Grading: compare the learner's answer with the engine's and explain the right one."""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules import Card, CardSet, Reason
from lessons.exercises import Answer, Exercise, reason


@dataclass(frozen=True, slots=True)
class AnswerGrade:
    """The verdict, the right answer and the reasons (verdict first, then why)."""

    correct: bool
    given: Answer
    answer: Answer
    reasons: tuple[Reason, ...]


def same_answer(given: Answer, answer: Answer) -> bool:
    """Equal and of the same kind: ``True`` is not the number 1, a card is not its index."""
    if isinstance(answer, bool) or isinstance(given, bool):
        return isinstance(given, bool) and isinstance(answer, bool) and given == answer
    if isinstance(answer, Card) or isinstance(given, Card):
        return isinstance(given, Card) and isinstance(answer, Card) and given == answer
    if isinstance(answer, CardSet) or isinstance(given, CardSet):
        return given == answer
    return given == answer


def grade(exercise: Exercise, given: Answer) -> AnswerGrade:
    """Grade one answer; the reasons explain the right answer either way."""
    answer = exercise.answer()
    if same_answer(given, answer):
        return AnswerGrade(True, given, answer, (reason("right"), *exercise.why()))
    if exercise.as_good(given):  # a strategy question: the coach rates this answer alike
        reasons = (reason("right"), reason("as_good", answer=answer), *exercise.why())
        return AnswerGrade(True, given, answer, reasons)
    reasons = (
        reason("wrong"),
        exercise.state_answer(answer),
        *exercise.mistakes(given),
        *exercise.why(),
    )
    return AnswerGrade(False, given, answer, reasons)
