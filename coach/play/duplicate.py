"""Same deal, engine's turn: how an engine would have scored from the learner's seat.

Duplicate Skat compares players on the same cards. After a coached game the engine takes the
learner's seat and plays the deal from the first bid, against the same opponents with the same
decision seeds; both results are put on the same list. The learner's seat gets the list points of
its side: the declarer's entry, or a defender's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from coach.play.players import Strength, engine
from coach.play.table import Table, seed_at
from coach.rules.actions import Seat
from coach.rules.contract import RuleSet
from coach.rules.game import GameState, apply
from coach.rules.result import GameResult, result
from coach.rules.scoring import ScoringList, game_points
from coach.rules.view import view_of
from coach.sampled import SearchCancelled


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
    others = tuple(table.player_at(seat).strength or strength for seat in range(3))
    return engine_replay(
        table.state,
        table.learner_seat,
        strength,
        (others[0], others[1], others[2]),
        table.deal_number,
        table.kind,
    )


def engine_replay(
    game: GameState,
    seat: Seat,
    strength: Strength,
    players: tuple[Strength, Strength, Strength],
    deal_number: int,
    kind: ScoringList,
    stop: Callable[[], bool] | None = None,
) -> Comparison:
    """Replay a finished game from the first bid with an engine of `strength` at `seat` and the
    engines `players` at the other seats, seeded per action from `deal_number` as at a table.

    `stop` returning True ends the replay early (`SearchCancelled`)."""
    if not game.is_over:
        raise ValueError("the game is not over yet: finish it before comparing")
    state = GameState.new(game.deal, game.rules)
    while not state.is_over:
        if stop is not None and stop():
            raise SearchCancelled("the duplicate replay was cancelled")
        mover = state.to_move
        assert mover is not None
        level = strength if mover == seat else players[mover]
        decided = engine(level).decide(
            view_of(state, mover), seed_at(deal_number, len(state.history))
        )
        state = apply(state, decided.action)
    return Comparison(
        seat=seat,
        strength=strength,
        learner=game,
        engine=state,
        learner_points=seat_points(result(game), seat, kind, game.rules),
        engine_points=seat_points(result(state), seat, kind, game.rules),
    )
