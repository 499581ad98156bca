"""``python -m lab bench-hint``: how long a decision's judgement takes, per kind of decision
(figures, not tests).

Seeded games are played by the heuristic coach in every seat. Every decision of the auction
times the heuristic hint (`heuristic.decide`: the first hint the learner sees, instant); an even
spread of card decisions (with a choice of card) and every pick-up/hand and declaration decision
time the decision's judgement, which the checked hint, the verdict and the reviews all read
(`coach.advice.hint.recommend` with the app's budget `coach.advice.voice.JUDGE`: its first
worlds, more for close calls up to `--most`, no time cap unless `--seconds`). Reported per
kind, median and 90th percentile: wall clock until the judgement is there, and CPU time of the
process including a world a cap cut off (it finishes in the background and is waited for before
the next one), how often the cap cut in and the worlds played out. The load average is printed
beside them: the machine may be shared.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.advice.hint import Budget
    from coach.rules.contract import RuleSet
    from coach.rules.view import PlayerView

HELP = "benchmarks the hint: heuristic and search-backed, per kind of decision (median, p90)"

Sample = tuple[float, float, bool, int]  # wall s, CPU s, cut by the cap, worlds played out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from coach.advice.voice import JUDGE

    first, most = JUDGE.worlds, JUDGE.most_worlds
    parser.add_argument("--games", type=int, default=60, help="seeded games (60)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal (1)")
    parser.add_argument("--cards", type=int, default=200, help="card decisions to time (200)")
    parser.add_argument("--worlds", type=int, default=first, help=f"first worlds ({first})")
    parser.add_argument(
        "--most", type=int, default=most, help=f"most worlds of a close call ({most})"
    )
    parser.add_argument(
        "--seconds", type=float, default=0.0, help="time cap per judgement, 0: none (0)"
    )


def run(args: argparse.Namespace) -> int:
    import os

    from coach.advice.hint import Budget
    from coach.cli.main import rules_of

    if min(args.games, args.cards, args.worlds) < 1 or args.seconds < 0:
        print("lab bench-hint: --games, --cards and --worlds must be at least 1, --seconds ≥ 0")
        return 2
    load = os.getloadavg()[0]
    heuristic, searched = _decisions(args.games, args.seed, rules_of(args))
    cards = searched.pop("card")
    searched["card"] = cards[:: max(1, len(cards) // args.cards)][: args.cards]
    budget = Budget(args.worlds, args.seconds or None, max(args.most, args.worlds))
    samples: dict[str, list[Sample]] = {"heuristic": [_time_heuristic(v) for v in heuristic]}
    for kind in ("card", "pick-up/hand", "declaration"):
        samples[kind] = [_time_hint(v, budget, i) for i, v in enumerate(searched[kind])]
    samples["search-backed, all"] = [
        s for k in ("card", "pick-up/hand", "declaration") for s in samples[k]
    ]
    cap = f"{args.seconds:g} s" if args.seconds else "no cap"
    worlds = f"{args.worlds}–{max(args.most, args.worlds)} worlds"
    print(f"lab bench-hint: {args.games} games from seed {args.seed}, {worlds}, {cap}")
    _report(samples)
    print(f"load average (1 min) {load:.1f} before, {os.getloadavg()[0]:.1f} after")
    return 0


def _decisions(
    games: int, seed: int, rules: RuleSet
) -> tuple[list[PlayerView], dict[str, list[PlayerView]]]:
    """The views of every decision in seeded games of the heuristic coach: all of them for the
    heuristic hint, and those the search checks by kind."""
    import random

    from coach.heuristic.decide import decide
    from coach.rules.actions import Deal
    from coach.rules.game import GameState, Phase, apply
    from coach.rules.view import view_of

    kinds = {Phase.PLAY: "card", Phase.SKAT: "pick-up/hand", Phase.DECLARE: "declaration"}
    every: list[PlayerView] = []
    searched: dict[str, list[PlayerView]] = {kind: [] for kind in kinds.values()}
    for game in range(games):
        state = GameState.new(Deal.shuffled(random.Random(seed + game)), rules)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            view = view_of(state, seat)
            every.append(view)
            kind = kinds.get(state.phase)
            if kind is not None and (kind != "card" or len(state.legal_cards()) > 1):
                searched[kind].append(view)
            state = apply(state, decide(view).action)
    return every, searched


def _time_heuristic(view: PlayerView) -> Sample:
    import time

    from coach.heuristic.decide import decide

    wall, cpu = time.perf_counter(), time.process_time()
    decide(view)
    return time.perf_counter() - wall, time.process_time() - cpu, False, 0


def _time_hint(view: PlayerView, budget: Budget, seed: int) -> Sample:
    """One hint timed; its CPU time counts the world a cut left running in the background."""
    import threading
    import time

    from coach.advice.hint import recommend

    wall, cpu = time.perf_counter(), time.process_time()
    hint = recommend(view, budget, seed)
    wall = time.perf_counter() - wall
    for thread in threading.enumerate():
        if thread.name.startswith("ThreadPoolExecutor"):
            thread.join()
    analysis = hint.analysis
    cut = analysis is None or analysis.cut
    return wall, time.process_time() - cpu, cut, 0 if analysis is None else analysis.played


def _report(samples: dict[str, list[Sample]]) -> None:
    import statistics

    from coach.sampled.judgement import LEAST_WORLDS
    from lab.commands.bench_play import p90

    head = f"{'hint':20} {'n':>4} {'CPU median':>11} {'CPU p90':>9} {'wall median':>12}"
    print(f"{head} {'wall p90':>9} {'cut':>5} {'worlds':>7}")
    for name, rows in samples.items():
        if not rows:
            continue
        walls = [1000 * row[0] for row in rows]
        cpus = [1000 * row[1] for row in rows]
        cut = sum(row[2] for row in rows) / len(rows)
        worlds = statistics.median(row[3] for row in rows)
        figures = f"{statistics.median(cpus):9.2f}ms {p90(cpus):7.1f}ms"
        figures += f" {statistics.median(walls):10.2f}ms {p90(walls):7.1f}ms"
        extra = f"{100 * cut:4.0f}% {worlds:7.0f}" if name != "heuristic" else f"{'':5} {'':7}"
        print(f"{name:20} {len(rows):4d} {figures} {extra}")
    print("median and p90 per decision; CPU time of the process (the search runs two threads);")
    print(f"cut: the time cap stopped the search (fewer than {LEAST_WORLDS} worlds: the heuristic)")
    print("worlds: the median of worlds played out")
