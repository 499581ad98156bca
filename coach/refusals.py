"""Why a card may not be played now: the typed reason a disabled card shows.

One reason per refused card of the player to move, from the same follow classes that decide the
legal cards (`rules.TRICK_RULES`): a led trump asks for trumps, a led suit for that suit, and
outside Null a jack of the led suit is a trump, not a card of its suit (ISkO, Bedienen).
"""

from __future__ import annotations

from coach.cards import Card, CardSet, Rank
from coach.explain import Reason
from coach.rules import TRICK_RULES, TRUMP
from coach.view import PlayerView


def card_refusals(view: PlayerView) -> dict[Card, Reason]:
    """Each card of the hand the seat may not play now, with why (empty: every card may be).

    Only meaningful in the play phase with this seat to move and a trick led.
    """
    if view.contract is None or not view.trick or view.to_move != view.seat:
        return {}
    rules = TRICK_RULES[view.contract.game]
    led = view.trick[0]
    led_class = rules.follow_class[led]
    following = CardSet(view.hand.mask & rules.class_mask[led_class])
    if not following:
        return {}
    refused: dict[Card, Reason] = {}
    for card in view.hand - following:
        if led_class == TRUMP:
            refused[card] = Reason.of("refused_follow_trump", led=led, cards=following)
        elif card.rank is Rank.JACK and card.suit == led.suit:
            refused[card] = Reason.of(
                "refused_jack_is_trump", card=card, led=led, suit=led.suit, cards=following
            )
        else:
            refused[card] = Reason.of(
                "refused_follow_suit", led=led, suit=led.suit, cards=following
            )
    return refused
