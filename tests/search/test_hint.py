"""The recommended move: one explained hint, searched within a budget, exact in the last tricks."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from coach.advice.hint import BID_NEEDS, INSTANT, Budget, recommend
from coach.heuristic import decide
from coach.heuristic.bidding import decide_bid
from coach.records.iss import read_records
from coach.records.iss_replay import position_of
from coach.rules.actions import REARHAND, Bid, Deal, Pass, Play
from coach.rules.contract import ISKO, ISS
from coach.rules.game import GameState, apply
from coach.rules.view import complete, every_completion, view_of
from coach.sampled import SearchCancelled
from coach.sampled.judgement import LEAST_WORLDS
from coach.search import Solver
from coach.search.everywhere import best_everywhere
from lab.cli import main as lab_main
from words import render_all

DATA = Path(__file__).parent / "data"


def _state(name: str) -> GameState:
    return position_of(read_records(DATA / f"{name}.sgf")[0], ISS)


def _coached_game(seed: int, cards_left: int) -> GameState | None:
    """A game the heuristic coach plays from a seeded deal until each hand holds `cards_left`
    cards; None when it is passed in."""
    state = GameState.new(Deal.shuffled(random.Random(seed)), ISKO)
    while not state.is_over:
        if state.tricks and len(state.hands[0]) <= cards_left and not state.trick:
            return state
        seat = state.to_move
        assert seat is not None
        state = apply(state, decide(view_of(state, seat)).action)
    return None


def _renders(reasons: tuple[object, ...]) -> bool:
    return all(render_all(reasons, lang) for lang in ("de", "en"))  # type: ignore[arg-type]


def test_instant_hint_is_the_heuristic() -> None:
    view = view_of(_state("mid_trick"), _state("mid_trick").to_move or 0)
    hint = recommend(view, INSTANT)
    assert not hint.searched and not hint.disagrees
    assert hint.decision == decide(view) == hint.quick
    assert hint.quick_rule() == ()


def test_the_auction_stays_with_the_heuristic() -> None:
    state = _state("bidding")
    view = view_of(state, state.to_move or 0)
    hint = recommend(view, Budget(8))
    assert not hint.searched
    assert hint.action == decide_bid(view, BID_NEEDS).action


def test_the_searched_hint_bids_a_little_further_and_says_why() -> None:
    """Rearhand's clubs with one jack, forehand holding 18: the quick rule passes at 20, the
    searched hint says 20 (its declarer play wins more games), the quick rule's pass on request."""
    state = GameState.new(Deal.shuffled(random.Random(0)), ISKO)
    while state.to_move != REARHAND or state.bid < 18:
        state = apply(state, decide(view_of(state, state.to_move or 0)).action)
    view = view_of(state, REARHAND)
    assert decide(view).action == Pass() == recommend(view, INSTANT).action
    hint = recommend(view, Budget(8))
    assert hint.action == Bid(20) and hint.disagrees and not hint.searched
    assert hint.decision.reasons[0].code == "hint_bid_further"
    assert [reason.code for reason in hint.quick_rule()][1] == "bid_no_game"
    assert _renders(hint.decision.reasons) and _renders(hint.quick_rule())


def test_searched_card_hint_is_legal_scored_and_explained() -> None:
    state = _state("mid_trick")
    seat = state.to_move
    assert seat is not None
    hint = recommend(view_of(state, seat), Budget(6), seed=3)
    assert hint.searched
    assert hint.action in {Play(card) for card in state.legal_cards()}
    codes = [reason.code for reason in hint.decision.reasons]
    assert "search_best" in codes
    assert codes[0] in {"hint_search_differs"} or "hint_search_agrees" in codes
    assert _renders(hint.decision.reasons)
    assert recommend(view_of(state, seat), Budget(6), seed=3) == hint


def test_cancel_raises_and_the_time_cap_falls_back_to_the_heuristic() -> None:
    state = _state("declare")
    view = view_of(state, state.to_move or 0)
    with pytest.raises(SearchCancelled):
        recommend(view, Budget(4), progress=lambda done, total: False)
    capped = recommend(view, Budget(4, seconds=0.0))
    assert not capped.searched and capped.action == decide(view).action


def _clock_stopping_after(worlds: int) -> Callable[[], float]:
    """A clock that stands still while the hint starts and `worlds` worlds are waited for, then
    jumps far past any time cap: the cap cuts in after exactly that many worlds, however fast
    or slow the machine is."""
    calls = itertools.count()
    return lambda: 0.0 if next(calls) <= worlds else 1e9


