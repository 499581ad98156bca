"""The review of a finished game: decisions by cost, "could I have won?", surprises, duplicate.

The games are ISS records of seeded deals played by beginner engines (deal numbers 7, 21, 56 of
`coach.play.table.deal_of`), kept as text so that better engines never change them.
"""

from __future__ import annotations

import random

import pytest

from coach.advice.coaching import judge
from coach.advice.post_mortem import GRADE_ORDER, chance_of, post_mortem, seat_decisions
from coach.heuristic import Grade, decide
from coach.play.players import Strength, engine
from coach.play.table import (
    Participant,
    act,
    deal_of,
    learner_turns,
    next_game,
    run_engines,
    sandbox,
    seed_at,
    start,
)
from coach.play.table_file import dumps, loads, loads_with_sandbox
from coach.records.iss import parse_records
from coach.records.iss_replay import position_of
from coach.rules.actions import REARHAND, Bid, Deal, GiveUp, Pass, Play
from coach.rules.contract import ISKO, SKO_1975, RuleSet
from coach.rules.game import GameState, Phase, apply, replay
from coach.rules.legal import legal_actions
from coach.rules.result import result
from coach.rules.view import view_of
from coach.sampled import SearchCancelled
from coach.sampled.costs import start_of_play
from coach.sampled.judgement import Figure, Judged, Judgement
from coach.search import Goal

# Deal 7: forehand plays Pik after 22 and loses with 57; with all cards open he could have won.
LOST_BUT_WINNABLE = (
    "(;GM[Skat]ID[7]P0[A]P1[B]P2[C]MV[w D9.DT.H8.HA.S8.ST.SQ.SA.C7.CJ.D8.DQ.DK.H9.HJ.HQ.C8.CT.CQ."
    "CA.D7.DJ.DA.HT.S7.S9.SJ.SK.C9.CK.H7.HK 1 p 2 18 0 y 2 20 0 y 2 22 0 y 2 p 0 s 0 S.D9.DT "
    "0 CJ 1 HJ 2 SJ 0 S8 1 H9 2 SK 2 DJ 0 SA 1 CT 2 D7 0 SQ 1 DK 0 ST 1 D8 2 S7 0 HA 1 HQ 2 HT "
    "0 C7 1 CA 2 CK 1 DQ 2 DA 0 H7 2 C9 0 H8 1 CQ 1 C8 2 S9 0 HK] ;)"
)
# Deal 21: forehand plays Karo and loses; against best defence it was lost anyway.
LOST_ANYWAY = (
    "(;GM[Skat]ID[21]P0[A]P1[B]P2[C]MV[w D8.DK.HK.HA.S9.SA.C7.C8.C9.CA.D7.DJ.DA.H8.HT.HJ.S8.SJ.SQ."
    "CK.DQ.H7.H9.HQ.S7.ST.SK.CT.CJ.CQ.D9.DT 1 18 0 y 1 20 0 y 1 22 0 y 1 p 2 p 0 s 0 D.HK.S9 "
    "0 DT 1 DA 2 CJ 2 DQ 0 D8 1 D7 2 H7 0 HA 1 H8 0 DK 1 DJ 2 ST 1 SJ 2 CT 0 D9 1 HT 2 HQ 0 C8 "
    "1 HJ 2 SK 0 SA 1 CK 2 CQ 0 CA 0 C9 1 S8 2 H9 0 C7 1 SQ 2 S7] ;)"
)


def _only(state: GameState, ply: int) -> Judgement:
    """A judgement that knows only the action taken: whatever it was, it is the best."""
    action = state.history[ply]
    even = Figure(0.0, 0.0)
    option = Judged(action, 1, 1, even, even)
    return Judgement(_seat_at(state, ply), 0, 1, (option,), action, ())


def _seat_at(state: GameState, ply: int) -> int:
    seat = replay(state.deal, state.history[:ply], ISKO).to_move
    assert seat is not None
    return seat


def _game(record: str) -> GameState:
    (parsed,) = parse_records(record)
    return position_of(parsed, ISKO)


@pytest.fixture(scope="module")
def lost_but_winnable() -> GameState:
    state = _game(LOST_BUT_WINNABLE)
    assert state.deal == deal_of(7) and state.is_over and not result(state).won
    return state


def test_a_lost_game_that_could_be_won_gets_a_line_that_wins(lost_but_winnable: GameState) -> None:
    chance = chance_of(lost_but_winnable, 0)
    assert chance is not None
    assert chance.declarer_side and chance.goal is Goal.GAME
    assert chance.winnable and not chance.won
    assert chance.reason.code == "review_winnable_lost"
    state = start_of_play(lost_but_winnable)
    for trick in chance.line:
        for card in trick.cards:
            state = apply(state, Play(card))
    assert state.is_over and result(state).won
    assert [t.cards for t in chance.played] == [t.cards for t in lost_but_winnable.tricks]
    assert [t.winner for t in chance.played] == [t.winner for t in lost_but_winnable.tricks]
    lost = chance.lost_at
    assert lost is not None and not lost.winnable and 1 <= lost.trick <= 10
    assert lost_but_winnable.history[lost.ply] == Play(lost.card)


