"""The last tricks worked out exactly: every deal of the unseen cards that fits the view.

With at most `EXACT_CARDS` cards per hand so few cards are unseen that every consistent deal can
be played out with best play (the double-dummy solver). When one card gives the player's side the
best result in every such deal, no rule of thumb can do better: the coach plays it.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from coach.cards import Card
from coach.explain import Reason
from coach.game import Play, apply
from coach.view import PlayerView, every_completion

if TYPE_CHECKING:
    from coach.search.engine import Solver

EXACT_CARDS = 2  # at most this many cards per hand (at most 90 deals to play out)
EXACT_WORLDS = 100


def sure_card(view: PlayerView, legal: list[Card], preferred: Card) -> tuple[Card, Reason] | None:
    """A card best for the player's side in every deal consistent with `view`, if there is one
    (`preferred` when it is among them); None before the last tricks or when none is."""
    if max(view.hand_sizes) > EXACT_CARDS or len(legal) < 2 or view.declarer is None:
        return None
    worlds = every_completion(view, EXACT_WORLDS)
    if not worlds:
        return None
    from coach.search.outcome import outcome

    solver = _solver()
    declarer = view.declarer
    best = set(legal)
    for world in worlds:
        points = {
            card: outcome(solver, apply(world, Play(card))).list_points_for(view.seat, declarer)
            for card in legal
        }
        top = max(points.values())
        best = {card for card in best if points[card] == top}
        if not best:
            return None
    card = preferred if preferred in best else min(best)
    return card, Reason.of("endgame_sure", worlds=len(worlds), card=card)


_local = threading.local()


def _solver() -> Solver:
    """This thread's solver for the endgames (its table is reused between positions)."""
    from coach.search.engine import Solver

    solver: Solver | None = getattr(_local, "solver", None)
    if solver is None:
        solver = _local.solver = Solver()
    return solver
