"""Schneider and Schwarz count for the declarer's game whichever side reaches them (ISkO 4,
Gewinnstufen): one scoring for a game played out, shared by the rules and the search."""

from __future__ import annotations

import pytest

from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.result import scored

GRAND_HAND = Contract(GameType.GRAND, hand=True)


@pytest.mark.parametrize(
    ("points", "tricks", "won", "schneider", "schwarz", "value"),
    [
        # ISkO 4: a side without a trick is Schwarz; Grand Hand ohne 4: 24 x (4+1+1+1+1) = 192
        (0, 0, False, True, True, 192),
        # one trick without a card point is only Schneider: 24 x (4+1+1+1) = 168
        (0, 1, False, True, False, 168),
        # 30 card points or fewer: Schneider
        (30, 3, False, True, False, 168),
        # lost plainly with 31 to 60: Spiel, Hand, 4 Spitzen = 24 x 6
        (31, 3, False, False, False, 144),
        (60, 5, False, False, False, 144),
        # won with the 61st card point (skat included)
        (61, 5, True, False, False, 144),
        # 90 or more: the defenders are Schneider
        (90, 9, True, True, False, 168),
        # every trick: the defenders are Schwarz (120 points in nine tricks is only Schneider)
        (120, 9, True, True, False, 168),
        (120, 10, True, True, True, 192),
    ],
)
def test_grand_hand_without_four_counts_the_level_either_side_reached(
    points: int, tricks: int, won: bool, schneider: bool, schwarz: bool, value: int
) -> None:
    played = scored(GRAND_HAND, -4, points, tricks, ISKO)
    assert (played.won, played.schneider, played.schwarz) == (won, schneider, schwarz)
    assert played.value.value == value


def test_a_level_is_not_counted_twice_when_the_declarer_loses_in_the_announced_one() -> None:
    # ISkO 4: losing in the announced level counts it once (no "Eigenschneider")
    contract = Contract.ouvert_of(GameType.GRAND)  # Schwarz announced from the start
    played = scored(contract, 1, 0, 0, ISKO)
    assert not played.won
    assert played.value.value == 24 * (
        1 + 7
    )  # with 1; Spiel, Hand, 2 x Schneider, 2 x Schwarz, offen


def test_null_has_no_levels() -> None:
    played = scored(Contract(GameType.NULL), 0, 0, 0, ISKO)
    assert played.won and not played.schneider and not played.schwarz
    assert played.value.value == 23
