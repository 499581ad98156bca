"""Our game after the pick-up against XSkat's on the same twelve cards, judged by the search.

XSkat plays the arena's seeded deals (`lab.xskat.program`). For every game it declares after picking
up, our heuristic declares from the same seat, the same twelve cards and the same bid. Where the
contracts differ, both declarations (each with its own discard) are played out double dummy in
the same sampled worlds of the declarer's view (`lab/studies/study_declaring.py`), and the
declarer's
mean list points and wins are written as one JSON line; the summary groups them by game kind.
Run with `PYTHONPATH=.` from a checkout, single-threaded (`nice` it):

    python -m lab.xskat.choice_vs_xskat --games 600 --seed 18 --worlds 12 --out /tmp/choice.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from collections import Counter, defaultdict

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.decide import decide
from coach.rules.actions import Declare, PickUp
from coach.rules.game import apply, replay
from coach.rules.legal import auction_won_at
from coach.rules.view import view_of
from coach.search.engine import Solver
from coach.search.sampling import sample_worlds
from lab import arena
from lab.studies.study_declaring import features, played_out
from lab.xskat.program import XSkatGame, parse_log, play

CHUNK = 500  # deals per XSkat run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--worlds", type=int, default=12)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument("--out", required=True, help="write one JSON line per differing game")
    args = parser.parse_args()
    rules = RULES_OPTIONS[args.rules]
    deals = arena.seeded_deals(args.games, args.seed)
    games: list[XSkatGame] = []
    for start in range(0, len(deals), CHUNK):
        games.extend(parse_log(play(deals[start : start + CHUNK])))
    solver = Solver()
    kinds: Counter[tuple[str, str]] = Counter()
    gaps: dict[tuple[str, str], list[float]] = defaultdict(list)
    with open(args.out, "w") as out:
        for index, (deal, game) in enumerate(zip(deals, games, strict=True)):
            if game.declarer is None or game.contract is None or game.contract.hand:
                continue
            seat = game.declarer
            state = apply(replay(deal, auction_won_at(seat, game.bid), rules), PickUp())
            view = view_of(state, seat)
            ours = decide(view).action
            assert isinstance(ours, Declare) and ours.discard is not None
            first, second = sorted(game.discard)
            theirs = Declare(game.contract, (first, second))
            pair = (arena.game_kind(theirs.contract), arena.game_kind(ours.contract))
            kinds[pair] += 1
            if ours.contract == theirs.contract:
                continue
            worlds = sample_worlds(view, args.worlds, random.Random(index))
            result = played_out(solver, view, worlds, [ours, theirs])
            mean_ours = statistics.fmean(result[ours])
            mean_theirs = statistics.fmean(result[theirs])
            gaps[pair].append(mean_theirs - mean_ours)
            record = {
                "deal": index,
                "bid": game.bid,
                "ours": " ".join([ours.contract.iss_token, *map(str, ours.discard)]),
                "theirs": " ".join([theirs.contract.iss_token, str(first), str(second)]),
                "m_ours": mean_ours,
                "m_theirs": mean_theirs,
                "w_ours": sum(p > 0 for p in result[ours]) / len(worlds),
                "w_theirs": sum(p > 0 for p in result[theirs]) / len(worlds),
                "xskat_won": game.won,
                **features(view.hand, None, seat),
            }
            print(json.dumps(record), file=out, flush=True)
    print("XSkat's game -> ours: games; where the contract differs, XSkat's minus ours (search)")
    for (theirs_kind, ours_kind), count in kinds.most_common():
        gap = gaps.get((theirs_kind, ours_kind), [])
        mean, ci = arena.mean_ci(gap) if len(gap) > 1 else (0.0, 0.0)
        print(
            f"  {theirs_kind:>5} -> {ours_kind:<5} {count:4}  differ {len(gap):3}: "
            f"{mean:+.1f} ± {ci:.1f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
