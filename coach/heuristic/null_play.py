"""Card play in Null and Null ouvert, for the declarer and for both defenders."""

from __future__ import annotations

from coach.heuristic.choice import Pick
from coach.heuristic.nullsafe import danger
from coach.heuristic.trick import TrickView, may_beat, possible_hand
from coach.rules.cards import Card, CardSet, Suit
from coach.rules.explain import Reason


def _danger_after(tv: TrickView, card: Card) -> int:
    mem = tv.mem
    return danger(mem.hand.mask & ~(1 << card), mem.others.mask)


def _declarer_lead(tv: TrickView) -> Pick:
    mem = tv.mem
    best: tuple[float, Card, int, int] | None = None
    for card in tv.legal:
        out = mem.class_out(card.suit)
        higher = sum(1 for c in out if c > card)
        lower = len(out) - higher
        if not higher:
            risk = 10.0
        elif not lower:
            risk = 0.0
        else:
            risk = 3.0 * lower / (lower + higher)
        score = risk + _danger_after(tv, card) - card * 0.01
        if best is None or score < best[0]:
            best = (score, card, higher, lower)
    assert best is not None
    _, card, higher, lower = best
    return card, (Reason.of("null_safe_lead", card=card, higher=higher, lower=lower),)


def _declarer_follow(tv: TrickView) -> Pick:
    mem = tv.mem
    best_card = tv.best
    led_suit = mem.follow(tv.cards[0])
    following = [c for c in tv.legal if mem.follow(c) == led_suit]
    if following:
        under = [c for c in following if c < best_card]
        if under:
            card = min(under, key=lambda c: (_danger_after(tv, c), -c))
            return card, (Reason.of("null_stay_under", card=card, best=best_card),)
        card = min(following)
        return card, (Reason.of("null_forced_over", card=card, best=best_card),)
    card = min(tv.legal, key=lambda c: (_danger_after(tv, c), -(c & 7)))
    return card, (Reason.of("null_dump_danger", card=card),)


def _defender_lead(tv: TrickView) -> Pick:
    mem = tv.mem
    declarer_cards = possible_hand(mem, mem.declarer)
    if mem.declarer_open:
        attack = _attack_gap(tv)
        if attack is not None:
            return attack
    suits: dict[Suit, CardSet] = {}
    for card in tv.legal:
        if declarer_cards.of_suit(card.suit):
            suits[card.suit] = suits.get(card.suit, CardSet()).add(card)
    for leader, first in reversed(tv.leads):
        if leader == mem.partner and first.suit in suits:
            card = min(suits[first.suit])
            return card, (Reason.of("null_return_suit", suit=first.suit, card=card),)
    if not suits:
        card = max(tv.legal, key=lambda c: c & 7)
        return card, (Reason.of("null_discard_high", card=card),)
    suit, held = min(suits.items(), key=lambda item: (len(item[1]), item[0]))
    card = min(held)
    return card, (Reason.of("null_lead_short", card=card, suit=suit, length=len(held)),)


def _attack_gap(tv: TrickView) -> Pick | None:
    mem = tv.mem
    open_cards = mem.declarer_open
    for card in sorted(tv.legal, key=lambda c: c & 7):
        declarer_suit = open_cards.of_suit(card.suit)
        if not declarer_suit:
            continue
        low = min(declarer_suit)
        if card < low:
            return card, (Reason.of("null_attack_gap", card=card, low=low, suit=card.suit),)
    return None


def _defender_follow(tv: TrickView) -> Pick:
    mem = tv.mem
    led_suit = mem.follow(tv.cards[0])
    following = [c for c in tv.legal if mem.follow(c) == led_suit]
    declarer_played = mem.declarer in _seats_played(tv)
    if not following:
        card = max(tv.legal, key=lambda c: (c & 7, -len(mem.hand.of_suit(c.suit))))
        return card, (Reason.of("null_discard_high", card=card),)
    if declarer_played:
        declarer_card = tv.cards[(mem.declarer - tv.leader) % 3]
        if tv.best == declarer_card:
            under = [c for c in following if c < declarer_card]
            if under:
                card = max(under)
                return card, (Reason.of("null_under_declarer", card=card, best=declarer_card),)
        card = max(following)
        return card, (Reason.of("null_discard_high", card=card),)
    card = min(following)
    return card, (Reason.of("null_defend_low", card=card),)


def _seats_played(tv: TrickView) -> tuple[int, ...]:
    return tuple((tv.leader + i) % 3 for i in range(len(tv.cards)))


def choose_null_card(tv: TrickView) -> Pick:
    """The card for the player to move in a Null game, with its reasons."""
    if tv.mem.is_declarer:
        return _declarer_lead(tv) if tv.position == 0 else _declarer_follow(tv)
    return _defender_lead(tv) if tv.position == 0 else _defender_follow(tv)


def null_outlook(tv: TrickView, card: Card) -> float:
    """A rough score of `card` in a Null: trick risk for the declarer, pressure for defenders."""
    mem = tv.mem
    cards = (*tv.cards, card)
    best = cards[mem.rules.winner(cards)]
    if mem.is_declarer:
        mine = best == card
        escape = any(may_beat(mem, seat, card, cards[0]) for seat in tv.later)
        risk = 0.0 if not mine else (0.5 if escape else 1.0)
        return -10.0 * risk - 2.0 * _danger_after(tv, card)
    declarer_index = (mem.declarer - tv.leader) % 3
    if declarer_index < len(cards):
        return 5.0 if cards[declarer_index] == best else -2.0 + 0.3 * (card & 7)
    return -0.5 * (card & 7) if mem.follow(card) == mem.follow(cards[0]) else 0.3 * (card & 7)
