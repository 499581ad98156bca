"""The games a ten-card hand could play before the skat is seen, with chance, value and EV.

Bidding and the pick-up-or-hand decision both rank these prospects; a prospect's value counts
the matadors of the ten cards, as a bidder must (the skat is still unknown). A hand "ohne 2" or
more may find a missing top trump in the skat and then be worth less ("mit 1" instead of
"ohne 2"): the prospect keeps the odds of every value the skat can leave, so the bidder stays
below a value that would too often end as an overbid.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from coach.heuristic.evaluate import Estimate, estimate, expected_score
from coach.heuristic.skat_outlook import pickup_estimate
from coach.rules.cards import JACKS_MASK, Card, CardSet, Rank, Suit
from coach.rules.contract import Contract, GameType, RuleSet
from coach.rules.rule_set import TRICK_RULES
from coach.rules.values import game_value, matador_sequence, matadors

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
    value_odds: tuple[tuple[int, float], ...] = ()  # (value, share of skats) when the skat decides
    shape: HandShape | None = None  # the ten cards' trumps, jacks and side aces (suit, Grand)

    @property
    def expected(self) -> float:
        return expected_score(self.chance, self.contract, self.value, self.rules)

    def value_at(self, least: float) -> int:
        """The highest value the game wins with at least `least` chance, its skat odds counted
        (0 if none): a game won 80% of the time whose value holds in 70% of the skats reaches
        the full value only with 56%."""
        if not self.value_odds:
            return self.value if self.chance >= least else 0
        held = 0.0
        for value, share in self.value_odds:
            held += share
            if self.chance * held >= least:
                return value
        return 0

    @property
    def skat_risk(self) -> float:
        """The share of skats that leave the game worth less than `value`."""
        return sum(share for value, share in self.value_odds if value < self.value)


@dataclass(frozen=True, slots=True)
class HandShape:
    """A hand in the terms players judge a trump game by: trumps (jacks included), the jacks
    among them, and the aces beside them."""

    trumps: int
    jacks: int
    aces: int

    @classmethod
    def of(cls, hand: CardSet, game: GameType) -> HandShape:
        trump_mask = TRICK_RULES[game].trump_mask
        jacks = (hand.mask & JACKS_MASK).bit_count()
        side = hand.mask & ~trump_mask
        aces = sum(1 for suit in Suit if side >> Card.of(suit, Rank.ACE) & 1)
        return cls((hand.mask & trump_mask).bit_count(), jacks, aces)


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
            value = est.value(contract, hand, rules)
            odds = () if hand_game else _value_odds(hand, contract, rules)
            shape = None if game is GameType.NULL else HandShape.of(hand, game)
            result.append(Prospect(contract, est, value, est.chance, rules, odds, shape))
            if game is GameType.NULL and est.score > -OUVERT_GAPS:
                ouvert = Contract.ouvert_of(GameType.NULL, hand=hand_game)
                chance = est.chance - OUVERT_PENALTY
                result.append(Prospect(ouvert, est, est.value(ouvert, hand, rules), chance, rules))
    result.sort(key=lambda p: p.expected, reverse=True)
    return tuple(result)


def _value_odds(hand: CardSet, contract: Contract, rules: RuleSet) -> tuple[tuple[int, float], ...]:
    """The values a pick-up game can end with, highest first, and the share of skats giving each;
    empty when the skat cannot lower the value (the hand holds the top trump or lacks only it)."""
    game = contract.game
    if game is GameType.NULL or matadors(game, hand) >= -1:
        return ()
    unseen = list(CardSet.full() - hand)
    top = CardSet.of(matador_sequence(game)).mask & ~hand.mask
    counts: dict[int, int] = {}
    skats = list(combinations(unseen, 2))
    for first, second in skats:
        if not (top >> first & 1 or top >> second & 1):
            counts[0] = counts.get(0, 0) + 1
            continue
        found = matadors(game, hand | CardSet.of((first, second)))
        counts[found] = counts.get(found, 0) + 1
    nominal = matadors(game, hand)
    odds: dict[int, float] = {}
    for found, count in counts.items():
        value = game_value(contract, found or nominal, rules=rules).value
        odds[value] = odds.get(value, 0.0) + count / len(skats)
    return tuple(sorted(odds.items(), reverse=True))


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
