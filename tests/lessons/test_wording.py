"""Wording the issue found wrong (issue 14): plurals after "in", and a missed Schneider."""

from __future__ import annotations

from lessons.course import COURSE_RULES, exercise_from_spec
from lessons.played_exercises import GameWon, outcome_reasons, tricks_said
from words import render

MISSED_SCHNEIDER = {  # lesson 12: Kreuz Hand Schneider angesagt, 82 Augen
    "kind": "game_won",
    "contract": "CHS",
    "bid": 84,
    "hand": "CJ SJ HJ CA CT CK C9 HA SA D7",
    "skat": "D8 H7",
    "seed": 11,
}


def test_one_trick_is_singular_in_both_languages() -> None:
    assert render(tricks_said(1), "de") == "1 Stich"
    assert render(tricks_said(3), "de") == "3 Stichen"
    assert render(tricks_said(1), "en") == "1 trick"
    assert render(tricks_said(3), "en") == "3 tricks"


def test_a_missed_announcement_does_not_say_61_are_enough() -> None:
    exercise = exercise_from_spec(MISSED_SCHNEIDER, COURSE_RULES)
    assert isinstance(exercise, GameWon)
    result = exercise.game.result()
    assert 61 <= result.declarer_points < 90 and not result.won
    codes = [reason.code for reason in outcome_reasons(exercise.game)]
    assert "lesson.why_schneider_missed" in codes
    assert "lesson.why_points_won" not in codes
