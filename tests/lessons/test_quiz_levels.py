"""A quiz keeps its word: a "klar" question has every wrong answer cost at least the margin it
states, no verdict names a cost below it, and a right answer that mostly loses says why it is
still right."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from coach.rules.contract import ISKO
from coach.sampled.runner import BidLevel
from lessons.bid_quiz import BidQuiz
from lessons.quiz import EASY_MARGIN, Answer, Difficulty, Graded, Limit, QuizKind
from lessons.quiz_base import Unsuitable
from lessons.quizzes import QUIZZES, grade_position
from tests.lessons.quiz_helpers import limit_judged
from ui.quiz_view import level_note
from words import LANGS, Lang, render

RULES = ISKO


def answers(graded: Graded) -> Iterator[Answer]:
    """Every answer the learner can give: the options, and for bidding every limit the form
    offers with every game."""
    if graded.position.kind is not QuizKind.BID:
        yield from (option.answer for option in graded.options)
        return
    yield Limit(0)
    for level in graded.levels:
        for game, _ in graded.games:
            yield Limit(level.bid, game)


def assert_keeps_its_word(graded: Graded) -> None:
    quiz = QUIZZES[graded.position.kind]
    for answer in answers(graded):
        verdict = quiz.verdict(graded, answer)
        if verdict.correct:
            continue
        assert verdict.cost >= graded.gap - 1e-9, (answer, verdict.cost, graded.gap)
        if graded.difficulty is Difficulty.EASY:
            assert verdict.cost >= EASY_MARGIN, (answer, verdict.cost)
            stated = verdict.reasons[1]
            assert stated.code == "quiz.clear"
            assert float(stated.fact("margin")) <= round(verdict.cost, 1)  # type: ignore[arg-type]


def _bid_graded(expected: tuple[float, ...]) -> Graded:
    rng = random.Random(2)
    while (position := BidQuiz().draw(rng, RULES)) is None:
        pass
    levels = tuple(
        BidLevel(bid, None, 0.9 if value > 0 else 0.2, value)
        for bid, value in zip((18, 20, 22, 23), expected, strict=True)
    )
    return BidQuiz().grade(position, limit_judged(position, levels), RULES)


def test_a_wrong_game_never_costs_less_than_the_clear_margin() -> None:
    """Aiming at a worse game costs the coach's estimate of the difference: the margin a clear
    question states counts it, so "kostet 4.0" never stands below "mindestens 21.5"."""
    graded = _bid_graded((60.0, 60.0, -60.0, -80.0))
    game_costs = [graded.games[0][1] - value for _, value in graded.games]
    assert graded.gap <= min((cost for cost in game_costs if cost > 1.0), default=graded.gap)
    assert_keeps_its_word(graded)


@pytest.mark.parametrize(
    "expected",
    [(40.0, 40.0, -20.0, -80.0), (5.0, -3.0, -40.0, -90.0), (-10.0, -30.0, -50.0, -80.0)],
)
def test_every_limit_and_game_keeps_the_stated_margin(expected: tuple[float, ...]) -> None:
    assert_keeps_its_word(_bid_graded(expected))


@pytest.mark.parametrize("kind", [QuizKind.DECLARE, QuizKind.LEAD_DEFENDER, QuizKind.SKAT])
def test_real_questions_keep_their_word(kind: QuizKind) -> None:
    """Through the real search (few worlds): estimated options count as wrong answers too."""
    rng = random.Random(f"levels-{kind.value}")
    checked = 0
    while checked < 3:
        position = QUIZZES[kind].draw(rng, RULES)
        if position is None:
            continue
        try:
            graded = grade_position(position, RULES, worlds=4)
        except Unsuitable:
            continue
        if graded.gap == float("inf"):
            continue
        assert_keeps_its_word(graded)
        checked += 1


def test_a_right_answer_that_mostly_loses_says_why_it_is_right() -> None:
    """The best bid wins a tenth of the sampled deals: "Richtig" says every other answer brings
    less, never a bare "Richtig!"."""
    graded = _bid_graded((5.0, -3.0, -40.0, -90.0))
    unlikely = replace(graded.best, win_rate=0.1)
    graded = replace(graded, options=(unlikely, *graded.options[1:]))
    verdict = QUIZZES[QuizKind.BID].verdict(graded, graded.best.answer)
    assert verdict.correct and verdict.reasons[0].code == "quiz.right_unlikely"
    assert "10 %" in render(verdict.reasons[0], "de") and "10%" in render(verdict.reasons[0], "en")
    likely = _bid_graded((40.0, 40.0, -20.0, -80.0))
    head = QUIZZES[QuizKind.BID].verdict(likely, likely.best.answer).reasons[0]
    assert head.code == "quiz.right"


@pytest.mark.parametrize("lang", LANGS)
def test_a_question_of_the_other_level_says_so_before_it_is_asked(lang: Lang) -> None:
    clear = _bid_graded((40.0, 40.0, -20.0, -80.0))
    assert clear.difficulty is Difficulty.EASY
    assert level_note(clear, Difficulty.EASY, lang) is None
    note = level_note(clear, Difficulty.HARD, lang)
    assert note is not None and ("knapp" in note if lang == "de" else "close" in note)
