"""``python -m lab bench-problems``: how long puzzles and card evaluations take (figures, not
tests).

* open a puzzle, the store: the learner's `--puzzles` puzzles (the starter problems over and
  over, the oldest one damaged as a database may hand it back) read from a SQLite store in one
  read, the due one found and its position replayed for the learner's view, as the Aufgaben
  page does; the first time after the server started (every puzzle parsed) apart;
* open a puzzle, the page: the Aufgaben page run with Streamlit's AppTest on that store until
  the due puzzle is drawn (what the server does before the learner sees it);
* card values, open cards: the double-dummy value of every legal card (the editor, the review),
  at every card decision of seeded engine games;
* the card evaluation at the table: the judgement the "every card evaluated" expander shows
  (`coach.advice.hint_at`: 20 sampled worlds from the seat's view, more for close calls, no
  time cap), at the same decisions.
"""

from __future__ import annotations

import argparse
from pathlib import Path

HELP = "benchmarks puzzles and card evaluations: open a puzzle, card values (median, p90)"
APP = str(Path(__file__).resolve().parents[2] / "app.py")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=4, help="engine games (4)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal number (1)")
    parser.add_argument("--opens", type=int, default=20, help="puzzles opened (20)")
    parser.add_argument("--puzzles", type=int, default=40, help="the learner's puzzles (40)")


def run(args: argparse.Namespace) -> int:
    import os
    import tempfile
    from datetime import UTC, datetime, timedelta

    from sqlalchemy import text

    from coach.advice import Puzzle, hint_at
    from coach.play.players import Strength, engine
    from coach.play.table import deal_of
    from coach.records import Position
    from coach.rules import ISKO, DecisionKind, GameState, Phase, apply, legal_actions, view_of
    from coach.sampled import card_values
    from lab.commands.bench_play import Timings, _report, _timed
    from lessons.problem_sets import starter_set
    from ui.puzzle_store import PuzzleStore
    from ui.store import DB_URL_ENV, Store

    timings: Timings = {}
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
        os.environ[DB_URL_ENV] = url
        from streamlit.testing.v1 import AppTest

        page = AppTest.from_file(APP, default_timeout=120).run()
        learner = int(page.session_state["learner_id"])
        store = Store(url)
        puzzles = PuzzleStore(store.engine)
        problems = starter_set()
        kept = []
        for number in range(args.puzzles):
            problem = problems[number % len(problems)]
            other = next(a for a in legal_actions(problem.state) if a != problem.answer)
            kind = DecisionKind.DEFENDING
            kept.append(Puzzle(f"bench:{number}", problem.position, kind, other, problem.answer,
                               12.0, None))  # fmt: skip
        puzzles.keep(learner, kept[:1])  # the oldest
        puzzles.keep(learner, kept[1:])
        with store.engine.begin() as connection:  # the oldest one damaged, as a disk may do
            connection.execute(text("UPDATE puzzles SET text = 'damaged' WHERE key = 'bench:0'"))
        for opened in range(args.opens + 1):
            with _timed(timings, "open a puzzle: the store" + (", first" if not opened else "")):
                shelf = puzzles.shelf(learner)
                due = shelf.due(datetime.now(UTC) + timedelta(seconds=1))
                first = next(p for p in shelf.puzzles if p.key == due[0].question_id)
                _ = view_of(first.position.state, first.seat)
        page.switch_page("ui/views/problems.py").run()  # the page's modules imported once
        for _ in range(args.opens):
            page.switch_page("ui/views/start.py").run()
            with _timed(timings, "open a puzzle: the page"):
                page.switch_page("ui/views/problems.py").run()
            assert not page.exception and page.warning and page.subheader, "no puzzle drawn"
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
                with _timed(timings, "card evaluation at the table"):
                    hint_at(state, seat)
            action = engine(Strength.CLUB).decide(view_of(state, seat), number).action
            state = apply(state, action)
    _report(timings)
    return 0
