"""A decision with its reasons and the scored alternatives it rejected.

The heuristic coach, the search and the quizzes all answer with a `Decision`, so the UI renders
every recommendation the same way and a review can compare any move against it.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.rules.actions import Action, Seat
from coach.rules.explain import Reason


@dataclass(frozen=True, slots=True)
class Option:
    """One possible action with its score (higher is better) and why it scores so."""

    action: Action
    score: float
    reasons: tuple[Reason, ...] = ()


@dataclass(frozen=True, slots=True)
class Decision:
    """The chosen action for `seat`, its reasons (most important first) and the alternatives."""

    seat: Seat
    action: Action
    reasons: tuple[Reason, ...]
    alternatives: tuple[Option, ...] = ()

    def option_for(self, action: Action) -> Option | None:
        """The scored alternative for `action`, if the decider considered it."""
        for option in self.alternatives:
            if option.action == action:
                return option
        return None
