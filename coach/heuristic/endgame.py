"""The last tricks worked out exactly: every deal of the unseen cards that fits the view.

With at most `EXACT_CARDS` cards per hand so few cards are unseen that every consistent deal can
be played out with best play (the double-dummy solver). When one card gives the player's side the
best result in every such deal, no rule of thumb can do better: the coach plays it. Otherwise it
plays the card that is best in the most deals.

A result is compared by its level: for Null whether the declarer stays without a trick; else the
declarer's card points and tricks as the score sheet sees them (lost Schwarz, lost Schneider,
lost, won, Schneider, Schwarz: `coach.search.outcome.end_tally`).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from coach.rules.cards import Card, CardSet
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.values import matadors
from coach.rules.view import PlayerView, every_assignment

if TYPE_CHECKING:
    from coach.search.engine import Solver
    from coach.search.position import Position

EXACT_CARDS = 5  # at most this many cards per hand, and at most `EXACT_WORLDS` deals
EXACT_WORLDS = 252  # every split of the defenders' ten cards when the declarer knows the skat
LAST_CARDS = 3  # from this many cards per hand on, up to `LAST_WORLDS` deals
LAST_WORLDS = 560  # every deal of a defender's eight unseen cards: partner 3, declarer 3, skat 2


def endgame_card(
    view: PlayerView, legal: list[Card], preferred: Card
) -> tuple[Card, Reason] | None:
    """The card best for the player's side in the most deals consistent with `view` (`preferred`
    among equals); None before the last tricks. A card best in every deal is sure
    (`endgame_sure`); otherwise the card best in most of them is played (`endgame_most`).

    A card is sure when it gives the player's tournament-list points the best in every deal (for
    a defender: it beats the game wherever any card does); among sure cards, and when none is,
    the level of the declarer's result decides (lost Schwarz up to Schwarz)."""
    if max(view.hand_sizes) > EXACT_CARDS or len(legal) < 2 or view.declarer is None:
        return None
    limit = LAST_WORLDS if max(view.hand_sizes) <= LAST_CARDS else EXACT_WORLDS
    assignments = every_assignment(view, limit)
    if not assignments:
        return None
    from coach.search.outcome import end_tally

    solver = _solver()
    sign = 1 if view.seat == view.declarer else -1
    sheet = _Sheet(view)
    best_in = dict.fromkeys(legal, 0)  # deals where the card gives the best level
    sure_in = dict.fromkeys(legal, 0)  # deals where it gives the best list points
    for assignment in assignments:
        position = _position(view, assignment)
        tallies = {card: end_tally(solver, position.play(card)) for card in legal}
        levels = {card: _level(position.game, tally) for card, tally in tallies.items()}
        top = max(sign * level for level in levels.values())
        if len(set(levels.values())) == 1:
            points = dict.fromkeys(legal, 0)
        else:
            m = sheet.matadors(assignment, position)
            points = {card: sheet.points(m, tally) for card, tally in tallies.items()}
        top_points = max(points.values())
        for card, level in levels.items():
            best_in[card] += sign * level == top
            sure_in[card] += points[card] == top_points
    worlds = len(assignments)
    sure = [card for card in legal if sure_in[card] == worlds]
    pool = sure or legal
    most = max(best_in[card] for card in pool)
    card = (
        preferred
        if preferred in pool and best_in[preferred] == most
        else min(c for c in pool if best_in[c] == most)
    )
    if sure:
        return card, Reason.of("endgame_sure", worlds=worlds, card=card)
    return card, Reason.of("endgame_most", worlds=worlds, best_in=most, card=card)


class _Sheet:
    """The player's tournament-list points for a level of the declarer's result: a deal fixes
    the declarer's matadors, and so whether his game reaches the bid."""

    def __init__(self, view: PlayerView) -> None:
        assert view.contract is not None and view.declarer is not None
        self.view, self.contract, self.declarer = view, view.contract, view.declarer
        seat, leader = self.declarer, view.leader
        played = [t.cards[(seat - t.leader) % 3] for t in view.tricks]
        if (seat - leader) % 3 < len(view.trick):
            played.append(view.trick[(seat - leader) % 3])
        self.played = CardSet.of(played)
        self.known: dict[tuple[int, int, int], int] = {}

    def matadors(self, assignment: dict[str, list[Card]], position: Position) -> int:
        """The declarer's matadors in one deal: his cards in hand, played and in the skat."""
        hand = CardSet(position.hands[self.declarer])
        cards = hand | self.played | _skat(self.view, assignment)
        return matadors(self.contract.game, cards)

    def points(self, matadors: int, tally: tuple[int, int]) -> int:
        """The player's list points when the declarer with `matadors` ends with `tally` (his
        card points and tricks, `end_tally`)."""
        from coach.search.outcome import settle

        key = (matadors, *tally)
        if key not in self.known:
            contract, rules = self.contract, self.view.rules
            result = settle(contract, matadors, rules, *tally).written_by(rules, self.view.bid)
            self.known[key] = result.list_points_for(self.view.seat, self.declarer)
        return self.known[key]


def _skat(view: PlayerView, assignment: dict[str, list[Card]]) -> CardSet:
    """The skat: the declarer's discard when he is the one to move, else as placed in the deal."""
    return view.discard_known if view.discard_known else CardSet.of(assignment.get("skat", []))


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
    skat = _skat(view, assignment)
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


def _level(game: GameType, tally: tuple[int, int]) -> int:
    """The declarer's end tally with best play as a level (higher is better for him)."""
    from coach.search.outcome import END_TALLIES

    if game is GameType.NULL:
        return int(tally[1] == 0)
    return END_TALLIES.index(tally)


_local = threading.local()


def _solver() -> Solver:
    """This thread's solver for the endgames (its table is reused between positions)."""
    from coach.search.engine import Solver

    solver: Solver | None = getattr(_local, "solver", None)
    if solver is None:
        solver = _local.solver = Solver()
    return solver
