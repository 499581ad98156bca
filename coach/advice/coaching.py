"""The coach at the learner's shoulder: hints before a decision, verdicts after it.

Pure functions of a `Table`; none changes the game. The UI runs the slow ones (`checked_hint`,
`verdict`) in the background and stores their answers with `table.show_hint` / `with_verdict`.

* `hint`: the heuristic coach's move with its reasons, instantly.
* `checked_hint`: the move checked by search (every option played out in sampled worlds), and
  why the quick rule would have chosen otherwise.
* `verdict`: good / questionable / mistake for a decision the learner took, with reasons; the
  search prices it in expected list points (best option minus the option taken). `judge` does
  the same for any decision of any finished or running `GameState` (a review, an ISS record).
"""

from __future__ import annotations

import time

from coach.advice.hint import Budget, recommend
from coach.heuristic import Grade, decide, review
from coach.play.table import MoveVerdict, ShownHint, Table, Waiting, decision_seed
from coach.rules.actions import Play, Seat
from coach.rules.decision import Decision
from coach.rules.explain import Reason
from coach.rules.game import GameState, Phase, replay
from coach.rules.view import view_of
from coach.sampled import SearchCancelled, decision_cost
from coach.sampled.analysis import Progress

HINT_WORLDS = 20  # worlds a search-checked hint samples
VERDICT_WORLDS = 20  # worlds a verdict samples
HINT_SECONDS = 0.3  # a search-checked hint stops by then: the worlds played so far decide
VERDICT_SECONDS = 1.0  # a verdict not priced by then is the heuristic's grade
GOOD_COST = 3.0  # at most this many list points below the best option: still good
MISTAKE_COST = 15.0  # more than this: a mistake
NOT_JUDGED = "verdict_not_judged"  # the reason code of a verdict the coach could not give


def _decision_hint(decision: Decision, checked: bool) -> ShownHint:
    return ShownHint(decision.action, decision.reasons, checked)


def _learner_to_move(table: Table) -> None:
    if table.waiting is not Waiting.LEARNER:
        raise ValueError(f"the learner is not to move (waiting: {table.waiting.value})")


def hint(table: Table) -> ShownHint:
    """The heuristic coach's recommendation for the learner's pending decision."""
    _learner_to_move(table)
    return _decision_hint(decide(table.learner_view), checked=False)


class _Deadline:
    """A search progress callback that stops the search after `seconds` (and when the caller's
    own callback says stop); `expired` tells the two apart afterwards."""

    def __init__(self, seconds: float | None, progress: Progress | None) -> None:
        self.until = None if seconds is None else time.monotonic() + seconds
        self.progress = progress
        self.expired = False

    def __call__(self, done: int, total: int) -> bool:
        if self.progress is not None and self.progress(done, total) is False:
            return False
        if self.until is not None and time.monotonic() > self.until:
            self.expired = True
            return False
        return True


def checked_hint(
    table: Table,
    worlds: int = HINT_WORLDS,
    seed: int = 0,
    progress: Progress | None = None,
    seconds: float | None = HINT_SECONDS,
) -> ShownHint:
    """The recommendation checked by search (`coach.advice.hint.recommend`): the rule of thumb with
    the search's figures, and in `quick` why the quick rule would have chosen otherwise.

    `progress` returning False cancels it (`SearchCancelled`). Past `seconds` the worlds played
    out so far decide, or the heuristic when they are too few. Bids stay with the coach's limits
    (the search bids worse, measured), counting games from a little less chance than `hint`.
    """
    _learner_to_move(table)
    shown = recommend(table.learner_view, Budget(worlds, seconds), seed, progress)
    return ShownHint(shown.action, shown.decision.reasons, shown.searched, shown.quick_rule())


def verdict(
    table: Table,
    ply: int,
    worlds: int = VERDICT_WORLDS,
    progress: Progress | None = None,
    seconds: float | None = VERDICT_SECONDS,
) -> MoveVerdict:
    """The verdict on the learner's decision at `ply` of the current game (see `judge`)."""
    if not 0 <= ply < len(table.turns) or not table.turns[ply].by_learner:
        raise ValueError(f"action {ply} of this game is not a decision of the learner")
    seat = table.turns[ply].seat
    seed = decision_seed(table, ply)
    return judge(table.state, ply, seat, seed, worlds, progress, seconds)


def judge(
    game: GameState,
    ply: int,
    seat: Seat,
    seed: int,
    worlds: int = VERDICT_WORLDS,
    progress: Progress | None = None,
    seconds: float | None = VERDICT_SECONDS,
) -> MoveVerdict:
    """The verdict on action `ply` of `game`, taken by `seat`, judged from that seat's view.

    The heuristic coach grades it first; an action out of turn (giving up or conceding while
    another player is to move) is not judged (its only reason is `NOT_JUDGED`). After the
    auction, where the search considered the action, its cost in list points decides the grade
    (good up to `GOOD_COST`, a mistake above `MISTAKE_COST`); a bid is judged against the hint's
    (the coach's limits, a little further with a search budget: the search bids worse, measured).
    A search that takes longer than `seconds` leaves the coach's grade; `progress` returning False
    cancels (`SearchCancelled`).
    """
    if not 0 <= ply < len(game.history):
        raise ValueError(f"the game has {len(game.history)} actions; there is no action {ply}")
    before = replay(game.deal, game.history[:ply], game.rules)
    action = game.history[ply]
    if isinstance(action, Play) and len(before.legal_cards()) == 1:
        return MoveVerdict(Grade.GOOD, (Reason.of("verdict_forced", card=action.card),), action)
    if before.to_move != seat:  # giving up or conceding while another player is to move
        return MoveVerdict(Grade.GOOD, (Reason.of("verdict_not_judged"),), action)
    view = view_of(before, seat)
    if before.phase is Phase.BIDDING:  # the hint's bid: the coach's limits, no search
        graded = review(view, action, recommend(view, Budget(worlds)).decision)
        return MoveVerdict(graded.grade, graded.reasons, graded.decision.action)
    graded = review(view, action)
    deadline = _Deadline(seconds, progress)
    try:
        priced = decision_cost(before, ply, action, worlds, seed, deadline)
    except SearchCancelled:
        if not deadline.expired:
            raise
        priced = None
    if priced is None:
        return MoveVerdict(graded.grade, graded.reasons, graded.decision.action)
    if priced.cost <= GOOD_COST:
        grade = Grade.GOOD
    elif priced.cost <= MISTAKE_COST:
        grade = Grade.QUESTIONABLE
    else:
        grade = Grade.MISTAKE
    head = Reason.of("verdict_best") if priced.cost == 0 else priced.reason
    reasons = (head, *graded.reasons[1:]) if grade is Grade.GOOD else (head, *graded.reasons)
    return MoveVerdict(grade, reasons, priced.best, round(priced.cost, 1))
