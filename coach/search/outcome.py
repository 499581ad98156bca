"""What a game in card play ends as with best play from both sides: won or lost, list points.

A handful of win/lose questions (61, 90, 31, every trick, a trick at all; Null: no trick) decide
the game and the Schneider and Schwarz levels reached by either side; the rules score them
(`coach.rules.result.scored`, ISkO 4) into the value, and the rule set writes it on the list
(`RuleSet.written`, overbid included) and gives the tournament-list points
(`RuleSet.sheet_points`), exactly as `coach.rules.game.result` scores a game.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules.actions import Seat
from coach.rules.contract import (
    ALL_TRICKS,
    SCHNEIDER_POINTS,
    SCHNEIDERED_POINTS,
    WIN_POINTS,
    Contract,
    GameType,
    RuleSet,
    ScoringList,
)
from coach.rules.game import GameState
from coach.rules.result import scored
from coach.rules.values import GameValue, matadors
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
    points, tricks = end_tally(solver, Position.of(state))
    m = matadors(contract.game, state.declarer_cards())
    return settle(contract, m, state.rules, points, tricks)


END_TALLIES = (
    (0, 0),  # lost Schwarz: no trick
    (0, 1),  # lost Schneider
    (SCHNEIDERED_POINTS + 1, 1),  # lost
    (WIN_POINTS, 1),  # won
    (SCHNEIDER_POINTS, 1),  # won Schneider
    (SCHNEIDER_POINTS, ALL_TRICKS),  # won Schwarz
)
"""The declarer's card points and tricks that stand for each level of a suit game or Grand, worst
for him first: a tally the rules score at that level (a Null game ends without a trick or with
one: the first two)."""
LOST_SCHWARZ, LOST_SCHNEIDER, LOST, WON, WON_SCHNEIDER, WON_SCHWARZ = END_TALLIES


def end_tally(solver: Solver, position: Position) -> tuple[int, int]:
    """The declarer's card points and tricks at the end of best play, as far as the score sheet
    tells them apart: one of `END_TALLIES` (Null: `(0, 0)` without a trick, else `(0, 1)`)."""
    if position.game is GameType.NULL:
        return LOST_SCHWARZ if solver.achieves(position, Goal.NULL) else LOST_SCHNEIDER
    if position.schwarz_announced:  # the play ends at the defenders' first trick
        return WON_SCHWARZ if solver.achieves(position, Goal.SCHWARZ) else LOST_SCHNEIDER
    points = solver.bound(position, WIN_POINTS)  # a bound may already settle Schneider
    if points >= WIN_POINTS:
        if points < SCHNEIDER_POINTS and not solver.reaches(position, SCHNEIDER_POINTS):
            return WON
        return WON_SCHWARZ if solver.achieves(position, Goal.SCHWARZ) else WON_SCHNEIDER
    if points > SCHNEIDERED_POINTS and solver.reaches(position, SCHNEIDERED_POINTS + 1):
        return LOST
    return LOST_SCHNEIDER if solver.takes_a_trick(position) else LOST_SCHWARZ


def settle(
    contract: Contract, matadors: int, rules: RuleSet, points: int, tricks: int
) -> PlayedOut:
    """The result of a game played out with the declarer's `points` and `tricks`, scored by the
    rules (`coach.rules.result.scored`), with his `matadors`. The search does not follow the
    Patrouillen: those announced count as made (the declarer keeps their trumps back)."""
    played = scored(contract, matadors, points, tricks, rules, patrols=contract.patrols)
    return PlayedOut(played.won, played.value)


def outcome(solver: Solver, state: GameState) -> SolvedOutcome:
    """The written result of best play from a state in card play, at the state's bid."""
    return play_out(solver, state).written(state, state.bid)
