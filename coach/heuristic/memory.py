"""What a careful player remembers during card play, computed from one `PlayerView`.

Cards played, the cards still with the others (trumps among them), who has shown a void in what,
and the card points each side has taken so far. Nothing here looks at hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from coach.rules.actions import Seat
from coach.rules.cards import Card, CardSet, Mask
from coach.rules.contract import GameType
from coach.rules.rule_set import TRICK_RULES, TRUMP, TrickRules
from coach.rules.view import PlayerView


@cache
def stronger_masks(game: GameType) -> tuple[Mask, ...]:
    """Per card: the cards of its follow class that beat it."""
    rules = TRICK_RULES[game]
    result = []
    for card in Card:
        cls_mask = rules.class_mask[rules.follow_class[card]]
        stronger = 0
        for other in Card:
            if cls_mask >> other & 1 and rules.strength[other] > rules.strength[card]:
                stronger |= 1 << other
        result.append(stronger)
    return tuple(result)


@dataclass(frozen=True, slots=True)
class Memory:
    """One player's bookkeeping of a game in play (suit, Grand or Null)."""

    seat: Seat
    declarer: Seat
    game: GameType
    hand: CardSet
    played: CardSet
    others: CardSet  # cards still held by the other players or lying hidden in the skat
    declarer_open: CardSet  # an ouvert declarer's remaining cards (empty otherwise)
    voids: dict[Seat, frozenset[int]]
    declarer_points: int  # card points in the declarer's tricks (plus his discard, if known)
    defender_points: int

    @property
    def rules(self) -> TrickRules:
        return TRICK_RULES[self.game]

    @property
    def is_declarer(self) -> bool:
        return self.seat == self.declarer

    @property
    def partner(self) -> Seat | None:
        """The other defender, or `None` for the declarer."""
        if self.is_declarer:
            return None
        return 3 - self.seat - self.declarer

    def trumps_out(self) -> CardSet:
        """Trumps the others (and the hidden skat) may still hold."""
        return CardSet(self.others.mask & self.rules.trump_mask)

    def class_out(self, cls: int) -> CardSet:
        """Cards of a follow class still with the others."""
        return CardSet(self.others.mask & self.rules.class_mask[cls])

    def mine(self, cls: int) -> CardSet:
        return CardSet(self.hand.mask & self.rules.class_mask[cls])

    def is_master(self, card: Card) -> bool:
        """No card still out beats `card` in its own class (a trump may still cut it)."""
        return not self.others.mask & stronger_masks(self.game)[card]

    def is_void(self, seat: Seat, cls: int) -> bool:
        return cls in self.voids[seat]

    def follow(self, card: Card) -> int:
        return self.rules.follow_class[card]

    def is_trump(self, card: Card) -> bool:
        return self.rules.follow_class[card] == TRUMP


def memory_of(view: PlayerView) -> Memory:
    """The bookkeeping of `view`; the game must be declared."""
    if view.contract is None or view.declarer is None:
        raise ValueError("memory needs a declared game")
    declarer = view.declarer
    others = view.unseen
    if view.seat != declarer:
        others = others | view.open_hand
    declarer_points = view.discard_known.points
    defender_points = 0
    for trick in view.tricks:
        if trick.winner == declarer:
            declarer_points += trick.points
        else:
            defender_points += trick.points
    return Memory(
        seat=view.seat,
        declarer=declarer,
        game=view.contract.game,
        hand=view.hand,
        played=view.played,
        others=others,
        declarer_open=view.open_hand,
        voids=view.voids(),
        declarer_points=declarer_points,
        defender_points=defender_points,
    )
