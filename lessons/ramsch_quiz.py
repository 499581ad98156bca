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


def _lead_rules(view: PlayerView, actions: Sequence[Action]) -> dict[Action, tuple[Reason, ...]]:
    """What each lead risks, in words."""
    return {
        action: lead_reasons(view, action.card) for action in actions if isinstance(action, Play)
    }


def push_rules(rules: RuleSet) -> RuleSet:
    """`rules` with Ramsch and Schieberamsch on."""
    ramsch = ramsch_rules(rules)
    return ramsch if ramsch.schieberamsch else replace(ramsch, schieberamsch=True)


def _pass_on_rules(view: PlayerView, actions: Sequence[Action]) -> dict[Action, tuple[Reason, ...]]:
    """Why each card of a pair goes on or stays, in words."""
    return {
        action: pass_on_reasons(view.hand, action.discard)
        for action in actions
        if isinstance(action, PassOn) and action.discard is not None
    }


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


class RamschLeadQuiz(JudgedQuiz):
    """Everyone passed: the Ramsch begins, and the seat leads to the first trick."""

    kind = QuizKind.RAMSCH_LEAD
    skill = "ramsch_lead"
    question_code = "quiz.q_ramsch_lead"

    def rules_for(self, rules: RuleSet) -> RuleSet:
        return lead_rules(rules)

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        state = GameState.new(Deal.shuffled(rng), lead_rules(rules))
        for _ in range(3):
            state = apply(state, Pass())
        if not state.ramsch or state.phase is not Phase.PLAY or state.to_move is None:
            return None
        return Position(self.kind, state.to_move, state.deal, state.history)

    def grade(self, position: Position, judgement: Judgement, rules: RuleSet) -> Graded:
        actions = [option.action for option in judgement.options]
        options = judged_options(position, judgement, rules, actions, _lead_rules)
        shown = tuple(_figures(option) for option in options)
        return Graded(position, shown, self.skill, (), judgement.worlds)


class RamschPushQuiz(JudgedQuiz):
    """Schieberamsch: the seat took the skat up and passes two cards on; the seats before it
    took their turns as the coach would."""

    kind = QuizKind.RAMSCH_PUSH
    skill = "ramsch_push"
    question_code = "quiz.q_ramsch_push"

    def rules_for(self, rules: RuleSet) -> RuleSet:
        return push_rules(rules)

    def draw(self, rng: random.Random, rules: RuleSet) -> Position | None:
        state = GameState.new(Deal.shuffled(rng), push_rules(rules))
        for _ in range(3):
            state = apply(state, Pass())
        seat = rng.choice((0, 1, 2))
        while state.ramsch and state.phase is Phase.PUSH and state.to_move is not None:
            mover = state.to_move
            view = view_of(state, mover)
            if mover == seat and view.prompt is Prompt.PASS_TWO_ON:
                return Position(self.kind, seat, state.deal, state.history)
            action = PickUp() if mover == seat else decide(view).action
            state = apply(state, action)
        return None  # a seat before played Grand Hand instead

    def grade(self, position: Position, judgement: Judgement, rules: RuleSet) -> Graded:
        actions = [option.action for option in judgement.options]
        options = judged_options(position, judgement, rules, actions, _pass_on_rules)
        shown = tuple(_figures(option) for option in options)
        return Graded(position, shown, self.skill, (), judgement.worlds)
