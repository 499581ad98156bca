"""Problem sets: the starter set shipped with Kiebitz (`content/problems/starter.txt`), drawn
from the strategy catalogue's themes and checked by the search (`lab.studies.starter_problems`
finds them), and sets a learner loads from a file or a code."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from coach.records import Problem, read_problems

STARTER = Path(__file__).resolve().parent / "content" / "problems" / "starter.txt"
TOPICS = ("first_lead", "lead", "schmieren", "follow", "discard", "which_game", "bid")
"""The themes of the starter set, in the order a learner meets them."""


@cache
def starter_set() -> tuple[Problem, ...]:
    """The starter problems, ordered by theme."""
    problems = read_problems(STARTER.read_text(encoding="utf-8"))
    return tuple(sorted(problems, key=lambda p: TOPICS.index(p.topic)))
