"""Cards best in every world: the exact answer when few enough cards are unseen to list them all."""

from __future__ import annotations

from coach.rules.actions import Play
from coach.rules.game import GameState, apply
from coach.rules.view import every_completion, view_of
from coach.search.engine import Solver
from coach.search.outcome import outcome

WORLD_LIMIT = 10_000  # more consistent worlds than any position with three cards per hand has


def best_everywhere(state: GameState, seat: int, solver: Solver) -> tuple[list[Play], int]:
    """The legal cards best for `seat`'s side in every world consistent with its view, and how
    many worlds there are (each card scored by the side's list points, double dummy)."""
    view = view_of(state, seat)
    worlds = every_completion(view, WORLD_LIMIT)
    assert worlds is not None and state.declarer is not None
    legal = list(state.legal_cards())
    scores = {
        card: [
            outcome(solver, apply(world, Play(card))).list_points_for(seat, state.declarer)
            for world in worlds
        ]
        for card in legal
    }
    top = [max(s[i] for s in scores.values()) for i in range(len(worlds))]
    return [Play(card) for card in legal if scores[card] == top], len(worlds)
