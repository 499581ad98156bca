"""How high to bid: the auction's one voice, with the search's figures per bid level.

`limit_judgement(before, seat, worlds)` judges how high a seat bids at an auction decision: the
limit the hint names there (`coach.advice.voice.bidding_hint`: the heuristic's limit, which bids
better than the search's, kept for the rest of the auction), the game it counts on and the
hint's reasons, beside the search's figures per bid level in worlds sampled with the decision's
own seed (`judgement_seed`). The Üben bidding questions and the Reizwert page read it, so they
name the limit the hint names at the table for the same decision.
"""

from __future__ import annotations

from dataclasses import dataclass

from coach.advice.voice import auction_limit, auction_needs, bidding_hint, limit_verdict
from coach.play.table import MoveVerdict
from coach.rules.actions import Action, Seat
from coach.rules.contract import GameType
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase
from coach.rules.view import view_of
from coach.sampled.judgement import FIRST_WORLDS, judgement_seed
from coach.sampled.limits import bid_levels, limit_answer
from coach.sampled.runner import BidLevel, Progress


@dataclass(frozen=True, slots=True)
class LimitJudgement:
    """The judgement of a seat's bid limit at one auction decision (see the module docstring)."""

    seat: Seat
    seed: int
    limit: int  # the highest bid the hint goes to (0: pass)
    game: GameType | None  # the game the limit counts on (None: passing)
    reasons: tuple[Reason, ...]  # the hint's reasons
    levels: tuple[BidLevel, ...]  # the search's figures from the next bid level up
    worlds: int  # worlds the levels were played out in
    solves: int  # positions the solver searched for them
    action: Action  # the hint's action at this decision

    def expected_at(self, bid: int) -> BidLevel | None:
        """The figures of the highest level at or below `bid` (None: below the first level)."""
        below = [level for level in self.levels if level.bid <= bid]
        return below[-1] if below else None

    @property
    def best(self) -> int:
        """The hint's limit as an answer: passing (0) where the auction is already past it."""
        return limit_answer(self.levels, self.limit)

    def verdict(self, limit: int) -> MoveVerdict:
        """The coach's verdict on bidding up to `limit` (0: passing), priced by the levels: the
        one the table gives the bid that shows it (`coach.advice.voice.limit_verdict`)."""
        return limit_verdict(self.levels, self.best, limit, self.action)


def limit_judgement(
    before: GameState, seat: Seat, worlds: int = FIRST_WORLDS, progress: Progress | None = None
) -> LimitJudgement:
    """The judgement of how high `seat` bids in `before`, an auction decision of that seat; the
    levels are played out in `worlds` worlds sampled with the decision's seed (0: none, the
    limit alone, at once). `progress` returning False cancels (`SearchCancelled`)."""
    if before.phase is not Phase.BIDDING or before.to_move != seat:
        raise ValueError(f"seat {seat} has no auction decision to take here")
    view = view_of(before, seat)
    seed = judgement_seed(before.deal, len(before.history))
    limit, prospect = auction_limit(view, auction_needs(before, seat))
    hint = bidding_hint(before, seat)
    game = None if prospect is None or not limit else prospect.contract.game
    reasons = hint.decision.reasons
    if worlds <= 0:
        return LimitJudgement(seat, seed, limit, game, reasons, (), 0, 0, hint.decision.action)
    analysis = bid_levels(before, seat, worlds, progress)
    return LimitJudgement(
        seat,
        seed,
        limit,
        game,
        reasons,
        analysis.levels,
        analysis.played,
        analysis.solves,
        hint.decision.action,
    )
