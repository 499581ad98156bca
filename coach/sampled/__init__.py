"""Sampled judgement: every option of a decision played out in worlds drawn from a seat's view.

* `advise` / `analyse` (analysis): win rates, margins and expected tournament-list points of each
  option, paired over the same worlds; the heuristic proposes, the solver plays the worlds out.
* `could_have_won` / `decision_costs` (costs): the winning line with open cards, the cost of each
  decision of a finished game.
"""

from coach.sampled.analysis import (
    Analysis,
    BidLevel,
    OptionStats,
    Progress,
    SearchCancelled,
    advise,
    analyse,
    analyse_in,
    decision_of,
    level_runs,
)
from coach.sampled.costs import (
    DecisionCost,
    Verdict,
    could_have_won,
    decision_cost,
    decision_costs,
    goal_of,
    loss,
    start_of_play,
)
from coach.sampled.problems import (
    CardValue,
    Checked,
    best_line,
    can_win,
    card_values,
    check,
    same_answer,
    seat_view,
)

__all__ = [
    "Analysis",
    "BidLevel",
    "CardValue",
    "Checked",
    "DecisionCost",
    "OptionStats",
    "Progress",
    "SearchCancelled",
    "Verdict",
    "advise",
    "analyse",
    "analyse_in",
    "best_line",
    "can_win",
    "card_values",
    "check",
    "could_have_won",
    "decision_cost",
    "decision_costs",
    "decision_of",
    "goal_of",
    "level_runs",
    "loss",
    "same_answer",
    "seat_view",
    "start_of_play",
]
