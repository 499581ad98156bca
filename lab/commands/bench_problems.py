"""``python -m lab bench-problems``: how long puzzles and card evaluations take (figures, not
tests).

* open a puzzle: read the learner's puzzles from a SQLite store (one per starter problem),
  parse them and replay the position to show, per puzzle opened;
* card values, open cards: the double-dummy value of every legal card (the editor, the review),
  at every card decision of seeded engine games;
* card values, the seat's view: every legal card played out in `--worlds` sampled worlds (the
  evaluation at the table), at the same decisions.
"""

from __future__ import annotations

import argparse

HELP = "benchmarks puzzles and card evaluations: open a puzzle, card values (median, p90)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=4, help="engine games (4)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal number (1)")
    parser.add_argument("--worlds", type=int, default=20, help="worlds per view evaluation (20)")


def run(args: argparse.Namespace) -> int:
    import tempfile
    from datetime import UTC, datetime, timedelta
    from pathlib import Path

    from coach.advice import Puzzle
    from coach.play.players import Strength, engine
    from coach.play.table import deal_of
    from coach.records import Position
    from coach.rules import ISKO, DecisionKind, GameState, Phase, apply, legal_actions, view_of
    from coach.sampled import analyse, card_values
    from lab.commands.bench_play import Timings, _report, _timed
    from lessons.problem_sets import starter_set
    from ui.puzzle_store import PuzzleStore
    from ui.store import Store

    timings: Timings = {}
    with tempfile.TemporaryDirectory() as folder:
        store = Store(f"sqlite:///{Path(folder) / 'bench.sqlite3'}")
        learner = store.add_learner("Bench").id
        puzzles = PuzzleStore(store.engine)
        kept = []
        for number, problem in enumerate(starter_set()):
            other = next(a for a in legal_actions(problem.state) if a != problem.answer)
            kept.append(
                Puzzle(
                    f"bench:{number}",
                    problem.position,
                    DecisionKind.DEFENDING,
                    other,
                    problem.answer,
                    12.0,
                    None,
                )
            )
        puzzles.keep(learner, kept)
        for _ in range(5):
            with _timed(timings, "open a puzzle (all read)"):
                found = puzzles.puzzles(learner)
                due = puzzles.due(learner, datetime.now(UTC) + timedelta(seconds=1))
                first = next(p for p in found if p.key == due[0].question_id)
                _ = first.position.state, view_of(first.position.state, first.seat)
        store.close()
    for number in range(args.seed, args.seed + args.games):
        state = GameState.new(deal_of(number), ISKO)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            if state.phase is Phase.PLAY and len(state.legal_cards()) > 1:
                position = Position.of_state(state)
                with _timed(timings, "card values, open cards"):
                    card_values(position)
                with _timed(timings, f"card values, view ({args.worlds} worlds)"):
                    analyse(view_of(state, seat), args.worlds, seed=number)
            action = engine(Strength.CLUB).decide(view_of(state, seat), number).action
            state = apply(state, action)
    _report(timings)
    return 0
