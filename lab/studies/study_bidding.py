"""Where the heuristic's bid limits cost points: each seat's limit against the search's play-outs.

For every seat of seeded deals, the heuristic's bid limit before the auction (`bid_limit` at
`BID_CHANCE`) is compared with what declaring from that seat brings, played out double dummy in
sampled worlds of its view (the seat winning the auction at the bid, the others passing): at 18,
at the limit and at the next value above it. At each bid the best of picking up (the heuristic's
game and discard) and the promising hand games is taken, and the heuristic's own choice. So a
seat that passes (limit 0) but wins at 18, a limit whose games lose on average, and a limit one
step too low show up per seat and hand kind. Seeded and single-threaded (`nice` it):

    python -m lab.studies.study_bidding --deals 100 --seed 7 --worlds 12 --out /tmp/bids.jsonl
    python -m lab.studies.study_bidding --summary /tmp/bids.jsonl
    python -m lab.studies.study_bidding --deals 120 --seed 101 --between 24,30,36 --out /tmp/b.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from coach.cli.main import RULES_OPTIONS
from coach.heuristic.bidding import bid_limit, quick_needs
from coach.heuristic.decide import decide
from coach.heuristic.prospects import contract_label, prospects
from coach.rules.actions import Deal
from coach.rules.contract import RuleSet
from coach.rules.game import replay
from coach.rules.legal import auction_won_at
from coach.rules.values import next_bid
from coach.rules.view import view_of
from coach.search.engine import Solver
from coach.search.sampling import sample_worlds
from lab.arena import seeded_deals
from lab.studies.study_declaring import (
    features,
    kind,
    label,
    mean_ci_text,
    played_out,
    skat_actions,
)

Record = dict[str, Any]
MAX_BID = 264  # bids above are left out (none of the study's hands reached it)


def at_bid(
    deal: Deal, seat: int, bid: int, rules: RuleSet, worlds: int, seed: int, solver: Solver
) -> Record:
    """Best and heuristic mean list points of declaring from `seat` at `bid`, and their wins."""
    state = replay(deal, auction_won_at(seat, bid), rules)
    view = view_of(state, seat)
    chosen = decide(view).action
    actions = skat_actions(view, chosen)
    sampled = sample_worlds(view, worlds, random.Random(seed))
    results = played_out(solver, view, sampled, actions)
    means = {label(a): sum(p) / len(p) for a, p in results.items()}
    best = max(actions, key=lambda a: means[label(a)])
    return {
        "bid": bid,
        "best": label(best),
        "best_kind": kind(best),
        "best_mean": means[label(best)],
        "best_win": sum(p > 0 for p in results[best]) / worlds,
        "chosen": label(chosen),
        "chosen_mean": means[label(chosen)],
        "chosen_win": sum(p > 0 for p in results[chosen]) / worlds,
    }


def study_seat(
    deal: Deal,
    seat: int,
    rules: RuleSet,
    worlds: int,
    seed: int,
    solver: Solver,
    extra: tuple[int, ...] = (),
) -> Record:
    hand = deal.hands[seat]
    candidates = prospects(hand, seat == 0, rules)
    limit, best = bid_limit(candidates, quick_needs())
    top = best or candidates[0]
    between = {b for b in extra if b < limit}  # steps below the limit, for seats with one
    bids = sorted({18, limit, next_bid(limit, rules) or 18, *between} - {0})
    bids = [b for b in bids if b <= MAX_BID]
    record: Record = {
        "limit": limit,
        "game": top.contract.iss_token + contract_label(top.contract),
        "chance": round(top.chance, 3),
        "value": top.value,
        **features(hand, None, seat),
    }
    record["at"] = [at_bid(deal, seat, b, rules, worlds, seed, solver) for b in bids]
    return record


def _mean_ci(values: list[float]) -> str:
    return mean_ci_text(values, digits=1)


def _at(record: Record, bid: int) -> Record | None:
    return next((a for a in record["at"] if a["bid"] == bid), None)


def summarize(records: Iterable[Record]) -> None:
    """Per seat: passing hands that win at 18, limits that lose, limits one step too low."""
    rows = list(records)
    for seat in (0, 1, 2, None):
        mine = [r for r in rows if seat is None or r["seat"] == seat]
        name = {0: "forehand", 1: "middlehand", 2: "rearhand", None: "all seats"}[seat]
        passing = [r for r in mine if r["limit"] == 0]
        bidding = [r for r in mine if r["limit"] > 0]
        at18 = [_at(r, 18)["best_mean"] for r in passing]  # type: ignore[index]
        winners = [m for m in at18 if m > 0]
        print(f"\n## {name}: {len(mine)} seats, {len(bidding)} with a limit")
        print(f"passing seats at 18, best mean: {_mean_ci(at18)}; > 0: {len(winners)}")
        at_limit = [_at(r, r["limit"]) for r in bidding]
        best = [a["best_mean"] for a in at_limit if a]
        chosen = [a["chosen_mean"] for a in at_limit if a]
        losing = [m for m in best if m < 0]
        print(f"at the limit, best {_mean_ci(best)}, heuristic's {_mean_ci(chosen)}")
        print(f"  limits whose best game loses on average: {len(losing)} ({sum(losing):+.0f})")
        above = [r["at"][-1]["best_mean"] for r in bidding if r["at"][-1]["bid"] > r["limit"]]
        print(
            f"one value above the limit, best {_mean_ci(above)}; > 0: {sum(m > 0 for m in above)}"
        )
        by_game: dict[str, list[float]] = defaultdict(list)
        for r, a in zip(bidding, at_limit, strict=True):
            if a:
                by_game[r["game"].split()[0][0] + ("H" if "Hand" in r["game"] else "")].append(
                    a["best_mean"]
                )
        cells = ", ".join(f"{k}: {_mean_ci(v)}" for k, v in sorted(by_game.items()))
        print(f"  at the limit by the limit's game: {cells}")
        chance_bins: dict[str, list[float]] = defaultdict(list)
        for r in passing:
            chance_bins[f"{int(r['chance'] * 10) * 10}%"].append(_at(r, 18)["best_mean"])  # type: ignore[index]
        cells = ", ".join(f"{k}: {_mean_ci(v)}" for k, v in sorted(chance_bins.items()))
        print(f"  passing seats at 18 by the top prospect's chance: {cells}")
    _between(rows)


def _between(rows: list[Record]) -> None:
    """The heuristic's mean at every bid played out, per limit game and chance (`--between`)."""
    groups: dict[str, list[Record]] = defaultdict(list)
    for r in rows:
        if r["limit"] > 0:
            groups[f"{r['game']} {int(r['chance'] * 10) * 10}%"].append(r)
    print("\n## the heuristic's mean by bid (limit game, chance): bid mean (seats)")
    for key, group in sorted(groups.items()):
        by_bid: dict[int, list[float]] = defaultdict(list)
        for r in group:
            for a in r["at"]:
                by_bid[a["bid"] if a["bid"] <= r["limit"] else -1].append(a["chosen_mean"])
        cells = ", ".join(
            f"{'limit+1' if b < 0 else b}: {sum(v) / len(v):+.0f} ({len(v)})"
            for b, v in sorted(by_bid.items(), key=lambda bv: (bv[0] < 0, bv[0]))
        )
        print(f"{key}: {cells}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--worlds", type=int, default=12)
    parser.add_argument("--rules", default="iso", choices=sorted(RULES_OPTIONS))
    parser.add_argument("--out", help="append one JSON line per seat to this file")
    parser.add_argument("--summary", help="print the tables of a JSON-lines file and stop")
    parser.add_argument(
        "--between",
        default="",
        help="comma-separated bids also played out below each seat's limit (e.g. 24,30,36)",
    )
    args = parser.parse_args()
    if args.summary:
        with open(args.summary) as lines:
            summarize(json.loads(line) for line in lines)
        return 0
    rules: RuleSet = RULES_OPTIONS[args.rules]
    solver = Solver()
    extra = tuple(int(b) for b in args.between.split(",") if b)
    out = open(args.out, "a") if args.out else sys.stdout  # noqa: SIM115
    records: list[Record] = []
    for index, deal in enumerate(seeded_deals(args.deals, args.seed)):
        for seat in range(3):
            seed = args.seed * 100_003 + index * 3 + seat
            record = study_seat(deal, seat, rules, args.worlds, seed, solver, extra)
            record["deal"] = index
            records.append(record)
            print(json.dumps(record), file=out, flush=True)
    if args.out:
        out.close()
        summarize(records)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
