"""Shared helpers of the quiz tests: judgements with given figures (the grading's own
properties, without the search)."""

from __future__ import annotations

from collections.abc import Sequence

from coach.advice import LimitJudgement
from coach.rules.actions import Action, Bid, Pass
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.sampled import Figure, Judged, Judgement
from coach.sampled.runner import BidLevel
from lessons.quiz import Position

STDERR = 1.0  # the standard error every drawn difference gets


def judged(
    position: Position, figures: Sequence[tuple[Action, float, bool]], worlds: int = 10
) -> Judgement:
    """A judgement of `position`'s decision with the given (action, mean, estimated) options:
    played-out ones best first by mean, then the estimated ones, each behind the best by its
    mean (with `STDERR`)."""
    ordered = sorted(figures, key=lambda f: (f[2], -f[1]))
    best = ordered[0][1]
    options = tuple(
        Judged(
            action,
            0 if estimated else worlds,
            0 if estimated else worlds // 2,
            Figure(mean, 0.0 if estimated else STDERR),
            Figure(best - mean, STDERR),
            estimated=estimated,
        )
        for action, mean, estimated in ordered
    )
    return Judgement(position.seat, 0, worlds, options, options[0].action, ())


def limit_judged(
    position: Position,
    levels: tuple[BidLevel, ...],
    limit: int | None = None,
    game: GameType | None = GameType.CLUBS,
) -> LimitJudgement:
    """The bid limit judged with the given `levels`; the hint's `limit` is the highest paying
    level unless given."""
    if limit is None:
        limit = max((level.bid for level in levels if level.expected > 0), default=0)
    reasons = (Reason.of("quiz.coach_pass"),)
    action = Bid(limit) if limit else Pass()
    return LimitJudgement(
        position.seat, 0, limit, game if limit else None, reasons, levels, 10, 0, action
    )
