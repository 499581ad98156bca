"""Grade a learner's move against the coach: good, questionable or a mistake, with the reasons.

The coach decides from the learner's own view; the learner's move is then found among the scored
alternatives. Cards of equal worth (neighbours in rank with nothing still out between them)
count as the coach's card.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from coach.heuristic.decide import decide
from coach.heuristic.memory import memory_of
from coach.rules.actions import Action, Play, Swap
from coach.rules.decision import Decision, Option
from coach.rules.explain import Reason
from coach.rules.rule_set import TRICK_RULES
from coach.rules.view import PlayerView

QUESTIONABLE_LOSS = {"play": 12.0, "other": 15.0}


class Grade(Enum):
    GOOD = "good"
    QUESTIONABLE = "questionable"
    MISTAKE = "mistake"


@dataclass(frozen=True, slots=True)
class Review:
    """The grade of one move with its reasons, and the coach's own decision for comparison."""

    action: Action
    grade: Grade
    reasons: tuple[Reason, ...]
    decision: Decision
    loss: float  # how much worse the coach rates the move than its own choice


def review(view: PlayerView, action: Action, decision: Decision | None = None) -> Review:
    """Grade `action` taken from `view` against `decision` (the coach's unless given)."""
    decision = decision or decide(view)
    best = decision.action
    if action == best:
        return Review(
            action, Grade.GOOD, (Reason.of("review_same"), *decision.reasons), decision, 0.0
        )
    if isinstance(action, Swap):  # a Revolution's exchange: every arrangement stays in reach
        reason = Reason.of("review_swap")
        return Review(action, Grade.GOOD, (reason, *decision.reasons), decision, 0.0)
    if isinstance(action, Play) and isinstance(best, Play) and _equivalent(view, action, best):
        reason = Reason.of("review_equivalent", card=action.card, engine=best.card)
        return Review(action, Grade.GOOD, (reason, *decision.reasons), decision, 0.0)
    chosen = decision.option_for(best)
    option = decision.option_for(action)
    if option is None or chosen is None:
        reasons = (Reason.of("review_unrated"), *decision.reasons)
        return Review(action, Grade.QUESTIONABLE, reasons, decision, 0.0)
    loss = max(0.0, chosen.score - option.score)
    limit = QUESTIONABLE_LOSS["play" if isinstance(action, Play) else "other"]
    grade = Grade.QUESTIONABLE if loss <= limit else Grade.MISTAKE
    return Review(action, grade, _why(best, option, loss, decision), decision, round(loss, 1))


def _why(best: Action, option: Option, loss: float, decision: Decision) -> tuple[Reason, ...]:
    if isinstance(best, Play):
        head = Reason.of("review_prefers_card", engine=best.card, loss=round(loss))
    else:
        head = Reason.of("review_prefers", loss=round(loss))
    return (head, *decision.reasons, *option.reasons)


def _equivalent(view: PlayerView, action: Play, best: Play) -> bool:
    """Two cards of one class with no card still out between them and nearly equal points."""
    assert view.contract is not None
    rules = TRICK_RULES[view.contract.game]
    first, second = action.card, best.card
    if rules.follow_class[first] != rules.follow_class[second]:
        return False
    if abs(first.points - second.points) > 1:
        return False
    low, high = sorted((rules.strength[first], rules.strength[second]))
    others = memory_of(view).others
    cls_mask = rules.class_mask[rules.follow_class[first]]
    return not any(cls_mask >> card & 1 and low < rules.strength[card] < high for card in others)
