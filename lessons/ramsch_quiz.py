"""The Ramsch quizzes: which card do you lead to the first trick when everyone passed, and in
Schieberamsch, which two cards do you pass on with the skat?

The lead is asked under the learner's rules with Ramsch switched on (without the skat's round of
Schieberamsch, so the hand shown is the hand dealt); the pass-on with Schieberamsch on as well.
Every answer is graded by the decision's one judgement (`coach.sampled.ramsch_rollout`: each
option taken and the Ramsch played out by the coach in every seat, in worlds drawn from the
seat's view), as the hint and the verdict at the table grade it; each answer says in words what
it risks (`coach.heuristic.lead_reasons`, `pass_on_reasons`) and what it brought in the
play-outs. The pairs to pass on are those the judgement plays out: every pair of the four most
dangerous cards, and the two safest cards.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import replace

from coach.heuristic import decide, lead_reasons, pass_on_reasons
from coach.rules import (
    Action,
    Deal,
    GameState,
    Pass,
    PassOn,
    Phase,
    PickUp,
    Play,
    PlayerView,
    Prompt,
    Reason,
    RuleSet,
    apply,
    view_of,
)
from coach.sampled import Judgement
from lessons.club_exercises import ramsch_rules
from lessons.quiz import Graded, GradedOption, Position, QuizKind
from lessons.quiz_base import JudgedQuiz, judged_options


def lead_rules(rules: RuleSet) -> RuleSet:
    """`rules` with Ramsch on and Schieberamsch off."""
    ramsch = ramsch_rules(rules)
    return replace(ramsch, schieberamsch=False) if ramsch.schieberamsch else ramsch


def push_rules(rules: RuleSet) -> RuleSet:
    """`rules` with Ramsch and Schieberamsch on."""
    ramsch = ramsch_rules(rules)
    return ramsch if ramsch.schieberamsch else replace(ramsch, schieberamsch=True)


def _figures(option: GradedOption) -> GradedOption:
    """The option's play-out figures in Ramsch words (no minus, rather than won)."""
    judgement = option.voice.judgement if option.voice is not None else None
    answer = option.answer
    if judgement is None or not isinstance(answer, Play | PassOn):
        return option
    judged = judgement.option(answer)
    if judged is None:
        return option
    head = Reason.of(
        "ramsch_option",
        move=answer.card if isinstance(answer, Play) else answer.discard,
        worlds=judged.worlds,
        expected=round(option.mean, 1),
        spared=round(100 * judged.win_rate),
    )
    return replace(option, reasons=(head, *option.reasons[1:]))


def _all_passed(rng: random.Random, rules: RuleSet) -> GameState:
    """A fresh deal everyone passed: the Ramsch (or the skat's round) begins."""
    state = GameState.new(Deal.shuffled(rng), rules)
    for _ in range(3):
        state = apply(state, Pass())
    return state


class _RamschQuiz(JudgedQuiz):
    """A Ramsch decision: every option the judgement played out, with its figures in Ramsch
    words and what it risks (`reasons`)."""

    @abstractmethod
    def reasons(
        self, view: PlayerView, actions: Sequence[Action]
    ) -> dict[Action, tuple[Reason, ...]]:
        """Why each of `actions` helps or hurts, in words."""

    def grade(self, position: Position, judgement: Judgement, rules: RuleSet) -> Graded:
        actions = [option.action for option in judgement.options]
        options = judged_options(position, judgement, rules, actions, self.reasons)
        shown = tuple(_figures(option) for option in options)
        return Graded(position, shown, self.skill, (), judgement.worlds)


class RamschLeadQuiz(_RamschQuiz):
    """Everyone passed: the Ramsch begins, and the seat leads to the first trick."""

    kind = QuizKind.RAMSCH_LEAD
    skill = "ramsch_lead"
    question_code = "quiz.q_ramsch_lead"

    def rules_for(self, rules: RuleSet) -> RuleSet:
        return lead_rules(rules)

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        state = _all_passed(rng, lead_rules(rules))
        if not state.ramsch or state.phase is not Phase.PLAY or state.to_move is None:
            return None
        return Position(self.kind, state.to_move, state.deal, state.history)

    def reasons(
        self, view: PlayerView, actions: Sequence[Action]
    ) -> dict[Action, tuple[Reason, ...]]:
        """What each lead risks: the cards still out above and below it."""
        return {a: lead_reasons(view, a.card) for a in actions if isinstance(a, Play)}


class RamschPushQuiz(_RamschQuiz):
    """Schieberamsch: the seat took the skat up and passes two cards on; the seats before it
    took their turns as the coach would."""

    kind = QuizKind.RAMSCH_PUSH
    skill = "ramsch_push"
    question_code = "quiz.q_ramsch_push"

    def rules_for(self, rules: RuleSet) -> RuleSet:
        return push_rules(rules)

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        state = _all_passed(rng, push_rules(rules))
        seat = rng.choice((0, 1, 2))
        while state.ramsch and state.phase is Phase.PUSH and state.to_move is not None:
            mover = state.to_move
            view = view_of(state, mover)
            if mover == seat and view.prompt is Prompt.PASS_TWO_ON:
                return Position(self.kind, seat, state.deal, state.history)
            action = PickUp() if mover == seat else decide(view).action
            state = apply(state, action)
        return None  # a seat before played Grand Hand instead

    def reasons(
        self, view: PlayerView, actions: Sequence[Action]
    ) -> dict[Action, tuple[Reason, ...]]:
        """Why each card of a pair goes on or stays."""
        return {
            a: pass_on_reasons(view.hand, a.discard)
            for a in actions
            if isinstance(a, PassOn) and a.discard is not None
        }
