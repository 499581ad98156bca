"""The 32 Skat cards and immutable card sets stored as one 32-bit mask.

A card is an `IntEnum` whose value is its bit index: ``suit * 8 + rank``. A set of cards is a
`CardSet` wrapping an ``int`` mask, so set algebra is ``&``, ``|`` and ``-``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import IntEnum
from typing import TypeAlias

Mask: TypeAlias = int


class Suit(IntEnum):
    """The four suits, ordered by their rank in bidding (clubs highest)."""

    DIAMONDS = 0
    HEARTS = 1
    SPADES = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        """The ISS letter: D, H, S or C."""
        return "DHSC"[self]


class Rank(IntEnum):
    """The eight ranks of a Skat deck, in the order of their index (not of their power)."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    JACK = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def letter(self) -> str:
        """The ISS letter: 7 8 9 T J Q K A."""
        return "789TJQKA"[self]

    @property
    def points(self) -> int:
        """Card points (Augen): ace 11, ten 10, king 4, queen 3, jack 2, others 0."""
        return _RANK_POINTS[self]


_RANK_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)


class Card(IntEnum):
    """One of the 32 cards; its value is its bit index in a `CardSet` mask."""

    D7 = 0
    D8 = 1
    D9 = 2
    DT = 3
    DJ = 4
    DQ = 5
    DK = 6
    DA = 7
    H7 = 8
    H8 = 9
    H9 = 10
    HT = 11
    HJ = 12
    HQ = 13
    HK = 14
    HA = 15
    S7 = 16
    S8 = 17
    S9 = 18
    ST = 19
    SJ = 20
    SQ = 21
    SK = 22
    SA = 23
    C7 = 24
    C8 = 25
    C9 = 26
    CT = 27
    CJ = 28
    CQ = 29
    CK = 30
    CA = 31

    @classmethod
    def of(cls, suit: Suit, rank: Rank) -> Card:
        """The card of this suit and rank."""
        return cls(suit * 8 + rank)

    @property
    def suit(self) -> Suit:
        return Suit(self >> 3)

    @property
    def rank(self) -> Rank:
        return Rank(self & 7)

    @property
    def points(self) -> int:
        return _RANK_POINTS[self & 7]

    @property
    def bit(self) -> Mask:
        return 1 << self

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Card.{self.name}"


_BY_INDEX: tuple[Card, ...] = tuple(Card)  # faster than calling Card(index)
FULL_MASK: Mask = (1 << 32) - 1
JACKS_MASK: Mask = sum(1 << (s * 8 + Rank.JACK) for s in Suit)


def suit_mask(suit: Suit) -> Mask:
    """All eight cards of a suit, jack included."""
    return 0xFF << (suit * 8)


@dataclass(frozen=True, slots=True)
class CardSet:
    """An immutable set of cards, stored as a bit mask (bit i = `Card(i)`)."""

    mask: Mask = 0

    @classmethod
    def of(cls, cards: Iterable[Card]) -> CardSet:
        mask = 0
        for card in cards:
            mask |= 1 << card
        return cls(mask)

    @classmethod
    def full(cls) -> CardSet:
        return cls(FULL_MASK)

    def __iter__(self) -> Iterator[Card]:
        mask = self.mask
        cards = _BY_INDEX
        while mask:
            low = mask & -mask
            yield cards[low.bit_length() - 1]
            mask ^= low

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and 0 <= card < 32 and bool(self.mask >> card & 1)

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def add(self, card: Card) -> CardSet:
        return CardSet(self.mask | 1 << card)

    def remove(self, card: Card) -> CardSet:
        """This set without `card`; raises `KeyError` when the card is not in it."""
        if not self.mask >> card & 1:
            raise KeyError(card)
        return CardSet(self.mask & ~(1 << card))

    def of_suit(self, suit: Suit) -> CardSet:
        """The cards of this printed suit (jacks included)."""
        return CardSet(self.mask & suit_mask(suit))

    @property
    def points(self) -> int:
        """The card points (Augen) of all cards in the set."""
        return sum(card.points for card in self)

    def __str__(self) -> str:
        return " ".join(card.name for card in self)

    def __repr__(self) -> str:
        return f"parse_card_set({str(self)!r})"


ALL_CARDS: tuple[Card, ...] = tuple(Card)
