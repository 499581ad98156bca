"""Properties of the heuristic coach over random games stopped at every decision.

Each example deals a random game and walks it with random legal actions; at every decision the
coach must answer with a legal action, a non-empty explanation that renders in German and
English, and its own move must review as "good".
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.heuristic import Grade, decide, review
from coach.rules.actions import Action, Deal
from coach.rules.contract import ISKO
from coach.rules.game import GameState, apply
from coach.rules.view import InconsistentViewError, complete, view_of
from lab.arena import ArenaPlayer, coach_player, random_player
from words import render_all


def _act(player: ArenaPlayer, state: GameState, rng: random.Random) -> tuple[Action, str | None]:
    """What `player` does in the seat to move, from that seat's view."""
    seat = state.to_move
    assert seat is not None
    return player(view_of(state, seat), rng)


def _check(state: GameState) -> None:
    seat = state.to_move
    assert seat is not None
    view = view_of(state, seat)
    decision = decide(view)
    assert decision.seat == seat
    apply(state, decision.action)  # raises IllegalActionError if the move is not legal
    assert decision.reasons
    for lang in ("de", "en"):
        assert all(render_all(decision.reasons, lang))
        for option in decision.alternatives:
            render_all(option.reasons, lang)
    assert decision.option_for(decision.action) is not None
    assert review(view, decision.action).grade is Grade.GOOD


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), coached=st.floats(0.0, 1.0))
def test_every_decision_is_legal_and_explained(seed: int, coached: float) -> None:
    """About 30 decisions per game: the suite checks a couple of thousand views."""
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    while not state.is_over:
        _check(state)
        player = coach_player if rng.random() < coached else random_player
        action, _ = _act(player, state, rng)
        state = apply(state, action)


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_coach_games_reach_the_end(seed: int) -> None:
    """Three coaches always finish a game, whatever the deal."""
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    moves = 0
    while not state.is_over:
        action, rule = _act(coach_player, state, rng)
        assert rule is not None
        state = apply(state, action)
        moves += 1
    assert moves <= 120  # at most 30 cards, 2 skat moves and a long auction


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), stop=st.integers(0, 45))
def test_hidden_cards_do_not_change_the_decision(seed: int, stop: int) -> None:
    """Re-deal the cards the player cannot see: the coach must decide exactly the same."""
    rng = random.Random(seed)
    state = GameState.new(Deal.shuffled(rng), ISKO)
    for _ in range(stop):
        if state.is_over:
            return
        state = apply(state, _act(coach_player, state, rng)[0])
    if state.is_over:
        return
    seat = state.to_move
    assert seat is not None
    view = view_of(state, seat)
    try:
        other = complete(view, random.Random(seed + 1))
    except InconsistentViewError:
        return
    assert decide(view_of(other, seat)) == decide(view)
