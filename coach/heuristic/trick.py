"""The trick on the table from one player's seat: who leads, who is winning, who still plays.

Also the questions every card-play rule asks: can a later player beat this card, which of my
cards win the trick, and a rough point outlook of each card that scores the alternatives.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.heuristic.memory import Memory
from coach.rules.actions import Seat
from coach.rules.cards import Card, CardSet, Rank
from coach.rules.contract import GameType
from coach.rules.rule_set import TRUMP


@dataclass(frozen=True, slots=True)
class TrickView:
    """The current trick as the player to move sees it."""

    mem: Memory
    legal: CardSet
    leader: Seat
    cards: tuple[Card, ...]
    leads: tuple[tuple[Seat, Card], ...] = ()  # earlier tricks: (leader, card led)

    @property
    def position(self) -> int:
        """0 when leading, 1 second hand, 2 last to play."""
        return len(self.cards)

    @property
    def led(self) -> Card | None:
        return self.cards[0] if self.cards else None

    @property
    def led_class(self) -> int | None:
        return None if not self.cards else self.mem.follow(self.cards[0])

    @property
    def best_index(self) -> int:
        return self.mem.rules.winner(self.cards)

    @property
    def best(self) -> Card:
        return self.cards[self.best_index]

    @property
    def best_seat(self) -> Seat:
        return (self.leader + self.best_index) % 3

    @property
    def points(self) -> int:
        return sum(card.points for card in self.cards)

    @property
    def later(self) -> tuple[Seat, ...]:
        """Seats that play after me in this trick."""
        me = self.mem.seat
        return tuple((me + k) % 3 for k in range(1, 3 - self.position))

    def friendly(self, seat: Seat) -> bool:
        """Whether `seat` plays on my side."""
        mem = self.mem
        if mem.is_declarer:
            return seat == mem.seat
        return seat != mem.declarer

    def beats_best(self, card: Card) -> bool:
        return not self.cards or self.mem.rules.beats(card, self.best)

    def winning_cards(self) -> CardSet:
        """My legal cards that would take the lead in the trick."""
        return CardSet.of(card for card in self.legal if self.beats_best(card))


def may_beat(mem: Memory, seat: Seat, card: Card, led: Card | None) -> bool:
    """Whether `seat` might still beat `card` in a trick led by `led` (None: `card` leads)."""
    rules = mem.rules
    led_card = card if led is None else led
    led_cls = rules.follow_class[led_card]
    candidates = possible_hand(mem, seat)
    following = CardSet(candidates.mask & rules.class_mask[led_cls])
    if any(rules.beats(other, card) for other in following):
        return True
    known = seat == mem.declarer and bool(mem.declarer_open)
    maybe_void = not following or (not known and led_cls != TRUMP and len(following) <= 2)
    if not maybe_void or TRUMP in mem.voids[seat]:
        return False
    trumps = CardSet(candidates.mask & rules.trump_mask)
    return any(rules.beats(other, card) for other in trumps)


def possible_hand(mem: Memory, seat: Seat) -> CardSet:
    """Cards `seat` may hold as far as I know (their whole hand when it lies open)."""
    if seat == mem.seat:
        return mem.hand
    if seat == mem.declarer and mem.declarer_open:
        return mem.declarer_open
    pool = mem.others - mem.declarer_open
    mask = pool.mask
    for cls in mem.voids[seat]:
        mask &= ~mem.rules.class_mask[cls]
    return CardSet(mask)


def safe_win(tv: TrickView, card: Card) -> bool:
    """`card` takes the trick now and no later opponent can beat it."""
    if not tv.beats_best(card):
        return False
    led = tv.led
    return not any(not tv.friendly(seat) and may_beat(tv.mem, seat, card, led) for seat in tv.later)


def spend_cost(mem: Memory, card: Card) -> float:
    """What playing `card` costs in future strength: high trumps and masters cost most."""
    if mem.game is GameType.NULL:
        return 0.0
    strength = mem.rules.strength[card]
    if mem.is_trump(card):
        return 2.0 + (strength - 10) * 0.5 if card.rank is Rank.JACK else 1.0 + strength * 0.1
    return 1.5 if mem.is_master(card) and card.points >= 10 else 0.0


def outlook(tv: TrickView, card: Card) -> float:
    """A rough score of `card` for my side: expected trick points won or lost, minus its cost."""
    mem = tv.mem
    cards = (*tv.cards, card)
    best = mem.rules.winner(cards)
    best_seat = (tv.leader + best) % 3
    winning = tv.friendly(best_seat)
    led = cards[0]
    threat = any(
        not tv.friendly(seat) and may_beat(mem, seat, cards[best], led) for seat in tv.later
    )
    rescue = any(
        tv.friendly(seat) and seat != mem.seat and may_beat(mem, seat, cards[best], led)
        for seat in tv.later
    )
    chance = (0.45 if threat else 1.0) if winning else (0.4 if rescue else 0.0)
    stake = sum(c.points for c in cards) + 3.0 * (3 - len(cards))
    return (2.0 * chance - 1.0) * stake - spend_cost(mem, card)
