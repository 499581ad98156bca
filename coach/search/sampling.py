"""Worlds: full games dealt consistently with what one player knows, the auction included.

`coach.view.complete` respects hand sizes, the cards seen and the voids shown. On top of that the
auction hints: a seat that bid or held a value probably holds a game worth it, so a world in which
that seat's dealt hand has no such prospect is kept only with a small probability (rejection
sampling with a floor, so a world is always found).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from coach.game import SEATS, Bid, GameState, Hold, Phase, Seat, apply
from coach.heuristic.prospects import prospects
from coach.view import PlayerView, complete

HINT_FLOOR = 0.05  # a world that contradicts the auction is still kept this often
HINT_CHANCE = 0.5  # a prospect this likely to win counts as a full confirmation
MAX_REJECTIONS = 50


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
            hand = world.deal.hands[seat]
            chances = [p.chance for p in prospects(hand, seat == 0) if p.value >= bid]
            fit = min(1.0, max(chances, default=0.0) / HINT_CHANCE)
            weight *= max(HINT_FLOOR, fit)
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
