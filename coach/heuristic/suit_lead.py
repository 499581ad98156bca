"""Leading a trick in a suit game or Grand, for the declarer and for the defenders.

Each rule of thumb is a small function returning a card with its reasons, or `None` when it
does not apply; `choose_lead` tries them in order of importance.
"""

from __future__ import annotations

from coach.heuristic.choice import Pick, Rule, ace_ten_gone, by_strength, low, side_suits
from coach.heuristic.trick import TrickView, may_beat
from coach.rules.cards import Card, CardSet, Rank, Suit
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.rule_set import TRUMP


def _declarer_trumps(tv: TrickView) -> Pick | None:
    mem = tv.mem
    out = mem.trumps_out()
    mine = mem.mine(TRUMP)
    if not out or not mine:
        return None
    ranked = by_strength(mine, tv)
    top = ranked[-1]
    if mem.is_master(top):
        return top, (Reason.of("draw_trumps", card=top, out=len(out)),)
    if len(mine) >= len(out) - 1:
        jacks = [c for c in ranked if c.rank is Rank.JACK]
        if len(jacks) >= 2:
            card = jacks[-1]
            reason = Reason.of("draw_trumps_jack", card=card, mine=len(mine), out=len(out))
            return card, (reason,)
        low = ranked[0]
        reason = Reason.of("draw_trumps_low", card=low, mine=len(mine), out=len(out))
        return low, (reason,)
    return None


def _cash_master(tv: TrickView) -> Pick | None:
    mem = tv.mem
    risky_voids = {s for s in tv.later if not tv.friendly(s)}
    best: tuple[float, Card] | None = None
    for suit, held in side_suits(tv, tv.legal).items():
        ruffed = any(mem.is_void(s, suit) and TRUMP not in mem.voids[s] for s in risky_voids)
        if ruffed and mem.trumps_out():
            continue
        top = by_strength(held, tv)[-1]
        if not mem.is_master(top) or (top.points < 10 and mem.class_out(suit) and mem.trumps_out()):
            continue
        if any(may_beat(mem, s, top, None) for s in risky_voids):
            continue
        score = top.points + len(held)
        if best is None or score > best[0]:
            best = (score, top)
    if best is None:
        return None
    card = best[1]
    if not mem.class_out(card.suit) and len(mem.mine(card.suit)) == 1:
        return card, (Reason.of("seventh_card", card=card),)
    return card, (Reason.of("cash_master", card=card, points=card.points),)


def _top_masters(tv: TrickView) -> int:
    """How many of my trumps win a trump round for sure, counted from my highest down."""
    mem = tv.mem
    beaten = mem.trumps_out()
    count = 0
    for card in reversed(by_strength(mem.mine(TRUMP), tv)):
        if any(mem.rules.beats(other, card) for other in beaten):
            break
        count += 1
    return count


def _over_the_villages(tv: TrickView) -> Pick | None:
    """Too few trumps to draw (fewer than the others, the highest beaten): stop leading trumps
    and cash the side aces and tens."""
    mem = tv.mem
    out, mine = mem.trumps_out(), mem.mine(TRUMP)
    if not out or not mine or len(mine) >= len(out):
        return None
    pick = _cash_master(tv)
    if pick is None:
        return None
    reason = Reason.of("over_the_villages", card=pick[0], mine=len(mine), out=len(out))
    return pick[0], (reason, *pick[1])


def _lead_low_side(tv: TrickView) -> Pick | None:
    suits = side_suits(tv, tv.legal)
    if not suits:
        return None
    mem = tv.mem

    def suit_key(item: tuple[Suit, CardSet]) -> tuple[int, int, int]:
        suit, held = item
        has_ten_unguarded = Card.of(suit, Rank.TEN) in held and Card.of(suit, Rank.ACE) in (
            mem.others
        )
        return (int(has_ten_unguarded), len(held), low(held, tv).points)

    suit, held = min(suits.items(), key=suit_key)
    card = low(held, tv)
    return card, (Reason.of("lead_low_side", card=card, suit=suit),)


def _lead_anything(tv: TrickView) -> Pick:
    ranked = by_strength(tv.legal, tv)
    card = ranked[-1]
    return card, (Reason.of("lead_trump_left", card=card),)