@pytest.mark.parametrize("name", ["declare", "mid_trick"])
def test_a_time_cap_keeps_the_worlds_played_so_far(name: str) -> None:
    """The cap cuts the search after 7 of 20 worlds: the hint is the search's on those 7 worlds
    (every option played in all of them), says so, and is the same for the same cut."""
    state = _state(name)
    view = view_of(state, state.to_move or 0)
    budget = Budget(20, seconds=60.0)
    hint = recommend(view, budget, seed=5, clock=_clock_stopping_after(7))
    assert hint.searched and hint.analysis is not None
    assert hint.analysis.cut and hint.analysis.played == 7
    played = [option for option in hint.analysis.options if not option.estimated]
    assert played and all(option.worlds == 7 for option in played)
    codes = [reason.code for reason in hint.decision.reasons]
    assert "search_best" in codes
    cut = hint.decision.reasons[-1]
    assert cut.code == "hint_time_cut"
    assert (cut.fact("worlds"), cut.fact("planned")) == (7, 20)
    assert _renders(hint.decision.reasons)
    assert recommend(view, budget, seed=5, clock=_clock_stopping_after(7)) == hint
    whole = recommend(view, Budget(20, most=20), seed=5)
    assert not whole.analysis.cut and whole.analysis.played == 20  # type: ignore[union-attr]
    assert "hint_time_cut" not in [reason.code for reason in whole.decision.reasons]


def test_a_cap_before_the_least_worlds_leaves_the_heuristic() -> None:
    state = _state("declare")
    view = view_of(state, state.to_move or 0)
    hint = recommend(view, Budget(20, 60.0), clock=_clock_stopping_after(LEAST_WORLDS - 1))
    assert not hint.searched and hint.action == decide(view).action


def test_a_differing_quick_rule_is_told_on_request() -> None:
    """Over seeded coached games, where search and rule of thumb differ, the hint shows the
    search's move and keeps the rule's own answer and reasons for the learner who asks."""
    differing = 0
    for seed in range(30):
        state = _coached_game(seed, 6)
        if state is None:
            continue
        seat = state.to_move
        assert seat is not None
        hint = recommend(view_of(state, seat), Budget(8), seed=seed)
        if hint.disagrees:
            differing += 1
            why = hint.quick_rule()
            assert why[0].code == "hint_quick_other"
            assert why[0].fact("move") == hint.quick.action.card  # type: ignore[attr-defined]
            assert hint.decision.reasons[0].code == "hint_search_differs"
            assert _renders(why) and _renders(hint.decision.reasons)
        else:
            assert hint.quick_rule() == ()
        if differing >= 2:
            break
    assert differing >= 1


def test_every_completion_lists_each_consistent_world_once() -> None:
    state = _coached_game(11, 3)
    assert state is not None
    for seat in range(3):
        view = view_of(state, seat)
        worlds = every_completion(view, 10_000)
        assert worlds is not None
        deals = {world.deal for world in worlds}
        assert len(deals) == len(worlds)
        assert all(view_of(world, seat) == view for world in worlds)
        rng = random.Random(seat)
        for _ in range(20):
            assert complete(view, rng).deal in deals
    assert every_completion(view_of(state, 0), 1) is None


@pytest.mark.parametrize("seed", range(12))
def test_last_tricks_hint_is_best_in_every_world_when_one_card_is(seed: int) -> None:
    """With at most three cards per hand: when one card is best in every world consistent with
    the view, the hint plays a card that is (as good as) best in every world."""
    state = _coached_game(seed, 3)
    if state is None:
        pytest.skip("passed in")
    solver = Solver()
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = view_of(state, seat)
        best, _ = best_everywhere(state, seat, solver)
        hint = recommend(view, Budget(4), seed=seed)
        if best:
            assert hint.action in best
        state = apply(state, hint.action)


def test_cli_bench_hint_reports_every_kind(capsys: pytest.CaptureFixture[str]) -> None:
    assert lab_main(["bench-hint", "--games", "2", "--cards", "3", "--worlds", "2"]) == 0
    out = capsys.readouterr().out
    for kind in ("heuristic", "card", "pick-up/hand", "declaration", "search-backed, all"):
        assert kind in out
    assert "load average" in out
    assert lab_main(["bench-hint", "--games", "0"]) == 2


def test_a_move_that_is_no_card_is_named_as_said_at_the_table() -> None:
    """A bid, a pass or an announcement in a reason reads as at the table, in the learner's
    language, never as the engine's class name ("Pass", "Bid")."""
    from coach.advice.hint import move_fact
    from coach.rules.actions import Kontra
    from words import format_fact

    for action, code in ((Pass(), "say_pass"), (Bid(18), "say_bid"), (Kontra(1), "say_kontra")):
        fact = move_fact(action)
        for lang in ("de", "en"):
            written = format_fact(fact, lang)
            assert written
            if not isinstance(action, Kontra):  # "Kontra" is the Skat word itself
                assert type(action).__name__ not in written.split()
        assert getattr(fact, "code", None) == code
