"""Schieberamsch before the first card: push the skat on unseen or take it, and which two cards
to pass on (seed 000, strategy for Ramsch).

Pushing unseen doubles the Ramsch for everyone, so it pays with a hand that surely stays under:
every suit holds its seven (or is a blank eight or nine, or missing), and at most one jack, not
the club jack. Otherwise the seat takes the skat and passes on its most dangerous cards: the Ace
or Ten of a suit without its seven, blank cards above the seven, then the cards above the first
gap of a suit with its seven, then jacks (where the table lets them go), then the highest.
Where the table allows Grand Hand instead, the seat plays it with more than two jacks including
the two highest (forehand: more than one including the club jack) and more than four sure tricks
in the suits.
"""

from __future__ import annotations

from coach.rules.actions import FOREHAND, Declare, PassOn, PickUp, Push
from coach.rules.cards import Card, CardSet, Rank, Suit
from coach.rules.contract import GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.game import PUSH_GRAND
from coach.rules.rule_set import TRICK_RULES
from coach.rules.view import PlayerView

_STRENGTH = TRICK_RULES[GameType.GRAND].strength
_UP = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)
"""A suit's cards in Ramsch from the lowest up (the jacks are trumps)."""


def _suit(hand: CardSet, suit: Suit) -> list[Card]:
    """The plain cards of `suit` in `hand`, lowest first."""
    return [Card.of(suit, rank) for rank in _UP if Card.of(suit, rank) in hand]


def _safe_suit(cards: list[Card]) -> bool:
    """A suit that surely stays under: missing, holding its seven, or a blank eight or nine."""
    if not cards or cards[0].rank is Rank.SEVEN:
        return True
    return len(cards) == 1 and cards[0].rank in (Rank.EIGHT, Rank.NINE)


def safe_to_push(hand: CardSet) -> bool:
    """Whether a hand may push the skat on unseen: every suit safe, at most one jack, not ♣B."""
    jacks = [card for card in hand if card.rank is Rank.JACK]
    if len(jacks) > 1 or Card.CJ in jacks:
        return False
    return all(_safe_suit(_suit(hand, suit)) for suit in Suit)


def danger(card: Card, hand: CardSet) -> tuple[int, int, int]:
    """How urgently a card should go with the skat (higher first): its tier, Augen, strength."""
    if card.rank is Rank.JACK:
        return (1, card.points, _STRENGTH[card])
    cards = _suit(hand, card.suit)
    if cards[0].rank is not Rank.SEVEN:
        tier = 3 if len(cards) == 1 or card.rank in (Rank.ACE, Rank.TEN) else 2
    else:
        run = 0
        while run < len(cards) and cards[run].rank is _UP[run]:
            run += 1
        tier = 2 if card in cards[run:] else 0
    return (tier, card.points, _STRENGTH[card])


def pass_on_cards(hand: CardSet, jacks_allowed: bool) -> tuple[Card, Card]:
    """The two cards of a twelve-card hand to pass on with the skat, the most dangerous first."""
    candidates = [card for card in hand if jacks_allowed or card.rank is not Rank.JACK]
    first, second = sorted(candidates, key=lambda card: danger(card, hand), reverse=True)[:2]
    return (first, second)


def suit_tricks(hand: CardSet) -> int:
    """Sure tricks in the suits: each suit's unbroken run from its Ace down."""
    tricks = 0
    for suit in Suit:
        for rank in reversed(_UP):
            if Card.of(suit, rank) not in hand:
                break
            tricks += 1
    return tricks


def grand_instead(hand: CardSet, seat: int) -> bool:
    """Seed 000: Grand Hand rather than a turn with the skat, with more than two jacks including
    the two highest (in forehand more than one including the club jack), and more than four sure
    suit tricks."""
    jacks = [card for card in hand if card.rank is Rank.JACK]
    tops = (Card.CJ,) if seat == FOREHAND else (Card.CJ, Card.SJ)
    enough = len(jacks) > (1 if seat == FOREHAND else 2)
    return enough and all(card in hand for card in tops) and suit_tricks(hand) > 4


def decide_push(view: PlayerView) -> Decision:
    """Grand Hand where allowed and strong enough (`grand_instead`), else take the skat up or
    push it on unseen (`safe_to_push`)."""
    if view.rules.push_grand and grand_instead(view.hand, view.seat):
        action = Declare(PUSH_GRAND)
        reason = Reason.of("ramsch_grand_instead", tricks=suit_tricks(view.hand))
        return Decision(view.seat, action, (reason,), (Option(action, 1.0, (reason,)),))
    if safe_to_push(view.hand):
        chosen: PickUp | Push = Push()
        reason = Reason.of("ramsch_push_unseen")
        other: PickUp | Push = PickUp()
    else:
        chosen, other = PickUp(), Push()
        reason = Reason.of("ramsch_take_skat")
    options = (Option(chosen, 1.0, (reason,)), Option(other, 0.0, ()))
    return Decision(view.seat, chosen, (reason,), options)


def decide_pass_on(view: PlayerView) -> Decision:
    """The two cards to pass on after taking the skat up (`pass_on_cards`), in the hand's order
    (as the rules list the pairs)."""
    cards = pass_on_cards(view.hand, view.rules.push_jacks)
    first, second = CardSet.of(cards)
    action = PassOn((first, second))
    reason = Reason.of("ramsch_pass_on", cards=cards)
    return Decision(view.seat, action, (reason,), (Option(action, 1.0, (reason,)),))
