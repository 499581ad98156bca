"""How safe a Null hand is: can the declarer always stay under ("Sieben, Neun, Bube")?

A suit is safe when, for every card the declarer holds, the others hold no more cards below it
than he does: whatever they lead, he has a lower card left to duck with.
"""

from __future__ import annotations

from functools import cache

from coach.rules.cards import Mask, Suit


def excess(mine: Mask, others: Mask, suit: Suit) -> int:
    """How many ducking cards the suit lacks at its worst card (0: the suit is safe)."""
    shift = 8 * suit
    return _excess_of_ranks(mine >> shift & 0xFF, others >> shift & 0xFF)


@cache
def _excess_of_ranks(mine: int, others: int) -> int:
    """`excess` on one suit's eight rank bits (Null order equals rank index order)."""
    worst = 0
    below_mine = 0
    below_others = 0
    for rank in range(8):
        if mine >> rank & 1:
            worst = max(worst, below_others - below_mine)
            below_mine += 1
        elif others >> rank & 1:
            below_others += 1
    return worst


def danger(mine: Mask, others: Mask) -> int:
    """Sum of the suits' excesses: 0 for a hand that can always stay under."""
    return sum(excess(mine, others, suit) for suit in Suit)
