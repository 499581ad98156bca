"""Trick play: card order per game type, following suit, legal cards and the trick winner.

Outside Null the four jacks are trumps and belong to no suit; in Null every suit ranks
A K Q J 10 9 8 7 and the jacks follow their own suit (ISkO, Bedeutung der Karten).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from coach.rules.cards import JACKS_MASK, Card, CardSet, Mask, Rank, Suit, suit_mask
from coach.rules.contract import GameType

TRUMP = 4
"""The follow class of a trump card; suits are classes 0–3 (`Suit` values)."""

# Strength inside a plain suit outside Null: 7 8 9 Q K 10 A (indexed by `Rank`).
_SUIT_STRENGTH = (0, 1, 2, 5, -1, 3, 4, 6)
_JACK_STRENGTH = {Suit.DIAMONDS: 20, Suit.HEARTS: 21, Suit.SPADES: 22, Suit.CLUBS: 23}


@dataclass(frozen=True, slots=True)
class TrickRules:
    """Precomputed tables of one game type: trumps, follow classes and card strengths."""

    game: GameType
    trump_mask: Mask
    follow_class: tuple[int, ...]  # per card: suit 0-3 or TRUMP
    class_mask: tuple[Mask, ...]  # per follow class: the cards that follow it
    strength: tuple[int, ...]  # per card: higher beats lower within a class; trumps highest

    def legal_mask(self, hand: Mask, led: Card | None) -> Mask:
        """The cards of `hand` that may be played to a trick led with `led` (None: leading)."""
        if led is None:
            return hand
        following = hand & self.class_mask[self.follow_class[led]]
        return following or hand

    def beats(self, card: Card, best: Card) -> bool:
        """Whether `card` takes the trick from the card `best` that is currently winning it."""
        card_class = self.follow_class[card]
        best_class = self.follow_class[best]
        if card_class == best_class:
            return self.strength[card] > self.strength[best]
        return card_class == TRUMP

    def winner(self, cards: Sequence[Card]) -> int:
        """Index (in play order) of the card that wins a complete or partial trick."""
        best = 0
        for index in range(1, len(cards)):
            if self.beats(cards[index], cards[best]):
                best = index
        return best


def _build(game: GameType) -> TrickRules:
    trump_suit = game.trump_suit
    if game is GameType.NULL:
        trump_mask = 0
    elif trump_suit is None:
        trump_mask = JACKS_MASK
    else:
        trump_mask = JACKS_MASK | suit_mask(trump_suit)
    follow_class: list[int] = []
    strength: list[int] = []
    for card in Card:
        if trump_mask >> card & 1:
            follow_class.append(TRUMP)
            if card.rank is Rank.JACK:
                strength.append(_JACK_STRENGTH[card.suit])
            else:
                strength.append(10 + _SUIT_STRENGTH[card.rank])
        else:
            follow_class.append(card.suit)
            strength.append(card.rank if game is GameType.NULL else _SUIT_STRENGTH[card.rank])
    class_mask = (*tuple(suit_mask(suit) & ~trump_mask for suit in Suit), trump_mask)
    return TrickRules(game, trump_mask, tuple(follow_class), class_mask, tuple(strength))


TRICK_RULES: dict[GameType, TrickRules] = {game: _build(game) for game in GameType}


def legal_cards(game: GameType, hand: CardSet, led: Card | None) -> CardSet:
    """The cards of `hand` a player may play when `led` opened the trick (None: to lead).

    A player must follow the led suit, or trumps when a trump was led; only when they cannot
    may they play any card (ISkO, Bedienen).
    """
    return CardSet(TRICK_RULES[game].legal_mask(hand.mask, led))


def trick_winner(game: GameType, cards: Sequence[Card]) -> int:
    """Index (0 = the led card) of the card that wins the trick."""
    return TRICK_RULES[game].winner(cards)


def is_trump(game: GameType, card: Card) -> bool:
    return bool(TRICK_RULES[game].trump_mask >> card & 1)


def follow_class(game: GameType, card: Card) -> int:
    """The suit (0–3) a card belongs to for following, or `TRUMP`."""
    return TRICK_RULES[game].follow_class[card]


def trumps(game: GameType) -> CardSet:
    """All trump cards of a game type (none in Null)."""
    return CardSet(TRICK_RULES[game].trump_mask)


def sort_for_game(game: GameType, cards: Iterable[Card]) -> list[Card]:
    """Cards in the order a player holds them: trumps first, then suits, each highest first."""
    rules = TRICK_RULES[game]
    return sorted(
        cards,
        key=lambda card: (
            rules.follow_class[card] != TRUMP,
            -rules.follow_class[card],
            -rules.strength[card],
        ),
    )