def test_the_defenders_of_that_game_won_what_was_theirs_to_lose(
    lost_but_winnable: GameState,
) -> None:
    chance = chance_of(lost_but_winnable, 1)
    assert chance is not None and not chance.declarer_side
    assert not chance.winnable and chance.won
    assert chance.reason.code == "review_unwinnable_won"
    assert chance.lost_at is None


def test_a_game_that_could_not_be_won_says_so() -> None:
    state = _game(LOST_ANYWAY)
    chance = chance_of(state, 0)
    assert chance is not None
    assert not chance.winnable and not chance.won
    assert chance.reason.code == "review_unwinnable_lost"
    assert chance.swings == ()


def test_decisions_are_the_seats_own_in_order_and_worst_first_sorts_by_grade_and_cost(
    lost_but_winnable: GameState,
) -> None:
    review = post_mortem(lost_but_winnable, 0, deal_number=7, worlds=6)
    plies = [d.ply for d in review.decisions]
    assert plies == sorted(plies) == seat_decisions(lost_but_winnable, 0)
    before = GameState.new(lost_but_winnable.deal, ISKO)
    for ply, action in enumerate(lost_but_winnable.history):
        if ply in plies:
            assert before.to_move == 0
            if isinstance(action, Play):
                assert len(before.legal_cards()) > 1  # forced cards are no decisions
        before = apply(before, action)
    order = [(GRADE_ORDER[d.verdict.grade], -d.cost) for d in review.worst_first()]
    assert order == sorted(order)
    assert any(d.verdict.cost is not None for d in review.decisions)
    worst = review.biggest_mistake
    assert worst is not None and worst == review.worst_first()[0]
    assert worst.verdict.grade is not Grade.GOOD  # a good decision is never the biggest mistake
    assert review.chance is not None and review.chance.winnable
    assert review.duplicate is None  # no engines named: no comparison


def test_judgements_already_found_are_reused(lost_but_winnable: GameState) -> None:
    plies = seat_decisions(lost_but_winnable, 0)
    given = {ply: _only(lost_but_winnable, ply) for ply in plies}
    calls: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        calls.append((done, total))
        return True

    review = post_mortem(lost_but_winnable, 0, judgements=given, progress=progress)
    assert [d.verdict.judgement for d in review.decisions] == [given[p] for p in plies]
    assert all(d.verdict.grade is Grade.GOOD for d in review.decisions)
    assert review.biggest_mistake is None
    assert calls and calls[-1][0] == calls[-1][1]  # the progress ends at 100 %


def test_the_review_can_be_cancelled(lost_but_winnable: GameState) -> None:
    with pytest.raises(SearchCancelled):
        post_mortem(lost_but_winnable, 0, worlds=6, progress=lambda done, total: False)


def test_the_duplicate_comparison_and_the_surprises_come_with_the_review() -> None:
    state = _game(LOST_ANYWAY)
    plies = seat_decisions(state, 0)
    given = {ply: _only(state, ply) for ply in plies}
    players = (Strength.CLUB, Strength.CLUB, Strength.CLUB)
    review = post_mortem(state, 0, deal_number=21, judgements=given, players=players)
    assert review.duplicate is not None
    assert review.duplicate.seat == 0 and review.duplicate.engine.deal == state.deal
    assert review.outcome == result(state)
    assert review.surprises == ()  # lost with 36: nothing surprising


def test_an_overbid_game_was_lost_at_the_declaration() -> None:
    record = (
        "(;GM[Skat]ID[56]P0[A]P1[B]P2[C]MV[w DJ.HJ.HQ.S8.SQ.SK.SA.CT.CK.CA.D8.D9.DQ.DK.H7.H8.H9."
        "S7.C7.C8.D7.DT.DA.HT.HA.S9.ST.SJ.CJ.CQ.HK.C9 1 18 0 y 1 20 0 y 1 22 0 y 1 23 0 y 1 24 0 y "
        "1 27 0 y 1 30 0 y 1 33 0 y 1 35 0 y 1 p 2 36 0 y 2 40 0 y 2 44 0 y 2 45 0 y 2 46 0 y "
        "2 48 0 y 2 50 0 y 2 54 0 y 2 55 0 y 2 59 0 y 2 60 0 y 2 63 0 y 2 66 0 y 2 70 0 y 2 72 0 y "
        "2 77 0 y 2 80 0 y 2 81 0 y 2 84 0 y 2 88 0 y 2 90 0 y 2 96 0 y 2 p 0 s 0 C.HQ.HK 0 HJ "
        "1 C8 2 SJ 2 DA 0 CA 1 D8 0 C9 1 C7 2 CQ 2 HT 0 CT 1 H7 0 CK 1 D9 2 CJ 2 S9 0 SA 1 S7 "
        "0 S8 1 H9 2 ST 2 DT 0 DJ 1 DQ 0 SK 1 DK 2 D7 0 SQ 1 H8 2 HA] ;)"
    )
    state = _game(record)
    assert result(state).overbid
    chance = chance_of(state, 0)
    assert chance is not None and chance.reason.code == "review_overbid"
    assert not chance.winnable and not chance.won


