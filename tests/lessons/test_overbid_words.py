"""An overbid game is never explained as "61 reichen zum Gewinn" (issue 37, lesson 11)."""

from __future__ import annotations

from lessons.course import course
from lessons.played_exercises import OverbidCharge, outcome_reasons
from words import render


def test_an_overbid_game_says_the_bid_decides_not_the_points() -> None:
    lesson = next(lesson for lesson in course() if lesson.slug == "overbid")
    examples = [s.example for s in lesson.sections if s.example is not None]
    exercises = [fixed.exercise for fixed in [*lesson.fixed, *examples]]
    overbid = [e for e in exercises if isinstance(e, OverbidCharge)]
    assert overbid
    for exercise in overbid:
        texts = [render(r, "de") for r in outcome_reasons(exercise.game)]
        assert not any("reichen zum Gewinn" in text for text in texts), texts
        assert any("überreizt, also verloren" in text for text in texts), texts
