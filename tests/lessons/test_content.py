"""Every lesson exists in German and English, and every stated answer agrees with `coach`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from coach.rules.contract import ISKO, SKO_1975, Contract, RuleSet
from lessons.course import CONTENT, Fixed, LessonError, course, load_lesson
from lessons.exercises import Exercise, Kind
from lessons.grade import grade
from lessons.played_exercises import OverbidCharge
from lessons.value_exercises import GameValueExercise
from words import LANGS, render

LESSONS = course()
FIXED = [
    pytest.param(fixed, id=f"{lesson.slug}-{index}")
    for lesson in LESSONS
    for index, fixed in enumerate(
        [*lesson.fixed, *(s.example for s in lesson.sections if s.example is not None)]
    )
]


def rendered(exercise: Exercise) -> list[str]:
    """Every sentence an exercise can show, in both languages (raises on a missing text)."""
    answer = exercise.answer()
    reasons = [exercise.question(), *(s.caption for s in exercise.shown())]
    reasons += grade(exercise, answer).reasons
    return [render(reason, lang) for reason in reasons for lang in LANGS]


def test_the_course_has_the_thirteen_lessons_in_order() -> None:
    assert [lesson.number for lesson in LESSONS] == list(range(1, len(LESSONS) + 1))
    assert len(LESSONS) >= 13


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.slug)
def test_every_lesson_text_is_in_both_languages(lesson) -> None:
    for texts in (lesson.title, lesson.summary, *(s.text for s in lesson.sections)):
        assert set(texts) == set(LANGS)
        assert all(texts[lang].strip() for lang in LANGS)


@pytest.mark.parametrize("fixed", FIXED)
def test_stated_answers_agree_with_the_engine(fixed: Fixed) -> None:
    assert fixed.expect is not None, "hand-picked exercises state their answer"
    assert fixed.exercise.answer() == fixed.expect
    assert type(fixed.exercise.answer()) is type(fixed.expect)
    assert all(text.strip() for text in rendered(fixed.exercise))


@pytest.mark.slow
@pytest.mark.parametrize("rules", [ISKO, SKO_1975], ids=lambda rules: rules.name)
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.slug)
def test_each_lesson_serves_exercises_forever(lesson, rules: RuleSet) -> None:
    for index in range(len(lesson.fixed) + 12):
        assert all(rendered(lesson.exercise(index, 7, rules)))


def test_a_lesson_missing_english_is_refused(tmp_path: Path) -> None:
    source = (CONTENT / "01_cards.toml").read_text(encoding="utf-8")
    broken = source.replace('title.en = "The cards and their points"\n', "")
    path = tmp_path / "01_cards.toml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(LessonError, match="title: text missing in en"):
        load_lesson(path)


def test_a_wrong_card_in_an_exercise_names_the_file(tmp_path: Path) -> None:
    source = (CONTENT / "01_cards.toml").read_text(encoding="utf-8")
    path = tmp_path / "01_cards.toml"
    path.write_text(source.replace('cards = "HA DT CK"', 'cards = "HA DX CK"'), encoding="utf-8")
    with pytest.raises(LessonError, match=r"01_cards.toml exercises\[0\].*DX"):
        load_lesson(path)


def test_lesson_exercises_are_reproducible() -> None:
    lesson = LESSONS[0]
    index = len(lesson.fixed) + 3
    assert lesson.exercise(index, 5, ISKO) == lesson.exercise(index, 5, ISKO)


def test_overbid_exercises_show_real_overbids() -> None:
    overbids = [f.exercise for _, f in _all_fixed() if isinstance(f.exercise, OverbidCharge)]
    assert overbids
    for exercise in overbids:
        result = exercise.game.result()
        assert result.overbid and not result.won


def test_the_worked_examples_match_the_isko_numbers() -> None:
    """Booklet and ISkO figures: Kreuz mit 2 = 36, Null 23/35/46/59, Grand ouvert 264."""
    values = {
        (f.exercise.contract, f.expect)
        for _, f in _all_fixed()
        if isinstance(f.exercise, GameValueExercise)
    }
    isko = {"C": 36, "N": 23, "NH": 35, "NO": 46, "NOH": 59, "GO": 264}
    assert {(Contract.from_iss(token), value) for token, value in isko.items()} <= values


def _all_fixed() -> list[tuple[str, Fixed]]:
    return [
        (lesson.slug, fixed)
        for lesson in LESSONS
        for fixed in [*lesson.fixed, *(s.example for s in lesson.sections if s.example)]
    ]


def test_every_exercise_kind_is_taught_somewhere() -> None:
    used = {fixed.exercise.kind for _, fixed in _all_fixed()}
    used |= {drill.kind for lesson in LESSONS for drill in lesson.drills}
    assert used == set(Kind)


def test_the_course_depends_on_coach_only() -> None:
    """ui → lessons → words → coach: the course never imports Streamlit or the UI."""
    package = CONTENT.parent
    for path in package.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(import|from)\s+(streamlit|ui)\b", source, re.M), path.name
