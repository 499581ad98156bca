"""Score sheets: seat rotation, the simple list and the tournament list (Seeger-Fabian)."""

from __future__ import annotations

import pytest

from coach.rules.contract import ISKO, Contract, GameType
from coach.rules.result import GameResult
from coach.rules.scoring import (
    ScoreSheet,
    ScoringList,
    dealer_of,
    game_points,
    seat_players,
    sheet_of,
)

CLUBS = Contract(GameType.CLUBS)


def _game(declarer: int, won: bool, value: int) -> GameResult:
    return GameResult(
        passed=False,
        declarer=declarer,
        contract=CLUBS,
        won=won,
        value=value,
        score=value if won else -2 * value,
    )


PASSED = GameResult(passed=True)


@pytest.mark.parametrize(
    ("source", "result", "players", "kind", "expected"),
    [
        ("ISkO list: won 36", _game(0, True, 36), 3, ScoringList.SIMPLE, (36, 0)),
        (
            "ISkO list: lost games count double",
            _game(0, False, 36),
            3,
            ScoringList.SIMPLE,
            (-72, 0),
        ),
        (
            "Seeger-Fabian: +50 for a won game",
            _game(0, True, 36),
            3,
            ScoringList.TOURNAMENT,
            (86, 0),
        ),
        (
            "Seeger-Fabian: -50 and 40 for each defender at three",
            _game(0, False, 36),
            3,
            ScoringList.TOURNAMENT,
            (-122, 40),
        ),
        (
            "Seeger-Fabian: 30 for each defender at four",
            _game(0, False, 36),
            4,
            ScoringList.TOURNAMENT,
            (-122, 30),
        ),
        ("ISkO: a passed game scores 0", PASSED, 3, ScoringList.TOURNAMENT, (0, 0)),
    ],
)
def test_game_points(
    source: str, result: GameResult, players: int, kind: ScoringList, expected: tuple[int, int]
) -> None:
    assert game_points(result, kind, players, rules=ISKO) == expected, source


def test_seats_rotate_with_the_deal() -> None:
    # forehand sits left of the dealer; at three the dealer is rearhand
    assert [seat_players(i, 3) for i in range(4)] == [(1, 2, 0), (2, 0, 1), (0, 1, 2), (1, 2, 0)]
    # at four the dealer sits out
    assert [seat_players(i, 4) for i in range(4)] == [(1, 2, 3), (2, 3, 0), (3, 0, 1), (0, 1, 2)]
    assert [dealer_of(i, 4) for i in range(5)] == [0, 1, 2, 3, 0]
    with pytest.raises(ValueError, match="3 or 4 players"):
        seat_players(0, 5)


def test_a_sheet_of_four_players() -> None:
    results = [_game(0, True, 48), _game(1, False, 24), PASSED, _game(2, True, 23)]
    sheet = sheet_of(["Anna", "Ben", "Cem", "Dora"], results, rules=ISKO)
    # game 1: Ben (forehand) wins 48; game 2: Dora (middlehand) loses 24; Anna deals game 1
    first, second, third, fourth = sheet.entries
    assert first.declarer == 1 and first.points == (0, 98, 0, 0)
    assert second.declarer == 3 and second.points == (30, 0, 30, -98)  # Ben deals, sits out
    assert third.declarer is None and third.points == (0, 0, 0, 0)
    assert fourth.seats == (0, 1, 2) and fourth.declarer == 2
    assert sheet.totals() == (30, 98, 103, -98)


def test_tournament_totals_match_the_seeger_fabian_formula() -> None:
    results = [_game(s % 3, s % 2 == 0, 18 + 6 * s) for s in range(9)]
    sheet = sheet_of(["A", "B", "C"], results, rules=ISKO)
    for row in sheet.standings():
        formula = row.score + 50 * (row.won - row.lost) + 40 * row.opponents_lost
        assert row.total == formula
    simple = sheet_of(["A", "B", "C"], results, ScoringList.SIMPLE, rules=ISKO)
    assert [row.total for row in simple.standings()] == [row.score for row in simple.standings()]


def test_sheet_is_immutable() -> None:
    sheet = ScoreSheet(("A", "B", "C"), ISKO)
    assert sheet.next_seats == (1, 2, 0) and sheet.next_dealer == 0
    after = sheet.add(_game(0, True, 18))
    assert sheet.entries == () and len(after.entries) == 1
    assert after.next_seats == (2, 0, 1)
