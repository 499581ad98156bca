"""Quizzes: positions round-trip, every option graded with a score and a reason, the graded best
is the judgement's best (the hint's limit in the auction), easy questions meet their margin, and
missed questions come back."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coach.rules.contract import ISKO
from coach.rules.game import Phase
from coach.rules.legal import legal_actions
from coach.sampled import limit_cost
from coach.sampled.runner import BidLevel
from lessons.bid_quiz import BidQuiz
from lessons.quiz import (
    EASY_MARGIN,
    RIGHT_WITHIN,
    Difficulty,
    Graded,
    Limit,
    Position,
    PositionError,
    QuizKind,
)
from lessons.quiz_base import JudgedQuiz
from lessons.quiz_progress import HISTORY_COLUMNS, history_rows, kind_timeline, weakest_skills
from lessons.quizzes import QUIZZES, prepare
from lessons.repetition import INTERVALS, due, schedule
from tests.lessons.quiz_helpers import STDERR, judged, limit_judged
from words import render_all

RULES = ISKO
DRAWS = 150  # deals drawn per kind (no search); the coach's whole auction costs more:
SLOW_DRAWS = {QuizKind.LEAD_DECLARER: 40, QuizKind.LEAD_DEFENDER: 40, QuizKind.SCHNEIDER: 40}
KINDS = list(QuizKind)
PHASES = {
    QuizKind.BID: Phase.BIDDING,
    QuizKind.DECLARE: Phase.DECLARE,
    QuizKind.NULL: Phase.DECLARE,
    QuizKind.SKAT: Phase.SKAT,
    QuizKind.SCHNEIDER: Phase.SKAT,
    QuizKind.LEAD_DECLARER: Phase.PLAY,
    QuizKind.LEAD_DEFENDER: Phase.PLAY,
    QuizKind.RAMSCH_LEAD: Phase.PLAY,
    QuizKind.RAMSCH_PUSH: Phase.PUSH,
}


def _draw(kind: QuizKind, seed: int) -> Position:
    rng = random.Random(seed)
    while (position := QUIZZES[kind].draw(rng, RULES)) is None:
        pass
    return position


def _check_graded(graded: Graded) -> None:
    """Every option has a score and a reason; best first; easy means the margin holds."""
    assert graded.options
    for option in graded.options:
        assert option.reasons, option
        assert option.mean == option.mean  # a number, not NaN
        assert option.cost >= 0.0
        render_all(option.reasons, "de")
        render_all(option.reasons, "en")
    assert graded.best.cost == 0.0
    played = [o.cost for o in graded.options if o.win_rate is not None]
    assert played == sorted(played)  # played-out options first, cheapest first
    if graded.difficulty is Difficulty.EASY:  # every answer, estimated options too
        wrong = [o.cost for o in graded.options if not o.right]
        others = [c for c in graded.answer_costs if c > RIGHT_WITHIN]
        assert all(c >= EASY_MARGIN for c in (*wrong, *others))


# --- thousands of drawn positions (cheap: no search) ---------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_drawn_positions_are_real_decisions_and_round_trip(kind: QuizKind) -> None:
    rng = random.Random(kind.value)
    drawn = 0
    for _ in range(SLOW_DRAWS.get(kind, DRAWS)):
        position = QUIZZES[kind].draw(rng, RULES)
        if position is None:
            continue
        drawn += 1
        rules = QUIZZES[kind].rules_for(RULES)  # a Ramsch quiz: with Ramsch on
        view = position.view(rules)
        assert view.phase is PHASES[kind] and view.to_move == position.seat
        assert Position.parse(position.text(rules), rules) == position
        question = QUIZZES[kind].question(position)
        assert render_all([question], "de") and render_all([question], "en")
    assert drawn >= 4


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("bid", "kind seat deal"),
        ("bet 1 " + ".".join(["CJ"] * 32), "unknown quiz kind"),
        ("bid 4 CJ", "seat is 0, 1 or 2"),
        ("bid 1 CJ.XX", "bad deal"),
    ],
)
def test_bad_position_text_says_what_is_wrong(text: str, problem: str) -> None:
    with pytest.raises(PositionError, match=problem):
        Position.parse(text, RULES)


def test_a_bad_action_is_named_with_its_number() -> None:
    text = _draw(QuizKind.BID, 1).text(RULES) + " zz"
    with pytest.raises(PositionError, match=r"action \d+ \('zz'\)"):
        Position.parse(text, RULES)


# --- grading over many analyses (synthetic: the grading's own properties) ------------------------

_DECISIONS = (QuizKind.SKAT, QuizKind.LEAD_DEFENDER, QuizKind.DECLARE)


@cache
def _real(kind: QuizKind) -> tuple[Position, tuple[object, ...]]:
    """A position of `kind` and the options of its decision (the skat's: a few of them)."""
    position = _draw(kind, 3)
    return position, tuple(legal_actions(position.state(RULES)))[:8]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_decision_grading_keeps_the_judgements_order(data: st.DataObject) -> None:
    """Whatever the judgement's figures, the grading keeps its best first and prices every
    option as the coach's verdict does: behind the best, right only where that is good."""
    kind = data.draw(st.sampled_from(_DECISIONS))
    position, real = _real(kind)
    means = data.draw(st.lists(st.floats(-300, 300), min_size=len(real), max_size=len(real)))
    played = data.draw(st.integers(1, len(real)))
    figures = [(a, m, i >= played) for i, (a, m) in enumerate(zip(real, means, strict=True))]
    judgement = judged(position, figures)  # type: ignore[arg-type]
    quiz = QUIZZES[kind]
    assert isinstance(quiz, JudgedQuiz)
    graded = quiz.grade(position, judgement, RULES)
    _check_graded(graded)
    assert judgement.best is not None and graded.best.answer == judgement.best.action
    for option in graded.options:
        behind = judgement.best.points.mean - option.mean
        assert option.cost == pytest.approx(round(max(0.0, behind), 1))
        if option.cost > 2 * STDERR + 0.1 and option.cost > 3.0:
            assert not option.right
        if option.cost <= 2 * STDERR - 0.1:
            assert option.right


@settings(max_examples=300, deadline=None)
@given(
    expected=st.lists(st.floats(-400, 200, allow_nan=False), min_size=1, max_size=20),
    limit=st.integers(0, 300),
)
def test_the_best_limit_costs_nothing_and_no_limit_costs_less(
    expected: list[float], limit: int
) -> None:
    bids = (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60)
    levels = tuple(BidLevel(b, None, 0.5, e) for b, e in zip(bids, expected, strict=False))
    best = bids[min(limit, len(levels) - 1)] if limit % 3 else 0  # any limit the hint names
    assert limit_cost(levels, best, best) == 0.0
    assert limit_cost(levels, best, limit) >= 0.0


LEVELS = (
    BidLevel(18, None, 0.9, 40.0),
    BidLevel(20, None, 0.9, 40.0),
    BidLevel(22, None, 0.5, -20.0),
    BidLevel(23, None, 0.2, -80.0),
)


def test_bid_grading_puts_the_hints_limit_first() -> None:
    position = _draw(QuizKind.BID, 2)
    graded = BidQuiz().grade(position, limit_judged(position, LEVELS), RULES)
    _check_graded(graded)
    assert graded.best.answer == Limit(20, graded.games[0][0])  # the limit and the best game
    assert graded.difficulty is Difficulty.EASY  # 22 loses 20, passing gives up 40
    quiz = QUIZZES[QuizKind.BID]
    assert quiz.verdict(graded, Limit(20, None)).correct
    too_high = quiz.verdict(graded, Limit(23))
    assert not too_high.correct and too_high.cost == 80.0 and too_high.skill == "overbid"
    assert quiz.verdict(graded, Limit(0)).skill == "underbid"
    assert [r.code for r in graded.notes] == ["quiz.value"]  # one recommendation: the hint's
    quick, why = quiz.quick_rule(position, RULES)  # the quick rule only on request
    assert isinstance(quick, Limit) and why
    assert why[0].code in ("quiz.coach_limit", "quiz.coach_pass")


def test_a_limit_the_figures_find_no_worse_than_the_hints_is_right_too() -> None:
    """The hint names 18; the figures find 20 as good (both pay 40): 20 is right, 22 is not, and
    the hint's limit stays the best answer."""
    position = _draw(QuizKind.BID, 2)
    graded = BidQuiz().grade(position, limit_judged(position, LEVELS, limit=18), RULES)
    _check_graded(graded)
    assert graded.best.answer == Limit(18, graded.games[0][0])
    quiz = QUIZZES[QuizKind.BID]
    assert quiz.verdict(graded, Limit(20, graded.games[0][0])).correct
    assert quiz.verdict(graded, Limit(22, graded.games[0][0])).cost == 20.0
    assert quiz.verdict(graded, Limit(0)).cost == 40.0


# --- the real search ------------------------------------------------------------------------------


def test_prepare_serves_the_wanted_difficulty_or_says_so() -> None:
    graded = prepare(QuizKind.BID, Difficulty.EASY, random.Random(4), RULES, worlds=4)
    _check_graded(graded)
    assert graded.gap < float("inf")


# --- learning over time ---------------------------------------------------------------------------


class _Answer:
    def __init__(self, qid: str, correct: bool, at: datetime, cost: float = 0.0, skill: str = ""):
        self.quiz_id, self.question_id, self.position = "bid", qid, f"pos-{qid}"
        self.correct, self.at, self.cost, self.skill = correct, at, cost, skill


T0 = datetime(2026, 1, 1, tzinfo=UTC)


def test_a_missed_question_comes_back_until_learned() -> None:
    """Leitner: wrong -> box 1 (due at once); right -> next box, later; right in box 3 -> out."""
    history = [_Answer("a", True, T0), _Answer("b", False, T0)]
    assert [item.question_id for item in due(history, T0)] == ["b"]
    history.append(_Answer("b", True, T0 + timedelta(minutes=1)))
    (item,) = schedule(history)
    assert item.box == 2 and item.due == T0 + timedelta(minutes=1) + INTERVALS[1]
    assert not due(history, T0 + timedelta(hours=2))
    history.append(_Answer("b", True, T0 + timedelta(days=2)))
    history.append(_Answer("b", True, T0 + timedelta(days=6)))
    assert schedule(history) == []
    history.append(_Answer("b", False, T0 + timedelta(days=7)))
    assert schedule(history)[0].box == 1


def test_progress_by_kind_and_weakest_skills() -> None:
    history = [
        _Answer("a", False, T0, 12.0, "overbid"),
        _Answer("b", True, T0 + timedelta(minutes=1)),
        _Answer("c", False, T0 + timedelta(minutes=2), 3.0, "points_away"),
        _Answer("d", False, T0 + timedelta(minutes=3), 2.0, "points_away"),
    ]
    points = kind_timeline(history)
    assert [round(p.accuracy, 2) for p in points] == [0.0, 0.5, 0.33, 0.25]
    assert points[-1].mean_cost == pytest.approx(17.0 / 4)
    weakest = weakest_skills(history)
    assert [(s.skill, s.misses) for s in weakest] == [("overbid", 1), ("points_away", 2)]


def test_history_rows_merge_lessons_and_quizzes_in_time_order() -> None:
    class _Lesson:
        lesson_id, exercise_id, answer, correct, at = "06_bidding", "1:next_bid", "20", True, T0

    quiz = _Answer("q", False, T0 - timedelta(minutes=1), 4.5, "overbid")
    quiz.answer = "bis 48"  # type: ignore[attr-defined]
    rows = history_rows([_Lesson()], [quiz])  # type: ignore[list-item]
    assert [row["source"] for row in rows] == ["quiz", "lesson"]
    assert rows[0]["cost"] == 4.5 and rows[0]["skill"] == "overbid"
    assert set(rows[1]) == set(HISTORY_COLUMNS)
