"""Quiz grading over thousands of generated positions, and a few hundred through the real search.

A full search of one question takes a second or more, so thousands of them do not fit a test.
The check is split in two, and each part says what it proves:

- **Thousands of real positions, cheap real grading** (`test_thousands_of_positions_...`, marked
  `slow`: about 100 CPU-seconds, nearly all of it drawing the positions): 2,000 positions drawn
  by the quizzes' own code (every kind and level), each graded by its kind's real `grade` over
  a judgement of the options the search really considers for it (`analyse_in` with no deal
  played out: the legal cards, the hand games, all 66 discards of every game with the coach's
  estimate; for bidding, the bid values from the next one to the hand's highest game value).
  Only the figures of the options played out are drawn at random (seeded, with ties): they are
  what the solver would add. Proves for every kind of position: every option shown has a finite
  score, a cost and a reason in German and English; the graded best is the judgement's best
  (the hint's limit in the auction); an easy question meets the stated margin and a hard one is
  a close call; each option's verdict costs what the table says; the quick rule answers with
  reasons.
- **A few hundred through the real search** (`test_real_search_...`): 30 positions per kind
  judged as in a game in six first worlds each (cheap, but the real solver's figures): the same
  properties, and the graded best is the hint's.
"""

from __future__ import annotations

import math
import random

import pytest

from coach.advice import LimitJudgement, budget_of, hint_at, limit_judgement
from coach.heuristic import decide
from coach.heuristic.prospects import prospects
from coach.rules.actions import Declare
from coach.rules.contract import ISKO, GameType, RuleSet
from coach.rules.legal import Prompt
from coach.rules.values import bid_values, next_bid
from coach.sampled import Judgement
from coach.sampled.analysis import analyse_in
from coach.sampled.ramsch_rollout import ramsch_options
from coach.sampled.runner import BidLevel
from lessons.bid_quiz import BidQuiz
from lessons.quiz import (
    EASY_MARGIN,
    RIGHT_WITHIN,
    Difficulty,
    Graded,
    Limit,
    Position,
    QuizKind,
)
from lessons.quiz_base import JudgedQuiz, Unsuitable
from lessons.quizzes import QUIZZES
from tests.lessons.quiz_helpers import judged, limit_judged
from words import render_all

RULES = ISKO
# positions per kind, weighted by what a position costs to draw (about 2,000 in all)
POSITIONS = {
    QuizKind.BID: 500,
    QuizKind.SCHNEIDER: 450,
    QuizKind.LEAD_DEFENDER: 450,
    QuizKind.SKAT: 200,
    QuizKind.DECLARE: 150,
    QuizKind.LEAD_DECLARER: 150,
    QuizKind.NULL: 100,
    QuizKind.RAMSCH_LEAD: 150,
    QuizKind.RAMSCH_PUSH: 100,
}
REAL = 30  # positions per kind through the real search
REAL_WORLDS = 6  # first worlds of each judgement (fewer: nearly every lead within the noise)
# a defender's first lead seldom changes the list points: in few worlds every lead is as good
MORE_WORLDS = {QuizKind.LEAD_DEFENDER: 20}
# a Schneider question needs the best answer to be a hand game played out with and without it
SUITABLE = {QuizKind.SCHNEIDER: 4}  # at least this share (1/n) of the positions make questions
FIGURES = (-120.0, -60.0, -30.0, -8.0, 0.0, 12.0, 24.0, 36.0, 60.0)


def _positions(kind: QuizKind, count: int, seed: str) -> list[Position]:
    rng = random.Random(seed)
    quiz = QUIZZES[kind]
    found: list[Position] = []
    while len(found) < count:
        level = rng.choice(tuple(Difficulty))
        position = quiz.draw_at(level, rng, RULES)
        if position is not None:
            found.append(position)
    return found


def _figure(rng: random.Random) -> float:
    """A list-point figure: often one of a few values (ties happen), sometimes any."""
    base = rng.choice(FIGURES)
    return base if rng.random() < 0.5 else base + rng.uniform(-10, 10)


def _synthetic_levels(position: Position, rng: random.Random) -> tuple[BidLevel, ...]:
    """The bid levels the search would tabulate, with drawn figures."""
    view = position.view(RULES)
    first = view.bid if view.prompt is Prompt.ANSWER_BID else next_bid(view.bid, RULES) or 18
    highest = max(p.value for p in prospects(view.hand, view.seat == 0, RULES))
    bids = [value for value in bid_values(RULES) if first <= value <= max(first, highest)]
    hand_games = [p.contract for p in prospects(view.hand, view.seat == 0, RULES)][:3]
    levels = []
    for bid in bids:
        contract = rng.choice([None, None, *hand_games])
        if contract is not None and not contract.hand:
            contract = None
        levels.append(BidLevel(bid, contract, rng.random(), _figure(rng)))
    return tuple(levels)


Judged = Judgement | LimitJudgement


def _rules(position: Position) -> RuleSet:
    """The rules the position's question is asked under (a Ramsch quiz: with Ramsch on)."""
    return QUIZZES[position.kind].rules_for(RULES)


