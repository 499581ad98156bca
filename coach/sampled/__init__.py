"""Sampled judgement: every option of a decision played out in worlds drawn from a seat's view.

* `advise` / `analyse` (analysis): win rates, margins and expected tournament-list points of each
  option, paired over the same worlds; the heuristic proposes, the solver plays the worlds out.
* `Judgement` (judgement): one decision judged once, every option paired over the same worlds,
  more worlds for close calls; the hint, the verdict and the reviews read it.
* `could_have_won` (costs): the winning line with open cards (hindsight, never a grade).
* ramsch_rollout: a Ramsch's options (cards, Schieberamsch's turns with the skat) played out by
  the heuristic players in every seat and scored by the table's Ramsch rules; `Judgement` reads
  it for a Ramsch.
"""

from coach.sampled.analysis import (
    advise,
    analyse,
    analyse_in,
    decision_of,
    level_reason,
    level_runs,
    rated_declarations,
)
from coach.sampled.costs import Verdict, could_have_won, goal_of, loss, start_of_play
from coach.sampled.judgement import (
    FIRST_WORLDS,
    MOST_WORLDS,
    Figure,
    Judged,
    Judgement,
    heuristic_judgement,
    judge_view,
    judgement_seed,
    refine,
    with_option,
)
from coach.sampled.limits import bid_levels, costliest_level, limit_answer, limit_cost
from coach.sampled.problems import best_line, can_win, card_values, check, same_answer, seat_view
from coach.sampled.runner import Analysis, BidLevel, OptionStats, Progress, SearchCancelled

__all__ = [
    "FIRST_WORLDS",
    "MOST_WORLDS",
    "Analysis",
    "BidLevel",
    "Figure",
    "Judged",
    "Judgement",
    "OptionStats",
    "Progress",
    "SearchCancelled",
    "Verdict",
    "advise",
    "analyse",
    "analyse_in",
    "best_line",
    "bid_levels",
    "can_win",
    "card_values",
    "check",
    "costliest_level",
    "could_have_won",
    "decision_of",
    "goal_of",
    "heuristic_judgement",
    "judge_view",
    "judgement_seed",
    "level_reason",
    "level_runs",
    "limit_answer",
    "limit_cost",
    "loss",
    "rated_declarations",
    "refine",
    "same_answer",
    "seat_view",
    "start_of_play",
    "with_option",
]
