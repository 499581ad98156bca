"""``kiebitz bench-play``: how long the coached-play table makes the learner wait (figures, not
tests).

Seeded series at one table; the learner follows the coach's heuristic hint. Measured per learner
decision, wall-clock (the search runs two threads), median and 90th percentile:

* a card: the learner's card until the engines have replied and the table is saved
  (`act` + `run_engines` + `table_file.dumps`), for each engine strength;
* a heuristic hint (`coaching.hint`), a search-checked hint (`coaching.checked_hint`);
* a verdict on the decision (`coaching.verdict`).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.game import Phase
    from coach.players import Strength
    from coach.table import Table

HELP = "benchmarks coached play: a card until the engines reply, hints, verdicts (median, p90)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=6, help="games per engine strength (6)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal number (1)")
    parser.add_argument(
        "--searched", type=int, default=12, help="learner decisions given a searched hint (12)"
    )
    parser.add_argument(
        "--verdicts", type=int, default=24, help="learner decisions given a verdict (24)"
    )


def run(args: argparse.Namespace) -> int:
    import sys

    from tqdm import tqdm

    from coach.game import Phase
    from coach.players import Strength
    from coach.table import learner_turns

    if min(args.games, args.searched, args.verdicts) < 1:
        print("kiebitz bench-play: --games, --searched and --verdicts must be at least 1")
        return 2
    timings: dict[str, list[float]] = {}
    tables: list[Table] = []
    strengths = list(Strength)
    with tqdm(total=args.games * len(strengths), unit="game", file=sys.stderr) as bar:
        for strength in strengths:
            for game in range(args.games):
                tables.append(_play(strength, args.seed + game, timings))
                bar.update()
    decisions = [(t, ply) for t in tables for ply in learner_turns(t)]
    searched = [(t, ply) for t, ply in decisions if _phase(t, ply) is not Phase.BIDDING]
    for table, ply in tqdm(_spread(searched, args.searched), desc="hints", file=sys.stderr):
        _time_searched_hint(table, ply, timings)
    for table, ply in tqdm(_spread(decisions, args.verdicts), desc="verdicts", file=sys.stderr):
        _time_verdict(table, ply, timings)
    _report(timings)
    return 0


def _play(strength: Strength, deal_number: int, timings: dict[str, list[float]]) -> Table:
    """One game of the learner (following the heuristic hint) against two engines of a
    strength, timed; returns the table at its end."""
    import time

    from coach.coaching import hint
    from coach.contract import ISKO
    from coach.game import Phase
    from coach.table import Participant, Waiting, act, run_engines, start
    from coach.table_file import dumps

    players = (Participant("learner"), Participant("a", strength), Participant("b", strength))
    table = run_engines(start(ISKO, players, deal_number))
    while table.waiting is Waiting.LEARNER:
        before = time.perf_counter()
        shown = hint(table)
        timings.setdefault("heuristic hint", []).append(time.perf_counter() - before)
        playing = table.state.phase is Phase.PLAY
        before = time.perf_counter()
        table = run_engines(act(table, shown.action))
        dumps(table)
        if playing:
            name = f"card + replies ({strength.value})"
            timings.setdefault(name, []).append(time.perf_counter() - before)
    return table


def _spread(items: list[tuple[Table, int]], count: int) -> list[tuple[Table, int]]:
    """`count` items spread evenly over `items` (all of them when there are fewer)."""
    step = max(1, len(items) // count)
    return items[::step][:count]


def _phase(table: Table, ply: int) -> Phase:
    from coach.table import rewind

    return rewind(table, ply).state.phase


def _time_searched_hint(table: Table, ply: int, timings: dict[str, list[float]]) -> None:
    import time

    from coach.coaching import checked_hint
    from coach.table import rewind

    back = rewind(table, ply)
    before = time.perf_counter()
    checked_hint(back)
    timings.setdefault("search-checked hint", []).append(time.perf_counter() - before)


def _time_verdict(table: Table, ply: int, timings: dict[str, list[float]]) -> None:
    import time

    from coach.coaching import verdict
    from coach.game import Phase
    from coach.table import rewind

    phase = _phase(table, ply)
    done = rewind(table, ply + 1)
    before = time.perf_counter()
    verdict(done, ply)
    kind = {Phase.BIDDING: "bid", Phase.PLAY: "card"}.get(phase, "skat/declare")
    timings.setdefault(f"verdict ({kind})", []).append(time.perf_counter() - before)


def _report(timings: dict[str, list[float]]) -> None:
    import statistics

    print(f"{'what':32} {'n':>5} {'median':>10} {'p90':>10}")
    for name, values in timings.items():
        values = sorted(values)
        p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
        median = statistics.median(values)
        print(f"{name:32} {len(values):5d} {median * 1000:8.1f}ms {p90 * 1000:8.1f}ms")
