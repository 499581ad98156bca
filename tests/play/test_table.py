"""The coached-play table: seats, turns, engines, rewind and the series, through its API only."""

from __future__ import annotations

import random

import pytest

from coach.play.players import Strength
from coach.play.table import (
    Participant,
    Table,
    Waiting,
    act,
    deal_of,
    engine_step,
    next_deal_number,
    next_game,
    rewind,
    run_engines,
    start,
    with_rules,
)
from coach.play.table_file import dumps, loads
from coach.rules.actions import Bid, Concede, GiveUp, Hold, IllegalActionError, Pass
from coach.rules.contract import ISKO, SKO_1975
from coach.rules.game import AuctionStage, Phase, replay
from coach.rules.legal import legal_actions
from coach.rules.scoring import seat_players
from tests.play.play_helpers import play_out, random_action, table_for


def test_a_deal_number_always_deals_the_same_cards() -> None:
    assert deal_of(4711) == deal_of(4711)
    assert deal_of(4711) != deal_of(4712)
    with pytest.raises(ValueError, match="deal number"):
        deal_of(0)


def test_the_first_player_deals_the_first_game_and_sits_rearhand() -> None:
    table = table_for(ISKO)
    assert table.seats == seat_players(0, 3) == (1, 2, 0)
    assert table.learner_seat == 2
    assert table.player_at(0).strength is Strength.BEGINNER


def test_a_table_seats_exactly_one_learner() -> None:
    with pytest.raises(ValueError, match="exactly one learner"):
        start(ISKO, (Participant("A"), Participant("B"), Participant("C", Strength.CLUB)), 1)


def test_engines_move_one_at_a_time_and_explain_themselves() -> None:
    table = table_for(ISKO)
    assert table.waiting is Waiting.ENGINE  # middlehand (an engine) opens the auction
    stepped = engine_step(table)
    assert stepped.ply == 1
    turn = stepped.turns[0]
    assert not turn.by_learner and turn.reasons and turn.seat == 1
    # every seat speaks in the auction: the learner's turn always comes
    assert run_engines(table).waiting is Waiting.LEARNER


def test_nobody_moves_out_of_turn_and_nothing_changes() -> None:
    table = table_for(ISKO)
    with pytest.raises(IllegalActionError, match="refused_not_your_turn"):
        act(table, Pass())
    with pytest.raises(ValueError, match="no engine"):
        engine_step(run_engines(table))


def test_an_illegal_learner_action_is_refused() -> None:
    table = run_engines(table_for(ISKO, 12))
    assert table.waiting is Waiting.LEARNER
    with pytest.raises(IllegalActionError):
        act(table, Bid(19))


def test_the_same_deal_replays_move_for_move() -> None:
    first = play_out(table_for(ISKO, 99), random.Random(5))
    second = play_out(table_for(ISKO, 99), random.Random(5))
    assert first == second


def test_rewind_goes_back_to_an_earlier_state_through_the_state_machine() -> None:
    table = play_out(table_for(ISKO, 321), random.Random(2))
    for ply in (0, 1, table.ply // 2, table.ply):
        back = rewind(table, ply)
        assert back.state == replay(table.state.deal, table.state.history[:ply], ISKO)
        assert back.turns == table.turns[:ply]
    with pytest.raises(ValueError, match="cannot go back"):
        rewind(table, table.ply + 1)


def test_the_learner_plays_on_after_a_rewind() -> None:
    table = play_out(table_for(ISKO, 321), random.Random(2))
    learner_plies = [i for i, t in enumerate(table.turns) if t.by_learner]
    back = rewind(table, learner_plies[0])
    assert back.waiting is Waiting.LEARNER
    again = play_out(back, random.Random(3))
    assert again.state.is_over


def test_a_series_rotates_the_seats_and_keeps_the_sheet() -> None:
    table = table_for(SKO_1975, 7)
    rng = random.Random(1)
    seats = []
    for _ in range(4):
        table = play_out(table, rng)
        seats.append(table.learner_seat)
        finished = table.result
        number = table.deal_number
        table = next_game(table)
        assert table.deal_number == next_deal_number(number)
        assert table.sheet.entries[-1].result == finished
    assert seats == [2, 1, 0, 2]
    assert len(table.sheet.entries) == 4
    assert table.state.phase is Phase.BIDDING and table.ply == 0


def test_the_next_game_may_be_played_under_another_rule_set() -> None:
    table = play_out(table_for(SKO_1975, 7), random.Random(1))
    finished = table.result
    table = with_rules(next_game(table), ISKO)
    assert table.rules is ISKO and table.state.rules is ISKO
    assert table.state.deal == deal_of(table.deal_number)  # the same cards, other rules
    assert table.past[0].state.rules is SKO_1975  # the game played keeps its rules
    assert table.sheet.entries[0].result == finished  # scored as it was played
    table = next_game(play_out(table, random.Random(2)))  # then ISKO until changed again
    assert table.rules is ISKO and [g.state.rules for g in table.past] == [SKO_1975, ISKO]


def test_the_rules_change_only_before_a_game_begins() -> None:
    table = play_out(table_for(ISKO, 7), random.Random(1))
    with pytest.raises(ValueError, match="before its first action"):
        with_rules(table, SKO_1975)


def test_the_next_game_waits_for_the_end_of_this_one() -> None:
    with pytest.raises(ValueError, match="not over"):
        next_game(table_for(ISKO))


def test_a_learner_hold_is_recorded_as_the_learners_turn() -> None:
    table = run_engines(table_for(ISKO, 5))
    rng = random.Random(0)
    while table.waiting is Waiting.LEARNER and table.state.phase is Phase.BIDDING:
        action = random_action(table, rng)
        table = act(table, action)
        assert table.turns[-1].by_learner and table.turns[-1].action == action
        table = run_engines(table)
    assert all(t.by_learner == (t.seat == table.learner_seat) for t in table.turns)


def _learner_declares(seed_range: range) -> Table:
    """A table where the learner has won the auction and card play has begun."""
    for number in seed_range:
        table = run_engines(table_for(ISKO, number))
        while table.waiting is Waiting.LEARNER and table.state.phase is not Phase.PLAY:
            state = table.state
            if state.phase is Phase.BIDDING:
                action = (
                    Hold()
                    if state.awaiting_answer
                    else Bid(18 if state.stage is AuctionStage.FOREHAND_ALONE else 100)
                )
                action = action if state.bid < 100 else Pass()
            else:
                action = legal_actions(state)[0]
            table = run_engines(act(table, action))
        if table.state.phase is Phase.PLAY and table.state.declarer == table.learner_seat:
            return table
    raise AssertionError("no deal let the learner declare")


def test_the_learner_as_declarer_may_give_up_and_it_is_saved() -> None:
    table = _learner_declares(range(1, 30))
    over = act(table, GiveUp())
    assert over.waiting is Waiting.OVER
    assert over.result is not None and not over.result.won
    assert loads(dumps(over)) == over
    with pytest.raises(IllegalActionError, match="refused_concede_only_defenders"):
        act(table, Concede())
