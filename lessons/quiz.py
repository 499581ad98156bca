"""Quizzes: decisions where the search grades every option, beside the one-answer exercises.

A lesson exercise (`lessons.exercises.Exercise`) has one right answer. A quiz question is a
position of a real game (`Position`: a deal, the actions before the decision, the seat that
decides). The question's `Graded` lists each option with its score (expected tournament-list
points), win rate, cost against the best and reasons, read from the decision's one judgement
(`coach.advice`): the hint, the verdict and the reviews of the same decision in a game say the
same. An answer is right where the coach's verdict on it is good (the bid limits, judged by
level: where it costs at most `RIGHT_WITHIN`). A question is *easy* when every wrong answer the
learner can give costs at least `EASY_MARGIN` list points, otherwise *hard* (a close call, and
the feedback says so). Options the search did not play out keep the heuristic coach's estimate
and say so.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from coach.heuristic import Grade
from coach.play import MoveVerdict
from coach.records import action_token, parse_action
from coach.rules import (
    Action,
    Card,
    Deal,
    GameState,
    GameType,
    PlayerView,
    Reason,
    RuleSet,
    Seat,
    apply,
    replay,
    view_of,
)
from coach.sampled import BidLevel

EASY_MARGIN = 8.0  # list points every other option loses at least, in an easy question
RIGHT_WITHIN = 1.0  # an answer this close to the best counts as right


class QuizKind(StrEnum):
    """What a quiz asks."""

    BID = "bid"  # how high would you bid, and what game?
    DECLARE = "declare"  # what do you put away, what do you play?
    SKAT = "skat"  # hand game or pick up the skat?
    SCHNEIDER = "schneider"  # announce Schneider or not?
    NULL = "null"  # Null or a suit game?
    LEAD_DECLARER = "lead_declarer"  # the first card as declarer
    LEAD_DEFENDER = "lead_defender"  # the first card as defender
    RAMSCH_LEAD = "ramsch_lead"  # the first card of a Ramsch
    RAMSCH_PUSH = "ramsch_push"  # the two cards to pass on in Schieberamsch


class Difficulty(StrEnum):
    EASY = "easy"  # one clearly best answer
    HARD = "hard"  # a close call


class PositionError(ValueError):
    """A position text that cannot be read; says what is wrong and where."""


@dataclass(frozen=True, slots=True)
class Position:
    """A decision to quiz: the deal, the actions before it, and the seat that decides."""

    kind: QuizKind
    seat: Seat
    deal: Deal
    actions: tuple[Action, ...]

    def state(self, rules: RuleSet) -> GameState:
        return replay(self.deal, self.actions, rules)

    def view(self, rules: RuleSet) -> PlayerView:
        return view_of(self.state(rules), self.seat)

    def text(self, rules: RuleSet) -> str:
        """``kind seat deal action…``: the deal in ISS card order, the actions as ISS tokens."""
        state = GameState.new(self.deal, rules)
        tokens = []
        for action in self.actions:
            tokens.append(action_token(state, action))
            state = apply(state, action)
        deal = ".".join(card.name for card in self.deal.order())
        return " ".join([self.kind.value, str(self.seat), deal, *tokens])

    def key(self, rules: RuleSet) -> str:
        """A short stable id of the position (the store's question id)."""
        return hashlib.sha1(self.text(rules).encode()).hexdigest()[:16]

    @classmethod
    def parse(cls, text: str, rules: RuleSet) -> Position:
        """The position a `text` describes; `PositionError` says what is wrong."""
        words = text.split()
        if len(words) < 3:
            raise PositionError(f"a position is 'kind seat deal actions…', not {text!r}")
        try:
            kind = QuizKind(words[0])
        except ValueError:
            raise PositionError(f"unknown quiz kind {words[0]!r}") from None
        if words[1] not in ("0", "1", "2"):
            raise PositionError(f"the seat is 0, 1 or 2, not {words[1]!r}")
        seat: Seat = int(words[1])
        try:
            deal = Deal.from_order([Card[name] for name in words[2].split(".")])
        except (KeyError, ValueError) as error:
            raise PositionError(f"bad deal {words[2]!r}: {error}") from None
        state = GameState.new(deal, rules)
        actions = []
        for number, token in enumerate(words[3:], start=1):
            try:
                action = parse_action(state, token)
                state = apply(state, action)
            except ValueError as error:
                raise PositionError(f"action {number} ({token!r}): {error}") from None
            actions.append(action)
        if state.to_move != seat:
            raise PositionError(f"seat {seat} is not to move after these actions")
        return cls(kind, seat, deal, tuple(actions))


@dataclass(frozen=True, slots=True)
class Limit:
    """The answer to "how high would you bid?": the highest bid (0: pass) and the game."""

    bid: int
    game: GameType | None = None


Answer: TypeAlias = Action | Limit


@dataclass(frozen=True, slots=True)
class GradedOption:
    """One answer, graded: expected list points, win rate (None: only estimated), cost, why,
    and the coach's verdict on it where the decision's one judgement graded it."""

    answer: Answer
    mean: float
    win_rate: float | None
    cost: float  # expected list points lost against the best (>= 0)
    reasons: tuple[Reason, ...]  # never empty: the search's figures, then the rule behind it
    voice: MoveVerdict | None = None  # the verdict the hint and the reviews give this answer

    @property
    def right(self) -> bool:
        """Right: graded good by the coach's one voice (a bid limit: within `RIGHT_WITHIN`)."""
        if self.voice is not None:
            return self.voice.grade is Grade.GOOD
        return self.cost <= RIGHT_WITHIN


@dataclass(frozen=True, slots=True)
class Verdict:
    """The learner's answer judged: right or not, what it cost, the reasons (verdict first)."""

    correct: bool
    cost: float
    answer: Answer
    best: GradedOption
    skill: str  # the skill a wrong answer shows to practise (a text key `skill.<code>`)
    reasons: tuple[Reason, ...]


@dataclass(frozen=True, slots=True)
class Graded:
    """A question with every option graded, best first, and what the feedback explains."""

    position: Position
    options: tuple[GradedOption, ...]
    skill: str  # the skill the question trains
    notes: tuple[Reason, ...] = ()  # what the feedback explains besides the options
    worlds: int = 0
    levels: tuple[BidLevel, ...] = ()  # bidding: the search's figures per bid level
    games: tuple[tuple[GameType, float], ...] = ()  # bidding: the best game first, then the
    # coach's estimate of each game
    quick: Answer | None = None  # what the heuristic's quick rule answers (shown on request)
    quick_reasons: tuple[Reason, ...] = ()  # and why
    answer_costs: tuple[float, ...] = ()  # what answers that are no option cost (bidding: every
    # bid level and every game the form offers)

    @property
    def best(self) -> GradedOption:
        return self.options[0]

    @property
    def gap(self) -> float:
        """The least a wrong answer loses: the cheapest answer the learner can give that is not
        right (equally good answers all count as right). Options the search only estimated
        count too: their verdict names that cost, and a question must never call itself clear
        above a wrong answer that costs less than it says."""
        wrong = (option.cost for option in self.options if not option.right)
        others = (cost for cost in self.answer_costs if cost > RIGHT_WITHIN)
        return min((*wrong, *others), default=float("inf"))

    @property
    def difficulty(self) -> Difficulty:
        return Difficulty.EASY if self.gap >= EASY_MARGIN else Difficulty.HARD

    def option_for(self, answer: Answer) -> GradedOption | None:
        return next((option for option in self.options if option.answer == answer), None)


def difficulty_note(graded: Graded) -> Reason:
    """The honest word on the question: a clear case, or a close call."""
    if graded.difficulty is Difficulty.EASY:
        return Reason.of("quiz.clear", margin=round(graded.gap, 1))
    return Reason.of("quiz.close", gap=round(graded.gap, 1))
