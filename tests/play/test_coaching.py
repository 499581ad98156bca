"""The coach at the table: hints never change the game, verdicts grade the learner's decisions,
engines decide from their own view only."""

from __future__ import annotations

import random

import pytest

from coach.advice.coaching import checked_hint, hint, verdict
from coach.heuristic import Grade
from coach.play.players import BeginnerPlayer, Strength, engine
from coach.play.table import Table, Waiting, act, learner_turns, rewind, run_engines, show_hint
from coach.rules.contract import ISKO
from coach.rules.game import Phase, apply
from coach.rules.legal import legal_actions
from coach.rules.view import complete, view_of
from coach.sampled import SearchCancelled
from tests.play.play_helpers import play_out, random_action, table_for


def test_a_hint_is_legal_explained_and_changes_nothing() -> None:
    table = run_engines(table_for(ISKO, 8))
    shown = hint(table)
    assert shown.reasons and not shown.checked
    assert shown.action in legal_actions(table.state)
    noted = show_hint(table, shown)
    assert noted.state == table.state and noted.turns == table.turns
    assert act(noted, shown.action).turns[-1].hint == shown


def test_a_checked_hint_is_a_legal_move_found_by_search() -> None:
    table = run_engines(table_for(ISKO, 8))
    rng = random.Random(0)
    while table.waiting is Waiting.LEARNER and table.state.phase is not Phase.PLAY:
        table = run_engines(act(table, random_action(table, rng)))
    if table.waiting is not Waiting.LEARNER:
        pytest.skip("this deal ended before card play")
    shown = checked_hint(table, worlds=3, seconds=None)  # no cap: a slow machine still searches
    assert shown.checked and shown.reasons
    apply(table.state, shown.action)


def test_a_checked_hint_says_why_the_quick_rule_would_differ() -> None:
    """Where the search and the rule of thumb disagree the learner sees the search's move, and on
    request what the quick rule would have played and its reasons; where they agree, nothing."""
    agreed = differed = 0
    for seed in range(1, 40):
        table = run_engines(table_for(ISKO, seed))
        rng = random.Random(seed)
        while table.waiting is Waiting.LEARNER and table.state.phase is not Phase.PLAY:
            table = run_engines(act(table, random_action(table, rng)))
        if table.waiting is not Waiting.LEARNER:
            continue
        quick, shown = hint(table), checked_hint(table, worlds=6, seconds=None)
        if shown.action == quick.action:
            assert shown.quick == ()
            agreed += 1
        else:
            assert shown.checked
            assert shown.quick[0].code == "hint_quick_other"
            assert shown.quick[1:] == quick.reasons
            differed += 1
        if agreed and differed:
            return
    raise AssertionError(f"no seed shows both: {agreed} agreed, {differed} differed")


def test_hints_are_for_the_learner_only() -> None:
    with pytest.raises(ValueError, match="learner"):
        hint(table_for(ISKO))


def test_a_verdict_grades_every_learner_decision_with_reasons() -> None:
    table = play_out(table_for(ISKO, 31), random.Random(4))
    plies = learner_turns(table)
    assert plies
    for ply in plies[:4]:
        graded = verdict(table, ply, worlds=2)
        assert graded.reasons
        assert graded.grade in Grade
        if graded.grade is Grade.MISTAKE:
            assert graded.cost is not None and graded.cost > 0
    with pytest.raises(ValueError, match="not a decision of the learner"):
        verdict(table, next(i for i in range(table.ply) if i not in plies), worlds=2)


def test_the_coachs_own_move_is_good() -> None:
    table = run_engines(table_for(ISKO, 44))
    table = run_engines(act(table, hint(table).action))
    assert verdict(table, learner_turns(table)[0], worlds=4).grade is Grade.GOOD


@pytest.mark.parametrize("strength", list(Strength))
def test_engines_decide_the_same_whatever_the_hidden_cards(strength: Strength) -> None:
    table = play_out(table_for(ISKO, 90), random.Random(9))
    rng = random.Random(1)
    for ply in range(0, table.ply, 3):
        state = rewind(table, ply).state
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        other = complete(view, rng)  # another deal this seat cannot tell apart
        assert view_of(other, seat) == view
        player = engine(strength)
        if strength is Strength.STRONG and state.phase is Phase.PLAY:
            continue  # searched: covered by the search's own tests, too slow here
        assert player.decide(view, ply).action == player.decide(view_of(other, seat), ply).action


def test_the_beginner_slips_sometimes_and_says_so() -> None:
    table = play_out(table_for(ISKO, 12), random.Random(0))
    from coach.heuristic import decide

    slips = 0
    for ply in range(table.ply):
        state = rewind(table, ply).state
        if state.phase is not Phase.PLAY:
            continue
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        for seed in range(5):
            decision = BeginnerPlayer().decide(view, seed)
            assert decision.reasons
            if decision.action != decide(view).action:
                slips += 1
                assert decision.reasons[0].code.startswith("beginner_")
    assert slips > 0


def _learner_card_play(number: int) -> Table:
    """A table after the learner's first card of a game that reached card play."""
    rng = random.Random(number)
    for deal in range(number, number + 40):
        table = run_engines(table_for(ISKO, deal))
        while table.waiting is Waiting.LEARNER and table.state.phase is not Phase.PLAY:
            table = run_engines(act(table, random_action(table, rng)))
        if table.waiting is Waiting.LEARNER and len(table.state.legal_cards()) > 1:
            return run_engines(act(table, random_action(table, rng)))
    raise AssertionError("no deal reached a card of the learner")


def test_a_search_out_of_time_leaves_the_coachs_grade_and_hint() -> None:
    table = _learner_card_play(3)
    ply = learner_turns(table)[-1]
    assert verdict(table, ply, worlds=4, seconds=0.0).cost is None
    assert verdict(table, ply, worlds=4, seconds=None).cost is not None
    back = rewind(table, ply)
    cut = checked_hint(back, worlds=4, seconds=0.0)
    quick = hint(back)
    assert (cut.action, cut.reasons, cut.checked) == (quick.action, quick.reasons, False)
    assert cut.judgement is not None and not cut.judgement.searched  # the heuristic's, kept


def test_the_caller_cancels_a_verdict() -> None:
    table = _learner_card_play(3)
    with pytest.raises(SearchCancelled):
        verdict(table, learner_turns(table)[-1], worlds=4, progress=lambda done, total: False)
