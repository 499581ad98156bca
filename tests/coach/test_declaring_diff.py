"""`scripts/declaring_diff.py` classes a declaration that differs from the search yardstick's."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from coach.cards import Card
from coach.contract import Announcement, Contract, GameType
from coach.game import Declare, PickUp

SCRIPTS = Path(__file__).parents[2] / "scripts"


@pytest.fixture(scope="module")
def declaration_class() -> object:
    sys.path.insert(0, str(SCRIPTS))
    try:
        return importlib.import_module("declaring_diff").declaration_class
    finally:
        sys.path.remove(str(SCRIPTS))


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
def test_a_difference_is_classed(
    declaration_class: object, heuristic: object, search: object, expected: str
) -> None:
    assert callable(declaration_class)
    assert declaration_class(heuristic, search) == expected
