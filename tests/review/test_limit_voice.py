"""One voice in the auction: the table's verdict on a bid past the hint's limit (or a pass below
it) is the verdict the Üben bidding question gives that limit, priced by the same bid levels of
the same decision; a bid within the limit is good."""

from __future__ import annotations

import pytest

from coach.advice.coaching import hint, verdict
from coach.heuristic import Grade
from coach.play.players import Strength
from coach.play.table import Participant, Table, Waiting, act, run_engines, start
from coach.rules import ISKO, Bid, Hold, Pass, Prompt, bid_values, next_bid
from coach.sampled import FIRST_WORLDS
from lessons.bid_quiz import BidQuiz
from lessons.quiz import Limit, Position, QuizKind

PLAYERS = (
    Participant("Anna"),
    Participant("Stark", Strength.STRONG),
    Participant("Stärker", Strength.STRONG),
)


def _first_decision(deal: int) -> Table:
    table = run_engines(start(ISKO, PLAYERS, deal, games=36))
    assert table.waiting is Waiting.LEARNER and table.state.phase.name == "BIDDING"
    return table


def _quiz_verdict(table: Table, limit: int) -> tuple[bool, float]:
    """The Üben question on the same decision, answered with `limit` and the best game."""
    state = table.state
    position = Position(QuizKind.BID, table.learner_seat, state.deal, state.history)
    quiz = BidQuiz()
    graded = quiz.judge(position, ISKO, FIRST_WORLDS)
    game = graded.games[0][0] if limit else None
    said = quiz.verdict(graded, Limit(limit, game))
    return said.correct, said.cost


def _over_the_limit(table: Table) -> Bid | Hold:
    """A bid (or a "ja") above the limit the hint bids to."""
    view = table.learner_view
    said = hint(table)
    limit = max((v for r in said.reasons for n, v in r.facts if n == "limit"), default=0)
    assert isinstance(limit, int)
    if view.prompt is Prompt.ANSWER_BID and view.bid > limit:
        return Hold()
    first = next_bid(view.bid, ISKO)
    assert first is not None
    return Bid(next(v for v in bid_values(ISKO) if v > max(limit, first - 1)))


@pytest.mark.parametrize("deal", [226886, 226904, 4711])
def test_a_bid_past_the_limit_gets_the_verdict_the_quiz_gives_that_limit(deal: int) -> None:
    table = _first_decision(deal)
    action = _over_the_limit(table)
    shown = table.learner_view.bid if isinstance(action, Hold) else action.value
    ply = table.ply
    given = verdict(act(table, action), ply)
    correct, cost = _quiz_verdict(table, shown)
    assert given.cost is not None and given.cost == pytest.approx(round(cost, 1))
    assert (given.grade is Grade.GOOD) == correct
    assert given.reasons[0].code.startswith(("verdict_limit", "verdict_best"))


@pytest.mark.parametrize("deal", [226904, 110, 119])  # 110: passing costs nothing there
def test_passing_below_the_limit_gets_the_verdict_the_quiz_gives_passing(deal: int) -> None:
    table = _first_decision(deal)
    assert not isinstance(hint(table).action, Pass)
    ply = table.ply
    given = verdict(act(table, Pass()), ply)
    correct, cost = _quiz_verdict(table, 0)
    assert given.cost == pytest.approx(round(cost, 1))
    assert (given.grade is Grade.GOOD) == correct


def test_a_higher_bid_within_the_limit_is_good() -> None:
    """Deal 226904: the hint opens with 18 and bids up to 30; opening with 20 keeps to it."""
    table = _first_decision(226904)
    assert hint(table).action == Bid(18)
    ply = table.ply
    given = verdict(act(table, Bid(20)), ply)
    assert given.grade is Grade.GOOD
    assert given.reasons[0].code == "verdict_within_limit"
