"""The issue's card-play repro, replayed: deal 867932 at an Einsteiger table, the learner in
middlehand bids 18, 20, 22, picks up, plays Karo putting away ♠7 ♠9, and trumps the first trick
with ♦A. At trick 2 the checked hint ("Genau prüfen", the app's budget) once recommended ♦K and
the review then called ♦K a mistake (better ♥A). Now the hint, the verdict at the table, the
review after the game and a review judging the saved game afresh read one judgement: the move
the hint recommends is good everywhere, and ♦K is priced the same by all of them.
"""

from __future__ import annotations

from functools import cache

from coach.advice.coaching import checked_hint, hint, verdict
from coach.advice.post_mortem import post_mortem
from coach.heuristic import Grade
from coach.play.players import Strength
from coach.play.table import (
    MoveVerdict,
    Participant,
    Table,
    Waiting,
    act,
    game_judgements,
    run_engines,
    show_hint,
    start,
    with_verdict,
)
from coach.rules.actions import Action, Bid, Declare, PickUp, Play
from coach.rules.cards import Card
from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.game import Phase

DEAL = 867932
PLAYERS = (  # the learner third: in the deal's first game the learner sits in middlehand
    Participant("Einstein", Strength.BEGINNER),
    Participant("Zweistein", Strength.BEGINNER),
    Participant("Anna"),
)


@cache
def _at_trick_two() -> Table:
    """The game as the issue played it up to the learner's card in trick 2."""
    table = run_engines(start(ISKO, PLAYERS, DEAL))
    assert table.learner_seat == 1
    assert "♦A" not in str(table.learner_view.hand)  # ♦A comes from the skat
    bids = [Bid(18), Bid(20), Bid(22)]
    while table.state.phase is Phase.BIDDING:
        assert table.waiting is Waiting.LEARNER
        table = run_engines(act(table, bids.pop(0)))
    diamonds = Declare(Contract(GameType.DIAMONDS), (Card.S7, Card.S9))
    for action in (PickUp(), diamonds, Play(Card.DA)):
        table = run_engines(act(table, action))
    assert table.waiting is Waiting.LEARNER and len(table.learner_view.tricks) == 1
    return table


def _played(table: Table, action: Action) -> tuple[Table, int, MoveVerdict]:
    """The learner plays `action` after asking "Genau prüfen"; the verdict at the table."""
    shown = show_hint(table, checked_hint(table))
    ply = shown.ply
    after = act(shown, action)
    given = verdict(after, ply)
    return with_verdict(after, ply, given), ply, given


def _finished(table: Table) -> Table:
    """The rest of the game, the learner taking the instant hint."""
    table = run_engines(table)
    while table.waiting is Waiting.LEARNER:
        table = run_engines(act(table, hint(table).action))
    return table


def test_the_hint_at_trick_two_is_good_in_the_verdict_and_both_reviews() -> None:
    table = _at_trick_two()
    checked = checked_hint(table)
    assert checked.judgement is not None and checked.judgement.searched
    after, ply, given = _played(table, checked.action)
    assert given.grade is Grade.GOOD and given.best == checked.action
    assert given.judgement == checked.judgement  # read from the hint's judgement, not a new one
    done = _finished(after)
    review = post_mortem(done.state, done.learner_seat, judgements=game_judgements(done, 0))
    fresh = post_mortem(done.state, done.learner_seat)  # the saved game judged again
    for reviewed in (review, fresh):
        decision = next(d for d in reviewed.decisions if d.ply == ply)
        assert (decision.verdict.grade, decision.verdict.cost) == (Grade.GOOD, given.cost)


def test_the_issues_move_is_priced_alike_by_the_hint_the_verdict_and_the_review() -> None:
    table = _at_trick_two()
    checked = checked_hint(table)
    judgement = checked.judgement
    assert judgement is not None and judgement.best is not None
    option = judgement.option(Play(Card.DK))
    assert option is not None  # the hint's figures for ♦K
    after, ply, given = _played(table, Play(Card.DK))
    assert given.best == checked.action == judgement.best.action
    assert given.cost == round(max(0.0, option.behind.mean), 1)
    if checked.action == Play(Card.DK):
        assert given.grade is Grade.GOOD
    fresh = post_mortem(_finished(after).state, table.learner_seat)
    decision = next(d for d in fresh.decisions if d.ply == ply)
    assert (decision.verdict.grade, decision.verdict.cost) == (given.grade, given.cost)
    assert decision.verdict.best == checked.action
