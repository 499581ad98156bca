"""Technique faults of a played card: card points (Augen) given away or left, judged from what
the playing seat could know.

Three rules of the seeds' strategy sections (help file 000, beginners' booklet 003), in suit
games and Grand (a Null has no card points):

- ``fault_rich_discard``: an ace or ten put on a trick the other side surely wins while a card
  worth less could have been played (a jack is worth more as a trump than its points): the
  points go to the other side for nothing.
- ``fault_missed_smear``: the partner surely wins the trick and an ace or ten that could have been
  added (schmieren, wimmeln) was kept; only a card that may still be caught counts (an ace that
  stands in its suit may take its own trick later) and a trump only on a trump trick.
- ``fault_ten_into_ace``: a defender adds a ten before the declarer, who may still hold that
  suit's ace, while a lower card of the suit could have followed and another still guards the
  ten (a ten left alone would fall to the ace later anyway).

A card that was forced, or whose every alternative gives as much away, is no fault; a smear or
a ten judged by fewer than `CLEAR_POINTS` Augen neither. On 80 seeded games (1,029 cards played
to a trick already led) neither the rule-of-thumb coach's card nor the search-checked hint's
(20 worlds) breaks a rule; without that floor the hint's broke one in about 200.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.heuristic.play import trick_view
from coach.heuristic.trick import TrickView, may_beat
from coach.rules.actions import Action, Play
from coach.rules.cards import Card, Rank
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.game import Phase
from coach.rules.view import PlayerView

RICH = 10  # an ace or a ten
GUARDS = 2  # lower cards beside a ten that keep it guarded after one of them is played
CLEAR_POINTS = 8  # a smear or a ten judged by less (a king or queen played instead) is no fault:
# the king or queen is a smear or a guard of its own, and the search often keeps the ten back


@dataclass(frozen=True, slots=True)
class Fault:
    """A rule of technique the card breaks, and the card points it gives away or leaves."""

    reason: Reason
    points: int


def faults(view: PlayerView, action: Action) -> tuple[Fault, ...]:
    """The technique faults of `action` taken by the seat of `view` (empty for any other
    decision than a card in a suit game or Grand; a Ramsch has no sides to smear for)."""
    if view.phase is not Phase.PLAY or not isinstance(action, Play) or view.contract is None:
        return ()
    if view.ramsch:
        return ()
    if view.contract.game is GameType.NULL or not view.trick:
        return ()
    tv = trick_view(view)
    card = action.card
    others = [other for other in tv.legal if other != card]
    if card not in tv.legal or not others:
        return ()
    found = (
        _rich_discard(tv, card, others),
        _missed_smear(tv, card, others),
        _ten_into_ace(tv, card, others),
    )
    return tuple(fault for fault in found if fault is not None)


def _sure_for(tv: TrickView, card: Card, *, ours: bool) -> bool:
    """After `card`, the trick surely goes to my side (`ours`) or surely to the other side:
    its best card belongs there and nobody of the other side who plays later may beat it."""
    cards = (*tv.cards, card)
    best = tv.mem.rules.winner(cards)
    if tv.friendly((tv.leader + best) % 3) != ours:
        return False
    return not any(
        tv.friendly(seat) != ours and may_beat(tv.mem, seat, cards[best], cards[0])
        for seat in tv.later
    )


def _rich_discard(tv: TrickView, card: Card, others: list[Card]) -> Fault | None:
    if card.points < RICH or not _sure_for(tv, card, ours=False):
        return None
    spare = [other for other in others if other.rank is not Rank.JACK]  # a jack is worth more
    if not spare:
        return None
    cheaper = min(spare, key=lambda other: (other.points, tv.mem.rules.strength[other]))
    if cheaper.points >= RICH:
        return None
    points = card.points - cheaper.points
    reason = Reason.of("fault_rich_discard", card=card, instead=cheaper, points=points)
    return Fault(reason, points)


def _missed_smear(tv: TrickView, card: Card, others: list[Card]) -> Fault | None:
    mem = tv.mem
    if mem.is_declarer or card.points >= RICH or not _sure_for(tv, card, ours=True):
        return None
    smears = [
        other
        for other in others
        if other.points >= RICH
        and not (mem.is_master(other) and other.rank is Rank.ACE)
        and (not mem.is_trump(other) or tv.led_class == mem.follow(other))
        and _sure_for(tv, other, ours=True)
    ]
    if not smears:
        return None
    smear = max(smears, key=lambda other: other.points)
    points = smear.points - card.points
    if points < CLEAR_POINTS:
        return None
    reason = Reason.of("fault_missed_smear", card=card, smear=smear, points=points)
    return Fault(reason, points)


def _ten_into_ace(tv: TrickView, card: Card, others: list[Card]) -> Fault | None:
    mem = tv.mem
    if mem.is_declarer or card.rank is not Rank.TEN or mem.declarer not in tv.later:
        return None
    cls = mem.follow(card)
    if tv.led_class != cls:
        return None
    ace = Card.of(card.suit, Rank.ACE)
    if ace not in mem.others or mem.follow(ace) != cls or mem.is_void(mem.declarer, cls):
        return None
    if any(tv.friendly(seat) and may_beat(mem, seat, ace, tv.led) for seat in tv.later):
        return None
    lower = [other for other in others if mem.follow(other) == cls and other.points < RICH]
    if len(lower) < GUARDS:
        return None  # the ten would stand alone after the lower card and fall to the ace anyway
    instead = min(lower, key=lambda other: (other.points, mem.rules.strength[other]))
    points = card.points - instead.points
    if points < CLEAR_POINTS:
        return None
    reason = Reason.of("fault_ten_into_ace", card=card, ace=ace, instead=instead, points=points)
    return Fault(reason, points)
