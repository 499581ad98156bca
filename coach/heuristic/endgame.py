"""The last tricks worked out exactly: every deal of the unseen cards that fits the view.

With at most `EXACT_CARDS` cards per hand so few cards are unseen that every consistent deal can
be played out with best play (the double-dummy solver). When one card gives the player's side the
best result in every such deal, no rule of thumb can do better: the coach plays it. Otherwise it
plays the card that is best in the most deals.

A result is compared by its level: for Null whether the declarer stays without a trick; else the
declarer's card points as the score sheet sees them (Schneider, lost, won, Schneider, Schwarz).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from coach.cards import Card, CardSet
from coach.contract import GameType
from coach.explain import Reason
from coach.view import PlayerView, every_assignment

if TYPE_CHECKING:
    from coach.search.engine import Solver
    from coach.search.position import Position

EXACT_CARDS = 5  # at most this many cards per hand, and at most `EXACT_WORLDS` deals
EXACT_WORLDS = 252  # every split of the defenders' ten cards when the declarer knows the skat


def endgame_card(
    view: PlayerView, legal: list[Card], preferred: Card
) -> tuple[Card, Reason] | None:
    """The card best for the player's side in the most deals consistent with `view` (`preferred`
    among equals); None before the last tricks. A card best in every deal is sure
    (`endgame_sure`); otherwise the card best in most of them is played (`endgame_most`)."""
    if max(view.hand_sizes) > EXACT_CARDS or len(legal) < 2 or view.declarer is None:
        return None
    assignments = every_assignment(view, EXACT_WORLDS)
    if not assignments:
        return None
    solver = _solver()
    sign = 1 if view.seat == view.declarer else -1
    best_in = dict.fromkeys(legal, 0)
    for assignment in assignments:
        position = _position(view, assignment)
        levels = {card: sign * _level(solver, position.play(card)) for card in legal}
        top = max(levels.values())
        for card, level in levels.items():
            best_in[card] += level == top
    most = max(best_in.values())
    card = preferred if best_in[preferred] == most else min(c for c in legal if best_in[c] == most)
    worlds = len(assignments)
    if most == worlds:
        return card, Reason.of("endgame_sure", worlds=worlds, card=card)
    return card, Reason.of("endgame_most", worlds=worlds, best_in=most, card=card)


def _position(view: PlayerView, assignment: dict[str, list[Card]]) -> Position:
    """The open-card position of one placement of the unseen cards."""
    from coach.search.position import Position

    assert view.contract is not None and view.declarer is not None
    hands = []
    for seat in range(3):
        if seat == view.seat:
            hands.append(view.hand.mask)
        elif view.open_hand and seat == view.declarer:
            hands.append(view.open_hand.mask)
        else:
            hands.append(CardSet.of(assignment[str(seat)]).mask)
    skat = view.discard_known if view.discard_known else CardSet.of(assignment.get("skat", []))
    won = [t for t in view.tricks if t.winner == view.declarer]
    return Position(
        game=view.contract.game,
        declarer=view.declarer,
        hands=(hands[0], hands[1], hands[2]),
        leader=view.leader,
        trick=view.trick,
        points=skat.points + sum(t.points for t in won),
        declarer_tricks=len(won),
        defender_tricks=len(view.tricks) - len(won),
        schwarz_announced=view.contract.schwarz_announced,
    )


def _level(solver: Solver, position: Position) -> int:
    """The declarer's result with best play, as a level (higher is better for him)."""
    from coach.search.engine import Goal

    if position.game is GameType.NULL:
        return int(solver.achieves(position, Goal.NULL))
    if position.schwarz_announced:
        return int(solver.achieves(position, Goal.SCHWARZ))
    points = solver.value(position)
    level = (points > 30) + (points > 60) + (points >= 90)
    return level + (level == 3 and solver.achieves(position, Goal.SCHWARZ))


_local = threading.local()


def _solver() -> Solver:
    """This thread's solver for the endgames (its table is reused between positions)."""
    from coach.search.engine import Solver

    solver: Solver | None = getattr(_local, "solver", None)
    if solver is None:
        solver = _local.solver = Solver()
    return solver
