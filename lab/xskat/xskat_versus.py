"""Paired games at mixed tables: one heuristic constant changed, XSkat in the other two seats.

Every deal is played from each seat twice, the heuristic there and XSkat's computer player
(`xskat_mixed.py`, its driver built) in the other two seats: once with the constant as it is,
once at `--new`, from the same seed. The gain is the heuristic seat's list points, new minus
old, per seat-game with its 95% interval, and how many seat-games differ. Name the module where
the constant is read (a `from ... import` copies it into the importing module):

    nice -n 10 python -m lab.xskat.xskat_versus \\
        coach.heuristic.bidding.BID_CHANCE --new 0.65 --games 1000 --seed 21

`--hero hint` puts the recommended move in the seat instead. `--auction-only` says the constant
acts in the auction alone: a seat-game whose auction comes out the same under both values is
the same game, so only the seat-games whose auctions differ are played out (an auction costs a
few milliseconds, a game of the hint about a second).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from tqdm import tqdm

from coach.cli.main import RULES_OPTIONS
from coach.rules.actions import Action, Deal
from coach.rules.contract import RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.view import view_of
from lab import arena
from lab.xskat.xskat_mixed import DRIVER, constant, seat_xskat


def auction(deal: Deal, seats: tuple[arena.Player, ...], seed: int, rules: RuleSet) -> list[Action]:
    """The auction of `arena.play_game` for these players and seed, up to its end."""
    rng = random.Random(seed)
    state = GameState.new(deal, rules)
    actions: list[Action] = []
    while state.phase is Phase.BIDDING:
        seat = state.to_move
        assert seat is not None
        action, _ = seats[seat](view_of(state, seat), rng)
        actions.append(action)
        state = apply(state, action)
    return actions


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("constant", help="module.NAME of the constant")
    parser.add_argument("--new", type=float, required=True, help="the value tried")
    parser.add_argument("--games", type=int, default=1000, help="deals (1000)")
    parser.add_argument("--seed", type=int, default=21, help="seed of the deals (21)")
    parser.add_argument("--driver", type=Path, default=DRIVER[0], help="the compiled driver")
    parser.add_argument("--hero", default="coach", choices=arena.HEROES)
    parser.add_argument(
        "--auction-only", action="store_true", help="the constant acts in the auction alone"
    )
    args = parser.parse_args()
    if not seat_xskat(args.driver):
        return 2
    module, name = constant(args.constant)
    old = getattr(module, name)
    rules = RULES_OPTIONS["iso"]
    me, other = arena.PLAYERS[args.hero], arena.PLAYERS["xskat"]
    gains: list[float] = []
    played = 0  # seat-games played out under both values
    for index, deal in enumerate(tqdm(arena.seeded_deals(args.games, args.seed), unit="deal")):
        seed = args.seed + index
        for seat in range(3):
            seats = tuple(me if s == seat else other for s in range(3))
            if args.auction_only:
                auctions = []
                for value in (old, args.new):
                    setattr(module, name, value)
                    auctions.append(auction(deal, seats, seed, rules))
                if auctions[0] == auctions[1]:
                    gains.append(0.0)
                    continue
            played += 1
            points = []
            for value in (old, args.new):
                setattr(module, name, value)
                record = arena.play_game(deal, seats, (seat,), seed, rules)
                points.append(arena.list_points(record.result, seat, rules))
            gains.append(points[1] - points[0])
    setattr(module, name, old)
    mean, ci = arena.mean_ci(gains)
    differ = sum(gain != 0 for gain in gains)
    print(f"{args.constant}: {old} -> {args.new}, {len(gains)} seat-games", end="")
    print(f", {played} played out, {differ} differ")
    print(f"  gain per seat-game {mean:+.2f} ± {ci:.2f} (95%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
