"""Same deal, engine's turn: the engine replays the learner's seat on the same cards."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from coach.play.duplicate import engine_in_seat, seat_points
from coach.play.players import Strength
from coach.play.table import Participant, Table, Waiting, act, run_engines, start
from coach.rules.actions import SEATS
from coach.rules.contract import ISKO, SKO_1975, RuleSet
from coach.rules.legal import legal_actions
from coach.rules.result import result
from coach.rules.scoring import ScoringList


def _finished(deal_number: int, rules: RuleSet, policy_seed: int) -> Table:
    """A table game where the learner plays random legal actions against club engines."""
    rng = random.Random(policy_seed)
    players = (
        Participant("Anna"),
        Participant("Bert", Strength.CLUB),
        Participant("Cleo", Strength.CLUB),
    )
    table = run_engines(start(rules, players, deal_number))
    while table.waiting is Waiting.LEARNER:
        table = run_engines(act(table, rng.choice(legal_actions(table.state))))
    return table


@settings(max_examples=15)
@given(st.integers(1, 999_999), st.sampled_from([ISKO, SKO_1975]), st.integers(0, 99))
def test_the_engine_plays_the_same_cards_from_the_same_seat(
    deal_number: int, rules: RuleSet, policy_seed: int
) -> None:
    table = _finished(deal_number, rules, policy_seed)
    comparison = engine_in_seat(table, Strength.CLUB)
    assert comparison.engine.deal == table.state.deal and comparison.engine.is_over
    assert comparison.seat == table.learner_seat
    expected = seat_points(result(comparison.engine), comparison.seat, table.kind, rules)
    assert comparison.engine_points == expected
    assert comparison.difference == comparison.learner_points - comparison.engine_points


@given(st.integers(1, 999_999), st.integers(0, 99))
@settings(max_examples=30)
def test_seat_points_follow_the_tournament_list(deal_number: int, policy_seed: int) -> None:
    """Seeger-Fabian at a table of three: declarer value + 50 won / -2×value - 50 lost; each
    defender +40 when the declarer loses (ISkO, Seeger-Fabian)."""
    table = _finished(deal_number, ISKO, policy_seed)
    outcome = result(table.state)
    points = [seat_points(outcome, seat, ScoringList.TOURNAMENT, ISKO) for seat in SEATS]
    if outcome.passed:
        assert points == [0, 0, 0]
        return
    assert outcome.declarer is not None
    declarer = points[outcome.declarer]
    defenders = [p for seat, p in enumerate(points) if seat != outcome.declarer]
    if outcome.won:
        assert declarer == outcome.score + 50 and defenders == [0, 0]
    else:
        assert declarer == outcome.score - 50 and defenders == [40, 40]
