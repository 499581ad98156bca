"""The heuristic coach: a rule-of-thumb Skat player that explains every decision.

`decide(view)` answers for the seat to move in any phase; `review(view, action)` grades a
learner's move against it. Both use only what that seat may see.
"""

from coach.heuristic.bidding import (
    ALONE_CHANCE,
    OPEN_CHANCE,
    Needs,
    bid_limit,
    decide_bid,
    quick_needs,
)
from coach.heuristic.decide import decide
from coach.heuristic.discard import best_discard, explain_discard
from coach.heuristic.evaluate import estimate, expected_score
from coach.heuristic.grading import Grade, Review, review
from coach.heuristic.patrols import patrol_care
from coach.heuristic.play import trick_view
from coach.heuristic.prospects import Prospect, prospects
from coach.heuristic.ramsch_lead import lead_reasons
from coach.heuristic.ramsch_pass_on import pass_on_reasons
from coach.heuristic.ramsch_push import danger, pass_on_cards
from coach.heuristic.trick import TrickView, may_beat

__all__ = [
    "ALONE_CHANCE",
    "OPEN_CHANCE",
    "Grade",
    "Needs",
    "Prospect",
    "Review",
    "TrickView",
    "best_discard",
    "bid_limit",
    "danger",
    "decide",
    "decide_bid",
    "estimate",
    "expected_score",
    "explain_discard",
    "lead_reasons",
    "may_beat",
    "pass_on_cards",
    "pass_on_reasons",
    "patrol_care",
    "prospects",
    "quick_needs",
    "review",
    "trick_view",
]
