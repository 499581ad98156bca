"""Shared by the problem tests: a first lead whose best card the search finds clearly ahead."""

from __future__ import annotations

import random

from coach.records import Position, Problem, Question
from coach.rules import ISKO, Contract, Deal, GameType, Play
from coach.sampled import check


def first_lead() -> tuple[Position, Play, Play]:
    """A first lead with a clearly best card: the position, the best card and a worse one."""
    for seed in range(50):
        deal = Deal.shuffled(random.Random(seed))
        position = Position.set_up(ISKO, deal.hands, deal.skat, Contract(GameType.GRAND), 1)
        first = Play(min(position.state.legal_cards()))
        checked = check(Problem(position, Question.CARD, first))
        if checked.clear:
            worse = checked.scores[-1][0]
            assert isinstance(worse, Play) and isinstance(checked.right[0], Play)
            return position, checked.right[0], worse
    raise AssertionError("no seeded first lead with a clear best card")
