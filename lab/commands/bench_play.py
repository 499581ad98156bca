"""``python -m lab bench-play``: how long the coached-play table makes the learner wait (figures,
not tests).

Seeded series at one table; the learner follows the coach's heuristic hint. Measured per learner
decision, wall-clock (the search runs two threads), median and 90th percentile:

* a card: the learner's card until the engines have replied and the table is saved
  (`act` + `run_engines` + `table_file.dumps`), for each engine strength;
* a heuristic hint (`coaching.hint`), a search-checked hint (`coaching.checked_hint`);
* a verdict on the decision (`coaching.verdict`), and on every auction decision a verdict on
  the bid that leaves the hint's limit (the bid levels played out to price it).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.play.players import Strength
    from coach.play.table import Table
    from coach.rules.game import Phase

Timings = dict[str, list[tuple[float, float]]]  # name -> (wall, CPU) seconds per decision

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

    from coach.play.players import Strength
    from coach.play.table import learner_turns
    from coach.rules.game import Phase

    if min(args.games, args.searched, args.verdicts) < 1:
        print("python -m lab bench-play: --games, --searched and --verdicts must be at least 1")
        return 2
    timings: Timings = {}
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
    bids = [(t, ply) for t, ply in decisions if _phase(t, ply) is Phase.BIDDING]
    for table, ply in tqdm(_spread(bids, args.verdicts), desc="off the limit", file=sys.stderr):
        _time_off_the_limit(table, ply, timings)
    _report(timings)
    return 0


def _play(strength: Strength, deal_number: int, timings: Timings) -> Table:
    """One game of the learner (following the heuristic hint) against two engines of a
    strength, timed; returns the table at its end."""

    from coach.advice.coaching import hint
    from coach.play.table import Participant, Waiting, act, run_engines, start
    from coach.play.table_file import dumps
    from coach.rules.contract import ISKO
    from coach.rules.game import Phase

    players = (Participant("learner"), Participant("a", strength), Participant("b", strength))
    table = run_engines(start(ISKO, players, deal_number))
    while table.waiting is Waiting.LEARNER:
        with _timed(timings, "heuristic hint"):
            shown = hint(table)
        playing = table.state.phase is Phase.PLAY
        with _timed(timings, f"card + replies ({strength.value})" if playing else None):
            table = run_engines(act(table, shown.action))
            dumps(table)
    return table


def _spread(items: list[tuple[Table, int]], count: int) -> list[tuple[Table, int]]:
    """`count` items spread evenly over `items` (all of them when there are fewer)."""
    step = max(1, len(items) // count)
    return items[::step][:count]


def _phase(table: Table, ply: int) -> Phase:
    from coach.play.table import rewind

    return rewind(table, ply).state.phase


def _time_searched_hint(table: Table, ply: int, timings: Timings) -> None:

    from coach.advice.coaching import checked_hint
    from coach.play.table import rewind

    back = rewind(table, ply)
    with _timed(timings, "search-checked hint"):
        checked_hint(back)


def _time_verdict(table: Table, ply: int, timings: Timings) -> None:

    from coach.advice.coaching import verdict
    from coach.play.table import rewind
    from coach.rules.game import Phase

    phase = _phase(table, ply)
    done = rewind(table, ply + 1)
    kind = {Phase.BIDDING: "bid", Phase.PLAY: "card"}.get(phase, "skat/declare")
    with _timed(timings, f"verdict ({kind})"):
        verdict(done, ply)


def _time_off_the_limit(table: Table, ply: int, timings: Timings) -> None:
    """A verdict on the other answer to the auction decision at `ply`: passing where the hint
    bids, bidding on where it passes."""
    from coach.advice.coaching import hint, verdict
    from coach.play.table import act, rewind
    from coach.rules import Bid, Hold, Pass, Prompt, next_bid

    back = rewind(table, ply)
    view = back.learner_view
    higher = next_bid(view.bid, view.rules)
    if not isinstance(hint(back).action, Pass):
        other: Bid | Hold | Pass = Pass()
    elif view.prompt is Prompt.ANSWER_BID:
        other = Hold()
    elif higher is not None:
        other = Bid(higher)
    else:
        return  # nothing left to bid
    done = act(back, other)
    with _timed(timings, "verdict (bid off the limit)"):
        verdict(done, ply)


@contextmanager
def _timed(timings: Timings, name: str | None) -> Iterator[None]:
    """Record the wall-clock and CPU seconds of the block under `name` (None: not recorded)."""
    wall, cpu = time.perf_counter(), time.process_time()
    yield
    if name is not None:
        timings.setdefault(name, []).append((time.perf_counter() - wall, time.process_time() - cpu))


def p90(values: list[float]) -> float:
    """The 90th percentile of `values` (the value 90 % of them do not exceed, by rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, len(ordered) * 9 // 10)]


def _report(timings: Timings, per: str = "decision") -> None:
    import statistics

    print(f"{'what':30} {'n':>4} {'median':>9} {'p90':>9} {'CPU median':>11} {'CPU p90':>9}")
    for name, pairs in timings.items():
        row = []
        for values in ([wall for wall, _ in pairs], [cpu for _, cpu in pairs]):
            row += [statistics.median(values), p90(values)]
        figures = " ".join(f"{value * 1000:7.1f}ms" for value in row)
        print(f"{name:30} {len(pairs):4d} {figures}")
    print(f"median and p90 per {per}, wall clock and the process's CPU time (the search uses")
    print("two threads: its CPU time may exceed the wall clock)")
