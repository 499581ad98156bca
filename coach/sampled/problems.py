"""What the search says about a position or a problem: every card's value, can it be won, which
answers are right.

A card question is answered with all cards open (the double-dummy solver): each legal card is
worth the declarer's final card points with best play after it (in Null: whether the declarer
takes a trick), and the right cards are those best for the side to move. Bidding, putting away and
choosing the game are answered from the seat's view: every option is played out in worlds sampled
from what that seat knows, and the right ones are those within `SAME_LIST_POINTS` of the best's
expected list points. A problem's answer is verified when it is right and every wrong option
falls behind it by a clear margin (`CLEAR_CARD_POINTS`, a lost instead of a won game, or
`CLEAR_LIST_POINTS`).
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.records.position import Position as GamePosition
from coach.records.problem import Problem, Question
from coach.rules.actions import Action, Declare, Play, Seat
from coach.rules.cards import Card
from coach.rules.contract import SCHNEIDER_POINTS, WIN_POINTS, GameType
from coach.rules.view import view_of
from coach.sampled.analysis import analyse
from coach.sampled.costs import goal_of
from coach.sampled.runner import OptionStats
from coach.search.engine import Goal, Solver
from coach.search.position import Position

CLEAR_CARD_POINTS = 10  # a card this many card points worse than the best is clearly worse
CLEAR_LIST_POINTS = 10.0  # an option this many expected list points worse is clearly worse
SAME_LIST_POINTS = 3.0  # options this close to the best count as right (the coach's "good")
CHECK_WORLDS = 48  # worlds sampled to check a bid, discard or game
RECHECK_WORLDS = 192  # a second, wider sample (its own seed) a sampled answer must be clear on
RECHECK_SEED = 1
VIEW_WORLDS = 20  # worlds sampled to judge the options from the seat's view (as a hint does)


@dataclass(frozen=True, slots=True)
class CardValue:
    """One legal card with all cards open: the declarer's final card points after it (Null: 1
    if the declarer takes a trick) and whether the declarer then reaches the contract's goal."""

    card: Card
    points: int
    declarer_wins: bool


@dataclass(frozen=True, slots=True)
class Checked:
    """The search's answer to a problem: the right actions, each option's score for the side
    to move (card points or expected list points; higher is better) and the margin by which the
    best wrong option falls behind the right ones."""

    question: Question
    right: tuple[Action, ...]
    scores: tuple[tuple[Action, float], ...]  # best first
    margin: float  # score of the worst right option minus the best wrong one
    flips_result: bool  # the best wrong option turns a won game into a lost one (card play)

    def is_right(self, action: Action) -> bool:
        """Whether `action` answers the question as one of the right actions does."""
        return any(same_answer(self.question, action, right) for right in self.right)

    @property
    def clear(self) -> bool:
        """Whether every wrong option is clearly worse than the right ones."""
        if self.question is Question.CARD:
            return self.flips_result or self.margin >= CLEAR_CARD_POINTS
        return self.margin >= CLEAR_LIST_POINTS


def card_values(position: GamePosition, solver: Solver | None = None) -> tuple[CardValue, ...]:
    """The value of every legal card of the seat to move with all cards open (card play only)."""
    state = position.state
    open_cards = Position.of(state)
    solver = solver or Solver()
    goal = goal_of(state)
    values = []
    for card in open_cards.legal():
        after = open_cards.play(card)
        points = solver.value(after)
        values.append(CardValue(card, points, _declarer_wins(points, goal, after)))
    return tuple(values)


def _declarer_wins(points: int, goal: Goal, after: Position) -> bool:
    """Whether the final result `points` (`Solver.value`) reaches the contract's goal."""
    if goal is Goal.NULL:
        return points == 0
    if goal is Goal.SCHWARZ:  # every trick: every card point, and no trick of the defenders
        return after.defender_tricks == 0 and points == sum(c.points for c in Card)
    return points >= (SCHNEIDER_POINTS if goal is Goal.SCHNEIDER else WIN_POINTS)


