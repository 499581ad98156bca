"""An Üben question says what the coach says of the same decision in a game.

A quiz position is a decision of a real game (a deal, the actions before it, the seat to move).
Played at the table, the hint, the verdict and the reviews read that decision's one judgement
(`coach.advice`); the quiz grades its answers from the same judgement. So for the same decision:
the quiz's best answer is the hint's move, and every answer is right exactly where the verdict on
it (given once it is played, judged afresh by a review) is good, with the same cost and figures.
In the auction the quiz's best limit is the limit the hint names, and following it is good.
"""

from __future__ import annotations

import random

import pytest

from coach.advice import budget_of, hint_at, judgement_at, limit_judgement, verdict_of
from coach.heuristic import Grade
from coach.rules.actions import Bid, Hold, Pass
from coach.rules.contract import ISKO
from coach.rules.game import apply
from coach.rules.legal import Prompt
from coach.rules.values import next_bid
from coach.rules.view import view_of
from lessons.quiz import Graded, Limit, Position, QuizKind
from lessons.quiz_base import Unsuitable
from lessons.quizzes import QUIZZES, grade_position

RULES = ISKO
WORLDS = 4  # first worlds of each judgement (close calls up to three times as many)
JUDGED = [kind for kind in QuizKind if kind is not QuizKind.BID]
CHECKED = 12  # answers of a question checked against a fresh judgement (a declaration has 400)


def _question(kind: QuizKind, seed: int) -> tuple[Position, Graded]:
    rng = random.Random(f"voice-{kind.value}-{seed}")
    for _ in range(200):
        position = QUIZZES[kind].draw(rng, RULES)
        if position is None:
            continue
        try:
            return position, grade_position(position, RULES, worlds=WORLDS)
        except Unsuitable:
            continue
    raise AssertionError(f"no {kind.value} question drawn")


@pytest.mark.parametrize("kind", JUDGED)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_quiz_grades_every_answer_as_the_hint_and_the_verdict_do(
    kind: QuizKind, seed: int
) -> None:
    position, graded = _question(kind, seed)
    state = position.state(QUIZZES[kind].rules_for(RULES))
    ply = len(position.actions)
    hint = hint_at(state, position.seat, budget_of(WORLDS))
    judgement = hint.judgement
    assert judgement is not None and judgement.best is not None
    assert graded.best.answer == hint.action == judgement.best.action  # one best move
    assert graded.worlds == judgement.worlds
    step = max(1, len(graded.options) // CHECKED)
    for option in (graded.best, *graded.options[1::step]):
        answer = option.answer
        assert not isinstance(answer, Limit)
        played = apply(state, answer)
        at_table = verdict_of(judgement, played, ply)  # the verdict read from the hint's judgement
        fresh = judgement_at(played, ply, position.seat, budget_of(WORLDS))
        review = verdict_of(fresh, played, ply)
        assert review == at_table  # a review judging the game afresh: the same
        said = QUIZZES[kind].verdict(graded, option.answer)
        assert said.correct == (at_table.grade is Grade.GOOD), (option.answer, at_table)
        assert said.cost == option.cost == (at_table.cost or 0.0)
        figures = at_table.judgement.option(answer) if at_table.judgement else None
        assert figures is not None and option.mean == figures.points.mean
        if not figures.estimated:
            assert option.win_rate == figures.win_rate


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bidding_question_names_the_limit_the_hint_names(seed: int) -> None:
    position, graded = _question(QuizKind.BID, seed)
    state = position.state(RULES)
    ply = len(position.actions)
    judgement = limit_judgement(state, position.seat, WORLDS)
    assert graded.levels == judgement.levels  # the same figures, the same worlds
    hint = hint_at(state, position.seat, budget_of(WORLDS))
    limits = {v for r in hint.decision.reasons for name, v in r.facts if name == "limit"}
    assert limits <= {judgement.limit}  # the hint names the judgement's limit, if any
    best = graded.best.answer
    assert isinstance(best, Limit) and graded.best.cost == 0.0
    view = view_of(state, position.seat)
    asked = view.bid if view.prompt is Prompt.ANSWER_BID else next_bid(view.bid, RULES)
    assert asked is not None
    bidding = best.bid >= asked
    assert best.bid in (0, judgement.limit)
    if bidding:
        assert best.game == judgement.game
    expected = (Hold() if view.prompt is Prompt.ANSWER_BID else Bid(asked)) if bidding else Pass()
    assert hint.action == expected  # the quiz's limit says now what the hint says
    played = apply(state, expected)
    verdict = verdict_of(judgement_at(played, ply, position.seat), played, ply)
    assert verdict.grade is Grade.GOOD
    assert QUIZZES[QuizKind.BID].verdict(graded, best).correct
    quick, _why = QUIZZES[QuizKind.BID].quick_rule(position, RULES)
    assert quick == best  # the instant hint in the auction says the same
