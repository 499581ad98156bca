"""Looking back at a game: could the declarer have won, and what did each decision cost?

`could_have_won` solves the game from the first card with all cards open and gives the winning
line when there is one. `decision_costs` replays a finished game and, for every decision one seat
took, samples worlds from that seat's view at that moment: the cost of a decision is the
expected list points of the best option minus those of the option taken.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules.actions import Action, Bid, Declare, Hold, Pass, PickUp, Play, Seat
from coach.rules.cards import Card
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.view import view_of
from coach.sampled.analysis import Progress, analyse
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


@dataclass(frozen=True, slots=True)
class DecisionCost:
    """One decision of a seat in a finished game, graded by sampling."""

    index: int  # position of the action in the game's history
    action: Action
    best: Action
    cost: float  # expected list points lost against the best option (>= 0)
    reason: Reason


def decision_costs(
    state: GameState,
    seat: Seat,
    worlds: int = 30,
    seed: int = 0,
    progress: Progress | None = None,
    phases: tuple[Phase, ...] = (Phase.PLAY,),
) -> list[DecisionCost]:
    """The cost of each decision `seat` took in `phases`, from its own view at that moment.

    Forced moves (a single legal card) are skipped; so is an action the search did not consider
    (a jump bid, a discard pruned away).
    """
    current = GameState.new(state.deal, state.rules)
    decisions: list[tuple[int, GameState]] = []
    for index, action in enumerate(state.history):
        if current.to_move == seat and current.phase in phases:
            forced = current.phase is Phase.PLAY and len(current.legal_cards()) == 1
            if not forced:
                decisions.append((index, current))
        current = apply(current, action)
    costs: list[DecisionCost] = []
    for number, (index, before) in enumerate(decisions):
        part = _part(progress, number, len(decisions))
        cost = decision_cost(before, index, state.history[index], worlds, seed + index, part)
        if cost is not None:
            costs.append(cost)
    return costs


def decision_cost(
    before: GameState,
    index: int,
    taken: Action,
    worlds: int = 30,
    seed: int = 0,
    progress: Progress | None = None,
) -> DecisionCost | None:
    """The cost of `taken` by the seat to move in `before` (action `index` of its game), from
    that seat's view; `None` when the search did not consider the action."""
    seat = before.to_move
    assert seat is not None
    if before.ramsch or not isinstance(taken, Bid | Hold | Pass | PickUp | Declare | Play):
        return None  # the search plays declarer games; club announcements it does not price
    analysis = analyse(view_of(before, seat), worlds, seed, progress)
    chosen = next((o for o in analysis.options if o.action == taken), None)
    if chosen is None:
        return None
    best = analysis.options[0]
    cost = loss(best.mean, chosen.mean)
    reason = Reason.of(
        "search_cost", move=_name(taken), cost=round(cost, 1), best=_name(best.action)
    )
    return DecisionCost(index, taken, best.action, cost, reason)


def loss(best: float, chosen: float) -> float:
    """The cost of a choice: the expected list points it loses against the best (never < 0)."""
    return max(0.0, best - chosen)


def _part(progress: Progress | None, number: int, parts: int) -> Progress | None:
    """The progress of one decision's analysis as part of the whole review."""
    if progress is None:
        return None
    outer = progress

    def callback(done: int, total: int) -> bool | None:
        return outer(number * total + done, parts * total)

    return callback


def _name(action: Action) -> str:
    return action.card.name if isinstance(action, Play) else type(action).__name__