def best_line(
    position: GamePosition, solver: Solver | None = None
) -> tuple[tuple[Seat, Card], ...]:
    """Who plays which card from here to the end with best play (all cards open)."""
    open_cards = Position.of(position.state)
    line = []
    for card in (solver or Solver()).principal_line(open_cards):
        line.append((open_cards.to_move, card))
        open_cards = open_cards.play(card)
    return tuple(line)


def seat_view(
    position: GamePosition, worlds: int = VIEW_WORLDS, seed: int = 0
) -> tuple[OptionStats, ...]:
    """Every option of the seat to move judged from its own view: played out in `worlds`
    worlds sampled from what it knows (expected list points and win rate), best first."""
    state = position.state
    return analyse(view_of(state, position.to_move), worlds, seed).options


def can_win(position: GamePosition, solver: Solver | None = None) -> bool:
    """Whether the declarer reaches the contract's goal against best defence (all cards open)."""
    state = position.state
    return (solver or Solver()).achieves(Position.of(state), goal_of(state))


def check(
    problem: Problem, worlds: int = CHECK_WORLDS, seed: int = 0, solver: Solver | None = None
) -> Checked:
    """The right answers to `problem` and how clearly the rest fall behind."""
    if problem.question is Question.CARD:
        return _check_card(problem, solver)
    state = problem.state
    analysis = analyse(view_of(state, problem.position.to_move), worlds, seed)
    played = [(stats.action, stats.mean) for stats in analysis.options if not stats.estimated]
    options = _grouped(problem, played)
    best = options[0][1]
    right = tuple(action for action, mean in options if mean >= best - SAME_LIST_POINTS)
    behind = [mean for action, mean in options if action not in right]
    worst_right = min(mean for action, mean in options if action in right)
    margin = worst_right - behind[0] if behind else 0.0
    return Checked(problem.question, right, tuple(options), margin, False)


def _check_card(problem: Problem, solver: Solver | None) -> Checked:
    state = problem.state
    values = card_values(problem.position, solver)
    declarer = state.declarer == problem.position.to_move
    null = state.contract is not None and state.contract.game is GameType.NULL
    scored: list[tuple[Action, float]] = [
        (Play(v.card), _card_score(v, declarer, null)) for v in values
    ]
    wins: dict[Action, bool] = {Play(v.card): v.declarer_wins == declarer for v in values}
    scored.sort(key=lambda item: -item[1])
    best = scored[0][1]
    right = tuple(action for action, score in scored if score == best)
    wrong = [(action, score) for action, score in scored if score != best]
    margin = best - wrong[0][1] if wrong else 0.0
    flips = bool(wrong) and wins[right[0]] and not wins[wrong[0][0]]
    return Checked(problem.question, right, tuple(scored), margin, flips)


def _card_score(value: CardValue, declarer: bool, null: bool) -> float:
    """A card's worth for the side to move: its card points, or in Null winning or losing."""
    if null:
        return float(value.declarer_wins == declarer) * 120
    return float(value.points if declarer else 120 - value.points)


def _grouped(problem: Problem, options: list[tuple[Action, float]]) -> list[tuple[Action, float]]:
    """A discard question asks only for the two cards (the game is given by the answer); a game
    question after a pick-up only for the game (any discard): the best option of each kind."""
    answer = problem.answer
    best: dict[object, tuple[Action, float]] = {}
    for action, mean in options:
        key = _question_key(problem.question, action, answer)
        if key is not None and key not in best:
            best[key] = (action, mean)
    return sorted(best.values(), key=lambda item: -item[1])


def _question_key(question: Question, action: Action, answer: Action) -> object | None:
    if question is Question.DISCARD:
        if not isinstance(action, Declare) or not isinstance(answer, Declare):
            return None
        if action.contract != answer.contract or action.discard is None:
            return None
        return frozenset(action.discard)
    if question is Question.GAME and isinstance(action, Declare):
        return action.contract
    return action


def same_answer(question: Question, action: Action, other: Action) -> bool:
    """Whether two actions answer `question` alike (a discard: the same two cards; a game after
    the pick-up: the same contract)."""
    return _question_key(question, action, other) == _question_key(question, other, other)
