"""The Ramsch quiz: which card do you lead to the first trick when everyone passed?

The question is asked under the learner's rules with Ramsch switched on (and without the skat's
round of Schieberamsch, so the hand shown is the hand dealt). Every card is graded by the
decision's one judgement (`coach.sampled.ramsch_rollout`: each card played on and the Ramsch
played out by the coach in every seat, in worlds drawn from the seat's view), as the hint and
the verdict at the table grade it; each card says in words what it risks
(`coach.heuristic.lead_reasons`) and what it brought in the play-outs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from coach.heuristic import lead_reasons
from coach.rules import (
    Action,
    Deal,
    GameState,
    Pass,
    Phase,
    Play,
    PlayerView,
    Reason,
    RuleSet,
    apply,
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


def _figures(option: GradedOption) -> GradedOption:
    """The option's play-out figures in Ramsch words (no minus, rather than won)."""
    judgement = option.voice.judgement if option.voice is not None else None
    if judgement is None or not isinstance(option.answer, Play):
        return option
    judged = judgement.option(option.answer)
    if judged is None:
        return option
    head = Reason.of(
        "ramsch_option",
        card=option.answer.card,
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
