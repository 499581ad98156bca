"""Search: the double-dummy solver over open cards, and the worlds sampled from a player's view.

* `Solver` (engine): exact card points, win/lose questions (`Goal`), card values, principal line
  of a `Position` (all cards open), compiled core or pure-Python reference.
* `sampling`: deals of the unseen cards that fit what a seat knows.
"""

from coach.search.engine import Goal, Solver
from coach.search.outcome import PlayedOut, play_out, settle
from coach.search.position import NotInPlayError, Position
from coach.search.sampling import sample_worlds

__all__ = [
    "Goal",
    "NotInPlayError",
    "PlayedOut",
    "Position",
    "Solver",
    "play_out",
    "sample_worlds",
    "settle",
]
