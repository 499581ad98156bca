"""`lab/studies/declaring_diff.py` classes a declaration that differs from the search
yardstick's."""

from __future__ import annotations

import pytest

from coach.rules.actions import Declare, PickUp
from coach.rules.cards import Card
from coach.rules.contract import Announcement, Contract, GameType
from lab.studies.declaring_diff import declaration_class

PAIR = (Card.D7, Card.D8)
OTHER = (Card.D7, Card.H7)


@pytest.mark.parametrize(
    ("heuristic", "search", "expected"),
    [
        (PickUp(), Declare(Contract(GameType.GRAND, hand=True)), "skat: pickup -> grand-hand"),
        (
            Declare(Contract(GameType.CLUBS), PAIR),
            Declare(Contract(GameType.GRAND), PAIR),
            "game: suit -> grand",
        ),
        (
            Declare(Contract(GameType.CLUBS), PAIR),
            Declare(Contract(GameType.NULL), PAIR),
            "game: suit -> null",
        ),
        (
            Declare(Contract(GameType.CLUBS), PAIR),
            Declare(Contract(GameType.HEARTS), PAIR),
            "trump suit",
        ),
        (
            Declare(Contract(GameType.CLUBS), PAIR),
            Declare(Contract(GameType.CLUBS), OTHER),
            "discard (suit)",
        ),
        (
            Declare(Contract(GameType.GRAND, hand=True)),
            Declare(Contract(GameType.GRAND, hand=True, announce=Announcement.SCHNEIDER)),
            "announcement or ouvert",
        ),
    ],
)
def test_a_difference_is_classed(heuristic: object, search: object, expected: str) -> None:
    assert declaration_class(heuristic, search) == expected