def _defender_suits(tv: TrickView) -> dict[Suit, CardSet]:
    """Side suits worth leading: the declarer is not void there and not both ace and ten gone."""
    mem = tv.mem
    suits = side_suits(tv, tv.legal)
    good = {
        suit: held
        for suit, held in suits.items()
        if not (mem.is_void(mem.declarer, suit) and TRUMP not in mem.voids[mem.declarer])
        and not ace_ten_gone(tv, suit)
    }
    return good or suits


def _return_partner_suit(tv: TrickView) -> Pick | None:
    mem = tv.mem
    partner = mem.partner
    suits = _defender_suits(tv)
    for leader, first in reversed(tv.leads):
        if leader != partner or mem.is_trump(first):
            continue
        suit = first.suit
        if suit not in suits or ace_ten_gone(tv, suit):
            continue
        held = suits[suit]
        top = by_strength(held, tv)[-1]
        card = top if mem.is_master(top) else low(held, tv)
        return card, (Reason.of("return_partner_suit", suit=suit, card=card),)
    return None


def _strip_trumps(tv: TrickView) -> Pick | None:
    """A defender whose top trumps outnumber all other trumps draws them: the declarer is left
    without trumps."""
    mem = tv.mem
    out = mem.trumps_out()
    mine = by_strength(mem.mine(TRUMP), tv)
    if not out or not mine or mem.is_void(mem.declarer, TRUMP):
        return None
    masters = _top_masters(tv)
    if masters < len(out):
        return None
    card = mine[-1]
    return card, (Reason.of("strip_trumps", card=card, out=len(out), masters=masters),)


def _grand_defence(tv: TrickView) -> Pick | None:
    mem = tv.mem
    if mem.game is not GameType.GRAND:
        return None
    suits = _defender_suits(tv)
    aces = [held for held in suits.values() if by_strength(held, tv)[-1].rank is Rank.ACE]
    if aces:
        held = max(aces, key=len)
        card = by_strength(held, tv)[-1]
        if mem.is_master(card):
            return card, (Reason.of("grand_lead_aces", card=card),)
    has_ace = any(c.rank is Rank.ACE for c in mem.hand)
    if not has_ace and suits:
        held = max(suits.values(), key=len)
        card = low(held, tv)
        return card, (Reason.of("grand_lead_small", card=card),)
    return None


def _lead_by_seat(tv: TrickView) -> Pick | None:
    mem = tv.mem
    suits = _defender_suits(tv)
    if not suits:
        return None
    declarer_next = (mem.seat + 1) % 3 == mem.declarer
    if declarer_next:
        suit, held = max(suits.items(), key=lambda item: (len(item[1]), -item[0]))
        top = by_strength(held, tv)[-1]
        card = top if mem.is_master(top) else low(held, tv)
        reason = Reason.of("lead_long_through", card=card, suit=suit, length=len(held))
    else:
        suit, held = min(suits.items(), key=lambda item: (len(item[1]), item[0]))
        top = by_strength(held, tv)[-1]
        card = top if mem.is_master(top) else low(held, tv)
        reason = Reason.of("lead_short_to_partner", card=card, suit=suit, length=len(held))
    extra = tuple(
        Reason.of("ace_ten_seen", suit=s)
        if ace_ten_gone(tv, s)
        else Reason.of("avoid_declarer_void", suit=s)
        for s in side_suits(tv, tv.legal)
        if s not in suits
    )
    return card, (reason, *extra)


DECLARER_LEAD: tuple[Rule, ...] = (_declarer_trumps, _over_the_villages, _cash_master)
DEFENDER_LEAD: tuple[Rule, ...] = (
    _strip_trumps,
    _return_partner_suit,
    _grand_defence,
    _lead_by_seat,
)


def choose_lead(tv: TrickView) -> Pick:
    """The card to lead in a suit game or Grand, with its reasons."""
    rules = DECLARER_LEAD if tv.mem.is_declarer else DEFENDER_LEAD
    for rule in rules:
        pick = rule(tv)
        if pick is not None:
            return pick
    return _lead_low_side(tv) or _lead_anything(tv)
