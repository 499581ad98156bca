"""What a game in card play ends as with best play from both sides: won or lost, list points.

A handful of win/lose questions (61, 90, all tricks, Null: no trick) decide the game, the
Schneider and Schwarz levels reached, and so the value; the rule set writes it on the list
(`RuleSet.written`, overbid included) and gives the tournament-list points
(`RuleSet.sheet_points`), exactly as `coach.rules.game.result` scores a game.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules.actions import Seat
from coach.rules.contract import (
    SCHNEIDER_POINTS,
    SCHNEIDERED_POINTS,
    WIN_POINTS,
    Contract,
    GameType,
    RuleSet,
    ScoringList,
)
from coach.rules.game import GameState
from coach.rules.values import GameValue, game_value, matadors
from coach.search.engine import Goal, Solver
from coach.search.position import Position


@dataclass(frozen=True, slots=True)
class SolvedOutcome:
    """The double-dummy end of one game."""

    won: bool  # the declarer wins
    value: int  # the game value written (the overbid charge when overbid)
    declarer_list: int  # tournament-list points of the declarer
    defender_list: int  # tournament-list points of each defender

    def wins_for(self, seat: Seat, declarer: Seat) -> bool:
        """Whether `seat` is on the winning side."""
        return self.won == (seat == declarer)

    def list_points_for(self, seat: Seat, declarer: Seat) -> int:
        return self.declarer_list if seat == declarer else self.defender_list


@dataclass(frozen=True, slots=True)
class PlayedOut:
    """The double-dummy play of one game, before the bid is compared: won in play, its value."""

    won: bool
    value: GameValue

    def written(self, state: GameState, bid: int) -> SolvedOutcome:
        """The result on the score sheet at `bid`: an overbid game is lost (ISkO); Kontra and
        Re said in `state` double the list score (club rules)."""
        return self.written_by(state.rules, bid, state.kontra)

    def written_by(self, rules: RuleSet, bid: int, kontra: int = 0) -> SolvedOutcome:
        """The result on the score sheet of `rules` at `bid`, doubled `kontra` times."""
        value = self.value
        written = rules.written(value.contract, value.value, value.base, self.won, bid)
        declarer_list, defender_list = rules.sheet_points(
            written.won, written.score * 2**kontra, ScoringList.TOURNAMENT
        )
        return SolvedOutcome(written.won, written.value, declarer_list, defender_list)


def play_out(solver: Solver, state: GameState) -> PlayedOut:
    """Best play from a state in card play (or finished after it): won, Schneider, Schwarz."""
    contract = state.contract
    if contract is None or state.declarer is None:
        raise ValueError("only a game with a contract has an outcome")
    position = Position.of(state)
    schneider = schwarz = False
    if contract.game is GameType.NULL:
        game_won = solver.achieves(position, Goal.NULL)
    elif contract.schwarz_announced:
        game_won = schneider = schwarz = solver.achieves(position, Goal.SCHWARZ)
    else:
        points = solver.bound(position, WIN_POINTS)  # a bound may already settle Schneider
        game_won = points >= WIN_POINTS
        if game_won:
            schneider = points >= SCHNEIDER_POINTS or solver.reaches(position, SCHNEIDER_POINTS)
            schwarz = schneider and solver.achieves(position, Goal.SCHWARZ)
        else:  # the declarer is Schneider himself
            schneider = points <= SCHNEIDERED_POINTS or not solver.reaches(
                position, SCHNEIDERED_POINTS + 1
            )
    m = matadors(contract.game, state.declarer_cards())
    return settle(contract, m, state.rules, game_won, schneider, schwarz)


def settle(
    contract: Contract,
    matadors: int,
    rules: RuleSet,
    game_won: bool,
    schneider: bool,
    schwarz: bool,
) -> PlayedOut:
    """The result of a game the declarer won or lost in play (`game_won`: 61 points, no trick in
    Null, every trick when Schwarz is announced), with the levels reached and his `matadors`."""
    won = game_won and (schneider or not contract.schneider_announced)
    value = game_value(contract, matadors, schneider=schneider, schwarz=schwarz, rules=rules)
    return PlayedOut(won, value)


def outcome(solver: Solver, state: GameState) -> SolvedOutcome:
    """The written result of best play from a state in card play, at the state's bid."""
    return play_out(solver, state).written(state, state.bid)
