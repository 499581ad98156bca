"""What every quiz of Üben shares: the question kind's base class, the verdict on an answer and
the reasons a right answer is right."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar

from coach.heuristic import Prospect, decide, prospects
from coach.rules import (
    FOREHAND,
    Action,
    PlayerView,
    Reason,
    RuleSet,
)
from coach.sampled import Analysis, OptionStats, loss
from lessons.quiz import (
    RIGHT_WITHIN,
    Answer,
    Difficulty,
    Graded,
    GradedOption,
    Position,
    QuizKind,
    Verdict,
    difficulty_note,
)
from lessons.quiz_texts import seat_reason

UNLIKELY_WIN = 0.5  # a right answer winning less often than this says why it is still right


class Unsuitable(ValueError):
    """The analysis of a drawn position does not make a question of this kind (draw again)."""


class Quiz(ABC):
    """One kind of quiz question: draw a position, ask, grade the analysis, judge an answer."""

    kind: ClassVar[QuizKind]
    skill: ClassVar[str]  # what the kind trains (`lessons.quiz_texts.SKILLS`)
    question_code: ClassVar[str]

    @abstractmethod
    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        """A position of this kind, or None when the deal does not make one (draw again)."""

    def draw_at(self, level: Difficulty, rng: random.Random, rules: RuleSet) -> Position | None:
        """A position for a learner at `level` (most kinds ask the same at every level)."""
        del level
        return self.draw(rng, rules)

    def question(self, position: Position) -> Reason:
        return Reason.of(self.question_code, seat=seat_reason(position.seat))

    def grade(self, position: Position, analysis: Analysis, rules: RuleSet) -> Graded:
        """Every option of the analysis graded, best first, with the coach's rule behind each;
        `Unsuitable` if it is no question."""
        options = _graded_options(analysis.options, _coach_rules(position.view(rules)))
        worlds = max(option.worlds for option in analysis.options)
        return Graded(position, options, self.skill, (), worlds)

    def verdict(self, graded: Graded, answer: Answer) -> Verdict:
        """The learner's answer judged against the graded options."""
        chosen = graded.option_for(answer)
        if chosen is None:
            raise ValueError(f"{answer!r} is not an option of this question")
        return _verdict(graded, answer, chosen.cost, self.missed_skill(graded, answer))

    def missed_skill(self, graded: Graded, answer: Answer) -> str:
        """The skill a wrong `answer` shows to practise."""
        del answer
        return graded.skill

    def quick_rule(self, position: Position, rules: RuleSet) -> tuple[Answer, tuple[Reason, ...]]:
        """What the heuristic's quick rule answers, and why (shown on request, never as a
        second verdict: the graded best is the one recommendation)."""
        decision = decide(position.view(rules))
        return decision.action, decision.reasons


def _verdict(graded: Graded, answer: Answer, cost: float, skill: str) -> Verdict:
    correct = cost <= RIGHT_WITHIN
    head = right_reason(graded) if correct else Reason.of("quiz.wrong", cost=round(cost, 1))
    reasons = (head, difficulty_note(graded), *graded.best.reasons)
    return Verdict(correct, cost, answer, graded.best, skill, reasons)


def right_reason(graded: Graded) -> Reason:
    """ "Richtig!", and where the best answer mostly loses, why it is still the best: every other
    answer brings less on average."""
    best = graded.best
    if best.win_rate is None or best.win_rate >= UNLIKELY_WIN:
        return Reason.of("quiz.right")
    return Reason.of(
        "quiz.right_unlikely", chance=round(100 * best.win_rate), expected=round(best.mean, 1)
    )


def _graded_options(
    stats: tuple[OptionStats, ...], rules_of: dict[Action, tuple[Reason, ...]]
) -> tuple[GradedOption, ...]:
    """The search's options with their cost against the first and the coach's rule for each."""
    best = stats[0].mean
    return tuple(
        GradedOption(
            option.action,
            option.mean,
            None if option.estimated else option.win_rate,
            loss(best, option.mean),
            (option.reason(), *rules_of.get(option.action, ())),
        )
        for option in stats
    )


def _coach_rules(view: PlayerView) -> dict[Action, tuple[Reason, ...]]:
    """The heuristic coach's reasons for each option it scored."""
    decision = decide(view)
    found = {option.action: option.reasons for option in decision.alternatives}
    found[decision.action] = decision.reasons
    return found


def _hand_prospects(position: Position, rules: RuleSet) -> list[Prospect]:
    hand = position.deal.hands[position.seat]
    return prospects(hand, position.seat == FOREHAND, rules)
