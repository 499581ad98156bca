"""The heuristic's last tricks: a card best in every world consistent with the view is played.

Uses `lab/studies/endgame_check.py`, which lists every such world with at most three cards per hand
and plays each legal card out double dummy (the player's list points). The deals are ones where
the heuristic once missed: a defender who saw only whether the declarer reached 61 (not the bid
an overbid declarer must reach), and defenders with more unseen deals than the old limit.
"""

from __future__ import annotations

import pytest

from coach.rules.contract import ISKO
from coach.search import Solver
from lab.arena import seeded_deals
from lab.studies.endgame_check import check_game

DEALS = seeded_deals(30, 5)


@pytest.mark.parametrize("game", [7, 20, 26, 0])
def test_heuristic_plays_a_card_best_in_every_world(game: int) -> None:
    checks = check_game(game, DEALS[game], ISKO, 3, 5 + game, Solver())
    assert checks
    sure = [check for check in checks if check.sure]
    assert sure
    assert all(check.right for check in sure), [c for c in sure if not c.right]
