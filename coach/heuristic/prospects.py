"""The games a ten-card hand could play before the skat is seen, with chance, value and EV.

Bidding and the pick-up-or-hand decision both rank these prospects; a prospect's value counts
the matadors of the ten cards, as a bidder must (the skat is still unknown).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from coach.cards import CardSet
from coach.contract import Contract, GameType, RuleSet
from coach.heuristic.evaluate import Estimate, estimate, expected_score
from coach.heuristic.skat_outlook import pickup_estimate

OUVERT_PENALTY = 0.05  # open cards let the defenders attack the weakest suit
OUVERT_GAPS = 0.3  # a Null ouvert needs (nearly) no missing ducking cards


@dataclass(frozen=True, slots=True)
class Prospect:
    """One contract the hand could play: its estimate, value and expected list points."""

    contract: Contract
    estimate: Estimate
    value: int
    chance: float
    rules: RuleSet

    @property
    def expected(self) -> float:
        return expected_score(self.chance, self.contract, self.value, self.rules)


def prospects(hand: CardSet, forehand: bool, rules: RuleSet) -> list[Prospect]:
    """Every sensible contract for a ten-card hand, pick-up and hand, best expectation first.

    Remembered per hand: a seat asks again at every step of the auction and at the skat.
    """
    return list(_prospects(hand, forehand, rules))


@lru_cache(maxsize=512)
def _prospects(hand: CardSet, forehand: bool, rules: RuleSet) -> tuple[Prospect, ...]:
    result: list[Prospect] = []
    for game in GameType:
        for hand_game in (False, True):
            if hand_game:
                est = estimate(hand, game, forehand=forehand)
            else:
                est = pickup_estimate(hand.mask, game, forehand)
            contract = Contract(game, hand=hand_game)
            result.append(
                Prospect(contract, est, est.value(contract, hand, rules), est.chance, rules)
            )
            if game is GameType.NULL and est.score > -OUVERT_GAPS:
                ouvert = Contract.ouvert_of(GameType.NULL, hand=hand_game)
                chance = est.chance - OUVERT_PENALTY
                result.append(Prospect(ouvert, est, est.value(ouvert, hand, rules), chance, rules))
    result.sort(key=lambda p: p.expected, reverse=True)
    return tuple(result)


def contract_label(contract: Contract) -> str:
    """The levels a contract adds to its game's name; Skat words, the same in both languages."""
    parts = []
    if contract.ouvert:
        parts.append("Ouvert")
    if contract.hand:
        parts.append("Hand")
    if contract.schwarz_announced and not contract.ouvert:
        parts.append("Schwarz angesagt")
    elif contract.schneider_announced and not contract.ouvert:
        parts.append("Schneider angesagt")
    return "".join(" " + part for part in parts)
