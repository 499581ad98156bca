"""Series and score sheets: totals are the sum of the games' points on either list (Seeger-Fabian:
won +50, lost −50, +40 to each defender at a table of three, +30 at four); a seeded series of 36
deals the same cards from its code; a series saved mid-way resumes with its length."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from coach.play.table import SERIES_GAMES, deal_of, next_game, series_deals, start
from coach.play.table_file import TableFormatError, dumps, loads
from coach.rules.contract import ISKO, SKO_1975, ScoringList
from coach.rules.explain import Reason
from coach.rules.result import GameResult, result
from coach.rules.scoring import seat_players, sheet_of
from lab.commands.bench import random_game
from tests.play.play_helpers import PLAYERS, play_out


def _expected_points(result_: GameResult, kind: ScoringList, players: int) -> tuple[int, int]:
    """(declarer, each defender) written out from the ISkO's list rules, not from the code."""
    if result_.passed:
        return (0, 0)
    if kind is ScoringList.SIMPLE:
        return (result_.score, 0)
    if result_.won:
        return (result_.score + 50, 0)
    return (result_.score - 50, 40 if players == 3 else 30)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    games=st.integers(0, 14),
    kind=st.sampled_from(list(ScoringList)),
    players=st.sampled_from([3, 4]),
    old_rules=st.booleans(),
)
def test_sheet_totals_are_the_sum_of_the_game_points(
    seed: int, games: int, kind: ScoringList, players: int, old_rules: bool
) -> None:
    rules = SKO_1975 if old_rules else ISKO
    rng = random.Random(seed)
    results = [result(random_game(rng, rules)) for _ in range(games)]
    names = [f"P{n}" for n in range(players)]
    sheet = sheet_of(names, results, kind, rules=rules)
    expected = [0] * players
    for index, outcome in enumerate(results):
        seats = seat_players(index, players)
        declarer_points, defender_points = _expected_points(outcome, kind, players)
        for seat, player in enumerate(seats):
            if outcome.declarer is not None:
                won = seat == outcome.declarer
                expected[player] += declarer_points if won else defender_points
    assert list(sheet.totals()) == expected
    assert [sum(e.points[p] for e in sheet.entries) for p in range(players)] == expected
    assert sum(row.total for row in sheet.standings()) == sum(expected)


def test_a_series_of_36_deals_the_same_cards_from_its_code_for_everyone() -> None:
    deals = series_deals(4711, SERIES_GAMES)
    assert len(deals) == 36 and deals[0] == 4711 and deals == series_deals(4711, 36)
    assert len(set(deals)) == 36
    table = start(ISKO, PLAYERS, 4711, ScoringList.SIMPLE, SERIES_GAMES)
    rng = random.Random(1)
    for number in deals[:3]:
        assert table.state.deal == deal_of(number) and table.series_code == 4711
        table = next_game(play_out(table, rng))
    assert table.games == SERIES_GAMES


def test_a_series_ends_after_its_last_game_and_resumes_from_a_save() -> None:
    table = start(SKO_1975, PLAYERS, 99, ScoringList.TOURNAMENT, 2)
    rng = random.Random(2)
    table = next_game(play_out(table, rng))
    assert loads(dumps(table)) == table  # interrupted mid-series: resumed with its length
    table = play_out(table, rng)
    assert table.series_over
    with pytest.raises(ValueError, match="series of 2 games is over"):
        next_game(table)
    assert loads(dumps(table)).series_over


def test_a_saved_series_shorter_than_its_games_is_refused() -> None:
    table = next_game(play_out(start(ISKO, PLAYERS, 5, ScoringList.SIMPLE, 3), random.Random(3)))
    text = dumps(table).replace('"series":3', '"series":1')
    with pytest.raises(TableFormatError) as caught:
        loads(text)
    assert caught.value.reason == Reason.of("table_series", games="1", played=2)
