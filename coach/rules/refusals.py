"""Why a card may not be played now: the typed reason a disabled card shows.

The same refusal `coach.rules.game.apply` raises for that card (`coach.rules.game.must_follow`): a
led trump
asks for trumps, a led suit for that suit, and outside Null a jack of the led suit is a trump, not
a card of its suit (ISkO, Bedienen).
"""

from __future__ import annotations

from coach.rules.cards import Card
from coach.rules.explain import Reason
from coach.rules.game import must_follow
from coach.rules.view import PlayerView


def card_refusals(view: PlayerView) -> dict[Card, Reason]:
    """Each card of the hand the seat may not play now, with why (empty: every card may be).

    Only meaningful in the play phase with this seat to move and a trick led.
    """
    led = view.led
    if view.contract is None or led is None:
        return {}
    legal = view.legal_cards()
    if not legal:
        return {}
    return {
        card: must_follow(view.contract.game, card, led, view.hand) for card in view.hand - legal
    }
