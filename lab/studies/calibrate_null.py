"""How often a Null after the pick-up is won, against what `estimate_null` promised.

For every seat of seeded deals the seat wins the auction at 18 and picks up; the heuristic's best
Null discard is taken, and hands the estimate gives at least `--min-chance` are played out twice:
with the heuristic declaring and the search defending (sampled worlds per card, as in
`lab/studies/versus_previous.py --defence search`), and double dummy on the real deal. Each line
(JSON, on standard output) records the missing ducking cards per suit, the seat, the estimate
and both results; `--fit` prints win rates by gap pattern and the per-suit safety that fits the
played games best.
Seeded and single-threaded (`nice` it):

    python -m lab.studies.calibrate_null --deals 600 --seed 71 > /tmp/null71.jsonl
    python -m lab.studies.calibrate_null --fit /tmp/null71.jsonl
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
from collections import defaultdict
from typing import Any

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.discard import best_discard
from coach.heuristic.evaluate import NULL_FOREHAND, NULL_SAFETY, null_chance
from coach.heuristic.nullsafe import excess
from coach.rules.actions import Declare, PickUp
from coach.rules.cards import Suit
from coach.rules.contract import Contract, GameType
from coach.rules.game import apply, replay
from coach.rules.legal import auction_won_at
from coach.rules.view import view_of
from coach.search.engine import Solver
from coach.search.outcome import play_out
from lab import arena
from lab.studies.paired_flips import played

Record = dict[str, Any]


def null_records(deals: int, seed: int, min_chance: float, rules_name: str) -> list[Record]:
    rules = RULES_OPTIONS[rules_name]
    solver = Solver()
    records: list[Record] = []
    for index, deal in enumerate(arena.seeded_deals(deals, seed)):
        for seat in range(3):
            state = apply(replay(deal, auction_won_at(seat, 18), rules), PickUp())
            view = view_of(state, seat)
            pair, est, _ = best_discard(view.hand, GameType.NULL, seat == 0)
            if est.chance < min_chance:
                continue
            kept = view.hand.mask & ~(1 << pair[0] | 1 << pair[1])
            others = ((1 << 32) - 1) & ~view.hand.mask
            gaps = sorted((excess(kept, others, suit) for suit in Suit), reverse=True)
            declared = apply(state, Declare(Contract(GameType.NULL), pair))
            record: Record = {
                "deal": index,
                "seat": seat,
                "gaps": gaps,
                "chance": round(est.chance, 3),
                "won": played(declared, seed * 1000 + index * 3 + seat).won,
                "dd_won": play_out(solver, declared).won,
            }
            print(json.dumps(record), flush=True)
            records.append(record)
        print(f"deal {index + 1}/{deals}: {len(records)} Nulls", file=sys.stderr)
    return records


SAFETY_GRID = [round(0.05 * i, 2) for i in range(21)]


def fit(records: list[Record]) -> None:
    """Win rates by gap pattern, and the per-suit safety for 1, 2, 3+ gaps of least log loss."""
    groups: dict[tuple[int, ...], list[Record]] = defaultdict(list)
    for r in records:
        groups[tuple(g for g in r["gaps"] if g)].append(r)
    print("gaps per unsafe suit: n, estimate, won (search defending), won double dummy")
    for key, rows in sorted(groups.items(), key=lambda kv: (sum(kv[0]), kv[0])):
        n = len(rows)
        est = sum(r["chance"] for r in rows) / n
        won = sum(r["won"] for r in rows) / n
        dd = sum(r["dd_won"] for r in rows) / n
        print(f"  {key!s:<12} {n:4d}  {est:5.0%}  {won:5.0%}  {dd:5.0%}")

    def loss(safety: tuple[float, ...], forehand: float) -> float:
        total = 0.0
        for r in records:
            p = min(max(null_chance(r["gaps"], r["seat"] == 0, safety, forehand), 0.01), 0.99)
            total -= math.log(p if r["won"] else 1.0 - p)
        return total / len(records)

    best = min(
        (
            ((1.0, s1, s2, s3), f)
            for s1, s2, s3 in itertools.product(SAFETY_GRID, repeat=3)
            if s1 >= s2 >= s3
            for f in (0.0, 0.05)
        ),
        key=lambda sf: loss(*sf),
    )
    print(f"fit: safety {best[0]}, forehand {best[1]}, log loss {loss(*best):.3f}")
    print(f"today's: log loss {loss(NULL_SAFETY, NULL_FOREHAND):.3f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=71)
    parser.add_argument("--min-chance", type=float, default=0.2)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument("--fit", nargs="*", help="fit the JSON-lines files given, and stop")
    args = parser.parse_args()
    if args.fit:
        records = [json.loads(line) for path in args.fit for line in open(path)]  # noqa: SIM115
        fit(records)
        return 0
    null_records(args.deals, args.seed, args.min_chance, args.rules)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
