"""What a game in card play ends as with best play from both sides: won or lost, list points.

A handful of win/lose questions (61, 90, all tricks, Null: no trick) decide the game, the
Schneider and Schwarz levels reached, and so the value and the tournament-list points (declarer
±value ±50, each defender +40 when the declarer loses). An overbid game is lost like the engine
scores it.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.contract import GameType
from coach.game import GameResult, GameState, Seat
from coach.scoring import ScoringList, game_points
from coach.search.engine import Goal, Solver
from coach.search.position import Position
from coach.values import GameValue, game_value, matadors, overbid_charge


@dataclass(frozen=True, slots=True)
class Outcome:
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

    def written(self, state: GameState, bid: int) -> Outcome:
        """The result on the score sheet at `bid`: an overbid game is lost (ISkO)."""
        contract = self.value.contract
        amount = self.value.value
        won = self.won
        if contract.game is not GameType.NULL and amount < bid:
            amount = overbid_charge(self.value.base, bid)
            won = False
        rules = state.rules
        doubled = rules.lost_doubled and (not contract.hand or rules.lost_hand_doubled)
        score = amount if won else -amount * (2 if doubled else 1)
        written = GameResult(
            passed=False,
            declarer=state.declarer,
            contract=contract,
            bid=bid,
            won=won,
            value=amount,
            score=score,
            matadors=self.value.matadors,
            overbid=won != self.won,
        )
        declarer_list, defender_list = game_points(written, ScoringList.TOURNAMENT, rules=rules)
        return Outcome(won, amount, declarer_list, defender_list)


def play_out(solver: Solver, state: GameState) -> PlayedOut:
    """Best play from a state in card play (or finished after it): won, Schneider, Schwarz."""
    contract = state.contract
    if contract is None or state.declarer is None:
        raise ValueError("only a game with a contract has an outcome")
    position = Position.of(state)
    schneider = schwarz = False
    if contract.game is GameType.NULL:
        won = solver.achieves(position, Goal.NULL)
    elif contract.schwarz_announced:
        won = schneider = schwarz = solver.achieves(position, Goal.SCHWARZ)
    else:
        points = solver.bound(position, 61)  # a bound may already settle Schneider
        game_won = points >= 61
        if game_won:
            schneider = points >= 90 or solver.reaches(position, 90)
            schwarz = schneider and solver.achieves(position, Goal.SCHWARZ)
        else:  # the declarer is Schneider himself
            schneider = points <= 30 or not solver.reaches(position, 31)
        won = game_won and (schneider or not contract.schneider_announced)
    m = matadors(contract.game, state.declarer_cards())
    value = game_value(contract, m, schneider=schneider, schwarz=schwarz, rules=state.rules)
    return PlayedOut(won, value)


def outcome(solver: Solver, state: GameState) -> Outcome:
    """The written result of best play from a state in card play, at the state's bid."""
    return play_out(solver, state).written(state, state.bid)
