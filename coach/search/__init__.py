"""Search: a double-dummy solver and Monte-Carlo sampling that check every piece of advice.

* `Solver` (engine): exact card points, win/lose questions (`Goal`), card values, principal line
  of a `Position` (all cards open), compiled core or pure-Python reference.
* `advise` / `analyse` (advice): every option of a decision played out in worlds sampled from the
  player's view; win rates, margins and expected tournament-list points.
* `could_have_won` / `decision_costs` (review): the winning line, the cost of each decision.
"""

from coach.search.advice import (
    Analysis,
    OptionStats,
    SearchCancelled,
    advise,
    analyse,
    analyse_in,
    decision_of,
)
from coach.search.engine import Goal, Solver
from coach.search.position import NotInPlayError, Position
from coach.search.review import (
    DecisionCost,
    Verdict,
    could_have_won,
    decision_cost,
    decision_costs,
)

__all__ = [
    "Analysis",
    "DecisionCost",
    "Goal",
    "NotInPlayError",
    "OptionStats",
    "Position",
    "SearchCancelled",
    "Solver",
    "Verdict",
    "advise",
    "analyse",
    "analyse_in",
    "could_have_won",
    "decision_cost",
    "decision_costs",
    "decision_of",
]
