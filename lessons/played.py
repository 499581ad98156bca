"""Finished games for exercises: the declarer's cards are given, the coach plays them out.

A `PlayedGame` fixes what the lesson cares about (declarer's hand, skat, contract, bid, discard);
a seed deals the other twenty cards, and the heuristic coach plays every card of all three seats
from its seat's view, so every game is a real one, played as people play, that
`coach.rules.game.result` scores (no random card play: its card points would be implausible).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from coach.heuristic import decide
from coach.rules import (
    MIDDLEHAND,
    Card,
    CardSet,
    Contract,
    Deal,
    Declare,
    GameResult,
    GameState,
    PickUp,
    RuleSet,
    apply,
    auction_won_at,
    result,
    view_of,
)

DECLARER = MIDDLEHAND
"""The declarer's seat in lesson games: middlehand bids, the two others pass."""


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """A whole game in which middlehand declares `contract` after bidding `bid`."""

    hand: CardSet
    skat: CardSet
    contract: Contract
    bid: int
    discard: tuple[Card, Card] | None
    seed: int
    rules: RuleSet

    def __post_init__(self) -> None:
        if len(self.hand) != 10 or len(self.skat) != 2 or self.hand & self.skat:
            raise ValueError("a played game needs 10 hand cards and 2 other skat cards")
        if self.contract.hand != (self.discard is None):
            raise ValueError("a hand game has no discard; a pickup game needs two discards")
        if self.discard is not None and not set(self.discard) <= set(self.hand | self.skat):
            raise ValueError("the discard must come from the hand or the skat")

    @property
    def cards(self) -> CardSet:
        """The declarer's twelve cards: hand and skat (what matadors are counted over)."""
        return self.hand | self.skat

    def state(self) -> GameState:
        """The finished game."""
        return _finished(self)

    def result(self) -> GameResult:
        return result(self.state())


def deal_for(hand: CardSet, skat: CardSet, seed: int) -> Deal:
    """The deal of a lesson game: `hand` in middlehand, the other twenty cards dealt by `seed`."""
    others = list(CardSet.full() - hand - skat)
    random.Random(seed).shuffle(others)
    return Deal((CardSet.of(others[:10]), hand, CardSet.of(others[10:])), skat)


def won_auction(hand: CardSet, skat: CardSet, seed: int, bid: int, rules: RuleSet) -> GameState:
    """The lesson game after middlehand has won the auction at `bid` (the others passed)."""
    state = GameState.new(deal_for(hand, skat, seed), rules)
    for action in auction_won_at(DECLARER, bid):
        state = apply(state, action)
    return state


def play_out(state: GameState) -> GameState:
    """The game played to its end by the heuristic coach in every seat."""
    while not state.is_over:
        assert state.to_move is not None
        state = apply(state, decide(view_of(state, state.to_move)).action)
    return state


def declared(game: PlayedGame) -> GameState:
    """The lesson game after middlehand has declared, before the first card."""
    state = won_auction(game.hand, game.skat, game.seed, game.bid, game.rules)
    if game.contract.hand:
        return apply(state, Declare(game.contract))
    state = apply(state, PickUp())
    return apply(state, Declare(game.contract, game.discard))


@lru_cache(maxsize=512)
def _finished(game: PlayedGame) -> GameState:
    return play_out(declared(game))
