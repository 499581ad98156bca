"""One coaching voice on fresh seeds: does the coach ever grade its own checked hint below good?

A learner at a Spielen table (two club engines, in-process, no time cap, the app's judgement
budget) takes the checked hint at every decision without showing it to the table, so every
verdict judges the decision afresh with its own seed. Counted: decisions graded below good, the
decisions where the instant and the checked hint differ without the quick rule's reason, and the
decisions whose grade or cost in the review of the finished game differs from the table's:

    nice -n 10 python -m lab.studies.one_voice --games 30 --seed 8001
"""

from __future__ import annotations

import argparse

from coach.advice.coaching import checked_hint, hint, verdict
from coach.advice.post_mortem import post_mortem
from coach.heuristic import Grade
from coach.play.players import Strength
from coach.play.table import Participant, Waiting, act, run_engines, start, with_verdict
from coach.rules.contract import ISKO

PLAYERS = (
    Participant("Lernende"),
    Participant("Verein 1", Strength.CLUB),
    Participant("Verein 2", Strength.CLUB),
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="seeded games (30)")
    parser.add_argument("--seed", type=int, default=8001, help="the first deal number (8001)")
    args = parser.parse_args()
    decisions = below_good = silent_flips = flips = differing = 0
    for deal in range(args.seed, args.seed + args.games):
        table = run_engines(start(ISKO, PLAYERS, deal))
        while table.waiting is Waiting.LEARNER:
            checked, quick = checked_hint(table), hint(table)
            if checked.action != quick.action:
                flips += 1
                silent_flips += not checked.quick
            ply = table.ply
            table = act(table, checked.action)
            given = verdict(table, ply)
            table = run_engines(with_verdict(table, ply, given))
            decisions += 1
            if given.grade is not Grade.GOOD:
                below_good += 1
                print(f"deal {deal} ply {ply}: {given.grade.value}, cost {given.cost}")
        for reviewed in post_mortem(table.state, table.learner_seat).decisions:
            at_table = table.turns[reviewed.ply].verdict
            assert at_table is not None
            same = (reviewed.verdict.grade, reviewed.verdict.cost)
            differing += same != (at_table.grade, at_table.cost)
    print(
        f"{args.games} games from deal {args.seed}: {decisions} decisions, {below_good} below "
        f"good, {flips} flips ({silent_flips} without the quick rule's reason), {differing} "
        "graded otherwise in the review"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
