"""What kind of decision an action is: bidding, discarding, leading, following or defending.

Progress over played games and the review group a learner's decisions by these kinds.
"""

from __future__ import annotations

from enum import Enum

from coach.rules.actions import Action, Declare, PassOn, Seat
from coach.rules.game import GameState, Phase


class DecisionKind(Enum):
    BIDDING = "bidding"  # the auction, pick-up or hand, and a hand game's declaration
    DISCARDING = "discarding"  # putting two cards away and declaring after the pick-up
    LEADING = "leading"  # the declarer leads a trick
    FOLLOWING = "following"  # the declarer plays to a trick someone else led
    DEFENDING = "defending"  # a defender's card (or concession)


def decision_kind(before: GameState, action: Action, seat: Seat) -> DecisionKind:
    """The kind of `action` taken by `seat` in the state `before` it."""
    if before.phase is Phase.BIDDING:
        return DecisionKind.BIDDING
    if before.phase is Phase.PUSH:  # Schieberamsch: taking or pushing the skat, passing cards on
        return DecisionKind.DISCARDING if isinstance(action, PassOn) else DecisionKind.BIDDING
    if before.phase in (Phase.SKAT, Phase.DECLARE):
        if isinstance(action, Declare) and action.discard is not None:
            return DecisionKind.DISCARDING
        return DecisionKind.BIDDING
    if seat != before.declarer:
        return DecisionKind.DEFENDING
    return DecisionKind.FOLLOWING if before.trick else DecisionKind.LEADING
