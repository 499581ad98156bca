"""``python -m lab bench rules``: how fast the engine plays complete random games (figures, not
tests).

Times are the process's CPU time, so that other work on the machine does not skew the figures.
"""

from __future__ import annotations

import argparse
import time
from typing import TYPE_CHECKING

from coach.rules.cards import ALL_CARDS, Card

if TYPE_CHECKING:
    import random

    from coach.rules.actions import Action
    from coach.rules.contract import RuleSet
    from coach.rules.game import GameState

HELP = "benchmarks: 'rules' plays complete random legal games and times legal-card generation"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("target", choices=("rules",), help="what to measure")
    parser.add_argument("--games", type=int, default=2000, help="games per run (2000)")
    parser.add_argument("--runs", type=int, default=5, help="runs; the median is reported (5)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")


def run(args: argparse.Namespace) -> int:
    import statistics

    from coach.cli.main import rules_of

    rules = rules_of(args)
    games = [_games_per_second(args.games, args.seed + run, rules) for run in range(args.runs)]
    legal = [_legal_cards_microseconds(args.seed + run, rules) for run in range(args.runs)]
    print(f"complete random games: {statistics.median(games):,.0f} games/s on one core (CPU time)")
    print(f"  (deal, auction, skat, declare, play, score; median of {args.runs} runs")
    print(f"   of {args.games} games: {', '.join(f'{g:,.0f}' for g in games)})")
    state_call = statistics.median(m for m, _ in legal)
    mask_call = statistics.median(m for _, m in legal)
    print(f"legal cards: {state_call:.2f} µs per GameState.legal_cards() call,")
    print(f"  {mask_call:.2f} µs per TrickRules.legal_mask() on the bare masks (median)")
    return 0


def random_game(rng: random.Random, rules: RuleSet) -> GameState:
    """One complete game with random legal choices: a deal, the auction, skat, declaration, play.

    The policy builds its declaration directly (a random contract the rules allow and a random
    discard) instead of listing all of them, so that the figure measures the engine.
    """
    from coach.rules.actions import Deal, Play
    from coach.rules.game import GameState, Phase, apply

    state = GameState.new(Deal.shuffled(rng), rules)
    limits = [rng.choice(_BID_LIMITS) for _ in range(3)]
    while not state.is_over:
        if state.phase is Phase.PLAY:
            state = apply(state, Play(_random_card(state.legal_cards().mask, rng)))
        else:
            state = apply(state, _choose(state, rng, limits))
    return state


def _choose(state: GameState, rng: random.Random, limits: list[int]) -> Action:
    from coach.rules.actions import Bid, Declare, Hold, Pass, PickUp
    from coach.rules.game import HAND_CONTRACTS, PICKUP_CONTRACTS, AuctionStage, Phase, declarable
    from coach.rules.values import next_bid

    seat = state.to_move
    assert seat is not None
    if state.phase is Phase.BIDDING:
        if state.awaiting_answer:
            return Hold() if state.bid <= limits[seat] else Pass()
        if state.stage is AuctionStage.FOREHAND_ALONE:
            return Bid(18) if limits[seat] >= 18 else Pass()
        value = next_bid(state.bid, state.rules)
        return Bid(value) if value is not None and value <= limits[seat] else Pass()
    if state.phase is Phase.SKAT:
        if rng.random() < 0.8:
            return PickUp()
        pool = HAND_CONTRACTS
    else:
        pool = PICKUP_CONTRACTS
    contracts = [c for c in pool if declarable(state, c) is None]
    contract = contracts[rng.randrange(len(contracts))]
    if state.phase is Phase.SKAT:
        return Declare(contract)
    first, second = rng.sample(list(state.hands[seat]), 2)
    return Declare(contract, (first, second))


def _random_card(mask: int, rng: random.Random) -> Card:
    """A random card of a mask, without building a `CardSet` iterator."""
    skip = rng.randrange(mask.bit_count())
    for _ in range(skip):
        mask &= mask - 1
    return ALL_CARDS[(mask & -mask).bit_length() - 1]


_BID_LIMITS = (0, 0, 18, 20, 23, 24, 27, 30, 33, 36, 40, 46, 48, 60, 72)


def _games_per_second(count: int, seed: int, rules: RuleSet) -> float:
    import random

    from coach.rules.result import result

    rng = random.Random(seed)
    start = time.process_time()
    for _ in range(count):
        result(random_game(rng, rules))
    return count / (time.process_time() - start)


def _legal_cards_microseconds(
    seed: int, rules: RuleSet, positions: int = 3000, repeat: int = 10
) -> tuple[float, float]:
    """Mean µs of one legal-card call over card-play positions of random games.

    Returns the time of `GameState.legal_cards()` and of the bare `TrickRules.legal_mask`.
    """
    import random

    from coach.rules.game import GameState, Phase, apply
    from coach.rules.rule_set import TRICK_RULES

    rng = random.Random(seed)
    states: list[GameState] = []
    while len(states) < positions:
        game = random_game(rng, rules)
        state = GameState.new(game.deal, game.rules)
        for action in game.history:
            if state.phase is Phase.PLAY:
                states.append(state)
            state = apply(state, action)
    calls = repeat * len(states)
    start = time.process_time()
    for _ in range(repeat):
        for state in states:
            state.legal_cards()
    method = (time.process_time() - start) / calls * 1e6
    masks = []
    for state in states:
        assert state.contract is not None and state.to_move is not None
        led = state.trick[0] if state.trick else None
        masks.append((TRICK_RULES[state.contract.game], state.hands[state.to_move].mask, led))
    start = time.process_time()
    for _ in range(repeat):
        for trick_rules, hand, led in masks:
            trick_rules.legal_mask(hand, led)
    return method, (time.process_time() - start) / calls * 1e6
