"""The coach at the learner's shoulder: hints before a decision, verdicts after it.

Pure functions of a `Table`; none changes the game. The UI runs the slow ones (`checked_hint`,
`verdict`) in the background and stores their answers with `table.show_hint` / `with_verdict`.
Both read the decision's one judgement (`coach.advice.voice`): the checked hint computes it, the
verdict reuses the one the hint stored on the turn (or computes the same one).

* `hint`: the heuristic coach's move with its reasons, instantly (in the auction: the bid to the
  limit the auction began with, the same as the checked hint's).
* `checked_hint`: the move checked by search (every option played out in sampled worlds), and
  why the quick rule would have chosen otherwise.
* `verdict`: good / questionable / mistake for a decision the learner took, with reasons; the
  search prices it in expected list points (best option minus the option taken). `judge` does
  the same for any decision of any finished or running `GameState` (a review, an ISS record).
"""

from __future__ import annotations

from coach.advice.voice import (
    JUDGE,
    bidding_hint,
    budget_of,
    hint_at,
    judgement_at,
    verdict_of,
)
from coach.heuristic import decide
from coach.play.table import MoveVerdict, ShownHint, Table, Waiting
from coach.rules.actions import Seat
from coach.rules.game import GameState, Phase
from coach.sampled.runner import Progress

HINT_WORLDS = JUDGE.worlds  # worlds a judgement samples first (close calls get more)
VERDICT_WORLDS = JUDGE.worlds


def _learner_to_move(table: Table) -> None:
    if table.waiting is not Waiting.LEARNER:
        raise ValueError(f"the learner is not to move (waiting: {table.waiting.value})")


def hint(table: Table) -> ShownHint:
    """The heuristic coach's recommendation for the learner's pending decision."""
    _learner_to_move(table)
    if table.state.phase is Phase.BIDDING:
        decision = bidding_hint(table.state, table.learner_seat).decision
    else:
        decision = decide(table.learner_view)
    return ShownHint(decision.action, decision.reasons, checked=False)


def checked_hint(
    table: Table,
    worlds: int = HINT_WORLDS,
    progress: Progress | None = None,
    seconds: float | None = None,
) -> ShownHint:
    """The recommendation checked by search (`coach.advice.hint.recommend`): the rule of thumb
    with the search's figures, and in `quick` why the quick rule would have chosen otherwise; it
    carries the decision's judgement, which the verdict then reads.

    `progress` returning False cancels it (`SearchCancelled`). Past `seconds` the worlds played
    out so far decide, or the heuristic when they are too few. Bids stay with the coach's limits
    (the search bids worse, measured), counting games from a little less chance than `hint`.
    """
    _learner_to_move(table)
    shown = hint_at(table.state, table.learner_seat, budget_of(worlds, seconds), progress)
    return ShownHint(
        shown.action, shown.decision.reasons, shown.searched, shown.quick_rule(), shown.judgement
    )


def verdict(
    table: Table,
    ply: int,
    worlds: int = VERDICT_WORLDS,
    progress: Progress | None = None,
    seconds: float | None = None,
) -> MoveVerdict:
    """The verdict on the learner's decision at `ply` of the current game: read from the
    judgement its checked hint stored, else from the decision's judgement found now."""
    if not 0 <= ply < len(table.turns) or not table.turns[ply].by_learner:
        raise ValueError(f"action {ply} of this game is not a decision of the learner")
    turn = table.turns[ply]
    if turn.judgement is not None:
        return verdict_of(turn.judgement, table.state, ply)
    return judge(table.state, ply, turn.seat, worlds, progress, seconds)


def judge(
    game: GameState,
    ply: int,
    seat: Seat,
    worlds: int = VERDICT_WORLDS,
    progress: Progress | None = None,
    seconds: float | None = None,
) -> MoveVerdict:
    """The verdict on action `ply` of `game`, taken by `seat`, judged from that seat's view with
    the decision's own seed (`coach.advice.voice.judgement_at`, `verdict_of`). A search that takes
    longer than `seconds` decides from the worlds played by then; `progress` returning False
    cancels (`SearchCancelled`)."""
    judgement = judgement_at(game, ply, seat, budget_of(worlds, seconds), progress)
    return verdict_of(judgement, game, ply)
