"""The heuristic in the last tricks: does it play a card best in every world when one exists?

Plays seeded self-play games with the heuristic coach in every seat. From the trick where each
hand holds at most `--cards` cards on, at every decision with a choice it lists every world
consistent with the player's view (`every_completion`: no peeking), plays each legal card out
double dummy in all of them (the player's list points) and notes whether one card is best in
every world. The issue's target: in such decisions the heuristic's card is always one of them.
Prints the decisions, how many had a card best everywhere, and how many of those the heuristic
got right (per side), with the first misses.

    nice -n 10 python -m lab.studies.endgame_check --games 200 --seed 5
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.rules.actions import Deal, Play
from coach.rules.contract import RuleSet
from coach.rules.game import GameState, apply
from coach.rules.view import view_of
from coach.search import Solver
from coach.search.everywhere import best_everywhere
from lab.arena import seeded_deals


@dataclass(frozen=True, slots=True)
class Check:
    """One decision in the last tricks: whether a card is best everywhere and the coach's card."""

    game: int  # the deal's index
    side: str  # declarer or defender
    cards: int  # cards in the player's hand
    worlds: int
    sure: bool  # one card (or several alike) is best in every world
    right: bool  # the heuristic's card is best in every world (True when none is)
    card: str
    best: tuple[str, ...]


def check_game(
    game: int, deal: Deal, rules: RuleSet, cards: int, seed: int, solver: Solver
) -> list[Check]:
    """Self-play one deal with the heuristic; check its decisions from `cards` per hand on."""
    rng = random.Random(seed)
    state = GameState.new(deal, rules)
    checks = []
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        action = decide(view, rng).action
        late = state.tricks and max(len(h) for h in state.hands) <= cards
        choice = len(state.legal_cards()) > 1 and state.declarer is not None
        if late and choice and isinstance(action, Play):
            best, worlds = best_everywhere(state, seat, solver)
            checks.append(
                Check(
                    game=game,
                    side="declarer" if seat == state.declarer else "defender",
                    cards=len(state.hands[seat]),
                    worlds=worlds,
                    sure=bool(best),
                    right=not best or action in best,
                    card=str(action.card),
                    best=tuple(str(p.card) for p in best),
                )
            )
        state = apply(state, action)
    return checks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--cards", type=int, default=3)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    args = parser.parse_args()
    rules = RULES_OPTIONS[args.rules]
    solver = Solver()
    checks: list[Check] = []
    for index, deal in enumerate(seeded_deals(args.games, args.seed)):
        checks += check_game(index, deal, rules, args.cards, args.seed + index, solver)
    for side in ("declarer", "defender"):
        mine = [c for c in checks if c.side == side]
        sure = [c for c in mine if c.sure]
        row = {
            "side": side,
            "decisions": len(mine),
            "one_card_best_everywhere": len(sure),
            "heuristic_right": sum(c.right for c in sure),
            "most_worlds": max((c.worlds for c in mine), default=0),
            "misses": [c.__repr__() for c in sure if not c.right][:5],
        }
        print(json.dumps(row))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
