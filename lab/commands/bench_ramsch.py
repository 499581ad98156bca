"""``python -m lab bench-ramsch``: how long a Ramsch decision's judgement takes (figures, not
tests).

Seeded deals everyone passes are played as a Ramsch (and as a Schieberamsch) by the heuristic
coach in every seat; an even spread of card decisions with a choice of card, and in
Schieberamsch every turn with the skat (take or push, the two cards to pass on), times the
checked hint (`coach.advice.hint.recommend` with the app's budget, no time cap), which plays every
option out in `RAMSCH_FIRST_FACTOR` times the budget's first worlds, a close call up to its most
(`coach.sampled.ramsch_rollout`).
Each decision is timed `--runs` times and its median kept; reported: median and 90th
percentile over the decisions of the wall clock and of the process's CPU time (the play-outs run
on one thread, so on a busy machine the wall clock waits for the CPU), and the worlds played out.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.rules.contract import RuleSet
    from coach.rules.view import PlayerView

HELP = "benchmarks the Ramsch judgement of a card or a turn with the skat (median, p90)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.advice.voice import JUDGE

    first, most = JUDGE.worlds, JUDGE.most_worlds
    parser.add_argument("--deals", type=int, default=8, help="seeded deals per variant (8)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal (1)")
    parser.add_argument("--cards", type=int, default=3, help="card decisions per deal (3)")
    parser.add_argument("--runs", type=int, default=3, help="timings per decision (3)")
    parser.add_argument("--worlds", type=int, default=first, help=f"budget's worlds ({first})")
    parser.add_argument("--most", type=int, default=most, help=f"budget's most worlds ({most})")


def run(args: argparse.Namespace) -> int:
    import os
    import statistics
    import time

    from coach.advice.hint import Budget, recommend
    from coach.rules.contract import ISKO
    from coach.rules.rule_file import own_rules
    from coach.sampled.ramsch_rollout import RAMSCH_FIRST_FACTOR
    from lab.commands.bench_play import p90

    budget = Budget(args.worlds, None, max(args.most, args.worlds))
    variants = {
        "Ramsch": own_rules("bench-ramsch", ISKO, ramsch=True),
        "Schieberamsch": own_rules("bench-sramsch", ISKO, ramsch=True, schieberamsch=True),
    }
    first = RAMSCH_FIRST_FACTOR * args.worlds
    print(
        f"lab bench-ramsch: {args.deals} deals from seed {args.seed}, {first} worlds first, "
        f"up to {max(first, budget.most_worlds)}, {args.runs} runs a decision"
    )
    for name, rules in variants.items():
        for kind, views in _decisions(args.deals, args.seed, args.cards, rules).items():
            if not views:
                continue
            times, cpus, worlds = [], [], []
            for index, view in enumerate(views):
                runs, cpu = [], []
                for _ in range(args.runs):
                    start, started = time.perf_counter(), time.process_time()
                    hint = recommend(view, budget, index)
                    runs.append(time.perf_counter() - start)
                    cpu.append(time.process_time() - started)
                times.append(1000 * statistics.median(runs))
                cpus.append(1000 * statistics.median(cpu))
                worlds.append(0 if hint.analysis is None else hint.analysis.played)
            print(
                f"{name + ', ' + kind:26} {len(times):3d}: wall median "
                f"{statistics.median(times):6.0f} ms, p90 {p90(times):6.0f} ms; CPU median "
                f"{statistics.median(cpus):6.0f} ms, p90 {p90(cpus):6.0f} ms; "
                f"worlds median {statistics.median(worlds):.0f}"
            )
    print(f"load average (1 min) {os.getloadavg()[0]:.1f}")
    return 0


def _decisions(deals: int, seed: int, cards: int, rules: RuleSet) -> dict[str, list[PlayerView]]:
    """Per kind: an even spread of `cards` card decisions with a choice per seeded Ramsch deal,
    and every turn with the skat."""
    import random

    from coach.heuristic.decide import decide
    from coach.rules.actions import Deal, Pass
    from coach.rules.game import GameState, Phase, apply
    from coach.rules.view import view_of

    found: dict[str, list[PlayerView]] = {"card": [], "take or push": [], "pass on": []}
    for deal in range(deals):
        state = GameState.new(Deal.shuffled(random.Random(seed + deal)), rules)
        for _ in range(3):
            state = apply(state, Pass())
        choices = []
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            view = view_of(state, seat)
            if state.phase is Phase.PUSH:
                found["take or push" if view.prompt.value == "take_or_push" else "pass on"].append(
                    view
                )
            elif len(view.legal_cards()) > 1:
                choices.append(view)
            state = apply(state, decide(view).action)
        found["card"] += choices[:: max(1, len(choices) // cards)][:cards]
    return found
