"""Notebook records (`coach.records.game_records`), decision kinds and the decisions Fortschritt
keeps."""

from __future__ import annotations

import random

from coach.advice.game_progress import broken_rule, game_decisions, game_key
from coach.heuristic import Grade
from coach.play.table import MoveVerdict, learner_turns, with_verdict
from coach.records.game_records import read_games, records_file, with_note, write_game
from coach.rules.actions import Bid, Declare, Pass, Play
from coach.rules.contract import ISKO, SKO_1975
from coach.rules.decision_kind import DecisionKind, decision_kind
from coach.rules.explain import Reason
from coach.rules.game import GameState, apply
from tests.notebook_records import GOOD
from tests.play.play_helpers import play_out, table_for


def test_a_damaged_file_names_every_bad_record_and_keeps_every_good_one() -> None:
    unclosed = GOOD.replace("ID[541932]", "ID[5]").replace("R[d:2", "R[d:2 ", 1)[:-3]
    unknown_rules = GOOD.replace("ID[541932]", "ID[6]RU[bierlachs]")
    illegal = GOOD.replace("ID[541932]", "ID[7]").replace("0 SA 1 S7", "0 SA 1 HA", 1)
    text = records_file([GOOD, unclosed, unknown_rules, "", illegal, GOOD.replace("541932", "8")])
    games, problems = read_games(text)
    assert [g.record.id for g in games] == ["541932", "8"]
    assert [(p.line, p.record_id) for p in problems] == [(2, "5"), (3, "6"), (5, "7")]
    assert problems[0].reason.code == "iss_unclosed_record"
    assert problems[1].reason.code == "iss_unknown_rules"
    assert problems[1].reason.fact("name") == "bierlachs"
    illegal = problems[2]
    assert (illegal.move, illegal.token, illegal.reason.code) == (8, "HA", "iss_illegal")
    assert games[1].text == GOOD.replace("541932", "8")  # the record as it was, nothing added


def test_a_record_without_a_rule_set_is_an_iss_game_and_the_note_travels_in_co() -> None:
    (game,), _ = read_games(GOOD)
    assert game.record.rules is None and game.note == ""
    noted = with_note(game.record.properties, "Herz war falsch")
    (again,), _ = read_games(noted)
    assert again.note == "Herz war falsch" and again.state == game.state


def test_written_games_carry_their_rule_set() -> None:
    for rules in (ISKO, SKO_1975):
        table = play_out(table_for(rules, 31), random.Random(4))
        text = write_game(table.state, record_id="x", names=("A", "B", "C"), note="")
        (game,), problems = read_games(text)
        assert problems == [] and game.state == table.state and game.record.rules is rules


def test_decision_kinds_follow_the_phase_and_the_seat() -> None:
    state = GameState.new(table_for(ISKO, 4711).state.deal, ISKO)
    assert decision_kind(state, Bid(18), 1) is DecisionKind.BIDDING
    table = play_out(table_for(ISKO, 4711), random.Random(1))
    before = GameState.new(table.state.deal, ISKO)
    kinds = []
    for action in table.state.history:
        seat = before.to_move
        assert seat is not None
        kinds.append(decision_kind(before, action, seat))
        if isinstance(action, Play):
            led = not before.trick
            if seat != before.declarer:
                assert kinds[-1] is DecisionKind.DEFENDING
            else:
                assert kinds[-1] is (DecisionKind.LEADING if led else DecisionKind.FOLLOWING)
        elif isinstance(action, Declare):
            expected = DecisionKind.BIDDING if action.discard is None else DecisionKind.DISCARDING
            assert kinds[-1] is expected
        elif isinstance(action, Bid | Pass):
            assert kinds[-1] is DecisionKind.BIDDING
        before = apply(before, action)


def test_game_decisions_keep_kind_grade_cost_and_the_broken_rule() -> None:
    table = play_out(table_for(ISKO, 4711), random.Random(1))
    rule = Reason.of("ace_ten_seen", suit="H")
    plies = learner_turns(table)
    miss = MoveVerdict(
        Grade.MISTAKE,
        (Reason.of("search_cost", move="x", cost=9.0, best="y"), Reason.of("review_prefers"), rule),
        table.state.history[plies[-1]],
        9.0,
    )
    good = MoveVerdict(Grade.GOOD, (Reason.of("verdict_best"),), table.state.history[plies[0]])
    table = with_verdict(with_verdict(table, plies[-1], miss), plies[0], good)
    first, last = game_decisions(table)
    assert (first.ply, first.grade, first.rule) == (plies[0], Grade.GOOD, None)
    assert (last.ply, last.cost, last.rule) == (plies[-1], 9.0, rule)
    assert broken_rule(good) is None
    assert game_key(table) == game_key(table) and game_key(table).startswith("4711-")
