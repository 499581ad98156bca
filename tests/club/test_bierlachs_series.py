"""A Bierlachs list ends the series (seed 000, Programmfunktionen; the rule option's own words):
once a player's total on the simple list reaches the goal, the player with the lowest total buys
the round and no further game is dealt, also in a series without a fixed length."""

from __future__ import annotations

from dataclasses import replace

import pytest

from coach.play import next_game
from coach.play.table_file import dumps, loads
from coach.rules import ISKO, ScoringList
from tests.play.test_winners import BIERLACHS, GOAL, played_series


def test_the_series_ends_when_a_player_reaches_the_goal() -> None:
    table = played_series(5, 100, BIERLACHS)
    sheet = table.score_sheet(ScoringList.SIMPLE, with_current=True)
    running = [0, 0, 0]
    for entry in sheet.entries[:-1]:  # no earlier game reached the goal
        running = [total + points for total, points in zip(running, entry.points, strict=True)]
        assert max(running) < GOAL
    totals = sheet.totals()
    assert max(totals) >= GOAL and len(sheet.entries) < 100
    payer = table.bierlachs_payer
    assert payer is not None and totals[payer] == min(totals)
    assert table.series_over
    with pytest.raises(ValueError, match="Bierlachs"):
        next_game(table)
    again = loads(dumps(table))
    assert again.series_over and again.bierlachs_payer == payer


def test_without_a_bierlachs_list_an_open_series_goes_on() -> None:
    table = replace(played_series(5, 4, ISKO), games=None)  # open-ended after four games
    assert len(table.past) == 3
    assert table.bierlachs_payer is None and not table.series_over
    assert next_game(table).game_index == 4
