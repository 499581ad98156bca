"""Does following the Ramsch judgement play better than the rules of thumb? Duplicate deals.

Every deal is played as a Ramsch (or a Schieberamsch) twice per seat: once with the heuristic in
every seat, once with that seat taking the judgement's best option at every decision with a
choice (`coach.sampled.judge_view`, seeded per decision) and the heuristic in the other two.
Printed: the seat's mean list points per game in both, the mean paired difference with its 95 %
interval, and how often the judgement chose otherwise than the rule of thumb. The play-outs use
the same heuristic players as the opponents here, so the gain is an upper bound for other tables.

    nice -n 10 python -m lab.studies.ramsch_judged --deals 40 --seed 1 --worlds 10
"""

from __future__ import annotations

import argparse
import math
import random

from coach.heuristic.decide import decide
from coach.rules.actions import SEATS, Deal, Pass, Seat
from coach.rules.contract import ISKO, RuleSet
from coach.rules.game import GameState, apply
from coach.rules.result import result
from coach.rules.rule_file import own_rules
from coach.rules.view import view_of
from coach.sampled import judge_view, judgement_seed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=10, help="the budget's first worlds (10)")
    parser.add_argument("--schieberamsch", action="store_true")
    args = parser.parse_args()
    rules = own_rules("study-ramsch", ISKO, ramsch=True, schieberamsch=args.schieberamsch)
    plain: list[float] = []
    judged: list[float] = []
    decisions = differed = 0
    for index in range(args.deals):
        deal = Deal.shuffled(random.Random(args.seed + index))
        for seat in SEATS:
            plain.append(_played(deal, rules, seat, 0)[0])
            score, made, other = _played(deal, rules, seat, args.worlds)
            judged.append(score)
            decisions += made
            differed += other
    diffs = [j - p for j, p in zip(judged, plain, strict=True)]
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    half = 1.96 * math.sqrt(var / len(diffs))
    kind = "Schieberamsch" if args.schieberamsch else "Ramsch"
    print(f"{kind}: {len(diffs)} seat-games on {args.deals} deals, {args.worlds} first worlds")
    print(f"rules of thumb: {sum(plain) / len(plain):7.2f} list points per game")
    print(f"judgement:      {sum(judged) / len(judged):7.2f} list points per game")
    print(f"difference:     {mean:+7.2f} ± {half:.2f} (95 %)")
    print(f"decisions judged {decisions}, chosen otherwise than the rule of thumb {differed}")
    return 0


def _played(deal: Deal, rules: RuleSet, seat: Seat, worlds: int) -> tuple[int, int, int]:
    """`seat`'s list points in the deal played out, that seat following the judgement with
    `worlds` first worlds (0: the heuristic everywhere); the decisions judged and those where
    the judgement chose otherwise than the rule of thumb."""
    state = GameState.new(deal, rules)
    for _ in range(3):
        state = apply(state, Pass())
    made = other = 0
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        view = view_of(state, mover)
        quick = decide(view)
        action = quick.action
        if mover == seat and worlds > 0:
            seed = judgement_seed(deal, len(state.history))
            judgement = judge_view(view, seed, quick, worlds, 3 * worlds)
            if judgement.best is not None:
                made += 1
                action = judgement.best.action
                other += action != quick.action
        state = apply(state, action)
    outcome = result(state)
    scores = outcome.ramsch.scores if outcome.ramsch is not None else (0, 0, 0)
    return scores[seat], made, other


if __name__ == "__main__":
    raise SystemExit(main())
