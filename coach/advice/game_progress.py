"""The learner's decisions of a played game, as Fortschritt counts them: kind, grade, cost, rule.

`game_decisions(table)` lists every learner decision of the table's current game that has its
verdict: what kind of decision it was (`coach.rules.decision_kind`), whether it was good, what it
cost in list points and, for a miss, the coach's rule it broke (the first reason of the verdict
that is not its frame: "the coach prefers …", "the search's cost …").
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from coach.heuristic import Grade
from coach.play.table import MoveVerdict, Table
from coach.rules.decision_kind import DecisionKind, decision_kind
from coach.rules.explain import Reason
from coach.rules.game import GameState, apply

FRAME_CODES = frozenset(
    {
        "search_cost",
        "search_estimate",
        "search_option",
        "verdict_best",
        "verdict_close",
        "verdict_equal",
        "verdict_same",
        "verdict_refined",
        "verdict_forced",
        "review_same",
        "review_equivalent",
        "review_prefers",
        "review_prefers_card",
        "review_unrated",
    }
)


@dataclass(frozen=True, slots=True)
class GameDecision:
    """One graded learner decision of a played game."""

    ply: int
    kind: DecisionKind
    grade: Grade
    cost: float | None
    rule: Reason | None  # the coach's rule a miss broke; None for a good decision


def game_key(table: Table) -> str:
    """A name for the current game that repeats only for the same deal played the same way."""
    moves = " ".join(repr(action) for action in table.state.history)
    digest = hashlib.sha1(f"{table.deal_number}|{moves}".encode()).hexdigest()[:16]
    return f"{table.deal_number}-{digest}"


def game_decisions(table: Table) -> tuple[GameDecision, ...]:
    """The learner's decisions of the current game that have their verdict, in order."""
    before = GameState.new(table.state.deal, table.rules)
    found = []
    for ply, turn in enumerate(table.turns):
        verdict = turn.verdict
        if turn.by_learner and verdict is not None:
            kind = decision_kind(before, turn.action, turn.seat)
            rule = None if verdict.grade is Grade.GOOD else broken_rule(verdict)
            found.append(GameDecision(ply, kind, verdict.grade, verdict.cost, rule))
        before = apply(before, turn.action)
    return tuple(found)


def broken_rule(verdict: MoveVerdict) -> Reason | None:
    """The coach's rule behind a verdict: its first reason that is not the frame."""
    return next((r for r in verdict.reasons if r.code not in FRAME_CODES), None)