def _synthetic(position: Position, rng: random.Random) -> Judged:
    """The real options of the position judged, the played-out ones with drawn figures."""
    view = position.view(_rules(position))
    if position.kind is QuizKind.BID:
        levels = _synthetic_levels(position, rng)
        limit = rng.choice([0, *(level.bid for level in levels)])
        return limit_judged(position, levels, limit, hand_game(levels) or GameType.CLUBS)
    if view.ramsch:  # the options the Ramsch's own judgement plays out
        actions = ramsch_options(view, decide(view))
        return judged(position, [(action, _figure(rng), False) for action in actions])
    real = analyse_in(view, [], race=False).options
    figures = [(o.action, o.mean if o.estimated else _figure(rng), o.estimated) for o in real]
    return judged(position, figures)


def hand_game(levels: tuple[BidLevel, ...]) -> GameType | None:
    return next((lv.contract.game for lv in levels if lv.contract is not None), None)


def _grade(position: Position, judgement: Judged) -> Graded:
    quiz = QUIZZES[position.kind]
    if isinstance(judgement, LimitJudgement):
        assert isinstance(quiz, BidQuiz)
        return quiz.grade(position, judgement, RULES)
    assert isinstance(quiz, JudgedQuiz)
    return quiz.grade(position, judgement, _rules(position))


def _check(graded: Graded, judgement: Judged) -> None:
    """Every option scored, costed and explained; the best first and the judgement's best; the
    difficulty honest; verdicts agree with the table; the quick rule answers with reasons."""
    kind = graded.position.kind
    quiz = QUIZZES[kind]
    assert graded.options
    for option in graded.options:
        assert math.isfinite(option.mean) and option.cost >= 0.0, option
        assert option.reasons, option
        assert all(render_all(option.reasons, lang) for lang in ("de", "en"))
    assert graded.best.cost == 0.0
    if kind is QuizKind.DECLARE:  # every discard of at least one game
        assert len(graded.options) >= 66
        assert all(isinstance(option.answer, Declare) for option in graded.options)
    if kind is QuizKind.BID:
        best = graded.best.answer
        assert isinstance(judgement, LimitJudgement)
        assert isinstance(best, Limit) and best.bid == judgement.best
        game = graded.games[0][0]  # the best game: naming it costs nothing extra
        for option in graded.options:
            assert isinstance(option.answer, Limit)
            answer = Limit(option.answer.bid, game if option.answer.bid else None)
            assert quiz.verdict(graded, answer).cost == pytest.approx(option.cost)
    else:
        assert isinstance(judgement, Judgement) and judgement.best is not None
        assert graded.best.answer == judgement.best.action
        for option in graded.options[:: max(1, len(graded.options) // 12)]:  # 66 × games: a dozen
            assert quiz.verdict(graded, option.answer).cost == pytest.approx(option.cost)
    wrong = [o.cost for o in graded.options if not o.right]  # estimated ones too
    wrong += [cost for cost in graded.answer_costs if cost > RIGHT_WITHIN]
    if graded.difficulty is Difficulty.EASY:
        assert all(cost >= EASY_MARGIN for cost in wrong)
    else:
        assert min(wrong) < EASY_MARGIN
    assert quiz.verdict(graded, graded.best.answer).correct
    quick, why = quiz.quick_rule(graded.position, _rules(graded.position))
    assert quick is not None and why and render_all(why, "en")


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(QuizKind))
def test_thousands_of_positions_are_graded_with_a_score_and_a_reason(kind: QuizKind) -> None:
    rng = random.Random(f"figures-{kind.value}")
    graded_count = 0
    for position in _positions(kind, POSITIONS[kind], f"many-{kind.value}"):
        judgement = _synthetic(position, rng)
        try:
            graded = _grade(position, judgement)
        except Unsuitable:
            continue
        if graded.gap == math.inf:
            continue  # every answer equally good: `prepare` never asks it
        _check(graded, judgement)
        graded_count += 1
    assert graded_count >= POSITIONS[kind] // SUITABLE.get(kind, 2)


def _judged_in_game(position: Position) -> Judged:
    """The decision judged as in a game (few worlds: cheap)."""
    state = position.state(_rules(position))
    if position.kind is QuizKind.BID:
        return limit_judgement(state, position.seat, REAL_WORLDS)
    worlds = MORE_WORLDS.get(position.kind, REAL_WORLDS)
    judgement = hint_at(state, position.seat, budget_of(worlds)).judgement
    assert judgement is not None
    return judgement


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(QuizKind))
def test_real_search_grades_every_option_and_its_best_is_the_hints(kind: QuizKind) -> None:
    checked = 0
    for position in _positions(kind, REAL, f"real-{kind.value}"):
        judgement = _judged_in_game(position)
        try:
            graded = _grade(position, judgement)
        except Unsuitable:
            continue
        if graded.gap == math.inf:
            continue
        _check(graded, judgement)
        checked += 1
    assert checked >= REAL // 5  # in few worlds many cards of a lead are equally good
