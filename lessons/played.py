"""Finished games for exercises: the declarer's cards are given, the engine plays the rest.

A `PlayedGame` fixes what the lesson cares about (declarer's hand, skat, contract, bid, discard);
a seed deals the other twenty cards and chooses the card play, so every game is a real one that
`coach.game.result` scores.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from coach.cards import Card, CardSet
from coach.contract import Contract, RuleSet
from coach.game import (
    MIDDLEHAND,
    Bid,
    Deal,
    Declare,
    GameResult,
    GameState,
    Pass,
    PickUp,
    Play,
    apply,
    result,
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


@lru_cache(maxsize=512)
def _finished(game: PlayedGame) -> GameState:
    rng = random.Random(game.seed)
    others = list(CardSet.full() - game.cards)
    rng.shuffle(others)
    deal = Deal((CardSet.of(others[:10]), game.hand, CardSet.of(others[10:])), game.skat)
    state = GameState.new(deal, game.rules)
    for action in (Bid(game.bid), Pass(), Pass()):
        state = apply(state, action)
    if game.contract.hand:
        state = apply(state, Declare(game.contract))
    else:
        state = apply(state, PickUp())
        state = apply(state, Declare(game.contract, game.discard))
    while not state.is_over:
        state = apply(state, Play(rng.choice(list(state.legal_cards()))))
    return state
