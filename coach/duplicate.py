"""Same deal, engine's turn: how an engine would have scored from the learner's seat.

Duplicate Skat compares players on the same cards. After a coached game the engine takes the
learner's seat and plays the deal from the first bid, against the same opponents with the same
decision seeds; both results are put on the same list. The learner's seat gets the list points of
its side: the declarer's entry, or a defender's.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.contract import RuleSet
from coach.game import GameResult, GameState, Seat, apply, result
from coach.players import Strength, engine
from coach.scoring import ScoringList, game_points
from coach.table import Table, decision_seed
from coach.view import view_of


@dataclass(frozen=True, slots=True)
class Comparison:
    """The learner's game and the engine's game on the same deal, from the same seat."""

    seat: Seat
    strength: Strength
    learner: GameState
    engine: GameState
    learner_points: int
    engine_points: int

    @property
    def difference(self) -> int:
        """The learner's list points minus the engine's (positive: the learner did better)."""
        return self.learner_points - self.engine_points


def seat_points(outcome: GameResult, seat: Seat, kind: ScoringList, rules: RuleSet) -> int:
    """The list points the player at `seat` scores for one game at a table of three."""
    declarer_points, defender_points = game_points(outcome, kind, 3, rules=rules)
    if outcome.passed:
        return 0
    return declarer_points if seat == outcome.declarer else defender_points


def engine_in_seat(table: Table, strength: Strength) -> Comparison:
    """Replay the table's finished game with an engine of `strength` in the learner's seat."""
    if not table.state.is_over:
        raise ValueError("the game is not over yet: finish it before comparing")
    seat = table.learner_seat
    state = GameState.new(table.state.deal, table.rules)
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        level = strength if mover == seat else table.player_at(mover).strength
        assert level is not None
        seed = decision_seed(table, len(state.history))
        state = apply(state, engine(level).decide(view_of(state, mover), seed).action)
    return Comparison(
        seat=seat,
        strength=strength,
        learner=table.state,
        engine=state,
        learner_points=seat_points(result(table.state), seat, table.kind, table.rules),
        engine_points=seat_points(result(state), seat, table.kind, table.rules),
    )
