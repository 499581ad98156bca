"""Random positions and a brute-force minimax that knows nothing but `Position.play`."""

from __future__ import annotations

import random
from functools import cache

from coach.rules.cards import Card
from coach.rules.contract import GameType
from coach.search import Position


def random_position(
    rng: random.Random, cards: int, game: GameType, schwarz: bool = False
) -> Position:
    """`cards` cards per hand, a random declarer and leader, then up to two cards played."""
    deck = list(Card)
    rng.shuffle(deck)
    hands = tuple(sum(1 << c for c in deck[i * cards : (i + 1) * cards]) for i in range(3))
    position = Position(
        game=game,
        declarer=rng.randrange(3),
        hands=(hands[0], hands[1], hands[2]),
        leader=rng.randrange(3),
        points=rng.randrange(0, 40),
        schwarz_announced=schwarz and game is not GameType.NULL,
    )
    for _ in range(rng.randrange(3)):
        position = position.play(rng.choice(list(position.legal())))
    return position


@cache
def brute_force(position: Position) -> int:
    """Minimax over every legal card: the declarer's final card points (Null: 1 = took a trick)."""
    if position.is_over:
        if position.game is GameType.NULL:
            return int(position.declarer_tricks > 0)
        return position.points
    values = [brute_force(position.play(card)) for card in position.legal()]
    declarer_moves = position.to_move == position.declarer
    maximize = declarer_moves != (position.game is GameType.NULL)
    return max(values) if maximize else min(values)


@cache
def brute_force_schwarz(position: Position) -> bool:
    """Whether the declarer takes every trick against best defence."""
    if position.defender_tricks:
        return False
    if position.is_over:
        return True
    results = [brute_force_schwarz(position.play(card)) for card in position.legal()]
    return any(results) if position.to_move == position.declarer else all(results)


@cache
def brute_force_takes_trick(position: Position) -> bool:
    """Whether the declarer of a suit game or Grand takes a trick against best defence."""
    if position.declarer_tricks:
        return True
    if position.is_over:
        return False
    results = [brute_force_takes_trick(position.play(card)) for card in position.legal()]
    return any(results) if position.to_move == position.declarer else all(results)
