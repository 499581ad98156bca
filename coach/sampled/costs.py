"""Looking back at a game: could the declarer have won, with all cards open?

`could_have_won` solves the game from the first card with all cards open and gives the winning
line when there is one (hindsight: the cost of each decision, judged from what its seat could
know, is the decision's `Judgement`, `coach.sampled.judgement`).
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules.actions import Declare
from coach.rules.cards import Card
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.game import GameState, replay
from coach.search.engine import Goal, Solver
from coach.search.position import NotInPlayError, Position


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether the declarer could force the win from the first card, and how."""

    goal: Goal
    winnable: bool
    line: tuple[Card, ...]  # the cards of best play from the first card (when winnable)
    reason: Reason


def start_of_play(state: GameState) -> GameState:
    """The state right after the declaration of a game in play or finished."""
    for index, action in enumerate(state.history):
        if isinstance(action, Declare):
            return replay(state.deal, state.history[: index + 1], state.rules)
    raise NotInPlayError("the game was never declared: nothing to solve")


def goal_of(state: GameState) -> Goal:
    """The goal the contract sets the declarer (61, 90 announced, all tricks, no trick)."""
    contract = state.contract
    assert contract is not None
    if contract.game is GameType.NULL:
        return Goal.NULL
    if contract.schwarz_announced:
        return Goal.SCHWARZ
    return Goal.SCHNEIDER if contract.schneider_announced else Goal.GAME


def could_have_won(state: GameState, solver: Solver | None = None) -> Verdict:
    """Could the declarer have won with best play (all cards open) from the first card?"""
    solver = solver or Solver(threads=2)
    start = start_of_play(state)
    position = Position.of(start)
    goal = goal_of(start)
    if not solver.achieves(position, goal):
        return Verdict(goal, False, (), Reason.of("search_could_not_win"))
    line = solver.principal_line(position)
    return Verdict(goal, True, line, Reason.of("search_could_win", line=line))


def loss(best: float, chosen: float) -> float:
    """The cost of a choice: the expected list points it loses against the best (never < 0)."""
    return max(0.0, best - chosen)
