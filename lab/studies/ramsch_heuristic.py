"""The heuristic's Ramsch against random legal cards: list points per game and how often it loses.

Every deal is played as a Ramsch three times, the heuristic in each seat in turn, the other two
seats playing random legal cards (seeded). Prints the heuristic's mean list points and loss rate
beside the random seats'. A floor, not a strength measurement against XSkat.

    nice -n 10 python -m lab.studies.ramsch_heuristic --deals 300 --seed 5
"""

from __future__ import annotations

import argparse
import random

from coach.heuristic.decide import decide
from coach.rules.actions import Deal, Pass
from coach.rules.contract import ISKO
from coach.rules.game import GameState, apply
from coach.rules.legal import legal_actions
from coach.rules.result import result
from coach.rules.rule_file import own_rules
from coach.rules.view import view_of

RULES = own_rules("ramsch-study", ISKO, ramsch=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    points, losses, games = [0.0, 0.0], [0.0, 0.0], 0
    for _ in range(args.deals):
        deal = Deal.shuffled(rng)
        for coached in range(3):
            state = GameState.new(deal, RULES)
            for _ in range(3):
                state = apply(state, Pass())
            while not state.is_over:
                seat = state.to_move
                if seat == coached:
                    action = decide(view_of(state, seat)).action
                else:
                    action = rng.choice(legal_actions(state))
                state = apply(state, action)
            ramsch = result(state).ramsch
            assert ramsch is not None
            others = [s for s in range(3) if s != coached]
            points[0] += ramsch.scores[coached]
            points[1] += sum(ramsch.scores[s] for s in others) / 2
            losses[0] += coached in ramsch.losers
            losses[1] += sum(s in ramsch.losers for s in others) / 2
            games += 1
    print(f"{games} Ramsch games")
    print(f"heuristic: {points[0] / games:.1f} list points per game, loses {losses[0] / games:.0%}")
    print(f"random:    {points[1] / games:.1f} list points per game, loses {losses[1] / games:.0%}")


if __name__ == "__main__":
    main()
