"""The coach at the learner's shoulder: hints before a decision, verdicts after it.

Pure functions of a `Table`; none changes the game. The UI runs the slow ones (`checked_hint`,
`verdict`) in the background and stores their answers with `table.show_hint` / `with_verdict`.

* `hint`: the heuristic coach's move with its reasons, instantly.
* `checked_hint`: the move checked by search (every option played out in sampled worlds).
* `verdict`: good / questionable / mistake for a decision the learner took, with reasons; the
  search prices it in expected list points (best option minus the option taken).
"""

from __future__ import annotations

from coach.decision import Decision
from coach.explain import Reason
from coach.game import Phase, Play, replay
from coach.heuristic import Grade, decide, review
from coach.search import advise, decision_cost
from coach.search.advice import Progress
from coach.table import MoveVerdict, ShownHint, Table, Waiting, decision_seed
from coach.view import view_of

HINT_WORLDS = 20  # worlds a search-checked hint samples
VERDICT_WORLDS = 20  # worlds a verdict samples
GOOD_COST = 3.0  # at most this many list points below the best option: still good
MISTAKE_COST = 15.0  # more than this: a mistake


def _decision_hint(decision: Decision, checked: bool) -> ShownHint:
    return ShownHint(decision.action, decision.reasons, checked)


def _learner_to_move(table: Table) -> None:
    if table.waiting is not Waiting.LEARNER:
        raise ValueError(f"the learner is not to move (waiting: {table.waiting.value})")


def hint(table: Table) -> ShownHint:
    """The heuristic coach's recommendation for the learner's pending decision."""
    _learner_to_move(table)
    return _decision_hint(decide(table.learner_view), checked=False)


def checked_hint(
    table: Table, worlds: int = HINT_WORLDS, seed: int = 0, progress: Progress | None = None
) -> ShownHint:
    """The recommendation checked by search; `progress` returning False cancels it.

    Bids stay the coach's: the search bids worse (measured), so in the auction this is `hint`.
    """
    _learner_to_move(table)
    if table.state.phase is Phase.BIDDING:
        return hint(table)
    return _decision_hint(advise(table.learner_view, worlds, seed, progress), checked=True)


def verdict(
    table: Table, ply: int, worlds: int = VERDICT_WORLDS, progress: Progress | None = None
) -> MoveVerdict:
    """The verdict on the learner's decision at `ply` of the current game.

    The heuristic coach grades it first. After the auction, where the search considered the
    action, its cost in list points decides the grade (good up to `GOOD_COST`, a mistake above
    `MISTAKE_COST`); bids are the coach's to judge (the search bids worse, measured).
    """
    if not 0 <= ply < len(table.turns) or not table.turns[ply].by_learner:
        raise ValueError(f"action {ply} of this game is not a decision of the learner")
    before = replay(table.state.deal, table.state.history[:ply], table.rules)
    action = table.state.history[ply]
    seat = table.turns[ply].seat
    if before.phase is Phase.PLAY and len(before.legal_cards()) == 1:
        assert isinstance(action, Play)
        return MoveVerdict(Grade.GOOD, (Reason.of("verdict_forced", card=action.card),), action)
    graded = review(view_of(before, seat), action)
    if before.phase is Phase.BIDDING:  # the search bids worse than the coach: it does not judge
        return MoveVerdict(graded.grade, graded.reasons, graded.decision.action)
    seed = decision_seed(table, ply)
    priced = decision_cost(before, ply, action, worlds, seed, progress)
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
