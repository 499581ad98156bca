"""Outcomes of best play agree with the engine's own scoring of the line played out."""

from __future__ import annotations

import random

import pytest

from coach.heuristic import decide
from coach.rules.actions import Deal, Play
from coach.rules.contract import ISKO
from coach.rules.game import GameState, Phase, apply
from coach.rules.result import result
from coach.rules.view import view_of
from coach.search import Position, Solver
from coach.search.outcome import outcome


def _late_in_play(seed: int, cards: int) -> GameState | None:
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    while not state.is_over:
        if state.phase is Phase.PLAY and len(state.played) >= cards:
            return state
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    return None


@pytest.mark.parametrize("seed", range(12))
def test_outcome_matches_the_result_of_the_principal_line(seed: int) -> None:
    state = _late_in_play(seed, 18)
    if state is None:
        pytest.skip("passed in or ended early")
    solver = Solver()
    expected = outcome(solver, state)
    end = state
    for card in solver.principal_line(Position.of(state)):
        end = apply(end, Play(card))
    assert end.is_over
    played = result(end)
    assert played.won == expected.won
    assert played.declarer_points == solver.value(Position.of(state))
    if played.declarer_points < 120:  # a line for all points need not take every trick
        assert played.value == expected.value
        assert played.score == (expected.value if expected.won else -2 * expected.value)
