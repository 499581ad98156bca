"""``python -m lab bench-review``: how long the review of a finished game takes (figures, not
tests).

Seeded games at a coached table: the learner follows the coach's hint against two club engines,
and every learner decision gets its verdict, as in Spielen. Then, per finished game, wall clock
and CPU time, median and 90th percentile:

* "could I have won?" (`post_mortem.chance_of`: the double-dummy answer, the line, the swings);
* the Spielen review: `post_mortem` with the table's judgements and the duplicate comparison;
* the review of an imported game: `post_mortem` judging every decision itself.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from coach.play.table import Table
    from coach.rules.contract import RuleSet

HELP = "benchmarks the review of a finished game: could I have won, the whole review (median, p90)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=10, help="games reviewed (10)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal number (1)")


def run(args: argparse.Namespace) -> int:
    import sys

    from tqdm import tqdm

    from coach.advice.post_mortem import chance_of, post_mortem
    from coach.cli.main import rules_of
    from coach.play.players import Strength
    from coach.play.table import game_judgements
    from lab.commands.bench_play import Timings, _report, _timed

    if args.games < 1:
        print("python -m lab bench-review: --games must be at least 1")
        return 2
    timings: Timings = {}
    for number in tqdm(range(args.seed, args.seed + args.games), unit="game", file=sys.stderr):
        table = _finished(rules_of(args), number)
        state, seat = table.state, table.learner_seat
        known = dict(game_judgements(table, table.game_index))
        actors = tuple(turn.seat for turn in table.turns)
        with _timed(timings, "could I have won?"):
            chance_of(state, seat)
        with _timed(timings, "review (Spielen)"):
            post_mortem(
                state,
                seat,
                deal_number=number,
                judgements=known,
                actors=actors,
                players=(Strength.CLUB, Strength.CLUB, Strength.CLUB),
            )
        with _timed(timings, "review (imported game)"):
            post_mortem(state, seat, deal_number=number, actors=actors)
    _report(timings, per="game")
    return 0


def _finished(rules: RuleSet, deal_number: int) -> Table:
    """A game of the learner following the coach's hint against club engines, with a verdict
    on every learner decision (as Spielen has them when the game ends)."""
    from coach.advice.coaching import hint, verdict
    from coach.play.players import Strength
    from coach.play.table import (
        Participant,
        Waiting,
        act,
        learner_turns,
        run_engines,
        start,
        with_verdict,
    )

    club = Strength.CLUB
    players = (Participant("learner"), Participant("a", club), Participant("b", club))
    table = run_engines(start(rules, players, deal_number))
    while table.waiting is Waiting.LEARNER:
        table = run_engines(act(table, hint(table).action))
    for ply in learner_turns(table):
        table = with_verdict(table, ply, verdict(table, ply))
    return table
