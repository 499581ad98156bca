"""Ramsch card play (no declarer): take as few tricks and Augen as possible (seed 000, strategy
for Ramsch), and go for a Durchmarsch only when no trick can be lost any more.

When a card can lose the trick, the highest card that still loses goes (it would be a danger
later); when every card wins, the last to play takes with the highest, an earlier seat with the
lowest (someone may still go over it); a lead is the card least likely to take the trick.
"""

from __future__ import annotations

from coach.heuristic.ramsch_lead import lead_reasons
from coach.rules.actions import Play
from coach.rules.cards import Card, CardSet
from coach.rules.contract import GameType
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.rule_set import TRICK_RULES, TRUMP, TrickRules
from coach.rules.view import PlayerView

RULES: TrickRules = TRICK_RULES[GameType.GRAND]


def _danger(card: Card) -> tuple[int, int]:
    """How likely a card is to take a trick later: trumps first, then strength."""
    return (RULES.follow_class[card] == TRUMP, RULES.strength[card])


def _wins(card: Card, trick: tuple[Card, ...]) -> bool:
    if not trick:
        return True
    best = trick[RULES.winner(trick)]
    return RULES.beats(card, best)


def durchmarsch_sure(view: PlayerView) -> bool:
    """Whether this seat took every trick so far and every card it holds wins any trick now
    (the highest left of its suit or trump, and no trump out against a plain card)."""
    if any(trick.winner != view.seat for trick in view.tricks):
        return False
    out = view.unseen
    trumps_out = CardSet(out.mask & RULES.trump_mask)
    for card in view.hand:
        klass = RULES.follow_class[card]
        rivals = CardSet(out.mask & RULES.class_mask[klass])
        if any(RULES.strength[r] > RULES.strength[card] for r in rivals):
            return False
        if klass != TRUMP and trumps_out:
            return False
    return all(_wins(card, view.trick) for card in view.legal_cards())


def decide_ramsch(view: PlayerView) -> Decision:
    """The Ramsch card for the seat to move, with its reason and every legal card scored."""
    legal = sorted(view.legal_cards(), key=_danger)
    trick = view.trick
    if durchmarsch_sure(view):
        card = legal[-1]
        reason = Reason.of("ramsch_durchmarsch", card=card)
    elif not trick:
        card = legal[0]
        reason = Reason.of("ramsch_lead_low", card=card)
    else:
        losing = [c for c in legal if not _wins(c, trick)]
        if losing:
            card = max(losing, key=lambda c: (c.points, _danger(c)))
            reason = Reason.of("ramsch_stay_under", card=card)
        elif len(trick) == 2:
            card = legal[-1]
            reason = Reason.of("ramsch_take_high", card=card)
        else:
            card = legal[0]
            reason = Reason.of("ramsch_take_low", card=card)
    options = [Option(Play(card), 1.0, (reason,))]
    options += [
        Option(Play(other), 0.0, _other_reasons(view, other)) for other in legal if other != card
    ]
    return Decision(view.seat, Play(card), (reason,), tuple(options))


def _other_reasons(view: PlayerView, card: Card) -> tuple[Reason, ...]:
    """What another card would do: as a lead, what is still out above and below it; else
    whether it takes the trick so far or stays under it."""
    if not view.trick:
        return lead_reasons(view, card)
    code = "ramsch_alt_takes" if _wins(card, view.trick) else "ramsch_alt_under"
    return (Reason.of(code, card=card),)
