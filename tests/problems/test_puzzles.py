"""Your mistakes come back as puzzles: exactly one per costly decision, kept once per learner,
due at once, solved with the better move, and moved through the repetition boxes."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from coach.advice import Puzzle, attempt, solved, table_puzzles
from coach.advice.coaching import verdict
from coach.advice.puzzles import is_costly
from coach.play.table import Table, with_verdict
from coach.rules import ISKO
from tests.play.play_helpers import play_out, table_for
from ui.puzzle_store import PuzzleStore
from ui.store import Store


def _judged_game(deal_number: int) -> Table:
    """A seeded game of random learner moves with a verdict on every learner decision."""
    table = play_out(table_for(ISKO, deal_number), random.Random(deal_number))
    for ply, turn in enumerate(table.turns):
        if turn.by_learner:
            judged = verdict(table, ply, worlds=8, seconds=None)
            table = with_verdict(table, ply, judged)
    return table


@pytest.fixture(scope="module")
def judged() -> Table:
    for number in (4711, 815, 23, 99):
        table = _judged_game(number)
        if any(is_costly(t.verdict) for t in table.turns):
            return table
    pytest.fail("no seeded game with a costly decision")


def test_every_costly_decision_becomes_exactly_one_puzzle(judged: Table) -> None:
    puzzles = table_puzzles(judged, "game-1")
    costly = [
        ply for ply, turn in enumerate(judged.turns) if turn.by_learner and is_costly(turn.verdict)
    ]
    assert [p.key for p in puzzles] == [f"game-1:{ply}" for ply in costly]
    for puzzle, ply in zip(puzzles, costly, strict=True):
        assert puzzle.seat == judged.learner_seat
        assert puzzle.position.history == judged.state.history[:ply]
        assert puzzle.taken == judged.state.history[ply]
        assert puzzle.cost == judged.turns[ply].verdict.cost  # type: ignore[union-attr]


def test_a_puzzle_round_trips_through_its_text(judged: Table) -> None:
    for puzzle in table_puzzles(judged, "g"):
        assert Puzzle.parse(puzzle.key, puzzle.text()) == puzzle


def test_the_better_move_solves_and_the_same_mistake_does_not(judged: Table) -> None:
    puzzle = table_puzzles(judged, "g")[0]
    assert solved(attempt(puzzle, puzzle.best))
    again = attempt(puzzle, puzzle.taken)
    assert not solved(again) and again.best == puzzle.best and again.cost == puzzle.cost


@pytest.mark.db
def test_puzzles_are_kept_once_due_at_once_and_climb_the_boxes(judged: Table, store: Store) -> None:
    learner = store.add_learner("Anna").id
    other = store.add_learner("Bert").id
    puzzles = PuzzleStore(store.engine)
    found = table_puzzles(judged, "game-1")
    assert puzzles.keep(learner, found) == len(found)
    assert puzzles.keep(learner, found) == 0
    assert [p.key for p in puzzles.puzzles(learner)] == [p.key for p in found]
    assert puzzles.puzzles(other) == []
    now = datetime.now(UTC) + timedelta(seconds=1)
    due = puzzles.due(learner, now)
    assert {item.question_id for item in due} == {p.key for p in found}
    first = found[0]
    puzzles.record_attempt(learner, first.key, "x", correct=True)
    later = datetime.now(UTC) + timedelta(seconds=1)
    assert first.key not in {item.question_id for item in puzzles.due(learner, later)}
    box = {item.question_id: item.box for item in puzzles.due(learner, later + timedelta(days=2))}
    assert box[first.key] == 2
    kinds = puzzles.by_kind(learner)
    assert sum(total for total, _left in kinds.values()) == len(found)


def test_an_imported_games_costly_decisions_become_one_puzzle_each() -> None:
    from coach.advice import post_mortem, puzzles_of
    from coach.records import read_games
    from tests.notebook_records import GOOD

    (game,), _problems = read_games(GOOD)
    seat = 0  # zoot, who defends
    found = post_mortem(game.state, seat, actors=game.actors, worlds=8)
    verdicts = [(d.ply, d.verdict) for d in found.decisions]
    puzzles = puzzles_of(game.state, verdicts, "record-541932")
    costly = [d.ply for d in found.decisions if is_costly(d.verdict)]
    assert [p.key for p in puzzles] == [f"record-541932:{ply}" for ply in costly]
    assert all(p.seat == seat for p in puzzles)
