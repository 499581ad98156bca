"""Property: seeded games played through the table's API with random legal learner moves end in
a valid result under both rule sets, and every engine move and every hint carries a reason."""

from __future__ import annotations

import random

import pytest

from coach.advice.coaching import hint
from coach.play.table import Table, Waiting, act, engine_step, show_hint
from coach.rules.actions import Ending
from coach.rules.cards import CardSet
from coach.rules.contract import ISKO, SKO_1975, RuleSet
from coach.rules.game import GameType
from tests.play.play_helpers import random_action, table_for
from words import render_all

GAMES = 500  # per rule set: 1,000 in all


def _play(table: Table, rng: random.Random) -> Table:
    while table.waiting is not Waiting.OVER:
        if table.waiting is Waiting.ENGINE:
            table = engine_step(table)
            assert table.turns[-1].reasons, f"engine move {table.ply} has no reason"
            continue
        shown = hint(table)
        assert shown.reasons, f"hint at ply {table.ply} has no reason"
        table = act(show_hint(table, shown), random_action(table, rng))
        assert table.turns[-1].hint == shown
    return table


def _check_result(table: Table) -> None:
    state = table.state
    game = table.result
    assert game is not None
    all_cards = CardSet()
    for cards in (*state.deal.hands, state.deal.skat):
        all_cards = all_cards | cards
    assert len(all_cards) == 32
    if game.passed:
        assert state.ending is Ending.PASSED and game.score == 0
        return
    assert game.declarer is not None and game.contract is not None
    assert 0 <= game.declarer_points <= 120
    assert (game.score > 0) == game.won
    assert game.value > 0
    if game.contract.game is not GameType.NULL and state.ending is Ending.PLAYED_OUT:
        taken = sum(t.points for t in state.tricks) + state.skat.points
        if len(state.tricks) == 10:
            assert taken == 120
    if not game.won and game.score < -game.value:
        assert state.rules.lost_doubled
    assert len(table.turns) == len(state.history)
    assert all(t.by_learner == (t.seat == table.learner_seat) for t in table.turns)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [ISKO, SKO_1975], ids=lambda r: r.name)
def test_random_learner_games_end_in_a_valid_result(rules: RuleSet) -> None:
    for seed in range(GAMES):
        rng = random.Random(seed)
        table = _play(table_for(rules, seed + 1), rng)
        _check_result(table)
        for turn in table.turns:
            if not turn.by_learner:
                assert all(render_all(turn.reasons, "en"))
