"""Why a card goes on with the skat in Schieberamsch, or stays (seed 000, strategy for Ramsch):
the danger tiers of `coach.heuristic.ramsch_push.danger` in words."""

from __future__ import annotations

from coach.heuristic.ramsch_push import danger
from coach.rules.cards import Card, CardSet, Rank
from coach.rules.explain import Reason

_TIERS = {3: "ramsch_pass_unguarded", 2: "ramsch_pass_above_gap", 0: "ramsch_pass_safe"}


def pass_on_reasons(hand: CardSet, cards: tuple[Card, Card]) -> tuple[Reason, ...]:
    """For each of two cards of a twelve-card `hand`, why passing it on helps or does not."""
    return tuple(_reason(card, hand) for card in cards)


def _reason(card: Card, hand: CardSet) -> Reason:
    if card.rank is Rank.JACK:
        return Reason.of("ramsch_pass_jack", card=card)
    return Reason.of(_TIERS[danger(card, hand)[0]], card=card)
