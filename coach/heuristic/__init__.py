"""The heuristic coach: a rule-of-thumb Skat player that explains every decision.

`decide(view)` answers for the seat to move in any phase; `review(view, action)` grades a
learner's move against it. Both use only what that seat may see.
"""

from coach.heuristic.decide import decide
from coach.heuristic.review import Grade, Review, review

__all__ = ["Grade", "Review", "decide", "review"]
