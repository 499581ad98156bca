"""Shared helpers of card choice: the pick type, cheapest cards, side suits, seen aces and tens."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from coach.heuristic.trick import TrickView
from coach.rules.cards import Card, CardSet, Rank, Suit
from coach.rules.explain import Reason

Pick = tuple[Card, tuple[Reason, ...]]
Rule = Callable[[TrickView], Pick | None]


def low(cards: Iterable[Card], tv: TrickView) -> Card:
    """The cheapest card: fewest points, then weakest."""
    strength = tv.mem.rules.strength
    return min(cards, key=lambda c: (c.points, tv.mem.is_trump(c), strength[c]))


def by_strength(cards: Iterable[Card], tv: TrickView) -> list[Card]:
    strength = tv.mem.rules.strength
    return sorted(cards, key=lambda c: strength[c])


def side_suits(tv: TrickView, cards: CardSet) -> dict[Suit, CardSet]:
    rules = tv.mem.rules
    result: dict[Suit, CardSet] = {}
    for suit in Suit:
        held = CardSet(cards.mask & rules.class_mask[suit])
        if held:
            result[suit] = held
    return result


def ace_ten_gone(tv: TrickView, suit: Suit) -> bool:
    gone = tv.mem.played
    return Card.of(suit, Rank.ACE) in gone and Card.of(suit, Rank.TEN) in gone
