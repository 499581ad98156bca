"""Revolution (club rules, seed 000 Regelvarianten): a Null ouvert hand after which the defenders
may rearrange their cards as they like, the skat included, to try to beat the open hand.

The model: once the declarer has declared `REVOLUTION` (a hand game: no skat taken, worth
`REVOLUTION_VALUE`), the defenders' two hands and the skat form one pool of 22 cards. The
defenders agree openly; the defender seated first after the declarer carries out what they agree,
one `Swap` at a time (two cards from two different places change places, so every hand keeps ten
cards and the skat two) until `ExchangeDone`; then the first trick is played as in any Null ouvert
hand. Any arrangement of the pool can be reached by swaps. XSkat's variant leaves the skat out of
the exchange; the seed lets the defenders use it too, and so does Kiebitz.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from coach.rules.actions import Action, ExchangeDone, Swap
from coach.rules.cards import Card, CardSet
from coach.rules.contract import Contract, GameType, RuleSet
from coach.rules.explain import Reason

if TYPE_CHECKING:
    from coach.rules.game import GameState

REVOLUTION = Contract(GameType.NULL, hand=True, ouvert=True, revolution=True)
"""The Revolution as a contract: Null ouvert hand, marked as Revolution."""

Places = tuple[CardSet, CardSet, CardSet]
"""The exchange pool by place: the first and the second defender's hand (seat order after the
declarer), then the skat."""


def revolution_refusal(rules: RuleSet, contract: Contract) -> Reason | None:
    """Why `contract`, a Revolution, cannot be declared under `rules`, or None (any other
    contract: None)."""
    if contract.revolution and not rules.revolution:
        return Reason.of("refused_revolution_not_in_rules")
    return None


def places(state: GameState) -> Places:
    """The defenders' hands and the skat, as the exchange sees them."""
    first, second = state.defenders
    return (state.hands[first], state.hands[second], state.skat)


def place_of(pool: Places, card: Card) -> int | None:
    """Which place of `pool` holds `card` (0, 1: a defender's hand, 2: the skat), or None."""
    for index, cards in enumerate(pool):
        if card in cards:
            return index
    return None


def exchange_refusal(state: GameState, action: Swap | ExchangeDone) -> Reason | None:
    """Why the rules refuse this move of the exchange now, or None."""
    if not state.rules.revolution:
        return Reason.of("refused_revolution_not_in_rules")
    if not state.exchanging:
        return Reason.of("refused_exchange_not_now")
    if isinstance(action, ExchangeDone):
        return None
    if action.first is None or action.second is None:
        return Reason.of("refused_swap_hidden")
    pool = places(state)
    strangers = CardSet.of((action.first, action.second)) - (pool[0] | pool[1] | pool[2])
    if strangers:
        return Reason.of("refused_swap_outside_pool", cards=strangers)
    if place_of(pool, action.first) == place_of(pool, action.second):
        return Reason.of("refused_swap_same_place", first=action.first, second=action.second)
    return None


def swapped(pool: Places, swap: Swap) -> Places:
    """The places after `swap` (which `exchange_refusal` has let through)."""
    assert swap.first is not None and swap.second is not None
    moved = CardSet.of((swap.first, swap.second))
    return (
        _swap_in(pool[0], moved),
        _swap_in(pool[1], moved),
        _swap_in(pool[2], moved),
    )


def _swap_in(cards: CardSet, moved: CardSet) -> CardSet:
    """A place holding one of the two moved cards holds the other one instead."""
    if cards & moved:
        return CardSet(cards.mask ^ moved.mask)
    return cards


def exchange_moves(pool: Places) -> list[Action]:
    """Every move of the exchange: each swap of two cards from different places, then done."""
    moves: list[Action] = []
    for index, cards in enumerate(pool):
        for other in pool[index + 1 :]:
            moves += [Swap(a, b) for a in cards for b in other]
    moves.append(ExchangeDone())
    return moves


def swap_towards(pool: Places, target: Places) -> Swap | None:
    """One swap that brings `pool` closer to `target` (the same 22 cards arranged otherwise), or
    None when they agree: a card out of place goes where the target wants it, in exchange for a
    card there that belongs elsewhere (each swap puts at least one card in its place)."""
    for index in range(3):
        for card in pool[index] - target[index]:
            destination = next(i for i in range(3) if card in target[i])
            wrong_there = pool[destination] - target[destination]
            back = wrong_there & target[index]
            chosen = next(iter(back or wrong_there))
            return Swap(card, chosen)
    return None
