"""Search: a double-dummy solver and Monte-Carlo sampling that check every piece of advice."""

from coach.search.engine import Goal, Solver
from coach.search.position import NotInPlayError, Position

__all__ = ["Goal", "NotInPlayError", "Position", "Solver"]
