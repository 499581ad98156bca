"""Bid limits priced by the search: the figures per bid level of one auction decision, and what
one limit gives away against another by them.

Bidding up to a limit means playing at every level up to it and passing above. Two limits
differ only at the levels between them: the lower one passes a game there that the higher one
plays. `limit_cost` is the most the limit gives away at such a level against the other (a game
that pays and is passed, or an overbid that loses; nothing where the figures show it no worse).
"""

from __future__ import annotations

import random

from coach.rules.actions import Seat
from coach.rules.game import GameState
from coach.rules.view import view_of
from coach.sampled.analysis import analyse_in
from coach.sampled.judgement import FIRST_WORLDS, judgement_seed
from coach.sampled.runner import Analysis, BidLevel, Progress
from coach.search.sampling import sample_worlds


def bid_levels(
    before: GameState, seat: Seat, worlds: int = FIRST_WORLDS, progress: Progress | None = None
) -> Analysis:
    """The search's figures per bid level for `seat`'s auction decision in `before`, played out
    in `worlds` worlds sampled with the decision's own seed (the same decision anywhere, the same
    figures)."""
    view = view_of(before, seat)
    seed = judgement_seed(before.deal, len(before.history))
    return analyse_in(view, sample_worlds(view, worlds, random.Random(seed)), progress)


def limit_answer(levels: tuple[BidLevel, ...], limit: int) -> int:
    """`limit` as an answer at a decision whose levels begin at the next bid: passing (0) where
    the auction is already past it."""
    first = levels[0].bid if levels else 0
    return limit if limit >= first else 0


def limit_cost(levels: tuple[BidLevel, ...], best: int, limit: int) -> float:
    """The most `limit` gives away against `best` at a level where the two decide differently
    (0: pass); levels above the table count as its highest one."""
    level = costliest_level(levels, best, limit)
    if level is None:
        return 0.0
    return max(0.0, level.expected if limit < best else -level.expected)


def costliest_level(levels: tuple[BidLevel, ...], best: int, limit: int) -> BidLevel | None:
    """The level where `limit` gives away the most against `best` (None: the two are the same
    limit, or no level was played out)."""
    if limit == best or not levels:
        return None
    low, high = sorted((limit, best))
    bids = [level.bid for level in levels if low < level.bid <= high]
    if limit > high or not bids:
        bids.append(high)
    sign = 1.0 if limit < best else -1.0
    return max((_level_at(levels, bid) for bid in bids), key=lambda level: sign * level.expected)


def _level_at(levels: tuple[BidLevel, ...], bid: int) -> BidLevel:
    """The figures of the highest level at or below `bid` (the lowest level below them all)."""
    below = [level for level in levels if level.bid <= bid]
    return below[-1] if below else levels[0]
