"""Paired full games on the deals where one heuristic constant changes the declaration.

For a change that acts only after the pick-up (game and discard), `lab/studies/versus_previous.py
--defence search` plays every deal four times to find the few whose declaration differs. Here
the heuristic bids each deal once; where the declarer picks up, the declaration is decided with
the constant at its new value (as in the code) and at `--old`; only where they differ are both
declarations played out, the heuristic declaring and the search defending (sampled worlds per
card), from the same seed. The gain is the declarer's list points, new minus old: the seat-games
`versus_previous.py` finds differing, with other sampling seeds (seed 53, 300 deals: the same one
flip, −2 both ways), so thousands of deals fit in minutes. Seeded and single-threaded (`nice` it):

    python -m lab.studies.paired_flips coach.heuristic.evaluate.SHORT_TEN_DISCOUNT --old 0 \\
        --deals 1500 --seed 91
"""

from __future__ import annotations

import argparse
import importlib
import json
import random

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.rules.actions import Action, PickUp
from coach.rules.contract import RuleSet
from coach.rules.game import GameState, Phase, apply
from coach.rules.result import GameResult, result
from coach.rules.view import view_of
from lab import arena
from lab.studies.study_declaring import label


def played(state: GameState, seed: int, declaring: arena.Player = arena.coach_player) -> GameResult:
    """`state` (in card play) played to the end: `declaring` plays the declarer's cards (the
    heuristic unless told), the search defends."""
    rng = random.Random(seed)
    declarer = state.declarer
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        player = declaring if seat == declarer else arena.search_player
        state = apply(state, player(view_of(state, seat), rng)[0])
    return result(state)


def auctioned(state: GameState) -> GameState:
    """The heuristic's auction played out: the state at the winner's skat decision or passed in."""
    while state.phase is Phase.BIDDING:
        assert state.to_move is not None
        state = apply(state, decide(view_of(state, state.to_move)).action)
    return state


def picked_up(state: GameState) -> GameState | None:
    """The heuristic's auction and skat decision; the state after a pick-up, else None."""
    state = auctioned(state)
    if state.declarer is None:
        return None
    skat = decide(view_of(state, state.declarer)).action
    return apply(state, skat) if isinstance(skat, PickUp) else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("constant", help="module.NAME of the constant, e.g. coach.x.LIMIT")
    parser.add_argument("--old", type=float, required=True, help="the constant's old value")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    args = parser.parse_args()
    rules: RuleSet = RULES_OPTIONS[args.rules]
    module_name, _, name = args.constant.rpartition(".")
    module = importlib.import_module(module_name)
    new = getattr(module, name)
    gains: list[float] = []
    for index, deal in enumerate(arena.seeded_deals(args.deals, args.seed)):
        state = picked_up(GameState.new(deal, rules))
        if state is None:
            continue
        assert state.declarer is not None
        view = view_of(state, state.declarer)
        chosen: dict[str, Action] = {}
        for which, value in (("old", args.old), ("new", new)):
            setattr(module, name, value)
            chosen[which] = decide(view).action
        if chosen["old"] == chosen["new"]:
            continue
        seed = args.seed * 100_003 + index
        declarer = state.declarer
        points = {
            k: arena.list_points(played(apply(state, a), seed), declarer, rules)
            for k, a in chosen.items()
        }
        gains.append(points["new"] - points["old"])
        row = {"deal": index, "seat": state.declarer, **{k: label(a) for k, a in chosen.items()}}
        print(json.dumps(row | {"points": points}), flush=True)
    mean, half = arena.mean_ci(gains) if gains else (0.0, 0.0)
    per_deal = sum(gains) / args.deals
    summary = {"deals": args.deals, "flips": len(gains), "gain_sum": sum(gains)}
    per_flip = [round(mean, 1), round(half, 1)]
    print(json.dumps(summary | {"per_deal": round(per_deal, 3), "per_flip": per_flip}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
