"""Lesson 13 asks for strategy: the coach's discard and the defenders' card, with its rule."""

from __future__ import annotations

from coach.rules.cards import CardSet
from coach.rules.notation import parse_card, parse_cards
from lessons.course import COURSE_RULES, exercise_from_spec, lesson_by_slug
from lessons.exercises import Kind
from lessons.grade import grade
from lessons.played_exercises import DefenderCard, Discard

SMEAR = {
    "kind": "defender_card",
    "contract": "S",
    "declarer": "middlehand",
    "hand": "CA CT C8 HT H8 DA D9 D7 SQ S7",
    "trick": "HA H7",
}
BLANK_TEN = {
    "kind": "discard",
    "contract": "S",
    "hand": "CJ HJ SA SK S9 S8 S7 CA C8 HT",
    "skat": "D7 DK",
}


def _codes(reasons: tuple[object, ...]) -> set[str]:
    return {reason.code for reason in reasons}  # type: ignore[attr-defined]


def test_lesson_13_asks_only_strategy_questions() -> None:
    lesson = lesson_by_slug("strategy")
    assert {fixed.exercise.kind for fixed in lesson.fixed} == {Kind.DISCARD, Kind.DEFENDER_CARD}
    assert {drill.kind for drill in lesson.drills} == {Kind.DISCARD, Kind.DEFENDER_CARD}
    taught = set()
    for fixed in lesson.fixed:
        taught |= _codes(fixed.exercise.why())
    # each rule of thumb the lesson teaches is the reason of one of its questions
    assert {
        "discard_blank_ten",
        "smear_partner",
        "lead_long_through",
        "lead_short_to_partner",
        "grand_lead_aces",
    } <= taught
    assert any(code.startswith("null_") for code in taught)


def test_smearing_partner_trick_is_right_and_keeping_the_ten_is_not() -> None:
    exercise = exercise_from_spec(SMEAR, COURSE_RULES)
    assert isinstance(exercise, DefenderCard)
    assert exercise.answer() == parse_card("HT")
    right = grade(exercise, parse_card("HT"))
    assert right.correct and "smear_partner" in _codes(right.reasons)
    low = grade(exercise, parse_card("H8"))
    assert not low.correct
    off_suit = grade(exercise, parse_card("CA"))  # hearts must be followed
    assert not off_suit.correct
    assert any(code.startswith("refused_") for code in _codes(off_suit.reasons))


def test_the_blank_ten_goes_into_the_skat_and_a_trump_never() -> None:
    exercise = exercise_from_spec(BLANK_TEN, COURSE_RULES)
    assert isinstance(exercise, Discard)
    assert exercise.answer() == CardSet.of(parse_cards("DK HT"))
    assert grade(exercise, CardSet.of(parse_cards("HT DK"))).correct
    trump = grade(exercise, CardSet.of(parse_cards("S7 HT")))
    assert not trump.correct and "lesson.mistake_discard_trump" in _codes(trump.reasons)
    three = grade(exercise, CardSet.of(parse_cards("S7 HT DK")))
    assert not three.correct and "lesson.mistake_discard_two" in _codes(three.reasons)


def test_the_lead_depends_on_who_sits_behind_you() -> None:
    hand = "CJ CA CK C9 C8 S8 S7 HK H8 D7"
    spec = {"kind": "defender_card", "contract": "D", "hand": hand}
    long = exercise_from_spec({**spec, "declarer": "middlehand"}, COURSE_RULES)
    short = exercise_from_spec({**spec, "declarer": "rearhand"}, COURSE_RULES)
    assert long.answer() == parse_card("CA") and short.answer() == parse_card("H8")
    assert long.question().code == "lesson.q_defender_lead_next"
    assert short.question().code == "lesson.q_defender_lead_after_partner"
