"""Why a Ramsch lead is safe or dangerous: the cards that must follow it still out, above it and
below it (seed 000, strategy for Ramsch: lead what the others must go over).

A card nobody can follow leaves the others free to throw their Augen on it; a card nothing out
can beat takes the trick whatever follows; a card every follower must beat gives the trick away;
in between, it depends on who holds what. A card that is the only one of its suit in the hand
also clears the suit, so later leads of it can be thrown on.
"""

from __future__ import annotations

from coach.rules.cards import Card, CardSet
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.rule_set import TRICK_RULES, TrickRules
from coach.rules.view import PlayerView

RULES: TrickRules = TRICK_RULES[GameType.GRAND]


def lead_reasons(view: PlayerView, card: Card) -> tuple[Reason, ...]:
    """Why leading `card` in this Ramsch is safe or dangerous (see the module docstring)."""
    klass = RULES.follow_class[card]
    out = CardSet(view.unseen.mask & RULES.class_mask[klass])
    higher = sum(RULES.strength[other] > RULES.strength[card] for other in out)
    lower = len(out) - higher
    if not out:
        head = Reason.of("ramsch_lead_none_out", card=card)
    elif not higher:
        head = Reason.of("ramsch_lead_top", card=card, lower=lower)
    elif not lower:
        head = Reason.of("ramsch_lead_bottom", card=card, higher=higher)
    else:
        head = Reason.of("ramsch_lead_middle", card=card, higher=higher, lower=lower)
    mine = CardSet(view.hand.mask & RULES.class_mask[klass])
    if len(mine) == 1 and out:
        return (head, Reason.of("ramsch_lead_blank", card=card))
    return (head,)