def test_a_passed_game_has_nothing_to_solve() -> None:
    state = GameState.new(deal_of(3), ISKO)
    for _ in range(3):
        state = apply(state, Pass())
    assert state.is_over
    review = post_mortem(state, 1)
    assert review.chance is None and review.outcome.passed
    assert [d.action for d in review.decisions] == [Pass()]


def test_a_sandbox_never_reaches_the_score_sheet_and_is_saved_beside_the_table() -> None:

    players = (
        Participant("Anna"),
        Participant("B", Strength.CLUB),
        Participant("C", Strength.CLUB),
    )
    table = run_engines(start(ISKO, players, 7))
    while not table.state.is_over:
        table = run_engines(act(table, legal_actions(table.state)[0]))
    first = learner_turns(table)[0]
    trial = sandbox(table, first)
    assert trial.is_sandbox and trial.sandbox_from == first and trial.ply == first
    assert not table.is_sandbox and table.state.is_over  # the real game is untouched
    with pytest.raises(ValueError, match="sandbox"):
        next_game(trial)
    with pytest.raises(ValueError, match="not a decision of the learner"):
        sandbox(table, next(i for i, t in enumerate(table.turns) if not t.by_learner))
    text = dumps(table, trial)
    assert loads(text) == table
    assert loads_with_sandbox(text) == (table, trial)
    assert loads_with_sandbox(dumps(table)) == (table, None)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [ISKO, SKO_1975], ids=["isko", "sko1975"])
def test_on_many_games_the_sides_agree_and_a_winnable_line_wins(rules: RuleSet) -> None:
    """Seeded games of beginner engines (any contract: suit, Grand, Null, hand)."""
    for number in range(100, 130):
        state = GameState.new(deal_of(number), rules)
        while not state.is_over:
            mover = state.to_move
            assert mover is not None
            seed = seed_at(number, len(state.history))
            state = apply(
                state, engine(Strength.BEGINNER).decide(view_of(state, mover), seed).action
            )
        if state.declarer is None:
            continue
        ours, theirs = chance_of(state, state.declarer), chance_of(state, (state.declarer + 1) % 3)
        if ours is None or theirs is None:
            continue
        assert ours.winnable != theirs.winnable and ours.won != theirs.won, number
        after = start_of_play(state)
        for trick in ours.line:
            for card in trick.cards:
                after = apply(after, Play(card))
        assert after.is_over, number
        if ours.winnable and not result(state).overbid:
            assert result(after).won, number


def test_giving_up_is_judged_even_when_the_player_to_move_has_one_card(
    lost_but_winnable: GameState,
) -> None:
    """Deal 7 at action 11: middlehand must play its only card; the declarer gives up instead."""
    before = replay(lost_but_winnable.deal, lost_but_winnable.history[:11], ISKO)
    assert before.phase is Phase.PLAY and len(before.legal_cards()) == 1 and before.to_move == 1
    given_up = apply(before, GiveUp())
    verdict = judge(given_up, 11, 0, worlds=4)
    assert [r.code for r in verdict.reasons] == ["verdict_not_judged"] and verdict.cost is None
    review = post_mortem(given_up, 0, worlds=4)
    assert review.decisions[-1].action == GiveUp() and review.decisions[-1].trick == 1


def test_a_bid_is_judged_as_the_searched_hint_bids() -> None:
    """Rearhand's clubs with one jack, forehand holding 18 (seed 0): the hint says 20 where the
    quick rule passes; the verdict on saying 20 agrees with the hint, and a pass is priced by the
    bid levels played out (here: good too, the levels show it costs next to nothing), with the
    hint's reason. The auction has one voice: with another budget the same."""
    state = GameState.new(Deal.shuffled(random.Random(0)), ISKO)
    while state.to_move != REARHAND or state.bid < 18:
        state = apply(state, decide(view_of(state, state.to_move or 0)).action)
    ply = len(state.history)
    said = judge(apply(state, Bid(20)), ply, REARHAND, worlds=4)
    assert said.grade is Grade.GOOD and said.best == Bid(20)
    assert "hint_bid_further" in [reason.code for reason in said.reasons]
    passed = judge(apply(state, Pass()), ply, REARHAND, worlds=4)
    assert passed.reasons[0].code == "verdict_pass_close" and passed.best == Bid(20)
    assert passed.grade is Grade.GOOD and passed.cost is not None and passed.cost <= 3.0
    assert "hint_bid_further" in [reason.code for reason in passed.reasons]
    assert judge(apply(state, Pass()), ply, REARHAND, worlds=0) == passed
