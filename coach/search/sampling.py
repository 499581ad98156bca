"""Worlds: full games dealt consistently with what one player knows, the auction included.

`coach.rules.view.complete` respects hand sizes, the cards seen and the voids shown. On top of that
the auction hints: a seat that bid or held a value probably holds a game worth it, so a world in
which that seat's dealt hand has no such game is kept only with a small probability (rejection
sampling with a floor, so a world is always found). The fit is a quick count, not the coach's full
evaluation, since it runs for every candidate world: a suit game or Grand whose value with the
matadors of the ten cards reaches the bid, weighted by the trumps held; a Null by the few high cards
it needs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from coach.rules.actions import SEATS, Bid, Hold, Seat
from coach.rules.cards import JACKS_MASK, CardSet, Rank
from coach.rules.contract import SUIT_GAMES, Contract, GameType, RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.rule_set import TRICK_RULES
from coach.rules.values import matadors
from coach.rules.view import PlayerView, complete

HINT_FLOOR = 0.05  # a world that contradicts the auction is still kept this often
MAX_REJECTIONS = 50
SUIT_TRUMP_FIT = (0.0, 0.0, 0.05, 0.1, 0.4, 0.8, 1.0)  # by trumps held (jacks included), 6+: 1
NULL_HIGH_CARDS = 3  # a Null bidder holds at most this many aces, kings and queens


def bid_fit(hand: CardSet, bid: int, rules: RuleSet) -> float:
    """How plausible it is that a player holding `hand` bid or held `bid`, 0 to 1."""
    fit = 0.0
    for game in SUIT_GAMES:
        if rules.base_value(Contract(game)) * (abs(matadors(game, hand)) + 1) >= bid:
            held = (hand.mask & TRICK_RULES[game].trump_mask).bit_count()
            fit = max(fit, SUIT_TRUMP_FIT[min(held, len(SUIT_TRUMP_FIT) - 1)])
    grand = GameType.GRAND
    if rules.base_value(Contract(grand)) * (abs(matadors(grand, hand)) + 1) >= bid:
        jacks = (hand.mask & JACKS_MASK).bit_count()
        aces = sum(card.rank is Rank.ACE for card in hand)
        fit = max(fit, min(1.0, 0.25 * jacks + 0.2 * aces) if jacks else 0.0)
    if max(rules.null_values) >= bid:
        high = sum(card.rank in (Rank.ACE, Rank.KING, Rank.QUEEN) for card in hand)
        fit = max(fit, 0.6 if high <= NULL_HIGH_CARDS else 0.0)
    return fit


@dataclass(frozen=True, slots=True)
class AuctionHints:
    """The highest value each seat bid or held (0: none)."""

    said: tuple[int, int, int]

    def weight(self, world: GameState, viewer: Seat) -> float:
        """How well the dealt hands of the other seats fit their bids, 0 < weight <= 1."""
        weight = 1.0
        for seat in SEATS:
            bid = self.said[seat]
            if seat == viewer or bid == 0:
                continue
            weight *= max(HINT_FLOOR, bid_fit(world.deal.hands[seat], bid, world.rules))
        return weight


def auction_hints(view: PlayerView, template: GameState) -> AuctionHints:
    """The values said in the auction of `view`, replayed on any deal (`template`)."""
    said = [0, 0, 0]
    state = GameState.new(template.deal, view.rules)
    for action in view.history:
        if state.phase is not Phase.BIDDING:
            break
        seat = state.to_move
        if seat is not None and isinstance(action, Bid | Hold):
            said[seat] = max(said[seat], action.value if isinstance(action, Bid) else state.bid)
        state = apply(state, action)
    return AuctionHints((said[0], said[1], said[2]))


def sample_worlds(view: PlayerView, count: int, rng: random.Random) -> list[GameState]:
    """`count` full games consistent with `view` and, softly, with its auction."""
    worlds: list[GameState] = []
    hints: AuctionHints | None = None
    while len(worlds) < count:
        world = complete(view, rng)
        if hints is None:
            hints = auction_hints(view, world)
        for _ in range(MAX_REJECTIONS):
            if rng.random() < hints.weight(world, view.seat):
                break
            world = complete(view, rng)
        worlds.append(world)
    return worlds
